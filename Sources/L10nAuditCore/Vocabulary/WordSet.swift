#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A set of words that can also answer for a token's bytes: a token whose length or first
/// byte no member has is rejected without making a `String`, which is most tokens, and an
/// ASCII token is compared byte for byte with the members of its length.
public struct WordSet: Sendable, ExpressibleByArrayLiteral {
  public let words: Set<String>
  /// Bit k: a member is k bytes long (k < 63); bit 63: a member is longer.
  let lengths: UInt64
  /// Bit b of the pair: a member starts with byte b (b < 128); bit 127 stands for every
  /// non-ASCII first byte.
  let heads: (UInt64, UInt64)
  /// The ASCII members shorter than 63 bytes, in 256 buckets by length, first and last
  /// byte (`bucket(_:)`): an ASCII token is answered by comparing the bytes of the one or
  /// two members in its bucket, with no `String` made.
  let asciiBuckets: [[[UInt8]]]
  /// A member has a non-ASCII byte: canonically equivalent spellings of other lengths and
  /// bytes may equal it (`UI\u{212A}eyCommand` and `UIKeyCommand`), so every token is asked
  /// as a string. Only words a team configures can be such.
  let hasNonASCIIMembers: Bool

  public init(_ words: some Sequence<String>) {
    self.words = Set(words)
    var lengths: UInt64 = 0
    var low: UInt64 = 0
    var high: UInt64 = 0
    var buckets = [[[UInt8]]](repeating: [], count: 256)
    var nonASCII = false
    for w in self.words {
      lengths |= 1 << UInt64(min(w.utf8.count, 63))
      let b = Int(min(w.utf8.first ?? 127, 127))
      if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
      if w.utf8.contains(where: { $0 >= 0x80 }) {
        nonASCII = true
      } else if w.utf8.count < 63 {
        let bytes = Array(w.utf8)
        bytes.withUnsafeBufferPointer { buckets[WordSet.bucket($0)].append(bytes) }
      }
    }
    self.lengths = lengths
    heads = (low, high)
    asciiBuckets = buckets
    hasNonASCIIMembers = nonASCII
  }

  public init(arrayLiteral elements: String...) { self.init(elements) }

  /// The bucket of non-empty ASCII bytes: their length, first and last byte, mixed.
  @inline(__always) static func bucket(_ word: UnsafeBufferPointer<UInt8>) -> Int {
    (word.count &* 37 &+ Int(word[0]) &* 7 &+ Int(word[word.count - 1])) & 255
  }

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
    if set.hasNonASCIIMembers { return set.contains(text(i)) }
    let start = Int(t.start)
    let length = Int(t.end - t.start)
    return source.bytes.withUnsafeBufferPointer { bytes in
      let token = UnsafeBufferPointer(rebasing: bytes[start..<start + length])
      // Most tokens fail the length and first-byte test: rejected unless a non-ASCII byte
      // could make them canonically equal to a member.
      if !set.mayContain(length: length, first: token[0]) {
        return token.contains { $0 >= 0x80 } ? set.contains(text(i)) : false
      }
      if length < 63 && !token.contains(where: { $0 >= 0x80 }) {
        for w in set.asciiBuckets[WordSet.bucket(token)] where w.count == length {
          if w.withUnsafeBufferPointer({ memcmp($0.baseAddress!, token.baseAddress!, length) == 0 }) {
            return true
          }
        }
        return false  // ASCII against ASCII members: equal bytes are equal strings
      }
      return set.contains(text(i))
    }
  }
}
