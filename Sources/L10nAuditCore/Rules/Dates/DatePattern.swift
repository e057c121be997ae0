/// A quote-aware reader of ICU date patterns (`yyyy-MM-dd 'at' HH:mm`).
public struct DatePattern: Sendable {
  /// One run of the same unquoted pattern letter, such as `yyyy`.
  public struct Field: Sendable, Hashable {
    public var letter: UInt8
    public var count: Int
    /// Byte offset of the run in the pattern's UTF-8.
    public var offset: Int
  }

  /// ICU's date field letters, as bits: bit `c - 0x40` for each letter `c`.
  static let fieldLetters: UInt64 = "GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx".utf8.reduce(0) {
    $0 | 1 << UInt64($1 - 0x40)
  }

  public let fields: [Field]
  /// Only field letters, separators and quoted text: the whole string is a pattern.
  public let isPatternShaped: Bool

  public init(_ text: String) {
    var text = text
    (fields, isPatternShaped) = text.withUTF8 { Self.read($0) }
  }

  /// The fields of the pattern `b`, and whether it is pattern-shaped.
  private static func read(_ b: UnsafeBufferPointer<UInt8>) -> ([Field], Bool) {
    var fields: [Field] = []
    // Room for a typical pattern's fields (`yyyy-MM-dd HH:mm:ss` has six), allocated once.
    fields.reserveCapacity(min(b.count, 8))
    var shaped = !b.isEmpty
    var i = 0
    while i < b.count {
      let c = b[i]
      if c == 0x27 {  // quoted text, '' is a literal quote
        i += 1
        while i < b.count {
          if b[i] == 0x27 {
            if i + 1 < b.count && b[i + 1] == 0x27 {
              i += 2
              continue
            }
            break
          }
          i += 1
        }
        i += 1
        continue
      }
      let isLetter = (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
      // `%Y`, `%m`: a `strftime` conversion written where a pattern goes, not a field.
      if isLetter && i > 0 && b[i - 1] == 0x25 {
        shaped = false
        i += 1
        continue
      }
      if isLetter {
        var j = i + 1
        while j < b.count && b[j] == c { j += 1 }
        if fieldLetters & (1 << UInt64(c - 0x40)) == 0 { shaped = false }
        fields.append(Field(letter: c, count: j - i, offset: i))
        i = j
        continue
      }
      // Separators; digits and the interpolation mark make it something else.
      if (c >= 0x30 && c <= 0x39)
        || c == 0xEF && i + 2 < b.count && b[i + 1] == 0xBF
          && b[i + 2] == 0xBC
      {
        shaped = false
      }
      // `%`, `\`, braces, `=`, `?`, `&`, and `$` (log templates: `"$Dyyyy-MM-dd$d $L: $M"`).
      if c == 0x0A || c == 0x25 || c == 0x5C || c == 0x7B || c == 0x7D || c == 0x3D
        || c == 0x3F || c == 0x26 || c == 0x24
      {
        shaped = false
      }
      i += 1
    }
    return (fields, shaped && !fields.isEmpty)
  }

  public func has(_ letter: Character) -> Bool {
    let v = letter.asciiValue!
    return fields.contains { $0.letter == v }
  }

  /// Whether a field of `letter` stands next to (only separators between) one of `others`.
  public func field(_ letter: Character, isNextTo others: Set<Character>) -> Bool {
    let v = letter.asciiValue!
    let set = Set(others.map { $0.asciiValue! })
    for (k, f) in fields.enumerated() where f.letter == v {
      if k > 0 && set.contains(fields[k - 1].letter) { return true }
      if k + 1 < fields.count && set.contains(fields[k + 1].letter) { return true }
    }
    return false
  }

  /// Whether three or more one-letter fields follow each other with nothing between them,
  /// as the letters of a word do (`Small` reads as `S`, `m`, `a`, `ll`). A pattern repeats
  /// a letter for the width it wants (`yyyy`, `MMM`), so outside a template a run of
  /// distinct single letters is a word, not fields.
  public var hasWordLikeRun: Bool {
    var run = 0
    for (k, f) in fields.enumerated() {
      let adjacent = k > 0 && fields[k - 1].offset + fields[k - 1].count == f.offset
      guard f.count == 1 else {
        run = 0
        continue
      }
      run = adjacent ? run + 1 : 1
      if run >= 3 { return true }
    }
    return false
  }

  /// Whether the pattern is written in capitals only (`MM/DD/YYYY`): a hint shown to
  /// people, not a pattern handed to a formatter.
  public var isUppercaseHint: Bool {
    !fields.contains { $0.letter >= 0x61 && $0.letter <= 0x7A }
  }
}
