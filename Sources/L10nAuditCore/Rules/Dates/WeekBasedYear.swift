/// `Y` (week-based year) in a date pattern without a week-of-year field `w`.
public struct WeekBasedYear: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "week-based-year",
    summary: "`Y` (week-based year) in a date pattern that has no week-of-year field",
    severity: .warning, fixability: .safe, group: .dates)

  /// Fields `Y` stands beside in a pattern (a set made once, not per file).
  static let neighbours: Set<Character> = ["M", "d", "L"]

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    DatePatternLiterals.suspects(in: file, letter: "Y", neighbours: Self.neighbours) {
      !$0.has("w")
    }.filter { l, _ in
      // A preview's sample dates reach no user.
      context.options.includeTestsAndPreviews || !file.isInPreview(Int(file.literals[l].open))
    }.map { l, pattern in
      // The field as written (`YY`, `YYYY`) and its calendar-year spelling.
      let count = pattern.fields.first { $0.letter == UInt8(ascii: "Y") }?.count ?? 4
      let week = String(repeating: "Y", count: count)
      let calendar = String(repeating: "y", count: count)
      return finding(
        file.range(ofLiteral: l), "`\(week)` is the week-based year, not the calendar year",
        help:
          "use `\(calendar)`; around New Year the week-based year differs (in the United States, 2026-12-31 prints as 2027)",
        fix: fix(file, l, pattern))
    }
  }

  func fix(_ file: SyntaxFile, _ l: Int, _ pattern: DatePattern) -> Fix? {
    DatePatternFix.replacing(
      "Y", with: "y", in: l, of: file, pattern: pattern, summary: "use the calendar year `y`")
  }
}
