/// Reads a `.strings` file in its text form (an old-style property list): entries
/// `"key" = "value";`, a lone `"key";` (whose value is the key), unquoted words
/// (`key = value;`), `/* */` and `//` comments, and an optional pair of braces around the
/// whole. Escapes are Foundation's: `\n \t \r \" \\ \a \b \f \v`, `\U` with up to four hex
/// digits, up to three octal digits; any other escaped character stands for itself. Stray
/// `;` after the last entry are allowed. A syntax error stops the reading there, with the
/// entries before it kept.
enum StringsFileReader {
  static func read(into file: inout CatalogFile) {
    var entries: [CatalogEntry] = []
    var comments: [CatalogFile.CatalogComment] = []
    let language = file.place.language ?? ""
    let error: CatalogSyntaxError? = file.text.bytes.withUnsafeBufferPointer { p in
      var r = StringsScanner(p: p, i: file.text.bodyStart)
      defer { comments = r.comments }
      do throws(CatalogSyntaxError) {
        try r.skipSpace()
        var braced = false
        if r.i < p.count && p[r.i] == 0x7B {
          braced = true
          r.i += 1
        }
        while true {
          try r.skipSpace()
          guard r.i < p.count else {
            if braced {
              throw CatalogSyntaxError(
                offset: r.i, "expected `}` closing the table, found the end of the file")
            }
            return nil
          }
          if braced && p[r.i] == 0x7D {
            r.i += 1
            try r.skipSpace()
            guard r.i >= p.count else { throw r.fail("the end of the file after `}`") }
            return nil
          }
          // Stray `;` after the last entry (`"k" = "v";;`) end the table: no entry follows
          // that a reader could lose.
          if p[r.i] == 0x3B, try r.onlyStraySemicolonsLeft(braced: braced) { return nil }
          let keyOffset = r.i
          guard let key = try r.string() else { throw r.fail("a key (a quoted string)") }
          try r.skipSpace()
          var value = CatalogString(key, offset: keyOffset)
          if r.i < p.count && p[r.i] == 0x3D {
            r.i += 1
            try r.skipSpace()
            let valueOffset = r.i
            guard let text = try r.string() else {
              throw r.fail("a value (a quoted string) after `=` for the key \"\(key)\"")
            }
            value = CatalogString(text, offset: valueOffset)
            let afterValue = r.i
            try r.skipSpace()
            guard r.i < p.count && p[r.i] == 0x3B else {
              // Where the `;` belongs, not where the next entry starts.
              throw CatalogSyntaxError(
                offset: afterValue, "expected `;` after the value of \"\(key)\", found \(r.found())")
            }
          } else if !(r.i < p.count && p[r.i] == 0x3B) {
            throw r.fail("`=` or `;` after the key \"\(key)\"")
          }
          r.i += 1
          var e = CatalogEntry(key: key, offset: keyOffset, end: r.i)
          var v = CatalogVariant()
          v.value = value
          e.localizations = [CatalogLocalization(language: language, offset: keyOffset, variant: v)]
          entries.append(e)
        }
      } catch {
        return error
      }
    }
    file.entries = entries
    file.comments = comments
    file.error = error
  }
}

/// The lexical layer of old-style property list text, shared with nothing else.
struct StringsScanner {
  let p: UnsafeBufferPointer<UInt8>
  var i: Int
  var comments: [CatalogFile.CatalogComment] = []

  /// Whether only `;`, spaces and comments (and the closing `}` of a braced table) are
  /// left; reads to the end when so, and leaves `i` where it was otherwise.
  mutating func onlyStraySemicolonsLeft(braced: Bool) throws(CatalogSyntaxError) -> Bool {
    let start = i
    let kept = comments.count
    while i < p.count && p[i] == 0x3B {
      i += 1
      try skipSpace()
    }
    var closed = !braced
    if braced && i < p.count && p[i] == 0x7D {
      i += 1
      try skipSpace()
      closed = true
    }
    if closed && i >= p.count { return true }
    i = start
    comments.removeSubrange(kept...)
    return false
  }

  /// Skips spaces, line breaks and comments (kept in `comments`).
  mutating func skipSpace() throws(CatalogSyntaxError) {
    while i < p.count {
      let c = p[i]
      if c <= 0x20 {
        i += 1
      } else if c == 0xE2 && i + 2 < p.count && p[i + 1] == 0x80 && (p[i + 2] == 0xA8 || p[i + 2] == 0xA9) {
        i += 3  // U+2028, U+2029
      } else if c == 0xEF && i + 2 < p.count && p[i + 1] == 0xBB && p[i + 2] == 0xBF {
        i += 3  // a stray U+FEFF
      } else if c == 0x2F && i + 1 < p.count && p[i + 1] == 0x2A {
        let start = i
        i += 2
        while i + 1 < p.count && !(p[i] == 0x2A && p[i + 1] == 0x2F) { i += 1 }
        guard i + 1 < p.count else {
          // The system's reader takes a comment left open as running to the end of the
          // file: one that holds no quote hides no entry, and nothing is lost.
          guard p[(start + 2)...].contains(0x22) else {
            i = p.count
            comments.append(.init(range: start..<i, isBlock: true))
            return
          }
          throw CatalogSyntaxError(offset: start, "comment is not closed: no `*/` before the end of the file")
        }
        i += 2
        comments.append(.init(range: start..<i, isBlock: true))
      } else if c == 0x2F && i + 1 < p.count && p[i + 1] == 0x2F {
        let start = i
        while i < p.count && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
        comments.append(.init(range: start..<i, isBlock: false))
      } else {
        return
      }
    }
  }

  func found() -> String {
    guard i < p.count else { return "the end of the file" }
    var c = JSONCursor(p, at: i)
    c.i = i
    return c.found()
  }

  func fail(_ expected: String) -> CatalogSyntaxError {
    CatalogSyntaxError(offset: i, "expected \(expected), found \(found())")
  }

  /// Characters of an unquoted string: letters, digits and `_ $ / : . -`.
  @inline(__always) static func isUnquoted(_ c: UInt8) -> Bool {
    switch c {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: return true
    default: return false
    }
  }

  /// A quoted or unquoted string at the cursor; nil (cursor unmoved) when neither starts
  /// here.
  mutating func string() throws(CatalogSyntaxError) -> String? {
    guard i < p.count else { return nil }
    let q = p[i]
    if q != 0x22 && q != 0x27 {
      let start = i
      while i < p.count && Self.isUnquoted(p[i]) { i += 1 }
      if i == start { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self)
    }
    let open = i
    i += 1
    let start = i
    while i < p.count && p[i] != q && p[i] != 0x5C { i += 1 }
    if i < p.count && p[i] == q {
      i += 1
      return String(decoding: UnsafeBufferPointer(rebasing: p[start..<i - 1]), as: UTF8.self)
    }
    var out = Array(p[start..<i])
    while i < p.count {
      let c = p[i]
      if c == q {
        i += 1
        return String(decoding: out, as: UTF8.self)
      }
      if c != 0x5C {
        out.append(c)
        i += 1
        continue
      }
      i += 1
      guard i < p.count else { break }
      let e = p[i]
      i += 1
      switch e {
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "a"): out.append(0x07)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "v"): out.append(0x0B)
      case UInt8(ascii: "U"):
        var v: UInt32 = 0
        var digits = 0
        while digits < 4 && i < p.count, let d = Self.hexValue(p[i]) {
          v = v << 4 | d
          i += 1
          digits += 1
        }
        // A surrogate half cannot stand alone in UTF-8; a pair written as two escapes joins.
        if v >= 0xD800 && v < 0xDC00, i + 1 < p.count, p[i] == 0x5C, p[i + 1] == UInt8(ascii: "U") {
          var low: UInt32 = 0
          var k = i + 2
          var n = 0
          while n < 4 && k < p.count, let d = Self.hexValue(p[k]) {
            low = low << 4 | d
            k += 1
            n += 1
          }
          if low >= 0xDC00 && low < 0xE000 {
            v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
            i = k
          }
        }
        if v >= 0xD800 && v < 0xE000 { v = 0xFFFD }
        CatalogText.append(v, to: &out)
      case 0x30...0x37:
        var v = UInt32(e - 0x30)
        var digits = 1
        while digits < 3 && i < p.count && p[i] >= 0x30 && p[i] <= 0x37 {
          v = v << 3 | UInt32(p[i] - 0x30)
          i += 1
          digits += 1
        }
        CatalogText.append(v, to: &out)
      default:
        out.append(e)
      }
    }
    throw CatalogSyntaxError(
      offset: open, "string is not closed: no `\(Character(UnicodeScalar(q)))` before the end of the file")
  }

  static func hexValue(_ c: UInt8) -> UInt32? {
    switch c {
    case 0x30...0x39: return UInt32(c - 0x30)
    case 0x41...0x46: return UInt32(c - 0x37)
    case 0x61...0x66: return UInt32(c - 0x57)
    default: return nil
    }
  }
}
