/// A value of an XML property list, with the byte offset of its opening tag.
indirect enum PlistValue: Sendable {
  case string(String, offset: Int)
  /// Keys with their `<key>` tag's offset, in the file's order.
  case dict([(key: String, offset: Int, value: PlistValue)], offset: Int)
  case array([PlistValue], offset: Int)
  /// `<integer>`, `<real>`: the text as written.
  case number(String, offset: Int)
  case bool(Bool, offset: Int)
  /// `<data>`, `<date>`.
  case other(offset: Int)

  var offset: Int {
    switch self {
    case .string(_, let o), .dict(_, let o), .array(_, let o), .number(_, let o), .bool(_, let o): return o
    case .other(let o): return o
    }
  }

  var string: String? {
    if case .string(let s, _) = self { return s }
    return nil
  }
}

/// Reads an XML property list (`<plist><dict><key>…</key><string>…</string>…`) on UTF-8
/// bytes: the XML declaration, `<!DOCTYPE>`, comments, CDATA, the five named entities and
/// character references. Containers are tracked on a stack of their own, not by
/// recursion, and nesting is capped at `maxDepth`. Errors name the byte where the text
/// stopped fitting and what was expected.
struct XMLPropertyList {
  static let maxDepth = 512

  /// Comments of the file, for suppressions.
  var comments: [CatalogFile.CatalogComment] = []

  /// Whether the text starts (after a byte-order mark and spaces) with `<`.
  static func looksLikeXML(_ text: CatalogText) -> Bool {
    var i = text.bodyStart
    let b = text.bytes
    while i < b.count && (b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D) { i += 1 }
    return i < b.count && b[i] == 0x3C
  }

  /// A container being built, changed in place on the stack.
  private struct Open {
    var isDict: Bool
    var offset: Int
    var entries: [(key: String, offset: Int, value: PlistValue)] = []
    var items: [PlistValue] = []
    var pendingKey: (key: String, offset: Int)? = nil
  }

  /// The root value of the `<plist>` in `p` from `start`, or the error.
  mutating func parse(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Result<
    PlistValue, CatalogSyntaxError
  > {
    var x = XMLScanner(p: p, i: start)
    var stack: [Open] = []
    var root: PlistValue? = nil
    defer { comments = x.comments }
    do throws(CatalogSyntaxError) {
      try x.skipProlog()
      guard let plist = try x.tag(), plist.name == "plist", !plist.closing else {
        throw CatalogSyntaxError(offset: x.lastTagStart, "expected `<plist>` at the start of a property list")
      }
      if plist.selfClosing { throw CatalogSyntaxError(offset: x.lastTagStart, "the `<plist>` is empty") }
      // Adds a finished value to the open container, or makes it the root.
      func add(_ v: PlistValue) throws(CatalogSyntaxError) {
        guard !stack.isEmpty else {
          if root != nil {
            throw CatalogSyntaxError(offset: v.offset, "a `<plist>` holds one value; found a second")
          }
          root = v
          return
        }
        let top = stack.count - 1
        if !stack[top].isDict {
          stack[top].items.append(v)
          return
        }
        guard let (key, at) = stack[top].pendingKey else {
          throw CatalogSyntaxError(offset: v.offset, "expected `<key>` before a value in a `<dict>`")
        }
        stack[top].entries.append((key, at, v))
        stack[top].pendingKey = nil
      }
      while true {
        try x.skipSpaceAndComments()
        guard x.i < p.count else {
          throw CatalogSyntaxError(offset: x.i, "expected `</plist>`, found the end of the file")
        }
        guard p[x.i] == 0x3C else { throw x.fail("a tag (`<key>`, `<string>`, `<dict>`…)") }
        guard let t = try x.tag() else { throw x.fail("a tag") }
        let at = x.lastTagStart
        if t.closing {
          let top = stack.last
          if t.name == "plist" && top == nil {
            try x.skipSpaceAndComments()
            guard x.i >= p.count else { throw x.fail("the end of the file after `</plist>`") }
            guard let root else { throw CatalogSyntaxError(offset: at, "the `<plist>` holds no value") }
            return .success(root)
          } else if let top, t.name == (top.isDict ? "dict" : "array") {
            if let (key, keyAt) = top.pendingKey {
              throw CatalogSyntaxError(offset: keyAt, "the `<key>` \(key) has no value before `</dict>`")
            }
            let done = stack.removeLast()
            try add(
              done.isDict ? .dict(done.entries, offset: done.offset) : .array(done.items, offset: done.offset)
            )
          } else {
            let open = top.map { $0.isDict ? "`</dict>`" : "`</array>`" } ?? "`</plist>`"
            throw CatalogSyntaxError(offset: at, "expected \(open), found `</\(t.name)>`")
          }
          continue
        }
        switch t.name {
        case "dict", "array":
          if t.selfClosing {
            try add(t.name == "dict" ? .dict([], offset: at) : .array([], offset: at))
            continue
          }
          guard stack.count < Self.maxDepth else {
            throw CatalogSyntaxError(offset: at, "containers nested deeper than \(Self.maxDepth) levels")
          }
          if let top = stack.last, top.isDict && top.pendingKey == nil {
            throw CatalogSyntaxError(offset: at, "expected `<key>` before a value in a `<dict>`")
          }
          stack.append(Open(isDict: t.name == "dict", offset: at))
        case "key":
          guard let top = stack.last, top.isDict else {
            throw CatalogSyntaxError(offset: at, "a `<key>` outside a `<dict>`")
          }
          if let (key, _) = top.pendingKey {
            throw CatalogSyntaxError(
              offset: at, "expected a value for the `<key>` \(key), found another `<key>`")
          }
          let text = t.selfClosing ? "" : try x.text(closing: "key")
          stack[stack.count - 1].pendingKey = (text, at)
        case "string":
          try add(.string(t.selfClosing ? "" : try x.text(closing: "string"), offset: at))
        case "integer", "real":
          try add(.number(t.selfClosing ? "" : try x.text(closing: t.name), offset: at))
        case "true", "false":
          if !t.selfClosing { _ = try x.text(closing: t.name) }
          try add(.bool(t.name == "true", offset: at))
        case "data", "date":
          if !t.selfClosing { _ = try x.text(closing: t.name) }
          try add(.other(offset: at))
        default:
          throw CatalogSyntaxError(offset: at, "unknown property list element `<\(t.name)>`")
        }
      }
    } catch {
      return .failure(error)
    }
  }
}

/// The lexical layer of XML: tags, text with entities, comments.
struct XMLScanner {
  let p: UnsafeBufferPointer<UInt8>
  var i: Int
  var comments: [CatalogFile.CatalogComment] = []
  var lastTagStart = 0

  struct Tag {
    var name: String
    var closing: Bool
    var selfClosing: Bool
  }

  func fail(_ expected: String) -> CatalogSyntaxError {
    var c = JSONCursor(p, at: i)
    c.i = i
    return CatalogSyntaxError(offset: i, "expected \(expected), found \(c.found())")
  }

  func starts(_ s: StaticString, at k: Int) -> Bool {
    let n = s.utf8CodeUnitCount
    guard k + n <= p.count else { return false }
    for j in 0..<n where p[k + j] != s.utf8Start[j] { return false }
    return true
  }

  mutating func skipSpace() {
    while i < p.count && (p[i] == 0x20 || p[i] == 0x09 || p[i] == 0x0A || p[i] == 0x0D) { i += 1 }
  }

  mutating func skipSpaceAndComments() throws(CatalogSyntaxError) {
    while true {
      skipSpace()
      guard starts("<!--", at: i) else { return }
      let start = i
      i += 4
      while i < p.count && !starts("-->", at: i) { i += 1 }
      guard i < p.count else {
        throw CatalogSyntaxError(offset: start, "comment is not closed: no `-->` before the end of the file")
      }
      i += 3
      comments.append(.init(range: start..<i, isBlock: true))
    }
  }

  /// The XML declaration, `<!DOCTYPE …>` and comments before the root element.
  mutating func skipProlog() throws(CatalogSyntaxError) {
    while true {
      try skipSpaceAndComments()
      if starts("<?", at: i) {
        let start = i
        while i < p.count && !starts("?>", at: i) { i += 1 }
        guard i < p.count else { throw CatalogSyntaxError(offset: start, "`<?` is not closed by `?>`") }
        i += 2
      } else if starts("<!DOCTYPE", at: i) {
        let start = i
        var bracket = false
        while i < p.count && (bracket || p[i] != 0x3E) {
          if p[i] == 0x5B { bracket = true } else if p[i] == 0x5D { bracket = false }
          i += 1
        }
        guard i < p.count else { throw CatalogSyntaxError(offset: start, "`<!DOCTYPE` is not closed by `>`") }
        i += 1
      } else {
        return
      }
    }
  }

  /// A tag at the cursor (`<name attr="…">`, `</name>`, `<name/>`); nil when no `<` is here.
  mutating func tag() throws(CatalogSyntaxError) -> Tag? {
    guard i < p.count && p[i] == 0x3C else { return nil }
    lastTagStart = i
    i += 1
    var closing = false
    if i < p.count && p[i] == 0x2F {
      closing = true
      i += 1
    }
    let nameStart = i
    while i < p.count, p[i] != 0x2F, StringsScanner.isUnquoted(p[i]) { i += 1 }
    guard i > nameStart else { throw fail("an element name after `<`") }
    let name = String(decoding: UnsafeBufferPointer(rebasing: p[nameStart..<i]), as: UTF8.self)
    // Attributes (`version="1.0"`) are stepped over.
    while i < p.count && p[i] != 0x3E {
      let c = p[i]
      if c == 0x22 || c == 0x27 {
        i += 1
        while i < p.count && p[i] != c { i += 1 }
        guard i < p.count else {
          throw CatalogSyntaxError(offset: lastTagStart, "the tag `<\(name)` is not closed by `>`")
        }
      } else if c == 0x3C {
        throw CatalogSyntaxError(offset: i, "expected `>` closing the tag `<\(name)`, found `<`")
      }
      i += 1
    }
    guard i < p.count else {
      throw CatalogSyntaxError(offset: lastTagStart, "the tag `<\(name)` is not closed by `>`")
    }
    let selfClosing = !closing && p[i - 1] == 0x2F
    i += 1
    return Tag(name: name, closing: closing, selfClosing: selfClosing)
  }

  /// The text up to `</name>`, entities and CDATA decoded; the cursor after the end tag.
  mutating func text(closing name: String) throws(CatalogSyntaxError) -> String {
    let start = i
    while i < p.count && p[i] != 0x3C && p[i] != 0x26 { i += 1 }
    var out: [UInt8]
    if i < p.count && p[i] == 0x3C && !starts("<![CDATA[", at: i) && !starts("<!--", at: i) {
      out = []
      let plain = String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self)
      try endTag(name)
      return plain
    }
    out = Array(p[start..<i])
    while i < p.count {
      let c = p[i]
      if c == 0x26 {
        try entity(into: &out)
      } else if starts("<![CDATA[", at: i) {
        let open = i
        i += 9
        while i < p.count && !starts("]]>", at: i) {
          out.append(p[i])
          i += 1
        }
        guard i < p.count else {
          throw CatalogSyntaxError(offset: open, "`<![CDATA[` is not closed by `]]>`")
        }
        i += 3
      } else if starts("<!--", at: i) {
        let open = i
        while i < p.count && !starts("-->", at: i) { i += 1 }
        guard i < p.count else { throw CatalogSyntaxError(offset: open, "comment is not closed: no `-->`") }
        i += 3
        comments.append(.init(range: open..<i, isBlock: true))
      } else if c == 0x3C {
        try endTag(name)
        return String(decoding: out, as: UTF8.self)
      } else {
        out.append(c)
        i += 1
      }
    }
    throw CatalogSyntaxError(offset: start, "expected `</\(name)>`, found the end of the file")
  }

  private mutating func endTag(_ name: String) throws(CatalogSyntaxError) {
    let at = i
    guard let t = try tag(), t.closing, t.name == name else {
      i = at
      throw fail("`</\(name)>`")
    }
  }

  /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#NN;` `&#xHH;` at the cursor.
  private mutating func entity(into out: inout [UInt8]) throws(CatalogSyntaxError) {
    let start = i
    var j = i + 1
    while j < p.count && j < i + 12 && p[j] != 0x3B { j += 1 }
    guard j < p.count && p[j] == 0x3B else {
      throw CatalogSyntaxError(offset: start, "`&` starts no entity (write `&amp;` for an ampersand)")
    }
    let name = Array(p[(i + 1)..<j])
    i = j + 1
    switch name {
    case Array("lt".utf8): out.append(0x3C)
    case Array("gt".utf8): out.append(0x3E)
    case Array("amp".utf8): out.append(0x26)
    case Array("quot".utf8): out.append(0x22)
    case Array("apos".utf8): out.append(0x27)
    default:
      var v: UInt32 = 0
      var ok = name.count >= 2 && name[0] == 0x23
      if ok {
        let hex = name[1] == 0x78 || name[1] == 0x58
        let digits = name.dropFirst(hex ? 2 : 1)
        ok = !digits.isEmpty
        for d in digits {
          let value: UInt32? = hex ? StringsScanner.hexValue(d) : (d &- 0x30 < 10 ? UInt32(d - 0x30) : nil)
          guard let value else {
            ok = false
            break
          }
          v = min(v * (hex ? 16 : 10) + value, 0x110000)
        }
      }
      guard ok, v < 0x110000, !(v >= 0xD800 && v < 0xE000) else {
        throw CatalogSyntaxError(
          offset: start,
          "unknown entity `&\(String(decoding: name, as: UTF8.self));` (write `&amp;` for an ampersand)")
      }
      CatalogText.append(v, to: &out)
    }
  }
}
