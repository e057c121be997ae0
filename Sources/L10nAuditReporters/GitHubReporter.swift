import L10nAuditCore

/// GitHub Actions workflow commands (`::warning file=…,line=…::message`), escaped exactly
/// as actions/toolkit escapes them. GitHub shows at most 10 annotations of a kind per
/// step, so `summaryMarkdown` also writes the Markdown summary to `GITHUB_STEP_SUMMARY`.
public struct GitHubReporter: LineReporter {
  public static let name = "github"
  public init() {}

  public func trailer(_ report: Report) -> String {
    report.errors.map {
      "::error file=\(Self.escapeProperty($0.path)),title=l10n-audit::\(Self.escapeData($0.message))\n"
    }.joined()
  }

  public func lines(_ d: Diagnostic, in report: Report) -> String {
    let command: String
    switch d.severity {
    case .error: command = "error"
    case .warning: command = "warning"
    case .note: command = "notice"
    }
    let properties = [
      ("file", d.path), ("line", String(d.start.line)), ("col", String(d.start.column)),
      ("endLine", String(d.end.line)), ("endColumn", String(d.end.column)),
      ("title", "l10n-audit: \(d.ruleID)"),
    ].map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
    var message = d.message
    if let help = d.help { message += "\n" + help }
    return "::\(command) \(properties)::\(Self.escapeData(message))\n"
  }

  /// actions/toolkit `escapeData`: `%`, CR and LF.
  public static func escapeData(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// actions/toolkit `escapeProperty`: also `:` and `,`.
  public static func escapeProperty(_ s: String) -> String {
    var out = ""
    for c in escapeData(s).unicodeScalars {
      switch c {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// The Markdown summary, for `$GITHUB_STEP_SUMMARY`.
  public func summaryMarkdown(_ report: Report, linkBase: String? = nil) -> String {
    MarkdownReporter(linkBase: linkBase).render(report)
  }
}
