/// Bytes that are not well-formed UTF-8: where the first bad byte is.
public struct InvalidUTF8: Error, Sendable {
  public let offset: Int
}

extension LineTable {
  /// The line table of `bytes`, found in the same pass that checks them as UTF-8; throws
  /// at the first byte that starts no well-formed sequence. One pass instead of two: most
  /// eight-byte words hold neither a line break nor a non-ASCII byte, and one test skips
  /// them for both.
  public static func validated(_ bytes: [UInt8]) throws(InvalidUTF8) -> LineTable {
    var bad: Int? = nil
    let starts = bytes.withUnsafeBufferPointer { p in
      [Int32](unsafeUninitializedCapacity: capacity(for: p)) { out, count in
        out[0] = 0
        count = 1
        let n = p.count
        guard let base = p.baseAddress else { return }
        // The last offset a whole word can be loaded from (negative for under eight bytes).
        let lastWord = n &- 8
        var i = 0
        while i < n {
          // Word by word while eight bytes remain; a word with a non-ASCII byte stops the
          // loop at that byte.
          while i <= lastWord {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            // The common words: no byte below 0x0E (so no line break) and none above 0x7F.
            if ((w &- WordAtATime.ones &* 0x0E) | w) & WordAtATime.highBits == 0 {
              i &+= 8
              continue
            }
            let high = w & WordAtATime.highBits
            if high == 0 {
              i = appendStarts(ofWord: w, at: i, p, into: out, count: &count)
              continue
            }
            // The ASCII bytes before the first non-ASCII one, at once.
            let ascii = high.trailingZeroBitCount / 8
            guard ascii > 0 else { break }
            i = appendStartsSlowly(p, from: i, to: i + ascii, into: out, count: &count)
          }
          guard i < n else { break }
          // One byte, or one multi-byte sequence (which holds no line break).
          if p[i] < 0x80 {
            i = appendStartsSlowly(p, from: i, to: i + 1, into: out, count: &count)
            continue
          }
          guard let (_, length) = CharacterClass.decode(p, i) else {
            bad = i
            return
          }
          i += length
        }
      }
    }
    if let bad { throw InvalidUTF8(offset: bad) }
    return LineTable(lineStarts: starts)
  }
}
