/// Eight bytes at a time: loads and exact per-byte tests on a 64-bit word, the first byte
/// in the lowest bits. Shared by the line table and the reporters' control-byte check.
public enum WordAtATime {
  static let highBits: UInt64 = 0x8080_8080_8080_8080
  static let ones: UInt64 = 0x0101_0101_0101_0101

  /// The eight bytes at `i`, which must be at most `p.count - 8`.
  @inline(__always) public static func load(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self))
  }

  /// Whether any byte of `w` is below `b` (`b` at most 0x80).
  @inline(__always) public static func hasByteBelow(_ w: UInt64, _ b: UInt8) -> Bool {
    (w &- ones &* UInt64(b)) & ~w & highBits != 0
  }

  /// The high bit of each byte of `w` that equals `b`, exactly (no borrow between bytes).
  @inline(__always) public static func bytesEqual(_ w: UInt64, _ b: UInt8) -> UInt64 {
    let x = w ^ (ones &* UInt64(b))
    let low7 = (x & ~highBits) &+ ~highBits
    return ~(low7 | x | ~highBits)
  }
}
