/// A reader of JSON text (RFC 8259, no comments; with `trailingCommas`, a comma before a
/// closing `}` or `]` is taken, as Foundation's reader takes it in a String Catalog) on UTF-8
/// bytes, one value at a time, so that a String Catalog is read as its schema goes and
/// values the schema does not know are stepped over without being built. Every error
/// names the byte where the text stopped being JSON and what was expected there.
/// Stepping over a value uses a stack of its own, never the call stack, so nesting depth
/// costs no recursion; it is capped at `maxDepth`, past which the file is reported.
struct JSONCursor {
  let p: UnsafeBufferPointer<UInt8>
  var i: Int
  /// Whether `{"a": 1,}` and `[1,]` are read (Foundation's reader, and so Xcode, reads a
  /// String Catalog so); false for strict JSON.
  var trailingCommas = false

  /// Deeper than any catalog; deeper nesting is reported, not read.
  static let maxDepth = 512

  init(_ p: UnsafeBufferPointer<UInt8>, at start: Int) {
    self.p = p
    i = start
  }

  /// An object being read: whether a member was read yet.
  struct Object {
    var first = true
    /// The object's `{`.
    var open: Int
  }

  var atEnd: Bool { i >= p.count }

  mutating func skipSpace() {
    while i < p.count {
      switch p[i] {
      case 0x20, 0x09, 0x0A, 0x0D: i += 1
      default: return
      }
    }
  }

  /// What stands at the cursor, for messages: "`x`", or "the end of the file".
  func found() -> String {
    guard i < p.count else { return "the end of the file" }
    let c = p[i]
    if c >= 0x21 && c < 0x7F { return "`\(Character(UnicodeScalar(c)))`" }
    if c == 0x20 { return "a space" }
    if c == 0x0A || c == 0x0D { return "a line break" }
    var j = i + 1
    while j < p.count && j < i + 4 && p[j] & 0xC0 == 0x80 { j += 1 }
    return "`\(String(decoding: UnsafeBufferPointer(rebasing: p[i..<j]), as: UTF8.self))`"
  }

  func fail(_ expected: String) -> CatalogSyntaxError {
    CatalogSyntaxError(offset: i, "expected \(expected), found \(found())")
  }

  /// Reads `{` (after spaces).
  mutating func beginObject(_ what: @autoclosure () -> String) throws(CatalogSyntaxError) -> Object {
    skipSpace()
    guard i < p.count && p[i] == 0x7B else { throw fail("an object `{` \(what())") }
    i += 1
    return Object(open: i - 1)
  }

  /// The next member's key and its offset, with the cursor after its `:`; nil after the
  /// object's `}`.
  mutating func nextMember(_ o: inout Object) throws(CatalogSyntaxError) -> (key: String, offset: Int)? {
    skipSpace()
    if o.first {
      o.first = false
      if i < p.count && p[i] == 0x7D {
        i += 1
        return nil
      }
    } else {
      guard i < p.count, p[i] == 0x2C || p[i] == 0x7D else { throw fail("`,` or `}` after an object member") }
      i += 1
      if p[i - 1] == 0x7D { return nil }
      skipSpace()
      // `"a": 1, }`: a trailing comma.
      if trailingCommas && i < p.count && p[i] == 0x7D {
        i += 1
        return nil
      }
    }
    guard i < p.count && p[i] == 0x22 else { throw fail("a quoted key") }
    let offset = i
    let key = try string()
    skipSpace()
    guard i < p.count && p[i] == 0x3A else { throw fail("`:` after the key \"\(key)\"") }
    i += 1
    return (key, offset)
  }

  /// Reads a string value (after spaces); nil when the value is `null`.
  mutating func stringValue(_ what: @autoclosure () -> String) throws(CatalogSyntaxError) -> (
    String, Int
  )? {
    skipSpace()
    if literal("null") { return nil }
    guard i < p.count && p[i] == 0x22 else { throw fail("a string \(what())") }
    let offset = i
    return (try string(), offset)
  }

  /// Reads an integer value; nil for a number with a fraction or `null`.
  mutating func integerValue(_ what: @autoclosure () -> String) throws(CatalogSyntaxError) -> Int? {
    skipSpace()
    if literal("null") { return nil }
    guard i < p.count, p[i] == 0x2D || p[i] &- 0x30 < 10 else { throw fail("a number \(what())") }
    let start = i
    try number()
    var v = 0
    for k in start..<i {
      let d = p[k] &- 0x30
      guard d < 10 else { return nil }
      v = min(v * 10 + Int(d), 1 << 40)
    }
    return p[start] == 0x2D ? nil : v
  }

  /// Reads `true` or `false`; nil for `null`.
  mutating func boolValue(_ what: @autoclosure () -> String) throws(CatalogSyntaxError) -> Bool? {
    skipSpace()
    if literal("true") { return true }
    if literal("false") { return false }
    if literal("null") { return nil }
    throw fail("`true` or `false` \(what())")
  }

  /// Consumes `word` when it stands at the cursor.
  mutating func literal(_ word: StaticString) -> Bool {
    let n = word.utf8CodeUnitCount
    guard i + n <= p.count else { return false }
    for k in 0..<n where p[i + k] != word.utf8Start[k] { return false }
    i += n
    return true
  }

  /// Reads the string at the cursor's `"`, decoding escapes.
  mutating func string() throws(CatalogSyntaxError) -> String {
    let open = i
    i += 1
    let start = i
    // Most strings have no escape: they are copied in one piece.
    while i < p.count {
      let c = p[i]
      if c == 0x22 {
        i += 1
        return String(decoding: UnsafeBufferPointer(rebasing: p[start..<i - 1]), as: UTF8.self)
      }
      if c == 0x5C { break }
      if c < 0x20 { throw controlCharacter(open) }
      i += 1
    }
    var out = Array(p[start..<i])
    while i < p.count {
      let c = p[i]
      if c == 0x22 {
        i += 1
        return String(decoding: out, as: UTF8.self)
      }
      if c < 0x20 { throw controlCharacter(open) }
      if c != 0x5C {
        out.append(c)
        i += 1
        continue
      }
      guard i + 1 < p.count else { break }
      let e = p[i + 1]
      i += 2
      switch e {
      case 0x22, 0x5C, 0x2F: out.append(e)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        guard var u = hex4() else {
          i -= 2
          throw CatalogSyntaxError(offset: i, "expected four hex digits after `\\u`")
        }
        if u >= 0xD800 && u < 0xDC00, i + 1 < p.count, p[i] == 0x5C, p[i + 1] == UInt8(ascii: "u") {
          let save = i
          i += 2
          if let low = hex4(), low >= 0xDC00 && low < 0xE000 {
            u = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00)
          } else {
            i = save
          }
        }
        // A lone surrogate cannot be text: it reads as U+FFFD, as Foundation's reader does.
        if u >= 0xD800 && u < 0xE000 { u = 0xFFFD }
        CatalogText.append(u, to: &out)
      default:
        i -= 2
        throw CatalogSyntaxError(offset: i, "unknown escape `\\\(Character(UnicodeScalar(e)))` in a string")
      }
    }
    throw CatalogSyntaxError(offset: open, "string is not closed: no `\"` before the end of the file")
  }

  /// A control character in a string; a line break most likely means the string was
  /// never closed, so that one is reported at the string's opening quote.
  func controlCharacter(_ open: Int) -> CatalogSyntaxError {
    if p[i] == 0x0A || p[i] == 0x0D {
      return CatalogSyntaxError(
        offset: open, "string is not closed on its line (a line break inside a string is written `\\n`)")
    }
    return CatalogSyntaxError(
      offset: i,
      "a control character inside a string (write it as `\\u00\(CatalogText.hex(UInt32(p[i]), digits: 2))`)")
  }

  mutating func hex4() -> UInt32? {
    guard i + 4 <= p.count else { return nil }
    var v: UInt32 = 0
    for k in 0..<4 {
      let c = p[i + k]
      let d: UInt8
      switch c {
      case 0x30...0x39: d = c - 0x30
      case 0x41...0x46: d = c - 0x37
      case 0x61...0x66: d = c - 0x57
      default: return nil
      }
      v = v << 4 | UInt32(d)
    }
    i += 4
    return v
  }

  /// Reads a number at the cursor (JSON's grammar).
  mutating func number() throws(CatalogSyntaxError) {
    if i < p.count && p[i] == 0x2D { i += 1 }
    guard i < p.count, p[i] &- 0x30 < 10 else { throw fail("a digit") }
    if p[i] == 0x30 {
      i += 1
    } else {
      while i < p.count && p[i] &- 0x30 < 10 { i += 1 }
    }
    if i < p.count && p[i] == 0x2E {
      i += 1
      guard i < p.count, p[i] &- 0x30 < 10 else { throw fail("a digit after the decimal point") }
      while i < p.count && p[i] &- 0x30 < 10 { i += 1 }
    }
    if i < p.count && (p[i] == 0x65 || p[i] == 0x45) {
      i += 1
      if i < p.count && (p[i] == 0x2B || p[i] == 0x2D) { i += 1 }
      guard i < p.count, p[i] &- 0x30 < 10 else { throw fail("a digit in the exponent") }
      while i < p.count && p[i] &- 0x30 < 10 { i += 1 }
    }
  }

  /// Steps over one value of any shape, checking that it is JSON. Containers are tracked
  /// on a stack of their own (`{` or `[`), not by recursion.
  mutating func skipValue() throws(CatalogSyntaxError) {
    var stack: [UInt8] = []
    while true {
      // A value starts here.
      skipSpace()
      guard i < p.count else { throw fail("a value") }
      var closedValue = true
      switch p[i] {
      case 0x7B, 0x5B:
        guard stack.count < Self.maxDepth else {
          throw CatalogSyntaxError(offset: i, "values nested deeper than \(Self.maxDepth) levels")
        }
        let open = p[i]
        stack.append(open)
        i += 1
        skipSpace()
        if i < p.count && p[i] == open + 2 {
          i += 1
          stack.removeLast()
        } else if open == 0x7B {
          try memberKey()
          closedValue = false
        } else {
          closedValue = false
        }
      case 0x22: _ = try string()
      case 0x74: guard literal("true") else { throw fail("a value") }
      case 0x66: guard literal("false") else { throw fail("a value") }
      case 0x6E: guard literal("null") else { throw fail("a value") }
      case 0x2D, 0x30...0x39: try number()
      default: throw fail("a value")
      }
      guard closedValue else { continue }
      // After a value: close containers until one takes another element.
      while let top = stack.last {
        skipSpace()
        guard i < p.count else {
          throw fail(top == 0x7B ? "`,` or `}` after an object member" : "`,` or `]` after an array element")
        }
        if p[i] == top + 2 {
          i += 1
          stack.removeLast()
          continue
        }
        guard p[i] == 0x2C else {
          throw fail(top == 0x7B ? "`,` or `}` after an object member" : "`,` or `]` after an array element")
        }
        i += 1
        // A trailing comma: the container closes next.
        skipSpace()
        if trailingCommas && i < p.count && p[i] == top + 2 { continue }
        if top == 0x7B { try memberKey() }
        break
      }
      if stack.isEmpty { return }
    }
  }

  /// Reads `"key" :` inside an object being stepped over.
  private mutating func memberKey() throws(CatalogSyntaxError) {
    skipSpace()
    guard i < p.count && p[i] == 0x22 else { throw fail("a quoted key") }
    let key = try string()
    skipSpace()
    guard i < p.count && p[i] == 0x3A else { throw fail("`:` after the key \"\(key)\"") }
    i += 1
  }
}
