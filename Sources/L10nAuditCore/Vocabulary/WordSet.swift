/// A set of words that can also answer for a token's bytes: a token whose length or first
/// byte no member has is rejected without making a `String`, which is most tokens.
public struct WordSet: Sendable, ExpressibleByArrayLiteral {
  public let words: Set<String>
  /// Bit k: a member is k bytes long (k < 63); bit 63: a member is longer.
  let lengths: UInt64
  /// Bit b of the pair: a member starts with byte b (b < 128); bit 127 stands for every
  /// non-ASCII first byte.
  let heads: (UInt64, UInt64)

  public init(_ words: some Sequence<String>) {
    self.words = Set(words)
    var lengths: UInt64 = 0
    var low: UInt64 = 0
    var high: UInt64 = 0
    for w in self.words {
      lengths |= 1 << UInt64(min(w.utf8.count, 63))
      let b = Int(min(w.utf8.first ?? 127, 127))
      if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
    }
    self.lengths = lengths
    heads = (low, high)
  }

  public init(arrayLiteral elements: String...) { self.init(elements) }

  public func contains(_ word: String) -> Bool { words.contains(word) }

  /// False when no member has this many bytes or starts with this byte.
  @inline(__always) func mayContain(length: Int, first: UInt8) -> Bool {
    guard lengths & (1 << UInt64(min(length, 63))) != 0 else { return false }
    let b = Int(min(first, 127))
    return b < 64 ? heads.0 & (1 << UInt64(b)) != 0 : heads.1 & (1 << UInt64(b - 64)) != 0
  }
}

extension SyntaxFile {
  /// Whether token `i`'s text is a member of `set`; decodes it only past the byte test.
  /// A token with a non-ASCII byte always goes to the string comparison, which matches
  /// canonically equivalent spellings (a KELVIN SIGN for `K`) that bytes would not.
  public func text(_ i: Int, isIn set: WordSet) -> Bool {
    guard i >= 0 && i < tokens.count else { return false }
    let t = tokens[i]
    guard t.end > t.start else { return false }
    let bytes = source.bytes
    if !set.mayContain(length: Int(t.end - t.start), first: bytes[Int(t.start)]) {
      guard bytes[Int(t.start)..<Int(t.end)].contains(where: { $0 >= 0x80 }) else { return false }
    }
    return set.contains(text(i))
  }
}
