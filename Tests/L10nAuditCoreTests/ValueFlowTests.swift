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
    #expect(f.slot(ofValue: t, Int(f[t].match)) == .argument(call: index(f, "("), label: index(f, "title")))
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

  /// `let t = …` again hides the binding from there on in its own scope, and to the end of
  /// a nested block that holds it.
  @Test func bindingUsesSkipARedeclarationsBlock() {
    let f = syntax("func f() { let t = 1; if c { let t = 2; g(t) }; h(t); let t = 3; k(t) }")
    let spelled = f.tokens.indices.filter { f.isWord($0, "t") }
    #expect(spelled.count == 6)
    #expect(f.uses(ofBindingAt: spelled[0]) == [spelled[3]])
  }

  /// Past `usesWalkLimit` tokens the reads come from the index of names: the same answers
  /// as the walk, the shadowing redeclaration included; a name that is not valid UTF-8 is
  /// walked either way.
  @Test func bindingUsesAgreeInLongScopes() {
    func check(filler: Int, name: String) {
      let body =
        "  label.text = \(name); print(\(name)); x.\(name) = 2; h(\(name): 3); \(name) = 4\n"
        + "  if let \(name) { g(\(name)) }\n"
      var bytes = Array("func f() {\n  let \(name) = \"Hello there\"\n".utf8)
      bytes += Array(String(repeating: "  y = 1\n", count: filler).utf8)
      bytes += Array((body + "}\n").utf8)
      let f = SyntaxFile(SourceFile(path: "Sources/App/File.swift", bytes: bytes))
      let spelled = f.tokens.indices.filter {
        f.kind($0) == .identifier && f.bytes[f[$0].range].elementsEqual(name.utf8)
      }
      // The binding, `label.text = name`, `print(name)`; then a member, a label, an
      // assignment, the shadowing `if let` and a read of the new binding.
      #expect(spelled.count == 8)
      #expect(f.uses(ofBindingAt: spelled[0]) == [spelled[1], spelled[2]], "filler \(filler)")
    }
    for filler in [0, SyntaxFile.usesWalkLimit] {
      check(filler: filler, name: "title")
      check(filler: filler, name: "`t\u{00E9}tre`")
    }
  }

  @Test func bindingUsesOfUndecodableNamesAreWalked() {
    // `a\xFF` in backticks: the lexer takes any byte there; decoding would change it.
    var bytes = Array("func f() {\n  let `a".utf8) + [0xFF] + Array("` = 1\n".utf8)
    bytes += Array(String(repeating: "  y = 1\n", count: SyntaxFile.usesWalkLimit).utf8)
    bytes += Array("  g(`a".utf8) + [0xFF] + Array("`)\n}\n".utf8)
    let f = SyntaxFile(SourceFile(path: "Sources/App/File.swift", bytes: bytes))
    let names = f.tokens.indices.filter { f.kind($0) == .identifier && f.bytes[f[$0].range].contains(0xFF) }
    #expect(names.count == 2)
    #expect(f.uses(ofBindingAt: names[0]) == [names[1]])
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
    #expect(apis.isWrapper("String") && apis.isWrapper("AttributedString") && !apis.isWrapper("Text"))
  }

  @Test func naturalLanguageHelpers() {
    #expect(NaturalLanguage.isUnitLabel("\u{FFFC} MHz"))
    #expect(NaturalLanguage.isUnitLabel("\u{FFFC}ms"))
    #expect(!NaturalLanguage.isUnitLabel("Read: \u{FFFC}"))
    #expect(!NaturalLanguage.isUnitLabel("\u{FFFC} items"))
    #expect(!NaturalLanguage.isUnitLabel("Open \u{FFFC}"))
    #expect(NaturalLanguage.isUnitLabel("GMT\u{FFFC}"))
    // Symbols of three or four small letters that are no words.
    #expect(NaturalLanguage.isUnitLabel("\u{FFFC} kcal"))
    #expect(NaturalLanguage.isUnitLabel("\u{FFFC} bpm"))
    #expect(!NaturalLanguage.isUnitLabel("\u{FFFC} days"))
    #expect(!NaturalLanguage.isUnitLabel("\u{FFFC} ago"))
    // A written bound or range before the symbol.
    #expect(NaturalLanguage.isUnitLabel("> 20 bpm"))
    #expect(NaturalLanguage.isUnitLabel("12–20 bpm"))
    #expect(!NaturalLanguage.isUnitLabel("Max 20 kg"))
    #expect(NaturalLanguage.isUnitLabel("00:00:00\n0.0 km"))
    #expect(!NaturalLanguage.isUnitLabel("Time: 0 km"))
    // `min` is a word apps translate (`分`, `분`).
    #expect(!NaturalLanguage.isUnitLabel("\u{FFFC} min"))
    #expect(NaturalLanguage.isSentencePiece("Error: "))
    #expect(NaturalLanguage.isSentencePiece("共"))
    #expect(!NaturalLanguage.isSentencePiece("quotes"))
    #expect(NaturalLanguage.isMachineText("<b>"))
    #expect(!NaturalLanguage.isMachineText("a < b"))
    // A property named before a colon is a developer's message.
    #expect(NaturalLanguage.isMachineText(" and httpStatusCode: \u{FFFC}"))
    #expect(NaturalLanguage.isMachineText("error_code: \u{FFFC}"))
    #expect(!NaturalLanguage.isMachineText("Status code: \u{FFFC}"))
    #expect(!NaturalLanguage.isMachineText("Requires macOS: \u{FFFC}"))
    #expect(!NaturalLanguage.isMachineText("Your iPhone: \u{FFFC}"))
    // A shell's command line: an exit status, a substitution, chained commands.
    #expect(NaturalLanguage.isMachineText("printf %s \"$?\" > "))
    #expect(NaturalLanguage.isMachineText("echo $(date) > log"))
    #expect(NaturalLanguage.isMachineText("mkdir -p \u{FFFC} && printf done > "))
    #expect(!NaturalLanguage.isMachineText("Price: $\u{FFFC} & tax"))
    #expect(!NaturalLanguage.isMachineText("Terms & Conditions"))
    #expect(!NaturalLanguage.isNaturalLanguage("Ice Cubes", brandTerms: ["Ice Cubes"]))
  }
}
