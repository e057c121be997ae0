import L10nAuditCore

/// reviewdog's Diagnostic JSON Lines (`-f=rdjsonl`): one diagnostic per line, with fixes
/// as suggestions a review bot can offer to apply.
public struct RDJSONLReporter: LineReporter {
  public static let name = "rdjsonl"
  public init() {}

  public func lines(_ d: Diagnostic, in report: Report) -> String {
    var message = d.message
    if let help = d.help { message += "\n" + help }
    var pairs: [(String, String)] = [
      ("message", JSONWriter.string(message)),
      ("location", "{\"path\":\(JSONWriter.string(d.path)),\"range\":\(range(d.start, d.end))}"),
      ("severity", JSONWriter.string(severity(d.severity))),
      ("source", "{\"name\":\"l10n-audit\"}"),
      (
        "code",
        "{\"value\":\(JSONWriter.string(d.ruleID)),\"url\":\(JSONWriter.string(ruleURL(d.ruleID, report)))}"
      ),
    ]
    if let fix = d.fix {
      let suggestions = fix.edits.compactMap { e -> String? in
        guard let s = e.startLocation, let en = e.endLocation else { return nil }
        return "{\"range\":\(range(s, en)),\"text\":\(JSONWriter.string(e.replacement))}"
      }
      pairs.append(("suggestions", "[" + suggestions.joined(separator: ",") + "]"))
    }
    return "{" + pairs.map { "\(JSONWriter.string($0.0)):\($0.1)" }.joined(separator: ",") + "}\n"
  }

  func range(_ s: SourceLocation, _ e: SourceLocation) -> String {
    // reviewdog counts columns in UTF-8 bytes.
    "{\"start\":{\"line\":\(s.line),\"column\":\(s.utf8Column)},\"end\":{\"line\":\(e.line),\"column\":\(e.utf8Column)}}"
  }

  func ruleURL(_ id: String, _ report: Report) -> String {
    report.rules.first { $0.id == id }?.documentationURL ?? ""
  }

  func severity(_ s: Severity) -> String {
    switch s {
    case .error: return "ERROR"
    case .warning: return "WARNING"
    case .note: return "INFO"
    }
  }
}
