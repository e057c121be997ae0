import L10nAuditCore

/// A summary for a pull-request comment or `$GITHUB_STEP_SUMMARY`: the totals, a table of
/// findings by rule, the languages that lag, and the findings themselves, the first few
/// open and the rest collapsed. It never exceeds `limit` bytes (GitHub's 65,536-character
/// limit on a comment: a byte is never less than a character); what does not fit is left
/// out, and the summary says how many.
public struct MarkdownReporter: Reporter {
  public static let name = "markdown"
  public static let defaultLimit = 65_536
  /// How many findings are listed before the rest are collapsed.
  static let openFindings = 20
  /// The longest message or path kept in a table cell, in characters.
  static let cellLimit = 300

  /// The longest summary, in UTF-8 bytes.
  public var limit: Int
  /// Where each file can be read on the web (`https://github.com/o/r/blob/SHA`), to link
  /// each location; nil for plain locations.
  public var linkBase: String?

  public init(limit: Int = MarkdownReporter.defaultLimit, linkBase: String? = nil) {
    self.limit = limit
    self.linkBase = linkBase
  }

  public func render(_ report: Report) -> String {
    let t = ReportTallies(report)
    var out = "## l10n-audit\n\n"
    let lines = report.changes.map { " on the lines \($0.phrase)" } ?? ""
    if report.diagnostics.isEmpty {
      out += "No findings\(Self.cell(lines)) in \(report.filesScanned) files scanned.\n"
    } else {
      let n = report.diagnostics.count
      out += "**\(n) \(n == 1 ? "finding" : "findings")**\(Self.cell(lines)) "
      out += "(\(Self.severities(t.severities))) in \(t.files.count) of \(report.filesScanned) files.\n\n"
      out += "| rule | findings |\n| --- | ---: |\n"
      for r in t.rules {
        out += "| [`\(r.name)`](\(RuleDescription.documentationURL(id: r.name))) | \(r.counts.total) |\n"
      }
    }
    if report.changes == nil, let lagging = Self.lagging(report.coverage) { out += "\n" + lagging }
    if !report.errors.isEmpty {
      out +=
        "\n**\(report.errors.count) \(report.errors.count == 1 ? "file" : "files") could not be read:**\n\n"
      for e in report.errors.prefix(10) { out += "- \(Self.cell(e.path)): \(Self.cell(e.message))\n" }
      if report.errors.count > 10 { out += "- and \(report.errors.count - 10) more\n" }
    }
    guard !report.diagnostics.isEmpty else { return Self.fitted(out, limit: limit) }

    let header = "| location | rule | message |\n| --- | --- | --- |\n"
    out += "\n### Findings\n\n" + header
    // Room kept for the closing lines, whatever is left out.
    let reserve = 300
    var listed = 0
    var collapsed = false
    for d in report.diagnostics {
      var row = ""
      if listed == Self.openFindings {
        row = "\n<details><summary>\(report.diagnostics.count - listed) more findings</summary>\n\n" + header
      }
      row += "| \(location(d)) | `\(d.ruleID)` | \(Self.cell(d.message)) |\n"
      guard out.utf8.count + row.utf8.count + reserve <= limit else { break }
      if listed == Self.openFindings { collapsed = true }
      out += row
      listed += 1
    }
    if collapsed { out += "\n</details>\n" }
    let left = report.diagnostics.count - listed
    if left > 0 {
      out += "\n\(left) more \(left == 1 ? "finding is" : "findings are") left out to keep this summary "
      out += "under \(limit) characters; the full list is in the audit's other reports.\n"
    }
    return Self.fitted(out, limit: limit)
  }

  /// `path:line`, linked to the line when there is a link base.
  func location(_ d: Diagnostic) -> String {
    let text = Self.cell("\(d.path):\(d.start.line)")
    guard let linkBase else { return text }
    return "[\(text)](\(linkBase)/\(percentEncoded(d.path))#L\(d.start.line))"
  }

  static func severities(_ c: ReportTallies.SeverityCounts) -> String {
    var parts: [String] = []
    if c.error > 0 { parts.append("\(c.error) \(c.error == 1 ? "error" : "errors")") }
    if c.warning > 0 { parts.append("\(c.warning) \(c.warning == 1 ? "warning" : "warnings")") }
    if c.note > 0 { parts.append("\(c.note) \(c.note == 1 ? "note" : "notes")") }
    return parts.joined(separator: ", ")
  }

  /// The languages with keys left to translate, the least translated first (at most ten);
  /// nil when every language is complete.
  static func lagging(_ coverage: [LanguageCoverage]) -> String? {
    let partial = LanguageCoverage.leastTranslatedFirst(coverage.filter { $0.translated < $0.keys })
    guard !partial.isEmpty else { return nil }
    var out = "| language | keys translated |\n| --- | ---: |\n"
    for c in partial.prefix(10) {
      out +=
        "| \(cell(c.language)) | \(Int((c.share * 100).rounded(.down)))% (\(c.translated) of \(c.keys)) |\n"
    }
    if partial.count > 10 { out += "| and \(partial.count - 10) more | |\n" }
    return out
  }

  /// Text safe in a table cell: no line break or `|` ends the cell, no HTML is made, no
  /// `@` mentions anyone; cut to `cellLimit` characters.
  static func cell(_ s: String) -> String {
    var out = ""
    var count = 0
    for c in s.unicodeScalars {
      if count == cellLimit {
        out += "…"
        break
      }
      count += 1
      switch c {
      case "|": out += "\\|"
      case "\n", "\r", "\t": out += " "
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "@": out += "&#64;"
      case "\u{0}"..."\u{1F}", "\u{7F}": out += "\u{FFFD}"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// `text` cut at a line break to at most `limit` bytes: only the head and rule table
  /// (bounded by the number of rules and ten lines each of coverage and errors) can reach
  /// it, with a tiny limit.
  static func fitted(_ text: String, limit: Int) -> String {
    guard text.utf8.count > limit else { return text }
    var bytes = Array(text.utf8.prefix(limit))
    while let last = bytes.last, last != 0x0A { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
