import L10nAuditCore

/// A versioned JSON document; the schema is in docs/output-formats.md.
public struct JSONReporter: Reporter {
  public static let name = "json"
  /// Bumped on any incompatible change to the document's shape.
  public static let schemaVersion = 1
  public init() {}

  public func render(_ report: Report) -> String {
    let findings = report.diagnostics.map { d -> String in
      var pairs: [(String, String)] = [
        ("path", JSONWriter.string(d.path)),
        ("rule", JSONWriter.string(d.ruleID)),
        ("severity", JSONWriter.string(d.severity.rawValue)),
        ("message", JSONWriter.string(d.message)),
        ("help", d.help.map(JSONWriter.string) ?? "null"),
        ("start", location(d.start, indent: 3)),
        ("end", location(d.end, indent: 3)),
        ("lineText", JSONWriter.string(d.lineText)),
      ]
      if let fix = d.fix {
        let edits = fix.edits.map {
          JSONWriter.object(
            [
              ("startOffset", String($0.start)), ("endOffset", String($0.end)),
              ("replacement", JSONWriter.string($0.replacement)),
            ], indent: 5)
        }
        pairs.append(
          (
            "fix",
            JSONWriter.object(
              [
                ("summary", JSONWriter.string(fix.summary)),
                ("safe", fix.isSafe ? "true" : "false"),
                ("edits", JSONWriter.array(edits, indent: 4)),
              ], indent: 3)
          ))
      } else {
        pairs.append(("fix", "null"))
      }
      return JSONWriter.object(pairs, indent: 2)
    }
    let errors = report.errors.map {
      JSONWriter.object(
        [("path", JSONWriter.string($0.path)), ("message", JSONWriter.string($0.message))],
        indent: 2)
    }
    var pairs = [
      ("version", String(Self.schemaVersion)),
      (
        "tool",
        JSONWriter.object(
          [("name", "\"l10n-audit\""), ("version", JSONWriter.string(report.toolVersion))],
          indent: 1)
      ),
      ("filesScanned", String(report.filesScanned)),
      ("findings", JSONWriter.array(findings, indent: 1)),
      ("errors", JSONWriter.array(errors, indent: 1)),
    ]
    // Only a tree with catalogs has coverage: other reports stay as they were.
    if !report.coverage.isEmpty {
      let coverage = report.coverage.map {
        JSONWriter.object(
          [
            ("language", JSONWriter.string($0.language)), ("keys", String($0.keys)),
            ("translated", String($0.translated)),
          ], indent: 2)
      }
      pairs.append(("coverage", JSONWriter.array(coverage, indent: 1)))
    }
    let doc = JSONWriter.object(pairs)
    return doc + "\n"
  }

  private func location(_ l: SourceLocation, indent: Int) -> String {
    JSONWriter.object(
      [
        ("line", String(l.line)), ("column", String(l.column)),
        ("utf8Column", String(l.utf8Column)), ("utf16Column", String(l.utf16Column)),
        ("offset", String(l.offset)),
      ], indent: indent)
  }
}
