import Testing

@testable import L10nAuditCore

@Suite struct CatalogMissingTranslationTests {
  let rule = CatalogMissingTranslation()

  @Test func oneFindingPerKeyListsTheLanguages() {
    var files = [("Base.lproj/Main.strings", "\"title\" = \"Title\";\n\"ok\" = \"OK\";\n")]
    for l in ["de", "es", "fr", "it", "ja", "ko"] {
      files.append(("\(l).lproj/Main.strings", "\"ok\" = \"x\";\n"))
    }
    files.append(("pt.lproj/Main.strings", "\"ok\" = \"x\"\n"))  // does not parse: not judged
    #expect(
      audit(files, [rule]) == [
        "Base.lproj/Main.strings:1:1: warning: `title` has no translation for de, es, fr and 3 more"
      ])
  }

  /// A one-word purpose string in an `InfoPlist` catalog stands in for a prompt never
  /// shown; a sentence, or one word in another table, is still judged.
  @Test func oneWordPurposeStringsStandIn() {
    func catalog(_ table: String, _ key: String, _ value: String) -> (String, String) {
      let other =
        #""Other" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Andere" } } } }"#
      return (
        "\(table).xcstrings",
        #"{ "sourceLanguage" : "en", "strings" : { \#(other), "\#(key)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } } } } } }"#
      )
    }
    #expect(audit([catalog("InfoPlist", "NSCameraUsageDescription", "Yes")], [rule]).isEmpty)
    #expect(audit([catalog("InfoPlist", "NSCameraUsageDescription", "Scan a code.")], [rule]).count == 1)
    #expect(audit([catalog("Localizable", "NSCameraUsageDescription", "Yes")], [rule]).count == 1)
  }

  /// A key that is its own text, written in a language of the catalog, lacks nothing in
  /// that language: `"認証成功！"` and `"利用者ID"` in Japanese. It still lacks the others,
  /// and an English key lacks Japanese.
  /// Keys an app picks per plural category (`noun.chats.few`) are looked up only in
  /// languages whose CLDR rules have that category; a key whose last word only looks like
  /// one, with no sibling for another, is an ordinary key.
  @Test func storedValuesOfKeysNamedForThem() {
    #expect(CatalogMissingTranslation.namesAStoredValue(key: "pref_camera_bw_key", "SaveBW"))
    #expect(CatalogMissingTranslation.namesAStoredValue(key: "pref_general_enable_crop_key", "enablecrop"))
    #expect(CatalogMissingTranslation.namesAStoredValue(key: "format_d_M_yyyy_entryValue", "d_M_yyyy"))
    #expect(CatalogMissingTranslation.namesAStoredValue(key: "defaultCurrencyKey", "isocurr"))
    // Words to read: a capitalized word, a phrase, or a key not named for a stored value.
    #expect(!CatalogMissingTranslation.namesAStoredValue(key: "pref_about_key", "About"))
    #expect(!CatalogMissingTranslation.namesAStoredValue(key: "settings.api_key", "API key"))
    #expect(!CatalogMissingTranslation.namesAStoredValue(key: "settings.title", "enablecrop"))
  }

  @Test func keysNamedForAPluralCategory() {
    let en = """
      "noun.chats.one" = "chat";
      "noun.chats.few" = "chats";
      "noun.chats.other" = "chats";
      "level.two" = "Level two";

      """
    let de =
      "\"noun.chats.one\" = \"Chat\";\n\"noun.chats.other\" = \"Chats\";\n\"level.two\" = \"Stufe zwei\";\n"
    let ru = "\"noun.chats.one\" = \"чат\";\n\"noun.chats.other\" = \"чата\";\n"
    let found = audit(
      [
        ("en.lproj/Localizable.strings", en), ("de.lproj/Localizable.strings", de),
        ("ru.lproj/Localizable.strings", ru),
      ], [rule])
    #expect(found.count == 2)
    #expect(found.contains { $0.contains("`noun.chats.few` has no translation for ru") })
    #expect(found.contains { $0.contains("`level.two` has no translation for ru") })
  }

  @Test func keysWrittenInALanguageLackNothingThere() {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "認証成功！" : { },
          "利用者ID" : { },
          "Close" : { },
          "ok" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "OK" } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "了解" } }
            }
          }
        }
      }
      """
    #expect(
      audit([("Localizable.xcstrings", catalog)], [rule]) == [
        "Localizable.xcstrings:4:5: warning: `認証成功！` has no translation for de",
        "Localizable.xcstrings:5:5: warning: `利用者ID` has no translation for de",
        "Localizable.xcstrings:6:5: warning: `Close` has no translation for de, ja",
      ])
  }

  /// A source value in another language's letters is that language's text: an English
  /// value of a Chinese source lacks nothing in English; with French beside English, the
  /// letters tell neither. A Chinese value, or one that mixes Chinese with a Latin name or
  /// a placeholder's letters, lacks English.
  @Test func sourceValuesWrittenInALanguageLackNothingThere() {
    func catalog(_ languages: String) -> String {
      """
      {
        "sourceLanguage" : "zh-Hans",
        "strings" : {
          "got %@" : {
            "localizations" : {
              "zh-Hans" : { "stringUnit" : { "state" : "new", "value" : "got %1$@" } }
            }
          },
          "设置" : {
            "localizations" : {
              "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "设置" } }
            }
          },
          "plan" : {
            "localizations" : {
              "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "TPASS方案 %lld" } }
            }
          },
          "ok" : {
            "localizations" : {
              "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "好" } }\(languages)
            }
          }
        }
      }
      """
    }
    let en = #",\#n"en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } }"#
    let fr = #",\#n"fr" : { "stringUnit" : { "state" : "translated", "value" : "OK" } }"#
    #expect(
      audit([("Localizable.xcstrings", catalog(en))], [rule]) == [
        "Localizable.xcstrings:9:5: warning: `设置` has no translation for en",
        "Localizable.xcstrings:14:5: warning: `plan` has no translation for en",
      ])
    #expect(
      audit([("Localizable.xcstrings", catalog(en + fr))], [rule]) == [
        "Localizable.xcstrings:4:5: warning: `got %@` has no translation for en, fr",
        "Localizable.xcstrings:9:5: warning: `设置` has no translation for en, fr",
        "Localizable.xcstrings:14:5: warning: `plan` has no translation for en, fr",
      ])
  }

  /// In `.lproj` tables too: a key in Chinese script lacks nothing in Simplified or
  /// Traditional Chinese when both write its characters (`取消`), and still lacks
  /// Traditional when it is Simplified only (`请求失败`). `Déjà vu` is French (Spanish
  /// writes no `à`); letters that languages of different families share say neither.
  /// In a catalog whose source is Simplified Chinese, a key's uncommon ideograph (`礁`,
  /// outside CLDR's common set) is still the source's: the key lacks Japanese and
  /// Traditional Chinese, a language in another script, not a variant.
  @Test func ideographsOfAChineseSourceAndTraditionalChinese() {
    let catalog = """
      {
        "sourceLanguage" : "zh-Hans",
        "strings" : {
          "关于暗礁浏览器" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "About" } }
            }
          },
          "设置" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "設定" } },
              "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "設定" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    #expect(
      audit([("Localizable.xcstrings", catalog)], [rule]) == [
        "Localizable.xcstrings:4:5: warning: `关于暗礁浏览器` has no translation for ja, zh-Hant"
      ])
  }

  @Test func keysWrittenInALanguageOfLprojTables() {
    let source = "\"取消\" = \"Cancel\";\n\"请求失败\" = \"Request failed\";\n\"Déjà vu\" = \"Seen\";\n"
    let other = "\"other\" = \"x\";\n"
    let files = [
      ("en.lproj/L.strings", source), ("zh-Hans.lproj/L.strings", other), ("zh-Hant.lproj/L.strings", other),
      ("fr.lproj/L.strings", other), ("es.lproj/L.strings", other),
    ]
    #expect(
      audit(files, [rule]) == [
        "en.lproj/L.strings:1:1: warning: `取消` has no translation for fr, es",
        "en.lproj/L.strings:2:1: warning: `请求失败` has no translation for zh-Hant, fr, es",
        "en.lproj/L.strings:3:1: warning: `Déjà vu` has no translation for zh-Hans, zh-Hant, es",
      ])
  }

  /// A language whose table repeats the source's text for nine keys in ten is a copy: its
  /// missing keys are left alone. Eight keys of ten the same is a translation, and so is a
  /// copy over fewer than eight shared keys.
  /// A String Catalog language whose values all await review is one draft: reported in
  /// the coverage, not key by key; a few keys awaiting review are reported each.
  @Test func aLanguageAwaitingReviewAsAWhole() {
    func catalog(reviewed: Int) -> String {
      let entries = (0..<10).map { i in
        let state = i < reviewed ? "translated" : "needs_review"
        return
          #""key\#(i)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Text \#(i)"}},"#
          + #""zh-Hans":{"stringUnit":{"state":"\#(state)","value":"文本 \#(i)"}}}}"#
      }
      return #"{"sourceLanguage":"en","version":"1.0","strings":{"# + entries.joined(separator: ",") + "}}"
    }
    #expect(audit([("Localizable.xcstrings", catalog(reviewed: 0))], [rule]).isEmpty)
    #expect(audit([("Localizable.xcstrings", catalog(reviewed: 8))], [rule]).count == 2)
  }

  /// A `.lproj` language whose table holds no entry is not started: keys written as text
  /// show as written and wait for the language; keys written as identifiers show as
  /// themselves and stay reported.
  @Test func aLanguageWhoseTableHoldsNothing() {
    let en = "\"Mulai\" = \"Let's start\";\n\"getPhotoFromLibrary\" = \"Choose a photo\";\n"
    let id = "/* \"Mulai\" = \"Mulai\"; */\n"
    let found = audit([("en.lproj/Localizable.strings", en), ("id.lproj/Localizable.strings", id)], [rule])
    #expect(found.count == 1)
    #expect(found.first?.contains("`getPhotoFromLibrary` has no translation for id") == true)
  }

  @Test func aCopyOfTheSourceTableIsNoTranslation() {
    func findings(same: Int, of shared: Int) -> [String] {
      let keys = (0..<shared).map { "k\($0)" }
      let source = (keys + ["extra"]).map { "\"\($0)\" = \"Text \($0)\";\n" }.joined()
      let copy = keys.enumerated().map { i, k in
        "\"\(k)\" = \"\(i < same ? "Text" : "Übersetzt") \(k)\";\n"
      }.joined()
      return audit([("en.lproj/L.strings", source), ("de.lproj/L.strings", copy)], [rule])
    }
    #expect(findings(same: 9, of: 10) == [])
    #expect(
      findings(same: 8, of: 10) == ["en.lproj/L.strings:11:1: warning: `extra` has no translation for de"])
    #expect(
      findings(same: 7, of: 7) == ["en.lproj/L.strings:8:1: warning: `extra` has no translation for de"])
  }

  /// A key that two translations or more keep as the source's text is a name the missing
  /// languages show as written too; one translation keeping it says too little.
  @Test func aKeyEveryTranslationKeepsAsWritten() {
    func findings(keptBy languages: [String]) -> [String] {
      var files = [("en.lproj/L.strings", "\"tcp\" = \"TCP\";\n\"title\" = \"Transport\";\n")]
      for l in ["de", "fr", "ja"] {
        let tcp = languages.contains(l) ? "\"tcp\" = \"TCP\";\n" : ""
        files.append(("\(l).lproj/L.strings", tcp + "\"title\" = \"T-\(l)\";\n"))
      }
      return audit(files, [rule])
    }
    #expect(findings(keptBy: ["de", "fr"]) == [])
    #expect(
      findings(keptBy: ["de"]) == ["en.lproj/L.strings:1:1: warning: `tcp` has no translation for fr, ja"])
  }

  /// Keys that only generated accessors look up count when some file refers to one of
  /// those accessors, and are left alone when none does.
  @Test func keysOfUnreferencedGeneratedAccessorsAreLeftAlone() {
    let generated = """
      public enum L10n {
        public static let title = L10n.tr("Localizable", "title", fallback: "Title")
        public static func greeting(_ p1: Any) -> String {
          return L10n.tr("Localizable", "greeting", String(describing: p1), fallback: "Hi %@")
        }
        private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
          String(format: Bundle.main.localizedString(forKey: key, value: value, table: table), arguments: args)
        }
      }
      """
    func findings(_ use: String, in path: String = "Screen.swift") -> [String] {
      let files = [
        (
          "en.lproj/Localizable.strings",
          "\"title\" = \"Title\";\n\"greeting\" = \"Hi %@\";\n\"ok\" = \"OK\";\n"
        ),
        ("de.lproj/Localizable.strings", "\"ok\" = \"OK\";\n"),
        ("Strings.swift", generated), (path, use),
      ]
      return auditProject(files.map { ($0.0, Array($0.1.utf8)) }, rules: [rule]).map(\.message)
    }
    #expect(findings("let t = 1") == [])
    #expect(findings("let t = L10n.title") == ["`title` has no translation for de"])
    #expect(findings("let g = L10n.greeting(name)") == ["`greeting` has no translation for de"])
    // A test that reads every accessor shows no one the text.
    #expect(findings("let t = L10n.title", in: "AppTests/StringsTests.swift") == [])
  }

  /// A key whose twin with other placeholders is translated in the languages it lacks is
  /// left alone; a twin translated in only some of them leaves it reported.
  @Test func aTwinWithOtherPlaceholdersTranslated() {
    func catalog(_ twinLanguages: [String]) -> String {
      let twin = twinLanguages.map { #""\#($0)":{"stringUnit":{"state":"translated","value":"歩行 %lld"}}"# }
      return #"{"sourceLanguage":"en","version":"1.0","strings":{"Gait %@":{},"Gait %lld":{"localizations":{"#
        + twin.joined(separator: ",")
        + #"}},"Other":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"他"}},"ko":{"stringUnit":{"state":"translated","value":"기타"}}}}}}"#
    }
    #expect(audit([("Localizable.xcstrings", catalog(["ja", "ko"]))], [rule]).isEmpty)
    #expect(
      audit([("Localizable.xcstrings", catalog(["ja"]))], [rule]).map {
        $0.split(separator: " ", maxSplits: 1)[1]
      } == [
        "warning: `Gait %@` has no translation for ja, ko", "warning: `Gait %lld` has no translation for ko",
      ])
    #expect(StringCatalogTranslations.shape("Gait %@") == StringCatalogTranslations.shape("Gait %1$lld"))
    #expect(StringCatalogTranslations.shape("Gait") == nil)
  }

  /// The app's name, the name of the top folder the table lies in, has nothing to
  /// translate; another word in the same table has.
  @Test func theNameOfTheTopFolderIsTheApps() {
    let en = "\"app.name\" = \"sportify\";\n\"app.title\" = \"Sports news\";\n"
    let ar = "\"other\" = \"x\";\n"
    #expect(
      audit(
        [("Sportify/en.lproj/Localizable.strings", en), ("Sportify/ar.lproj/Localizable.strings", ar)], [rule]
      ) == [
        "Sportify/en.lproj/Localizable.strings:2:1: warning: `app.title` has no translation for ar"
      ])
  }

  /// An accessor is referred to by its name after the type that declares it:
  /// `L10n.login` refers to no `login` of `enum Button`.
  @Test func anAccessorOfAnotherTypeWithTheSameNameIsNoReference() {
    let generated = """
      enum L10n {
        static let login = L10n.tr("Localizable", "login", fallback: "Login")
        enum Splash {
          enum Button {
            static let login = L10n.tr("Localizable", "splash.button.login", fallback: "Login")
          }
        }
      }
      """
    func findings(_ use: String) -> [String] {
      let files = [
        ("en.lproj/Localizable.strings", "\"login\" = \"Login\";\n\"splash.button.login\" = \"Log in\";\n"),
        ("de.lproj/Localizable.strings", "\"ok\" = \"OK\";\n"),
        ("Strings.swift", generated), ("Screen.swift", use),
      ]
      return auditProject(files.map { ($0.0, Array($0.1.utf8)) }, rules: [rule]).map(\.message)
    }
    #expect(findings("let t = L10n.login") == ["`login` has no translation for de"])
    #expect(
      findings("let t = L10n.Splash.Button.login") == ["`splash.button.login` has no translation for de"])
  }

  /// A table that repeats its keys as its text, where the source's does not, is in the
  /// language the keys are written in: a text key it lacks shows as written; an
  /// identifier key stays reported, and so does a text key when the source's table is
  /// the one that repeats its keys.
  @Test func aTableInTheLanguageOfTheKeys() {
    let words = ["Salvar", "Cancelar", "Categorias", "Fixados", "Ver todos", "Música", "Concluir", "Pular"]
    let en =
      words.map { "\"\($0)\" = \"English \($0)\";\n" }.joined()
      + "\"Cabelo\" = \"Hair\";\n\"settings.title\" = \"Settings\";\n"
    let pt = words.map { "\"\($0)\" = \"\($0)\";\n" }.joined()
    let found = audit(
      [("en.lproj/Localizable.strings", en), ("pt-BR.lproj/Localizable.strings", pt)], [rule])
    #expect(
      found == ["en.lproj/Localizable.strings:10:1: warning: `settings.title` has no translation for pt-BR"])
    // Keys in English, and an English table that repeats them: Portuguese is translated.
    let english = ["Save", "Cancel", "Categories", "Pinned", "See all", "Music", "Done", "Skip"]
    let source = english.map { "\"\($0)\" = \"\($0)\";\n" }.joined() + "\"Hair\" = \"Hair\";\n"
    let translated = zip(english, words).map { "\"\($0)\" = \"\($1)\";\n" }.joined()
    #expect(
      audit(
        [("en.lproj/Localizable.strings", source), ("pt-BR.lproj/Localizable.strings", translated)], [rule])
        == [
          "en.lproj/Localizable.strings:9:1: warning: `Hair` has no translation for pt-BR"
        ])
  }

  @Test func theHelpSaysWhatTheUserSeesInstead() {
    func help(_ table: String, key: String = "title") -> String? {
      var files = [("Base.lproj/\(table).strings", "\"\(key)\" = \"Title\";\n\"ok\" = \"OK\";\n")]
      for l in ["de", "es", "fr"] { files.append(("\(l).lproj/\(table).strings", "\"ok\" = \"x\";\n")) }
      return auditProject(files.map { ($0.0, Array($0.1.utf8)) }, rules: [rule]).first?.help
    }
    #expect(help("Main")?.hasSuffix("show the key itself, or the lookup's default `value:`") == true)
    #expect(help("InfoPlist")?.contains("Info.plist's own text") == true)
    #expect(help("Main", key: "Xy3-ab-9Qz.text")?.contains("the storyboard's own text") == true)
    #expect(!CatalogMissingTranslation.isInterfaceBuilderKey("settings.title"))
  }

  @Test func reviewOnlyHelpAsksForAReview() {
    let catalog = """
      { "sourceLanguage" : "en", "strings" : { "Calendar" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Calendar" } },
        "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Kalender" } } } } } }
      """
    let findings = auditProject([("L.xcstrings", Array(catalog.utf8))], rules: [CatalogMissingTranslation()])
    #expect(findings.first?.help?.hasPrefix("review the translations") == true, "\(findings)")
  }

  /// A value awaiting review that equals the source text is left alone when another
  /// language's finished translation keeps the text too; alone, it is still reported.
  @Test func aSharedWordAwaitingReviewIsLeftAlone() {
    func findings(_ italian: String) -> [String] {
      let catalog = """
        { "sourceLanguage" : "en", "strings" : { "Login" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Login" } },
          "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Connexion" } },
          "it" : { "stringUnit" : { "state" : "translated", "value" : "\(italian)" } } } } } }
        """
      return auditProject([("L.xcstrings", Array(catalog.utf8))], rules: [rule]).map(\.message)
    }
    #expect(findings("Login") == ["`Login` is not finished (new or needs review) in fr"])
    #expect(findings("Accesso") == ["`Login` is not finished (new or needs review) in de, fr"])
  }

  /// The app's name in an `InfoPlist` table, in `.strings` files; the same key in another
  /// table is still judged.
  @Test func theAppNameIsLeftAlone() {
    let files = [
      (
        "en.lproj/InfoPlist.strings",
        "\"CFBundleDisplayName\" = \"Clendar\";\n\"NSCameraUsageDescription\" = \"For photos.\";\n"
      ),
      ("de.lproj/InfoPlist.strings", "\"Other\" = \"x\";\n"),
      ("en.lproj/Main.strings", "\"CFBundleDisplayName\" = \"Clendar\";\n"),
      ("de.lproj/Main.strings", "\"Other\" = \"x\";\n"),
    ]
    #expect(
      auditProject(files.map { ($0.0, Array($0.1.utf8)) }, rules: [rule]).map(\.message).sorted() == [
        "`CFBundleDisplayName` has no translation for de",
        "`NSCameraUsageDescription` has no translation for de",
      ])
  }

  /// A key another String Catalog of the tree translates, in every language this one
  /// lacks, is left alone; one that no catalog translates in all of them is reported.
  @Test func aKeyAnotherCatalogTranslatesIsLeftAlone() {
    func catalog(_ localizations: String) -> [UInt8] {
      Array(
        """
        { "sourceLanguage" : "de", "strings" : { "Europa" : { "localizations" : {\(localizations)} },
          "Kein Regen" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "No rain" } } } },
          "Ja" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Yes" } },
            "tr" : { "stringUnit" : { "state" : "translated", "value" : "Evet" } } } } } }
        """.utf8)
    }
    let en = #""en" : { "stringUnit" : { "state" : "translated", "value" : "Europe" } }"#
    let tr = #""tr" : { "stringUnit" : { "state" : "translated", "value" : "Avrupa" } }"#
    let review = #""tr" : { "stringUnit" : { "state" : "needs_review", "value" : "Avrupa" } }"#
    func findings(phone: String) -> [String] {
      auditProject(
        [("Phone/Localizable.xcstrings", catalog(phone)), ("Watch/Localizable.xcstrings", catalog(""))],
        rules: [rule]
      ).map { "\($0.path): \($0.message)" }
    }
    #expect(
      findings(phone: en + ", " + tr) == [
        "Phone/Localizable.xcstrings: `Kein Regen` has no translation for tr",
        "Watch/Localizable.xcstrings: `Kein Regen` has no translation for tr",
      ])
    #expect(
      findings(phone: en + ", " + review) == [
        "Phone/Localizable.xcstrings: `Europa` is not finished (new or needs review) in tr",
        "Phone/Localizable.xcstrings: `Kein Regen` has no translation for tr",
        "Watch/Localizable.xcstrings: `Europa` has no translation for en, tr",
        "Watch/Localizable.xcstrings: `Kein Regen` has no translation for tr",
      ])
  }

  /// A package's String Catalog that lacks a key the app's `.strings` tables of the same
  /// name translate, in every language it lacks, is left alone (`Text("key")` in the
  /// package reads the app's tables); a key those tables lack in one language is reported.
  @Test func aKeyTheAppsTablesTranslateIsLeftAlone() {
    let catalog = Array(
      """
      { "sourceLanguage" : "en", "strings" : {
        "filter.all" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "All" } } } },
        "filter.none" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "None" } } } },
        "Yes" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Ja" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Oui" } } } } } }
      """.utf8)
    let found = auditProject(
      [
        ("Packages/Core/Sources/Core/Resources/Localizable.xcstrings", catalog),
        ("App/de.lproj/Localizable.strings", Array(#""filter.all" = "Alle";"#.utf8)),
        ("App/fr.lproj/Localizable.strings", Array(#""filter.all" = "Tous";"#.utf8)),
      ], rules: [rule]
    ).map(\.message)
    #expect(found == ["`filter.none` has no translation for de, fr"])
  }

  /// A value and a unit symbol have no word to translate; a word after a value has.
  @Test func aUnitSymbolAfterAValueIsNotAWord() {
    #expect(!CatalogMissingTranslation.hasWords("%@ cm"))
    #expect(!CatalogMissingTranslation.hasWords("%@ %% · %.1f mm"))
    #expect(CatalogMissingTranslation.hasWords("%@ left"))
    #expect(CatalogMissingTranslation.hasWords("cm"))
    #expect(!CatalogMissingTranslation.hasWords("1000 MB"))
    #expect(!CatalogMissingTranslation.hasWords("-12 dB"))
    #expect(CatalogMissingTranslation.hasWords("1 Week"))
    #expect(!CatalogMissingTranslation.hasWords("https://www.health.act.gov.au/hotspots"))
    #expect(!CatalogMissingTranslation.hasWords("name@example.com"))
    // A catalog writes even a lowercase symbol its language's way (`"%lld ккал"`).
    #expect(CatalogMissingTranslation.hasWords("%lld kcal"))
    #expect(CatalogMissingTranslation.hasWords("Write to name@example.com"))
    #expect(CatalogMissingTranslation.hasWords("@Username"))
    #expect(CatalogMissingTranslation.hasWords("settings.title"))
  }

  @Test func unfinishedStatesInFormsCount() {
    let catalog = """
      { "sourceLanguage" : "en", "strings" : { "%lld files" : { "localizations" : {
        "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
        "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
          "other" : { "stringUnit" : { "state" : "new", "value" : "%lld files" } } } } } } } } }
      """
    #expect(
      audit([("L.xcstrings", catalog)], [rule]) == [
        "L.xcstrings:1:42: warning: `%lld files` is not finished (new or needs review) in de"
      ])
  }

  @Test func wordsArePlaceholdersAside() {
    #expect(!CatalogMissingTranslation.hasWords("%lld/%lld"))
    #expect(!CatalogMissingTranslation.hasWords("%1$@ — %2$@"))
    #expect(CatalogMissingTranslation.hasWords("%lld items"))
    #expect(CatalogMissingTranslation.hasWords("設定"))
    #expect(!CatalogMissingTranslation.hasWords("A"))
    #expect(CatalogMissingTranslation.isVariant("en-GB", of: "en"))
    #expect(CatalogMissingTranslation.isVariant("pt_PT", of: "pt-BR"))
    #expect(!CatalogMissingTranslation.isVariant("de", of: "en"))
  }
}

@Suite struct CompiledCatalogTests {
  @Test func aCompiledTableIsNotJudgedByItsKeys() {
    let compiled = Array("bplist00".utf8) + [0xD1, 0x01, 0x02]
    let found = auditProject(
      [("en.lproj/L.strings", Array("\"a\" = \"Apple\";\n".utf8)), ("de.lproj/L.strings", compiled)],
      rules: RuleRegistry.all.filter { $0 is any CatalogRule })
    #expect(found.isEmpty)
  }
}

@Suite struct CatalogMissingTranslationEmptySourceTests {
  @Test func anEmptySourceValueHasNothingToTranslate() {
    let files = [
      ("en.lproj/L.strings", "\"files-plural-2\" = \"\";\n\"done\" = \"Done\";\n"),
      ("pl.lproj/L.strings", "\"other\" = \"Inne\";\n"),
    ]
    #expect(
      audit(files, [CatalogMissingTranslation()]) == [
        "en.lproj/L.strings:2:1: warning: `done` has no translation for pl"
      ])
  }

  /// A table no Swift file looks keys up in, beside one they do: its missing translations
  /// are pedantic; `InfoPlist`'s stay, and a tree with no Swift lookups keeps them all.
  @Test func aTableNoSwiftCodeLooksUpIsPedantic() {
    func findings(pedantic: Bool, swift: String = "let t = NSLocalizedString(\"title\", comment: \"\")")
      -> [String]
    {
      var options = RuleOptions()
      options.pedantic = pedantic
      let files = [
        ("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n"),
        ("ko.lproj/Localizable.strings", "\"title\" = \"제목\";\n"),
        ("en.lproj/DateTools.strings", "\"Just now\" = \"Just now\";\n\"Tue\" = \"Tue\";\n"),
        ("ko.lproj/DateTools.strings", "\"Just now\" = \"방금\";\n"),
        ("en.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Scan receipts\";\n"),
        ("ko.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\";\n"),
        ("App/View.swift", swift),
      ]
      return auditProject(
        files.map { ($0.0, Array($0.1.utf8)) }, rules: [CatalogMissingTranslation()], options: options
      ).map(\.message)
    }
    #expect(findings(pedantic: false) == ["`NSCameraUsageDescription` has no translation for ko"])
    #expect(
      findings(pedantic: true) == [
        "`Tue` has no translation for ko", "`NSCameraUsageDescription` has no translation for ko",
      ])
    #expect(findings(pedantic: false, swift: "let t = 1").count == 2)
  }
}
