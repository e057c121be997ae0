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
