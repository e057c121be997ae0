import Testing

@testable import L10nAuditCore

/// The plural wording comes from ICU; these tests hold it to what ICU says, number by number.
@Suite struct PluralRulesTests {
  let cldr = EnglishPluralAssumption.shared

  @Test func icuIsLinkedAndHasPluralData() {
    #expect(ICU.version.first?.isNumber == true)
    #expect(ICU.availableLocales.count > 100)
    #expect(ICU.pluralCategory(1, locale: "en") == "one")
    #expect(ICU.pluralCategory(1.5, locale: "en") == "other")
    #expect(ICU.pluralKeywords(locale: "ar").count == 6)
    #expect(ICU.languageName("fr_CA") == "French")
    #expect(ICU.language(of: "pt_BR") == "pt")
  }

  @Test func batchCategoriesMatchSingleLookups() throws {
    for locale in ["fr", "ru", "ar", "pl", "en", "ja"] {
      let batch = try #require(ICU.pluralCategories(EnglishPluralAssumption.samples, locale: locale))
      let single = EnglishPluralAssumption.samples.map { ICU.pluralCategory($0, locale: locale) }
      #expect(batch == single.compactMap { $0 }, "\(locale)")
    }
  }

  /// Languages of one rule set get the same categories, so the analysis reads each set once.
  @Test func languagesOfARuleSetShareTheirCategories() throws {
    let sets = ICU.pluralRuleSets
    #expect(sets.count > 100)
    #expect(sets["fr"] != nil && sets["fr"] != sets["en"])
    #expect(sets["de"] == sets["en"])
    var categoriesOfSet: [String: [String]] = [:]
    for (language, set) in sets {
      let categories = try #require(ICU.pluralCategories(EnglishPluralAssumption.samples, locale: language))
      if let other = categoriesOfSet[set] { #expect(categories == other, "\(language) \(set)") }
      categoriesOfSet[set] = categories
    }
    #expect(categoriesOfSet.count < sets.count)
  }

  @Test func languagesWithOneFormOrEnglishRulesDoNotBreak() {
    let codes = Set(cldr.differences.map(\.language))
    #expect(!codes.contains("en"))
    #expect(!codes.contains("de"))
    #expect(!codes.contains("ja"))  // one form: every branch reads the same
    #expect(codes.contains("fr") && codes.contains("ru") && codes.contains("ar") && codes.contains("pl"))
  }

  /// Every claim in the summary, re-derived from single ICU lookups.
  @Test func wordingAgreesWithICU() throws {
    let summary = cldr.summary()
    #expect(!cldr.examples.isEmpty)
    for example in cldr.examples.prefix(3) {
      #expect(summary.contains(example.phrase))
      #expect(example.name == ICU.languageName(example.language))
      for n in example.alsoSingular {
        #expect(ICU.pluralCategory(n, locale: example.language) == "one", "\(example.language) \(n)")
      }
      let used = Set(
        EnglishPluralAssumption.samples.compactMap { ICU.pluralCategory($0, locale: example.language) })
      for form in example.extraForms {
        #expect(used.contains(form), "\(example.language) \(form)")
        #expect(example.phrase.contains("`\(form)`"))
      }
      for category in used where category != "one" && category != "other" {
        #expect(example.extraForms.contains(category), "\(example.language) lacks \(category)")
      }
    }
  }

  @Test func frenchRussianAndArabicAreDescribedFromTheirRules() throws {
    let byCode = Dictionary(uniqueKeysWithValues: cldr.differences.map { ($0.language, $0) })
    let fr = try #require(byCode["fr"])
    #expect(fr.phrase == "French treats 0 and 1.5 as singular")
    let ru = try #require(byCode["ru"])
    #expect(ru.phrase == "Russian treats 21 as singular and needs `few` and `many` forms")
    let ar = try #require(byCode["ar"])
    #expect(ar.phrase == "Arabic needs `zero`, `two`, `few` and `many` forms")
  }

  @Test func theRuleMessageCarriesTheSummary() throws {
    let d = try #require(run(EnglishPluralBranch(), #"let s = n == 1 ? "1 file" : "\(n) files""#).first)
    #expect(d.message.hasSuffix(cldr.summary()))
    #expect(d.help?.contains("ICU \(ICU.version)") == true)
  }

  @Test func caseMappingFollowsLocaleRules() {
    #expect(ICU.caseMap("ID", .lower, locale: "tr") == "ıd")
    #expect(ICU.caseMap("ID", .lower, locale: "") == "id")
    #expect(LocaleCaseOnMachineKey.hasOwnCasing("tr"))
    #expect(LocaleCaseOnMachineKey.hasOwnCasing("az_AZ"))
    #expect(LocaleCaseOnMachineKey.hasOwnCasing("lt"))
    #expect(!LocaleCaseOnMachineKey.hasOwnCasing("en_US_POSIX"))
    #expect(!LocaleCaseOnMachineKey.hasOwnCasing("fr"))
  }
}
