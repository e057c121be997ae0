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

  public let entries: [Entry]
  /// (rule or "" for all, first line, last line) ranges that are silenced.
  let ranges: [(rule: String, from: Int, to: Int)]

  public static let marker = "l10n-audit:"

  public init(_ file: SyntaxFile) {
    var entries: [Entry] = []
    for t in file.trivia where t.kind.isComment {
      guard let entry = Suppressions.parse(file, t) else { continue }
      entries.append(entry)
    }
    self.entries = entries
    var ranges: [(String, Int, Int)] = []
    var open: [String: Int] = [:]
    let lastLine = file.lines.lineCount
    for e in entries {
      let rules = e.rules.isEmpty ? [""] : e.rules
      switch e.directive {
      case .disableNextLine:
        for r in rules { ranges.append((r, e.line + 1, e.line + 1)) }
      case .disableLine:
        for r in rules { ranges.append((r, e.line, e.line)) }
      case .disableFile:
        for r in rules { ranges.append((r, 1, lastLine)) }
      case .disable:
        for r in rules where open[r] == nil { open[r] = e.line }
      case .enable:
        for r in rules {
          if let from = open.removeValue(forKey: r) { ranges.append((r, from, e.line)) }
        }
      }
    }
    for (r, from) in open { ranges.append((r, from, lastLine)) }
    self.ranges = ranges
  }

  public func isSuppressed(rule: String, line: Int) -> Bool {
    for r in ranges where line >= r.from && line <= r.to && (r.rule.isEmpty || r.rule == rule) {
      return true
    }
    return false
  }

  static func parse(_ file: SyntaxFile, _ t: Trivia) -> Entry? {
    let text = file.source.text(t.range)
    guard let markerRange = text.firstRange(of: marker) else { return nil }
    var rest = text[markerRange.upperBound...]
    if t.kind == .blockComment || t.kind == .docBlockComment, let close = rest.firstRange(of: "*/") {
      rest = rest[..<close.lowerBound]
    }
    if let reason = rest.firstRange(of: "--") { rest = rest[..<reason.lowerBound] }
    let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
    guard let first = words.first, let directive = Directive(rawValue: String(first)) else {
      return nil
    }
    let rules = words.dropFirst().map(String.init)
    return Entry(
      directive: directive, rules: rules, line: file.lines.line(of: Int(t.start)),
      start: Int(t.start), end: Int(t.end))
  }
}
