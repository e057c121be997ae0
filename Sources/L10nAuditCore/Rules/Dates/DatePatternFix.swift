/// The safe fix of the date-pattern rules: replace each unquoted run of one field letter
/// with another (`YYYY` → `yyyy`, `DD` → `dd`).
enum DatePatternFix {
  /// Edits on the literal's source bytes, or nil when the source text is not exactly the
  /// pattern (escapes, interpolation, several segments, invalid UTF-8), where byte
  /// offsets of the pattern would not be offsets of the file.
  static func replacing(
    _ letter: Character, with replacement: Character, in l: Int, of file: SyntaxFile,
    pattern: DatePattern, summary: String
  ) -> Fix? {
    let info = file.literals[l]
    let segments = file.segments(ofLiteral: l)
    guard segments.count == 1, info.delimiter == .singleLine, !info.hasInterpolation else {
      return nil
    }
    let segment = file[segments[0]]
    let raw = file.bytes[segment.range]
    guard raw.elementsEqual(file.value(ofLiteral: l).utf8) else { return nil }
    let from = letter.asciiValue!
    let edits = pattern.fields.filter { $0.letter == from }.map {
      Edit(
        start: Int(segment.start) + $0.offset, end: Int(segment.start) + $0.offset + $0.count,
        replacement: String(repeating: replacement, count: $0.count))
    }
    return edits.isEmpty ? nil : Fix(summary: summary, edits: edits, isSafe: true)
  }
}
