/// `D` (day of year) in a date pattern that has a month field and no week field: a typo
/// for `d` (day of month).
public struct DayOfYearPattern: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "day-of-year-pattern",
    summary: "`D` (day of year) beside a month field in a date pattern",
    severity: .warning, fixability: .safe, group: .dates)

  /// Fields `D` stands beside in a pattern, and the month letters a suspect needs (made
  /// once, not per file).
  static let neighbours: Set<Character> = ["M", "L", "y", "u"]
  static let monthLetters = Array("ML".utf8)

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    DatePatternLiterals.suspects(
      in: file, letter: "D", neighbours: Self.neighbours, needsOneOf: Self.monthLetters
    ) {
      ($0.has("M") || $0.has("L")) && !$0.has("w")
    }.map { l, pattern in
      finding(
        file.range(ofLiteral: l), "`D` is the day of the year, not the day of the month",
        help: "use `d`; with `D`, 2026-02-05 prints as 2026-02-36",
        fix: fix(file, l, pattern))
    }
  }

  func fix(_ file: SyntaxFile, _ l: Int, _ pattern: DatePattern) -> Fix? {
    DatePatternFix.replacing(
      "D", with: "d", in: l, of: file, pattern: pattern, summary: "use the day of the month `d`")
  }
}
