import L10nAuditCore

/// The compiler's diagnostic shape, which Xcode, editors and problem matchers read:
/// `PATH:LINE:COL: SEVERITY: MESSAGE [RULE]`, then `PATH:LINE:COL: note: HELP`.
/// Columns count characters (Unicode scalars), as editors do.
public struct TextReporter: LineReporter {
  public static let name = "text"
  /// ANSI colors for a terminal.
  public var colored = false
  public init(colored: Bool = false) { self.colored = colored }

  public func lines(_ d: Diagnostic, in report: Report) -> String {
    var place = oneLine(d.path)
    place += ":"
    place += String(d.start.line)
    place += ":"
    place += String(d.start.column)
    var out = place
    out.reserveCapacity(2 * place.utf8.count + d.message.utf8.count + (d.help?.utf8.count ?? 0) + 64)
    out += ": "
    out += paint(d.severity)
    out += ": "
    out += oneLine(d.message)
    out += " ["
    out += d.ruleID
    out += "]\n"
    if let help = d.help {
      out += place
      out += colored ? ": \u{1B}[1;36mnote\u{1B}[0m: " : ": note: "
      out += oneLine(help)
      out += "\n"
    }
    return out
  }

  func paint(_ s: Severity) -> String {
    guard colored else { return s.rawValue }
    switch s {
    case .error: return "\u{1B}[1;31merror\u{1B}[0m"
    case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
    case .note: return "\u{1B}[1;36mnote\u{1B}[0m"
    }
  }
}

/// Keeps one diagnostic on one line: a line break in a path or message cannot start a
/// forged diagnostic line.
func oneLine(_ s: String) -> String {
  var bytes = s
  guard bytes.withUTF8(hasControlByte) else { return s }
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

/// Whether any byte is below 0x20 or is 0x7F, eight bytes at a time.
func hasControlByte(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
  var i = 0
  while i + 8 <= p.count {
    let w = WordAtATime.load(p, i)
    if WordAtATime.hasByteBelow(w, 0x20) || WordAtATime.bytesEqual(w, 0x7F) != 0 { return true }
    i += 8
  }
  while i < p.count {
    if p[i] < 0x20 || p[i] == 0x7F { return true }
    i += 1
  }
  return false
}
