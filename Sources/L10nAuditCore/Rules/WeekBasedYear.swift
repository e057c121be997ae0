/// `YYYY` (week-based year) in a date pattern without a week-of-year field.
public struct WeekBasedYear: Rule {
  public init() {}
  public let description = RuleDescription(
    id: "week-based-year", summary: "`Y` (week-based year) in a date pattern with no week field",
    severity: .warning, fixability: .safe)

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] { [] }
}
