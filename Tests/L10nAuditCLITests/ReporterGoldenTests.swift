import Foundation
import L10nAuditCore
import Testing

@testable import L10nAuditReporters

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One set of findings, with hostile characters in paths and messages, fed to every format.
enum GoldenFindings {
  static func location(_ line: Int, _ column: Int, _ offset: Int) -> L10nAuditCore.SourceLocation {
    L10nAuditCore.SourceLocation(
      offset: offset, line: line, utf8Column: column, column: column, utf16Column: column)
  }

  static let report: Report = {
    let rule = RuleRegistry.rule("week-based-year")!.description
    let plain = Diagnostic(
      path: "Sources/App/Receipt.swift", ruleID: rule.id, severity: .warning,
      start: location(14, 32, 410), end: location(14, 44, 422),
      message: "`YYYY` is the week-based year, not the calendar year",
      help: "use `yyyy`",
      fix: Fix(
        summary: "use the calendar year `y`",
        edits: [
          Edit(
            start: 411, end: 415, replacement: "yyyy", startLocation: location(14, 33, 411),
            endLocation: location(14, 37, 415))
        ], isSafe: true),
      lineText: "        f.dateFormat = \"YYYY-MM-dd\"")
    let hostile = Diagnostic(
      path: "Sources/A,b:c%d <&\">.swift", ruleID: rule.id, severity: .error,
      start: location(2, 1, 20), end: location(2, 5, 24),
      message: "100% bad: a,b <tag> & \"quoted\"\r\n::error file=x::injected",
      help: "line one\nline two", fix: nil, lineText: "let s = \"YYYY\"\u{1}")
    return Report(
      diagnostics: [plain, hostile], rules: [rule],
      errors: [ScanError(path: "Sources/Bad.swift", message: "not valid UTF-8")], filesScanned: 3,
      toolVersion: "0.0.0-test")
  }()
}

@Suite struct ReporterGoldenTests {
  static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  @Test(arguments: Reporters.names) func matchesGoldenFile(format: String) throws {
    let text = Reporters.named(format)!.render(GoldenFindings.report)
    let url = Self.goldenDirectory.appendingPathComponent("\(format).golden")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text == expected, "regenerate with UPDATE_GOLDEN=1 swift test if the change is intended")
  }

  @Test(arguments: Reporters.names) func writtenPiecesConcatenateToTheRenderedReport(format: String) {
    var many = GoldenFindings.report
    many.diagnostics = Array(repeating: GoldenFindings.report.diagnostics, count: 400).flatMap { $0 }
    let reporter = Reporters.named(format)!
    var pieces: [String] = []
    reporter.write(many) { pieces.append($0) }
    #expect(pieces.joined() == reporter.render(many))
  }

  @Test func emptyReportsAreWellFormed() throws {
    let empty = Report(diagnostics: [], rules: [], filesScanned: 0, toolVersion: "0")
    let sarif =
      try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(empty).utf8)) as! [String: Any]
    let run = (sarif["runs"] as! [[String: Any]])[0]
    #expect((run["results"] as! [Any]).isEmpty)
    #expect(try JSONSerialization.jsonObject(with: Data(GitLabReporter().render(empty).utf8)) is [Any])
    #expect(RDJSONLReporter().render(empty).isEmpty)
    #expect(GitHubReporter().render(empty).isEmpty)
  }

  @Test func githubCommandsCannotBeInjected() {
    let text = GitHubReporter().render(GoldenFindings.report)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 3)
    for line in lines {
      #expect(line.hasPrefix("::warning ") || line.hasPrefix("::error "))
      #expect(!line.contains("\r"))
      // The properties (up to the first `::`) split into clean key=value pairs.
      let afterCommand = line.drop(while: { $0 != " " }).dropFirst()
      let properties = afterCommand.components(separatedBy: "::")[0]
      let keys = properties.split(separator: ",").map { $0.split(separator: "=")[0] }
      #expect(Set(keys).isSubset(of: ["file", "line", "col", "endLine", "endColumn", "title"]), "\(line)")
      #expect(!properties.contains(":"), "\(line)")
    }
    #expect(text.contains("file=Sources/A%2Cb%3Ac%25d <&\">.swift"))
    #expect(
      text.contains("100%25 bad: a,b <tag> & \"quoted\"%0D%0A::error file=x::injected%0Aline one%0Aline two"))
  }

  @Test func githubEscapingMatchesActionsToolkit() {
    #expect(GitHubReporter.escapeData("a%b\r\nc:d,e") == "a%25b%0D%0Ac:d,e")
    #expect(GitHubReporter.escapeProperty("a%b\r\nc:d,e") == "a%25b%0D%0Ac%3Ad%2Ce")
  }

  @Test func checkstyleIsWellFormedXML() throws {
    let text = CheckstyleReporter().render(GoldenFindings.report)
    let doc = try XMLDocument(data: Data(text.utf8))
    let errors = try doc.nodes(forXPath: "//error")
    #expect(errors.count == 3)
    let message = (errors[1] as! XMLElement).attribute(forName: "message")!.stringValue!
    #expect(message.hasPrefix("100% bad: a,b <tag> & \"quoted\"\r\n::error"))
    let file = (try doc.nodes(forXPath: "//file")[1] as! XMLElement).attribute(forName: "name")!.stringValue
    #expect(file == "Sources/A,b:c%d <&\">.swift")
  }

  @Test(arguments: ["json", "sarif", "gitlab"]) func jsonFormatsParse(format: String) throws {
    let text = Reporters.named(format)!.render(GoldenFindings.report)
    _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test func rdjsonlLinesParseAndCarrySuggestions() throws {
    let lines = RDJSONLReporter().render(GoldenFindings.report).split(separator: "\n")
    #expect(lines.count == 2)
    let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
    let suggestions = first["suggestions"] as! [[String: Any]]
    #expect(suggestions[0]["text"] as? String == "yyyy")
    let second = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as! [String: Any]
    #expect((second["message"] as! String).contains("\r\n::error"))
  }

  @Test func sarifHasRulesIndexesRegionsAndFingerprints() throws {
    let text = SARIFReporter().render(GoldenFindings.report)
    let sarif = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    #expect(sarif["version"] as? String == "2.1.0")
    let run = (sarif["runs"] as! [[String: Any]])[0]
    #expect(run["columnKind"] as? String == "utf16CodeUnits")
    let driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
    let rules = driver["rules"] as! [[String: Any]]
    #expect(rules[0]["id"] as? String == "week-based-year")
    #expect((rules[0]["helpUri"] as! String).hasSuffix("Rules/week-based-year.md"))
    let results = run["results"] as! [[String: Any]]
    #expect(results[0]["ruleIndex"] as? Int == 0)
    let region =
      (((results[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["region"]
        as! [String: Any])
    #expect(region["startLine"] as? Int == 14 && region["endColumn"] as? Int == 44)
    let uri =
      ((((results[1]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])[
        "artifactLocation"] as! [String: Any])["uri"] as! String)
    #expect(uri == "Sources/A%2Cb%3Ac%25d%20%3C%26%22%3E.swift")
  }

  @Test func fingerprintsSurviveLineMovesAndStayUnique() {
    var moved = GoldenFindings.report.diagnostics
    moved[0].start.line += 10
    moved[0].end.line += 10
    #expect(Fingerprints.compute(moved) == Fingerprints.compute(GoldenFindings.report.diagnostics))
    let twins = [moved[0], moved[0]]
    let prints = Fingerprints.compute(twins)
    #expect(prints[0] != prints[1])
  }
}

@Suite struct ControlByteTests {
  @Test func wordAtATimeAgreesWithByteAtATime() {
    var rng = SystemRandomNumberGenerator()
    let alphabet: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
    for _ in 0..<5_000 {
      let bytes = (0..<Int.random(in: 0...40, using: &rng)).map { _ in
        Bool.random(using: &rng) ? UInt8(0x61) : alphabet.randomElement(using: &rng)!
      }
      let naive = bytes.contains { $0 < 0x20 || $0 == 0x7F }
      #expect(bytes.withUnsafeBufferPointer(hasControlByte) == naive, "\(bytes)")
    }
  }
}
