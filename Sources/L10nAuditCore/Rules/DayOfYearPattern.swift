/// `D` (day of year) in a date pattern that has a month field and no week field: a typo
/// for `d` (day of month).
public struct DayOfYearPattern: Rule {
  public init() {}
  public let description = RuleDescription(
    id: "day-of-year-pattern",
    summary: "`D` (day of year) beside a month field in a date pattern",
    severity: .warning, fixability: .safe)

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    var out: [Finding] = []
    var contexts: DatePatternContexts? = nil
    for l in file.literals.indices where file.literal(l, containsByte: 0x44) {  // "D"
      let value = file.value(ofLiteral: l)
      if contexts == nil { contexts = DatePatternContexts(file) }
      let contexts = contexts!
      let pattern = DatePattern(value)
      guard pattern.has("D"), pattern.has("M") || pattern.has("L"), !pattern.has("w") else {
        continue
      }
      let open = Int(file.literals[l].open)
      if !contexts.explicitLiterals.contains(l) {
        // Elsewhere, only a literal that is wholly a date pattern counts.
        guard pattern.isPatternShaped, !pattern.isUppercaseHint, pattern.fields.count >= 2,
          pattern.field("D", isNextTo: ["M", "L", "y", "u"]), !file.isInNonUISink(open)
        else { continue }
      }
      out.append(
        finding(
          file.range(ofLiteral: l), "`D` is the day of the year, not the day of the month",
          help: "use `d`; with `D`, 2026-02-05 prints as 2026-02-36",
          fix: fix(file, l, pattern)))
    }
    return out
  }

  func fix(_ file: SyntaxFile, _ l: Int, _ pattern: DatePattern) -> Fix? {
    DatePatternFix.replacing(
      "D", with: "d", in: l, of: file, pattern: pattern, summary: "use the day of the month `d`")
  }
}
