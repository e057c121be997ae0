import Testing

@testable import L10nAuditReporters

/// The byte writers the text format builds its lines with, against the string forms they
/// replace.
@Suite struct TextBytesTests {
  @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, 99_999_999, 100_000_000, Int.max, -1, -305])
  func decimalDigitsMatchStringConversion(_ n: Int) {
    var out: [UInt8] = Array("x".utf8)
    out.append(decimal: n)
    #expect(String(decoding: out, as: UTF8.self) == "x\(n)")
  }

  @Test(arguments: ["Sources/A.swift", "caf\u{E9}/\u{C548}\u{B155}.swift", "a\nb\rc\td\u{1}e\u{7F}", ""])
  func oneLineBytesMatchOneLine(_ s: String) {
    var out: [UInt8] = []
    out.append(oneLine: s)
    #expect(String(decoding: out, as: UTF8.self) == oneLine(s))
  }
}
