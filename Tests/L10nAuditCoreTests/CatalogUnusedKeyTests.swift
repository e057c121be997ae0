import Testing

@testable import L10nAuditCore

@Suite struct CatalogUnusedKeyTests {
  let rule = CatalogUnusedKey()

  @Test func keysExtractedFromInterpolationsAndGeneratedSymbolsAreUsed() {
    let swift = """
      let a = String(localized: "\\(count) items in \\(folder)", table: "Files")
      let b = String(localized: .files.emptyFolder)
      let c = String(localized: "100% done", table: "Files")
      """
    let catalog = """
      { "sourceLanguage" : "en", "strings" : {
        "%lld items in %@" : {}, "empty_folder" : {}, "100%% done" : {}, "never.used" : {} } }
      """
    #expect(
      audit([("A.swift", swift), ("Files.xcstrings", catalog)], [rule]) == [
        "Files.xcstrings:2:68: note: key `never.used` is used by no Swift file of the tree"
      ])
  }

  @Test func lprojKeysAreReportedOnceInTheSource() {
    let swift = "let a = NSLocalizedString(\"used\", comment: \"\")\n"
    let found = audit(
      [
        ("A.swift", swift), ("en.lproj/Localizable.strings", "\"used\" = \"U\";\n\"old\" = \"O\";\n"),
        ("de.lproj/Localizable.strings", "\"used\" = \"U\";\n\"old\" = \"O\";\n"),
      ], [rule])
    #expect(
      found == ["en.lproj/Localizable.strings:2:1: note: key `old` is used by no Swift file of the tree"])
  }

  @Test func staleEntriesAreReportedWhateverTheCode() {
    let catalog = #"{ "sourceLanguage" : "en", "strings" : { "gone" : { "extractionState" : "stale" } } }"#
    #expect(
      audit([("L.xcstrings", catalog)], [rule]) == [
        "L.xcstrings:1:42: note: key `gone` is stale: Xcode found no code that uses it"
      ])
  }

  @Test func keyTextsAsTheyWereWritten() {
    #expect(CatalogUnusedKey.asInterpolated("%lld of %@ (100%%)") == "\u{FFFC} of \u{FFFC} (100%)")
    #expect(CatalogUnusedKey.asSymbol("empty_folder.title") == "emptyfoldertitle")
  }
}
