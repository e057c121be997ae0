import Testing

@testable import L10nAuditCore

/// "path:line:column: severity: message" of each finding of `rules` over the files.
func audit(_ files: [(String, String)], _ rules: [any Rule], options: RuleOptions = RuleOptions()) -> [String]
{
  auditProject(files.map { ($0.0, Array($0.1.utf8)) }, rules: rules, options: options).map {
    "\($0.path):\($0.start.line):\($0.start.column): \($0.severity.rawValue): \($0.message)"
  }
}

func stringsdict(_ key: String, format: String, valueType: String, forms: [(String, String)]) -> String {
  """
  <plist version="1.0">
  <dict>
    <key>\(key)</key>
    <dict>
      <key>NSStringLocalizedFormatKey</key>
      <string>\(format)</string>
      <key>n</key>
      <dict>
        <key>NSStringFormatSpecTypeKey</key>
        <string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key>
        <string>\(valueType)</string>
  \(forms.map { "      <key>\($0.0)</key>\n      <string>\($0.1)</string>" }.joined(separator: "\n"))
      </dict>
    </dict>
  </dict>
  </plist>

  """
}

@Suite struct CatalogPlaceholderMismatchTests {
  let rule = CatalogPlaceholderMismatch()

  /// A count the source reads only to choose a form may be left out by a language with
  /// one form (Korean), not by one with several (German).
  @Test func aLanguageWithOneFormMayDropTheCountThatChoosesForms() throws {
    let catalog = """
      {"sourceLanguage":"en","strings":{"followers %lld %@":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"%#@followers@"},
      "substitutions":{"followers":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "one":{"stringUnit":{"state":"translated","value":"%2$@ follower"}},
      "other":{"stringUnit":{"state":"translated","value":"%2$@ followers"}}}}}}},
      "ko":{"stringUnit":{"state":"translated","value":"팔로워 %2$@명"}},
      "de":{"stringUnit":{"state":"translated","value":"%2$@ Follower"}}}}},"version":"1.0"}
      """
    let found = audit([("Localizable.xcstrings", catalog)], [rule])
    #expect(found.count == 1)
    #expect(try #require(found.first).contains("`de` translation"))
  }

  @Test func stringsdictValueTypesAndFormsCount() {
    let en = stringsdict(
      "photos", format: "%#@n@", valueType: "d", forms: [("one", "%d photo"), ("other", "%d photos")])
    let ru = stringsdict(
      "photos", format: "%#@n@", valueType: "@",
      forms: [("one", "Одно фото"), ("few", "%d фото"), ("many", "%d фото"), ("other", "%d фото")])
    let found = audit([("en.lproj/L.stringsdict", en), ("ru.lproj/L.stringsdict", ru)], [rule])
    #expect(
      found == [
        "ru.lproj/L.stringsdict:6:5: error: `ru` translation of `photos` reads `%#@n@` (an object) where the source passes `%#@n@` (an integer) (and 1 more)"
      ])
  }

  /// Forms that only choose the noun are fine when the string around the substitution
  /// prints the count; without it, they drop the number.
  @Test func aCountPrintedAroundTheSubstitution() throws {
    func catalog(_ main: String) -> String {
      """
      {"sourceLanguage":"en","strings":{"%lld Seasons":{"localizations":{
      "sk":{"stringUnit":{"state":"translated","value":"\(main)"},
      "substitutions":{"s":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "one":{"stringUnit":{"state":"translated","value":"Séria"}},
      "few":{"stringUnit":{"state":"translated","value":"Série"}},
      "many":{"stringUnit":{"state":"translated","value":"Sérií"}},
      "other":{"stringUnit":{"state":"translated","value":"Sérií"}}}}}}}}}},"version":"1.0"}
      """
    }
    #expect(audit([("L.xcstrings", catalog("%1$lld %#@s@"))], [rule]).isEmpty)
    let found = audit([("L.xcstrings", catalog("%#@s@"))], [rule])
    #expect(found.count == 1)
    #expect(try #require(found.first).contains("drops the number of `%#@s@`"))
  }

  @Test func aFormForOneNumberMaySpellItOut() {
    let en = stringsdict(
      "photos", format: "%#@n@", valueType: "d", forms: [("one", "%d photo"), ("other", "%d photos")])
    let fr = stringsdict(
      "photos", format: "%#@n@", valueType: "d", forms: [("one", "Une photo"), ("other", "%d photos")])
    let frWithZero = stringsdict(
      "photos", format: "%#@n@", valueType: "d",
      forms: [("zero", "Aucune photo"), ("one", "Une photo"), ("other", "%d photos")])
    let de = stringsdict(
      "photos", format: "%#@n@", valueType: "d", forms: [("one", "Ein Foto"), ("other", "%d Fotos")])
    let files = [
      ("en.lproj/L.stringsdict", en), ("fr.lproj/L.stringsdict", fr),
      ("fr-CA.lproj/L.stringsdict", frWithZero),
      ("de.lproj/L.stringsdict", de),
    ]
    // French `one` is 0 and 1, unless a `zero` form takes 0: reported when pedantic, as
    // counts of 0 rarely reach such a form.
    #expect(audit(files, [rule]).isEmpty)
    var pedantic = RuleOptions()
    pedantic.pedantic = true
    let found = audit(files, [rule], options: pedantic)
    #expect(
      found == [
        "fr.lproj/L.stringsdict:14:7: warning: `fr` translation of `photos` (its `one` form) drops the number of `%#@n@`, but French uses `one` for 0, 1… [catalog-placeholder-mismatch]"
          .replacingOccurrences(of: " [catalog-placeholder-mismatch]", with: "")
      ])
  }

  @Test func keysThatAreFormatsStandForAMissingSource() {
    let found = audit(
      [("de.lproj/L.strings", "\"%d files\" = \"%@ Dateien\";\n\"Hello\" = \"Hallo %@\";\n")], [rule])
    #expect(
      found == [
        "de.lproj/L.strings:1:14: error: `de` translation of `%d files` reads `%@` (an object) where the source passes `%d` (an integer)"
      ])
  }

  /// An argument two translations read as one class, which the source leaves out, is
  /// passed by the code; one translation alone, or two reading it as two classes, is not.
  @Test func anArgumentTranslationsShareIsPassed() {
    let tables = [
      ("en.lproj/L.strings", "\"welcome\" = \"Hi %@, welcome back!\";\n\"total\" = \"%d items\";\n"),
      ("it.lproj/L.strings", "\"welcome\" = \"Ciao %@, bentornat%@!\";\n\"total\" = \"%d articoli %@\";\n"),
      ("nl.lproj/L.strings", "\"welcome\" = \"Hallo %@, welkom terug%@!\";\n\"total\" = \"%d items %d\";\n"),
    ]
    #expect(
      audit(tables, [rule]) == [
        "it.lproj/L.strings:2:11: error: `it` translation of `total` reads `%@`, argument 2, which the source does not pass",
        "nl.lproj/L.strings:2:11: error: `nl` translation of `total` reads `%d`, argument 2, which the source does not pass",
      ])
    let catalog = """
      {"sourceLanguage": "en", "strings": {"Hi %@, welcome back!": {"localizations": {
        "it": {"stringUnit": {"state": "translated", "value": "Ciao %@, bentornat%@!"}},
        "nl": {"stringUnit": {"state": "translated", "value": "Hallo %@, welkom terug%@!"}},
        "de": {"stringUnit": {"state": "translated", "value": "Hallo %@, willkommen %@ zurück!"}}
      }}}}
      """
    #expect(audit([("Localizable.xcstrings", catalog)], [rule]).isEmpty)
    let alone = catalog.replacingOccurrences(of: "welkom terug%@!", with: "welkom terug!")
      .replacingOccurrences(of: "willkommen %@ zurück!", with: "willkommen zurück!")
    #expect(audit([("Localizable.xcstrings", alone)], [rule]).count == 1)
  }

  @Test func percentSignsThatAreNoFormatAreLeftAlone() {
    let found = audit(
      [
        ("en.lproj/L.strings", "\"sale\" = \"50% off\";\n\"pct\" = \"%d%% done\";\n"),
        ("fr.lproj/L.strings", "\"sale\" = \"50 % de réduction\";\n\"pct\" = \"%d % terminé\";\n"),
      ], [rule])
    #expect(
      found == [
        "fr.lproj/L.strings:2:9: error: `fr` translation of `pct` has `% te`, which reads an argument the source does not pass"
      ])
  }

  /// `%e %B %Y` is a `strftime` date pattern (a web page's, a C library's): no format for
  /// `String(format:)`, in a `.strings` table or a String Catalog.
  @Test func datePatternsAreNoFormats() {
    let strings = audit(
      [
        ("en.lproj/L.strings", "\"valid\" = \"Valid on %e %B %Y\";\n\"n\" = \"%d items\";\n"),
        ("de.lproj/L.strings", "\"valid\" = \"Gültig am %d.%m.%Y\";\n\"n\" = \"%@ Elemente\";\n"),
      ], [rule])
    #expect(strings.count == 1)
    #expect(strings.first?.contains("`n`") == true)
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "valid" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Valid on %e %B %Y" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Gültig am %d.%m.%Y" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    #expect(audit([("Localizable.xcstrings", catalog)], [rule]).isEmpty)
    #expect(SourceArguments.isDatePattern(Array("%H:%M".utf8)))
    #expect(!SourceArguments.isDatePattern(Array("%d%% of %@".utf8)))
    #expect(!SourceArguments.isDatePattern(Array("100%% Mac".utf8)))
  }

  @Test func emptyAndUntranslatedValuesAreLeftToMissingTranslation() {
    let catalog = """
      { "sourceLanguage" : "en", "strings" : { "%lld items" : { "localizations" : {
        "de" : { "stringUnit" : { "state" : "new", "value" : "" } } } } } }
      """
    #expect(audit([("L.xcstrings", catalog)], [rule]).isEmpty)
  }

  @Test func deviceFormsAreComparedOneByOne() {
    let catalog = """
      { "sourceLanguage" : "en", "strings" : { "Tap %@" : { "localizations" : {
        "de" : { "variations" : { "device" : {
          "mac" : { "stringUnit" : { "value" : "Klicke auf %@" } },
          "other" : { "stringUnit" : { "value" : "Tippe" } } } } } } } } }
      """
    #expect(
      audit([("L.xcstrings", catalog)], [rule]) == [
        "L.xcstrings:4:44: warning: `de` translation of `Tap %@` drops `%@` of the source"
      ])
  }

  /// A `%@` glued to the end of a word (`path%@`) may be dropped; changing its type, adding
  /// a placeholder, or dropping another one is still reported.
  @Test func anEnglishSuffixMayBeDropped() {
    func found(_ key: String, _ ko: String) -> [String] {
      let catalog = """
        { "sourceLanguage" : "en", "strings" : { "\(key)" : { "localizations" : {
          "ko" : { "stringUnit" : { "state" : "translated", "value" : "\(ko)" } } } } } }
        """
      return audit([("L.xcstrings", catalog)], [rule])
    }
    #expect(found("%lld path%@", "%lld 경로").isEmpty)
    #expect(found("%lld path%@.", "%lld 경로.").isEmpty)
    #expect(found("%1$lld path%2$@", "%1$lld 경로").isEmpty)
    #expect(found("%lld path%@", "%lld 경로%d").count == 1)
    #expect(found("%lld path%@", "%lld 경로%@%@").count == 1)
    #expect(found("%lld path%@", "경로").count == 1)
    // Not a suffix: a value after a space, before a letter, or written with a width.
    #expect(found("%lld path %@", "%lld 경로").count == 1)
    #expect(found("%lld path%@name", "%lld 경로").count == 1)
    #expect(found("%lld path%5@", "%lld 경로").count == 1)
  }

  /// Beside an English suffix, a `%@` that no translation reads is an English piece the
  /// code chooses; one that another translation reads, a number, or a `%@` in a key with
  /// no suffix, or dropped by the only translation, stays reported.
  @Test func aPhraseEveryTranslationDropsBesideASuffix() {
    func found(_ source: String, _ de: String, _ fr: String?) -> [String] {
      let french =
        fr.map { #", "fr" : { "stringUnit" : { "state" : "translated", "value" : "\#($0)" } }"# } ?? ""
      let catalog = """
        { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "\(source)" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "\(de)" } }\(french) } } } }
        """
      return audit([("L.xcstrings", catalog)], [rule])
    }
    let source = "Used by %1$lld automation%2$@: %3$@. It will break %4$@."
    #expect(
      found(source, "Von %1$lld Automation(en): %3$@. Kaputt.", "Par %1$lld automatisation(s) : %3$@. Cassé.")
        .isEmpty)
    #expect(
      found(source, "Von %1$lld Automation(en). Kaputt.", "Par %1$lld automatisation(s) : %3$@. Cassé.").count
        == 1)
    #expect(found(source, "Von %1$lld Automation(en): %3$@. Kaputt.", "Par %1$lld : %3$@ %4$@.").count == 1)
    #expect(found(source, "Von %1$lld Automation(en): %3$@. Kaputt.", nil).count == 1)
    #expect(
      found(
        "Used by %1$lld automations: %2$@. It will break %3$@.", "Von %1$lld: %2$@.", "Par %1$lld : %2$@."
      ).count == 2)
    #expect(
      found("Used by %1$lld automation%2$@. It breaks %3$lld.", "Von %1$lld Automation(en).", "Par %1$lld.")
        .count == 2)
  }

  @Test func severalProblemsAreOneFindingAtTheWorst() {
    let found = audit(
      [
        ("Base.lproj/M.strings", "\"k\" = \"%@ and %d and %@\";\n"),
        ("it.lproj/M.strings", "\"k\" = \"%d e ％@\";\n"),
      ],
      [rule])
    #expect(
      found == [
        "it.lproj/M.strings:1:7: error: `it` translation of `k` reads `%d` (an integer) where the source passes `%@` (an object) (and 3 more)"
      ])
  }
}

@Suite struct CatalogPlaceholderSourceTests {
  @Test func aSourceThatReadsOneArgumentAsTwoClassesIsNotCompared() {
    let names = """
      <plist version="1.0"><dict><key>followed</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@names@%#@count@</string>
      <key>names</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string></string><key>other</key><string></string></dict>
      <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string>
      <key>one</key><string>Followed by %1$@ and another</string><key>other</key><string>Followed by %1$@ and %ld others</string></dict>
      </dict></dict></plist>
      """
    let ar = names.replacingOccurrences(of: "Followed by", with: "يتابعه")
    #expect(
      audit(
        [("en.lproj/L.stringsdict", names), ("ar.lproj/L.stringsdict", ar)], [CatalogPlaceholderMismatch()]
      ).isEmpty)
  }

  @Test func keysThatCountATimeUnit() {
    for key in ["date.minute.left", "%ld days ago", "timeAgoHours", "YEARS_LEFT", "plural.count.week"] {
      #expect(NaturalLanguage.countsTimeUnit(key: key), "\(key)")
    }
    for key in ["plural.count.vote", "%ld followers", "secondary.title", "daylight", "holidays", "payday"] {
      #expect(!NaturalLanguage.countsTimeUnit(key: key), "\(key)")
    }
  }
}
