/// Where a catalog reader stopped: the byte offset (in the catalog's UTF-8 text) and what it
/// expected there.
public struct CatalogSyntaxError: Error, Sendable, Hashable {
  public var offset: Int
  /// What is wrong, lowercase: "expected `;` after the value of `title`".
  public var message: String

  public init(offset: Int, _ message: String) {
    self.offset = offset
    self.message = message
  }
}

/// A catalog's text as UTF-8, whatever the file's encoding: `.strings` files are often
/// UTF-16 (with a byte-order mark or, from some tools, without one). UTF-16 is transcoded;
/// lines and columns in characters or UTF-16 units are the same in both encodings, so a
/// finding's line and column name the same place in the file. Byte offsets and UTF-8
/// columns of a transcoded file count the UTF-8 text.
public struct CatalogText: Sendable {
  public enum Encoding: String, Sendable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
  }

  /// The UTF-8 text. A UTF-8 byte-order mark is kept (readers start at `bodyStart`);
  /// a UTF-16 one is dropped.
  public let bytes: [UInt8]
  public let lines: LineTable
  public let encoding: Encoding
  /// The first byte after a UTF-8 byte-order mark.
  public let bodyStart: Int
  /// The first place the bytes are not text in their encoding (the rest is still read,
  /// with U+FFFD in its place).
  public let error: CatalogSyntaxError?

  /// Decodes `raw`: UTF-16 when it starts with a UTF-16 byte-order mark or when its first
  /// units hold NUL bytes mostly on one side (no catalog text holds NUL); UTF-8 otherwise.
  public init(_ raw: [UInt8]) {
    if let order = CatalogText.utf16Order(raw) {
      let (bytes, error) = CatalogText.transcode(raw, order)
      self.bytes = bytes
      lines = LineTable(bytes)
      encoding = order.encoding
      bodyStart = 0
      self.error = error
      return
    }
    bytes = raw
    encoding = .utf8
    bodyStart = raw.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    do {
      lines = try LineTable.validated(raw)
      error = nil
    } catch {
      lines = LineTable(raw)
      let b = raw[error.offset]
      self.error = CatalogSyntaxError(
        offset: error.offset,
        "not valid UTF-8 text (byte 0x\(CatalogText.hex(UInt32(b), digits: 2))); save the file as UTF-8 or UTF-16"
      )
    }
  }

  struct ByteOrder {
    var littleEndian: Bool
    /// Bytes to skip at the start (a byte-order mark).
    var skip: Int
    var encoding: Encoding { littleEndian ? .utf16LittleEndian : .utf16BigEndian }
  }

  static func utf16Order(_ raw: [UInt8]) -> ByteOrder? {
    if raw.count >= 2 && raw[0] == 0xFF && raw[1] == 0xFE { return ByteOrder(littleEndian: true, skip: 2) }
    if raw.count >= 2 && raw[0] == 0xFE && raw[1] == 0xFF { return ByteOrder(littleEndian: false, skip: 2) }
    // Without a mark: ASCII-range characters leave a NUL in every other byte.
    var evenNULs = 0
    var oddNULs = 0
    for i in 0..<min(raw.count, 256) where raw[i] == 0 {
      if i % 2 == 0 { evenNULs += 1 } else { oddNULs += 1 }
    }
    // (A character outside the first 256 has NUL bytes on either side now and then.)
    if oddNULs >= 2 && oddNULs > 4 * evenNULs { return ByteOrder(littleEndian: true, skip: 0) }
    if evenNULs >= 2 && evenNULs > 4 * oddNULs { return ByteOrder(littleEndian: false, skip: 0) }
    return nil
  }

  /// UTF-16 to UTF-8; an unpaired surrogate or a last odd byte becomes U+FFFD, and the
  /// first one is the error.
  static func transcode(_ raw: [UInt8], _ order: ByteOrder) -> ([UInt8], CatalogSyntaxError?) {
    var error: CatalogSyntaxError? = nil
    let units = max(0, (raw.count - order.skip) / 2)
    // A unit takes at most three bytes of UTF-8 (a surrogate pair, four for two units).
    let out = [UInt8](unsafeUninitializedCapacity: 3 * units + 1) { o, count in
      raw.withUnsafeBufferPointer { p in
        var n = 0
        @inline(__always) func unit(_ k: Int) -> UInt32 {
          let i = order.skip + 2 * k
          return order.littleEndian
            ? UInt32(p[i]) | UInt32(p[i + 1]) << 8 : UInt32(p[i]) << 8 | UInt32(p[i + 1])
        }
        @inline(__always) func put(_ v: UInt32) {
          if v < 0x80 {
            o[n] = UInt8(v)
            n += 1
          } else if v < 0x800 {
            o[n] = UInt8(0xC0 | v >> 6)
            o[n + 1] = UInt8(0x80 | v & 0x3F)
            n += 2
          } else if v < 0x10000 {
            o[n] = UInt8(0xE0 | v >> 12)
            o[n + 1] = UInt8(0x80 | (v >> 6) & 0x3F)
            o[n + 2] = UInt8(0x80 | v & 0x3F)
            n += 3
          } else {
            o[n] = UInt8(0xF0 | v >> 18)
            o[n + 1] = UInt8(0x80 | (v >> 12) & 0x3F)
            o[n + 2] = UInt8(0x80 | (v >> 6) & 0x3F)
            o[n + 3] = UInt8(0x80 | v & 0x3F)
            n += 4
          }
        }
        func bad(_ u: UInt32) {
          if error == nil {
            error = CatalogSyntaxError(
              offset: n, "unpaired UTF-16 surrogate U+\(hex(u, digits: 4)); the text is damaged here")
          }
          put(0xFFFD)
        }
        var k = 0
        while k < units {
          let u = unit(k)
          k += 1
          if u < 0x80 {
            o[n] = UInt8(u)
            n += 1
          } else if u >= 0xD800 && u < 0xDC00 {
            if k < units, case let low = unit(k), low >= 0xDC00 && low < 0xE000 {
              k += 1
              put(0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00))
            } else {
              bad(u)
            }
          } else if u >= 0xDC00 && u < 0xE000 {
            bad(u)
          } else {
            put(u)
          }
        }
        count = n
      }
    }
    if (raw.count - order.skip) % 2 == 1 && error == nil {
      error = CatalogSyntaxError(
        offset: out.count, "UTF-16 text ends in half a character (an odd number of bytes)")
    }
    return (out, error)
  }

  /// Appends the UTF-8 of scalar `v`.
  @inline(__always) static func append(_ v: UInt32, to out: inout [UInt8]) {
    if v < 0x80 {
      out.append(UInt8(v))
    } else if v < 0x800 {
      out.append(UInt8(0xC0 | v >> 6))
      out.append(UInt8(0x80 | v & 0x3F))
    } else if v < 0x10000 {
      out.append(UInt8(0xE0 | v >> 12))
      out.append(UInt8(0x80 | (v >> 6) & 0x3F))
      out.append(UInt8(0x80 | v & 0x3F))
    } else {
      out.append(UInt8(0xF0 | v >> 18))
      out.append(UInt8(0x80 | (v >> 12) & 0x3F))
      out.append(UInt8(0x80 | (v >> 6) & 0x3F))
      out.append(UInt8(0x80 | v & 0x3F))
    }
  }

  static func hex(_ v: UInt32, digits: Int) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - s.count)) + s
  }

  /// The location of `offset` in this text.
  public func location(_ offset: Int) -> SourceLocation {
    lines.location(of: offset, in: bytes)
  }

  /// Locations of offsets asked in (mostly) ascending order, each found from the last one
  /// when it stands later on the same line: a catalog written on one long line costs one
  /// pass, not one pass per offset.
  public struct Locator {
    let text: CatalogText
    var last: SourceLocation? = nil

    public init(_ text: CatalogText) { self.text = text }

    public mutating func location(_ offset: Int) -> SourceLocation {
      guard let l = last, offset >= l.offset, text.lines.line(of: offset) == l.line else {
        let found = text.location(offset)
        last = found
        return found
      }
      var scalars = l.column
      var utf16 = l.utf16Column
      let b = text.bytes
      var i = l.offset
      while i < offset && i < b.count {
        let c = b[i]
        if c & 0xC0 != 0x80 {
          scalars += 1
          utf16 += c >= 0xF0 ? 2 : 1
        }
        i += 1
      }
      let found = SourceLocation(
        offset: offset, line: l.line, utf8Column: l.utf8Column + (offset - l.offset), column: scalars,
        utf16Column: utf16)
      last = found
      return found
    }
  }

  /// A finding's line text is cut to this many bytes: a catalog may be one long line.
  public static let maxLineText = 500

  /// The text of line `line`, without its line break, at most `maxLineText` bytes.
  public func lineText(_ line: Int) -> String {
    let start = lines.start(ofLine: line)
    let end = CatalogText.cut(
      bytes, from: start, to: lines.end(ofLine: line, in: bytes), max: Self.maxLineText)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Where `start..<end` ends when cut to `max` bytes, at a character's start.
  static func cut(_ bytes: [UInt8], from start: Int, to end: Int, max: Int) -> Int {
    guard end - start > max else { return end }
    var e = start + max
    while e > start && bytes[e] & 0xC0 == 0x80 { e -= 1 }
    return e
  }
}
