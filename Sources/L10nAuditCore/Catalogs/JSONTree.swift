/// A JSON value, built whole: for messages small enough to hold at once (the language
/// server's), where a catalog is read with `JSONCursor` as its schema goes. Integers stay
/// integers, so a request id of `7` is answered as `7`.
public enum JSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  public subscript(key: String) -> JSON? {
    if case .object(let o) = self { return o[key] }
    return nil
  }

  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  public var int: Int? {
    switch self {
    case .int(let n): return n
    case .double(let d) where d == d.rounded() && abs(d) < 9e15: return Int(d)
    default: return nil
    }
  }

  public var bool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  public var array: [JSON]? {
    if case .array(let a) = self { return a }
    return nil
  }

  public var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// Nesting deeper than this is refused rather than followed.
  public static let maxDepth = JSONCursor.maxDepth

  /// The one JSON value `bytes` hold (RFC 8259, strict; whitespace around it allowed).
  /// Errors name the byte where the text stopped being JSON, as a catalog's do.
  public static func parse(_ bytes: [UInt8]) throws(CatalogSyntaxError) -> JSON {
    do {
      _ = try LineTable.validated(bytes)
    } catch {
      throw CatalogSyntaxError(offset: error.offset, "text that is UTF-8")
    }
    return try bytes.withUnsafeBufferPointer { p throws(CatalogSyntaxError) -> JSON in
      var cursor = JSONCursor(p, at: 0)
      let value = try cursor.tree(depth: 0)
      cursor.skipSpace()
      guard cursor.atEnd else { throw cursor.fail("the end of the text") }
      return value
    }
  }
}

extension JSONCursor {
  /// Reads the value at the cursor (after spaces) whole.
  mutating func tree(depth: Int) throws(CatalogSyntaxError) -> JSON {
    skipSpace()
    guard depth < Self.maxDepth else {
      throw CatalogSyntaxError(offset: i, "values nested deeper than \(Self.maxDepth) levels")
    }
    guard i < p.count else { throw fail("a value") }
    switch p[i] {
    case 0x7B:
      var o = try beginObject("")
      var members: [String: JSON] = [:]
      while let (key, _) = try nextMember(&o) { members[key] = try tree(depth: depth + 1) }
      return .object(members)
    case 0x5B:
      i += 1
      var items: [JSON] = []
      skipSpace()
      if i < p.count && p[i] == 0x5D {
        i += 1
        return .array(items)
      }
      while true {
        items.append(try tree(depth: depth + 1))
        skipSpace()
        guard i < p.count, p[i] == 0x2C || p[i] == 0x5D else {
          throw fail("`,` or `]` after an array element")
        }
        i += 1
        if p[i - 1] == 0x5D { return .array(items) }
        // `[1, 2, ]`: a trailing comma.
        skipSpace()
        if trailingCommas && i < p.count && p[i] == 0x5D {
          i += 1
          return .array(items)
        }
      }
    case 0x22: return .string(try string())
    case 0x74 where literal("true"): return .bool(true)
    case 0x66 where literal("false"): return .bool(false)
    case 0x6E where literal("null"): return .null
    case 0x2D, 0x30...0x39:
      let start = i
      try number()
      let digits = UnsafeBufferPointer(rebasing: p[start..<i])
      let text = String(decoding: digits, as: UTF8.self)
      if !digits.contains(where: { $0 == 0x2E || $0 == 0x65 || $0 == 0x45 }), let n = Int(text) {
        return .int(n)
      }
      guard let d = Double(text) else { throw CatalogSyntaxError(offset: start, "a number out of range") }
      return .double(d)
    default: throw fail("a value")
    }
  }
}
