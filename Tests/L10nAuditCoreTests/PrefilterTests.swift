import Testing

@testable import L10nAuditCore

/// The byte search behind `Rule.mayReport`, and the promise that a rule's prefilter never
/// hides one of its findings.
@Suite struct PrefilterTests {
  func file(_ text: String) -> SourceFile { SourceFile(path: "F.swift", text: text) }

  @Test func findsNeedlesAtEveryPosition() {
    #expect(file("Formatter").contains("Formatter"))
    #expect(file("let f = DateFormatter()").contains("Formatter"))
    #expect(file("xFormatter").contains("Formatter"))
    #expect(file("Formatterx").contains("Formatter"))
    #expect(!file("Formatte").contains("Formatter"))
    #expect(!file("").contains("Formatter"))
    #expect(!file("formatter").contains("Formatter"))
    // A candidate pivot byte too close to either end is no match, and is skipped.
    #expect(!file("zed").contains("apitalized"))
    #expect(file("localizedCapitalized").contains("apitalized"))
    #expect(file("FFormatter").contains("Formatter"))
  }

  @Test func agreesWithANaiveSearchOnRandomText() {
    var rng = SystemRandomNumberGenerator()
    let alphabet = Array("aDFeortmwpz ".utf8)
    let needles: [StaticString] = ["Formatter", "owercase", "ppercase", "apitalized", "DateF"]
    for _ in 0..<2_000 {
      let length = Int.random(in: 0..<40, using: &rng)
      var bytes = (0..<length).map { _ in alphabet.randomElement(using: &rng)! }
      if Bool.random(using: &rng), let n = needles.randomElement(using: &rng) {
        let at = Int.random(in: 0...bytes.count, using: &rng)
        bytes.insert(contentsOf: UnsafeBufferPointer(start: n.utf8Start, count: n.utf8CodeUnitCount), at: at)
      }
      let source = SourceFile(path: "F.swift", bytes: bytes)
      for n in needles {
        let pattern = Array(UnsafeBufferPointer(start: n.utf8Start, count: n.utf8CodeUnitCount))
        let naive =
          bytes.count >= pattern.count
          && (0...(bytes.count - pattern.count)).contains { Array(bytes[$0..<$0 + pattern.count]) == pattern }
        #expect(source.contains(n) == naive, "\(String(decoding: bytes, as: UTF8.self)) \(n)")
      }
    }
  }

  /// Every documented example and the tokenizer fixture: where a rule reports something
  /// (run directly, without the linter's prefilter), its prefilter lets the file through.
  @Test(arguments: RuleDocTests.swiftIDs) func prefilterNeverHidesAFinding(id: String) throws {
    let rule = RuleRegistry.rule(id)!
    var texts = [try fixture("lexical.swift")]
    for other in RuleRegistry.all.map(\.id) {
      let doc = try RuleDoc.load(other)
      texts += (doc.triggering + doc.nonTriggering).map(\.code)
    }
    var reported = 0
    for text in texts {
      let source = SourceFile(path: "Sources/App/F.swift", text: text)
      if reports(rule, source) {
        reported += 1
        #expect(rule.mayReport(in: source), "\(text)")
      }
    }
    #expect(reported > 0)
  }

  /// Whether `rule` reports in `source` when run directly: a project rule through its
  /// project pass over the file's facts alone.
  func reports(_ rule: any Rule, _ source: SourceFile) -> Bool {
    let file = SyntaxFile(source)
    guard let project = rule as? any ProjectRule else {
      return !rule.findings(in: file, context: RuleContext()).isEmpty
    }
    let summary = FileSummary(
      path: source.path, facts: project.facts(in: file, context: RuleContext()),
      suppressions: Suppressions(file))
    return !project.findings(in: [summary], context: RuleContext()).isEmpty
  }

  @Test func prefiltersSkipFilesWithoutTheirWords() {
    let plain = file("struct A { let title = \"Hello\" }")
    #expect(!StaticCachedFormatter().mayReport(in: plain))
    #expect(!FixedFormatMissingLocale().mayReport(in: plain))
    #expect(HardcodedUIString().mayReport(in: plain))
    #expect(LocaleCaseOnMachineKey().mayReport(in: plain))  // its token loop is cheaper than a search
  }
}

@Suite struct TestPathTests {
  @Test func bytesAgreeWithCharacters() {
    let pieces = [
      "/", "App", "Tests", "UITests", "Test", "Shared", "Support", ".swift", "é", "\u{301}", "s", "x", "//",
    ]
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<5_000 {
      let path = (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
        .joined()
      #expect(isTestPath(path) == isTestPathCharacters(path), "\(path)")
    }
    #expect(isTestPath("Tests/AppTests/LoginTests.swift"))
    #expect(isTestPath("App/LoginTest.swift"))
    #expect(!isTestPath("App/Sources/Login.swift"))
    #expect(isTestPath("AppUITests/Screens/Login.swift"))
    #expect(isTestPath("BrewCoffee46TestsShared/DateUtils.swift"))
    #expect(isTestPath("Sources/AppTestSupport/Fixtures.swift"))
    #expect(!isTestPath("App/ABTesting/Experiment.swift"))
  }

  @Test(arguments: [
    ("sampleapps/ModalsSampleApp/ViewController.swift", true), ("Kit/Examples/Chart.swift", true),
    ("Demo/AppDelegate.swift", true), ("Sources/ChartsDemo/View.swift", true),
    ("MapSampleApp/Map.swift", true), ("Sources/PlayerExample/Player.swift", true),
    ("App/Sources/Samples.swift", false), ("App/Sources/Login.swift", false),
    ("App/Example.swift", false), ("Demographics/Chart.swift", false), ("App/SampleRate/Audio.swift", false),
    ("ElementX/Sources/Mocks/RoomSummaryProviderMock.swift", true), ("App/Preview Content/Data.swift", true),
    ("App/MediaPreview/PreviewView.swift", false), ("App/Mockingbird/Bird.swift", false),
    ("Playgrounds/Rendering.playground/Contents.swift", true), ("App/Playground/Swing.swift", false),
    ("scripts/render_og.swift", true), ("EasyCancel/scripts/render_promo.swift", true),
    ("Screenplay/Scripts/ScriptView.swift", false), ("App/Transcripts/List.swift", false),
    ("docs/designs/HomeView.swift", true), ("App/Docs/DocumentView.swift", false),
    ("App/Design/DesignSystemPreview.swift", true), ("App/Design/DesignSystem.swift", false),
    ("DesignSystem/CatalogSources/ButtonsCatalog.swift", true), ("App/DesignSystem/Buttons.swift", false),
    ("Tools/FullscreenHarness/main.swift", true), ("Sources/App/DemoHarness.swift", true),
    ("Sources/Harnesses/HarnessDetailView.swift", false), ("App/HarnessList.swift", false),
    ("Spark/Data/MockBuddyCatalog.swift", true), ("App/Search/SearchMock.swift", true),
    ("App/PreviewMocks.swift", true), ("App/Mockingbird.swift", false), ("App/Mock.swift", false),
    ("App/Features/Charts/PreviewHelpers/VDOTChartPreview.swift", true),
    ("App/PreviewSupport/Fixtures.swift", true), ("App/LinkPreviews/LinkPreview.swift", false),
  ])
  func sampleAndDemoApps(path: String, expected: Bool) {
    #expect(isSampleAppPath(path) == expected)
    #expect(isTestPath(path) == expected)
  }
}

@Suite struct LiteralByteTests {
  func holds(_ code: String, _ byte: Character, _ oneOf: String = "") -> Bool {
    let file = SyntaxFile(SourceFile(path: "F.swift", text: code))
    return file.literal(0, mayHold: byte.asciiValue!, andOneOf: Array(oneOf.utf8))
  }

  @Test func bytesOfTheLiteralsOwnText() {
    #expect(!holds(#"let s = "Hello""#, "Y"))
    #expect(holds(#"let s = "YYYY-MM-dd""#, "Y"))
    #expect(holds(#"let s = "D MMM""#, "D", "ML"))
    #expect(!holds(#"let s = "Done""#, "D", "ML"))
    #expect(!holds(#"let s = "Done \(MMM)""#, "D", "ML"))  // interpolated code is not text
    #expect(holds(#"let s = "x \(y) D, LLL""#, "D", "ML"))
    #expect(!holds(#"let s = "a\nb\t\"Y\"""#, "D"))
    #expect(holds(#"let s = "\u{44}d MM""#, "D", "ML"))  // an escape may be any letter
    #expect(holds(##"let s = #"\#u{44}d MM"#"##, "D", "ML"))
    #expect(!holds(##"let s = #"\u{44}d MM"#"##, "D", "ML"))  // raw: a backslash, no escape
    #expect(!holds(#"let s = "\u{1F310} Done""#, "D", "ML"))  // an icon escape writes no letter
    #expect(holds(#"let s = "\u{1F310} \u{44} \u{4c}""#, "D", "ML"))
  }
}

@Suite struct PlainLiteralTests {
  /// Judged on bytes where they are the value, and the same answer as on the value.
  @Test func agreesWithTheValue() {
    let code = #"""
      let a = ["Save changes", "cell_id", "userName", "OK", "x", "", "#FFAA00", "a.b", "Tap here to start"]
      let b = ["caf\u{E9} au lait", "\(n) items", "Tab\there", "名前を入力", "line\nbreak"]
      let c = """
        Two words
        """
      """#
    let file = SyntaxFile(SourceFile(path: "F.swift", text: code))
    var judged = 0
    for l in file.literals.indices {
      let expected = NaturalLanguage.isNaturalLanguage(file.value(ofLiteral: l))
      if let answer = file.plainLiteralIsNaturalLanguage(l) {
        judged += 1
        #expect(answer == expected, "\(file.value(ofLiteral: l))")
      }
    }
    #expect(judged == 9)  // the first line's; escapes, interpolation, non-ASCII, multi-line go to the value
  }
}

@Suite struct LiteralFactsTests {
  /// The byte-by-byte test the facts replace: a non-ASCII byte, a backslash or two ASCII
  /// letters in a row (not across an interpolation) in the literal's own segments.
  func naiveMayHoldWord(_ file: SyntaxFile, _ l: Int) -> Bool {
    var i = Int(file.literals[l].open) + 1
    let last = Int(file.literals[l].last)
    var previousIsLetter = false
    while i <= last {
      let t = file[i]
      if t.kind == .stringSegment {
        for c in file.bytes[t.range] {
          if c >= 0x80 || c == 0x5C { return true }
          let isLetter = (c | 0x20) &- 0x61 < 26
          if isLetter && previousIsLetter { return true }
          previousIsLetter = isLetter
        }
      } else if t.kind == .interpolationOpen && t.match > i {
        i = Int(t.match)
        previousIsLetter = false
      }
      i += 1
    }
    return false
  }

  /// On random literals: the word prefilter answers as the byte test does, and the judgment
  /// of plain literals as `isNaturalLanguage` does on the value.
  @Test func wordFactsAgreeWithTheByteTestsAndTheValue() {
    let pieces = [
      "a", "b", "Z", "X", "o", " ", "\\n", "\\t", "_", ".", "/", "-", ":", "@", "=", "&", "?", "#",
      "F", "0", "9", "\\u{44}", "\\(x)", "é", "名", "\\\\", "nE", "Tab", "\t",
    ]
    var rng = SystemRandomNumberGenerator()
    var judged = 0
    for _ in 0..<2_000 {
      let literals = randomLiterals(of: pieces, maxPieces: 6, using: &rng)
      let file = syntax("let a = [" + literals.joined(separator: ", ") + "]")
      for l in file.literals.indices {
        let value = file.value(ofLiteral: l)
        let may = file.literalMayHoldWord(l)
        #expect(may == naiveMayHoldWord(file, l), "\(literals)")
        if !may { #expect(!NaturalLanguage.isNaturalLanguage(value), "\(literals)") }
        if let answer = file.plainLiteralIsNaturalLanguage(l) {
          judged += 1
          #expect(answer == NaturalLanguage.isNaturalLanguage(value), "\(literals) \(value)")
        }
      }
    }
    #expect(judged > 1_000)
  }
}
