import Dispatch
import L10nAuditCore
import L10nAuditReporters

/// The `l10n-audit` command, as a library so that tests can run it.
public enum CommandLineTool {
  public static let version = "0.1.0"

  /// Where the command writes; tests capture both streams.
  public struct Output: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Standard output's bytes, for reports built from bytes (by default, `out` of their
    /// text).
    public var outBytes: @Sendable (UnsafeBufferPointer<UInt8>) -> Void
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
      self.out = out
      self.err = err
      outBytes = { out(String(decoding: $0, as: UTF8.self)) }
    }
    public static let standard: Output = {
      var output = Output(out: { FileSystem.write(1, $0) }, err: { FileSystem.write(2, $0) })
      output.outBytes = { FileSystem.write(1, bytes: $0) }
      return output
    }()
  }

  /// Exit statuses a CI can trust.
  public enum ExitCode {
    public static let clean: Int32 = 0
    public static let findings: Int32 = 1
    public static let failure: Int32 = 2
  }

  /// Runs the command with `argv` (without the program name) and returns the exit status.
  public static func run(_ argv: [String], output: Output = .standard) -> Int32 {
    let args: Arguments
    do {
      args = try Arguments.parse(argv)
    } catch {
      output.err("error: \(error.message)\nRun 'l10n-audit --help' for usage.\n")
      return ExitCode.failure
    }
    switch args.command {
    case .help:
      output.out(Arguments.help)
      return ExitCode.clean
    case .version:
      output.out("\(version)\n")
      return ExitCode.clean
    case .rules:
      return listRules(output)
    case .explain(let id):
      return explain(id, output)
    case .tokens:
      return tokens(args, output)
    case .lsp:
      return languageServer(args)
    case .audit:
      return AuditCommand(args: args, output: output).run()
    }
  }

  /// Reads and tokenizes every file on one thread; prints files, bytes, tokens, seconds.
  static func tokenStats(_ targets: [ScanTarget], _ output: Output, _ status: Int32)
    -> Int32
  {
    var status = status
    var bytes = 0
    var tokens = 0
    var tokenizeSeconds = 0.0
    for t in targets {
      switch FileSystem.read(t.path, maxBytes: Scanner.maxFileBytes) {
      case .failure(let e):
        output.err("\(t.display): error: cannot read file: \(e.message)\n")
        status = ExitCode.failure
      case .success(let contents):
        let data = contents.bytes
        let start = DispatchTime.now().uptimeNanoseconds
        let stream = Tokenizer.tokenize(data)
        tokenizeSeconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        bytes += data.count
        tokens += stream.tokens.count + stream.trivia.count
      }
    }
    let mb = Double(bytes) / 1_048_576
    let rate = tokenizeSeconds > 0 ? mb / tokenizeSeconds : 0
    output.out(
      "files \(targets.count) bytes \(bytes) tokens \(tokens) tokenize-seconds \(String(format: "%.3f", tokenizeSeconds)) MB/s \(String(format: "%.1f", rate))\n"
    )
    return status
  }

  static func listRules(_ output: Output) -> Int32 {
    let width = RuleRegistry.all.map { $0.id.count }.max() ?? 0
    var text = ""
    for rule in RuleRegistry.all {
      let d = rule.description
      let pad = String(repeating: " ", count: width - d.id.count)
      let sev = d.severity.rawValue.padding(7)
      text += "\(d.id)\(pad)  \(sev)  \(d.summary)\n"
    }
    output.out(text)
    return ExitCode.clean
  }

  static func explain(_ id: String, _ output: Output) -> Int32 {
    guard let rule = RuleRegistry.rule(id) else {
      output.err("error: no rule named '\(id)'; 'l10n-audit rules' lists them\n")
      return ExitCode.failure
    }
    output.out(rule.description.documentation)
    return ExitCode.clean
  }

  static func tokens(_ args: Arguments, _ output: Output) -> Int32 {
    var walker = FileWalker()
    let targets = walker.collect(args.paths)
    var status = ExitCode.clean
    for e in walker.errors {
      output.err("\(e.path): error: \(e.message)\n")
      status = ExitCode.failure
    }
    if args.stats { return tokenStats(targets, output, status) }
    for t in targets {
      switch FileSystem.read(t.path, maxBytes: Scanner.maxFileBytes) {
      case .failure(let e):
        output.err("\(t.display): error: cannot read file: \(e.message)\n")
        status = ExitCode.failure
      case .success(let contents):
        let file = SyntaxFile(SourceFile(path: t.display, bytes: contents.bytes))
        var text = ""
        for row in TokenDump.rows(file) { text += row + "\n" }
        output.out(text)
      }
    }
    return status
  }

}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
