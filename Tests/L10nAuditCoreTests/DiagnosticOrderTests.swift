import Testing

@testable import L10nAuditCore

@Suite struct DiagnosticOrderTests {
  func diagnostic(_ path: String, _ line: Int, _ column: Int, _ rule: String, _ message: String)
    -> Diagnostic
  {
    let at = SourceLocation(offset: 0, line: line, utf8Column: column, column: column, utf16Column: column)
    return Diagnostic(
      path: path, ruleID: rule, severity: .warning, start: at, end: at, message: message,
      help: nil, fix: nil, lineText: "")
  }

  @Test func sortsLikeTheValueSortAndKeepsTiesInOrder() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      let input = (0..<Int.random(in: 0...12, using: &rng)).map { k in
        diagnostic(
          ["a.swift", "b.swift", "a/b.swift"].randomElement(using: &rng)!,
          Int.random(in: 1...3, using: &rng), Int.random(in: 1...2, using: &rng),
          ["r1", "r2"].randomElement(using: &rng)!, "m\(k % 2)")
      }
      var fast = input
      fast.sortDiagnostics()
      // The reference: a stable sort of the values.
      let reference = input.enumerated().sorted { a, b in
        Diagnostic.ordered(a.element, b.element)
          || (!Diagnostic.ordered(b.element, a.element) && a.offset < b.offset)
      }.map(\.element)
      #expect(fast == reference)
    }
  }
}

/// Reports a fixed list of findings, to test how the linter places them.
struct ScriptedRule: Rule {
  let description = RuleDescription(id: "scripted", summary: "test rule", severity: .warning, group: .uiText)
  let script: [(Range<Int>, String)]
  func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    script.map { finding($0.0, $0.1) }
  }
}

@Suite struct DuplicateFindingTests {
  @Test func aFindingReportedTwiceIsPlacedOnce() {
    let rule = ScriptedRule(script: [
      (0..<3, "a"), (0..<3, "a"), (0..<3, "b"), (4..<7, "a"), (0..<3, "b"), (0..<4, "a"),
    ])
    let out = Linter(rules: [rule]).lint(SourceFile(path: "F.swift", text: "let x = 1\n"))
    #expect(out.map(\.message) == ["a", "a", "b", "a"])
    #expect(out.map(\.start.offset) == [0, 0, 0, 4])
    #expect(out.map(\.end.offset) == [3, 4, 3, 7])
  }
}
