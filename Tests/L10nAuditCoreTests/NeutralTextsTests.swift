import Testing

@testable import L10nAuditCore

/// Texts a String Catalog keeps as they are in every language (`NeutralTexts`).
@Suite struct NeutralTextsTests {
  /// A catalog whose `key` entry has the `translations` given (language: value), with
  /// English as its source.
  func catalog(_ entries: [(key: String, translations: [(String, String)], state: String)]) -> [UInt8] {
    let body = entries.map { e in
      let languages = e.translations.map { l, v in
        #""\#(l)":{"stringUnit":{"state":"\#(e.state)","value":"\#(v)"}}"#
      }
      return #""\#(e.key)":{"localizations":{\#(languages.joined(separator: ","))}}"#
    }
    return Array(#"{"sourceLanguage":"en","version":"1.0","strings":{\#(body.joined(separator: ","))}}"#.utf8)
  }

  let code = """
    struct Gauge: View {
      var title: String
      var body: some View { Text(title) }
    }
    func show(_ label: UILabel, _ other: UILabel) {
      label.text = "Status"
      other.text = "Memory"
    }
    let gauges = [Gauge(title: "Status"), Gauge(title: "Memory")]
    """

  func found(_ catalog: [UInt8]) -> [String] {
    auditProject(
      [("App/Gauges.swift", Array(code.utf8)), ("App/Localizable.xcstrings", catalog)],
      rules: [HardcodedUIString(), StringTypedUIProperty()]
    ).map { "\($0.ruleID):\($0.start.line)" }
  }

  @Test func aTextKeptAsItIsInEveryLanguageIsLeftAlone() {
    let kept = catalog([
      ("Status", [("fr", "Status"), ("pl", "Status")], "translated"),
      ("Memory", [("fr", "Mémoire"), ("pl", "Pamięć")], "translated"),
    ])
    #expect(found(kept) == ["hardcoded-ui-string:7", "string-typed-ui-property:9"])
  }

  @Test func oneLanguageUnfinishedValuesOrRegionalVariantsDecideNothing() {
    let all = [
      "hardcoded-ui-string:6", "hardcoded-ui-string:7", "string-typed-ui-property:9",
      "string-typed-ui-property:9",
    ]
    // One language keeping it may be a word two languages share.
    #expect(found(catalog([("Status", [("fr", "Status")], "translated")])) == all)
    // A value not yet translated copies the source.
    #expect(found(catalog([("Status", [("fr", "Status"), ("pl", "Status")], "new")])) == all)
    // British English reads American English's text.
    #expect(found(catalog([("Status", [("en-GB", "Status"), ("en-AU", "Status")], "translated")])) == all)
    // A language that writes it otherwise translates it.
    #expect(
      found(catalog([("Status", [("fr", "Status"), ("pl", "Status"), ("ja", "ステータス")], "translated")])) == all
    )
  }

  @Test func aTextMarkedNotToTranslateIsLeftAlone() {
    let marked = Array(
      #"{"sourceLanguage":"en","version":"1.0","strings":{"Status":{"shouldTranslate":false}}}"#.utf8)
    #expect(found(marked) == ["hardcoded-ui-string:7", "string-typed-ui-property:9"])
  }

  /// The `.strings` tables of two translations keeping a key as its own value, in tables
  /// that translate other keys; one language, or a table that translates nothing, is not
  /// enough, and a table that translates the key decides.
  /// The findings on `code` beside `.strings` tables (language, text).
  func found(_ tables: [(String, String)]) -> [String] {
    auditProject(
      [("App/Gauges.swift", Array(code.utf8))]
        + tables.map { ("App/\($0.0).lproj/Localizable.strings", Array($0.1.utf8)) },
      rules: [HardcodedUIString(), StringTypedUIProperty()]
    ).map { "\($0.ruleID):\($0.start.line)" }
  }

  @Test func aKeyTwoStringsTablesKeepIsLeftAlone() {
    let kept = #""Status" = "Status";"# + "\n" + #""Memory" = "Mémoire";"#
    let keptPL = #""Status" = "Status";"# + "\n" + #""Memory" = "Pamięć";"#
    #expect(
      found([("fr", kept), ("pl", keptPL)]) == ["hardcoded-ui-string:7", "string-typed-ui-property:9"])
    let all = [
      "hardcoded-ui-string:6", "hardcoded-ui-string:7", "string-typed-ui-property:9",
      "string-typed-ui-property:9",
    ]
    #expect(found([("fr", kept)]) == all)
    let copied = #""Status" = "Status";"# + "\n" + #""Memory" = "Memory";"#
    #expect(found([("fr", copied), ("pl", copied)]) == all)
    let translated = #""Status" = "Estado";"# + "\n" + #""Memory" = "Memoria";"#
    #expect(found([("fr", kept), ("pl", keptPL), ("es", translated)]) == all)
  }

  /// A name in Latin letters that the tables of two languages in other scripts give one
  /// key as it is (`"tab.status" = "Status";` in Japanese and Russian) is a name their
  /// translators kept; one that a Latin-script table keeps, or that the two tables give
  /// differently, decides nothing.
  @Test func aLatinNameTwoOtherScriptsKeepIsLeftAlone() {
    let ja = #""tab.status" = "Status";"# + "\n" + #""tab.memory" = "メモリ";"#
    let ru = #""tab.status" = "Status";"# + "\n" + #""tab.memory" = "Память";"#
    #expect(found([("ja", ja), ("ru", ru)]) == ["hardcoded-ui-string:7", "string-typed-ui-property:9"])
    let all = [
      "hardcoded-ui-string:6", "hardcoded-ui-string:7", "string-typed-ui-property:9",
      "string-typed-ui-property:9",
    ]
    let fr = #""tab.status" = "Status";"# + "\n" + #""tab.memory" = "Mémoire";"#
    #expect(found([("ja", ja), ("fr", fr)]) == all)
    let ko = #""tab.status" = "상태";"# + "\n" + #""tab.memory" = "메모리";"#
    #expect(found([("ja", ja), ("ru", ru), ("ko", ko)]) == all)
  }
}
