/// `Y` (week-based year) in a date pattern without a week-of-year field `w`.
public struct WeekBasedYear: Rule {
  public init() {}
  public let description = RuleDescription(
    id: "week-based-year",
    summary: "`Y` (week-based year) in a date pattern that has no week-of-year field",
    severity: .warning, fixability: .safe)

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    var out: [Finding] = []
    var contexts: DatePatternContexts? = nil
    for l in file.literals.indices where file.literal(l, containsByte: 0x59) {  // "Y"
      let value = file.value(ofLiteral: l)
      if contexts == nil { contexts = DatePatternContexts(file) }
      let contexts = contexts!
      let pattern = DatePattern(value)
      guard pattern.has("Y"), !pattern.has("w") else { continue }
      let open = Int(file.literals[l].open)
      if !contexts.explicitLiterals.contains(l) {
        // Elsewhere, only a literal that is wholly a date pattern counts.
        guard pattern.isPatternShaped, !pattern.isUppercaseHint, pattern.fields.count >= 2,
          pattern.field("Y", isNextTo: ["M", "d", "L"]), !file.isInNonUISink(open)
        else { continue }
      }
      out.append(
        finding(
          file.range(ofLiteral: l), "`YYYY` is the week-based year, not the calendar year",
          help:
            "use `yyyy`; around New Year the week-based year differs (in the United States, 2026-12-31 prints as 2027)",
          fix: fix(file, l, pattern)))
    }
    return out
  }

  func fix(_ file: SyntaxFile, _ l: Int, _ pattern: DatePattern) -> Fix? {
    DatePatternFix.replacing(
      "Y", with: "y", in: l, of: file, pattern: pattern, summary: "use the calendar year `y`")
  }
}
