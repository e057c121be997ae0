import Testing

@testable import L10nAuditCore

/// Operator chains, value slots, local bindings and the text display table.
@Suite struct ValueFlowTests {
  func index(_ f: SyntaxFile, _ text: String, _ nth: Int = 0) -> Int {
    f.tokens.indices.filter { f.text($0) == text }[nth]
  }

  @Test func operatorChainSplitsAtTopLevelPlus() {
    let f = syntax(#"x = a + f(b + c) + "d" ?? e"#)
    let chain = f.operatorChain(around: index(f, "+"))
    #expect(chain.operators.count == 2)
    #expect(chain.operands.map { f.text($0.lowerBound) } == ["a", "f", "\""])
  }

  @Test func operatorChainStopsAtLineBoundaries() {
    let f = syntax("let a = b\nc + d")
    let chain = f.operatorChain(around: index(f, "+"))
    #expect(chain.operands.map { f.text($0.lowerBound) } == ["c", "d"])
  }

  @Test func slotsOfValues() {
    let f = syntax(#"label.text = c ? "a" : "b"; f(title: "t"); let n = "v"; let arr = ["x"]"#)
    let a = index(f, "\"", 0)
    #expect(f.slot(ofValue: a, Int(f[a].match)) == .assignment(target: index(f, "text")))
    let t = index(f, "\"", 4)
    #expect(f.slot(ofValue: t, Int(f[t].match)) == .argument(call: index(f, "("), label: "title"))
    let v = index(f, "\"", 6)
    #expect(f.slot(ofValue: v, Int(f[v].match)) == .binding(name: index(f, "n")))
    let x = index(f, "\"", 8)
    #expect(f.slot(ofValue: x, Int(f[x].match)) == .element(array: index(f, "[")))
  }

  @Test func conditionsAndPartsAreNotSlots() {
    let f = syntax(#"label.text = x == "a" ? b : c; label.text = "a".uppercased()"#)
    let a = index(f, "\"", 0)
    #expect(f.slot(ofValue: a, Int(f[a].match)) == nil)
    let b = index(f, "\"", 2)
    #expect(f.slot(ofValue: b, Int(f[b].match)) == nil)
  }

  @Test func bindingUsesStopAtShadowingAndSkipMembers() {
    let f = syntax("func f() { let t = 1; g(t); x.t = 2; h(t: 3) }")
    let name = index(f, "t")
    #expect(f.uses(ofBindingAt: name) == [index(f, "t", 1)])
  }

  @Test func literalValues() {
    let f = syntax(#"x = ("a" ? "b" : "c") + (c ? "d" : "e") + (c ? d : "e")"#)
    let chain = f.operatorChain(around: index(f, "+"))
    #expect(
      chain.operands.map { f.isLiteralValue($0.lowerBound, $0.upperBound) } == [true, true, false])
  }

  @Test func textDisplayTableParsesEntries() {
    let apis = TextDisplayAPIs(custom: ["SummaryLabel(text:)", ".subtitleText", "Badge(_:)"])
    #expect(apis.call("UIAlertController", label: "message") == .asWritten)
    #expect(apis.call("Text", label: "_") == .localizesLiteral)
    #expect(apis.call("SummaryLabel", label: "text") == .asWritten)
    #expect(apis.call("Badge", label: "_") == .asWritten)
    #expect(apis.property("subtitleText") == .asWritten)
    #expect(apis.property("accessibilityIdentifier") == nil)
    #expect(apis.isWrapper("NSAttributedString", label: "string"))
  }

  @Test func naturalLanguageHelpers() {
    #expect(NaturalLanguage.isUnitLabel("\u{FFFC} MHz"))
    #expect(NaturalLanguage.isUnitLabel("\u{FFFC}ms"))
    #expect(!NaturalLanguage.isUnitLabel("Read: \u{FFFC}"))
    #expect(!NaturalLanguage.isUnitLabel("\u{FFFC} items"))
    #expect(!NaturalLanguage.isUnitLabel("Open \u{FFFC}"))
    #expect(NaturalLanguage.isUnitLabel("GMT\u{FFFC}"))
    #expect(NaturalLanguage.isSentencePiece("Error: "))
    #expect(NaturalLanguage.isSentencePiece("共"))
    #expect(!NaturalLanguage.isSentencePiece("quotes"))
    #expect(NaturalLanguage.isMachineText("<b>"))
    #expect(!NaturalLanguage.isMachineText("a < b"))
    #expect(!NaturalLanguage.isNaturalLanguage("Ice Cubes", brandTerms: ["Ice Cubes"]))
  }
}
