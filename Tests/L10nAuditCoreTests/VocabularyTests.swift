import Testing

@testable import L10nAuditCore

@Suite struct VocabularyTests {
  @Test(arguments: [
    (". ", true), ("! ", true), ("? ", true), (".\n", true), ("…  ", true), ("。", true), ("！", true),
    (".", false), (" . ", false), (": ", false), (", ", false), (". a", false), ("", false), ("\n", false),
  ])
  func sentenceBreak(text: String, expected: Bool) {
    #expect(NaturalLanguage.isSentenceBreak(text) == expected)
  }

  @Test(arguments: [
    ("LaunchNext --tui", true), ("swiftlint --fix -q", true), ("app --mode=dark", true),
    ("LaunchNext --cli help", true), ("Use --force to overwrite", false), ("Run - then stop", false),
    ("Settings", false), ("Up -- down", false), ("Press --force now", false),
  ])
  func commandLine(text: String, expected: Bool) {
    #expect(NaturalLanguage.isCommandLine(text) == expected)
  }

  @Test(arguments: [
    ("{date}", true), ("{{city}}", true), (" {rating} ", true), ("{date} and {city}", false),
    ("{Settings}", true), ("Open {app}", false), ("{}", false),
  ])
  func templateVariables(text: String, expected: Bool) {
    #expect(NaturalLanguage.isTemplateVariable(text) == expected)
  }

  @Test(arguments: [
    ("!moblin zoom <x>", true), ("/help", true), ("!mute", true), ("!Important notice", false),
    ("/Users/me", false), ("Help!", false), ("/ 2 items", false),
  ])
  func chatCommands(text: String, expected: Bool) {
    #expect(NaturalLanguage.isChatCommand(text) == expected)
  }

  @Test(arguments: [
    (" --path ", true), ("tool add x --ref main", true), ("--depth", true), ("Up -- down", false),
    ("well--known", false), (" --Path", false), ("-v", false),
  ])
  func longOptions(text: String, expected: Bool) {
    #expect(NaturalLanguage.hasLongOption(text) == expected)
  }

  @Test(arguments: [
    ("MIT license", true), ("Apache License 2.0", true), ("BSD-3-Clause license", true),
    ("GNU General Public License v3", true), ("Mozilla Public License 2.0", true),
    ("CC BY-NC-SA 4.0 license", true), ("Creative Commons Attribution 4.0 International License", true),
    ("Open Data Commons Open Database License (ODbL)", true), ("Your database license", false),
    ("Licensed by Anna", false), ("This license is by the CC team", false),
    ("License", false), ("MIT", false), ("Read the license", false), ("Your license expired", false),
  ])
  func licenseName(text: String, expected: Bool) {
    #expect(NaturalLanguage.isLicenseName(text) == expected)
  }

  @Test(arguments: [
    ("Bitcoin Cash", true), ("Avalanche C-Chain", true), ("zkSync Era", true), ("DisChain (ETHF)", true),
    ("Polygon zkEVM", true), ("Checking ", false), ("Bitcoin", false), ("Signed In", false),
    ("Last Updated ", false), ("Welcome to", false), ("Hello, World", false), ("your files", false),
  ])
  func multiWordNames(text: String, expected: Bool) {
    #expect(NaturalLanguage.isMultiWordName(text) == expected)
  }

  @Test(arguments: [
    ("public.aoshuang.game.", true), ("com.example.app", true), ("file_name.json", true),
    ("Hello.", false), ("no dots", false), ("v1.2", true), ("Com.Example", false),
  ])
  func dottedIdentifiers(text: String, expected: Bool) {
    #expect(NaturalLanguage.isDottedIdentifier(text) == expected)
  }

  @Test(arguments: [
    ("© 2020 Fin", true), ("(c) 2019-2024 Anna Berg", true), ("Copyright 2017 Bernd Bestel", true),
    ("Copyright (MIT License) 2019 Paul Hudson", true), ("Copyright © 2021 Acme Labs Inc", true),
    ("Copyright", false), ("© Fin", false), ("Copyright (Your license) 2019 Paul", false),
    ("Copyright 2019 by the team of this app", false), ("© 2020 Fin and the whole team", false),
  ])
  func copyrightLines(text: String, expected: Bool) {
    #expect(NaturalLanguage.isCopyrightLine(text) == expected)
  }

  @Test(arguments: [
    ("No times to show.", true), (" Note that this applies in compact mode only.", true),
    ("\nTry again later!", true), ("Is it done?", true), ("Loading more…", true),
    (" has left.", false), ("Done.", false), ("No times to show", false), (". Welcome back.", false),
    ("Shared by \u{FFFC}.", false), ("", false),
  ])
  func wholeSentence(text: String, expected: Bool) {
    #expect(NaturalLanguage.isWholeSentence(Substring(text)) == expected)
  }

  @Test(arguments: [
    ("\u{FFFC}. \u{FFFC}", true), ("\u{FFFC}. \u{FFFC}.", true), ("\u{FFFC}\n\u{FFFC}", true),
    ("\u{FFFC}: \u{FFFC}", false), ("\u{FFFC} \u{FFFC}", false), ("Hi \u{FFFC}. \u{FFFC}", false),
    ("\u{FFFC}", false),
  ])
  func sentencesBetweenValues(text: String, expected: Bool) {
    #expect(NaturalLanguage.separatesSentences(text) == expected)
  }

  @Test(arguments: [
    (" MiB", true), (" pt", true), (", \u{FFFC} px", true), (" GB)", true), ("\u{FFFC} ms", true),
    ("MB", true), (" lat: ", false), (" seconds", false), (" and more", false), (" MB/s", false),
    (" x2", false), (" км", true), (" грн)", true), (" Км", false), (" шагов", false), ("", false),
    ("회", true), ("\u{FFFC}회", true), (" 件", true), ("만", true), ("共\u{FFFC}", false),
    ("共\u{FFFC}条", false), ("님", false), ("\u{FFFC}회 재생", false), ("회의", false),
  ])
  func unitSuffix(text: String, expected: Bool) {
    #expect(NaturalLanguage.isUnitSuffix(text) == expected)
  }

  @Test(arguments: [
    ("infoLog", true), ("errorLog", true), ("logError", true), ("logDebug", true), ("warningLog", true),
    ("log", false), ("catalog", false), ("showLog", false), ("dialog", false), ("logo", false),
    ("logInfoView", false), ("printLog", true), ("writeLog", true), ("logMessage", true), ("logEvent", true),
    ("blogPost", false), ("loginText", false), ("backLog", false), ("logMessages", false),
    ("DLog", true), ("VLOG", true), ("ELOG", true), ("BLOG", false), ("ALog", false), ("Vlog", false),
  ])
  func loggingName(name: String, expected: Bool) {
    #expect(NonUISinks.isLoggingName(name) == expected)
  }

  @Test(arguments: [
    ("Your name", true), ("OK", true), ("이름", true), ("名", true), ("カ", true),
    ("Found \u{FFFC} results", true), ("—", false), ("%@", false), ("\u{FFFC}", false),
    ("  ", false), ("cell_id", false), ("profile.name", false), ("hasSeenOnboarding", false),
    ("https://example.org/a", false), ("#FFAA00", false), ("x", false), ("Привет", true),
    ("مرحبا", true),
  ])
  func naturalLanguage(text: String, expected: Bool) {
    #expect(NaturalLanguage.isNaturalLanguage(text) == expected)
  }

  @Test(arguments: [
    (" • ", true), ("• ", true), (" | ", true), (" │ ", true), (" ⸱ ", true), (" – ", false), ("—", false),
    (" - ", true), ("-", false), ("- ", false), (" -- ", false), (", ", false), (": ", false),
    ("  ", false), ("", false), (" • a", false), ("•\u{FFFC}", true),
  ])
  func listSeparators(text: String, expected: Bool) {
    #expect(NaturalLanguage.isListSeparator(text) == expected, "\(text.debugDescription)")
  }

  @Test(arguments: [
    ("\u{FFFC} • \u{FFFC}", true), ("• \u{FFFC}", true), ("\u{FFFC} - \u{FFFC}", true),
    ("\u{FFFC} \u{FFFC} • \u{FFFC}", false), ("\u{FFFC} \u{FFFC}", false), ("\u{FFFC}", false),
    ("(\u{FFFC})", false),
  ])
  func valuesSeparatedAsAList(value: String, expected: Bool) {
    #expect(NaturalLanguage.separatesEveryValue(value) == expected, "\(value.debugDescription)")
  }

  /// The byte fast paths answer exactly as the Unicode scalar paths on ASCII text.
  /// Modifier symbols and a short key name are a shortcut; words after them are not.
  @Test func keyboardShortcuts() {
    #expect(NaturalLanguage.isKeyboardShortcut("⌘⇧ MD"))
    #expect(NaturalLanguage.isKeyboardShortcut("⌥⌘P"))
    #expect(!NaturalLanguage.isKeyboardShortcut("⌘ Save document"))
    #expect(!NaturalLanguage.isKeyboardShortcut("MD"))
    #expect(!NaturalLanguage.isNaturalLanguage("⌘⇧ MD", brandTerms: []))
  }

  /// A well-known service's name alone is no text to translate; a sentence naming it is.
  @Test func serviceNames() {
    #expect(!NaturalLanguage.isNaturalLanguage("Instagram", brandTerms: []))
    #expect(!NaturalLanguage.isNaturalLanguage("GitHub", brandTerms: []))
    #expect(NaturalLanguage.isNaturalLanguage("Follow us on Instagram", brandTerms: []))
    #expect(NaturalLanguage.isNaturalLanguage("Signal", brandTerms: []))
  }

  @Test func asciiFastPathsAgreeWithScalarPaths() {
    let alphabet = Array("aZk Q#_./-:@=&?%19fF\n\t!'")
    var rng = SystemRandomNumberGenerator()
    var checked = 0
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...7, using: &rng)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
      #expect(
        NaturalLanguage.readsAsWords(text) == NaturalLanguage.isNaturalLanguageScalars(text),
        "\(text.debugDescription)")
      #expect(
        NaturalLanguage.isIdentifierShapedASCII(text)
          == NaturalLanguage.isIdentifierShapedScalars(text), "\(text.debugDescription)")
      checked += 1
    }
    #expect(checked == 20_000)
    #expect(NaturalLanguage.isIdentifierShapedASCII("é") == nil)
    for v in UInt32(0)..<0x100 {
      let u = Unicode.Scalar(v)!
      #expect(NaturalLanguage.isWhitespace(u) == u.properties.isWhitespace, "\(v)")
      #expect(NaturalLanguage.isAlphabetic(u) == u.properties.isAlphabetic || v >= 0x80, "\(v)")
    }
  }

  @Test(arguments: [
    #"NSLocalizedString("k", comment: "")"#, #"String(localized: "k")"#, #"Text("Hello")"#,
    #""k".localized"#, #""k".localized()"#, #""k".localized(with: x)"#, "L10n.Profile.title",
    "L10n.items(3)", "R.string.localizable.title()", #"OCLocalizedString("k", nil)"#,
    #"LocalizedStringKey("k")"#, #"LocalizedString("k")"#, #"localizedString("k")"#,
    #"Bundle.main.localizedString(forKey: "k", value: nil, table: nil)"#,
    #"("k".localizedString)"#, "Strings.Common.ok",
  ])
  func localizedExpressions(code: String) {
    let file = syntax(code)
    #expect(file.isLocalizedExpression(0, file.count - 1), "\(code)")
  }

  @Test(arguments: [
    #""plain""#, "name", #"Text(verbatim: "x")"#, "error.localizedDescription", "f(x)",
    #""a".localizedLowercase"#,
  ])
  func notLocalized(code: String) {
    let file = syntax(code)
    #expect(!file.isLocalizedExpression(0, file.count - 1), "\(code)")
  }

  @Test func extraFunctionsAndBoundNames() {
    let file = syntax(#"tr("k"); Tr("k"); trx("k")"#)
    #expect(file.localizedExpressionEnd(at: 0, extraFunctions: ["tr"]) == 5)
    #expect(file.localizedExpressionEnd(at: 7, extraFunctions: ["tr"]) == nil)
    #expect(file.localizedExpressionEnd(at: 14, extraFunctions: ["tr"]) == nil)
    // A value in parentheses, or a chain, bound to a name: its reads are localized.
    let bound = syntax(
      #"let a = (NSLocalizedString("k", comment: "")); let b = L10n.title; let c = x; f(a, b, c)"#)
    let reads = LocalizedValues(bound).localizedReads.map { bound.text($0) }.sorted()
    #expect(reads == ["a", "b"])
  }

  @Test func nonUISinks() {
    let file = syntax(
      #"print("a"); label.text = "b"; UserDefaults.standard.set(1, forKey: "c"); logger.error("d"); v.accessibilityIdentifier = "e""#
    )
    let values = file.literals.indices.map {
      (file.value(ofLiteral: $0), file.isInNonUISink(Int(file.literals[$0].open)))
    }
    #expect(values.map(\.1) == [true, false, true, true, true])
    // What a search looks for is never shown; what replaces it may be.
    let search = syntax(#"t.range(of: "f"); t.replacingOccurrences(of: "g", with: "h"); t.range("i")"#)
    #expect(
      search.literals.indices.map { search.isInNonUISink(Int(search.literals[$0].open)) } == [
        true, true, false, false,
      ])
  }
}

@Suite struct WordSetTests {
  @Test func answersForTokensLikeTheSetOfStrings() {
    let set: WordSet = ["print", "NSLog", "debugDescription", "名前", "x"]
    let file = syntax("print(a); NSLog(b); prints(c); Print(d); debugDescription; 名前; x; y; xx")
    for i in 0..<file.count {
      #expect(file.text(i, isIn: set) == set.contains(file.text(i)), "\(file.text(i))")
    }
    #expect(!file.text(-1, isIn: set) && !file.text(file.count, isIn: set))
  }

  @Test func canonicallyEquivalentSpellingsStillMatch() {
    // U+212A KELVIN SIGN is canonically equivalent to K: String equality says equal.
    let set: WordSet = ["UIKeyCommand"]
    let file = syntax("UI\u{212A}eyCommand")
    #expect(file.text(0, isIn: set) == set.contains(file.text(0)))
  }

  @Test func anASCIITokenMatchesANonASCIIMemberThatEqualsIt() {
    // The member is spelled with the KELVIN SIGN; the token with K: equal as strings.
    let set = WordSet(["UI\u{212A}eyCommand", "Text"])
    let file = syntax("UIKeyCommand; Text; Tex")
    #expect(file.text(0, isIn: set))
    #expect(file.text(2, isIn: set))
    #expect(!file.text(4, isIn: set))
  }

  @Test func randomTokensAgreeWithTheSetOfStrings() {
    let members = ["Text", "Button", "Tex", "Label", "setTitle", "init", "Texts", "T"]  // bytes
    let set = WordSet(members)
    var rng = SystemRandomNumberGenerator()
    let pieces = ["Te", "x", "t", "s", "Bu", "tton", "init", "名", "前", "T", "L", "abel"]
    for _ in 0..<500 {
      let word = (0..<Int.random(in: 1...3, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
        .joined()
      let file = syntax(word)
      guard file.count == 1 else { continue }
      #expect(file.text(0, isIn: set) == members.contains(word), "\(word)")
      #expect(file.memberIndex(0, in: set).map { set.members[$0] } == (members.contains(word) ? word : nil))
    }
  }

  @Test func memberIndexFindsTheMemberACanonicalSpellingEquals() {
    let set = WordSet(["UI\u{212A}eyCommand", "Text", "init"])
    let file = syntax("UIKeyCommand; Text; init; Tex")
    #expect(set.members == ["Text", "UI\u{212A}eyCommand", "init"])
    #expect(file.memberIndex(0, in: set) == 1)
    #expect(file.memberIndex(2, in: set) == 0)
    #expect(file.memberIndex(4, in: set) == 2)
    #expect(file.memberIndex(6, in: set) == nil)
  }

  @Test func textEqualsFollowsStringEquality() {
    let file = syntax("title; ti\u{212A}le; _")
    #expect(file.textEquals(0, "title"))
    #expect(!file.textEquals(0, "titl"))
    #expect(file.textEquals(2, "tiKle"))
    #expect(!file.textEquals(2, "tikle"))
    #expect(file.isLabel(4, "_") && file.isLabel(nil, "_") && !file.isLabel(nil, "title"))
  }

  @Test func lengthsOfSixtyThreeBytesAndMoreShareOneBit() {
    let long = String(repeating: "a", count: 70)
    let set = WordSet([long])
    let file = syntax("\(long) \(String(repeating: "a", count: 64))")
    #expect(file.text(0, isIn: set))
    #expect(!file.text(1, isIn: set))
  }
}

@Suite struct TextSearchTests {
  @Test func agreesWithTheStandardLibrary() {
    let pieces = ["Debug", "debug", "log", "LOG", "Lo", "g", "x", " ", "é", "\u{301}", "日本", "İ", "posix"]
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...5, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
        .joined()
      #expect(TextSearch.contains(text, "Debug") == text.contains("Debug"), "\(text)")
      #expect(
        TextSearch.containsIgnoringCase(text, "log") == text.lowercased().contains("log"), "\(text)")
      #expect(
        TextSearch.containsIgnoringCase(text, "posix") == text.lowercased().contains("posix"),
        "\(text)")
      #expect(
        TextSearch.containsAny(text, ["Debug"], ignoringCase: ["log", "posix"])
          == (text.contains("Debug") || text.lowercased().contains("log")
            || text.lowercased().contains("posix")),
        "\(text)")
    }
    #expect(!TextSearch.contains("Debug\u{301}", "Debug"))
    #expect(TextSearch.contains("MyDebugView.swift", "Debug"))
  }
}
