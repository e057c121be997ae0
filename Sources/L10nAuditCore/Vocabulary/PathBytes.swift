/// Tests on the UTF-8 bytes of paths, as the file system names them: no Character
/// comparison (a path is bytes, and `String`'s generic search costs more than the test).
enum PathBytes {
  /// Whether `path` starts with the bytes of `prefix`.
  @inline(__always) static func hasPrefix(_ path: String, _ prefix: String) -> Bool {
    path.utf8.starts(with: prefix.utf8)
  }

  /// Whether the bytes of `needle` occur in `path`.
  static func contains(_ path: String, _ needle: String) -> Bool {
    var path = path
    var needle = needle
    return path.withUTF8 { p in
      needle.withUTF8 { n in
        guard let first = n.first else { return true }
        guard p.count >= n.count else { return false }
        for start in 0...(p.count - n.count) where p[start] == first {
          var k = 1
          while k < n.count && p[start + k] == n[k] { k += 1 }
          if k == n.count { return true }
        }
        return false
      }
    }
  }

  /// The paths of `sorted` (in byte order) that start with `prefix`: one run, found by a
  /// binary search.
  static func run(in sorted: [String], withPrefix prefix: String) -> ArraySlice<String> {
    var lo = 0
    var hi = sorted.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if sorted[mid].utf8.lexicographicallyPrecedes(prefix.utf8) { lo = mid + 1 } else { hi = mid }
    }
    var end = lo
    while end < sorted.count && hasPrefix(sorted[end], prefix) { end += 1 }
    return sorted[lo..<end]
  }
}
