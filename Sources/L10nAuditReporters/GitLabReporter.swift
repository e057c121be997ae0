import L10nAuditCore

/// GitLab Code Quality JSON: an array of issues, each with a unique fingerprint.
public struct GitLabReporter: Reporter {
  public static let name = "gitlab"
  public init() {}

  public func render(_ report: Report) -> String {
    let fingerprints = Fingerprints.compute(report.diagnostics)
    let issues = report.diagnostics.enumerated().map { (k, d) -> String in
      var description = d.message
      if let help = d.help { description += " (\(help))" }
      return JSONWriter.object(
        [
          ("type", "\"issue\""),
          ("description", JSONWriter.string(description)),
          ("check_name", JSONWriter.string(d.ruleID)),
          ("fingerprint", JSONWriter.string(fingerprints[k])),
          ("severity", JSONWriter.string(severity(d.severity))),
          (
            "location",
            JSONWriter.object(
              [
                ("path", JSONWriter.string(d.path)),
                (
                  "lines",
                  JSONWriter.object(
                    [("begin", String(d.start.line)), ("end", String(d.end.line))], indent: 4)
                ),
              ], indent: 3)
          ),
        ], indent: 2)
    }
    return JSONWriter.array(issues) + "\n"
  }

  func severity(_ s: Severity) -> String {
    switch s {
    case .error: return "critical"
    case .warning: return "major"
    case .note: return "info"
    }
  }
}
