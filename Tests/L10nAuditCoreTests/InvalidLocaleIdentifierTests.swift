import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): how ICU's readings become
/// suggestions, and the shapes real code takes that the doc would not show.
@Suite struct InvalidLocaleIdentifierTests {
  func problem(_ identifier: String) -> LocaleIdentifierProblem? {
    LocaleIdentifierReading.read(identifier)
  }

  @Test(arguments: [
    ("en_US_POSX", "en_US_POSIX"), ("english", "en"), ("Japanese", "ja"), ("deutsch", "de"),
    ("zh_CN_Hans", "zh_Hans_CN"), ("zh-CN-Hans", "zh-Hans-CN"), ("jp", "ja"), ("cn_CN", "zh_CN"),
    ("en_EN", "en"), ("en_UK", "en_GB"), ("enUSPOSIX", "en_US_POSIX"), ("en_GB_UTF-8", "en_GB"),
    ("english_US", "en_US"),
  ])
  func suggestsTheIdentifierMeant(identifier: String, meant: String) {
    #expect(problem(identifier)?.suggestion == meant, "\(identifier)")
  }

  @Test func namesWhatICUMadeOfIt() throws {
    let posx = try #require(problem("en_US_POSX"))
    #expect(posx.kind == .variant)
    #expect(
      posx.message == "`en_US_POSX` has variant `POSX`, which ICU does not know; formatters get plain `en_US`"
    )
    #expect(posx.help == "did you mean `en_US_POSIX`?")

    let region = try #require(problem("ja_JA"))
    #expect(region.kind == .region)
    #expect(region.message.contains("(`ja` is the language code of Japanese)"))
    #expect(region.help == "did you mean `ja` or `ja_JP`?")

    let jp = try #require(problem("jp"))
    #expect(jp.kind == .language)
    #expect(jp.message == "`jp` is not a language ICU knows (`JP` is the region Japan)")
    #expect(jp.help == "did you mean `ja` (Japanese)?")

    let hans = try #require(problem("zh_CN_Hans"))
    #expect(hans.kind == .scriptAsVariant)
    #expect(hans.subtag == "Hans")

    #expect(problem("en_UK")?.kind == .regionAlias(canonical: "GB"))
    #expect(problem("zh_Hanz_CN")?.kind == .script)
  }

  @Test func withoutAGuessTheHelpSaysWhatToWrite() throws {
    // `base` is not `ba` + `SE`: a run-together identifier keeps each part's case.
    let base = try #require(problem("base"))
    #expect(base.suggestion == nil)
    #expect(base.help.contains("ISO 639"))
  }

  @Test(arguments: [
    "en-US_POSIX", "pt-br", "en_us_posix", "en_US.UTF-8", "en_US", "en-US", "zh-Hans", "zh_Hant_TW",
    "sr_Latn_RS", "es_419", "ar_001", "ja_JP@calendar=japanese", "en-US-u-hc-h23", "iw", "in_ID",
    "eng", "en_USA", "ca_ES_VALENCIA", "de-1996", "en-GB-oxendict", "no_NO_NY", "en_DE", "en_ZZ",
    "", "_US", "x-foo", "root", "und", "hy_AREVMDA",
  ])
  func leavesAloneWhatICUReadsAsNamed(identifier: String) {
    #expect(problem(identifier) == nil, "\(identifier)")
  }

  /// Every locale ICU has data for, as ICU spells it, in BCP 47 dashes and in lowercase:
  /// whatever the ICU version, none is reported.
  @Test func everyAvailableLocaleIsFine() {
    let wrong = ICU.availableLocales.flatMap { id in
      [id, id.replacingUnderscores(), id.lowercased()].filter { problem($0) != nil }
    }
    #expect(wrong == [])
    #expect(ICU.availableLocales.count > 100)
  }

  @Test func answersAreKeptPerIdentifier() {
    let first = LocaleIdentifierReading.problem(in: "en_US_POSX")
    #expect(LocaleIdentifierReading.cache.value("en_US_POSX") == .some(first))
    #expect(LocaleIdentifierReading.problem(in: "en_US_POSX") == first)
    _ = LocaleIdentifierReading.problem(in: "en_GB")
    #expect(LocaleIdentifierReading.cache.value("en_GB") == .some(nil))
  }

  @Test func aConstantIsReportedOnceAtItsLiteral() {
    let code = """
      private let posix = "en_US_POSX"
      let a = Locale(identifier: posix)
      let b = Locale(identifier: posix)
      """
    let found = run(InvalidLocaleIdentifier(), code)
    #expect(found.map(\.start.line) == [1])
  }

  @Test func implicitInitOnlyWhereALocaleGoes() {
    let code = """
      formatter.timeZone = .init(identifier: "english")
      let item: Item = .init(identifier: "english")
      let locale: Locale = .init(identifier: "english")
      let picked = custom ?? .init(identifier: "english")
      let posixLocale = custom ?? .init(identifier: "english")
      show(locale: .init(identifier: "english"))
      """
    #expect(run(InvalidLocaleIdentifier(), code).map(\.start.line) == [3, 5, 6])
  }

  @Test func testFilesAreLeftAlone() {
    let code = #"let l = Locale(identifier: "xx_XX")"#
    #expect(run(InvalidLocaleIdentifier(), code, path: "Tests/AppTests/FallbackTests.swift") == [])
    #expect(run(InvalidLocaleIdentifier(), code).count == 1)
  }

  @Test func editDistanceStopsPastItsLimit() {
    #expect(ICULocaleData.editDistance(Array("POSX".utf8), Array("POSIX".utf8), limit: 2) == 1)
    #expect(ICULocaleData.editDistance(Array("".utf8), Array("AB".utf8), limit: 2) == 2)
    #expect(ICULocaleData.editDistance(Array("A".utf8), Array("ABCD".utf8), limit: 2) > 2)
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
