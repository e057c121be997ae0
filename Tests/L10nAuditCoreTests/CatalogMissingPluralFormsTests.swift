import Testing

@testable import L10nAuditCore

/// A String Catalog with one key whose `language` has plural `forms` (category → value).
func pluralCatalog(_ language: String, _ forms: [(String, String)], key: String = "%lld files") -> String {
  let body = forms.map {
    "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }"
  }
  .joined(separator: ", ")
  return """
    { "sourceLanguage" : "en", "strings" : { "\(key)" : { "localizations" : {
      "\(language)" : { "variations" : { "plural" : { \(body) } } } } } } }
    """
}

@Suite struct CatalogMissingPluralFormsTests {
  let rule = CatalogMissingPluralForms()

  @Test func aMissingOtherIsANoteWhereIntegersNeverUseIt() {
    let ru = pluralCatalog("ru", [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов")])
    #expect(
      audit([("L.xcstrings", ru)], [rule]) == [
        "L.xcstrings:2:3: note: `ru` plural of `%lld files` has no `other` form (Russian integers never use it)"
      ])
    let en = pluralCatalog("en", [("one", "%lld file")])
    #expect(
      audit([("L.xcstrings", en)], [rule]) == [
        "L.xcstrings:2:3: warning: `en` plural of `%lld files` has no `other` form: en: other (2, 3, 11)"
      ])
  }

  @Test func aFormOnlyMillionsSelectIsNotAskedFor() {
    let fr = pluralCatalog("fr", [("one", "%lld fichier"), ("other", "%lld fichiers")])
    #expect(audit([("L.xcstrings", fr)], [rule]).isEmpty)
    // French `one` is 0 and 1: `other` alone still lacks it.
    let frOther = pluralCatalog("fr", [("other", "%lld fichiers")])
    #expect(
      audit([("L.xcstrings", frOther)], [rule]) == [
        "L.xcstrings:2:3: warning: `fr` plural of `%lld files` lacks categories French uses for integers: fr: one (1)"
      ])
  }

  /// A `zero` that holds 0 alone (Arabic) is asked for in pedantic mode only; Latvian
  /// `zero`, which also holds 10 to 20, always.
  @Test func aZeroOfZeroAloneIsPedantic() {
    let ar = pluralCatalog(
      "ar",
      [
        ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%lld ملفات"), ("many", "%lld ملفًا"),
        ("other", "%lld ملف"),
      ])
    #expect(audit([("L.xcstrings", ar)], [rule]).isEmpty)
    var pedantic = RuleOptions()
    pedantic.pedantic = true
    #expect(
      audit([("L.xcstrings", ar)], [rule], options: pedantic) == [
        "L.xcstrings:2:3: warning: `ar` plural of `%lld files` lacks categories Arabic uses for integers: ar: zero (0)"
      ])
    let lv = pluralCatalog("lv", [("one", "%lld fails"), ("other", "%lld faili")])
    #expect(audit([("L.xcstrings", lv)], [rule]).count == 1)
  }

  @Test func oneTextForEveryNumberWhereOnlyOneDiffersIsAChoice() {
    let de = pluralCatalog("de", [("other", "%lld Zeichen")])
    #expect(audit([("L.xcstrings", de)], [rule]).isEmpty)
    let tr = pluralCatalog("tr", [("zero", "Hiç"), ("other", "%lld eşleşme")])
    #expect(audit([("L.xcstrings", tr)], [rule]).isEmpty)
    // Russian `one` is also 21 and 31, and it has `few` and `many` besides.
    let ru = pluralCatalog("ru", [("other", "%lld файла")])
    #expect(audit([("L.xcstrings", ru)], [rule]).first?.contains(": warning: ") == true)
  }

  @Test func floatingFormatsNeedEveryCategory() {
    let ru = pluralCatalog("ru", [("one", "%.1f км"), ("few", "%.1f км"), ("many", "%.1f км")], key: "km")
    #expect(
      audit([("L.xcstrings", ru)], [rule]) == [
        "L.xcstrings:2:3: warning: `ru` plural of `km` has no `other` form: ru: other (0.5, 1.5)"
      ])
  }

  @Test func aZeroFormTakesZeroOutOfTheSamples() {
    let lv = pluralCatalog("lv", [("one", "%lld fails"), ("other", "%lld faili")])
    #expect(
      audit([("L.xcstrings", lv)], [rule]) == [
        "L.xcstrings:2:3: warning: `lv` plural of `%lld files` lacks categories Latvian uses for integers: lv: zero (0, 10, 11)"
      ])
  }

  @Test func emptyFormsAreMissingAndUnknownLanguagesAreSkipped() {
    let cs = pluralCatalog(
      "cs", [("one", "%lld soubor"), ("few", ""), ("many", "%lld souboru"), ("other", "%lld souborů")])
    #expect(
      audit([("L.xcstrings", cs)], [rule]) == [
        "L.xcstrings:2:3: warning: `cs` plural of `%lld files` lacks categories Czech uses for integers: cs: few (2, 3, 4)"
      ])
    #expect(audit([("L.xcstrings", pluralCatalog("xx-unknown", [("other", "%lld")]))], [rule]).isEmpty)
  }

  @Test func staleEntriesAndDeviceFormsAndNonPluralStringsdictRules() {
    let stale = """
      { "sourceLanguage" : "en", "strings" : { "k" : { "extractionState" : "stale", "localizations" : {
        "ru" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%lld" } } } } } } } } }
      """
    #expect(audit([("L.xcstrings", stale)], [rule]).isEmpty)
    let device = """
      { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : {
        "uk" : { "variations" : { "device" : { "iphone" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "value" : "%lld файл" } }, "other" : { "stringUnit" : { "value" : "%lld файлу" } } } } } } } } } } } }
      """
    #expect(
      audit([("L.xcstrings", device)], [rule]).first?.contains("`uk` plural (iphone) of `k` lacks") == true)
    // Every form the same text, the number at its end: a label, which a missing form
    // falls back to and reads the same.
    let label = device.replacingOccurrences(of: "%lld файл\"", with: "Вибрано: %lld\"")
      .replacingOccurrences(of: "%lld файлу\"", with: "Вибрано: %lld\"")
    #expect(audit([("L.xcstrings", label)], [rule]).isEmpty)
    let width = """
      <plist version="1.0"><dict><key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@w@</string>
        <key>w</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string>
          <key>1</key><string>a</string></dict>
      </dict></dict></plist>
      """
    #expect(audit([("ru.lproj/L.stringsdict", width)], [rule]).isEmpty)
  }

  @Test func eachLanguageIsReadFromICU() throws {
    let ru = try #require(PluralCategories.rules(for: "ru"))
    #expect(ru.integers == ["one", "few", "many"])
    #expect(ru.all == ["one", "few", "many", "other"])
    // European Portuguese has rules of its own: `one` is 1 only, not 0 and 1.
    #expect(PluralCategories.rules(for: "pt-PT")?.selectsOneInteger("one") == true)
    #expect(PluralCategories.rules(for: "pt-BR")?.selectsOneInteger("one") == false)
    #expect(PluralCategories.rules(for: "zh-Hans")?.all == ["other"])
    #expect(PluralCategories.rules(for: "ar")?.integers == ["zero", "one", "two", "few", "many", "other"])
    #expect(ru.selectsOneInteger("one") == false)
    #expect(PluralCategories.rules(for: "en")?.selectsOneInteger("one") == true)
    #expect(PluralCategories.rules(for: "fr")?.selectsOneInteger("one") == false)
    #expect(PluralCategories.rules(for: "fr")?.selectsOneInteger("one", zeroFormPresent: true) == true)
    #expect(ru.samples("few", integersOnly: true) == "2, 3, 22")
    #expect(ru.samples("many", integersOnly: true, showsZero: false) == "5, 6, 11")
    #expect(PluralCategories.rules(for: "Base") == nil)
  }
}

@Suite struct CatalogMissingPluralFormsCopyTests {
  func table(_ one: String, _ other: String) -> String {
    """
    <plist version="1.0"><dict><key>common_accounts</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
    </dict></dict></plist>
    """
  }

  @Test func aTranslationThatStillHoldsTheSourceFormsIsLeftAlone() {
    let en = table("%d account", "%d accounts")
    let found = audit(
      [
        ("App/en.lproj/L.stringsdict", en), ("App/be.lproj/L.stringsdict", en),
        ("App/uk.lproj/L.stringsdict", table("%d обліковий запис", "%d облікових записів")),
      ], [CatalogMissingPluralForms()])
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("App/uk.lproj/L.stringsdict:3:1: warning: `uk` plural") == true)
  }

  @Test func withoutASourceTheFindingStands() {
    let found = audit(
      [("App/be.lproj/L.stringsdict", table("%d рахунак", "%d рахункаў"))], [CatalogMissingPluralForms()])
    #expect(found.count == 1)
  }

  /// Forms with no letter their language writes are text left untranslated, with or
  /// without a source to compare them with; one letter of the language keeps them judged.
  @Test func formsInForeignLettersAreLeftAlone() {
    let english = audit(
      [("App/be.lproj/L.stringsdict", table("%d account", "%d accounts"))], [CatalogMissingPluralForms()])
    #expect(english.isEmpty)
    let mixed = audit(
      [("App/uk.lproj/L.stringsdict", table("%d iCloud запис", "%d iCloud записів"))],
      [CatalogMissingPluralForms()])
    #expect(mixed.count == 1)
  }
}
