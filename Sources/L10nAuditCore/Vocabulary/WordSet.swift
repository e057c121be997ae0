/// A set of words that can also answer for a token's bytes: a token whose length or first
/// byte no member has is rejected without making a `String`, which is most tokens, and an
/// ASCII token is compared byte for byte with the members of its length.
public struct WordSet: Sendable, ExpressibleByArrayLiteral {
  /// The members, each once, sorted: `index(of:)` and `memberIndex(_:in:)` answer with a
  /// position in it, so that a table keyed by the members can be an array.
  public let members: [String]
  /// Each member's position in `members`.
  let indices: [String: Int]
  /// Bit k: a member is k bytes long (k < 63); bit 63: a member is longer.
  let lengths: UInt64
  /// Bit b of the pair: a member starts with byte b (b < 128); bit 127 stands for every
  /// non-ASCII first byte.
  let heads: (UInt64, UInt64)
  /// The ASCII members shorter than 63 bytes, in 256 buckets by length, first and last
  /// byte (`bucket(length:first:last:)`), with their positions: an ASCII token is answered by comparing
  /// the bytes of the one or two members in its bucket, with no `String` made.
  let asciiBuckets: [[(bytes: [UInt8], index: Int)]]
  /// A member has a non-ASCII byte: canonically equivalent spellings of other lengths and
  /// bytes may equal it (`UI\u{212A}eyCommand` and `UIKeyCommand`), so every token is asked
  /// as a string. Only words a team configures can be such.
  let hasNonASCIIMembers: Bool

  public init(_ words: some Sequence<String>) {
    members = Array(Set(words)).sorted()
    indices = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, $0) })
    var lengths: UInt64 = 0
    var low: UInt64 = 0
    var high: UInt64 = 0
    var buckets = [[(bytes: [UInt8], index: Int)]](repeating: [], count: 256)
    var nonASCII = false
    for (k, w) in members.enumerated() {
      lengths |= 1 << UInt64(min(w.utf8.count, 63))
      let b = Int(min(w.utf8.first ?? 127, 127))
      if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
      if w.utf8.contains(where: { $0 >= 0x80 }) {
        nonASCII = true
      } else if w.utf8.count < 63, !w.isEmpty {  // (no token is empty)
        let bytes = Array(w.utf8)
        buckets[WordSet.bucket(length: bytes.count, first: bytes[0], last: bytes[bytes.count - 1])]
          .append((bytes, k))
      }
    }
    self.lengths = lengths
    heads = (low, high)
    asciiBuckets = buckets
    hasNonASCIIMembers = nonASCII
  }

  public init(arrayLiteral elements: String...) { self.init(elements) }

  /// The bucket of non-empty ASCII bytes: their length, first and last byte, mixed.
  @inline(__always) static func bucket(length: Int, first: UInt8, last: UInt8) -> Int {
    (length &* 37 &+ Int(first) &* 7 &+ Int(last)) & 255
  }

  public func contains(_ word: String) -> Bool { indices[word] != nil }

  /// The position of `word` in `members`, if it is one (as `String` equality says).
  public func index(of word: String) -> Int? { indices[word] }

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
  public func text(_ i: Int, isIn set: WordSet) -> Bool { memberIndex(i, in: set) != nil }

  /// The position in `set.members` of token `i`'s text, if it is a member: what
  /// `text(_:isIn:)` finds, with the member it found.
  public func memberIndex(_ i: Int, in set: WordSet) -> Int? {
    guard i >= 0 && i < tokens.count else { return nil }
    let t = tokens[i]
    guard t.end > t.start else { return nil }
    if set.hasNonASCIIMembers { return set.index(of: text(i)) }
    let start = Int(t.start)
    let end = Int(t.end)
    let length = end &- start
    let bytes = source.bytes
    // Most tokens fail the length and first-byte test: rejected unless a non-ASCII byte
    // could make them canonically equal to a member. (The lexer's flag saves the scan for
    // most names.)
    let ascii = isASCII(i)
    if !set.mayContain(length: length, first: bytes[start]) {
      return ascii ? nil : set.index(of: text(i))
    }
    if length < 63 && ascii {
      let bucket = WordSet.bucket(length: length, first: bytes[start], last: bytes[end &- 1])
      for w in set.asciiBuckets[bucket] where w.bytes.count == length {
        var k = 0
        while k < length && w.bytes[k] == bytes[start &+ k] { k &+= 1 }
        if k == length { return w.index }
      }
      return nil  // ASCII against ASCII members: equal bytes are equal strings
    }
    return set.index(of: text(i))
  }

  /// Whether token `i` is spelled `word` as `String` equality says: bytes when both are
  /// ASCII, the decoded text when either has a non-ASCII byte (which may spell an ASCII
  /// word canonically: a KELVIN SIGN for `K`).
  public func textEquals(_ i: Int, _ word: String) -> Bool {
    if isWord(i, word) { return true }
    guard i >= 0 && i < tokens.count else { return false }
    return (!isASCII(i) || word.utf8.contains { $0 >= 0x80 }) && text(i) == word
  }

  /// Whether every byte of token `i` is ASCII: the lexer's flag when it set it (most
  /// names), else a scan.
  @inline(__always) func isASCII(_ i: Int) -> Bool {
    tokens[i].flags.contains(.asciiText) || !source.bytes[tokens[i].range].contains { $0 >= 0x80 }
  }
}
