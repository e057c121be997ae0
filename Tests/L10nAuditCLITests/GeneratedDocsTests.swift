import Foundation
import L10nAuditCore
import Testing

@testable import L10nAuditCLI

/// The files made from the rules' descriptions (doc header lines, the README table, the
/// embedded docs) are current, and a stale one is caught.
@Suite struct GeneratedDocsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func generatedFilesAreCurrent() throws {
    let outputs = try GeneratedDocs.outputs(root: Self.root)
    #expect(outputs.count == RuleRegistry.all.count + 2)
    let stale = outputs.filter(\.isStale).map(\.path)
    #expect(stale.isEmpty, "stale: \(stale); run `swift run generate-docs`")
  }

  @Test func aStaleReadmeTableIsCaught() throws {
    let tree = try TempTree([:])
    for path in ["README.md", GeneratedDocs.embeddedPath] + RuleRegistry.all.map({ "Rules/\($0.id).md" }) {
      try tree.write(path, try Data(contentsOf: Self.root.appendingPathComponent(path)))
    }
    let fresh = try GeneratedDocs.outputs(root: tree.root)
    #expect(fresh.allSatisfy { !$0.isStale })
    // A summary edited by hand in the README, as a contributor might.
    let readme = try String(contentsOf: tree.root.appendingPathComponent("README.md"), encoding: .utf8)
    let summary = RuleRegistry.all[0].description.summary
    try tree.write("README.md", Data(readme.replacingOccurrences(of: summary, with: "something else").utf8))
    let stale = try GeneratedDocs.outputs(root: tree.root).filter(\.isStale).map(\.path)
    #expect(stale == ["README.md"])
  }

  @Test func tableRowsComeFromTheDescriptions() {
    let optIn = RuleDescription(
      id: "some-rule", summary: "a thing", severity: .note, fixability: .safe, group: .dates,
      isDefault: false)
    let table = GeneratedDocs.ruleTable([optIn])
    #expect(table.hasSuffix("| [`some-rule`](Rules/some-rule.md) | note | safe | a thing (opt-in) |"))
    #expect(optIn.headerLine == "Severity: note · Fix: safe · Group: dates · Opt-in")
    #expect(
      GeneratedDocs.withHeader("# some-rule\nSeverity: warning\n\n## What it does\n", optIn)
        == "# some-rule\nSeverity: note · Fix: safe · Group: dates · Opt-in\n\n## What it does\n")
  }

  @Test func aReadmeWithoutMarkersIsAnError() throws {
    let tree = try TempTree(["README.md": "# no table here\n"])
    for rule in RuleRegistry.all {
      try tree.write("Rules/\(rule.id).md", Data("# \(rule.id)\n".utf8))
    }
    #expect(throws: GeneratedDocs.Missing.self) { try GeneratedDocs.outputs(root: tree.root) }
  }
}
