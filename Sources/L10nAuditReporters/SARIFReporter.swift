import L10nAuditCore

/// SARIF 2.1.0, for GitHub code scanning and other SARIF consumers. Columns are UTF-16
/// code units (`columnKind: utf16CodeUnits`); paths are relative URIs.
public struct SARIFReporter: Reporter {
  public static let name = "sarif"
  public init() {}

  public func render(_ report: Report) -> String {
    let ruleIndex = Dictionary(
      uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
    let rules = report.rules.map { r -> String in
      let what = r.documentationSection("What it does")
      let why = r.documentationSection("Why is this bad?")
      return JSONWriter.object(
        [
          ("id", JSONWriter.string(r.id)),
          ("name", JSONWriter.string(pascalCase(r.id))),
          ("shortDescription", JSONWriter.object([("text", JSONWriter.string(r.summary))], indent: 6)),
          (
            "fullDescription",
            JSONWriter.object([("text", JSONWriter.string(what.isEmpty ? r.summary : what))], indent: 6)
          ),
          (
            "help",
            JSONWriter.object(
              [
                ("text", JSONWriter.string(why.isEmpty ? r.summary : why)),
                ("markdown", JSONWriter.string(r.documentation.isEmpty ? r.summary : r.documentation)),
              ], indent: 6)
          ),
          ("helpUri", JSONWriter.string(r.documentationURL)),
          (
            "defaultConfiguration",
            JSONWriter.object([("level", JSONWriter.string(level(r.severity)))], indent: 6)
          ),
        ], indent: 5)
    }
    let fingerprints = Fingerprints.compute(report.diagnostics)
    let results = report.diagnostics.enumerated().map { (k, d) -> String in
      var text = d.message
      if let help = d.help { text += "\n" + help }
      var pairs: [(String, String)] = [("ruleId", JSONWriter.string(d.ruleID))]
      if let index = ruleIndex[d.ruleID] { pairs.append(("ruleIndex", String(index))) }
      pairs += [
        ("level", JSONWriter.string(level(d.severity))),
        ("message", JSONWriter.object([("text", JSONWriter.string(text))], indent: 5)),
        (
          "locations",
          JSONWriter.array(
            [
              JSONWriter.object(
                [
                  (
                    "physicalLocation",
                    physicalLocation(d.path, d.start, d.end, snippet: d.lineText, indent: 6)
                  )
                ],
                indent: 5)
            ], indent: 4)
        ),
        (
          "partialFingerprints",
          JSONWriter.object([("l10nAuditFingerprint/v1", JSONWriter.string(fingerprints[k]))], indent: 5)
        ),
      ]
      if let fix = d.fix {
        pairs.append(("fixes", JSONWriter.array([fixObject(fix, path: d.path)], indent: 4)))
      }
      return JSONWriter.object(pairs, indent: 4)
    }
    let notifications = report.errors.map { e in
      JSONWriter.object(
        [
          ("level", "\"error\""),
          ("message", JSONWriter.object([("text", JSONWriter.string("\(e.path): \(e.message)"))], indent: 7)),
        ], indent: 6)
    }
    let run = JSONWriter.object(
      [
        (
          "tool",
          JSONWriter.object(
            [
              (
                "driver",
                JSONWriter.object(
                  [
                    ("name", "\"l10n-audit\""),
                    ("version", JSONWriter.string(report.toolVersion)),
                    ("informationUri", JSONWriter.string("https://github.com/l10n-audit/l10n-audit")),
                    ("rules", JSONWriter.array(rules, indent: 4)),
                  ], indent: 3)
              )
            ], indent: 2)
        ),
        (
          "invocations",
          JSONWriter.array(
            [
              JSONWriter.object(
                [
                  ("executionSuccessful", report.errors.isEmpty ? "true" : "false"),
                  ("toolExecutionNotifications", JSONWriter.array(notifications, indent: 5)),
                ], indent: 4)
            ], indent: 3)
        ),
        ("columnKind", "\"utf16CodeUnits\""),
        ("results", JSONWriter.array(results, indent: 3)),
      ], indent: 2)
    return JSONWriter.object([
      ("$schema", JSONWriter.string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", "\"2.1.0\""),
      ("runs", JSONWriter.array([run], indent: 1)),
    ]) + "\n"
  }

  private func physicalLocation(
    _ path: String, _ start: SourceLocation, _ end: SourceLocation, snippet: String?, indent: Int
  ) -> String {
    var region: [(String, String)] = [
      ("startLine", String(start.line)), ("startColumn", String(start.utf16Column)),
      ("endLine", String(end.line)), ("endColumn", String(end.utf16Column)),
    ]
    if let snippet {
      region.append(
        ("snippet", JSONWriter.object([("text", JSONWriter.string(snippet))], indent: indent + 2)))
    }
    return JSONWriter.object(
      [
        ("artifactLocation", JSONWriter.object([("uri", JSONWriter.string(uri(path)))], indent: indent + 1)),
        ("region", JSONWriter.object(region, indent: indent + 1)),
      ], indent: indent)
  }

  private func fixObject(_ fix: Fix, path: String) -> String {
    let replacements = fix.edits.compactMap { e -> String? in
      guard let s = e.startLocation, let en = e.endLocation else { return nil }
      return JSONWriter.object(
        [
          (
            "deletedRegion",
            JSONWriter.object(
              [
                ("startLine", String(s.line)), ("startColumn", String(s.utf16Column)),
                ("endLine", String(en.line)), ("endColumn", String(en.utf16Column)),
              ], indent: 9)
          ),
          ("insertedContent", JSONWriter.object([("text", JSONWriter.string(e.replacement))], indent: 9)),
        ], indent: 8)
    }
    return JSONWriter.object(
      [
        ("description", JSONWriter.object([("text", JSONWriter.string(fix.summary))], indent: 6)),
        (
          "artifactChanges",
          JSONWriter.array(
            [
              JSONWriter.object(
                [
                  ("artifactLocation", JSONWriter.object([("uri", JSONWriter.string(uri(path)))], indent: 7)),
                  ("replacements", JSONWriter.array(replacements, indent: 7)),
                ], indent: 6)
            ], indent: 5)
        ),
      ], indent: 5)
  }

  func level(_ s: Severity) -> String {
    switch s {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "note"
    }
  }

  func pascalCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A path as a URI reference: relative paths stay relative, absolute ones become
  /// `file://` URIs; reserved and non-ASCII bytes are percent-encoded.
  func uri(_ path: String) -> String {
    var out = (path.hasPrefix("/") ? "file://" : "") + percentEncoded(path)
    if out.hasPrefix("./") { out.removeFirst(2) }
    return out
  }
}

/// `path` with every byte outside the unreserved set and `/` percent-encoded, for a URI.
func percentEncoded(_ path: String) -> String {
  var out = ""
  for b in path.utf8 {
    let c = Character(UnicodeScalar(b))
    if (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
      || "-._~/".contains(c)
    {
      out.append(c)
    } else {
      let h = String(b, radix: 16, uppercase: true)
      out += "%" + (h.count == 1 ? "0" + h : h)
    }
  }
  return out
}
