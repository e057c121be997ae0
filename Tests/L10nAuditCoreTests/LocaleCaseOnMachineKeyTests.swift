import Testing

@testable import L10nAuditCore

@Suite struct LocaleCaseOnMachineKeyTests {
  /// The byte prefilter lets every name the rule judges through.
  @Test func prefilterPassesEveryCaseAPI() {
    let names =
      Array(LocaleCaseOnMachineKey.methods.keys) + Array(LocaleCaseOnMachineKey.properties.keys)
      + ["localizedCaseInsensitiveCompare"]
    func passes(_ name: String) -> Bool {
      LocaleCaseOnMachineKey.mayBeCaseAPI(first: name.utf8.first!, length: Int32(name.utf8.count))
    }
    for name in names {
      #expect(passes(name), "\(name)")
    }
    #expect(!passes("count"))
  }

  func findings(_ code: String) -> [Diagnostic] { run(LocaleCaseOnMachineKey(), code) }

  func applyFix(_ code: String) throws -> String {
    let d = try #require(findings(code).first)
    let fix = try #require(d.fix)
    #expect(fix.isSafe)
    var bytes = Array(code.utf8)
    for e in fix.edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(e.start..<e.end, with: Array(e.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// An implicit member has no receiver before its `.` (a fuzzer found the range trap).
  /// A search in text cased the same way is display; the same value looked up in a set
  /// is a key. A test file's assertions are the test's own.
  @Test func searchInCasedTextAndTestsAreLeftAlone() {
    let code = """
      func f(links: [Link], query: String, ids: Set<String>, key: String) -> Bool {
          let found = links.filter { $0.title.localizedLowercase.contains(query.localizedLowercase) }
          return ids.contains(key.localizedLowercase)
      }
      """
    #expect(findings(code).map(\.start.line) == [3])
    let test = #"func t() { #expect(name?.localizedCapitalized == "Example-Filename") }"#
    #expect(run(LocaleCaseOnMachineKey(), test, path: "Tests/AppTests/DocumentTests.swift").isEmpty)
    #expect(run(LocaleCaseOnMachineKey(), test).count == 1)
  }

  @Test func implicitMemberWithoutReceiver() {
    for code in [
      "if key == .lowercased(with: Locale.current) {}",
      ".lowercased(with: Locale.current) == id",
      "f(.uppercased(with: .current) == code)",
    ] {
      let found = run(LocaleCaseOnMachineKey(), code)
      #expect(found.allSatisfy { $0.start.offset >= 0 && $0.end.offset <= code.utf8.count })
    }
  }

  @Test func fixesUseTheInvariantForm() throws {
    #expect(
      try applyFix("let ok = scheme.lowercased(with: .current) == \"https\"")
        == "let ok = scheme.lowercased() == \"https\"")
    #expect(
      try applyFix("let ok = kind.capitalized(with: .current) == \"Video\"")
        == "let ok = kind.capitalized == \"Video\"")
    #expect(
      try applyFix("if header.localizedUppercase == \"ETAG\" {}") == "if header.uppercased() == \"ETAG\" {}")
    #expect(
      try applyFix("let same = id.localizedCaseInsensitiveCompare(b) == .orderedSame")
        == "let same = id.caseInsensitiveCompare(b) == .orderedSame")
  }

  @Test func helpShowsTheTurkishMappingFromICU() throws {
    let d = try #require(findings("let ok = scheme.lowercased(with: .current) == \"https\"").first)
    #expect(d.help?.contains("\"ıd\"") == true)
  }

  @Test func nsStringReceiverGetsNoFix() throws {
    let d = try #require(findings("let k = (key as NSString).lowercased(with: .current) == \"x\"").first)
    #expect(d.fix == nil)
  }

  @Test func fixedLocalesAreFollowedToTheirDeclaration() {
    let posix = """
      let localeForLowercasing = Locale(identifier: "en_US")
      func isHTTPS(_ url: URL) -> Bool { url.scheme?.lowercased(with: localeForLowercasing) == "https" }
      """
    #expect(findings(posix).isEmpty)
    let turkish = """
      let lowercasing = Locale(identifier: "tr_TR")
      func isHTTPS(_ url: URL) -> Bool { url.scheme?.lowercased(with: lowercasing) == "https" }
      """
    #expect(findings(turkish).count == 1)
    #expect(findings(turkish).first?.message.contains("Turkish") == true)
  }

  @Test func unknownLocaleNamesAreLeftAlone() {
    #expect(findings("let ok = scheme.lowercased(with: appLocale) == \"https\"").isEmpty)
    #expect(findings("func f(l: Locale) -> Bool { scheme.lowercased(with: l) == \"https\" }").count == 1)
  }

  @Test func keyPathsIntoSetsAndEquality() {
    #expect(findings("let keys = Set(headers.map(\\.localizedLowercase))").count == 1)
    #expect(findings("let hit = ids.map(\\.localizedLowercase).contains(x)").count == 1)
    #expect(findings("let types = mimeTypes.map(\\.localizedLowercase)").isEmpty)
    #expect(pedanticFindings("let types = mimeTypes.map(\\.localizedLowercase)").count == 1)
    #expect(findings("let shown = names.map(\\.localizedCapitalized)").isEmpty)
    #expect(findings("let keys = headers.map(\\.localizedLowercase)").first?.fix == nil)
  }

  func pedanticFindings(_ code: String) -> [Diagnostic] {
    var options = RuleOptions()
    options.pedantic = true
    return run(LocaleCaseOnMachineKey(), code, options: options)
  }

  /// Equality between two values neither of which is a literal or named like a key, a
  /// key-named variable never used as a key, and a key-named receiver whose result is
  /// only kept: search text, word tokens and host initials on judged apps, so pedantic.
  @Test func weakKeyEvidenceIsPedantic() {
    for code in [
      "if term.localizedLowercase.hasPrefix(base.localizedLowercase) { add(term) }",
      "let token = text[range].localizedLowercase\nif tag.localizedLowercase != token { index(tag) }",
      "if let host = url.host?.localizedUppercase, !host.isEmpty { draw(host.prefix(1)) }",
      "if a.localizedCaseInsensitiveCompare(b) == .orderedSame { merge() }",
      "let k = (key as NSString).lowercased(with: .current) == x",
    ] {
      #expect(findings(code).isEmpty, "\(code)")
      #expect(!pedanticFindings(code).isEmpty, "\(code)")
    }
    for code in [
      "if name.localizedLowercase == \"gif\" { animate() }",
      "if \"gif\" == name.localizedLowercase { animate() }",
      "let isApp = contentType.localizedLowercase.hasPrefix(\"application/\")",
      "if a.localizedCaseInsensitiveCompare(\"GIF\") == .orderedSame { animate() }",
      "if tokenName.localizedLowercase == other { accept() }",
      "let kind = Kind(rawValue: raw.localizedLowercase)",
    ] {
      #expect(findings(code).count == 1, "\(code)")
    }
  }

  /// Names people give and read, and search text, cased as a dictionary or set key: the
  /// user's casing is right for them (pedantic reports them). A file's or a host's name
  /// is a machine's, and a name compared with a literal is a key.
  @Test func peoplesTextAsAKeyIsPedantic() {
    for code in [
      "let style = stylesByName[winner.rule.presetName.localizedLowercase]",
      "let taken = Set(ruleSets.map { $0.name.localizedLowercase })",
      "let common = Set(searchText.localizedLowercase).count",
    ] {
      #expect(findings(code).isEmpty, "\(code)")
      #expect(!pedanticFindings(code).isEmpty, "\(code)")
    }
    for code in [
      "let known = Set(files.map { $0.fileName.localizedLowercase })",
      "if name.localizedLowercase == \"gif\" { animate() }",
    ] {
      #expect(findings(code).count == 1, "\(code)")
    }
  }

  @Test func orderingIsDisplay() {
    let code = """
      let result = a.localizedLowercase.compare(b.localizedLowercase)
      switch result { case .orderedSame: return true; default: return false }
      """
    #expect(findings(code).isEmpty)
  }
}
