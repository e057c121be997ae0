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
    var out: [UInt8] = []
    appendLines(d, in: report, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  public func appendLines(_ d: Diagnostic, in report: Report, to out: inout [UInt8]) {
    withUnsafePointer(to: d) { appendLines(at: $0, in: report, to: &out) }
  }

  /// Built from bytes: joining the pieces as strings cost several times more, and a large
  /// tree has thousands of findings. Each field is read in place, not copied out.
  public func appendLines(
    at d: UnsafePointer<Diagnostic>, in report: Report, to out: inout [UInt8]
  ) {
    func place(_ out: inout [UInt8]) {
      out.append(oneLine: d.pointee.path)
      out.append(0x3A)  // :
      out.append(decimal: d.pointee.start.line)
      out.append(0x3A)
      out.append(decimal: d.pointee.start.column)
    }
    place(&out)
    out.append(contentsOf: ": ".utf8)
    out.append(contentsOf: paint(d.pointee.severity).utf8)
    out.append(contentsOf: ": ".utf8)
    out.append(oneLine: d.pointee.message)
    out.append(contentsOf: " [".utf8)
    out.append(contentsOf: d.pointee.ruleID.utf8)
    out.append(contentsOf: "]\n".utf8)
    if let help = d.pointee.help {
      place(&out)
      out.append(contentsOf: (colored ? ": \u{1B}[1;36mnote\u{1B}[0m: " : ": note: ").utf8)
      out.append(oneLine: help)
      out.append(0x0A)
    }
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

extension [UInt8] {
  /// `oneLine(s)`'s UTF-8; copied straight when `s` has no control character.
  mutating func append(oneLine s: String) {
    let plain = s.utf8.withContiguousStorageIfAvailable { bytes in
      guard !hasControlByte(bytes) else { return false }
      append(contentsOf: bytes)
      return true
    }
    if plain != true { append(contentsOf: oneLine(s).utf8) }
  }

  /// The decimal digits of `n`: up to eight gathered in one word, most significant in its
  /// lowest byte, and appended at once.
  mutating func append(decimal n: Int) {
    guard n >= 0 && n < 100_000_000 else {
      append(contentsOf: String(n).utf8)
      return
    }
    var m = n
    var packed: UInt64 = 0
    var digits = 0
    repeat {
      packed = packed << 8 | UInt64(0x30 + m % 10)
      m /= 10
      digits += 1
    } while m > 0
    packed = packed.littleEndian
    Swift.withUnsafeBytes(of: &packed) {
      append(contentsOf: UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<digits]))
    }
  }
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
