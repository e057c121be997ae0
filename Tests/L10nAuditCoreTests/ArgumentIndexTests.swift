import Foundation
import Testing

@testable import L10nAuditCore

/// The argument index the scope pass keeps as it goes (`ArgumentColumns`) against a plain
/// second pass over the tokens and their enclosing brackets
/// (`PipelineInvariants.argumentIndexReference`), which states each column's meaning
/// directly: on bracket soups, balanced or not, and on the pipeline's inputs (which the
/// fuzzer checks the same way). At closers the scope pass runs the reference's own
/// formulas; what these tests hold to the definition is the values it keeps between them.
@Suite struct ArgumentIndexTests {
  static func mismatch(_ text: String) -> String? {
    PipelineInvariants.argumentIndexViolations(syntax(text)).first.map { "\($0) in \(text.debugDescription)" }
  }

  static func mismatch(bytes: [UInt8]) -> String? {
    PipelineInvariants.argumentIndexViolations(SyntaxFile(SourceFile(path: "F.swift", bytes: bytes))).first
  }

  /// Deterministic pseudo-random numbers (SplitMix64), so a failure can be replayed.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let pieces = [
    "f(", "g(", "(", ")", ")", "[", "]", "]", "{", "}", "}", ",", ",", "x", "y: ", "1",
    "\"a\\(", "\"s\"", "\" + \"", " in ", "\n", "[a, b]", "{ $0 }", ".map ", "Text(\"t\")",
    "\"\"\"\n\\(z)\n\"\"\"", "#if A\n", "#endif\n", "let v = ", "func h() ", "// c\n", ";",
  ]

  @Test func agreesOnBracketSoups() {
    var rng = Seeded(state: 42)
    var failures: [String] = []
    for _ in 0..<4000 {
      let text = (0..<Int.random(in: 1...40, using: &rng)).map { _ in
        Self.pieces.randomElement(using: &rng)!
      }.joined()
      if let m = Self.mismatch(text) { failures.append(m) }
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  @Test func agreesOnShapesThatNeedTheirOwnCase() {
    for text in [
      "f(a, g(b)) { x in [y] }", "f(a: { g(x) }, b)", "f(\"\\(a, b)\", c)", "f(a ] b)",
      "{ ) ) }", "f(,,a,)", "f(a { x } b)", "[f(x)[0], y]", "f({ a[0]) })", "f((a), (b, c))",
      "g(x: [1, 2].map { $0 }, y)", "f(a,\n  b\n)", "(",
    ] {
      #expect(Self.mismatch(text) == nil, "\(text)")
    }
  }

  @Test(arguments: PipelineInvariantTests.inputs) func agreesOnThePipelinesInputs(path: String)
    throws
  {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(Self.mismatch(bytes: bytes) == nil, "\(path)")
  }
}
