import Foundation
import Testing

@testable import L10nAuditCLI

/// The shipped problem matchers must read the real text output of the tool.
@Suite struct ProblemMatcherTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/ci")

  func pattern(_ file: String, _ path: [String]) throws -> [String: Any] {
    let data = try Data(contentsOf: Self.docs.appendingPathComponent(file))
    var node: Any = try JSONSerialization.jsonObject(with: data)
    for key in path {
      if let index = Int(key) {
        node = (node as! [Any])[index]
      } else {
        node = (node as! [String: Any])[key]!
      }
    }
    return node as! [String: Any]
  }

  func realOutput() throws -> (String, TempTree) {
    let tree = try TempTree(["Sources/Some Dir/A, b.swift": "let x = 1\n" + badPattern])
    let r = runTool(["--no-color", tree.path()])
    #expect(r.status == 1)
    return (r.out, tree)
  }

  func check(_ p: [String: Any], on output: String, tree: TempTree, severities: Set<String>) throws {
    let regex = try NSRegularExpression(pattern: p["regexp"] as! String)
    var matched = 0
    for line in output.split(separator: "\n").map(String.init) {
      let ns = line as NSString
      guard let m = regex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else {
        continue
      }
      matched += 1
      func group(_ key: String) -> String { ns.substring(with: m.range(at: p[key] as! Int)) }
      #expect(group("file") == tree.path("Sources/Some Dir/A, b.swift"))
      #expect(group("line") == "2")
      #expect(group("column") == "45")
      #expect(severities.contains(group("severity")))
      #expect(group("code") == "week-based-year")
      #expect(group("message").hasPrefix("`YYYY` is the week-based year"))
    }
    #expect(matched == 1, "exactly the finding line matches; the note line does not")
  }

  @Test func githubMatcherReadsTheTextOutput() throws {
    let (output, tree) = try realOutput()
    let p = try pattern("github-problem-matcher.json", ["problemMatcher", "0", "pattern", "0"])
    try check(p, on: output, tree: tree, severities: ["warning", "error"])
  }

  @Test func vscodeMatcherReadsTheTextOutput() throws {
    let (output, tree) = try realOutput()
    let p = try pattern("vscode-tasks.json", ["tasks", "0", "problemMatcher", "pattern"])
    try check(p, on: output, tree: tree, severities: ["warning", "error", "note"])
  }
}
