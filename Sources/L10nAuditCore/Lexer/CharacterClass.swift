/// Byte and scalar classes of the Swift lexical grammar.
enum CharacterClass {
  static let identifierHead: UInt8 = 1
  static let identifierBody: UInt8 = 2
  static let operatorChar: UInt8 = 4
  static let space: UInt8 = 8
  /// Bytes a string literal's text runs over without a look: all but `\`, `"`, `'` and
  /// the line breaks (non-ASCII bytes included).
  static let plainStringText: UInt8 = 16

  /// One class byte per byte value (non-ASCII bytes are only `plainStringText`), allocated
  /// once and never freed, so hot loops index a raw pointer.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    t.initialize(repeating: plainStringText, count: 256)
    for b: UInt8 in [0x5C, 0x22, 0x27, 0x0A, 0x0D] { t[Int(b)] = 0 }
    for c in 0..<128 {
      let b = UInt8(c)
      var v: UInt8 = 0
      if isIdentifierHead(b) { v |= identifierHead }
      if isIdentifierBody(b) { v |= identifierBody }
      if isOperatorASCII(b) { v |= operatorChar }
      if b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C || b == 0x0A || b == 0x0D { v |= space }
      t[c] |= v
    }
    return UnsafePointer(t)
  }()

  @inline(__always) static func isIdentifierHead(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F
  }

  @inline(__always) static func isIdentifierBody(_ c: UInt8) -> Bool {
    isIdentifierHead(c) || (c >= 0x30 && c <= 0x39) || c == 0x24
  }

  @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

  @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
    isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
  }

  /// ASCII operator characters: `/ = - + ! * % < > & | ^ ~ ? .`
  @inline(__always) static func isOperatorASCII(_ c: UInt8) -> Bool {
    switch c {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2E:
      return true
    default: return false
    }
  }

  /// Non-ASCII operator-head scalars of the Swift grammar.
  static func isOperatorHead(_ v: UInt32) -> Bool {
    switch v {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      return true
    default: return false
    }
  }

  /// Non-ASCII operator-continuation scalars (heads plus combining marks).
  static func isOperatorBody(_ v: UInt32) -> Bool {
    if isOperatorHead(v) { return true }
    switch v {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
      0xE0100...0xE01EF:
      return true
    default: return false
    }
  }

  /// Non-ASCII scalars the compiler treats as (erroneous) whitespace.
  static func isUnicodeSpace(_ v: UInt32) -> Bool {
    switch v {
    case 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return true
    default: return false
    }
  }

  /// Decodes one UTF-8 scalar at `i`; returns nil for an invalid or truncated sequence.
  @inline(__always)
  static func decode(_ s: UnsafeBufferPointer<UInt8>, _ i: Int) -> (scalar: UInt32, length: Int)? {
    let n = s.count
    let c0 = UInt32(s[i])
    if c0 < 0x80 { return (c0, 1) }
    if c0 < 0xC2 { return nil }
    if c0 < 0xE0 {
      guard i + 1 < n, s[i + 1] & 0xC0 == 0x80 else { return nil }
      return ((c0 & 0x1F) << 6 | UInt32(s[i + 1] & 0x3F), 2)
    }
    if c0 < 0xF0 {
      guard i + 2 < n, s[i + 1] & 0xC0 == 0x80, s[i + 2] & 0xC0 == 0x80 else { return nil }
      let v = (c0 & 0x0F) << 12 | UInt32(s[i + 1] & 0x3F) << 6 | UInt32(s[i + 2] & 0x3F)
      if v < 0x800 || (v >= 0xD800 && v <= 0xDFFF) { return nil }
      return (v, 3)
    }
    if c0 < 0xF5 {
      guard i + 3 < n, s[i + 1] & 0xC0 == 0x80, s[i + 2] & 0xC0 == 0x80, s[i + 3] & 0xC0 == 0x80
      else { return nil }
      let v =
        (c0 & 0x07) << 18 | UInt32(s[i + 1] & 0x3F) << 12 | UInt32(s[i + 2] & 0x3F) << 6
        | UInt32(s[i + 3] & 0x3F)
      if v < 0x10000 || v > 0x10FFFF { return nil }
      return (v, 4)
    }
    return nil
  }
}
