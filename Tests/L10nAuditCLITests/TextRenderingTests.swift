import Foundation
import Testing

@testable import L10nAuditCLI

/// The text the scanning threads render (`TextRendering`) is the text the reporter writes
/// from the sorted findings (`--report text:FILE` takes that path): same bytes, same
/// summary, same exit status.
@Suite struct TextRenderingTests {
  static let files: [String: String] = [
    "b/B.swift": badPattern + "let s = \"Hello\" // l10n-audit:disable-line no-such-rule\n",
    "a/A.swift": badPattern,
    "a/ok.swift": "let x = 1\n",
    "a/z/Deep.swift": "import SwiftUI\nlet t = Text(\"Sign in to continue\")\n" + badPattern,
    "c.swift": "label.text = \"Try again later\"\n",
  ]

  func compare(_ extra: [String], paths: (TempTree) -> [String]) throws {
    let tree = try TempTree(Self.files)
    try tree.write("bad.swift", Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A]))
    let report = tree.path("report.txt")
    let rendered = runTool(extra + paths(tree))
    let sorted = runTool(extra + ["--report", "text:\(report)"] + paths(tree))
    let written = try String(contentsOfFile: report, encoding: .utf8)
    #expect(!rendered.out.isEmpty && rendered.out == written, "\(extra)")
    #expect(rendered.status == sorted.status)
    let summary = { (s: String) in s.replacing(/in \d+ ms/, with: "") }
    #expect(summary(rendered.err) == summary(sorted.err))
  }

  @Test func sameTextAsTheSortedFindings() throws {
    try compare([]) { [$0.path()] }
    try compare(["--severity-threshold", "warning"]) { [$0.path()] }
    try compare(["--report-unused-suppressions"]) { [$0.path()] }
    // A file named twice is one file; folders named in any order.
    try compare([]) { [$0.path("b"), $0.path("a"), $0.path("b/B.swift"), $0.path("c.swift")] }
  }

  @Test func filesComeInPathOrder() {
    let files: [(path: String, text: [UInt8])] = [
      ("b.swift", [2]), ("a/x.swift", [1]), ("a.swift", [0]), ("é.swift", [3]),
    ]
    // By the paths' bytes, as the findings are sorted: "a.swift" < "a/x.swift" ('.' < '/').
    #expect(TextRendering.inPathOrder(files) == [[0], [1], [2], [3]])
    // Two files under one path: their findings interleave, so no order of whole files.
    #expect(TextRendering.inPathOrder(files + [("a.swift", [4])]) == nil)
    // Equal as strings, not as bytes: one path to the sort as well.
    #expect(TextRendering.inPathOrder(files + [("e\u{301}.swift", [4])]) == nil)
    #expect(TextRendering.inPathOrder(files + [("\u{212A}.swift", [4]), ("K.swift", [5])]) == nil)
  }
}
