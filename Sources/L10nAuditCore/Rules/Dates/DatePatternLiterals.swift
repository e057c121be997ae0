/// The literals the date-pattern rules judge: those handed to a formatter as a pattern or
/// template (any shape), and elsewhere those that are wholly a date pattern.
enum DatePatternLiterals {
  /// Literals holding an unquoted `letter` field for which `holds` is true. Outside a
  /// pattern context, a literal must also be pattern-shaped, not a capital-letter hint,
  /// have two fields or more with `letter` beside one of `neighbours` and one field of two
  /// letters or more (`"DMs"` and `"YMCA"` are words), hold no run of three one-letter
  /// fields (`"DM Small"` is an image name), and not be a log or identifier argument. A
  /// literal without one of `needsOneOf` (when given) in its text is passed over before it
  /// is decoded.
  static func suspects(
    in file: SyntaxFile, letter: Character, neighbours: Set<Character>, needsOneOf: [UInt8] = [],
    holds: (DatePattern) -> Bool
  ) -> [(literal: Int, pattern: DatePattern)] {
    var out: [(Int, DatePattern)] = []
    var contexts: DatePatternContexts? = nil
    let byte = letter.asciiValue!
    // A byte test first: most literals that hold the letter are words ("Done"), and
    // decoding them is most of the work.
    for l in file.literals(holding: byte, andOneOf: needsOneOf) {
      let pattern = DatePattern(file.value(ofLiteral: l))
      guard pattern.has(letter), holds(pattern) else { continue }
      if contexts == nil { contexts = file.datePatternContexts }
      if !contexts!.explicitLiterals.contains(l) {
        guard pattern.isPatternShaped, !pattern.isUppercaseHint, pattern.fields.count >= 2,
          pattern.fields.contains(where: { $0.count >= 2 }), !pattern.hasWordLikeRun,
          pattern.field(letter, isNextTo: neighbours),
          !file.isInNonUISink(Int(file.literals[l].open)),
          // The key of a lookup is text (`String(localized: "DLLs")`), not a pattern.
          file.localizedCall(withText: Int(file.literals[l].open)) == nil
        else { continue }
      }
      out.append((l, pattern))
    }
    return out
  }
}
