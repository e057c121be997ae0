extension [UInt8] {
  /// `s` as HTML text or a double-quoted attribute value: `&`, `<`, `>`, `"` and `'`
  /// become references, and control characters other than tab and line breaks become
  /// U+FFFD (HTML does not allow them).
  mutating func append(html s: String) {
    for b in s.utf8 {
      switch b {
      case 0x26: append(contentsOf: "&amp;".utf8)
      case 0x3C: append(contentsOf: "&lt;".utf8)
      case 0x3E: append(contentsOf: "&gt;".utf8)
      case 0x22: append(contentsOf: "&quot;".utf8)
      case 0x27: append(contentsOf: "&#39;".utf8)
      case 0x09, 0x0A, 0x0D: append(b)
      case 0..<0x20, 0x7F: append(contentsOf: [0xEF, 0xBF, 0xBD])
      default: append(b)
      }
    }
  }

  mutating func append(_ s: String) { append(contentsOf: s.utf8) }
}

/// `s` escaped for HTML text or a double-quoted attribute.
func htmlEscaped(_ s: String) -> String {
  var out: [UInt8] = []
  out.append(html: s)
  return String(decoding: out, as: UTF8.self)
}

extension [UInt8] {
  /// A message, help or summary as HTML: escaped, with each `code span` between backticks
  /// set as `<code>` (backticks are left as they are when they do not pair up).
  mutating func append(prose s: String) {
    let ticks = s.utf8.reduce(0) { $0 + ($1 == 0x60 ? 1 : 0) }
    guard ticks > 0, ticks % 2 == 0 else { return append(html: s) }
    var open = false
    for piece in s.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
      if piece.offset > 0 {
        append(open ? "</code>" : "<code>")
        open.toggle()
      }
      append(html: String(piece.element))
    }
  }
}
