import Foundation
import Testing

@testable import L10nAuditCLI

/// Captured output of one run of the command.
final class Captured: @unchecked Sendable {
  var out = ""
  var err = ""
  let lock = NSLock()
  var output: CommandLineTool.Output {
    CommandLineTool.Output(
      out: { s in self.lock.withLock { self.out += s } },
      err: { s in self.lock.withLock { self.err += s } })
  }
}

func runTool(_ args: [String]) -> (status: Int32, out: String, err: String) {
  toolRuns.withLock { runOnce(args) }
}

/// Runs the tool with the working directory at `dir`, and back where it was after.
func runTool(in dir: String, _ args: [String]) -> (status: Int32, out: String, err: String) {
  toolRuns.withLock {
    let old = FileManager.default.currentDirectoryPath
    #expect(FileManager.default.changeCurrentDirectoryPath(dir), "cd \(dir)")
    defer { _ = FileManager.default.changeCurrentDirectoryPath(old) }
    return runOnce(args)
  }
}

/// The tool reads the process's working directory, which `runTool(in:_:)` changes: runs
/// take turns, so that none sees another's directory.
let toolRuns = NSLock()

private func runOnce(_ args: [String]) -> (status: Int32, out: String, err: String) {
  let c = Captured()
  let status = CommandLineTool.run(args, output: c.output)
  return (status, c.out, c.err)
}

/// A temporary directory with files, removed at deinit.
final class TempTree {
  let root: URL
  init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "l10n-audit-\(UUID().uuidString)")
    for (path, text) in files { try write(path, Data(text.utf8)) }
  }
  func write(_ path: String, _ data: Data) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }
  func path(_ p: String = "") -> String { p.isEmpty ? root.path : root.appendingPathComponent(p).path }
  deinit { try? FileManager.default.removeItem(at: root) }
}

let badPattern = "func f(_ d: DateFormatter) { d.dateFormat = \"YYYY-MM-dd\" }\n"

@Suite struct CLITests {
  @Test func findingsInTheCompilerShapeWithExitCodeOne() throws {
    let tree = try TempTree(["b/B.swift": badPattern, "a/A.swift": badPattern, "a/ok.swift": "let x = 1\n"])
    let r = runTool([tree.path()])
    #expect(r.status == 1)
    let lines = r.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(
      lines[0]
        == "\(tree.path("a/A.swift")):1:45: warning: `YYYY` is the week-based year, not the calendar year [week-based-year]"
    )
    #expect(lines[1].hasPrefix("\(tree.path("a/A.swift")):1:45: note: use `yyyy`"))
    #expect(lines[2].hasPrefix(tree.path("b/B.swift")))
  }

  @Test func cleanTreeExitsZero() throws {
    let tree = try TempTree(["A.swift": "let x = \"yyyy-MM-dd\"\n"])
    let r = runTool([tree.path()])
    #expect(r.status == 0 && r.out.isEmpty)
  }

  @Test func skipsBuildAndVendorDirectories() throws {
    var files: [String: String] = [:]
    for dir in [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", "fastlane"] {
      files["\(dir)/X.swift"] = badPattern
    }
    // fastlane's screenshot captions, which need no `;`, are no table of the app.
    files["fastlane/screenshots/en-GB/title.strings"] = "\"Welcome\" = \"Track your books\"\n"
    files["fastlane/screenshots/de-DE/title.strings"] = "\"Welcome\" = \"Bücher\"\n"

    let tree = try TempTree(files)
    #expect(runTool([tree.path()]).status == 0)
  }

  @Test func aFolderNamedOnTheCommandLineIsAuditedAsWhatItWasNamed() throws {
    let screen = "import UIKit\nfunc show(_ l: UILabel) { l.text = \"Share receipt\" }\n"
    let tree = try TempTree(["Demo/Shop/Receipt.swift": screen, "Demo/Shop/ReceiptTests.swift": screen])
    // Inside a tree, a demo folder holds a library's sample app, which does not ship.
    #expect(runTool([tree.path()]).status == 0)
    // Named itself, it is the app the user means to audit; a test file is still a test.
    let named = runTool([tree.path("Demo")])
    #expect(named.status == 1)
    #expect(named.out.contains("Demo/Shop/Receipt.swift:2:36: warning:"))
    #expect(!named.out.contains("ReceiptTests.swift"))
  }

  @Test func invalidUTF8IsReportedByNameAndTheRunGoesOn() throws {
    let tree = try TempTree(["A.swift": badPattern])
    try tree.write("Bad.swift", Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]))
    let r = runTool([tree.path()])
    #expect(r.status == 2)
    #expect(r.err.contains("\(tree.path("Bad.swift")): error: not valid UTF-8"))
    #expect(r.out.contains("A.swift:1:45: warning"))
  }

  @Test func missingPathIsAnError() {
    let r = runTool(["/nonexistent/path/x.swift"])
    #expect(r.status == 2)
    #expect(r.err.contains("/nonexistent/path/x.swift: error: no such file or directory"))
  }

  @Test func usageErrorsExitTwo() {
    #expect(runTool(["--format", "xml"]).status == 2)
    #expect(runTool(["--bogus"]).status == 2)
    #expect(runTool(["--jobs", "0"]).status == 2)
    #expect(runTool(["--rules", "no-such-rule", "."]).status == 2)
    #expect(runTool(["explain", "no-such-rule"]).status == 2)
  }

  @Test func versionHelpRulesExplain() {
    #expect(runTool(["--version"]).out == CommandLineTool.version + "\n")
    #expect(runTool(["--help"]).out.contains("USAGE: l10n-audit"))
    // Columns are padded to the longest rule id, which grows as rules are added.
    #expect(
      runTool(["rules"]).out.split(separator: "\n").contains {
        $0.hasPrefix("week-based-year ") && $0.contains(" warning ")
      })
    #expect(runTool(["explain", "week-based-year"]).out.hasPrefix("# week-based-year"))
  }

  @Test func jsonFormatIsAVersionedDocument() throws {
    let tree = try TempTree(["A.swift": badPattern])
    let r = runTool(["--format", "json", tree.path()])
    #expect(r.status == 1)
    let doc = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
    #expect(doc["version"] as? Int == 1)
    let findings = doc["findings"] as! [[String: Any]]
    #expect(findings.count == 1)
    #expect(findings[0]["rule"] as? String == "week-based-year")
    let start = findings[0]["start"] as! [String: Any]
    #expect(start["line"] as? Int == 1 && start["column"] as? Int == 45)
    let fix = findings[0]["fix"] as! [String: Any]
    #expect(fix["safe"] as? Bool == true)
  }

  @Test func sarifCarriesTheAlignmentFix() throws {
    let tree = try TempTree(["A.swift": "func f(_ label: UILabel) {\n  label.textAlignment = .left\n}\n"])
    let r = runTool(["--rules", "physical-text-alignment", "--format", "sarif", tree.path()])
    #expect(r.status == 1)
    let sarif = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
    let run = (sarif["runs"] as! [[String: Any]])[0]
    let results = run["results"] as! [[String: Any]]
    #expect(results.count == 1)
    #expect(results[0]["ruleId"] as? String == "physical-text-alignment")
    let fix = try #require((results[0]["fixes"] as? [[String: Any]])?.first)
    let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
    let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
    #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "natural")
    // `left` sits at columns 26–30 of line 2 (end exclusive).
    let region = try #require(replacement["deletedRegion"] as? [String: Any])
    #expect(region["startLine"] as? Int == 2 && region["endLine"] as? Int == 2)
    #expect(region["startColumn"] as? Int == 26 && region["endColumn"] as? Int == 30)
  }

  @Test func outputIsStableAcrossJobCounts() throws {
    var files: [String: String] = [:]
    for k in 0..<40 { files["d\(k % 7)/F\(k).swift"] = badPattern + badPattern }
    let tree = try TempTree(files)
    let one = runTool(["--jobs", "1", tree.path()])
    let many = runTool(["--jobs", "4", tree.path()])
    #expect(one.out == many.out && one.out.split(separator: "\n").count == 160)
  }

  @Test func tokensCommandPrintsOracleRows() throws {
    let tree = try TempTree(["T.swift": "let a = \"x\\(b)\" // c\n"])
    let r = runTool(["tokens", tree.path("T.swift")])
    #expect(r.status == 0)
    #expect(
      r.out
        == "\(tree.path("T.swift"))\tstring\t1:9\t1:16\tinterp\n\(tree.path("T.swift"))\tcomment\t1:17\t1:21\t-\n"
    )
  }

  @Test func suppressionCommentSilencesAFinding() throws {
    let tree = try TempTree([
      "A.swift": "// l10n-audit:disable-next-line week-based-year -- server contract\n" + badPattern
    ])
    #expect(runTool([tree.path()]).status == 0)
  }
}
