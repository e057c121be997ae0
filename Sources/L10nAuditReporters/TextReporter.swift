import L10nAuditCore

/// The compiler's diagnostic shape, which Xcode, editors and problem matchers read:
/// `PATH:LINE:COL: SEVERITY: MESSAGE [RULE]`, then `PATH:LINE:COL: note: HELP`.
/// Columns count characters (Unicode scalars), as editors do.
public struct TextReporter: Reporter {
  public static let name = "text"
  public init() {}

  public func render(_ report: Report) -> String {
    var out = ""
    for d in report.diagnostics {
      let place = "\(oneLine(d.path)):\(d.start.line):\(d.start.column)"
      out += "\(place): \(d.severity.rawValue): \(oneLine(d.message)) [\(d.ruleID)]\n"
      if let help = d.help {
        out += "\(place): note: \(oneLine(help))\n"
      }
    }
    return out
  }
}

/// Keeps one diagnostic on one line: a line break in a path or message cannot start a
/// forged diagnostic line.
func oneLine(_ s: String) -> String {
  guard s.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return s }
  var out = ""
  for u in s.unicodeScalars {
    switch u.value {
    case 0x0A: out += "\\n"
    case 0x0D: out += "\\r"
    case 0x09: out += "\\t"
    case 0..<0x20, 0x7F: out += "\\u{\(String(u.value, radix: 16))}"
    default: out.unicodeScalars.append(u)
    }
  }
  return out
}
