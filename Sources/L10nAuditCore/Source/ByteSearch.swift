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
    let count = needle.utf8CodeUnitCount
    guard count > 0 else { return true }
    guard bytes.count >= count else { return false }
    let n = UnsafeBufferPointer(start: needle.utf8Start, count: count)
    let pivot = ByteSearch.rarestOffset(n)
    return bytes.withUnsafeBufferPointer { p in
      let base = p.baseAddress!
      // The pivot byte of a match lies in pivot ... count - count + pivot.
      var from = pivot
      let end = p.count - count + pivot + 1
      while from < end {
        guard let hit = memchr(base + from, Int32(n[pivot]), end - from) else { return false }
        let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
        if memcmp(base + at - pivot, n.baseAddress!, count) == 0 { return true }
        from = at + 1
      }
      return false
    }
  }
}

enum ByteSearch {
  /// Lowercase letters from most to least common in English text and code.
  static let letterOrder = Array("etaoinsrlcdupmfhgybwvkxjqz".utf8)

  /// The offset of the byte of `needle` that is likely rarest in source code: an
  /// uppercase letter, digit or punctuation before any lowercase letter, and among those
  /// the least common.
  static func rarestOffset(_ needle: UnsafeBufferPointer<UInt8>) -> Int {
    var best = 0
    var bestRank = -1
    for (k, b) in needle.enumerated() {
      let rank = letterOrder.firstIndex(of: b) ?? letterOrder.count
      if rank > bestRank {
        best = k
        bestRank = rank
      }
    }
    return best
  }
}
