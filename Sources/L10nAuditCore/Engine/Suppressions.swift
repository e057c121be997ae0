/// Suppression comments: `// l10n-audit:disable-next-line RULE[, RULE] -- reason`,
/// `disable-line`, `disable` … `enable` regions and `disable-file`. No rule list means
/// every rule.
public struct Suppressions: Sendable {
  public enum Directive: String, Sendable, CaseIterable {
    case disableNextLine = "disable-next-line"
    case disableLine = "disable-line"
    case disable = "disable"
    case enable = "enable"
    case disableFile = "disable-file"
  }

  /// One suppression comment.
  public struct Entry: Sendable {
    public var directive: Directive
    /// Empty means every rule.
    public var rules: [String]
    public var line: Int
    public var start: Int
    public var end: Int
  }

  /// A silenced span of lines for one rule ("" for all), and the entry that made it.
  struct Span: Sendable {
    var rule: String
    var from: Int
    var to: Int
    var entry: Int
  }

  public let entries: [Entry]
  let spans: [Span]

  public static let marker = String(describing: markerBytes)
  static let markerBytes: StaticString = "l10n-audit:"

  public init(_ file: borrowing SyntaxFile) {
    var entries: [Entry] = []
    // Most files have no suppression: one byte search over the file tells, and their
    // comments are not visited.
    let comments = file.source.contains(Suppressions.markerBytes) ? file.trivia : []
    for t in comments where t.kind.isComment && Suppressions.mentionsMarker(file, t) {
      guard let entry = Suppressions.parse(file, t) else { continue }
      entries.append(entry)
    }
    self.init(entries: entries, lines: file.lines)
  }

  /// The suppression comments of a catalog: `/* */` and `//` in `.strings`, `<!-- -->`
  /// in property lists (JSON has no comments: a String Catalog's findings are kept back by
  /// a baseline).
  public init(_ catalog: CatalogFile) {
    var entries: [Entry] = []
    let bytes = catalog.bytes
    let marked =
      !catalog.comments.isEmpty
      && bytes.withUnsafeBufferPointer { ByteSearch.firstOffset(of: Suppressions.markerBytes, in: $0) != nil }
    for c in marked ? catalog.comments : [] {
      let text = String(decoding: bytes[c.range], as: UTF8.self)
      guard
        let entry = Suppressions.parse(
          text, isBlock: c.isBlock, line: catalog.text.lines.line(of: c.range.lowerBound), range: c.range)
      else { continue }
      entries.append(entry)
    }
    self.init(entries: entries, lines: catalog.text.lines)
  }

  init(entries: [Entry], lines: LineTable) {
    self.entries = entries
    var spans: [Span] = []
    var open: [String: (line: Int, entry: Int)] = [:]
    let lastLine = lines.lineCount
    for (k, e) in entries.enumerated() {
      let rules = e.rules.isEmpty ? [""] : e.rules
      switch e.directive {
      case .disableNextLine:
        // The line after the comment's end: a block comment may span several lines.
        let next = lines.line(of: max(e.start, e.end - 1)) + 1
        for r in rules { spans.append(Span(rule: r, from: next, to: next, entry: k)) }
      case .disableLine:
        for r in rules { spans.append(Span(rule: r, from: e.line, to: e.line, entry: k)) }
      case .disableFile:
        for r in rules { spans.append(Span(rule: r, from: 1, to: lastLine, entry: k)) }
      case .disable:
        for r in rules where open[r] == nil { open[r] = (e.line, k) }
      case .enable:
        // A bare `enable` closes every open region.
        let closing = e.rules.isEmpty ? open.keys.sorted() : e.rules
        for r in closing {
          if let o = open.removeValue(forKey: r) {
            spans.append(Span(rule: r, from: o.line, to: e.line, entry: o.entry))
          }
        }
      }
    }
    for (r, o) in open.sorted(by: { $0.key < $1.key }) {
      spans.append(Span(rule: r, from: o.line, to: lastLine, entry: o.entry))
    }
    self.spans = spans
  }

  public var isEmpty: Bool { entries.isEmpty }

  public func isSuppressed(rule: String, line: Int) -> Bool {
    suppressingEntry(rule: rule, line: line) != nil
  }

  /// The index of the entry that silences `rule` on `line`, if any.
  public func suppressingEntry(rule: String, line: Int) -> Int? {
    for s in spans where line >= s.from && line <= s.to && (s.rule.isEmpty || s.rule == rule) {
      return s.entry
    }
    return nil
  }

  /// A byte search for the marker, so ordinary comments cost no allocation.
  static func mentionsMarker(_ file: SyntaxFile, _ t: Trivia) -> Bool {
    file.bytes.withUnsafeBufferPointer { b in
      ByteSearch.firstOffset(of: markerBytes, in: UnsafeBufferPointer(rebasing: b[t.range]))
        != nil
    }
  }

  static func parse(_ file: SyntaxFile, _ t: Trivia) -> Entry? {
    parse(
      file.source.text(t.range), isBlock: t.kind == .blockComment || t.kind == .docBlockComment,
      line: file.lines.line(of: Int(t.start)), range: Int(t.start)..<Int(t.end))
  }

  /// The entry a comment's `text` holds, if any.
  static func parse(_ text: String, isBlock: Bool, line: Int, range: Range<Int>) -> Entry? {
    guard let markerRange = text.firstRange(of: marker) else { return nil }
    var rest = text[markerRange.upperBound...]
    if isBlock, let close = rest.firstRange(of: "*/") ?? rest.firstRange(of: "-->") {
      rest = rest[..<close.lowerBound]
    }
    if let reason = rest.firstRange(of: "--") { rest = rest[..<reason.lowerBound] }
    let words = rest.split(whereSeparator: { $0.isWhitespace || $0 == "," })
    guard let first = words.first, let directive = Directive(rawValue: String(first)) else {
      return nil
    }
    let rules = words.dropFirst().map(String.init)
    return Entry(
      directive: directive, rules: rules, line: line, start: range.lowerBound, end: range.upperBound)
  }
}
