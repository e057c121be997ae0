/// Maps byte offsets to 1-based lines and columns.
///
/// A line ends at `\n`, at `\r\n`, or at a lone `\r`, as the Swift compiler counts them.
/// Three column units are offered because consumers disagree: the compiler and the
/// token oracle count UTF-8 bytes, editors count characters (Unicode scalars here), and
/// SARIF consumers such as GitHub count UTF-16 code units.
public struct LineTable: Sendable {
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int32]

  init(lineStarts: [Int32]) {
    self.lineStarts = lineStarts
  }

  /// Room for the line starts of `p`. A file has at most one line per byte. Pages of the
  /// capacity that no line start reaches are never touched, so only the used part counts
  /// toward memory; a file over 1 MB has its line breaks counted first, so its reservation
  /// stays exact.
  static func capacity(for p: UnsafeBufferPointer<UInt8>) -> Int {
    p.count < 1 << 20 ? p.count + 1 : LineTable.countBreakBytes(p) + 1
  }

  public init(_ bytes: [UInt8]) {
    lineStarts = bytes.withUnsafeBufferPointer { p in
      [Int32](unsafeUninitializedCapacity: LineTable.capacity(for: p)) { out, count in
        out[0] = 0
        count = 1
        let n = p.count
        var i = 0
        // Eight bytes at a time: a word without CR appends one start per LF it holds.
        while i + 8 <= n {
          let w = WordAtATime.load(p, i)
          // Most words hold no byte below 0x0E, so no line break: one cheap test skips them.
          if !WordAtATime.hasByteBelow(w, 0x0E) {
            i += 8
            continue
          }
          i = LineTable.appendStarts(ofWord: w, at: i, p, into: out, count: &count)
        }
        _ = LineTable.appendStartsSlowly(p, from: i, to: n, into: out, count: &count)
      }
    }
  }

  /// Appends the line starts of the eight bytes `w` at `i`, which hold some byte below
  /// 0x0E; returns where to go on (past `i + 8` when a CRLF straddles the word's end). A
  /// word without CR appends one start per LF it holds.
  @inline(__always)
  static func appendStarts(
    ofWord w: UInt64, at i: Int, _ p: UnsafeBufferPointer<UInt8>,
    into out: UnsafeMutableBufferPointer<Int32>, count: inout Int
  ) -> Int {
    if WordAtATime.bytesEqual(w, 0x0D) != 0 {
      return appendStartsSlowly(p, from: i, to: i + 8, into: out, count: &count)
    }
    var lf = WordAtATime.bytesEqual(w, 0x0A)
    while lf != 0 {
      // The lowest set bit is the earliest byte.
      out[count] = Int32(truncatingIfNeeded: i + lf.trailingZeroBitCount / 8 + 1)
      count += 1
      lf &= lf &- 1
    }
    return i + 8
  }

  /// How many bytes are LF or CR: at least the number of line breaks.
  static func countBreakBytes(_ p: UnsafeBufferPointer<UInt8>) -> Int {
    var total = 0
    var i = 0
    while i + 8 <= p.count {
      let w = WordAtATime.load(p, i)
      if WordAtATime.hasByteBelow(w, 0x0E) {
        // One bit per matching byte, summed by a multiply (no popcount instruction needed).
        let hits = (WordAtATime.bytesEqual(w, 0x0A) | WordAtATime.bytesEqual(w, 0x0D)) >> 7
        total += Int((hits &* 0x0101_0101_0101_0101) >> 56)
      }
      i += 8
    }
    while i < p.count {
      if p[i] == 0x0A || p[i] == 0x0D { total += 1 }
      i += 1
    }
    return total
  }

  /// Appends the line starts of `from..<to` byte by byte (CR, CRLF and LF); returns where
  /// it stopped, past `to` when a CRLF straddles it.
  static func appendStartsSlowly(
    _ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int,
    into out: UnsafeMutableBufferPointer<Int32>, count: inout Int
  ) -> Int {
    var i = from
    while i < to {
      let c = p[i]
      if c == 0x0A || c == 0x0D {
        if c == 0x0D && i + 1 < p.count && p[i + 1] == 0x0A { i += 1 }
        out[count] = Int32(truncatingIfNeeded: i + 1)
        count += 1
      }
      i += 1
    }
    return i
  }

  public var lineCount: Int { lineStarts.count }

  /// The 1-based line holding `offset`.
  public func line(of offset: Int) -> Int {
    var lo = 0
    var hi = lineStarts.count - 1
    let o = Int32(truncatingIfNeeded: offset)
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
    }
    return lo + 1
  }

  /// Byte offset where the 1-based `line` starts.
  public func start(ofLine line: Int) -> Int { Int(lineStarts[line - 1]) }

  /// Byte offset just past the last byte of `line`, excluding its line break.
  public func end(ofLine line: Int, in bytes: [UInt8]) -> Int {
    var e = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
    while e > start(ofLine: line) && (bytes[e - 1] == 0x0A || bytes[e - 1] == 0x0D) { e -= 1 }
    return e
  }

  /// The line and all three column kinds for `offset`.
  public func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
    let line = line(of: offset)
    let start = Int(lineStarts[line - 1])
    var scalars = 0
    var utf16 = 0
    var i = start
    // A byte-order mark at the start of the file is not a character editors count.
    if start == 0 && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
      && offset >= 3
    {
      i = 3
    }
    while i < offset && i < bytes.count {
      let c = bytes[i]
      if c & 0xC0 != 0x80 {
        scalars += 1
        utf16 += c >= 0xF0 ? 2 : 1
      }
      i += 1
    }
    return SourceLocation(
      offset: offset, line: line, utf8Column: offset - start + 1,
      column: scalars + 1, utf16Column: utf16 + 1)
  }
}

/// A point in a source file.
public struct SourceLocation: Sendable, Hashable, Codable {
  public var offset: Int
  public var line: Int
  /// 1-based column in UTF-8 bytes, as the compiler counts.
  public var utf8Column: Int
  /// 1-based column in Unicode scalars ("characters"), as editors count.
  public var column: Int
  /// 1-based column in UTF-16 code units, as SARIF's default `columnKind` counts.
  public var utf16Column: Int

  public init(offset: Int, line: Int, utf8Column: Int, column: Int, utf16Column: Int) {
    self.offset = offset
    self.line = line
    self.utf8Column = utf8Column
    self.column = column
    self.utf16Column = utf16Column
  }
}
