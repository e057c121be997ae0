import Foundation
import L10nAuditCore
import L10nAuditReporters

/// The main job: walk, scan, filter (baseline, changed lines, threshold), report.
struct AuditCommand {
  let args: Arguments
  let output: CommandLineTool.Output
  /// The process exits when `run` returns: the findings are left to it (`ExitMemory`).
  var leavesMemoryToExit = false

  func run() -> Int32 {
    let started = Date()
    // Validate everything before any work.
    var reports: [(reporter: any Reporter, path: String?)] = []
    let requested =
      (args.format.map { [($0, nil as String?)] } ?? (args.reports.isEmpty ? [("text", nil)] : []))
      + args.reports
    for (name, path) in requested {
      guard let reporter = Reporters.named(name) else {
        return usage("unknown format '\(name)'; use one of: \(Reporters.names.joined(separator: ", "))")
      }
      reports.append((reporter, path))
    }
    // Every output file's folder must exist and be writable before the scan starts.
    for path in reports.compactMap(\.path) + [args.writeBaselinePath].compactMap({ $0 }) {
      let dir = (path as NSString).deletingLastPathComponent
      let folder = dir.isEmpty ? "." : dir
      guard FileManager.default.isWritableFile(atPath: folder) else {
        output.err("\(path): error: cannot write here (the folder \(folder) is missing or read-only)\n")
        return CommandLineTool.ExitCode.failure
      }
    }
    let selected: [any Rule]
    do {
      selected = try selectedRules()
    } catch {
      return usage(error.message)
    }
    var baseline: Baseline? = nil
    if let path = args.baselinePath {
      do {
        baseline = try Baseline.load(path)
      } catch {
        output.err(error.message + "\n")
        return CommandLineTool.ExitCode.failure
      }
    }
    var changed: ChangedLines? = nil
    do {
      if let base = args.diffBase { changed = try ChangedLines.fromGit(base: base) }
      if let file = args.diffFile {
        guard let data = FileManager.default.contents(atPath: file) else {
          output.err("\(file): error: cannot read diff file\n")
          return CommandLineTool.ExitCode.failure
        }
        changed = ChangedLines(diff: String(decoding: data, as: UTF8.self))
      }
    } catch {
      output.err(error.message + "\n")
      return CommandLineTool.ExitCode.failure
    }

    // Group the scanned paths by the configuration that governs them.
    var configs: [String: Configuration] = [:]
    var groups: [(config: Configuration, roots: [String])] = []
    for root in args.paths.isEmpty ? ["."] : args.paths {
      let configPath = args.configPath ?? Configuration.discover(from: root)
      var config = Configuration()
      if let p = configPath {
        if let c = configs[p] {
          config = c
        } else {
          do {
            config = try Configuration.load(p)
          } catch {
            output.err(error.message + "\n")
            return CommandLineTool.ExitCode.failure
          }
          configs[p] = config
        }
      }
      if let k = groups.firstIndex(where: { $0.config.path == config.path }) {
        groups[k].roots.append(root)
      } else {
        groups.append((config, [root]))
      }
    }

    // The usual run, the text on standard output with nothing that filters findings across
    // files: the scanning threads render it (`TextRendering`).
    let colored = !args.noColor && FileSystem.environment("NO_COLOR") == nil && FileSystem.isTerminal(1)
    var rendering: TextRendering? = nil
    if reports.count == 1, reports[0].path == nil, baseline == nil, changed == nil,
      args.writeBaselinePath == nil, reports[0].reporter is TextReporter
    {
      rendering = TextRendering(reporter: TextReporter(colored: colored), threshold: args.severityThreshold)
    }
    var renderedFiles: [(path: String, text: [UInt8])] = []
    var renderedFindings: [[Diagnostic]] = []
    var ruleCounts: [String: Int] = [:]
    var namesUnknownRule = false

    var walker = FileWalker()
    var errors: [ScanError] = []
    var diagnostics: [Diagnostic] = []
    defer { if leavesMemoryToExit { ExitMemory.leave(diagnostics) } }
    var filesScanned = 0
    var bytesScanned = 0
    var ranRules: [RuleDescription] = []
    let knownIDs = Set(RuleRegistry.all.map(\.id))
    var seenFiles = Set<FileIdentity>()
    var seenPaths = Set<[UInt8]>()
    var scannedPaths = Set<String>()
    for group in groups {
      // Overlapping paths (`. Sources`) and links name some files twice: each file counts
      // once, under its own name rather than a link's. A file is known by its device and
      // inode, from the `fstat` of its read (no extra call per file), so hard links to one
      // file are one file too. A file named twice is read twice; its second result is
      // dropped.
      let rules = group.config.enabledRules(from: selected)
      for r in rules where !ranRules.contains(r.description) { ranRules.append(r.description) }
      var linter = Linter(rules: rules, options: group.config.options, knownRuleIDs: knownIDs)
      linter.reportUnusedSuppressions = args.reportUnusedSuppressions
      let scanner = Scanner(
        linter: linter, jobs: args.jobs ?? FileSystem.processorCount(), rendering: rendering)
      // Files are scanned while the walk goes on finding more.
      let (targets, results) = scanner.scan { add in
        walker.collect(group.roots) { if group.config.includes($0.display) { add($0) } }
      }
      var keep = [Bool](repeating: false, count: targets.count)
      for pass in [false, true] {
        for (k, t) in targets.enumerated() where t.isLink == pass {
          // A file that could not be read (too large, no permission) is still known by a
          // `stat` when it has one, so its error is reported once too.
          if let id = results[k].identity ?? FileSystem.entry(t.path, followLinks: true).2 {
            keep[k] = seenFiles.insert(id).inserted
          } else {
            keep[k] = seenPaths.insert(t.path).inserted  // gone: its error is reported once
          }
        }
      }
      // Only a baseline asks which files were scanned (a path each, normalized against
      // the current directory, asked once).
      let cwd = baseline == nil ? "" : FileManager.default.currentDirectoryPath
      // Room for all at once: growing would copy the findings again. When the process exits
      // on return, each file's own list is left to the exit, like the joined one (freeing
      // it would release every string again).
      if rendering == nil {
        diagnostics.reserveCapacity(diagnostics.count + results.reduce(0) { $0 + $1.diagnostics.count })
      }
      if leavesMemoryToExit { ExitMemory.leave(results) }
      for (k, r) in results.enumerated() where keep[k] {
        if baseline != nil { scannedPaths.insert(Baseline.normalize(targets[k].display, cwd: cwd)) }
        if let e = r.error {
          errors.append(e)
        } else {
          filesScanned += 1
        }
        bytesScanned += r.bytes
        if rendering != nil {
          if !r.text.isEmpty { renderedFiles.append((targets[k].display, r.text)) }
          renderedFindings.append(r.diagnostics)
          for (id, n) in r.ruleCounts { ruleCounts[id, default: 0] += n }
          namesUnknownRule = namesUnknownRule || r.namesUnknownRule
        } else {
          diagnostics.append(contentsOf: r.diagnostics)
        }
      }
    }
    // Rendered texts in path order; when two files share a path, the findings are sorted
    // and rendered as a whole after all.
    let renderedTexts = rendering == nil ? nil : TextRendering.inPathOrder(renderedFiles)
    if rendering != nil && renderedTexts == nil {
      diagnostics = renderedFindings.flatMap { $0 }
    }
    errors.insert(contentsOf: walker.errors, at: 0)
    diagnostics.sortDiagnostics()
    if args.reportUnusedSuppressions || namesUnknownRule
      || diagnostics.withUnsafeBufferPointer({ ds in
        // In place: `contains(where:)` copied each finding, retaining each of its strings
        // (a cache miss each: the scan's threads made them).
        ds.indices.contains { ds.baseAddress![$0].ruleID == Linter.invalidSuppression.id }
      })
    {
      ranRules += [Linter.invalidSuppression, Linter.unusedSuppression].filter { !ranRules.contains($0) }
    }

    if let path = args.writeBaselinePath {
      let text = Baseline(diagnostics).render()
      do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        output.err("\(path): error: cannot write baseline: \(error.localizedDescription)\n")
        return CommandLineTool.ExitCode.failure
      }
      if !args.quiet { output.err("l10n-audit: wrote \(diagnostics.count) findings to \(path)\n") }
      return errors.isEmpty ? CommandLineTool.ExitCode.clean : CommandLineTool.ExitCode.failure
    }

    var gone: [Baseline.Key] = []
    var baselined = 0
    if let baseline {
      let ranIDs = Set(ranRules.map(\.id))
      let r = baseline.apply(diagnostics, scannedPaths: scannedPaths, ranRules: ranIDs)
      diagnostics = r.new
      gone = r.gone
      baselined = r.matched
    }
    // In place: a filtered copy would copy (and then free) every finding kept.
    if let changed {
      diagnostics.removeAll { !changed.contains(path: $0.path, line: $0.start.line) }
    }
    diagnostics.removeAll { $0.severity < args.severityThreshold }

    let report = Report(
      diagnostics: diagnostics, rules: ranRules, errors: errors, filesScanned: filesScanned,
      toolVersion: CommandLineTool.version)
    if !args.quiet {
      for note in walker.notes { output.err("note: \(note)\n") }
    }
    for e in errors { output.err("\(e.path): error: \(e.message)\n") }
    if let renderedTexts {
      var chunks = ChunkedSink(bytes: { output.outBytes($0) })
      for text in renderedTexts { chunks.append { $0.append(contentsOf: text) } }
      chunks.flush()
    } else if let failure = writeReports(report, reports, colored: colored) {
      return failure
    }
    var strictFailure = false
    if args.strictBaseline && !gone.isEmpty {
      strictFailure = true
      output.err(
        "error: \(gone.count) baselined findings are gone; rewrite the baseline with --write-baseline so it only shrinks\n"
      )
      for k in gone.prefix(20) { output.err("  gone: \(k.path) [\(k.rule)] \(k.lineText)\n") }
    }
    // Rendered findings were counted by rule as they were rendered.
    let findings = renderedTexts == nil ? diagnostics.count : ruleCounts.values.reduce(0, +)
    if !args.quiet {
      if renderedTexts == nil {
        // In place, as above: a copy of each finding would retain each of its strings.
        ruleCounts = diagnostics.withUnsafeBufferPointer { ds in
          var counts: [String: Int] = [:]
          for k in ds.indices { counts[ds.baseAddress![k].ruleID, default: 0] += 1 }
          return counts
        }
      }
      output.err(
        summaryLine(
          report, findings: findings, ruleCounts: ruleCounts, baselined: baselined,
          bytes: bytesScanned, seconds: Date().timeIntervalSince(started)))
    }
    if !errors.isEmpty { return CommandLineTool.ExitCode.failure }
    if strictFailure || findings > 0 { return CommandLineTool.ExitCode.findings }
    return CommandLineTool.ExitCode.clean
  }

  /// Writes `report` in each requested format, to its file or to standard output; the
  /// failure status when a report file cannot be written.
  func writeReports(
    _ report: Report, _ reports: [(reporter: any Reporter, path: String?)], colored: Bool
  ) -> Int32? {
    for (reporter, path) in reports {
      var chosen = reporter
      if var text = reporter as? TextReporter, path == nil {
        text.colored = colored
        chosen = text
      }
      if let path {
        guard let writer = ReportFile(path) else {
          output.err("\(path): error: cannot write report\n")
          return CommandLineTool.ExitCode.failure
        }
        chosen.write(report) { writer.write($0) }
        guard writer.close() else {
          output.err("\(path): error: cannot write report\n")
          return CommandLineTool.ExitCode.failure
        }
      } else {
        chosen.write(report, toBytes: { output.outBytes($0) })
      }
      if let github = reporter as? GitHubReporter,
        let summary = FileSystem.environment("GITHUB_STEP_SUMMARY"),
        !summary.isEmpty
      {
        // The findings are already printed: a summary that cannot be written is a warning.
        if !appendSummary(github.summaryMarkdown(report), to: summary) {
          output.err("\(summary): warning: cannot write the step summary\n")
        }
      }
    }
    return nil
  }

  func selectedRules() throws(Arguments.UsageError) -> [any Rule] {
    for id in (args.onlyRules ?? []) + args.disabledRules where RuleRegistry.rule(id) == nil {
      throw Arguments.UsageError(message: "no rule named '\(id)'; 'l10n-audit rules' lists them")
    }
    return RuleRegistry.all.filter { rule in
      (args.onlyRules.map { $0.contains(rule.id) } ?? true) && !args.disabledRules.contains(rule.id)
    }
  }

  func usage(_ message: String) -> Int32 {
    output.err("error: \(message)\nRun 'l10n-audit --help' for usage.\n")
    return CommandLineTool.ExitCode.failure
  }

  func summaryLine(
    _ report: Report, findings: Int, ruleCounts: [String: Int], baselined: Int, bytes: Int,
    seconds: Double
  ) -> String {
    let perRule = ruleCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      .joined(separator: ", ")
    var line = "l10n-audit: \(report.filesScanned) files, \(findings) findings"
    if !perRule.isEmpty { line += " (\(perRule))" }
    if baselined > 0 { line += ", \(baselined) in baseline" }
    if !report.errors.isEmpty { line += ", \(report.errors.count) errors" }
    let ms = Int((seconds * 1000).rounded())
    let size =
      bytes >= 1_048_576
      ? String(format: "%.1f MB", Double(bytes) / 1_048_576) : "\((bytes + 1023) / 1024) KB"
    line += ", \(size) in \(ms) ms\n"
    return line
  }

  /// Appends `markdown` to the file at `path`, creating it; false when it cannot.
  func appendSummary(_ markdown: String, to path: String) -> Bool {
    guard let handle = FileHandle(forWritingAtPath: path) else {
      return FileManager.default.createFile(atPath: path, contents: Data(markdown.utf8))
    }
    handle.seekToEndOfFile()
    handle.write(Data(markdown.utf8))
    handle.closeFile()
    return true
  }
}
