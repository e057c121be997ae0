/// Substring tests on the bytes of short texts (names, paths). `String.contains(_:)`
/// compares Characters through a generic search; these answer ASCII text on its bytes
/// and hand anything else to the standard library, so the answers are the same.
enum TextSearch {
  /// `text.contains(needle)` for an ASCII `needle` that neither starts with LF nor ends
  /// with CR (CR LF is one Character, the only ASCII pair that is).
  static func contains(_ text: String, _ needle: StaticString) -> Bool {
    let fast = text.utf8.withContiguousStorageIfAvailable { contains(bytes: $0, needle) }
    if let answer = fast ?? nil { return answer }
    return text.contains(String(describing: needle))
  }

  /// `contains` answered on the text's UTF-8 bytes, or nil when non-ASCII bytes could
  /// change the answer (then the text must be asked as a `String`).
  static func contains(bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool? {
    assert(needle.utf8Start.pointee != 0x0A && needle.utf8Start[needle.utf8CodeUnitCount - 1] != 0x0D)
    guard let at = ByteSearch.firstOffset(of: needle, in: bytes) else {
      // No byte match: no Character match either, unless non-ASCII text is involved.
      return bytes.contains { $0 >= 0x80 } ? nil : false
    }
    // A non-ASCII neighbour (a combining mark) could change the matched Characters.
    let end = at + needle.utf8CodeUnitCount
    if (at > 0 && bytes[at - 1] >= 0x80) || (end < bytes.count && bytes[end] >= 0x80) {
      return nil
    }
    return true
  }

  /// `text.lowercased().contains(needle)` for a lowercase ASCII `needle`.
  static func containsIgnoringCase(_ text: String, _ needle: StaticString) -> Bool {
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      if bytes.contains(where: { $0 >= 0x80 }) { return nil }
      return firstMatchFoldingCase(bytes, needle) != nil
    }
    if let answer = fast ?? nil { return answer }
    return text.lowercased().contains(String(describing: needle))
  }

  /// Whether `text` holds one of `needles` as written (`contains`) or one of `caseless`
  /// in any case (`containsIgnoringCase`). An ASCII text is folded to lowercase once for
  /// all of `caseless`; any other is asked word by word.
  static func containsAny(_ text: String, _ needles: [StaticString], ignoringCase caseless: [StaticString])
    -> Bool
  {
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      if bytes.contains(where: { $0 >= 0x80 }) { return nil }
      if needles.contains(where: { ByteSearch.firstOffset(of: $0, in: bytes) != nil }) { return true }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { folded -> Bool in
        for i in bytes.indices {
          let b = bytes[i]
          folded[i] = b &- 0x41 < 26 ? b | 0x20 : b
        }
        let lower = UnsafeBufferPointer(folded)
        return caseless.contains { ByteSearch.firstOffset(of: $0, in: lower) != nil }
      }
    }
    if let answer = fast ?? nil { return answer }
    return needles.contains { contains(text, $0) } || caseless.contains { containsIgnoringCase(text, $0) }
  }

  /// The first offset where `needle`'s bytes occur, ASCII capitals folded to lowercase.
  static func firstMatchFoldingCase(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString)
    -> Int?
  {
    let n = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    guard n.count > 0 else { return 0 }
    guard bytes.count >= n.count else { return nil }
    for start in 0...(bytes.count - n.count) {
      var k = 0
      while k < n.count {
        var b = bytes[start + k]
        if b &- 0x41 < 26 { b |= 0x20 }
        if b != n[k] { break }
        k += 1
      }
      if k == n.count { return start }
    }
    return nil
  }
}
