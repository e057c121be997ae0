/// For each string literal, what its own segments hold (nested literals and interpolations
/// aside), as bits of one word, found in one pass over the literals' bytes per file:
///
/// - the ASCII letters of its bytes, and those written as `\u{…}` escapes, which the
///   date-pattern rules ask for; it answers as `StringLiteralBytes.holds` does for letters
///   (a hex digit of an escape counts as written, as there);
/// - whether a byte is non-ASCII or a backslash, and whether two ASCII letters stand in a
///   row, which tell `hardcoded-ui-string` whether the literal may hold a word;
/// - spaces, the punctuation of identifiers and a lower-to-upper hump, which judge a
///   one-segment literal as `NaturalLanguage.isNaturalLanguageASCII` does.
///
/// One pass instead of a scan per rule and test: a word-like literal was read four times.
struct LiteralFacts {
  /// One word per literal: bits 0–51 the letters (`bit(_:)`), then the flags below.
  let facts: [UInt64]

  static let nonASCII: UInt64 = 1 << 52
  static let backslash: UInt64 = 1 << 53
  /// Two ASCII letters in a row (not across an interpolation).
  static let twoLetters: UInt64 = 1 << 54
  /// A space, line feed or tab.
  static let whitespace: UInt64 = 1 << 55
  /// `_ . / - : @ = & ?`, which mark identifiers, keys, paths and URLs.
  static let shapingPunctuation: UInt64 = 1 << 56
  /// A lowercase ASCII letter followed by an uppercase one, digits between or not
  /// (`userName`, `cell2Title`).
  static let hump: UInt64 = 1 << 57
  /// In `table` only: the byte's letter case for the pair test (1 upper, 2 lower), in the
  /// top two bits.
  static let caseShift: UInt64 = 62
  static let letters: UInt64 = 1 << 52 - 1

  /// `SyntaxFile.literalMayHoldWord` from a literal's facts.
  @inline(__always) static func mayHoldWord(_ f: UInt64) -> Bool {
    f & (nonASCII | backslash | twoLetters) != 0
  }

  /// The bit of an ASCII letter; 0 for any other byte.
  static func bit(_ c: UInt8) -> UInt64 { table[Int(c)] & letters }

  static let table: [UInt64] = (0..<256).map { c in
    switch c {
    case 0x41...0x5A: return 1 << UInt64(c - 0x41) | 1 << caseShift
    case 0x61...0x7A: return 1 << UInt64(c - 0x61 + 26) | 2 << caseShift
    case 0x80...: return nonASCII
    case 0x5C: return backslash
    case 0x20, 0x0A, 0x09: return whitespace
    case 0x5F, 0x2E, 0x2F, 0x2D, 0x3A, 0x40, 0x3D, 0x26, 0x3F: return shapingPunctuation
    default: return 0
    }
  }

  /// By the letter cases of two bytes in a row (`previous << 2 | current`).
  static let pairs: [UInt64] = (0..<16).map { k in
    let (previous, current) = (k >> 2, k & 3)
    var flags: UInt64 = 0
    if previous != 0 && current != 0 { flags |= twoLetters }
    if previous == 2 && current == 1 { flags |= hump }
    return flags
  }

  init(_ file: borrowing SyntaxFile) {
    facts = file.tokens.withUnsafeBufferPointer { tokens in
      file.source.bytes.withUnsafeBufferPointer { b in
        Self.table.withUnsafeBufferPointer { table in
          Self.pairs.withUnsafeBufferPointer { pairs in
            file.literals.map { literal in
              var m: UInt64 = 0
              var previous: UInt64 = 0
              // The case of the last byte that is not a digit, for the hump.
              var humpPrevious: UInt64 = 0
              var i = Int(literal.open) + 1
              let last = Int(literal.last)
              while i <= last {
                let t = tokens[i]
                if t.kind == .stringSegment {
                  var segment: UInt64 = 0
                  for k in Int(t.start)..<Int(t.end) {
                    let c = b[k]
                    let v = table[Int(c)]
                    let current = v >> Self.caseShift
                    segment |= v | pairs[Int(previous << 2 | current)]
                    // Digits between keep a hump: `description2Label`.
                    if current == 1 && humpPrevious == 2 { segment |= Self.hump }
                    previous = current
                    if c &- 0x30 >= 10 { humpPrevious = current }
                  }
                  if segment & Self.backslash != 0 {
                    StringLiteralBytes.forEachASCIIEscape(
                      Int(t.start), Int(t.end), hashes: Int(literal.hashes), in: b
                    ) { segment |= table[Int($0)] & Self.letters }
                  }
                  m |= segment
                } else if t.kind == .interpolationOpen && t.match > i {
                  i = Int(t.match)
                  previous = 0
                  humpPrevious = 0
                }
                i += 1
              }
              // The case bits are the pair test's, not facts.
              return m & (1 << Self.caseShift - 1)
            }
          }
        }
      }
    }
    file.work.add(file.literals.count)
  }
}
