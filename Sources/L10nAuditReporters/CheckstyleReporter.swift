import L10nAuditCore

/// Checkstyle XML, read by reviewdog, Danger, Jenkins and many CI dashboards.
public struct CheckstyleReporter: Reporter {
  public static let name = "checkstyle"
  public init() {}

  public func render(_ report: Report) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    var byPath: [(String, [Diagnostic])] = []
    for d in report.diagnostics {
      if byPath.last?.0 == d.path {
        byPath[byPath.count - 1].1.append(d)
      } else {
        byPath.append((d.path, [d]))
      }
    }
    for (path, diagnostics) in byPath {
      out += "  <file name=\"\(Self.escape(path))\">\n"
      for d in diagnostics {
        var message = d.message
        if let help = d.help { message += " (\(help))" }
        out +=
          "    <error line=\"\(d.start.line)\" column=\"\(d.start.column)\" severity=\"\(severity(d.severity))\" message=\"\(Self.escape(message))\" source=\"l10n-audit.\(Self.escape(d.ruleID))\"/>\n"
      }
      out += "  </file>\n"
    }
    for e in report.errors {
      out += "  <file name=\"\(Self.escape(e.path))\">\n"
      out += "    <error severity=\"error\" message=\"\(Self.escape(e.message))\" source=\"l10n-audit\"/>\n"
      out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
  }

  func severity(_ s: Severity) -> String {
    switch s {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "info"
    }
  }

  /// Escapes text for an XML 1.0 attribute; characters XML 1.0 cannot carry at all are
  /// written as visible escapes.
  public static func escape(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      case "\t": out += "&#9;"
      default:
        if c.value < 0x20 || (c.value >= 0xFFFE && c.value <= 0xFFFF)
          || (c.value >= 0xD800 && c.value <= 0xDFFF)
        {
          out += "\\u{\(String(c.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(c)
        }
      }
    }
    return out
  }
}
