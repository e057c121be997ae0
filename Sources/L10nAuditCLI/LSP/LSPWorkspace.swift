import L10nAuditCore
import L10nAuditReporters

/// One folder the editor has open: its configuration and linter, what the project pass
/// needs of each of its files, and the project rules' last findings by path.
final class LSPWorkspace {
  /// Absolute, without a trailing slash.
  let root: String
  /// Whether the folder is walked and the project rules run over it (false for the folder
  /// of a file opened outside every workspace folder).
  let isProject: Bool
  private(set) var config = Configuration()
  /// Why `.l10n-audit.json` could not be used (the defaults apply meanwhile).
  private(set) var configError: String? = nil
  private(set) var linter: Linter
  private var summaries: [String: FileSummary] = [:]
  private(set) var project: [String: [Diagnostic]] = [:]
  /// The screen types only debug code opens, as of the last project pass (`DebugScreens`).
  private(set) var debugOnlyTypes: Set<UInt32> = []
  /// The types whose texts are written for a model (`ModelText`), found by the project pass.
  private(set) var modelTextTypes: Set<UInt32> = []
  /// The String Catalogs' neutral texts (`NeutralTexts`), as of the last project pass.
  private(set) var neutralTexts: Set<UInt64> = []
  /// The Swift files the last walk found, and those of them no target builds, as of the
  /// last project pass (`UnbuiltFiles`).
  private var swiftPaths: [String] = []
  /// The catalogs of the tree (`.xcstrings`, `.strings`, `.stringsdict`), as shown.
  private var catalogPaths: [String] = []
  private(set) var unbuilt: Set<String> = []
  private(set) var filesScanned = 0
  private(set) var scanErrors: [ScanError] = []

  init(root: String, isProject: Bool) {
    var r = root
    while r.count > 1 && r.hasSuffix("/") { r.removeLast() }
    self.root = r
    self.isProject = isProject
    linter = Linter(rules: [])
    loadConfiguration()
  }

  /// Reads the `.l10n-audit.json` that governs the folder, if any.
  func loadConfiguration() {
    config = Configuration()
    configError = nil
    if let path = Configuration.discover(from: root) {
      do {
        config = try Configuration.load(path, registry: RuleRegistry.all)
      } catch {
        configError = error.message
      }
    }
    linter = Linter(
      rules: config.enabledRules(from: RuleRegistry.all), options: config.options,
      knownRuleIDs: Set(RuleRegistry.all.map(\.id)))
  }

  /// Whether `path` lies in this folder.
  func contains(_ path: String) -> Bool {
    root == "/" ? path.hasPrefix("/") : path == root || path.hasPrefix(root + "/")
  }

  /// Whether the configuration's `include` and `exclude` leave `path` in.
  func includes(_ path: String) -> Bool { config.includes(path) }

  /// Walks the folder and scans every Swift file and catalog in it on all cores, keeping
  /// only what the project pass needs; then runs the project rules.
  func scanAll(jobs: Int) {
    summaries = [:]
    project = [:]
    filesScanned = 0
    scanErrors = []
    guard isProject else { return }
    var walker = FileWalker()
    walker.includesCatalogs = linter.readsCatalogs
    walker.includesProjectFiles = !linter.debugSkippingRuleIDs.isEmpty
    let scanner = Scanner(linter: linter, jobs: jobs)
    let config = self.config
    let (targets, results) = scanner.scan { add in
      walker.collect([root]) { if config.includes($0.display) { add($0) } }
    }
    swiftPaths = targets.filter { !$0.isCatalog }.map(\.display)
    catalogPaths = targets.filter { $0.isCatalog && !$0.isProjectFile && !$0.isObjectiveC }.map(\.display)
    for r in results {
      if let e = r.error { scanErrors.append(e) } else { filesScanned += 1 }
      if let s = r.summary { summaries[s.path] = s }
    }
    scanErrors.insert(contentsOf: walker.errors, at: 0)
  }

  /// The diagnostics of one file's text, and its summary for the project pass, as the
  /// audit finds them; nil for a catalog that none of the readers takes.
  func lint(path: String, bytes: [UInt8], isCatalog: Bool) -> Linter.FileOutcome? {
    guard includes(path) else { return Linter.FileOutcome(diagnostics: [], summary: nil) }
    if isCatalog { return linter.scanCatalog(path: path, bytes: bytes) }
    let lines = (try? LineTable.validated(bytes)) ?? LineTable(bytes)
    // The workspace's own folders do not mark its files as tests or samples.
    let roleStart = path.hasPrefix(root + "/") ? root.utf8.count : 0
    return linter.scan(SourceFile(path: path, bytes: bytes, roleStart: roleStart), lines: lines)
  }

  /// `diagnostics` of the file at `path` without those in screens only debug code opens;
  /// none in a file no target builds (`UnbuiltFiles`).
  func withoutDebugScreens(_ diagnostics: [Diagnostic], path: String) -> [Diagnostic] {
    if unbuilt.contains(path) { return [] }
    var out = diagnostics
    NeutralTexts.drop(&out, from: 0, neutral: neutralTexts)
    guard !debugOnlyTypes.isEmpty || !modelTextTypes.isEmpty, let summary = summaries[path] else {
      return out
    }
    DebugScreens.drop(&out, from: 0, [summary], ruleIDs: linter.debugSkippingRuleIDs, types: debugOnlyTypes)
    DebugScreens.drop(&out, from: 0, [summary], ruleIDs: linter.modelTextRuleIDs, types: modelTextTypes)
    return out
  }

  /// Puts a file's summary in place of the one the project pass had (nil: the file has
  /// none, or is gone).
  func update(_ path: String, summary: FileSummary?) {
    guard isProject else { return }
    summaries[path] = summary
  }

  /// Scans a file from disk again, for its summary.
  func rescan(_ path: String, isCatalog: Bool) {
    guard isProject, includes(path) else { return }
    let target = ScanTarget(path: Array(path.utf8), display: path, isCatalog: isCatalog)
    let r = Scanner(linter: linter, jobs: 1).scanOne(target)
    summaries[path] = r.error == nil ? r.summary : nil
  }

  /// Runs the project rules over every file's summary; `texts` gives the text of files
  /// open in the editor, read in place of the disk's.
  func refreshProject(texts: [String: [UInt8]], jobs: Int) {
    debugOnlyTypes = isProject ? DebugScreens.debugOnly(Array(summaries.values)) : []
    modelTextTypes = isProject ? ModelText.types(Array(summaries.values)) : []
    neutralTexts = isProject ? NeutralTexts.texts(summaries.values) : []
    let projects = summaries.values.flatMap { $0.facts(XcodeProjectFiles.self) }
    unbuilt =
      isProject
      ? UnbuiltFiles.paths(swiftPaths, projects: projects).union(
        UnbuiltFiles.catalogPaths(catalogPaths, swiftPaths: swiftPaths, projects: projects)) : []
    guard isProject, !linter.projectRules.isEmpty else {
      project = [:]
      return
    }
    let all = summaries.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    let diagnostics = linter.projectDiagnostics(
      all,
      readCatalog: { path in
        if let text = texts[path] { return text }
        guard case .success(let contents) = FileSystem.read(Array(path.utf8), maxBytes: Scanner.maxFileBytes)
        else { return nil }
        return contents.bytes
      }, jobs: jobs)
    var byPath: [String: [Diagnostic]] = [:]
    for d in diagnostics where !unbuilt.contains(d.path) { byPath[d.path, default: []].append(d) }
    project = byPath
  }
}
