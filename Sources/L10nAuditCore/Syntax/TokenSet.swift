/// A set of token indices of one file, as one bit per token: inserting and testing cost a
/// shift and a mask where a `Set<Int>` hashes and grows. The bits are allocated on the
/// first insert, so a set that stays empty costs nothing.
struct TokenSet {
  private let tokenCount: Int
  private var words: [UInt64] = []

  init(tokenCount: Int) { self.tokenCount = tokenCount }

  func contains(_ i: Int) -> Bool {
    guard i >= 0 && i < tokenCount && !words.isEmpty else { return false }
    return words[i >> 6] & (1 << UInt64(i & 63)) != 0
  }

  mutating func insert(_ i: Int) {
    precondition(i >= 0 && i < tokenCount, "token index out of range")
    if words.isEmpty { words = [UInt64](repeating: 0, count: (tokenCount + 63) / 64) }
    words[i >> 6] |= 1 << UInt64(i & 63)
  }
}
