import Foundation
import L10nAuditCore
import L10nAuditReporters

/// The audit's walk, scan and project pass: every file under the inputs' paths listed by
/// the walk, then read and checked on all cores, then the project rules over the files'
/// facts. Findings come back sorted.
struct AuditScan {
  var diagnostics: [Diagnostic] = []
  var errors: [ScanError] = []
  /// Notes from the walk (links it did not follow).
  var notes: [String] = []
  var filesScanned = 0
  /// Each language's share of the source keys translated, over every group's catalogs.
  var coverage: [LanguageCoverage] = []
  var bytesScanned = 0
  /// Every rule that ran, in the order of the groups' rule lists.
  var ranRules: [RuleDescription] = []
  /// The scanned files' paths as a baseline records them (only when a baseline is read).
  var scannedPaths = Set<String>()
  /// Each scanned Swift file by its shown path: where it is and the digest of what was
  /// read (only for `--fix`).
  var sources: [String: Fixer.Source] = [:]

  init(_ inputs: AuditInputs, args: Arguments, registry: [any Rule]) {
    var walker = FileWalker()
    let knownIDs = Set(registry.map(\.id))
    var seenFiles = Set<FileIdentity>()
    var seenPaths = Set<[UInt8]>()
    // Only a baseline asks which files were scanned (a path each, normalized against the
    // current directory, asked once).
    let cwd = inputs.baseline == nil ? "" : FileManager.default.currentDirectoryPath
    var catalogsScanned = 0
    var singleLanguageNotes: [String] = []
    for group in inputs.groups {
      let rules = group.config.enabledRules(from: inputs.rules, named: inputs.namedRules)
      for r in rules where !ranRules.contains(r.description) { ranRules.append(r.description) }
      var linter = Linter(rules: rules, options: group.config.options, knownRuleIDs: knownIDs)
      linter.reportUnusedSuppressions = args.reportUnusedSuppressions
      walker.includesCatalogs = linter.readsCatalogs
      walker.includesProjectFiles = !linter.debugSkippingRuleIDs.isEmpty
      walker.includesObjectiveC = linter.readsCatalogs
      // The walk comes first (a few tens of milliseconds on large trees): only a group that
      // holds a catalog has each Swift file keep its key uses, for the catalog-key pass.
      var found: [ScanTarget] = []
      walker.collect(group.roots) { if group.config.includes($0.display) { found.append($0) } }
      linter.keepsKeyUses =
        linter.readsCatalogs && found.contains(where: \.isTable)
      var scanner = Scanner(linter: linter, jobs: args.jobs ?? FileSystem.processorCount())
      scanner.digests = args.fix
      let (targets, results) = scanner.scan { add in found.forEach(add) }
      // Overlapping paths (`. Sources`) and links name some files twice: each file counts
      // once, under its own name rather than a link's. A file is known by its device and
      // inode, from the `fstat` of its read, so hard links to one file are one file too; a
      // file that could not be read is known by a `stat` when it has one, else by its path.
      var keep = [Bool](repeating: false, count: targets.count)
      for pass in [false, true] {
        for (k, t) in targets.enumerated() where t.isLink == pass {
          if let id = results[k].identity ?? FileSystem.entry(t.path, followLinks: true).2 {
            keep[k] = seenFiles.insert(id).inserted
          } else {
            keep[k] = seenPaths.insert(t.path).inserted
          }
        }
      }
      var summaries: [FileSummary] = []
      let groupStart = diagnostics.count
      let catalogsBefore = catalogsScanned
      diagnostics.reserveCapacity(diagnostics.count + results.reduce(0) { $0 + $1.diagnostics.count })
      for (k, r) in results.enumerated() where keep[k] {
        if targets[k].isProjectFile || targets[k].isObjectiveC {
          if let e = r.error { errors.append(e) }
          if let s = r.summary { summaries.append(s) }
          continue
        }
        if inputs.baseline != nil { scannedPaths.insert(Baseline.normalize(targets[k].display, cwd: cwd)) }
        if let e = r.error {
          errors.append(e)
        } else {
          filesScanned += 1
        }
        bytesScanned += r.bytes
        if targets[k].isCatalog { catalogsScanned += 1 }
        if let digest = r.digest {
          sources[targets[k].display] = Fixer.Source(path: targets[k].path, digest: digest)
        }
        diagnostics.append(contentsOf: r.diagnostics)
        if let s = r.summary { summaries.append(s) }
      }
      let pass = linter.projectPass(
        summaries,
        readCatalog: { path in
          guard
            case .success(let contents) = FileSystem.read(Array(path.utf8), maxBytes: Scanner.maxFileBytes)
          else { return nil }
          return contents.bytes
        }, jobs: scanner.jobs)
      diagnostics.append(contentsOf: pass.diagnostics)
      Self.dropUnshipped(&diagnostics, from: groupStart, summaries)
      DebugScreens.drop(&diagnostics, from: groupStart, summaries, ruleIDs: linter.debugSkippingRuleIDs)
      DebugScreens.drop(
        &diagnostics, from: groupStart, summaries, ruleIDs: linter.modelTextRuleIDs,
        types: ModelText.types(summaries))
      NeutralTexts.drop(&diagnostics, from: groupStart, neutral: NeutralTexts.texts(summaries))
      let swiftIndices = targets.indices.filter { keep[$0] && !targets[$0].isCatalog }
      let swiftTargets = swiftIndices.map { targets[$0] }
      let objectiveCNames = Set(
        targets.filter(\.isObjectiveC).map { $0.display.split(separator: "/").last.map(String.init) ?? "" })
      let swiftPaths = swiftTargets.map(\.display)
      // The catalogs of the group: `.xcstrings`, `.strings` and `.stringsdict` files.
      let catalogPaths = targets.indices.filter {
        keep[$0] && targets[$0].isTable
      }.map { targets[$0].display }
      let projects = summaries.flatMap { $0.facts(XcodeProjectFiles.self) }
      let regions = summaries.flatMap { $0.facts(XcodeProjectRegions.self) }
      let unbuilt = UnbuiltFiles.paths(swiftPaths, projects: projects)
      let unbuiltCatalogs = UnbuiltFiles.catalogPaths(
        catalogPaths, swiftPaths: swiftPaths, projects: projects)
      UnbuiltFiles.drop(&diagnostics, from: groupStart, unbuilt: unbuilt.union(unbuiltCatalogs))
      // Only an app's findings that may lie in unread code ask for the search: those marked
      // as the files were scanned, and the project pass's own (marked below).
      if !projects.isEmpty
        && diagnostics[groupStart...].contains(where: {
          $0.inUnreadCode || !$0.declarations.isEmpty || linter.unreadProjectRuleIDs.contains($0.ruleID)
        })
      {
        // The Swift files of apps: those an Xcode project of the tree builds.
        let appFiles = Set(
          swiftPaths.filter { path in
            !unbuilt.contains(path)
              && projects.contains { $0.folder.isEmpty || path.hasPrefix($0.folder + "/") }
          })
        // The search reads the code again: each Swift and Objective-C file of the group by
        // its shown path (nil when it cannot be read). A name that only tests or sample apps
        // read is read by nothing the app runs.
        let codeFiles = targets.indices.filter {
          keep[$0] && (!targets[$0].isCatalog || targets[$0].isObjectiveC)
        }
        .map { targets[$0] }
        let byDisplay = Dictionary(codeFiles.map { ($0.display, $0.path) }) { first, _ in first }
        let read: @Sendable (String) -> [UInt8]? = { display in
          guard let path = byDisplay[display],
            case .success(let contents) = FileSystem.read(path, maxBytes: Scanner.maxFileBytes)
          else { return nil }
          return contents.bytes
        }
        UnreadDeclarations.markProjectFindings(
          &diagnostics, from: groupStart, ruleIDs: linter.unreadProjectRuleIDs, appFiles: appFiles, read: read
        )
        // `drop` reads nothing when no finding has a declaration to look for.
        let appCode = codeFiles.filter { !isTestPath($0.rolePath) }
        UnreadDeclarations.drop(
          &diagnostics, from: groupStart, appFiles: appFiles, sources: appCode.map(\.display), read: read,
          jobs: scanner.jobs)
      }
      if walker.includesCatalogs {
        let single = SingleLanguageApps.folders(regions, catalogPaths: catalogPaths)
        SingleLanguageApps.drop(
          &diagnostics, from: groupStart,
          ruleIDs: Set(registry.filter { $0.description.group == .uiText }.map(\.id)),
          single: single, projects: regions)
        for folder in single {
          singleLanguageNotes.append(
            "\(folder.isEmpty ? "." : folder): an app in one language (its Xcode project lists no other, and no "
              + "catalog lies under it): the UI-text rules skip its Swift files")
        }
      }
      if catalogsScanned > catalogsBefore {
        // What the built Swift files tell about keys, from their scan; unknown when one of
        // them could not be read.
        let built = swiftIndices.filter { !unbuilt.contains(targets[$0].display) }
        let uses =
          built.contains { results[$0].error != nil }
          ? nil : built.flatMap { results[$0].summary?.facts(UnusedKeyFindings.FileUses.self) ?? [] }
        UnusedKeyFindings.drop(
          &diagnostics, from: groupStart, uses: uses,
          codeUnread: summaries.contains {
            $0.facts(ObjectiveCLookups.self).contains(where: \.readsUnknownKeys)
          }
            || projects.contains { !$0.objectiveCNames.isSubset(of: objectiveCNames) },
          alsoUsed: Set(summaries.flatMap { $0.facts(ObjectiveCLookups.self).flatMap(\.literalKeys) }),
          projectFolders: Array(Set(projects.map(\.folder) + regions.map(\.folder))).sorted(),
          catalogPaths: catalogPaths, pedantic: group.config.options.pedantic)
      }
      coverage = Self.merged(coverage, pass.coverage)
    }
    // A tree without catalogs ran no catalog rule: its reports stay as they were.
    if catalogsScanned == 0 {
      ranRules.removeAll { id in registry.contains { $0.id == id.id && $0 is any CatalogRule } }
    }
    errors.insert(contentsOf: walker.errors, at: 0)
    notes = walker.notes + singleLanguageNotes
    diagnostics.sortDiagnostics()
    if args.reportUnusedSuppressions
      || diagnostics.contains(where: { $0.ruleID == Linter.invalidSuppression.id })
    {
      ranRules += [Linter.invalidSuppression, Linter.unusedSuppression].filter { !ranRules.contains($0) }
    }
  }

  /// Drops the findings, from `start` on, in catalogs of `.lproj` folders that the Xcode
  /// projects of `summaries` leave out of the app (a language no project over them lists).
  static func dropUnshipped(_ diagnostics: inout [Diagnostic], from start: Int, _ summaries: [FileSummary]) {
    let projects = summaries.flatMap { $0.facts(XcodeProjectRegions.self) }
    guard !projects.isEmpty else { return }
    var unshipped: [String: Bool] = [:]
    let kept = diagnostics[start...].filter { d in
      if let known = unshipped[d.path] { return !known }
      let out = XcodeProjectRegions.isUnshipped(
        CatalogPlace(path: d.path), kind: CatalogFile.kind(ofFileName: Array(d.path.utf8)), projects: projects
      )
      unshipped[d.path] = out
      return !out
    }
    diagnostics.replaceSubrange(start..., with: kept)
  }

  /// Two coverages of the same languages added up, by language code.
  static func merged(_ a: [LanguageCoverage], _ b: [LanguageCoverage]) -> [LanguageCoverage] {
    guard !a.isEmpty else { return b }
    var byLanguage: [String: LanguageCoverage] = [:]
    for c in a + b {
      var sum = byLanguage[c.language] ?? LanguageCoverage(language: c.language, keys: 0, translated: 0)
      sum.keys += c.keys
      sum.translated += c.translated
      byLanguage[c.language] = sum
    }
    return byLanguage.values.sorted { $0.language < $1.language }
  }
}
