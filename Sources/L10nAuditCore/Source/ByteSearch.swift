#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension SourceFile {
  /// Whether the bytes `needle` occur anywhere in the file (comments and literals
  /// included). The C library's vectorized `memchr` finds each place the needle's rarest
  /// byte occurs, so a test costs a fraction of one pass over the file.
  public func contains(_ needle: StaticString) -> Bool {
    bytes.withUnsafeBufferPointer { ByteSearch.firstOffset(of: needle, in: $0) != nil }
  }
}

enum ByteSearch {
  /// The offset of the first occurrence of `needle`'s bytes in `haystack`.
  static func firstOffset(of needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    guard needle.utf8CodeUnitCount > 0 else { return 0 }
    var first: Int? = nil
    forEachOffset(of: needle, in: haystack) { at in
      first = at
      return false
    }
    return first
  }

  /// Calls `body` with the offset of every occurrence of `needle`'s bytes in `haystack`,
  /// in order (overlapping ones included), until it returns false.
  static func forEachOffset(
    of needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool
  ) {
    let count = needle.utf8CodeUnitCount
    guard count > 0, haystack.count >= count, let base = haystack.baseAddress else { return }
    let n = UnsafeBufferPointer(start: needle.utf8Start, count: count)
    let pivot = rarestOffset(n)
    // The pivot byte of a match lies in pivot ..< haystack.count - count + pivot + 1.
    var from = pivot
    let end = haystack.count - count + pivot + 1
    while from < end {
      guard let hit = memchr(base + from, Int32(n[pivot]), end - from) else { return }
      let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
      if memcmp(base + at - pivot, n.baseAddress!, count) == 0 && !body(at - pivot) { return }
      from = at + 1
    }
  }

  /// Rarity of each byte value: printable ASCII from most to least common in Swift source
  /// (measured on the UTF-8 of thirteen open-source apps), then every other byte, rarer
  /// still in the words searched for. Capitals are rare, but not equally: `F` and `N` are
  /// a third as common as `C` or `S`.
  static let rarity: [UInt8] = {
    var r = [UInt8](repeating: 255, count: 256)
    let order =
      #" etiarnoslcdu.pgmf:h()bvSwy/"C,=I{}ATkDPxMLVFRUNE0B_O?-1Wz[]H2q>KG\@!j`34X#<568*$&Q7+9'Y|;JZ%~^"#
    for (k, b) in order.utf8.enumerated() { r[Int(b)] = UInt8(k) }
    return r
  }()

  /// The offset of the byte of `needle` that is likely rarest in source code (the first
  /// one of the rarest kind).
  static func rarestOffset(_ needle: UnsafeBufferPointer<UInt8>) -> Int {
    var best = 0
    var bestRank = -1
    for (k, b) in needle.enumerated() {
      let rank = Int(rarity[Int(b)])
      if rank > bestRank {
        best = k
        bestRank = rank
      }
    }
    return best
  }
}
