#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lexicographic order of byte strings (`[UInt8].lexicographicallyPrecedes`), by
/// `memcmp`: the generic comparison took a visible share of a walk's time, on the thread
/// that also scans. File names in a folder and report paths are sorted by it.
enum ByteOrder {
  static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in precedes(a, b) } }
  }

  static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = min(a.count, b.count)
    // Bytes compare unsigned; on equal bytes the shorter string comes first.
    let c = n == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, n)
    return c != 0 ? c < 0 : a.count < b.count
  }
}
