import Testing

@testable import L10nAuditCore

@Suite struct CatalogDuplicateKeyTests {
  let rule = CatalogDuplicateKey()

  @Test func eachLaterCopyNamesTheFirst() {
    let found = audit(
      [("en.lproj/L.strings", "\"a\" = \"1\";\n\"a\" = \"2\";\n\"a\" = \"1\";\n")], [rule])
    #expect(
      found == [
        "en.lproj/L.strings:2:1: warning: key `a` is already defined on line 1; this later entry silently replaces it",
        "en.lproj/L.strings:3:1: note: key `a` is already defined on line 1, with the same value",
      ])
  }

  @Test func keysCompareAfterTheirEscapes() {
    let found = audit(
      [
        (
          "fr.lproj/L.strings",
          "\"caf\\U00e9\" = \"x\";\n\"café\" = \"y\";\n'café' = \"y\";\n\"cafe\u{301}\" = \"z\";\n"
        )
      ], [rule])
    #expect(found.count == 2)
  }

  @Test func xmlStringsFilesAreCheckedToo() {
    let xml = """
      <plist version="1.0"><dict>
      <key>a</key><string>1</string>
      <key>a</key><string>2</string>
      </dict></plist>
      """
    #expect(
      audit([("de.lproj/L.strings", xml)], [rule]) == [
        "de.lproj/L.strings:3:1: warning: key `a` is already defined on line 2; this later entry silently replaces it"
      ])
  }

  @Test func otherCatalogsAreNotChecked() {
    let json = #"{ "strings" : { "a" : {}, "a" : {} } }"#
    #expect(audit([("L.xcstrings", json)], [rule]).isEmpty)
  }

  @Test func theHelpQuotesWhatTheAppShows() {
    let d = auditProject(
      [("en.lproj/L.strings", Array("\"a\" = \"old\";\n\"a\" = \"new\";\n".utf8))], rules: [rule])
    #expect(d.map(\.help) == ["keep one entry: the app shows \"new\", never \"old\""])
  }
}

@Suite struct CatalogDuplicateKeyOrderTests {
  @Test func eachLaterCopyNamesTheFirst() {
    let text = "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n\"a\" = \"1\";\n\"b\" = \"2\";\n"
    let found = audit([("en.lproj/L.strings", text)], [CatalogDuplicateKey()])
    #expect(
      found == [
        "en.lproj/L.strings:3:1: warning: key `a` is already defined on line 1; this later entry silently replaces it",
        "en.lproj/L.strings:4:1: note: key `a` is already defined on line 1, with the same value",
        "en.lproj/L.strings:5:1: note: key `b` is already defined on line 2, with the same value",
      ])
  }
}
