import Testing

@testable import L10nAuditCore

@Suite struct StructureTests {
  @Test func callArgumentsSplitAtTopLevelCommas() {
    let file = syntax(#"UIAlertController(title: "a, b", message: f(x, y), preferredStyle: .alert)"#)
    let args = file.arguments(ofCall: 1)
    #expect(args.count == 3)
    #expect(file.labels(ofCall: 1) == ["title", "message", "preferredStyle"])
    #expect(file.callee(ofOpenParen: 1) == 0)
    let message = file.argument("message", ofCall: 1)!
    #expect(file.text(message.first) == "f" && file.text(message.last) == ")")
  }

  @Test func scopesKnowWhatOpenedThem() {
    let file = syntax(
      """
      final class A: UIViewController {
        var title2: String { get { "x" } }
        lazy var f: DateFormatter = { let f = DateFormatter(); return f }()
        func load() {
          if ok { items.forEach { print($0) } }
        }
      }
      struct P: PreviewProvider { static var previews: some View { Text("x") } }
      #Preview { Text("y") }
      """)
    let kinds = file.scopes.map(\.kind)
    #expect(
      kinds == [
        .type, .accessor, .accessor, .closure, .function, .block, .closure, .type, .accessor,
        .preview,
      ])
    #expect(file.text(Int(file.scopes[0].name)) == "A")
    #expect(file.text(Int(file.scopes[4].name)) == "load")
    #expect(file.scopes[8].isPreview && file.scopes[9].isPreview && !file.scopes[4].isPreview)
    let printIndex = file.tokens.indices.first { file.isWord($0, "print") }!
    #expect(file.enclosingScope(printIndex, [.function]) == 4)
  }

  @Test func keywordArgumentLabelsOpenNoBlock() {
    let file = syntax(
      """
      func ask(for response: Response, in context: Context) { show() }
      func move(to x: Int, if y: Bool) { f(for: 1) { g() } }
      """)
    #expect(file.scopes.map(\.kind) == [.function, .function, .closure])
    #expect(file.scopes.prefix(2).map { file.text(Int($0.name)) } == ["ask", "move"])
  }

  @Test func expressionAndStatementBoundaries() {
    let file = syntax("let a = b\n  .c(d)\nlet e = f + g, h = 1")
    #expect(file.text(file.expressionEnd(from: 3)) == ")")
    let g = file.tokens.indices.first { file.isWord($0, "g") }!
    #expect(file.text(file.statementStart(g)) == "let")
    let plus = file.tokens.indices.first { file.isWord($0, "+") }!
    #expect(file.expressionEnd(from: plus - 1) == g)
  }

  /// A `switch` case's statements start after its label's line; a `?:` whose `:` ends a
  /// line goes on.
  @Test func statementsStartAfterACaseLabel() {
    let file = syntax(
      "switch n {\ncase 2:\n  let format = f(x)\n@unknown default:\n  label.text = y\n}\nlet z = c ?\n  a :\n  b\n")
    func start(of word: String) -> String {
      file.text(file.statementStart(file.tokens.indices.first { file.isWord($0, word) }!))
    }
    #expect(start(of: "f") == "let")
    #expect(start(of: "y") == "label")
    #expect(start(of: "b") == "let")
  }

  @Test func enclosingCallSkipsClosureBodies() {
    let file = syntax(#"foo(a: bar("x"), b: { baz("y") })"#)
    let x = file.tokens.indices.first { file[$0].kind == .stringSegment && file.text($0) == "x" }!
    let y = file.tokens.indices.first { file[$0].kind == .stringSegment && file.text($0) == "y" }!
    #expect(file.text(file.callee(ofOpenParen: file.enclosingCall(x)!)!) == "bar")
    #expect(file.text(file.callee(ofOpenParen: file.enclosingCall(y)!)!) == "baz")
  }

  @Test func bareEnableClosesEveryRegionAndBlockCommentsTargetTheLineAfterTheirEnd() {
    let file = syntax(
      """
      // l10n-audit:disable week-based-year
      a
      // l10n-audit:enable
      b
      /* l10n-audit:disable-next-line week-based-year
         -- a long reason */
      c
      """)
    let s = Suppressions(file)
    #expect(s.isSuppressed(rule: "week-based-year", line: 2))
    #expect(!s.isSuppressed(rule: "week-based-year", line: 4))
    #expect(s.isSuppressed(rule: "week-based-year", line: 7))
    #expect(!s.isSuppressed(rule: "week-based-year", line: 6))
  }

  @Test func suppressionsByLineRegionAndFile() {
    let file = syntax(
      """
      // l10n-audit:disable-next-line week-based-year -- legacy server format
      a
      b // l10n-audit:disable-line
      // l10n-audit:disable week-based-year
      c
      // l10n-audit:enable week-based-year
      d
      """)
    let s = Suppressions(file)
    #expect(s.isSuppressed(rule: "week-based-year", line: 2))
    #expect(!s.isSuppressed(rule: "other", line: 2))
    #expect(s.isSuppressed(rule: "other", line: 3))
    #expect(s.isSuppressed(rule: "week-based-year", line: 5))
    #expect(!s.isSuppressed(rule: "week-based-year", line: 7))
  }
}

@Suite struct TokenKindIndexTests {
  /// Each list holds exactly the tokens a walk over all of them would pick, in order.
  @Test func listsAgreeWithAWalkOverEveryToken() {
    let code = """
      let parts = [a, b].joined(separator: " ") + x.lowercased()
      if n == 1 { count += 2 } else if case .some = y { z = -3 }
      switch k { case 1: break; default: return }
      .member; self.value.joined()
      #if DEBUG
      let s = #selector(tap) # #Preview
      #endif
      """
    var rng = SystemRandomNumberGenerator()
    let pieces = code.split(separator: " ").map(String.init) + ["\n", ".", "+", "1", "case", "x"]
    for round in 0..<300 {
      let text =
        round == 0
        ? code
        : (0..<Int.random(in: 0...40, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
          .joined(separator: " ")
      let file = syntax(text)
      let index = file.kindIndex
      func walk(_ test: (Int) -> Bool) -> [Int32] { (0..<file.count).filter(test).map { Int32($0) } }
      #expect(Array(index.operators) == walk { file[$0].kind == .operator }, "\(text)")
      #expect(Array(index.integerLiterals) == walk { file[$0].kind == .integerLiteral }, "\(text)")
      #expect(Array(index.keywords) == walk { file[$0].kind == .keyword }, "\(text)")
      #expect(Array(index.poundKeywords) == walk { file[$0].kind == .poundKeyword }, "\(text)")
      #expect(
        Array(index.memberNames)
          == walk { $0 > 0 && file[$0].kind == .identifier && file[$0 - 1].kind == .period },
        "\(text)")
    }
  }

  @Test func mergedKeepsOrderAndEveryIndex() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      var all = Array(
        Set((0..<Int.random(in: 0...30, using: &rng)).map { _ in Int.random(in: 0..<60, using: &rng) }))
      all.shuffle(using: &rng)
      let cut = Int.random(in: 0...all.count, using: &rng)
      let a = all[..<cut].sorted()
      let b = all[cut...].sorted()
      #expect(TokenKindIndex.merged(a, b) == all.sorted())
    }
  }

  @Test func tokenSetAgreesWithASet() {
    var rng = SystemRandomNumberGenerator()
    for count in [0, 1, 63, 64, 65, 200] {
      var bits = TokenSet(tokenCount: count)
      var reference = Set<Int>()
      #expect(!bits.contains(0) && !bits.contains(-1) && !bits.contains(count))
      for _ in 0..<(count / 2) {
        let i = Int.random(in: 0..<count, using: &rng)
        bits.insert(i)
        reference.insert(i)
      }
      #expect((-1...count).filter { bits.contains($0) } == reference.sorted(), "\(count) tokens")
    }
  }

  @Test func tokenColumnsHoldWhatThePassesWrote() {
    let file = syntax("f(a, g(b)) { x in [y] }")
    // Every column is one value per token. `b` (token 6) is in `g(` (token 5), at file
    // level; `y` (13) is in the closure; `g(b)` is the call's second argument (4...7).
    #expect(file.scopeOfToken.count == file.count && file.segmentLast.count == file.count)
    #expect(file.text(6) == "b" && file.enclosingBracket[6] == 5 && file.callOfToken[6] == 5)
    #expect(file.scopeOfToken[6] == -1 && file.text(13) == "y" && file.scopeOfToken[13] == 0)
    #expect(file.segmentFirst[2] == 2 && file.segmentLast[2] == 2)
    #expect(file.segmentFirst[7] == 4 && file.segmentLast[4] == 7)
  }
}
