import Testing

@testable import L10nAuditCore

/// Reads `text` as the catalog at `path`.
func catalog(_ path: String, _ text: String) -> CatalogFile {
  CatalogFile.read(path: path, bytes: Array(text.utf8))!
}

/// "line:column" (columns in characters) of `offset` in `file`.
func place(_ file: CatalogFile, _ offset: Int) -> String {
  let l = file.text.location(offset)
  return "\(l.line):\(l.column)"
}

/// The error of `file` as "line:column: message".
func errorText(_ file: CatalogFile) -> String? {
  file.error.map { "\(place(file, $0.offset)): \($0.message)" }
}

/// UTF-16 bytes of `text`, in either order, with or without a byte-order mark.
func utf16(_ text: String, littleEndian: Bool, mark: Bool) -> [UInt8] {
  var out: [UInt8] = mark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
  for u in text.utf16 {
    let lo = UInt8(u & 0xFF)
    let hi = UInt8(u >> 8)
    out += littleEndian ? [lo, hi] : [hi, lo]
  }
  return out
}

@Suite struct StringCatalogReaderTests {
  let sample = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "cart.items" : {
          "comment" : "Items in the cart",
          "extractionState" : "manual",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
                }
              }
            },
            "de" : {
              "stringUnit" : { "state" : "needs_review", "value" : "%lld Artikel \\u00e9\\n" }
            }
          }
        },
        "files" : {
          "shouldTranslate" : false,
          "unknown" : [1, 2.5e3, {"a": [true, false, null]}],
          "localizations" : {
            "cs" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@arg1@" },
              "substitutions" : {
                "arg1" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : { "plural" : { "few" : { "stringUnit" : { "value" : "%arg soubory" } } } }
                }
              }
            },
            "fr" : {
              "variations" : {
                "device" : {
                  "mac" : { "stringUnit" : { "value" : "Mac" } },
                  "other" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "un" } } } } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

  @Test func readsKeysLanguagesAndValuesWithTheirLines() throws {
    let f = catalog("App/Localizable.xcstrings", sample)
    #expect(f.error == nil)
    #expect(f.kind == .stringCatalog)
    #expect(f.sourceLanguage == "en")
    #expect(f.entries.map(\.key) == ["cart.items", "files"])
    let cart = f.entries[0]
    #expect(place(f, cart.offset) == "4:5")
    #expect(cart.comment == "Items in the cart")
    #expect(cart.extractionState == "manual")
    #expect(cart.localizations.map(\.language) == ["en", "de"])
    let en = try #require(cart.localization("en"))
    #expect(place(f, en.offset) == "8:9")
    #expect(en.variant.plural?.map(\.name) == ["one", "other"])
    #expect(en.variant.plural?[1].variant.value?.text == "%lld items")
    #expect(place(f, en.variant.plural![1].offset) == "12:15")
    let de = try #require(cart.localization("de"))
    #expect(de.variant.state == "needs_review")
    #expect(de.variant.value?.text == "%lld Artikel é\n")
    #expect(place(f, de.variant.value!.offset) == "17:64")
    #expect(f.languages == ["en", "de", "cs", "fr"])
  }

  @Test func readsSubstitutionsAndDeviceVariations() throws {
    let f = catalog("Localizable.xcstrings", sample)
    let files = f.entries[1]
    #expect(!files.shouldTranslate)
    let cs = try #require(files.localization("cs")).variant
    #expect(cs.value?.text == "%#@arg1@")
    let sub = try #require(cs.substitutions.first)
    #expect(sub.name == "arg1" && sub.argumentNumber == 1 && sub.formatSpecifier == "lld")
    #expect(sub.plural?.map(\.name) == ["few"])
    #expect(sub.plural?.first?.variant.value?.text == "%arg soubory")
    let fr = try #require(files.localization("fr")).variant
    #expect(fr.devices.map(\.name) == ["mac", "other"])
    #expect(fr.devices[1].variant.plural?.first?.variant.value?.text == "un")
    var all: [String] = []
    fr.forEachString { s, category in all.append("\(category ?? "-"):\(s.text)") }
    #expect(all == ["-:Mac", "one:un"])
  }

  @Test(arguments: [
    ("{\n  \"strings\" : {\n    \"a\" : {\n", "4:1: expected a quoted key, found the end of the file"),
    (
      "{\n  \"strings\" : {\n    \"a\" : {}\n    \"b\" : {}\n  }\n}\n",
      "4:5: expected `,` or `}` after an object member, found `\"`"
    ),
    (
      "{ \"strings\" : { \"a\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"value\" : 3 } } } } } }",
      "1:81: expected a string for \"value\", found `3`"
    ),
    ("{ \"strings\" : [] }", "1:15: expected an object `{` for \"strings\", found `[`"),
    ("{ \"a\" : 1, , }", "1:12: expected a quoted key, found `,`"),
    (
      "{ \"a\" : \"x\ny\" }",
      "1:9: string is not closed on its line (a line break inside a string is written `\\n`)"
    ),
    ("{ \"a\" : \"\\q\" }", "1:10: unknown escape `\\q` in a string"),
    ("{ \"a\" : 01 }", "1:10: expected `,` or `}` after an object member, found `1`"),
    ("{ \"a\" : tru }", "1:9: expected a value, found `t`"),
    ("{} {}", "1:4: expected the end of the file after the top-level object, found `{`"),
    ("", "1:1: expected an object `{` at the start of a String Catalog, found the end of the file"),
    ("{ \"a\" : \"never closed }", "1:9: string is not closed: no `\"` before the end of the file"),
  ])
  func reportsWhereTheTextStopsBeingJSON(text: String, expected: String) {
    #expect(errorText(catalog("L.xcstrings", text)) == expected)
  }

  @Test func deepNestingIsReportedNotRecursed() {
    let depth = 100_000
    let text =
      "{ \"x\" : " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + " }"
    let f = catalog("L.xcstrings", text)
    #expect(f.error?.message == "values nested deeper than 512 levels")
    let ok =
      "{ \"x\" : " + String(repeating: "[{\"a\":", count: 200) + "1" + String(repeating: "}]", count: 200)
      + " }"
    #expect(catalog("L.xcstrings", ok).error == nil)
  }

  @Test func keepsTheEntriesBeforeAnError() {
    let f = catalog("L.xcstrings", "{ \"strings\" : { \"a\" : {}, \"b\" : {}, \"c\" ")
    #expect(f.entries.map(\.key) == ["a", "b"])
    #expect(f.error != nil)
  }

  @Test func surrogatePairEscapesJoinAndLoneOnesBecomeReplacement() {
    let f = catalog(
      "L.xcstrings",
      #"{ "strings" : { "\ud83d\ude00" : {}, "\ud83d" : {}, "\u00e9\/" : {} } }"#)
    #expect(f.entries.map(\.key) == ["😀", "\u{FFFD}", "é/"])
  }
}

@Suite struct StringsFileReaderTests {
  let text = """
    /* A comment with "quotes" = ; */
    "greeting" = "Hello, %@!";
    // a line comment
    unquoted.key = value_1;
    "escapes" = "tab\\t quote\\" nl\\n \\U00e9 \\U00E9\\101 \\\\ \\q";
    "alone";
    'single' = 'quoted';
    "multi
    line" = "x";

    """

  @Test func readsEntriesCommentsAndEscapes() throws {
    let f = catalog("App/de.lproj/Localizable.strings", text)
    #expect(f.error == nil)
    #expect(f.kind == .strings)
    #expect(f.place.language == "de" && f.place.table == "Localizable" && f.place.folder == "App")
    #expect(
      f.entries.map(\.key) == ["greeting", "unquoted.key", "escapes", "alone", "single", "multi\nline"])
    let values = f.entries.map { $0.localizations[0].variant.value?.text }
    #expect(
      values == ["Hello, %@!", "value_1", "tab\t quote\" nl\n é éA \\ q", "alone", "quoted", "x"])
    #expect(f.entries.map { place(f, $0.offset) } == ["2:1", "4:1", "5:1", "6:1", "7:1", "8:1"])
    #expect(place(f, f.entries[0].localizations[0].variant.value!.offset) == "2:14")
    #expect(f.comments.map(\.isBlock) == [true, false])
    #expect(f.entries.allSatisfy { $0.localizations[0].language == "de" })
  }

  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func readsUTF16InEitherOrderWithOrWithoutAMark(littleEndian: Bool, mark: Bool) throws {
    let source = "/* é */\n\"key\" = \"Grüße 😀\";\n\"b\" = \"x\"\n\"c\" = \"y\";\n"
    let f = CatalogFile.read(
      path: "fr.lproj/Localizable.strings", bytes: utf16(source, littleEndian: littleEndian, mark: mark))!
    #expect(f.text.encoding == (littleEndian ? .utf16LittleEndian : .utf16BigEndian))
    #expect(f.entries.first?.localizations.first?.variant.value?.text == "Grüße 😀")
    #expect(place(f, f.entries[0].offset) == "2:1")
    #expect(errorText(f) == "3:10: expected `;` after the value of \"b\", found `\"`")
  }

  @Test func aBadSurrogateIsAnErrorAtItsPlace() {
    var bytes = utf16("\"a\" = \"x\";\n\"b\" = \"", littleEndian: true, mark: true)
    bytes += [0x3D, 0xD8]  // a high surrogate with no low one
    bytes += utf16("\";\n", littleEndian: true, mark: false)
    let f = CatalogFile.read(path: "Localizable.strings", bytes: bytes)!
    #expect(errorText(f) == "2:8: unpaired UTF-16 surrogate U+D83D; the text is damaged here")
    #expect(f.entries.map(\.key) == ["a", "b"])
    let odd = CatalogFile.read(path: "L.strings", bytes: [0xFF, 0xFE, 0x41, 0x00, 0x42])!
    #expect(odd.error?.message == "UTF-16 text ends in half a character (an odd number of bytes)")
  }

  @Test func invalidUTF8IsAnError() {
    let f = CatalogFile.read(path: "L.strings", bytes: Array("\"a\" = \"".utf8) + [0xFF] + Array("\";".utf8))!
    #expect(errorText(f) == "1:8: not valid UTF-8 text (byte 0xFF); save the file as UTF-8 or UTF-16")
  }

  @Test(arguments: [
    ("\"a\" = \"b\"", "1:10: expected `;` after the value of \"a\", found the end of the file"),
    ("\"a\" = ;", "1:7: expected a value (a quoted string) after `=` for the key \"a\", found `;`"),
    ("\"a\" \"b\";", "1:5: expected `=` or `;` after the key \"a\", found `\"`"),
    ("= \"b\";", "1:1: expected a key (a quoted string), found `=`"),
    ("\"a\" = \"b\n", "1:7: string is not closed: no `\"` before the end of the file"),
    ("/* open\n\"a\" = \"b\";", "1:1: comment is not closed: no `*/` before the end of the file"),
    ("{ \"a\" = \"b\";", "1:13: expected `}` closing the table, found the end of the file"),
    ("\"a\" = «b»;", "1:7: expected a value (a quoted string) after `=` for the key \"a\", found `«`"),
  ])
  func reportsWhereTheTextStopsBeingAStringsFile(text: String, expected: String) {
    #expect(errorText(catalog("L.strings", text)) == expected)
  }

  @Test func aCommentLeftOpenOverNoEntryRunsToTheEnd() {
    // As the system's reader takes it: the entries before it are read, nothing after it.
    let f = catalog("L.strings", "\"a\" = \"b\";\n/*\n  File.strings\n  Created by someone.\n")
    #expect(f.error == nil && f.entries.map(\.key) == ["a"])
  }

  @Test func bracesAroundTheTableAreAllowed() {
    let f = catalog("L.strings", "{\n  \"a\" = \"b\";\n}\n")
    #expect(f.error == nil && f.entries.map(\.key) == ["a"])
  }

  @Test func baseIsTheDevelopmentLanguage() {
    #expect(CatalogPlace(path: "x/Base.lproj/Main.strings").language == "en")
    #expect(CatalogPlace(path: "x/Base.lproj/Main.strings").isBase)
    #expect(CatalogPlace(path: "x/Base.lproj/Main.strings", developmentLanguage: "de").language == "de")
    #expect(CatalogPlace(path: "Localizable.strings").language == nil)
    #expect(CatalogPlace(path: "a/b/zh-Hans.lproj/T.stringsdict").folder == "a/b")
  }
}

@Suite struct PropertyListReaderTests {
  let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>photos</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@n@ in &lt;%@&gt;</string>
    \t\t<key>n</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<!-- a comment -->
    \t\t\t<key>one</key>
    \t\t\t<string>%d photo &#x1F600;</string>
    \t\t\t<key>other</key>
    \t\t\t<string><![CDATA[%d <photos>]]></string>
    \t\t\t<key>zero</key>
    \t\t\t<string/>
    \t\t</dict>
    \t</dict>
    \t<key>flag</key>
    \t<dict><key>x</key><true/><key>y</key><integer>3</integer><key>z</key><array/></dict>
    </dict>
    </plist>

    """

  @Test func readsAStringsdict() throws {
    let f = catalog("App/ru.lproj/Localizable.stringsdict", stringsdict)
    #expect(f.error == nil)
    #expect(f.entries.map(\.key) == ["photos", "flag"])
    #expect(place(f, f.entries[0].offset) == "5:2")
    let v = f.entries[0].localizations[0].variant
    #expect(f.entries[0].localizations[0].language == "ru")
    #expect(v.value?.text == "%#@n@ in <%@>")
    let n = try #require(v.substitutions.first)
    #expect(n.name == "n" && n.ruleType == "NSStringPluralRuleType" && n.formatSpecifier == "d")
    #expect(place(f, n.offset) == "9:3")
    #expect(n.plural?.map(\.name) == ["one", "other", "zero"])
    #expect(n.plural?.map { $0.variant.value?.text ?? "?" } == ["%d photo 😀", "%d <photos>", ""])
    #expect(place(f, n.plural![0].offset) == "16:4")
    #expect(f.comments.count == 1)
  }

  @Test func readsAnXMLStringsFile() {
    let f = catalog(
      "it.lproj/Localizable.strings",
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n  <dict>\n    <key>a</key>\n    <string>b &amp; c</string>\n  </dict>\n</plist>\n"
    )
    #expect(f.error == nil)
    #expect(f.entries.map(\.key) == ["a"])
    #expect(f.entries[0].localizations[0].variant.value?.text == "b & c")
    #expect(place(f, f.entries[0].offset) == "4:5")
  }

  @Test(arguments: [
    ("<plist><dict><key>a</key></dict></plist>", "1:14: the `<key>` a has no value before `</dict>`"),
    ("<plist><dict><string>a</string></dict></plist>", "1:14: expected `<key>` before a value in a `<dict>`"),
    ("<plist><dict><key>a</key><string>b</dict></plist>", "1:35: expected `</string>`, found `<`"),
    (
      "<plist><dict>\n<key>a</key><strin>b</strin></dict></plist>",
      "2:13: unknown property list element `<strin>`"
    ),
    ("<plist><dict></array></plist>", "1:14: expected `</dict>`, found `</array>`"),
    (
      "<plist><dict><key>a</key><string>x &nbsp; y</string></dict></plist>",
      "1:36: unknown entity `&nbsp;` (write `&amp;` for an ampersand)"
    ),
    ("<plist><dict>", "1:14: expected `</plist>`, found the end of the file"),
    ("<dict></dict>", "1:1: expected `<plist>` at the start of a property list"),
    ("<plist><string>a</string></plist>", "1:8: expected a `<dict>` at the top of the property list"),
    ("<plist><dict/></plist> x", "1:24: expected the end of the file after `</plist>`, found `x`"),
  ])
  func reportsWhereTheTextStopsBeingAPropertyList(text: String, expected: String) {
    #expect(errorText(catalog("ru.lproj/L.stringsdict", text)) == expected)
  }

  @Test func deepNestingIsReportedNotRecursed() {
    let depth = 100_000
    let text =
      "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
      + "</plist>"
    let f = catalog("L.stringsdict", text)
    #expect(f.error?.message == "containers nested deeper than 512 levels")
  }
}

/// Every reader is total: any prefix of a catalog, and any catalog with bytes changed, reads
/// to entries and at most one error, never a crash.
@Suite struct CatalogReaderRobustnessTests {
  static let samples: [(path: String, text: String)] = [
    ("L.xcstrings", StringCatalogReaderTests().sample),
    ("de.lproj/L.strings", StringsFileReaderTests().text),
    ("ru.lproj/L.stringsdict", PropertyListReaderTests().stringsdict),
  ]

  @Test(arguments: 0..<3) func everyPrefixReads(sample: Int) {
    let (path, text) = Self.samples[sample]
    let bytes = Array(text.utf8)
    for n in 0..<bytes.count {
      let f = CatalogFile.read(path: path, bytes: Array(bytes[..<n]))!
      if let e = f.error { #expect(e.offset >= 0 && e.offset <= n) }
    }
    for n in stride(from: 0, to: bytes.count, by: 7) {
      _ = CatalogFile.read(
        path: path,
        bytes: utf16(String(decoding: bytes[..<n], as: UTF8.self), littleEndian: true, mark: n % 2 == 0))
    }
  }

  @Test(arguments: 0..<3) func changedBytesRead(sample: Int) {
    let (path, text) = Self.samples[sample]
    let bytes = Array(text.utf8)
    var rng = SystemRandomNumberGenerator()
    let alphabet = Array("{}[]<>/\"'\\=;:,!-?&#x0 \n".utf8) + [0x00, 0xFF, 0xC3, 0xD8]
    for _ in 0..<2000 {
      var b = bytes
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let k = Int.random(in: 0..<b.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: b[k] = alphabet.randomElement(using: &rng)!
        case 1: b.remove(at: k)
        default: b.insert(alphabet.randomElement(using: &rng)!, at: k)
        }
      }
      let f = CatalogFile.read(path: path, bytes: b)!
      if let e = f.error { #expect(e.offset >= 0 && e.offset <= f.bytes.count) }
    }
  }
}
