import Testing

@testable import L10nAuditCLI

@Suite struct FileWalkerOrderTests {
  /// The walk's name order (`memcmp`) is the bytes' lexicographic order: prefixes first,
  /// bytes compared unsigned (a UTF-8 name sorts after an ASCII one).
  @Test func namesSortAsTheirBytes() {
    var rng = SystemRandomNumberGenerator()
    let alphabet: [UInt8] = [0x00, 0x2E, 0x41, 0x61, 0x7A, 0x7F, 0x80, 0xC3, 0xFF]
    var names: [[UInt8]] = [[], [0x61], [0x61, 0x00], [0xC3, 0xA9], [0x7A]]
    for _ in 0..<300 {
      names.append((0..<Int.random(in: 0...4, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
    }
    for a in names {
      for b in names {
        #expect(FileWalker.bytesPrecede(a, b) == a.lexicographicallyPrecedes(b), "\(a) \(b)")
      }
    }
  }
}
