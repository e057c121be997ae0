/// Token positions grouped by a token's text, built without making a `String` per token
/// and without sorting: each entry packs a 32-bit FNV-1a hash of the key token's bytes
/// above a position, and the entries are placed by a counting pass into buckets chosen by
/// the hash (a hash table laid out flat: `starts[b]..<starts[b + 1]` are bucket `b`'s
/// entries, in the order they were given). A lookup hashes the asked text, walks its
/// bucket and checks each token's bytes (two texts with one hash are told apart there).
/// Answers are kept by text, so a name asked for again (one per formatter, one per
/// append) costs a dictionary lookup, not another walk over its uses.
struct TokenTextIndex: Sendable {
  private var entries: [UInt64] = []
  private var starts: [Int32] = [0, 0]
  /// The bucket of a hash: its top `bucketShift`-complement bits after a multiply.
  private var bucketShift: UInt32 = 32
  /// Whether the positions were given in increasing order (then each bucket lists them in
  /// source order).
  private var inOrder = true
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
    var given: [UInt64] = []
    var last = -1
    var inOrder = true
    file.source.bytes.withUnsafeBufferPointer { b in
      for p in candidates where p >= 0 && p + keyOffset < file.count && include(p) {
        let t = file.tokens[p + keyOffset]
        given.append(Self.hash(b[Int(t.start)..<Int(t.end)]) << 32 | UInt64(UInt32(p)))
        if p <= last { inOrder = false }
        last = p
      }
    }
    self.inOrder = inOrder
    guard !given.isEmpty else { return }
    // About one entry per bucket: a power of two at least the number of entries.
    var bits: UInt32 = 1
    while 1 << bits < given.count { bits += 1 }
    let shift = 32 - bits
    bucketShift = shift
    var starts = [Int32](repeating: 0, count: (1 << Int(bits)) + 1)
    for e in given { starts[Self.bucket(e >> 32, shift) + 1] += 1 }
    for b in 1..<starts.count { starts[b] += starts[b - 1] }
    var next = starts
    var placed = [UInt64](repeating: 0, count: given.count)
    for e in given {
      let b = Self.bucket(e >> 32, shift)
      placed[Int(next[b])] = e
      next[b] += 1
    }
    self.starts = starts
    self.entries = placed
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
    guard !entries.isEmpty else { return [] }
    let h = Self.hash(text.utf8)
    let b = Self.bucket(h, bucketShift)
    var out: [Int32] = []
    var visited = 1
    for e in entries[Int(starts[b])..<Int(starts[b + 1])] {
      visited += 1
      guard e >> 32 == h else { continue }
      let p = Int32(truncatingIfNeeded: e & 0xFFFF_FFFF)
      if file.isWord(Int(p) + keyOffset, text) { out.append(p) }
    }
    file.work.add(visited)
    if !inOrder { out.sort() }
    return out
  }

  /// The bucket of hash `h` (Fibonacci hashing: the top bits of a multiply).
  @inline(__always) private static func bucket(_ h: UInt64, _ shift: UInt32) -> Int {
    Int((UInt32(truncatingIfNeeded: h) &* 0x9E37_79B1) >> shift)
  }

  /// 32-bit FNV-1a, widened.
  @inline(__always) static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
    var h: UInt32 = 0x811c_9dc5
    for b in bytes { h = (h ^ UInt32(b)) &* 0x0100_0193 }
    return UInt64(h)
  }
}
