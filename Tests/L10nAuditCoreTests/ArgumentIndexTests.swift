import Foundation
import Testing

@testable import L10nAuditCore

/// The argument index the scope pass keeps as it goes (`ArgumentColumns`) against a plain
/// second pass over the tokens and their enclosing brackets, which states each column's
/// meaning directly: on bracket soups, balanced or not, and on the pipeline's inputs.
@Suite struct ArgumentIndexTests {
  /// The columns as a separate pass computes them from `enclosingBracket`.
  static func reference(_ file: SyntaxFile) -> (
    callOf: [Int32], child: [Int32], first: [Int32], last: [Int32]
  ) {
    let tokens = file.tokens
    let n = tokens.count
    let parents = (0..<n).map { file.enclosingBracket[$0] }
    var callOf = [Int32](repeating: -1, count: n)
    var child = [Int32](repeating: -1, count: n)
    var first = [Int32](repeating: -1, count: n)
    var last = [Int32](repeating: -1, count: n)
    let closers: Set<TokenKind> = [.rightParen, .rightBracket, .interpolationClose]
    for i in 0..<n {
      let b = Int(parents[i])
      let t = tokens[i]
      let previous = i - 1
      if b >= 0 {
        // The call: a `(` itself, through `[` to the call around it, never through `\(`.
        switch tokens[b].kind {
        case .leftParen:
          callOf[i] = Int32(b)
          child[i] = Int32(i)
        case .interpolationOpen:
          break
        default:
          callOf[i] = callOf[b]
          child[i] = child[b]
        }
        // Segments: a comma ends one; the token after the bracket or a comma starts one.
        if t.kind == .comma {
          if previous > b, first[previous] >= 0 { last[Int(first[previous])] = Int32(previous) }
        } else if previous == b || tokens[previous].kind == .comma {
          first[i] = Int32(i)
        } else if Int(parents[previous]) == b {
          first[i] = first[previous]
        } else if t.match >= 0 && Int(t.match) < i && Int(parents[Int(t.match)]) == b {
          first[i] = first[Int(t.match)]
        } else {
          first[i] = Int32(i)
        }
      }
      // A closing bracket ends its last segment.
      if closers.contains(t.kind) {
        let open = Int(t.match)
        if open >= 0 && open < previous && first[previous] >= 0 && Int(parents[previous]) == open {
          last[Int(first[previous])] = Int32(previous)
        }
      }
    }
    return (callOf, child, first, last)
  }

  static func mismatch(_ text: String) -> String? {
    let file = syntax(text)
    let r = reference(file)
    for i in 0..<file.count {
      let got = (file.callOfToken[i], file.callChild[i], file.segmentFirst[i], file.segmentLast[i])
      let want = (r.callOf[i], r.child[i], r.first[i], r.last[i])
      if got != want { return "token \(i) `\(file.text(i))` in \(text.debugDescription): \(got) != \(want)" }
    }
    return nil
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
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    #expect(Self.mismatch(text) == nil, "\(path)")
  }
}
