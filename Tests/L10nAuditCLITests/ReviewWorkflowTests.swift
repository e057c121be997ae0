import Foundation
import Testing

@testable import L10nAuditCLI

/// End to end, as a review bot runs it: a git repository, a commit, a change, then
/// `--diff-base`, and a baseline written and read back.
@Suite(.serialized) struct ReviewWorkflowTests {
  func git(_ args: [String], in dir: String) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["git", "-C", dir] + args
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0, "git \(args)")
  }

  /// Runs the tool with the working directory at `dir` (diff paths are relative to it).
  func runIn(_ dir: String, _ args: [String]) -> (status: Int32, out: String, err: String) {
    runTool(in: dir, args)
  }

  @Test func diffBaseAndBaseline() throws {
    let old = "func a(_ d: DateFormatter) {\n  d.dateFormat = \"YYYY-MM-dd\"\n}\n"
    let tree = try TempTree(["App/Old.swift": old])
    let dir = tree.path()
    try git(["init", "-q"], in: dir)
    try git(["-c", "user.email=t@t", "-c", "user.name=t", "add", "."], in: dir)
    try git(["-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "base"], in: dir)
    // The change: a new finding in a new file, and lines added above the old finding.
    try tree.write("App/New.swift", Data(badPattern.utf8))
    try tree.write("App/Old.swift", Data(("// header\n// more\n" + old).utf8))

    let all = runIn(dir, ["--no-color", "."])
    #expect(all.out.split(separator: "\n").filter { $0.contains("warning:") }.count == 2)

    let changed = runIn(dir, ["--no-color", "--diff-base", "HEAD", "."])
    #expect(changed.status == 1)
    let lines = changed.out.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(lines.count == 1 && lines[0].hasPrefix("App/New.swift:1:45"), "\(changed.out)")

    // A unified diff from a file works the same way.
    let diff = "--- a/App/New.swift\n+++ b/App/New.swift\n@@ -0,0 +1 @@\n+\(badPattern)"
    try tree.write("change.diff", Data(diff.utf8))
    let fromFile = runIn(dir, ["--no-color", "--diff-file", "change.diff", "App"])
    #expect(fromFile.out.contains("App/New.swift:1:45") && !fromFile.out.contains("Old.swift"))

    // Baseline: written, read back; edits above a finding do not resurrect it.
    #expect(runIn(dir, ["--write-baseline", "baseline.json", "."]).status == 0)
    #expect(runIn(dir, ["--baseline", "baseline.json", "."]).status == 0)
    try tree.write("App/Old.swift", Data(("// one more line\n// header\n// more\n" + old).utf8))
    let after = runIn(dir, ["--baseline", "baseline.json", "--strict-baseline", "."])
    #expect(after.status == 0, "\(after.out)\(after.err)")
    // Fixing a baselined finding: fine normally, a failure with --strict-baseline.
    try tree.write("App/New.swift", Data("let fixed = 1\n".utf8))
    #expect(runIn(dir, ["--baseline", "baseline.json", "."]).status == 0)
    let strict = runIn(dir, ["--baseline", "baseline.json", "--strict-baseline", "."])
    #expect(strict.status == 1)
    #expect(strict.err.contains("1 baselined findings are gone"))
  }

  @Test func severityThresholdAndMultipleReports() throws {
    let tree = try TempTree(["A.swift": badPattern])
    let sarif = tree.path("out.sarif")
    let r = runTool(["--report", "sarif:\(sarif)", "--report", "json", tree.path()])
    #expect(r.status == 1)
    #expect(r.out.hasPrefix("{"))
    #expect(FileManager.default.fileExists(atPath: sarif))
    let high = runTool(["--severity-threshold", "error", tree.path()])
    #expect(high.status == 0 && high.out.isEmpty)
  }

  @Test func unknownAndUnusedSuppressionsAreReported() throws {
    let tree = try TempTree([
      "A.swift":
        "// l10n-audit:disable-next-line no-such-rule\nlet a = 1\n// l10n-audit:disable-next-line week-based-year\nlet b = 2\n"
    ])
    let r = runTool(["--no-color", tree.path()])
    #expect(r.out.contains("[invalid-suppression]") && !r.out.contains("unused-suppression"))
    let u = runTool(["--no-color", "--report-unused-suppressions", tree.path()])
    #expect(
      u.out.contains("A.swift:3:1: warning: suppression comment silences no finding [unused-suppression]"))
  }

  @Test func githubFormatWritesTheStepSummary() throws {
    let tree = try TempTree(["A.swift": badPattern])
    let summary = tree.path("summary.md")
    setenv("GITHUB_STEP_SUMMARY", summary, 1)
    defer { unsetenv("GITHUB_STEP_SUMMARY") }
    let r = runTool(["--format", "github", tree.path()])
    #expect(r.out.hasPrefix("::warning file="))
    let md = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(md.contains("**1 finding** (1 warning) in 1 of 1 files."), "\(md)")
    // A summary that cannot be written is named on standard error; the findings still count.
    let missing = tree.path("no-such-folder/summary.md")
    setenv("GITHUB_STEP_SUMMARY", missing, 1)
    let bad = runTool(["--format", "github", tree.path()])
    #expect(bad.out.hasPrefix("::warning file="))
    #expect(bad.err.contains("\(missing): warning: cannot write the step summary"))
    #expect(bad.status == 1)
  }

  @Test func htmlAndMarkdownReportsOfADiff() throws {
    let tree = try TempTree(["App/Old.swift": badPattern, "App/New.swift": "let a = 1\n"])
    let dir = tree.path()
    try tree.write("App/New.swift", Data(("let a = 1\n" + badPattern).utf8))
    let diff = "--- a/App/New.swift\n+++ b/App/New.swift\n@@ -1 +1,2 @@\n let a = 1\n+\(badPattern)"
    try tree.write("change.diff", Data(diff.utf8))
    for name in ["GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_SHA"] { unsetenv(name) }
    let run = runIn(
      dir,
      [
        "--quiet", "--diff-file", "change.diff", "--report", "markdown:summary.md", "--report",
        "html:report.html", "App",
      ])
    #expect(run.status == 1, "\(run.err)")
    #expect(run.out.isEmpty)
    let md = try String(contentsOfFile: tree.path("summary.md"), encoding: .utf8)
    #expect(md.contains("**1 finding** on the lines added by change.diff"), "\(md)")
    #expect(md.contains("| App/New.swift:2 |") && !md.contains("Old.swift"))
    let html = try String(contentsOfFile: tree.path("report.html"), encoding: .utf8)
    #expect(html.contains("only lines added by change.diff"))
    #expect(html.contains("<code>App/New.swift:2:") && !html.contains("Old.swift"))

    // In a GitHub job, the summary links each location to the commit's file.
    setenv("GITHUB_SERVER_URL", "https://github.com", 1)
    setenv("GITHUB_REPOSITORY", "o/r", 1)
    setenv("GITHUB_SHA", "abc123", 1)
    defer { for name in ["GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_SHA"] { unsetenv(name) } }
    let linked = runIn(dir, ["--quiet", "--report", "markdown", "App"])
    #expect(linked.out.contains("[App/Old.swift:1](https://github.com/o/r/blob/abc123/App/Old.swift#L1)"))
  }
}

@Suite struct ChangedLinesParsingTests {
  @Test func quotedPathsAndPlusPlusLines() {
    let diff = """
      diff --git "a/Caf\\303\\251.swift" "b/Caf\\303\\251.swift"
      --- "a/Caf\\303\\251.swift"
      +++ "b/Caf\\303\\251.swift"
      @@ -1,0 +2,2 @@
      +++ x
      +let y = 1
      @@ -5 +7 @@
      -old
      +new
      """
    let changed = ChangedLines(diff: diff)
    #expect(changed.contains(path: "Café.swift", line: 2))
    #expect(changed.contains(path: "Café.swift", line: 3))
    #expect(changed.contains(path: "Café.swift", line: 7))
    #expect(!changed.contains(path: "Café.swift", line: 4))
  }
}
