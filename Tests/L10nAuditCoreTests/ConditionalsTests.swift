import Testing

@testable import L10nAuditCore

@Suite struct ConditionalsTests {
  func index(_ file: SyntaxFile, _ word: String, _ nth: Int = 0) -> Int {
    file.tokens.indices.filter { file.text($0) == word }[nth]
  }

  @Test func operandStartWalksBackOverMembersAndCalls() {
    let file = syntax("let x = self.model?.items(in: s).count == 1")
    let op = index(file, "==")
    #expect(file.text(file.operandStart(endingAt: op - 1)) == "self")
  }

  @Test func ternaryBranches() throws {
    let file = syntax(#"let s = (n == 1 && ok) ? "a" : f("b", c) + "d""#)
    let one = index(file, "1")
    let q = try #require(file.ternaryQuestion(afterConditionPart: one))
    let parts = try #require(file.ternaryBranches(question: q))
    #expect(file.text(parts.whenTrue.lowerBound) == "\"")
    #expect(file.text(parts.whenFalse.lowerBound) == "f")
    #expect(file.text(parts.whenFalse.upperBound) == "\"")
    #expect(parts.whenFalse.upperBound == file.count - 1)
  }

  @Test func ternaryInsideAnInterpolationEndsAtItsClose() throws {
    let file = syntax(#"let s = "\(n) file\(n == 1 ? "" : "s")!""#)
    let q = try #require(file.ternaryQuestion(afterConditionPart: index(file, "1")))
    let parts = try #require(file.ternaryBranches(question: q))
    #expect(file.kind(parts.whenFalse.upperBound + 1) == .interpolationClose)
  }

  @Test func noTernaryForAPlainComparison() {
    let file = syntax("let ok = n == 1\nlet y = a ? b : c")
    #expect(file.ternaryQuestion(afterConditionPart: index(file, "1")) == nil)
  }

  @Test func ifStatementAndElseChain() throws {
    let file = syntax(
      """
      if let x = y, n == 1 { a() } else if n == 2 { b() } else { c() }
      """)
    let one = index(file, "n")
    let statement = try #require(file.ifStatement(withConditionAt: one))
    #expect(statement.keyword == 0)
    let elseRange = try #require(file.elseBranch(afterBody: statement.body))
    #expect(file.text(elseRange.lowerBound) == "else")
    #expect(elseRange.upperBound == file.count - 1)
  }

  @Test func conditionInACallIsNotAnIf() {
    let file = syntax("if check(n == 1) { a() }")
    #expect(file.ifStatement(withConditionAt: index(file, "n")) == nil)
  }

  @Test func switchCaseBodies() throws {
    let file = syntax(
      """
      switch n {
      case 0: return "none"
      case 1: return "one"
      default: return "many"
      }
      """)
    let c = index(file, "case", 1)
    let parts = try #require(file.switchCase(at: c))
    #expect(parts.switchKeyword == 0)
    #expect(file.text(parts.body.lowerBound) == "return")
    #expect(file.isWord(parts.body.upperBound + 1, "default"))
  }

  @Test func ifCaseIsNotASwitchCase() {
    let file = syntax("switch x { case .a: if case .b = y { f() }\ndefault: break }")
    #expect(file.switchCase(at: index(file, "case", 1)) == nil)
  }
}
