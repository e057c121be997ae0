import L10nAuditReporters

/// A JSON value as the language server reads and writes it. Integers stay integers (a
/// request id of `7` is answered as `7`); objects are written with their keys sorted, so
/// every message has one spelling.
enum JSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  subscript(key: String) -> JSON? {
    if case .object(let o) = self { return o[key] }
    return nil
  }

  var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  var int: Int? {
    switch self {
    case .int(let n): return n
    case .double(let d) where d == d.rounded() && abs(d) < 9e15: return Int(d)
    default: return nil
    }
  }

  var bool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  var array: [JSON]? {
    if case .array(let a) = self { return a }
    return nil
  }

  var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// The value as compact JSON text.
  var text: String {
    var out = ""
    write(into: &out)
    return out
  }

  func write(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let n): out += String(n)
    case .double(let d): out += d.isFinite ? "\(d)" : "null"
    case .string(let s): out += JSONWriter.string(s)
    case .array(let items):
      out += "["
      for (k, item) in items.enumerated() {
        if k > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (k, key) in members.keys.sorted().enumerated() {
        if k > 0 { out += "," }
        out += JSONWriter.string(key)
        out += ":"
        members[key]!.write(into: &out)
      }
      out += "}"
    }
  }
}

/// Why a message's bytes are not JSON: what was expected, and at which byte.
struct JSONSyntaxError: Error, Equatable {
  var message: String
  var offset: Int
}

extension JSON {
  /// Nesting deeper than this is refused rather than followed (no stack overflow).
  static let maxDepth = 512

  /// The one JSON value `bytes` hold (RFC 8259; whitespace around it allowed).
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSON {
    var p = JSONParser(bytes: bytes)
    p.skipSpace()
    let value = try p.value(depth: 0)
    p.skipSpace()
    guard p.at == bytes.count else { throw p.fail("the end of the message") }
    return value
  }
}

private struct JSONParser {
  let bytes: [UInt8]
  var at = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  func fail(_ expected: String) -> JSONSyntaxError {
    JSONSyntaxError(message: "expected \(expected)", offset: at)
  }

  mutating func skipSpace() {
    while at < bytes.count {
      switch bytes[at] {
      case 0x20, 0x09, 0x0A, 0x0D: at += 1
      default: return
      }
    }
  }

  mutating func value(depth: Int) throws(JSONSyntaxError) -> JSON {
    guard depth < JSON.maxDepth else { throw fail("less nesting") }
    guard at < bytes.count else { throw fail("a value") }
    switch bytes[at] {
    case UInt8(ascii: "{"):
      at += 1
      var members: [String: JSON] = [:]
      skipSpace()
      if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
        at += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw fail("a member name") }
        let key = try string()
        skipSpace()
        guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw fail("':'") }
        at += 1
        skipSpace()
        members[key] = try value(depth: depth + 1)
        skipSpace()
        guard at < bytes.count else { throw fail("',' or '}'") }
        if bytes[at] == UInt8(ascii: ",") {
          at += 1
          continue
        }
        guard bytes[at] == UInt8(ascii: "}") else { throw fail("',' or '}'") }
        at += 1
        return .object(members)
      }
    case UInt8(ascii: "["):
      at += 1
      var items: [JSON] = []
      skipSpace()
      if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
        at += 1
        return .array(items)
      }
      while true {
        skipSpace()
        items.append(try value(depth: depth + 1))
        skipSpace()
        guard at < bytes.count else { throw fail("',' or ']'") }
        if bytes[at] == UInt8(ascii: ",") {
          at += 1
          continue
        }
        guard bytes[at] == UInt8(ascii: "]") else { throw fail("',' or ']'") }
        at += 1
        return .array(items)
      }
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"):
      try word("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try word("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try word("null")
      return .null
    default:
      return try number()
    }
  }

  mutating func word(_ w: String) throws(JSONSyntaxError) {
    for b in w.utf8 {
      guard at < bytes.count, bytes[at] == b else { throw fail("'\(w)'") }
      at += 1
    }
  }

  mutating func number() throws(JSONSyntaxError) -> JSON {
    let start = at
    func digits() -> Int {
      let s = at
      while at < bytes.count, (0x30...0x39).contains(bytes[at]) { at += 1 }
      return at - s
    }
    if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
    let intStart = at
    guard digits() > 0 else {
      at = start
      throw fail("a value")
    }
    guard bytes[intStart] != 0x30 || at - intStart == 1 else { throw fail("no leading zero") }
    var integral = true
    if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
      at += 1
      integral = false
      guard digits() > 0 else { throw fail("a digit after '.'") }
    }
    if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
      at += 1
      integral = false
      if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
      guard digits() > 0 else { throw fail("a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<at], as: UTF8.self)
    if integral, let n = Int(text) { return .int(n) }
    guard let d = Double(text) else { throw fail("a number") }
    return .double(d)
  }

  mutating func string() throws(JSONSyntaxError) -> String {
    at += 1  // the opening quote
    var out: [UInt8] = []
    while true {
      guard at < bytes.count else { throw fail("'\"' to end the string") }
      let b = bytes[at]
      if b == UInt8(ascii: "\"") {
        at += 1
        break
      }
      guard b >= 0x20 else { throw fail("no control character in a string") }
      guard b == UInt8(ascii: "\\") else {
        out.append(b)
        at += 1
        continue
      }
      at += 1
      guard at < bytes.count else { throw fail("an escape") }
      let e = bytes[at]
      at += 1
      switch e {
      case UInt8(ascii: "\""): out.append(0x22)
      case UInt8(ascii: "\\"): out.append(0x5C)
      case UInt8(ascii: "/"): out.append(0x2F)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if (0xD800...0xDBFF).contains(scalar) {
          // A high surrogate takes the low one after it; alone, it stands for U+FFFD.
          if at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") {
            let save = at
            at += 2
            let low = try hex4()
            if (0xDC00...0xDFFF).contains(low) {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else {
              at = save
              scalar = 0xFFFD
            }
          } else {
            scalar = 0xFFFD
          }
        } else if (0xDC00...0xDFFF).contains(scalar) {
          scalar = 0xFFFD
        }
        out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
      default:
        at -= 1
        throw fail("a valid escape")
      }
    }
    guard let s = String(validating: out, as: UTF8.self) else {
      throw fail("UTF-8 text in a string")
    }
    return s
  }

  mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var v: UInt32 = 0
    for _ in 0..<4 {
      guard at < bytes.count else { throw fail("four hex digits") }
      let b = bytes[at]
      let d: UInt32
      switch b {
      case 0x30...0x39: d = UInt32(b - 0x30)
      case 0x41...0x46: d = UInt32(b - 0x41 + 10)
      case 0x61...0x66: d = UInt32(b - 0x61 + 10)
      default: throw fail("four hex digits")
      }
      v = v << 4 | d
      at += 1
    }
    return v
  }
}
