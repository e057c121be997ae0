/// `D` (day of year) in a date pattern that has a month field and no week field: a typo
/// for `d` (day of month).
public struct DayOfYearPattern: Rule {
  public init() {}
  public let description = RuleDescription(
    id: "day-of-year-pattern",
    summary: "`D` (day of year) beside a month field in a date pattern",
    severity: .warning, fixability: .safe)

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    let contexts = DatePatternContexts(file)
    var out: [Finding] = []
    for l in file.literals.indices {
      let value = file.value(ofLiteral: l)
      guard value.utf8.contains(0x44) else { continue }  // "D"
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

  /// `D` → `d` at each unquoted `D`, when the literal's source text is its value.
  func fix(_ file: SyntaxFile, _ l: Int, _ pattern: DatePattern) -> Fix? {
    let segments = file.segments(ofLiteral: l)
    guard segments.count == 1, file.literals[l].delimiter == .singleLine,
      !file.literals[l].hasInterpolation
    else { return nil }
    let segment = file[segments[0]]
    guard !file.bytes[segment.range].contains(0x5C) else { return nil }
    let edits = pattern.fields.filter { $0.letter == 0x44 }.map {
      Edit(
        start: Int(segment.start) + $0.offset, end: Int(segment.start) + $0.offset + $0.count,
        replacement: String(repeating: "d", count: $0.count))
    }
    return Fix(summary: "use the day of the month `d`", edits: edits, isSafe: true)
  }
}
