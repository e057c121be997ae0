import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the shapes real code
/// takes that the doc would not show.
@Suite struct NonPositionalPlaceholdersTests {
  /// The text of each reported range.
  func reported(_ code: String, path: String = "Sources/App/File.swift") -> [String] {
    reportedTexts(NonPositionalPlaceholders(), code, path: path)
  }

  /// The code with the first finding's fix applied, or nil without one.
  func fixed(_ code: String) -> String? {
    guard let fix = run(NonPositionalPlaceholders(), code).first?.fix else { return nil }
    #expect(!fix.isSafe)
    var bytes = Array(code.utf8)
    for e in fix.edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(e.start..<e.end, with: Array(e.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func readsEveryLocalizedForm() {
    let code = """
      let a = NSLocalizedString("%@ and %@", comment: "Two names")
      let b = String(localized: "%lld of %lld", comment: "Done, total")
      let c = LocalizedStringResource("%@ says %@")
      let d = Text("%@ by %@")
      let e = "%@ — by %@".localized
      let f = "%@ (%d items)".localized(with: [name, n])
      let g = Bundle.main.localizedString(forKey: "%@ per %@", value: nil, table: nil)
      let h = OCLocalizedString("%@ of %@", nil)
      let i = LocalizedStringKey("%@ likes %@")
      """
    #expect(reported(code).count == 9)
  }

  /// A format with no word of its own lays its values out; nothing in it is reordered.
  @Test func formatsWithoutWordsAreLeftAlone() {
    let code = """
      let a = String(format: "🏆 %@: %@".localized(), title, name)
      let b = String(format: "[%@] %@".localized(), code, message)
      let c = String(format: "%d/%d".localized(), done, total)
      let d = String(format: "γ×10 = %@ %@".localized(), value, unit)
      let e = String(format: "%@ to %@".localized(), start, end)
      """
    #expect(reported(code).count == 1)
  }

  /// Integers joined by a colon alone are one clock time, any two values joined by a slash
  /// (a space each side at most) one count of a total; another value beside them, a colon
  /// between words, or wider spacing, still counts.
  @Test func aClockTimeIsOneValue() {
    let code = """
      let a = String(format: String(localized: "Check at %d:%02d"), hour, minute)
      let b = String(format: String(localized: "Check at %d:%02d by %@"), hour, minute, name)
      let c = String(format: String(localized: "Level %d: %d points"), level, points)
      let d = String(format: String(localized: "Name %@:%@"), first, last)
      let e = String(format: String(localized: "Badges (%lld/%lld)"), earned, total)
      let f = String(format: String(localized: "%@ read %lld/%lld"), name, done, total)
      let g = String(format: String(localized: "%@ / %@ XP to next level"), current, needed)
      let h = String(format: String(localized: "%@  /  %@ XP"), current, needed)
      """
    #expect(
      reported(code) == [
        "\"Check at %d:%02d by %@\"", "\"Level %d: %d points\"", "\"Name %@:%@\"",
        "\"%@ read %lld/%lld\"", "\"%@  /  %@ XP\"",
      ])
  }

  /// Two values joined by an arithmetic sign, the first perhaps labeled in brackets, are
  /// one formula; a sign between words, or a second bracket, is not.
  @Test func aFormulaKeepsItsOrder() {
    let code = """
      let a = String(format: String(localized: "%@ (Gas Price) * %@ (Gas Limit)"), price, limit)
      let b = String(format: String(localized: "%d × %d"), width, height)
      let c = String(format: String(localized: "%@ plus more * %@"), a, b)
      let d = String(format: String(localized: "%@ (%@) = %@ total"), a, b, c)
      """
    #expect(reported(code) == ["\"%@ plus more * %@\"", "\"%@ (%@) = %@ total\""])
  }

  @Test func leavesOtherFormatsAlone() {
    let code = """
      let a = String(format: "%@ and %@", x, y)
      let b = NSLocalizedString("%1$@ and %2$@", comment: "Two names")
      let c = NSLocalizedString("%@ done", comment: "One name")
      let d = NSLocalizedString("%d%% of %@", comment: "Percent, name") // two: reported
      let e = NSLocalizedString("Up 50% or more on %@", comment: "Discount")
      let f = print("%@ %@")
      let g = NSLocalizedString("key", comment: "%@ is the sender, %@ the recipient")
      let h = String.localizedStringWithFormat("%d–%d", low, high)
      let i = String(localized: "\\(done) of \\(total)")
      """
    #expect(reported(code) == [#""%d%% of %@""#])
  }

  /// All `%@` given the items of one list: left alone only when the arguments show it.
  @Test func itemsOfOneListReadInAnyOrder() {
    let quiet = [
      #"let s = String(format: NSLocalizedString("%@, %@", comment: ""), names[0], names[1])"#,
      #"let s = String.localizedStringWithFormat("%@ & %@".localized, a[0].name, a[1].name)"#,
      """
      func f() {
          let format = NSLocalizedString("%@, %@", comment: "")
          label.text = formatList(format, names.map(\\.displayName))
      }
      """,
      """
      func f() {
          let args = accounts.map(\\.displayName)
          label.text = formatList(NSLocalizedString("%@, %@", comment: ""), args)
      }
      """,
    ]
    for code in quiet { #expect(reported(code).isEmpty, "\(code)") }
    let loud = [
      // A count among the names, other roles, two collections, one index twice over.
      #"let s = String(format: NSLocalizedString("%@, %@ and %ld more", comment: ""), names[0], names[1], n)"#,
      #"let s = String(format: NSLocalizedString("%@ sent %@", comment: ""), parts[0], amount)"#,
      #"let s = String(format: NSLocalizedString("%@ sent %@", comment: ""), senders[0], recipients[1])"#,
      #"let s = String(format: NSLocalizedString("%@ sent %@", comment: ""), a[i], a[j])"#,
      #"let s = String(format: NSLocalizedString("%@ sent %@", comment: ""), arguments: [sender, recipient])"#,
      """
      func f() {
          var args: [Any] = []
          args.append(sender)
          args.append(contentsOf: recipients.map { $0.name })
          label.text = formatList(NSLocalizedString("%@ sent to %@", comment: ""), args)
      }
      """,
      """
      func f() {
          let names = [sender, recipient]
          var args: [Any] = []
          args.append(contentsOf: names)
          label.text = formatList(NSLocalizedString("%@ sent to %@", comment: ""), args)
      }
      """,
      """
      func f() {
          let format = NSLocalizedString("%@, then %@", comment: "")
          label.text = formatList(format, names.map(\\.displayName))
          title = format
      }
      """,
    ]
    for code in loud { #expect(reported(code).count == 1, "\(code)") }
  }

  @Test func theValueIsJudgedBeforeTheKey() {
    let both = #"let t = NSLocalizedString("%@ of %@", value: "%@ of %@", comment: "Page, pages")"#
    #expect(reported(both) == [#""%@ of %@""#])
    #expect(run(NonPositionalPlaceholders(), both).first?.start.column == 46)
    // An empty value falls back to the key, which is judged then.
    let empty = #"let t = NSLocalizedString("%@ of %@", value: "", comment: "Page, pages")"#
    #expect(run(NonPositionalPlaceholders(), empty).first?.start.column == 27)
    let positionalValue =
      #"let t = NSLocalizedString("%@ of %@", value: "%1$@ of %2$@", comment: "Page, pages")"#
    #expect(reported(positionalValue).isEmpty)
  }

  @Test func messagesNameThePlaceholders() {
    let all = run(
      NonPositionalPlaceholders(), #"let t = NSLocalizedString("%@ sent %ld to %@", comment: "")"#)
    #expect(all.map(\.message) == ["localized format has 3 placeholders without positions (`%@`, `%ld`)"])
    let mixed = run(NonPositionalPlaceholders(), #"let t = NSLocalizedString("%1$@ and %@", comment: "")"#)
    #expect(
      mixed.map(\.message) == ["localized format mixes numbered placeholders with `%@` without a position"])
  }

  @Test func fixNumbersThePlaceholders() {
    #expect(
      fixed(#"let t = NSLocalizedString("%@ sent %.2f to %@ (%d%%)", comment: "")"#)
        == #"let t = NSLocalizedString("%1$@ sent %2$.2f to %3$@ (%4$d%%)", comment: "")"#)
    #expect(
      fixed(#"let t = NSLocalizedString("%1$@ and %@", comment: "")"#)
        == #"let t = NSLocalizedString("%1$@ and %2$@", comment: "")"#)
    // Positions out of order, a `*` width, or escapes in the literal: no fix.
    #expect(fixed(#"let t = NSLocalizedString("%2$@ and %@", comment: "")"#) == nil)
    #expect(fixed(#"let t = NSLocalizedString("%*d of %d", comment: "")"#) == nil)
    #expect(fixed(#"let t = NSLocalizedString("%@\n%@", comment: "")"#) == nil)
  }

  /// A key that a String Catalog of the tree holds with every placeholder numbered in
  /// its development-language value (Xcode numbers them there) is left alone; the fix of a
  /// finding on a key goes through the project pass.
  /// A String Catalog numbers a key through its plural forms, or through substitutions
  /// each bound to its argument: the key is numbered there too.
  @Test func aKeyNumberedInCatalogVariationsIsLeftAlone() throws {
    let code = """
      let a = String(format: String(localized: "a11y.%@record%i"), title, 1)
      let b = String(format: String(localized: "a11y.record%itag%i"), records, tags)
      let c = String(format: String(localized: "a11y.%@tag%i"), title, 1)
      """
    let catalog = #"""
      {"sourceLanguage":"en","version":"1.0","strings":{
        "a11y.%@record%i":{"localizations":{"en":{"variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"%2$i %1$@ record"}},
          "other":{"stringUnit":{"state":"translated","value":"%2$i %1$@ records"}}}}}}},
        "a11y.record%itag%i":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@arg1@ with %#@arg2@"},
          "substitutions":{
            "arg1":{"argNum":1,"formatSpecifier":"i","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg records"}}}}},
            "arg2":{"argNum":2,"formatSpecifier":"i","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg tags"}}}}}}}}},
        "a11y.%@tag%i":{"localizations":{"en":{"variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"%2$i %1$@ tag"}},
          "other":{"stringUnit":{"state":"translated","value":"%i %@ tags"}}}}}}}
      }}
      """#
    let found = auditProject(
      [("App/A11y.swift", Array(code.utf8)), ("App/Localizable.xcstrings", Array(catalog.utf8))],
      rules: [NonPositionalPlaceholders()]
    ).filter { $0.ruleID == "non-positional-placeholders" }
    #expect(found.map(\.start.line) == [3])
  }

  /// `%credits%`, `%perfecto de indicativo%`: an app's own markup for links, not
  /// placeholders; `%lld%%` is a placeholder and a percent sign.
  @Test func percentDelimitedWordsAreMarkup() {
    #expect(NonPositionalPlaceholders.opensMarkupWord(Array("See %credits% now".utf8), at: 4))
    #expect(NonPositionalPlaceholders.opensMarkupWord(Array("%perfecto de indicativo% y".utf8), at: 0))
    #expect(NonPositionalPlaceholders.opensMarkupWord(Array("%pretérito%".utf8), at: 0))
    #expect(!NonPositionalPlaceholders.opensMarkupWord(Array("%lld%%".utf8), at: 0))
    #expect(!NonPositionalPlaceholders.opensMarkupWord(Array("%d of %d".utf8), at: 0))
    #expect(!NonPositionalPlaceholders.opensMarkupWord(Array("%@ and %@".utf8), at: 0))
  }

  @Test func aKeyNumberedInAStringCatalogIsLeftAlone() throws {
    let code = """
      let a = String(localized: "%d of %d")
      let b = NSLocalizedString("%@ sent %@", comment: "Sender, recipient")
      let c = String(localized: "%@ and %@")
      """
    let catalog = #"""
      {"sourceLanguage":"en","version":"1.0","strings":{
        "%d of %d":{"localizations":{"en":{"stringUnit":{"state":"new","value":"%1$d of %2$d"}},
          "zh-Hans":{"stringUnit":{"state":"translated","value":"第 %1$d 个，共 %2$d 个"}}}},
        "%@ sent %@":{"localizations":{"en":{"stringUnit":{"state":"new","value":"%1$@ sent %@"}}}},
        "%@ and %@":{}
      }}
      """#
    func found(_ files: [(String, String)]) -> [Diagnostic] {
      auditProject(
        files.map { ($0.0, Array($0.1.utf8)) },
        rules: [NonPositionalPlaceholders(), CatalogMissingTranslation()]
      ).filter { $0.ruleID == "non-positional-placeholders" }
    }
    let alone = found([("App/Counts.swift", code)])
    #expect(alone.map(\.start.line) == [1, 2, 3])
    let beside = found([("App/Counts.swift", code), ("App/Localizable.xcstrings", catalog)])
    #expect(beside.map(\.start.line) == [2, 3])
    // The development language's `.strings` table counts too, and so do translations
    // when every one that holds the key numbers its placeholders.
    let english = #""%@ sent %@" = "%1$@ sent %2$@";"#
    #expect(
      found([("App/Counts.swift", code), ("App/en.lproj/Localizable.strings", english)]).map(\.start.line)
        == [1, 3])
    let german = #""%@ sent %@" = "%1$@ hat %2$@ gesendet";"#
    let french = #""%@ sent %@" = "%@ a envoyé %@";"#
    #expect(
      found([("App/Counts.swift", code), ("App/de.lproj/Localizable.strings", german)]).map(\.start.line)
        == [1, 3])
    #expect(
      found([
        ("App/Counts.swift", code), ("App/de.lproj/Localizable.strings", german),
        ("App/fr.lproj/Localizable.strings", french),
      ]).map(\.start.line) == [1, 2, 3])
    // The `value:` of a lookup with a literal key: its translations are found by that key.
    let valued = #"let v = NSLocalizedString("SentBy", value: "%@ sent %@", comment: "Sender, recipient")"#
    #expect(found([("App/Sent.swift", valued)]).map(\.start.line) == [1])
    let translatedKey = #""SentBy" = "%2$@ a reçu %1$@";"#
    #expect(found([("App/Sent.swift", valued), ("App/fr.lproj/Localizable.strings", translatedKey)]).isEmpty)
    // A String Catalog that holds the literal key with a numbered development value.
    let numberedByKey = #"""
      {"sourceLanguage":"en","version":"1.0","strings":{"SentBy":{"extractionState":"extracted_with_value",
        "localizations":{"en":{"stringUnit":{"state":"new","value":"%1$@ sent %2$@"}}}}}}
      """#
    #expect(found([("App/Sent.swift", valued), ("App/Localizable.xcstrings", numberedByKey)]).isEmpty)
    // A String Catalog's own translations: numbered in every one that holds the key.
    func inCatalog(_ ru: String, _ fr: String? = nil) -> String {
      let french = fr.map { #","fr":{"stringUnit":{"state":"translated","value":"\#($0)"}}"# } ?? ""
      return #"{"sourceLanguage":"en","version":"1.0","strings":{"%@ sent %@":{"localizations":{"#
        + #""en":{"stringUnit":{"state":"translated","value":"%@ sent %@"}},"#
        + #""ru":{"stringUnit":{"state":"translated","value":"\#(ru)"}}\#(french)}}}}"#
    }
    let sent = #"let b = NSLocalizedString("%@ sent %@", comment: "Sender, recipient")"#
    #expect(found([("App/S.swift", sent), ("App/Localizable.xcstrings", inCatalog("%2$@ от %1$@"))]).isEmpty)
    #expect(
      found([
        ("App/S.swift", sent), ("App/Localizable.xcstrings", inCatalog("%2$@ от %1$@", "%@ a envoyé %@")),
      ])
      .count == 1)
    let fix = try #require(beside.first?.fix)
    #expect(fix.edits.map(\.replacement) == ["1$", "2$"])
    #expect(fix.edits.first?.startLocation?.line == 2)
  }

  /// A key whose development-language value shows one count of a total is left alone,
  /// as that format in the code would be; a value without words of its own is not enough.
  @Test func aKeyWhoseValueCountsATotalIsLeftAlone() {
    let code = """
      let a = String(format: NSLocalizedString("MIGRATE_%i_OF_%i", comment: ""), done, total)
      let b = String(format: String(localized: "%d hours %d minutes"), h, m)
      """
    let english = #"""
      "MIGRATE_%i_OF_%i" = "Migrate (%i/%i)";
      "%d hours %d minutes" = "%dh %dm";
      """#
    let found = auditProject(
      [("App/M.swift", Array(code.utf8)), ("App/en.lproj/Localizable.strings", Array(english.utf8))],
      rules: [NonPositionalPlaceholders()])
    #expect(found.map(\.start.line) == [2])
  }

  /// A key-shaped format whose value has no word in any language of its String Catalog
  /// (`%@ %d°`: a direction and degrees) is laid out, not worded; one that a language
  /// words is still reported.
  @Test func aKeyNoLanguageWordsIsLeftAlone() {
    let code =
      #"let c = String(format: NSLocalizedString("compass_%@ %d°", comment: "Direction, degrees"), dir, deg)"#
    func found(_ de: String) -> [Diagnostic] {
      foundBeside(code, key: "compass_%@ %d°", [("en", "%@ %d°"), ("de", de)])
    }
    #expect(found("%@ %d°").isEmpty)
    #expect(found("%@ mit %d Grad").count == 1)
  }

  /// The findings for `code` beside a String Catalog whose one entry, `key`, has the
  /// translated `values` (language, value), English being its source.
  func foundBeside(_ code: String, key: String, _ values: [(String, String)]) -> [Diagnostic] {
    let localizations = values.map { #""\#($0.0)":{"stringUnit":{"state":"translated","value":"\#($0.1)"}}"# }
    let catalog =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"\#(key)":{"localizations":{"#
      + localizations.joined(separator: ",") + "}}}}"
    return auditProject(
      [("App/Code.swift", Array(code.utf8)), ("App/Localizable.xcstrings", Array(catalog.utf8))],
      rules: [NonPositionalPlaceholders()])
  }

  /// A String Catalog entry without a source value (its key is the source text) is
  /// judged by its translations, as one with a source value is.
  @Test func aCatalogKeyWithoutSourceValueIsJudgedByItsTranslations() {
    let code = #"let s = String(format: NSLocalizedString("Stack %lld of %lld", comment: ""), i, n)"#
    func found(_ fr: String) -> [Diagnostic] {
      foundBeside(code, key: "Stack %lld of %lld", [("de", "Stapel %1$lld von %2$lld"), ("fr", fr)])
    }
    #expect(found("Pile %1$lld sur %2$lld").isEmpty)
    #expect(found("Pile %lld sur %lld").count == 1)
  }

  /// A key whose value has no word of its own in every `.strings` table that holds it
  /// (`"%@ – %@"`, a range) orders its values nowhere; one table that words it keeps the
  /// finding.
  @Test func aKeyNoTableWordsIsLeftAlone() {
    let code = #"let r = String(format: NSLocalizedString("TimeRange: %@ - %@", comment: ""), start, end)"#
    func found(_ zh: String) -> [Diagnostic] {
      auditProject(
        [
          ("App/Range.swift", Array(code.utf8)),
          ("App/en.lproj/Localizable.strings", Array(#""TimeRange: %@ - %@" = "%@ – %@";"#.utf8)),
          ("App/zh-Hans.lproj/Localizable.strings", Array("\"TimeRange: %@ - %@\" = \"\(zh)\";".utf8)),
        ],
        rules: [NonPositionalPlaceholders()])
    }
    #expect(found("%@ – %@").isEmpty)
    #expect(found("%@至%@").count == 1)
  }

  @Test func skipsTestsAndPreviews() {
    let code = #"let t = NSLocalizedString("%@ and %@", comment: "Two names")"#
    #expect(reported(code, path: "Tests/AppTests/NamesTests.swift").isEmpty)
    #expect(reported("#Preview {\n    Text(\"%@ by %@\")\n}").isEmpty)
  }
}
