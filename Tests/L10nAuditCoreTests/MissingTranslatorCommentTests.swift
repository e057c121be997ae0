import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the shapes real code
/// takes that the doc would not show.
@Suite struct MissingTranslatorCommentTests {
  /// The text of each reported range.
  func reported(_ code: String, path: String = "Sources/App/File.swift") -> [String] {
    reportedTexts(MissingTranslatorComment(), code, path: path)
  }

  @Test func isOptInNote() {
    let d = MissingTranslatorComment().description
    #expect(!d.isDefault)
    #expect(d.severity == .note)
  }

  @Test func commentsWithoutLetters() {
    let code = """
      let a = NSLocalizedString("title", comment: "")
      let b = NSLocalizedString("title", comment: "  ")
      let c = NSLocalizedString("title", comment: "—")
      let d = NSLocalizedString("title", comment: "Screen title")
      let e = String(localized: "Done", comment: "")
      let f = AttributedString(localized: "Done", comment: "-")
      let g = LocalizedStringResource("Done", comment: "")
      let h = NSLocalizedString("title", comment: "見出し")
      """
    #expect(reported(code) == [#""""#, #""  ""#, #""—""#, #""""#, #""-""#, #""""#])
    let messages = run(MissingTranslatorComment(), code).map(\.message)
    #expect(messages.first == "the translator comment is empty")
    #expect(messages[1] == "the translator comment has no words")
  }

  @Test func shortWordsWithoutAComment() {
    let code = """
      let a = String(localized: "Open")
      let b = String(localized: "Größe")
      let c = String(localized: "OK")
      let d = String(localized: "Subscription")
      let e = String(localized: "Subscriptions")
      let f = String(localized: "Open file")
      let g = String(localized: "A")
      let h = String(localized: "Open", table: "Menu")
      let i = LocalizedStringResource("Share")
      let j = String(localized: "mailbox.move")
      let k = String(localized: "signIn")
      let l = String(localized: "Öffnen", comment: "Verb")
      """
    #expect(
      reported(code) == [
        #""Open""#, #""Größe""#, #""OK""#, #""Subscription""#, #""Open""#, #""Share""#,
      ])
  }

  @Test func textOnlyWithAnEmptyComment() {
    let code = """
      var body: some View {
          Text("Archive")
          Text("Archive", comment: "")
          Text("Archive", tableName: "Mail", bundle: .main, comment: "Noun: the archive folder")
      }
      """
    #expect(reported(code) == [#""""#])
  }

  @Test func skipsKeysBuiltAtRunTimeTestsAndPreviews() {
    let code = """
      let a = NSLocalizedString(key, comment: "")
      let b = NSLocalizedString("row.\\(i)", comment: "")
      let c = String(localized: "\\(n) rows", comment: "")
      """
    #expect(reported(code) == [#""""#])
    #expect(reported(#"let a = String(localized: "Open")"#, path: "Tests/AppTests/MenuTests.swift").isEmpty)
    let preview = """
      #Preview {
          Text(String(localized: "Open"))
      }
      """
    #expect(reported(preview).isEmpty)
  }

  @Test(arguments: [
    ("Open", true), ("Archive", true), ("Größe", true), ("Ñandú", true), ("OK", true),
    ("Subscription", true), ("Subscriptions", false), ("A", false), ("", false),
    ("signIn", false), ("Open file", false), ("open_file", false), ("Открыть", false),
    ("開く", false), ("Don't", false), ("Café", true),
  ])
  func shortLatinWord(word: String, expected: Bool) {
    #expect(MissingTranslatorComment.isShortLatinWord(word) == expected)
  }
}
