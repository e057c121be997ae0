import Testing

@testable import L10nAuditCore

@Suite struct CatalogMissingKeyTests {
  let rule = CatalogMissingKey()
  let table = ("en.lproj/Localizable.strings", "\"known.key\" = \"Known\";\n")

  @Test func aKeyInAnyCatalogOfTheTableIsFound() {
    let swift = """
      let a = NSLocalizedString("known.key", comment: "")
      let b = NSLocalizedString("other.key", comment: "")
      let c = Bundle.main.localizedString(forKey: "third.key", value: "Third", table: nil)
      """
    let xcstrings = #"{ "sourceLanguage" : "en", "strings" : { "other.key" : {} } }"#
    let found = auditProject(
      [
        ("A.swift", Array(swift.utf8)), (table.0, Array(table.1.utf8)),
        ("Localizable.xcstrings", Array(xcstrings.utf8)),
      ],
      rules: [rule])
    #expect(
      found.map { "\($0.start.line):\($0.start.column) \($0.message)" } == [
        "3:45 key `third.key` is in no catalog of table `Localizable`"
      ])
    #expect(
      found.first?.help
        == "add it to Localizable.xcstrings: until then every language shows the call's default value")
  }

  @Test func aDefaultValueIsTheTextOfATableInOneLanguage() {
    let swift = """
      let a = NSLocalizedString("send.invalid", value: "Invalid Address", comment: "")
      let b = NSLocalizedString("send.empty", value: "", comment: "")
      let c = NSLocalizedString("send.none", comment: "")
      """
    let base = ("Base.lproj/Localizable.strings", table.1)
    let oneLanguage = audit([("A.swift", swift), table, base], [rule])
    #expect(oneLanguage.map { $0.split(separator: ":")[1] } == ["2", "3"])
    let twoLanguages = audit(
      [("A.swift", swift), table, base, ("de.lproj/Localizable.strings", table.1)], [rule])
    #expect(twoLanguages.map { $0.split(separator: ":")[1] } == ["1", "2", "3"])
  }

  @Test func unknownTablesBrokenTablesTestsAndDeclarationsAreLeftAlone() {
    let swift = """
      func NSLocalizedString(_ key: String) -> String { key }
      let a = NSLocalizedString("missing.key", tableName: name, comment: "")
      let b = NSLocalizedString("missing.key", tableName: "Broken", comment: "")
      """
    let broken = ("de.lproj/Broken.strings", "\"a\" = \"b\"\n")
    let found = audit(
      [("A.swift", swift), table, broken, ("en.lproj/Broken.strings", "\"x\" = \"y\";\n")], [rule])
    #expect(found.isEmpty)
    let inTests = audit(
      [("Tests/ATests.swift", "let a = NSLocalizedString(\"missing.key\", comment: \"\")\n"), table], [rule])
    #expect(inTests.isEmpty)
  }

  @Test(arguments: [
    ("checkout.title", true), ("UPLOAD_FILE", true), ("[Settings/Title]", true), ("checkoutTitle", true),
    ("Cancel", false), ("Done.", false), ("NostrDB", false), ("Hello world", false), ("Settings", false),
    ("€3,99/mese", false), ("$4.99/month", false), ("price/month", true),
    ("http://www.example.com/", false), ("settings/http_proxy", true), ("N/A", false), ("a.b.title", true),
  ])
  func explicitKeys(key: String, explicit: Bool) {
    #expect(CatalogMissingKey.isExplicitKey(key) == explicit)
  }
}
