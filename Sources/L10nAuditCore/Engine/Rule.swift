/// A check over one tokenized file. Rules are pure: they never read files or print.
public protocol Rule: Sendable {
  var description: RuleDescription { get }
  func findings(in file: SyntaxFile, context: RuleContext) -> [Finding]
  /// A byte-level test run before `findings`: false only when the file cannot hold a
  /// finding of this rule (it never mentions `DateFormatter`, say), so the linter skips
  /// the rule there. It must never be false where `findings` would report something.
  func mayReport(in source: SourceFile) -> Bool
  /// What this file tells the project pass (`ProjectRule`); nothing for a per-file rule.
  func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact]
}

extension Rule {
  public var id: String { description.id }

  public func mayReport(in source: SourceFile) -> Bool { true }

  public func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact] { [] }

  /// A finding of this rule with its default severity.
  public func finding(
    _ range: Range<Int>, _ message: String, help: String? = nil, fix: Fix? = nil
  ) -> Finding {
    Finding(
      ruleID: description.id, severity: description.severity, range: range, message: message,
      help: help, fix: fix)
  }
}

/// What a rule may know beyond the file: the user's settings and where the file sits.
public struct RuleContext: Sendable {
  public var options: RuleOptions
  /// The file is test code (under `Tests`/`UITests`, named `*Tests.swift`, or in a sample
  /// or demo app).
  public var isTestFile: Bool

  public init(options: RuleOptions = RuleOptions(), isTestFile: Bool = false) {
    self.options = options
    self.isTestFile = isTestFile
  }
}

/// Settings rules read, from the configuration file.
public struct RuleOptions: Sendable, Hashable {
  /// Words shown as written on purpose (product names); never reported as UI text.
  public var brandTerms: [String] = []
  /// The team's own APIs that show a `String` as written, as `Name(label:)` or `.property`.
  public var customUIAPIs: [String] = []
  /// Extra function names that localize their argument (like `NSLocalizedString`).
  public var localizationFunctions: [String] = []
  /// Scan test files and previews with the UI text rules.
  public var includeTestsAndPreviews = false
  /// Severity per rule id, replacing the rule's default.
  public var severityOverrides: [String: Severity] = [:]
  /// Also report the sub-patterns that judged real code found right too rarely to be on
  /// by default (each rule's doc names its own).
  public var pedantic = false
  /// The language of `Base.lproj` and of `.lproj` tables without a String Catalog's
  /// `sourceLanguage` to say it.
  public var developmentLanguage = "en"

  public init() {}
}

/// Whether a path is test code: under a `Tests`/`UITests` folder (or a test target's
/// folder, `AppTests`, or one of code its tests share, `AppTestsShared`), a file named
/// `*Tests.swift`, or in a sample or demo app (`isSampleAppPath`).
public func isTestPath(_ path: String) -> Bool {
  // On bytes for ASCII-adjacent matches (every path but exotic ones); otherwise the
  // Character-based check below.
  if let answer = path.utf8.withContiguousStorageIfAvailable({ isTestPathASCII($0) }) ?? nil {
    return answer || isSampleAppPath(path)
  }
  return isTestPathCharacters(path) || isSampleAppPath(path)
}

/// Whether a path lies in a folder of sample or demo apps, which show a library to its
/// developers and do not ship (`sampleapps/`, `Examples/`, `Demo/`, `KitDemo/`,
/// `ChartsExample/`, `MapSampleApp/`, a proof of concept's `POC/`, an Xcode playground's
/// `Rendering.playground/`), of mock data for tests and previews (`Mocks/`,
/// `Preview Content/`, `PreviewHelpers/`), or of a repository's tooling scripts
/// (`scripts/render_og.swift`, run with `swift scripts/…`: the folder named in lowercase,
/// as tooling folders are) and of its documentation (`docs/designs/HomeView.swift`, a
/// snippet no target builds); also
/// a developer's test harness, a folder or file named for one (`Tools/FullscreenHarness/`,
/// `DemoHarness.swift`), and a design system's catalog of components
/// (`DesignSystemPreview.swift`, `DesignSystem/CatalogSources/ButtonsCatalog.swift`), and a
/// file named for mock data (`MockSearchRepository.swift`, `isMockFileName`).
public func isSampleAppPath(_ path: String) -> Bool {
  // Most paths hold none of the words: answered without splitting them.
  guard holdsSampleAppWord(path) else { return false }
  for part in path.split(separator: "/").dropLast() {
    if part == "scripts" || part == "docs" { return true }
    let lower = part.lowercased()
    if sampleFolderNames.contains(lower) { return true }
    if sampleFolderSuffixes.contains(where: { part.hasSuffix($0) && part.count > $0.count }) { return true }
    if part.hasSuffix(".playground") { return true }
  }
  if path.hasSuffix("Harness.swift") { return true }
  // `MockSearchRepository.swift`, `PreviewMocks.swift`: a file of mock data.
  if let name = path.split(separator: "/").last, isMockFileName(name) { return true }
  // `DesignSystemPreview.swift`, `DesignSystem/CatalogSources/…`: a catalog of the app's
  // components, with sample values.
  let parts = path.split(separator: "/")
  guard let d = parts.firstIndex(where: { TextSearch.contains(String($0), "DesignSystem") }) else {
    return false
  }
  return parts[d...].contains { part in
    let name = String(part)
    return TextSearch.contains(name, "Preview") || TextSearch.contains(name, "Gallery")
      || TextSearch.contains(name, "Catalog") || TextSearch.contains(name, "Showcase")
  }
}

/// Whether `path` holds a word `isSampleAppPath` looks for: `ample`, `demo`, `mock`,
/// `preview`, `poc` or `harness` in any case, or `.playground/`, `scripts/`, `docs/` or
/// `DesignSystem` as written.
func holdsSampleAppWord(_ path: String) -> Bool {
  TextSearch.containsAny(path, sampleAppWords, ignoringCase: sampleAppWordsInAnyCase)
}
let sampleAppWords: [StaticString] = [".playground/", "scripts/", "docs/", "DesignSystem"]
let sampleAppWordsInAnyCase: [StaticString] = ["ample", "demo", "mock", "preview", "poc", "harness"]

/// `MockBuddyCatalog.swift`, `SearchMock.swift`, `PreviewMocks.swift`: a Swift file named
/// for mock data, `Mock` then a capital, or `Mock`/`Mocks` at the end.
func isMockFileName(_ name: Substring) -> Bool {
  guard name.hasSuffix(".swift") else { return false }
  let stem = name.dropLast(6)
  if stem.hasPrefix("Mock"), let next = stem.dropFirst(4).first, next.isUppercase { return true }
  return stem.count > 4 && (stem.hasSuffix("Mock") || stem.hasSuffix("Mocks"))
}

/// Folder names (lowercased) and name endings of sample and demo apps.
let sampleFolderNames: Set<String> = [
  "sample", "samples", "sampleapp", "sampleapps", "example", "examples", "exampleapp", "demo", "demos",
  "demoapp", "mock", "mocks", "preview content", "previewhelpers", "previewsupport", "previewdata", "poc",
  "harness",
]
let sampleFolderSuffixes = ["Example", "Examples", "SampleApp", "Demo", "DemoApp", "Harness"]

func isTestPathCharacters(_ path: String) -> Bool {
  let parts = path.split(separator: "/")
  if let name = parts.last, name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") {
    return true
  }
  for part in parts.dropLast()
  where part.hasSuffix("Tests")
    || testSupportFolderSuffixes.contains(where: { part.hasSuffix($0.description) })
  {
    return true
  }
  return false
}

/// Endings of the folders of code that only test targets build beside the tests
/// themselves (`BrewCoffee46TestsShared/`, `AppTestSupport/`).
let testSupportFolderSuffixes: [StaticString] = [
  "TestsShared", "TestShared", "TestsSupport", "TestSupport", "TestsCommon", "TestHelpers", "TestsHelpers",
  "TestUtils", "TestsUtils",
]

/// `isTestPath` on bytes; nil when a non-ASCII byte stands after a slash or before a
/// suffix match (it could join that Character), so Characters must decide.
func isTestPathASCII(_ p: UnsafeBufferPointer<UInt8>) -> Bool? {
  func endsWith(_ end: Int, _ suffix: StaticString, after start: Int) -> Bool? {
    let n = suffix.utf8CodeUnitCount
    guard end - start >= n else { return false }
    for k in 0..<n where p[end - n + k] != suffix.utf8Start[k] { return false }
    if end - n > start && p[end - n - 1] >= 0x80 { return nil }
    return true
  }
  // Components between slashes, empty ones skipped; the last one is the file name. Found
  // without an array: this runs once per file.
  var name = (start: 0, end: 0)
  var start = 0
  for i in 0...p.count where i == p.count || p[i] == 0x2F {
    // A combining mark after a slash makes one Character of both: no separator then.
    if i + 1 < p.count && p[i + 1] >= 0x80 { return nil }
    if i > start { name = (start, i) }
    start = i + 1
  }
  guard name.end > name.start else { return false }
  guard let tests = endsWith(name.end, "Tests.swift", after: name.start) else { return nil }
  if tests { return true }
  guard let test = endsWith(name.end, "Test.swift", after: name.start) else { return nil }
  if test { return true }
  // The folders, in order, up to the file name.
  start = 0
  for i in 0..<name.start where p[i] == 0x2F {
    if i > start {
      guard let hit = endsWith(i, "Tests", after: start) else { return nil }
      if hit { return true }
      for suffix in testSupportFolderSuffixes {
        guard let support = endsWith(i, suffix, after: start) else { return nil }
        if support { return true }
      }
    }
    start = i + 1
  }
  return false
}
