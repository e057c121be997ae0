/// Runs the enabled rules over a file and places their findings. Knows no rule by name.
public struct Linter: Sendable {
  public let rules: [any Rule]
  public let options: RuleOptions
  /// Every id a suppression comment may name; others are reported.
  public let knownRuleIDs: Set<String>
  /// Report suppression comments that silenced nothing.
  public var reportUnusedSuppressions = false
  /// Each Swift file's summary keeps what it tells about catalog keys
  /// (`UnusedKeyFindings.FileUses`), when a rule whose findings `UnusedKeyFindings.drop`
  /// removes runs (`reportsKeyFindings`).
  public var keepsKeyUses = false
  /// A rule whose findings `UnusedKeyFindings.drop` removes runs.
  let reportsKeyFindings: Bool

  /// Diagnostics about suppression comments themselves.
  public static let invalidSuppression = RuleDescription(
    id: "invalid-suppression", summary: "a suppression comment names no known rule",
    severity: .warning, group: .suppressions)
  public static let unusedSuppression = RuleDescription(
    id: "unused-suppression", summary: "a suppression comment that silences nothing",
    severity: .warning, group: .suppressions)

  /// The rules among `rules` that also report from the project pass.
  public let projectRules: [any ProjectRule]
  /// The rules among `rules` that read catalogs.
  public let catalogRules: [any CatalogRule]
  /// Whether a rule reads catalogs: a catalog rule, a project rule that reads their facts
  /// (`CatalogFactReader`), or one that leaves their neutral texts (`NeutralTexts`).
  public var readsCatalogs: Bool {
    !catalogRules.isEmpty || projectRules.contains { $0 is any CatalogFactReader } || readsNeutralTexts
  }
  /// The ids of the rules among `rules` that leave debug-only code alone, whose findings
  /// in screens only debug code opens `DebugScreens.drop` removes.
  public let debugSkippingRuleIDs: Set<String>
  /// The ids of the rules among `rules` that leave text written for a model alone
  /// (`ModelText`).
  public let modelTextRuleIDs: Set<String>
  /// A rule whose findings on a neutral text are dropped runs: catalogs leave their
  /// `NeutralTexts`.
  public let readsNeutralTexts: Bool
  /// The ids of the rules among `rules` whose findings in code that nothing runs
  /// `UnreadDeclarations` removes.
  public let unreadCodeRuleIDs: Set<String>
  /// Those of them that the project pass reports, from facts: their findings are marked
  /// after it (`UnreadDeclarations.markProjectFindings`).
  public let unreadProjectRuleIDs: Set<String>

  public init(rules: [any Rule], options: RuleOptions = RuleOptions(), knownRuleIDs: Set<String>? = nil) {
    self.rules = rules
    self.options = options
    self.knownRuleIDs = knownRuleIDs ?? Set(rules.map(\.id))
    projectRules = rules.compactMap { $0 as? any ProjectRule }
    catalogRules = rules.compactMap { $0 as? any CatalogRule }
    debugSkippingRuleIDs = Set(rules.filter { $0.description.skipsDebugCode }.map(\.id))
    modelTextRuleIDs = debugSkippingRuleIDs.intersection(ModelText.ruleIDs)
    readsNeutralTexts = rules.contains { NeutralTexts.ruleIDs.contains($0.id) }
    reportsKeyFindings = rules.contains { UnusedKeyFindings.ruleIDs.contains($0.id) }
    unreadCodeRuleIDs = Set(rules.filter { UnreadDeclarations.judges($0.description) }.map(\.id))
    unreadProjectRuleIDs = unreadCodeRuleIDs.intersection(projectRules.map(\.id))
  }

  /// A file's diagnostics, and what the project pass needs of it: nil when no project
  /// rule runs, or when the file has neither facts nor suppression comments.
  public struct FileOutcome: Sendable {
    public var diagnostics: [Diagnostic]
    public var summary: FileSummary?

    public init(diagnostics: [Diagnostic], summary: FileSummary? = nil) {
      self.diagnostics = diagnostics
      self.summary = summary
    }
  }

  /// The diagnostics of `source` (whose line table is known already) and its summary.
  public func scan(_ source: SourceFile, lines: LineTable) -> FileOutcome {
    let file = SyntaxFile(source, lines: lines)
    let suppressions = Suppressions(file)
    let diagnostics = lint(file, suppressions: suppressions)
    var facts: [any FileFact] = []
    if !projectRules.isEmpty {
      let context = self.context(file)
      for rule in projectRules where rule.mayReport(in: file.source) {
        facts.append(contentsOf: rule.facts(in: file, context: context))
      }
    }
    // Findings of the rules that leave debug code alone land in files with their own
    // findings or with project facts: only those keep their type declarations.
    if !debugSkippingRuleIDs.isEmpty {
      let screens = ScreenConstructions(
        file,
        declarations: !facts.isEmpty || diagnostics.contains { debugSkippingRuleIDs.contains($0.ruleID) },
        modelText: !modelTextRuleIDs.isEmpty)
      if !screens.isEmpty { facts.append(screens) }
    }
    if keepsKeyUses && reportsKeyFindings {
      let uses = UnusedKeyFindings.FileUses(file)
      if !uses.isEmpty { facts.append(uses) }
    }
    guard !projectRules.isEmpty || !facts.isEmpty else { return FileOutcome(diagnostics: diagnostics) }
    if facts.isEmpty && suppressions.isEmpty { return FileOutcome(diagnostics: diagnostics) }
    return FileOutcome(
      diagnostics: diagnostics,
      summary: FileSummary(path: file.path, facts: facts, suppressions: suppressions))
  }

  /// The project rules' diagnostics over every scanned file's summary, sorted; suppression
  /// comments in the files they land in apply. `readCatalog` gives a catalog's raw bytes
  /// again by path, to locate the findings in it (`locatingCatalogMarks`). Up to `jobs`
  /// rules run at once.
  public func projectDiagnostics(
    _ summaries: [FileSummary], readCatalog: (@Sendable (String) -> [UInt8]?)? = nil, jobs: Int = 1
  ) -> [Diagnostic] {
    projectPass(summaries, readCatalog: readCatalog, jobs: jobs, coverage: false).diagnostics
  }

  /// The project rules' diagnostics (as `projectDiagnostics` gives them) and, with
  /// `coverage`, each language's translation coverage (`catalogCoverage`), found alongside.
  public func projectPass(
    _ summaries: [FileSummary], readCatalog: (@Sendable (String) -> [UInt8]?)? = nil, jobs: Int = 1,
    coverage: Bool = true
  ) -> (diagnostics: [Diagnostic], coverage: [LanguageCoverage]) {
    let rules = projectRules
    guard !rules.isEmpty else { return ([], []) }
    var suppressionsByPath: [String: Suppressions] = [:]
    for s in summaries where !s.suppressions.isEmpty { suppressionsByPath[s.path] = s.suppressions }
    let context = RuleContext(options: options)
    enum Work: Sendable {
      case findings([ProjectFinding])
      case coverage([LanguageCoverage])
    }
    // The coverage, one more task beside the rules'.
    let found = Parallel.map(0..<(rules.count + (coverage ? 1 : 0)), jobs: jobs) { k -> Work in
      guard k < rules.count else { return .coverage(catalogCoverage(summaries)) }
      return .findings(
        locatingCatalogMarks(rules[k].findings(in: summaries, context: context), read: readCatalog))
    }
    var out: [Diagnostic] = []
    var languages: [LanguageCoverage] = []
    for (k, work) in found.enumerated() {
      guard case .findings(let findings) = work else {
        if case .coverage(let c) = work { languages = c }
        continue
      }
      let d = rules[k].description
      for f in findings {
        if suppressionsByPath[f.site.path]?.isSuppressed(rule: d.id, line: f.site.start.line) == true {
          continue
        }
        var diagnostic =
          Diagnostic(
            path: f.site.path, ruleID: d.id,
            severity: options.severityOverrides[d.id] ?? f.severity ?? d.severity,
            start: f.site.start, end: f.site.end, message: f.message, help: f.help, fix: f.fix,
            lineText: f.site.lineText)
        diagnostic.languages = f.languages
        diagnostic.catalogKey = f.catalogKey
        diagnostic.textHash = f.textHash
        out.append(diagnostic)
      }
    }
    out.sortDiagnostics()
    return (out, languages)
  }

  /// A test file, or a script run with `swift`: `#!/usr/bin/env swift` on its first line,
  /// or statements at file scope in a folder named for scripts (`Swift Scripts/`), in a
  /// file not named `main.swift`, where only a script may run them. A repository's
  /// tooling, which no app target compiles.
  func context(_ file: SyntaxFile) -> RuleContext {
    let bytes = file.source.bytes
    let script =
      bytes.count >= 2 && bytes[0] == UInt8(ascii: "#") && bytes[1] == UInt8(ascii: "!")
      || Self.isInScriptsFolder(file.source.rolePath) && file.hasTopLevelStatements
    return RuleContext(options: options, isTestFile: script || isTestPath(file.source.rolePath))
  }

  /// A path with a folder whose name holds `script` in any case (`Scripts/`, `Swift
  /// Scripts/`, `build-scripts/`), for a file not named `main.swift`.
  static func isInScriptsFolder(_ path: String) -> Bool {
    // Most paths hold no such word: answered without splitting them.
    guard TextSearch.containsIgnoringCase(path, "script") else { return false }
    let folders = path.split(separator: "/").dropLast()
    return !path.hasSuffix("/main.swift") && path != "main.swift"
      && folders.contains { $0.lowercased().contains("script") }
  }

  /// All diagnostics of `source`, sorted.
  public func lint(_ source: SourceFile) -> [Diagnostic] {
    lint(SyntaxFile(source))
  }

  /// All diagnostics of `source`, whose line table is known already.
  public func lint(_ source: SourceFile, lines: LineTable) -> [Diagnostic] {
    lint(SyntaxFile(source, lines: lines))
  }

  public func lint(_ file: SyntaxFile) -> [Diagnostic] {
    lint(file, suppressions: Suppressions(file))
  }

  /// The same, with the file's suppression comments already read.
  func lint(_ file: SyntaxFile, suppressions: Suppressions) -> [Diagnostic] {
    let context = self.context(file)
    var findings: [Finding] = []
    for rule in rules where rule.mayReport(in: file.source) {
      findings.append(contentsOf: rule.findings(in: file, context: context))
    }
    NeverCompiled.drop(&findings, in: file)
    UnreadDeclarations.mark(&findings, in: file, ruleIDs: unreadCodeRuleIDs)
    return place(findings, in: PlacedText(file), suppressions: suppressions)
  }

  /// A catalog's diagnostics, and what the project pass needs of it. `bytes` are the
  /// file's, in any encoding the catalog readers know; nil for a file that is no catalog.
  /// An Xcode project's `project.pbxproj` leaves the languages it builds, the files of
  /// its debug groups and the Swift files it compiles (and whether it compiles
  /// Objective-C).
  public func scanCatalog(path: String, bytes: [UInt8]) -> FileOutcome? {
    if XcodeProjectRegions.isProjectFile(path) {
      var facts: [any FileFact] = []
      if !catalogRules.isEmpty || !debugSkippingRuleIDs.isEmpty,
        let regions = XcodeProjectRegions.read(path: path, bytes: bytes)
      {
        facts.append(regions)
      }
      if !debugSkippingRuleIDs.isEmpty, let groups = XcodeDebugGroups.read(path: path, bytes: bytes) {
        facts.append(groups)
      }
      if !debugSkippingRuleIDs.isEmpty || !catalogRules.isEmpty,
        let files = XcodeProjectFiles.read(path: path, bytes: bytes)
      {
        facts.append(files)
      }
      guard !facts.isEmpty else { return FileOutcome(diagnostics: []) }
      return FileOutcome(
        diagnostics: [],
        summary: FileSummary(
          path: path, facts: facts, suppressions: Suppressions(entries: [], lines: LineTable([]))))
    }
    guard
      let catalog = CatalogFile.read(
        path: path, bytes: bytes, developmentLanguage: options.developmentLanguage)
    else { return nil }
    let suppressions = Suppressions(catalog)
    let context = RuleContext(options: options, isTestFile: false)
    var findings: [Finding] = []
    for rule in catalogRules {
      findings.append(contentsOf: rule.findings(in: catalog, context: context))
    }
    var text = PlacedText(path: path, bytes: catalog.bytes, lines: catalog.text.lines)
    // A catalog may be one long line (minified JSON) with many findings: their places are
    // found in one pass, and their line's text is cut short.
    text.maxLineText = CatalogText.maxLineText
    var locator = CatalogText.Locator(catalog.text)
    for offset in Set(findings.flatMap { [$0.start, max($0.start, $0.end)] }).sorted() {
      text.known[offset] = locator.location(offset)
    }
    let diagnostics = place(findings, in: text, suppressions: suppressions)
    var facts: [any FileFact] = []
    for rule in projectRules {
      guard let rule = rule as? any CatalogFactReader else { continue }
      facts.append(contentsOf: rule.facts(in: catalog, context: context))
    }
    if readsNeutralTexts,
      let neutral = NeutralTexts(catalog, developmentLanguage: context.options.developmentLanguage)
    {
      facts.append(neutral)
    }
    if facts.isEmpty && suppressions.isEmpty { return FileOutcome(diagnostics: diagnostics) }
    return FileOutcome(
      diagnostics: diagnostics, summary: FileSummary(path: path, facts: facts, suppressions: suppressions))
  }

  /// `findings` of one file placed as diagnostics, less those its suppression comments
  /// silence, with the comments' own diagnostics; sorted.
  func place(_ findings: [Finding], in file: PlacedText, suppressions: Suppressions) -> [Diagnostic] {
    if findings.isEmpty && suppressions.isEmpty { return [] }
    var used = [Bool](repeating: false, count: suppressions.entries.count)
    var out: [Diagnostic] = []
    out.reserveCapacity(findings.count)
    var seen = SeenFindings()
    for (k, f) in findings.enumerated() where seen.isNew(k, in: findings) {
      let start = file.location(f.start)
      if let entry = suppressions.suppressingEntry(rule: f.ruleID, line: start.line) {
        used[entry] = true
        continue
      }
      out.append(diagnostic(f, file, severity: options.severityOverrides[f.ruleID] ?? f.severity))
    }
    for (k, e) in suppressions.entries.enumerated() {
      let unknown = e.rules.filter { !knownRuleIDs.contains($0) }
      for id in unknown {
        let f = Finding(
          ruleID: Self.invalidSuppression.id, severity: Self.invalidSuppression.severity,
          range: e.start..<e.end, message: "unknown rule `\(id)` in suppression comment",
          help: "'l10n-audit rules' lists the rule ids")
        out.append(diagnostic(f, file, severity: f.severity))
      }
      // A comment that may silence a project rule's finding is judged by the project
      // pass's findings, which this file does not see: it is never called unused.
      let mayServeProjectRule =
        !projectRules.isEmpty && (e.rules.isEmpty || projectRules.contains { e.rules.contains($0.id) })
      if reportUnusedSuppressions && !used[k] && unknown.isEmpty && e.directive != .enable
        && !mayServeProjectRule
      {
        let f = Finding(
          ruleID: Self.unusedSuppression.id, severity: Self.unusedSuppression.severity,
          range: e.start..<e.end, message: "suppression comment silences no finding",
          help: "remove the comment")
        out.append(diagnostic(f, file, severity: f.severity))
      }
    }
    out.sortDiagnostics()
    return out
  }

  func diagnostic(_ f: Finding, _ file: PlacedText, severity: Severity) -> Diagnostic {
    let start = file.location(f.start)
    let end = file.location(max(f.start, f.end))
    let fix = f.fix?.located(file.location)
    var d = Diagnostic(
      path: file.path, ruleID: f.ruleID, severity: severity, start: start, end: end,
      message: f.message, help: f.help, fix: fix, lineText: file.lineText(start.line))
    d.languages = f.languages
    d.catalogKey = f.catalogKey
    d.declarations = f.declarations
    d.inUnreadCode = f.inUnreadCode
    d.textHash = f.textHash
    return d
  }
}

/// A file's text as findings are placed in it: its path, UTF-8 bytes and line table.
struct PlacedText {
  var path: String
  var bytes: [UInt8]
  var lines: LineTable

  init(path: String, bytes: [UInt8], lines: LineTable) {
    self.path = path
    self.bytes = bytes
    self.lines = lines
  }

  init(_ file: SyntaxFile) {
    self.init(path: file.path, bytes: file.bytes, lines: file.lines)
  }

  /// Locations found already.
  var known: [Int: SourceLocation] = [:]
  /// At most this many bytes of a line's text are kept (nil: all).
  var maxLineText: Int? = nil

  func location(_ offset: Int) -> SourceLocation { known[offset] ?? lines.location(of: offset, in: bytes) }

  /// The text of `line`, without its line break.
  func lineText(_ line: Int) -> String {
    let start = lines.start(ofLine: line)
    var end = lines.end(ofLine: line, in: bytes)
    if let maxLineText { end = CatalogText.cut(bytes, from: start, to: end, max: maxLineText) }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

/// Which findings were already kept, so a finding reported twice (by one rule or two) is
/// placed once. Keyed by the finding's byte range: hashing two integers instead of the
/// whole finding (its message and help texts), and comparing whole findings only where
/// two share a range.
struct SeenFindings {
  private struct Place: Hashable {
    var start: Int
    var end: Int
  }
  private var firstAt: [Place: Int] = [:]
  private var moreAt: [Place: [Int]] = [:]

  /// Whether `findings[k]` differs from every finding kept so far; keeps it if so.
  mutating func isNew(_ k: Int, in findings: [Finding]) -> Bool {
    let place = Place(start: findings[k].start, end: findings[k].end)
    guard let first = firstAt[place] else {
      firstAt[place] = k
      return true
    }
    if findings[first] == findings[k] { return false }
    if let more = moreAt[place], more.contains(where: { findings[$0] == findings[k] }) {
      return false
    }
    moreAt[place, default: []].append(k)
    return true
  }
}
