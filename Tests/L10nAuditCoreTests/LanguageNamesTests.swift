import Testing

@testable import L10nAuditCore

struct LanguageNamesTests {
  @Test(arguments: [
    ("isFrench", true), ("french", true), ("useGermanTitles", true), ("isJapanese", true),
    ("isFresh", false), ("isEnabled", false), ("language", false), ("title", false),
  ])
  func namesOfLanguagesInIdentifiers(identifier: String, expected: Bool) {
    #expect(LanguageNames.namesLanguage(identifier) == expected)
  }

  @Test func codesAreLanguagesWithLocaleData() {
    #expect(LanguageNames.isCode("fr"))
    #expect(LanguageNames.isCode("fil"))
    #expect(!LanguageNames.isCode("xx"))
    #expect(!LanguageNames.isCode("f"))
    #expect(!LanguageNames.isCode("french"))
  }
}
