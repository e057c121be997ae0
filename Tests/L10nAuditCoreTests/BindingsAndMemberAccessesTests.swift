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

  @Test func declarationModifiersWalkBackOverAttributesAndSetterAccess() {
    let f = syntax(
      """
      struct S {
        @MainActor public private(set) static var a = 1
        lazy var b = 2
        var c = 3
      }
      """)
    let a = index(f, "var", 0)
    #expect(
      f.declarationModifiers(before: a).map { f.text($0) } == ["static", "private", "public", "@MainActor"])
    #expect(f.hasDeclarationModifier(before: a, in: [.`static`]))
    #expect(f.hasDeclarationModifier(before: a, in: [.`public`, .`class`]))
    #expect(!f.hasDeclarationModifier(before: a, in: [.`class`]))
    let b = index(f, "var", 1)
    #expect(f.declarationModifiers(before: b).map { f.text($0) } == ["lazy"])
    #expect(!f.hasDeclarationModifier(before: b, in: [.`static`, .`class`]))
    #expect(f.declarationModifiers(before: index(f, "var", 2)).isEmpty)
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

  /// A range with few member names is read directly, and so are a file's first larger
  /// ones; later ones go through the index: all give the same accesses. Random statements, then every range read both ways (the
  /// whole file directly and then through the index, its pieces directly).
  @Test func directReadingAndIndexAgree() {
    let statements = [
      "f.dateFormat = \"y\"", "f.locale = .current", "self.f.timeZone = nil", "g.f.locale = x",
      "Self.f.string(from: d)", "f.x\n(1)", "other.text = f.text", "f.f.f = 2", "x = f",
      "Type.f.calendar = c",
    ]
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      // At least one member name more than the direct reading's limit, in random places.
      let body =
        ((0..<Int.random(in: 0...80, using: &rng)).map { _ in statements.randomElement(using: &rng)! }
        + Array(repeating: "f.a = 1", count: SyntaxFile.directSiteLimit + 1)).shuffled(using: &rng)
      let f = syntax("func a() {\n" + body.joined(separator: "\n") + "\n}")
      #expect(f.kindIndex.memberNames.count > SyntaxFile.directSiteLimit)
      // A file's first large ranges are read directly, the later ones through the index.
      let wholes = (0...SyntaxFile.directScansBeforeIndex).map { _ in
        f.memberAccesses(of: "f", in: 0..<f.count)
      }
      #expect(f.work.memberSiteIndex != nil)
      let whole = wholes[0]
      #expect(wholes.allSatisfy { $0 == whole })
      var pieces: [MemberAccess] = []
      var start = 0
      while start < f.count {
        let end = min(f.count, start + Int.random(in: 1...60, using: &rng))
        pieces += f.memberAccesses(of: "f", in: start..<end)
        start = end
      }
      #expect(whole == pieces)
      #expect(!whole.isEmpty)
    }
  }
}
