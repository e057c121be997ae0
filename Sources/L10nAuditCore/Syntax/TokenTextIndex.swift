/// Token positions grouped by a token's text, built without making a `String` per token:
/// each entry packs a 32-bit FNV-1a hash of the key token's bytes above a position, and
/// the entries are sorted as plain integers, so the positions of one text are a
/// contiguous run in source order. A lookup hashes the asked text, binary-searches its
/// run and checks each token's bytes (two texts with one hash are told apart there).
/// Answers are kept by text, so a name asked for again (one per formatter, one per
/// append) costs a dictionary lookup, not another walk over its uses.
struct TokenTextIndex: Sendable {
  private var entries: [UInt64] = []
  private var answers: [String: [Int32]] = [:]
  /// From a stored position to the token whose text is the key (1 for `let name`).
  private let keyOffset: Int

  /// Indexes every position `p` of `file` for which `include(p)` holds, keyed by the text
  /// of token `p + keyOffset`.
  init(_ file: borrowing SyntaxFile, keyOffset: Int = 0, where include: (Int) -> Bool) {
    self.init(file, keyOffset: keyOffset, positions: 0..<file.count, where: include)
  }

  /// The same, for the positions of `candidates` (in any order) only.
  init(
    _ file: borrowing SyntaxFile, keyOffset: Int = 0, positions candidates: some Sequence<Int>,
    where include: (Int) -> Bool
  ) {
    self.keyOffset = keyOffset
    var entries: [UInt64] = []
    file.source.bytes.withUnsafeBufferPointer { b in
      for p in candidates where p >= 0 && p + keyOffset < file.count && include(p) {
        let t = file.tokens[p + keyOffset]
        entries.append(Self.hash(b[Int(t.start)..<Int(t.end)]) << 32 | UInt64(UInt32(p)))
      }
    }
    entries.sort()
    self.entries = entries
  }

  /// The positions whose key token is spelled `text`, in source order.
  mutating func positions(of text: String, in file: SyntaxFile) -> [Int32] {
    file.work.add(1)
    if let known = answers[text] { return known }
    let out = lookUp(text, in: file)
    answers[text] = out
    return out
  }

  private func lookUp(_ text: String, in file: SyntaxFile) -> [Int32] {
    let h = Self.hash(text.utf8)
    var lo = 0
    var hi = entries.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if entries[mid] >> 32 < h { lo = mid + 1 } else { hi = mid }
    }
    var out: [Int32] = []
    var visited = 1
    while lo < entries.count && entries[lo] >> 32 == h {
      let p = Int32(truncatingIfNeeded: entries[lo] & 0xFFFF_FFFF)
      if file.isWord(Int(p) + keyOffset, text) { out.append(p) }
      lo += 1
      visited += 1
    }
    file.work.add(visited)
    return out
  }

  /// 32-bit FNV-1a, widened.
  @inline(__always) static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
    var h: UInt32 = 0x811c_9dc5
    for b in bytes { h = (h ^ UInt32(b)) &* 0x0100_0193 }
    return UInt64(h)
  }
}
