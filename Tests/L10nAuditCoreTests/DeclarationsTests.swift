import Testing

@testable import L10nAuditCore

@Suite struct DeclarationsTests {
  @Test func initialValueOfALetWithAndWithoutAType() throws {
    let file = syntax(
      """
      static let pinned: Locale = Locale(identifier: "en_US")
      let title = NSLocalizedString("Delete Feed", comment: "")
      var pending: Int
      """)
    let pinned = try #require(file.initialValue(ofDeclared: "pinned"))
    #expect(file.text(pinned.lowerBound) == "Locale" && file.text(pinned.upperBound) == ")")
    let title = try #require(file.initialValue(ofDeclared: "title"))
    #expect(file.text(title.lowerBound) == "NSLocalizedString")
    #expect(file.initialValue(ofDeclared: "pending") == nil)
    #expect(file.initialValue(ofDeclared: "missing") == nil)
  }

  @Test func referencedNames() {
    let file = syntax("a; self.b; Self.c; T.d; x.y.z; f()")
    #expect(file.referencedName(0...0) == 0)
    #expect(file.text(file.referencedName(2...4)!) == "b")
    #expect(file.text(file.referencedName(6...8)!) == "c")
    #expect(file.text(file.referencedName(10...12)!) == "d")
    #expect(file.referencedName(14...18) == nil)
  }
}
