import Testing

@testable import L10nAuditCore

@Suite struct BindingsAndMemberAccessesTests {
  func index(_ f: SyntaxFile, _ word: String, _ n: Int = 0) -> Int {
    f.tokens.indices.filter { f.isWord($0, word) }[n]
  }

  @Test func bindingOfDeclarationsAndAssignments() throws {
    let f = syntax(
      """
      let a = X()
      private static var b: [String: Int]? = X()
      self.c = X()
      d = X()
      e.f = X()
      """)
    let a = try #require(f.binding(ofExpressionAt: index(f, "X", 0)))
    #expect(f.text(a.name) == "a" && a.introducer != nil && a.annotation == nil)
    let b = try #require(f.binding(ofExpressionAt: index(f, "X", 1)))
    #expect(f.text(b.name) == "b" && b.annotation != nil)
    #expect(f.declarationModifiers(before: b.introducer!).map { f.text($0) } == ["static", "private"])
    let c = try #require(f.binding(ofExpressionAt: index(f, "X", 2)))
    #expect(f.text(c.name) == "c" && c.isSelfMember && c.introducer == nil)
    let d = try #require(f.binding(ofExpressionAt: index(f, "X", 3)))
    #expect(f.text(d.name) == "d" && !d.isSelfMember)
    #expect(f.binding(ofExpressionAt: index(f, "X", 4)) == nil)
  }

  @Test func memberAccessesThroughNameSelfAndType() {
    let f = syntax(
      """
      f.a = 1
      self.f.b = g(2)
      Self.f.c(3)
      other.f.d = 4
      f.e == 5
      $0.g = 6
      """)
    let found = f.memberAccesses(of: "f", in: 0..<f.count).map { f.text($0.member) }
    #expect(found == ["a", "b", "c"])
    let b = f.memberAccesses(of: "f", in: 0..<f.count)[1]
    #expect(b.value.map { f.text($0.lowerBound) } == "g")
    #expect(f.memberAccesses(of: "$0", in: 0..<f.count).map { f.text($0.member) } == ["g"])
  }

  /// The name indexes give every position of one spelling, in source order, and nothing
  /// of any other spelling (names of one length and shared prefixes included).
  @Test func nameIndexesKeepSpellingsApartAndInOrder() {
    let names = (0..<300).map { "n\($0 % 37)" } + ["n1x", "n", "N1", "let", "self"]
    let code = names.map { "let \($0) = \($0).count + \($0)" }.joined(separator: "\n")
    let f = syntax(code)
    for name in ["n1", "n36", "n1x", "n", "N1", "self"] {
      let expected = f.tokens.indices.filter { f.isWord($0, name) }.map { Int32($0) }
      #expect(f.wordPositions(name) == expected, "\(name)")
      let declared = f.tokens.indices.filter { f.isWord($0 + 1, name) && f.isWord($0, "let") }
      #expect(f.declarations(of: name) == declared.map { Int32($0) }, "\(name)")
      let sites = f.tokens.indices.filter {
        f.isWord($0, name) && f.kind($0 + 1) == .period && f.kind($0 + 2) == .identifier
      }
      #expect(f.memberSites(name) == sites.map { Int32($0) }, "\(name)")
    }
    #expect(f.wordPositions("absent").isEmpty && f.declarations(of: "absent").isEmpty)
  }
}
