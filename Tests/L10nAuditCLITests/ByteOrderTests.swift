import Testing

@testable import L10nAuditCLI

@Suite struct ByteOrderTests {
  /// `memcmp` order is the bytes' lexicographic order: prefixes first, bytes compared
  /// unsigned (a UTF-8 name sorts after an ASCII one). Every pair of strings of up to three
  /// bytes from an alphabet with both ends and both sides of 0x80.
  @Test func isTheBytesLexicographicOrder() {
    let alphabet: [UInt8] = [0x00, 0x2E, 0x61, 0x7F, 0x80, 0xC3, 0xFF]
    var names: [[UInt8]] = [[]]
    var last: [[UInt8]] = [[]]
    for _ in 1...3 {
      last = last.flatMap { prefix in alphabet.map { prefix + [$0] } }
      names += last
    }
    var wrong: [([UInt8], [UInt8])] = []
    for a in names {
      for b in names where ByteOrder.precedes(a, b) != a.lexicographicallyPrecedes(b) {
        wrong.append((a, b))
      }
    }
    #expect(names.count == 400 && wrong.isEmpty, "\(wrong.prefix(3))")
  }
}
