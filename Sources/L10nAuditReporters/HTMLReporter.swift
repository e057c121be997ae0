import L10nAuditCore

/// One self-contained page (inline CSS, SVG and script; nothing fetched): totals, charts of
/// the findings by rule and severity and by folder, catalog coverage by language, the files
/// with most findings, and every finding grouped by rule. The static page reads without
/// its script, which only adds the filters. Everything taken from the code is escaped.
public struct HTMLReporter: ByteReporter {
  public static let name = "html"
  /// How many files the "most findings" table lists, and folders the chart shows.
  static let topFiles = 20
  static let topFolders = 15
  /// The longest stretch of a code line shown around a finding, in characters.
  static let lineWindow = 360

  public init() {}

  public func write(_ report: Report, toBytes sink: (UnsafeBufferPointer<UInt8>) -> Void) {
    withoutActuallyEscaping(sink) { sink in
      var chunks = ChunkedSink(bytes: sink)
      let tallies = ReportTallies(report)
      chunks.append { writeHead(report, tallies, to: &$0) }
      // The findings grouped by rule, each group in report order (a counting sort).
      var starts = [Int](repeating: 0, count: tallies.rules.count + 1)
      for r in tallies.ruleOfFinding { starts[Int(r) + 1] += 1 }
      for k in tallies.rules.indices { starts[k + 1] += starts[k] }
      var next = starts
      var order = [Int](repeating: 0, count: report.diagnostics.count)
      for (i, r) in tallies.ruleOfFinding.enumerated() {
        order[next[Int(r)]] = i
        next[Int(r)] += 1
      }
      report.diagnostics.withUnsafeBufferPointer { diagnostics in
        for (k, rule) in tallies.rules.enumerated() {
          chunks.append { writeRuleHeading(rule, index: k, tallies, to: &$0) }
          let group = order[starts[k]..<starts[k + 1]]
          for (j, i) in group.enumerated() {
            if let first = Self.chunkStart(j) {
              chunks.append { writeChunkStart(first: first, of: group.count, to: &$0) }
            }
            chunks.append {
              writeFinding(diagnostics[i], folder: Int(tallies.folderOfFinding[i]), to: &$0)
            }
          }
          chunks.append(
            group.count > HTMLPage.pageSize ? "</ol></details>\n</section>\n" : "</ol>\n</section>\n")
        }
      }
      chunks.append { writeTail(report, to: &$0) }
      chunks.flush()
    }
  }

  // MARK: - Above the findings

  func writeHead(_ report: Report, _ t: ReportTallies, to out: inout [UInt8]) {
    let what = report.roots.isEmpty ? "." : report.roots.joined(separator: ", ")
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    out.append("<title>Localization audit: ")
    out.append(html: what)
    out.append("</title>\n<style>\n" + HTMLPage.style + "</style>\n")
    out.append("<style id=\"filter-style\"></style>\n")
    out.append("</head>\n<body>\n<header>\n<h1>Localization audit</h1>\n<p class=\"sub\">")
    out.append(html: what)
    if let changes = report.changes {
      out.append(" · only lines ")
      out.append(html: changes.phrase)
    }
    out.append(" · l10n-audit ")
    out.append(html: report.toolVersion)
    out.append("</p>\n</header>\n<main>\n")
    writeTotals(report, t, to: &out)
    if !report.diagnostics.isEmpty { writeCharts(t, to: &out) }
    if !report.coverage.isEmpty { writeCoverage(report.coverage, to: &out) }
    if !report.diagnostics.isEmpty { writeTopFiles(t, to: &out) }
    out.append("<section id=\"findings\">\n<h2>Findings</h2>\n")
    if report.diagnostics.isEmpty {
      out.append("<p class=\"clean\">No findings.</p>\n")
    } else {
      writeFilters(report, t, to: &out)
    }
  }

  func writeTotals(_ report: Report, _ t: ReportTallies, to out: inout [UInt8]) {
    out.append("<section class=\"totals\" aria-label=\"Totals\">\n")
    func card(_ n: Int, _ label: String, _ style: String = "") {
      out.append("<div class=\"card \(style)\"><b>\(n)</b> ")
      out.append(html: label)
      out.append("</div>\n")
    }
    card(report.diagnostics.count, report.diagnostics.count == 1 ? "finding" : "findings", "all")
    card(t.severities.error, t.severities.error == 1 ? "error" : "errors", "e")
    card(t.severities.warning, t.severities.warning == 1 ? "warning" : "warnings", "w")
    card(t.severities.note, t.severities.note == 1 ? "note" : "notes", "n")
    card(t.files.count, "of \(report.filesScanned) files with findings")
    if !report.errors.isEmpty {
      card(report.errors.count, report.errors.count == 1 ? "file not read" : "files not read", "e")
    }
    out.append("</section>\n")
  }

  func writeCharts(_ t: ReportTallies, to out: inout [UInt8]) {
    out.append("<section id=\"charts\">\n<h2>Where the findings are</h2>\n")
    out.append(
      "<p class=\"legend\"><i class=\"e\"></i>error <i class=\"w\"></i>warning <i class=\"n\"></i>note</p>\n"
    )
    func segments(_ c: ReportTallies.SeverityCounts) -> [(value: Int, style: String)] {
      [(c.error, "e"), (c.warning, "w"), (c.note, "n")]
    }
    func tooltip(_ name: String, _ c: ReportTallies.SeverityCounts) -> String {
      "\(name): \(c.total) (\(c.error) errors, \(c.warning) warnings, \(c.note) notes)"
    }
    let byRule = t.rules.enumerated().map { k, r in
      HTMLBarChart.Bar(
        label: r.name, segments: segments(r.counts), figure: String(r.counts.total),
        tooltip: tooltip(r.name, r.counts), link: "#r-" + r.name, pick: "data-pick-rule=\"\(k)\"")
    }
    HTMLBarChart(
      title: "By rule and severity", bars: byRule, scale: t.rules.map(\.counts.total).max() ?? 1
    ).render(into: &out)
    let ranking = t.folderRanking
    let shown = ranking.prefix(Self.topFolders)
    let byFolder = shown.map { k in
      let f = t.folders[k]
      return HTMLBarChart.Bar(
        label: f.name, segments: segments(f.counts), figure: String(f.counts.total),
        tooltip: tooltip(f.name, f.counts), link: "#findings", pick: "data-pick-folder=\"\(k)\"")
    }
    var title = "By folder"
    if ranking.count > shown.count {
      title += " (the \(shown.count) with most findings of \(ranking.count))"
    }
    HTMLBarChart(title: title, bars: byFolder, scale: shown.first.map { t.folders[$0].counts.total } ?? 1)
      .render(into: &out)
    out.append("</section>\n")
  }

  func writeCoverage(_ coverage: [LanguageCoverage], to out: inout [UInt8]) {
    out.append("<section id=\"coverage\">\n<h2>Translation coverage</h2>\n")
    out.append(
      "<p>The share of the source language's keys each language translates, the least translated first.</p>\n"
    )
    let ranked = LanguageCoverage.leastTranslatedFirst(coverage)
    // Each bar is its language's share, so every language has the same full width.
    let full = 1000
    let bars = ranked.map { c in
      let percent = Int((c.share * 100).rounded(.down))
      let ok = c.translated * full / max(c.keys, 1)
      return HTMLBarChart.Bar(
        label: c.language, segments: [(ok, "ok"), (full - ok, "miss")],
        figure: "\(percent)% (\(c.translated) of \(c.keys))",
        tooltip: "\(c.language): \(c.translated) of \(c.keys) keys translated")
    }
    // A narrower bar leaves room for "42% (127 of 298)".
    HTMLBarChart(title: "Keys translated, by language", bars: bars, scale: full, barWidth: 300).render(
      into: &out)
    out.append("</section>\n")
  }

  func writeTopFiles(_ t: ReportTallies, to out: inout [UInt8]) {
    let top = t.files.prefix(Self.topFiles)
    out.append("<section id=\"files\">\n<h2>Files with the most findings</h2>\n")
    out.append("<table>\n<thead><tr><th scope=\"col\">file</th><th scope=\"col\">findings</th>")
    out.append(
      "<th scope=\"col\">errors</th><th scope=\"col\">warnings</th><th scope=\"col\">notes</th></tr></thead>\n<tbody>\n"
    )
    for f in top {
      out.append("<tr><td><code>")
      out.append(html: f.name)
      out.append(
        "</code></td><td>\(f.counts.total)</td><td>\(f.counts.error)</td><td>\(f.counts.warning)</td><td>\(f.counts.note)</td></tr>\n"
      )
    }
    out.append("</tbody>\n</table>\n")
    if t.files.count > top.count {
      out.append("<p class=\"more\">and \(t.files.count - top.count) more files with findings.</p>\n")
    }
    out.append("</section>\n")
  }

  func writeFilters(_ report: Report, _ t: ReportTallies, to out: inout [UInt8]) {
    out.append(
      "<form id=\"filters\" hidden>\n<label>Rule <select name=\"rule\"><option value=\"\">all rules</option>")
    for (k, r) in t.rules.enumerated() {
      out.append("<option value=\"\(k)\">")
      out.append(html: r.name)
      out.append(" (\(r.counts.total))</option>")
    }
    out.append("</select></label>\n<label>Severity <select name=\"severity\"><option value=\"\">all</option>")
    for (code, name, n) in [
      ("e", "error", t.severities.error), ("w", "warning", t.severities.warning),
      ("n", "note", t.severities.note),
    ] where n > 0 {
      out.append("<option value=\"\(code)\">\(name) (\(n))</option>")
    }
    out.append(
      "</select></label>\n<label>Folder <select name=\"folder\"><option value=\"\">all folders</option>")
    for k in t.folderRanking {
      out.append("<option value=\"\(k)\">")
      out.append(html: t.folders[k].name)
      out.append(" (\(t.folders[k].counts.total))</option>")
    }
    out.append("</select></label>\n<button type=\"reset\">Show all</button>\n")
    out.append(
      "<output id=\"shown\" aria-live=\"polite\">\(report.diagnostics.count) findings</output>\n</form>\n")
  }

  // MARK: - The findings

  /// Where a rule's `j`-th finding (from 0) starts a collapsed chunk, its 1-based number:
  /// the first `pageSize` findings show, the rest come in chunks of `chunkSize`, each
  /// closed until opened (the browser lays out none of a closed chunk).
  static func chunkStart(_ j: Int) -> Int? {
    guard j >= HTMLPage.pageSize, (j - HTMLPage.pageSize) % HTMLPage.chunkSize == 0 else { return nil }
    return j + 1
  }

  func writeChunkStart(first: Int, of count: Int, to out: inout [UInt8]) {
    let last = min(first + HTMLPage.chunkSize - 1, count)
    out.append(first == HTMLPage.pageSize + 1 ? "</ol>\n" : "</ol></details>\n")
    out.append("<details class=\"chunk\"><summary>Findings \(first)–\(last) of \(count)</summary>")
    out.append("<ol class=\"list\" start=\"\(first)\">\n")
  }

  func writeRuleHeading(_ rule: ReportTallies.Row, index: Int, _ t: ReportTallies, to out: inout [UInt8]) {
    let description = t.descriptions[rule.name]
    let url = RuleDescription.documentationURL(id: rule.name)
    out.append("<section class=\"rule\" id=\"r-")
    out.append(html: rule.name)
    out.append("\" data-r=\"\(index)\">\n<h3><a href=\"")
    out.append(html: url)
    out.append("\">")
    out.append(html: rule.name)
    out.append("</a> <span class=\"count\">\(rule.counts.total)</span></h3>\n")
    if let description {
      out.append("<p class=\"summary\">")
      out.append(prose: description.summary)
      out.append(" <a href=\"")
      out.append(html: url)
      out.append("\">How to fix it</a></p>\n")
    }
    out.append("<ol class=\"list\">\n")
  }

  func writeFinding(_ d: Diagnostic, folder: Int, to out: inout [UInt8]) {
    let code: String
    switch d.severity {
    case .error: code = "e"
    case .warning: code = "w"
    case .note: code = "n"
    }
    // The severity's label comes from the style sheet, by `data-s`.
    out.append("<li class=\"f\" data-s=\"\(code)\" data-d=\"\(folder)\"><div class=\"where\"><code>")
    out.append(html: d.path)
    out.append(":\(d.start.line):\(d.start.column)</code>")
    if !d.languages.isEmpty {
      out.append(" <span class=\"langs\">")
      out.append(html: d.languages.joined(separator: ", "))
      out.append("</span>")
    }
    out.append("</div>\n<p class=\"m\">")
    out.append(prose: d.message)
    out.append("</p>\n")
    writeLine(d, to: &out)
    if let help = d.help {
      out.append("<p class=\"h\">")
      out.append(prose: help)
      out.append("</p>\n")
    }
    if let fix = d.fix {
      out.append("<p class=\"fx\">")
      out.append(fix.isSafe ? "Safe fix: " : "Fix to review: ")
      out.append(prose: fix.summary)
      out.append("</p>\n")
    }
    out.append("</li>\n")
  }

  /// The finding's line with its range marked, without its indentation; a long line is cut
  /// to a window around the range.
  func writeLine(_ d: Diagnostic, to out: inout [UInt8]) {
    let scalars = Array(d.lineText.unicodeScalars)
    guard !scalars.isEmpty else { return }
    let start = min(max(d.start.column - 1, 0), scalars.count)
    var end = d.end.line == d.start.line ? min(max(d.end.column - 1, start), scalars.count) : scalars.count
    // The indentation is left out, up to the finding.
    var low = 0
    while low < start, scalars[low] == " " || scalars[low] == "\t" { low += 1 }
    var high = scalars.count
    if high - low > Self.lineWindow {
      low = max(low, start - Self.lineWindow / 3)
      high = min(scalars.count, low + Self.lineWindow)
      end = min(end, high)
    }
    func text(_ range: Range<Int>) {
      var s = String.UnicodeScalarView()
      s.append(contentsOf: scalars[range])
      out.append(html: String(s))
    }
    out.append("<pre><code>")
    if low > 0 && !scalars[..<low].allSatisfy({ $0 == " " || $0 == "\t" }) { out.append("…") }
    text(low..<start)
    if end > start {
      out.append("<mark>")
      text(start..<end)
      out.append("</mark>")
    }
    text(end..<high)
    if high < scalars.count { out.append("…") }
    out.append("</code></pre>\n")
  }

  // MARK: - Below the findings

  func writeTail(_ report: Report, to out: inout [UInt8]) {
    out.append("</section>\n")
    if !report.errors.isEmpty {
      out.append("<section id=\"errors\">\n<h2>Files not read</h2>\n<ul>\n")
      for e in report.errors {
        out.append("<li><code>")
        out.append(html: e.path)
        out.append("</code>: ")
        out.append(html: e.message)
        out.append("</li>\n")
      }
      out.append("</ul>\n</section>\n")
    }
    out.append("</main>\n<footer>Written by l10n-audit ")
    out.append(html: report.toolVersion)
    out.append(".</footer>\n<script>\n" + HTMLPage.script + "</script>\n</body>\n</html>\n")
  }
}
