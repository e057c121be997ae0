import Foundation
import L10nAuditCore
import Testing

@testable import L10nAuditReporters

/// The HTML page and the Markdown summary: escaping, chunks, limits and scope.
@Suite struct ReadableReportTests {
  static func finding(
    _ path: String, rule: String = "week-based-year", severity: Severity = .warning, line: Int = 1,
    message: String = "`YYYY` is the week-based year", help: String? = "use `yyyy`",
    lineText: String = "let f = \"YYYY\""
  ) -> Diagnostic {
    Diagnostic(
      path: path, ruleID: rule, severity: severity, start: GoldenFindings.location(line, 10, 9),
      end: GoldenFindings.location(line, 14, 13), message: message, help: help, fix: nil,
      lineText: lineText)
  }

  static func report(_ diagnostics: [Diagnostic]) -> Report {
    Report(
      diagnostics: diagnostics, rules: RuleRegistry.all.map(\.description), filesScanned: 10,
      toolVersion: "0.0.0-test")
  }

  @Test func htmlEscapesEverythingFromTheCode() {
    let hostile = "<script>alert(1)</script>\"' onload=\"x\" &amp;"
    let d = Self.finding(
      "Sources/\(hostile).swift", message: hostile, help: hostile, lineText: "let s = \"\(hostile)\"")
    var report = Self.report([d])
    report.roots = [hostile]
    report.errors = [ScanError(path: hostile, message: hostile)]
    let html = HTMLReporter().render(report)
    // The page's own script is the only one; no attribute or tag comes from the input.
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(!html.contains("alert(1)</script>"))
    #expect(!html.contains("onload=\"x\""))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39; onload=&quot;x&quot; &amp;amp;"))
    #expect(!html.contains("http://") && !html.contains("src="), "nothing is fetched")
  }

  @Test func htmlControlCharactersBecomeReplacementCharacters() {
    let d = Self.finding("A.swift", message: "bad\u{1}\u{7F}byte")
    let html = HTMLReporter().render(Self.report([d]))
    #expect(html.contains("bad\u{FFFD}\u{FFFD}byte"))
    #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
  }

  @Test func htmlSetsBacktickSpansAsCode() {
    var out: [UInt8] = []
    out.append(prose: "use `yyyy` for <b>")
    #expect(String(decoding: out, as: UTF8.self) == "use <code>yyyy</code> for &lt;b&gt;")
    out = []
    out.append(prose: "an odd ` backtick")
    #expect(String(decoding: out, as: UTF8.self) == "an odd ` backtick")
  }

  @Test func htmlMarksTheRangeAndDropsIndentation() {
    let d = Self.finding("A.swift", lineText: "     let f = \"YYYY\"")
    let html = HTMLReporter().render(Self.report([d]))
    // Columns 10..<14 (1-based) of the line: `f = `.
    #expect(html.contains("<pre><code>let <mark>f = </mark>&quot;YYYY&quot;</code></pre>"))
  }

  @Test func htmlCollapsesARuleBeyondItsFirstFindings() {
    let many = (1...1_250).map { Self.finding("Sources/F\($0 % 7).swift", line: $0) }
    let html = HTMLReporter().render(Self.report(many))
    #expect(html.components(separatedBy: "<li class=\"f\"").count == 1_251)
    #expect(html.contains("<summary>Findings 101–1100 of 1250</summary>"))
    #expect(html.contains("<summary>Findings 1101–1250 of 1250</summary>"))
    #expect(html.components(separatedBy: "<details").count == 3)
    #expect(html.components(separatedBy: "<ol").count == html.components(separatedBy: "</ol>").count)
    #expect(
      html.components(separatedBy: "<details").count == html.components(separatedBy: "</details>").count)
  }

  @Test func htmlChartsRulesFoldersCoverageAndTopFiles() {
    var report = Self.report([
      Self.finding("App/Checkout/A.swift", severity: .error),
      Self.finding("App/Checkout/A.swift", rule: "hardcoded-ui-string"),
      Self.finding("App/Settings/B.swift", rule: "hardcoded-ui-string", severity: .note),
      Self.finding("App/de.lproj/Localizable.strings", rule: "catalog-missing-translation"),
    ])
    report.coverage = [
      LanguageCoverage(language: "de", keys: 4, translated: 3),
      LanguageCoverage(language: "fr", keys: 4, translated: 1),
    ]
    let html = HTMLReporter().render(report)
    #expect(html.contains("<b>4</b> findings"))
    #expect(html.contains("<b>1</b> error<"))
    #expect(html.contains("<b>3</b> of 10 files with findings"))
    // The rule with most findings comes first; a catalog counts with its table's folder.
    let rules = html.range(of: "By rule and severity")!.upperBound
    let hardcoded = html.range(of: ">hardcoded-ui-string</text>", range: rules..<html.endIndex)!
    let week = html.range(of: ">week-based-year</text>", range: rules..<html.endIndex)!
    #expect(hardcoded.lowerBound < week.lowerBound)
    #expect(html.contains(">App/Checkout</text>") && html.contains(">App</text>"))
    #expect(!html.contains("de.lproj</text>"))
    #expect(html.contains("25% (1 of 4)") && html.contains("75% (3 of 4)"))
    #expect(html.range(of: "25% (1 of 4)")!.lowerBound < html.range(of: "75% (3 of 4)")!.lowerBound)
    #expect(
      html.contains(
        "<tr><td><code>App/Checkout/A.swift</code></td><td>2</td><td>1</td><td>1</td><td>0</td></tr>"))
    #expect(
      html.contains(
        "href=\"https://github.com/l10n-audit/l10n-audit/blob/main/Rules/hardcoded-ui-string.md\""))
  }

  @Test func htmlWithoutFindingsSaysSo() {
    let html = HTMLReporter().render(Self.report([]))
    #expect(html.contains("No findings."))
    #expect(!html.contains("<form id=\"filters\""))
    #expect(html.hasSuffix("</html>\n"))
  }

  @Test func foldersSplitATreeBelowItsCommonTop() {
    let paths = ["App/Sources/A/x.swift", "App/Sources/B/y.swift", "App/Sources/C/z.swift"]
    #expect(ReportTallies.depth(for: paths) == 3)
    #expect(ReportTallies.folder(of: "App/Sources/A/x.swift", depth: 3) == "App/Sources/A")
    #expect(ReportTallies.folder(of: "x.swift", depth: 2) == ".")
    #expect(ReportTallies.folder(of: "Res/fr.lproj/Localizable.strings", depth: 3) == "Res")
    let wide = (0..<6).map { "Top\($0)/Deep/x.swift" }
    #expect(ReportTallies.depth(for: wide) == 1)
  }

  @Test func markdownStaysUnderTheLimitAndSaysWhatItLeftOut() {
    let long = String(repeating: "very long message ", count: 40)
    let many = (1...50_000).map {
      Self.finding("Sources/Module\($0 % 50)/File\($0).swift", line: $0, message: long)
    }
    let md = MarkdownReporter().render(Self.report(many))
    #expect(md.utf8.count <= 65_536)
    #expect(md.contains("**50000 findings**"))
    #expect(md.contains("<details><summary>49980 more findings</summary>"))
    #expect(md.contains("</details>"))
    let listed = md.components(separatedBy: "\n| Sources/").count - 1
    #expect(md.contains("\(50_000 - listed) more findings are left out"), "\(listed) listed")
    #expect(listed > 20)
  }

  @Test func markdownUnderATinyLimitStillEndsCleanly() {
    let many = (1...100).map { Self.finding("F\($0).swift", line: $0) }
    let md = MarkdownReporter(limit: 1_000).render(Self.report(many))
    #expect(md.utf8.count <= 1_000)
    #expect(md.hasSuffix("\n"))
  }

  @Test func markdownListsTheFirstFindingsOpenAndTheRestCollapsed() {
    let few = (1...25).map { Self.finding("F\($0).swift", line: $0) }
    let md = MarkdownReporter().render(Self.report(few))
    let open = md.components(separatedBy: "<details>")[0]
    #expect(open.components(separatedBy: "| F").count - 1 == 20)
    #expect(md.contains("<details><summary>5 more findings</summary>"))
    #expect(!md.contains("left out"))
  }

  @Test func markdownWithADiffSpeaksOfTheChangeOnly() {
    var report = Self.report([Self.finding("A.swift")])
    report.coverage = [LanguageCoverage(language: "de", keys: 4, translated: 1)]
    let whole = MarkdownReporter().render(report)
    #expect(whole.contains("| de | 25% (1 of 4) |"))
    report.changes = .revision("origin/main")
    let change = MarkdownReporter().render(report)
    #expect(change.contains("**1 finding** on the lines changed since origin/main"))
    #expect(!change.contains("| de |"))
    report.diagnostics = []
    #expect(MarkdownReporter().render(report).contains("No findings on the lines changed since origin/main"))
  }

  @Test func markdownCellsCannotBreakTheTableOrMentionAnyone() {
    let d = Self.finding("a|b.swift", message: "x | y\n@team <img src=x> & more")
    let md = MarkdownReporter().render(Self.report([d]))
    #expect(
      md.contains("| a\\|b.swift:1 | `week-based-year` | x \\| y &#64;team &lt;img src=x&gt; &amp; more |"))
  }

  @Test func markdownLinksLocationsWhenItKnowsWhere() {
    let d = Self.finding("Sources/My App/A.swift", line: 7)
    let md = MarkdownReporter(linkBase: "https://github.com/o/r/blob/abc").render(Self.report([d]))
    #expect(
      md.contains("[Sources/My App/A.swift:7](https://github.com/o/r/blob/abc/Sources/My%20App/A.swift#L7)"))
  }

  @Test func githubStepSummaryIsTheMarkdownSummary() {
    let md = GitHubReporter().summaryMarkdown(GoldenFindings.report)
    #expect(md == MarkdownReporter().render(GoldenFindings.report))
    #expect(md.contains("**2 findings** (1 error, 1 warning) in 2 of 3 files."))
    #expect(md.contains("Sources/A,b:c%d &lt;&amp;\"&gt;.swift:2"))
    #expect(!md.contains("\r"))
  }
}
