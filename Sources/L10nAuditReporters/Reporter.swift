import L10nAuditCore

/// What one run produced, as every reporter sees it.
public struct Report: Sendable {
  public var diagnostics: [Diagnostic]
  /// Every rule that ran, in catalogue order (SARIF lists them; others may ignore them).
  public var rules: [RuleDescription]
  /// Files that could not be scanned, with why.
  public var errors: [ScanError]
  public var filesScanned: Int
  public var toolVersion: String
  /// Each language's share of the source keys translated (empty without catalogs).
  public var coverage: [LanguageCoverage] = []
  /// The paths audited, as given (empty: the current directory).
  public var roots: [String] = []
  /// What the findings were limited to, when only changed lines count: the revision given
  /// to `--diff-base` or the diff file given to `--diff-file`.
  public var changes: ChangeScope? = nil

  public init(
    diagnostics: [Diagnostic], rules: [RuleDescription], errors: [ScanError] = [],
    filesScanned: Int, toolVersion: String
  ) {
    self.diagnostics = diagnostics
    self.rules = rules
    self.errors = errors
    self.filesScanned = filesScanned
    self.toolVersion = toolVersion
  }
}

/// The change a report is limited to.
public enum ChangeScope: Sendable, Hashable {
  /// The lines changed since a git revision.
  case revision(String)
  /// The lines a unified diff adds.
  case diffFile(String)

  /// "changed since origin/main", "added by change.diff": what the lines are.
  public var phrase: String {
    switch self {
    case .revision(let r): return "changed since \(r)"
    case .diffFile(let f): return "added by \(f)"
    }
  }
}

/// A path that could not be scanned, and why.
public struct ScanError: Sendable, Hashable {
  public var path: String
  public var message: String
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }
}

/// Turns a report into the text of one output format.
public protocol Reporter: Sendable {
  /// The name given to `--format`.
  static var name: String { get }
  func render(_ report: Report) -> String
  /// Writes the report in pieces, so large reports need not be held whole in memory.
  /// The pieces concatenate to `render(report)`.
  func write(_ report: Report, to sink: (String) -> Void)
  /// The same pieces as UTF-8 bytes, for a sink that writes bytes (standard output): a
  /// format that builds its text from bytes need not make strings of it.
  func write(_ report: Report, toBytes sink: (UnsafeBufferPointer<UInt8>) -> Void)
}

extension Reporter {
  public func write(_ report: Report, to sink: (String) -> Void) { sink(render(report)) }

  public func write(_ report: Report, toBytes sink: (UnsafeBufferPointer<UInt8>) -> Void) {
    write(report) { piece in
      var piece = piece
      piece.withUTF8(sink)
    }
  }
}

/// A format that writes bytes (it implements `write(_:toBytes:)`): its text for a string
/// sink, and `render`, are made from those bytes.
public protocol ByteReporter: Reporter {}

extension ByteReporter {
  public func render(_ report: Report) -> String {
    var out = ""
    write(report) { out += $0 }
    return out
  }

  public func write(_ report: Report, to sink: (String) -> Void) {
    write(report, toBytes: { sink(String(decoding: $0, as: UTF8.self)) })
  }
}

/// A format written finding by finding (a line each): `render` is the pieces joined.
public protocol LineReporter: ByteReporter {
  /// The text of one finding.
  func lines(_ d: Diagnostic, in report: Report) -> String
  /// The same text as UTF-8, appended to `out`: what `write` calls, so that a format can
  /// build its lines from bytes instead of joining strings (by default, `lines`' bytes).
  func appendLines(_ d: Diagnostic, in report: Report, to out: inout [UInt8])
  /// The same for the diagnostic at `d`, read in place: what `write` calls. A diagnostic
  /// passed by value is copied out of the report first, a retain of each of its strings
  /// (by default, that is what this does).
  func appendLines(at d: UnsafePointer<Diagnostic>, in report: Report, to out: inout [UInt8])
  /// What follows the findings (errors), if anything.
  func trailer(_ report: Report) -> String
}

extension LineReporter {
  public func trailer(_ report: Report) -> String { "" }

  public func appendLines(_ d: Diagnostic, in report: Report, to out: inout [UInt8]) {
    out.append(contentsOf: lines(d, in: report).utf8)
  }

  public func appendLines(
    at d: UnsafePointer<Diagnostic>, in report: Report, to out: inout [UInt8]
  ) {
    appendLines(d.pointee, in: report, to: &out)
  }

  public func write(_ report: Report, toBytes sink: (UnsafeBufferPointer<UInt8>) -> Void) {
    withoutActuallyEscaping(sink) { sink in
      var chunks = ChunkedSink(bytes: sink)
      // By address: a copy of each finding would retain each of its strings, which the
      // scan's threads made (a cache miss each).
      report.diagnostics.withUnsafeBufferPointer { diagnostics in
        guard let first = diagnostics.baseAddress else { return }
        for k in diagnostics.indices {
          chunks.append { appendLines(at: first + k, in: report, to: &$0) }
        }
      }
      chunks.append(trailer(report))
      chunks.flush()
    }
  }
}

/// Gathers small pieces into chunks of about 64 KiB before handing them on. The pieces are
/// kept as UTF-8 bytes; each chunk goes on as bytes, or as one string to a string sink.
public struct ChunkedSink {
  private var buffer: [UInt8] = []
  private let sink: (UnsafeBufferPointer<UInt8>) -> Void
  public init(_ sink: @escaping (String) -> Void) {
    self.init(bytes: { sink(String(decoding: $0, as: UTF8.self)) })
  }
  /// Chunks handed on as bytes, with no string made.
  public init(bytes sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.sink = sink
    buffer.reserveCapacity(1 << 16 + 1 << 12)
  }
  public mutating func append(_ s: String) {
    append { $0.append(contentsOf: s.utf8) }
  }
  /// A piece that `write` appends as UTF-8 bytes (whole scalars: a chunk ends between
  /// pieces).
  public mutating func append(_ write: (inout [UInt8]) -> Void) {
    write(&buffer)
    if buffer.count >= 1 << 16 { flush() }
  }
  public mutating func flush() {
    if !buffer.isEmpty { buffer.withUnsafeBufferPointer(sink) }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// All formats, by `--format` name.
public enum Reporters {
  public static let all: [any Reporter.Type] = [
    TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self,
    CheckstyleReporter.self, GitLabReporter.self, RDJSONLReporter.self, HTMLReporter.self,
    MarkdownReporter.self,
  ]

  public static func named(_ name: String) -> (any Reporter)? {
    switch name {
    case TextReporter.name: return TextReporter()
    case JSONReporter.name: return JSONReporter()
    case SARIFReporter.name: return SARIFReporter()
    case GitHubReporter.name: return GitHubReporter()
    case CheckstyleReporter.name: return CheckstyleReporter()
    case GitLabReporter.name: return GitLabReporter()
    case RDJSONLReporter.name: return RDJSONLReporter()
    case HTMLReporter.name: return HTMLReporter()
    case MarkdownReporter.name: return MarkdownReporter()
    default: return nil
    }
  }

  public static var names: [String] { all.map { $0.name } }
}
