import Foundation
import L10nAuditCore
import L10nAuditReporters

/// The main job, in stages: inputs → walk, scan and project pass → filters → reports →
/// exit status.
struct AuditCommand {
  let args: Arguments
  let output: CommandLineTool.Output
  /// The rules to choose from (the registry; tests add their own).
  var registry: [any Rule] = RuleRegistry.all

  func run() -> Int32 {
    let started = Date()
    do {
      let inputs = try AuditInputs(args, registry: registry)
      var scan = AuditScan(inputs, args: args, registry: registry)
      if let path = args.writeBaselinePath { return try writeBaseline(scan, to: path) }
      var kept = AuditFilters(scan, inputs, threshold: args.severityThreshold)
      var fixFailed = false
      if args.fix {
        if args.diff { return printFixDiff(scan, kept) }
        fixFailed = !applyFixes(&scan, &kept, inputs)
      }
      var report = Report(
        diagnostics: kept.diagnostics, rules: scan.ranRules, errors: scan.errors,
        filesScanned: scan.filesScanned, toolVersion: CommandLineTool.version)
      report.coverage = scan.coverage
      report.roots = args.paths
      if let base = args.diffBase {
        report.changes = .revision(base)
      } else if let file = args.diffFile {
        report.changes = .diffFile(file)
      }
      if !args.quiet {
        for note in scan.notes { output.err("note: \(note)\n") }
      }
      for e in scan.errors { output.err("\(e.path): error: \(e.message)\n") }
      try writeReports(report, inputs.reports)
      let strictFailure = args.strictBaseline && !kept.gone.isEmpty
      if strictFailure { reportGone(kept.gone) }
      if !args.quiet {
        output.err(
          summaryLine(report, kept, bytes: scan.bytesScanned, seconds: Date().timeIntervalSince(started)))
      }
      return exitStatus(
        errors: !scan.errors.isEmpty || fixFailed, findings: strictFailure || !report.diagnostics.isEmpty)
    } catch {
      output.err(error.message)
      return error.status
    }
  }

  func exitStatus(errors: Bool, findings: Bool) -> Int32 {
    if errors { return CommandLineTool.ExitCode.failure }
    return findings && !args.exitZero ? CommandLineTool.ExitCode.findings : CommandLineTool.ExitCode.clean
  }

  /// How many times `--fix` fixes and scans again: a fix that waited for an overlapping
  /// one is made in a later pass.
  static let maxFixPasses = 10

  /// `--fix`: applies the safe fixes of the reported findings, then scans again, until a
  /// pass changes nothing; `scan` and `kept` are left describing the fixed tree. False
  /// when a file could not be written.
  func applyFixes(_ scan: inout AuditScan, _ kept: inout AuditFilters, _ inputs: AuditInputs) -> Bool {
    var fixes = 0
    var files = Set<String>()
    var written = true
    // Files left alone or not writable are named once, and not tried again.
    var skipped = Set<String>()
    for _ in 0..<Self.maxFixPasses {
      let plan = Fixer.plan(kept.diagnostics, sources: scan.sources)
      for s in plan.skipped where skipped.insert(s.path).inserted {
        output.err("\(s.path): warning: \(s.message)\n")
      }
      var changed = false
      for f in plan.files where !skipped.contains(f.display) {
        if let e = FileSystem.replace(f.path, with: f.new) {
          output.err("\(f.display): error: cannot write the fixed file: \(e.message)\n")
          skipped.insert(f.display)
          written = false
          continue
        }
        fixes += f.fixes
        files.insert(f.display)
        changed = true
      }
      guard changed else { break }
      scan = AuditScan(inputs, args: args, registry: registry)
      kept = AuditFilters(scan, inputs, threshold: args.severityThreshold)
    }
    if !args.quiet {
      output.err(
        "l10n-audit: fixed \(fixes) \(fixes == 1 ? "finding" : "findings") in \(files.count) \(files.count == 1 ? "file" : "files")\n"
      )
    }
    return written
  }

  /// `--fix --diff`: the first pass of fixes as a unified diff on standard output; no file
  /// is written. Exit status 1 when there is something to fix.
  func printFixDiff(_ scan: AuditScan, _ kept: AuditFilters) -> Int32 {
    let plan = Fixer.plan(kept.diagnostics, sources: scan.sources)
    for e in scan.errors { output.err("\(e.path): error: \(e.message)\n") }
    for s in plan.skipped { output.err("\(s.path): warning: \(s.message)\n") }
    for f in plan.files {
      UnifiedDiff.render(path: f.display, old: f.old, edits: f.edits).withUnsafeBufferPointer {
        output.outBytes($0)
      }
    }
    if !args.quiet {
      let n = plan.fixes
      let m = plan.files.count
      output.err(
        "l10n-audit: would fix \(n) \(n == 1 ? "finding" : "findings") in \(m) \(m == 1 ? "file" : "files"); nothing written\n"
      )
    }
    return exitStatus(errors: !scan.errors.isEmpty, findings: !plan.files.isEmpty)
  }

  /// `--write-baseline`: every finding recorded, none reported.
  func writeBaseline(_ scan: AuditScan, to path: String) throws(AuditInputs.Failure) -> Int32 {
    do {
      try Baseline(scan.diagnostics).render().write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw AuditInputs.Failure(
        message: "\(path): error: cannot write baseline: \(error.localizedDescription)\n")
    }
    if !args.quiet {
      output.err("l10n-audit: wrote \(Self.counted(scan.diagnostics.count, "finding")) to \(path)\n")
    }
    return exitStatus(errors: !scan.errors.isEmpty, findings: false)
  }

  /// Writes `report` in each requested format, to its file or to standard output.
  func writeReports(_ report: Report, _ reports: [(reporter: any Reporter, path: String?)])
    throws(AuditInputs.Failure)
  {
    let colored = !args.noColor && FileSystem.environment("NO_COLOR") == nil && FileSystem.isTerminal(1)
    let links = Self.githubLinkBase()
    for (reporter, path) in reports {
      var chosen = reporter
      if var text = reporter as? TextReporter, path == nil {
        text.colored = colored
        chosen = text
      }
      if var markdown = reporter as? MarkdownReporter {
        markdown.linkBase = links
        chosen = markdown
      }
      if let path {
        let cannot = AuditInputs.Failure(message: "\(path): error: cannot write report\n")
        guard let writer = ReportFile(path) else { throw cannot }
        chosen.write(report) { writer.write($0) }
        guard writer.close() else { throw cannot }
      } else {
        chosen.write(report, toBytes: { output.outBytes($0) })
      }
      if let github = reporter as? GitHubReporter,
        let summary = FileSystem.environment("GITHUB_STEP_SUMMARY"), !summary.isEmpty,
        !appendSummary(github.summaryMarkdown(report, linkBase: links), to: summary)
      {
        // The findings are already printed: a summary that cannot be written is a warning.
        output.err("\(summary): warning: cannot write the step summary\n")
      }
    }
  }

  /// In a GitHub Actions job, where the audited commit's files are on the web
  /// (`$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/blob/$GITHUB_SHA`); nil elsewhere.
  static func githubLinkBase() -> String? {
    guard let server = FileSystem.environment("GITHUB_SERVER_URL"), !server.isEmpty,
      let repository = FileSystem.environment("GITHUB_REPOSITORY"), !repository.isEmpty,
      let sha = FileSystem.environment("GITHUB_SHA"), !sha.isEmpty
    else { return nil }
    return "\(server)/\(repository)/blob/\(sha)"
  }

  func reportGone(_ gone: [Baseline.Key]) {
    output.err(
      "error: \(gone.count) baselined findings are gone; rewrite the baseline with --write-baseline so it only shrinks\n"
    )
    for k in gone.prefix(20) { output.err("  gone: \(k.path) [\(k.rule)] \(k.lineText)\n") }
  }

  /// `1 file`, `2 files`: a count and its noun, in the plural unless the count is one
  /// (the summary is English only).
  static func counted(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

  func summaryLine(_ report: Report, _ kept: AuditFilters, bytes: Int, seconds: Double) -> String {
    var counts: [String: Int] = [:]
    for d in report.diagnostics { counts[d.ruleID, default: 0] += 1 }
    let perRule = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    var line =
      "l10n-audit: \(Self.counted(report.filesScanned, "file")), \(Self.counted(report.diagnostics.count, "finding"))"
    if !perRule.isEmpty { line += " (\(perRule))" }
    if let shares = coverageLine(report.coverage) { line += ", \(shares)" }
    if kept.baselined > 0 { line += ", \(kept.baselined) in baseline" }
    if !report.errors.isEmpty { line += ", \(Self.counted(report.errors.count, "error"))" }
    let ms = Int((seconds * 1000).rounded())
    let size =
      bytes >= 1_048_576
      ? String(format: "%.1f MB", Double(bytes) / 1_048_576) : "\((bytes + 1023) / 1024) KB"
    line += ", \(size) in \(ms) ms\n"
    return line
  }

  /// "translated keys by language: be 21 of 175, ja 160 of 175": each language's share of
  /// the source keys translated, the least translated first, fully translated ones left
  /// out; nil when every language is complete or there are no catalogs.
  func coverageLine(_ coverage: [LanguageCoverage]) -> String? {
    let partial = coverage.filter { $0.translated < $0.keys }
    guard !partial.isEmpty else { return nil }
    let ranked = LanguageCoverage.leastTranslatedFirst(partial)
    var text = ranked.prefix(10).map { "\($0.language) \($0.translated) of \($0.keys)" }.joined(
      separator: ", ")
    if ranked.count > 10 { text += " and \(ranked.count - 10) more languages" }
    return "translated keys by language: " + text
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

/// The audit's filters, in order: the baseline, the changed lines, the severity threshold.
struct AuditFilters {
  var diagnostics: [Diagnostic]
  /// Findings the baseline matched, and the baseline's entries no finding matched.
  var baselined = 0
  var gone: [Baseline.Key] = []

  init(_ scan: AuditScan, _ inputs: AuditInputs, threshold: Severity) {
    diagnostics = scan.diagnostics
    if let baseline = inputs.baseline {
      let r = baseline.apply(
        diagnostics, scannedPaths: scan.scannedPaths, ranRules: Set(scan.ranRules.map(\.id)))
      diagnostics = r.new
      gone = r.gone
      baselined = r.matched
    }
    if let changed = inputs.changedLines {
      diagnostics.removeAll { !changed.contains(path: $0.path, line: $0.start.line) }
    }
    diagnostics.removeAll { $0.severity < threshold }
  }
}
