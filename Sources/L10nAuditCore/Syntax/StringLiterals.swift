#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading string literals: their text with escapes processed.
extension SyntaxFile {
  /// The `U+FFFC` object replacement character stands where an interpolation was.
  public static let interpolationMark: Character = "\u{FFFC}"

  /// The literal's value: escapes decoded, each interpolation replaced by
  /// `interpolationMark`. Raw strings keep their backslashes.
  public func value(ofLiteral l: Int) -> String {
    let info = literals[l]
    let multiline = info.delimiter == .multiLine
    // Most literals are one segment without escapes: their bytes are the value, made into
    // a string at once (short ones are stored inline, with no allocation).
    if !multiline, let segment = plainSegment(info) {
      return source.bytes.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[segment]), as: UTF8.self)
      }
    }
    var out: [UInt8] = []
    var i = Int(info.open) + 1
    let last = Int(info.last)
    while i <= last {
      let t = tokens[i]
      switch t.kind {
      case .stringSegment:
        decodeSegment(t.range, hashes: Int(info.hashes), multiline: multiline, into: &out)
        i += 1
      case .interpolationOpen:
        out.append(contentsOf: [0xEF, 0xBF, 0xBC])  // U+FFFC
        i = t.match > i ? Int(t.match) + 1 : last + 1
      default:
        i += 1
      }
    }
    return String(decoding: multiline ? stripIndentation(out) : out, as: UTF8.self)
  }

  /// `NaturalLanguage.isNaturalLanguage` of the literal's value, judged on its bytes when
  /// they are the value (one ASCII segment without escapes, not multi-line): no string is
  /// made for the many keys and identifiers that are not. Nil for other literals.
  public func plainLiteralIsNaturalLanguage(_ l: Int) -> Bool? {
    plainLiteralIsNaturalLanguage(l, facts: literalFacts.facts[l])
  }

  /// The same, with the literal's facts at hand (`literalFacts.facts[l]`).
  func plainLiteralIsNaturalLanguage(_ l: Int, facts f: UInt64) -> Bool? {
    let info = literals[l]
    guard info.delimiter != .multiLine, let segment = singleSegment(info) else { return nil }
    // One segment (or none): the literal's facts are its bytes' (`isNaturalLanguageASCII`'s
    // tests; a backslash makes the bytes other than the value).
    if f & (LiteralFacts.backslash | LiteralFacts.nonASCII) != 0 { return nil }
    if f & LiteralFacts.twoLetters == 0 { return false }
    if f & LiteralFacts.whitespace != 0 { return true }
    if f & (LiteralFacts.shapingPunctuation | LiteralFacts.hump) != 0 { return false }
    // `#FFAA00`, `32af68c1`: rare enough to read again.
    return source.bytes.withUnsafeBufferPointer {
      !NaturalLanguage.isHexASCII(UnsafeBufferPointer(rebasing: $0[segment]))
    }
  }

  /// The byte range of a literal that is one segment without a backslash (or empty).
  func plainSegment(_ info: StringLiteralInfo) -> Range<Int>? {
    guard let r = singleSegment(info) else { return nil }
    let hasBackslash = source.bytes.withUnsafeBufferPointer { $0[r].contains(0x5C) }
    return hasBackslash ? nil : r
  }

  /// The byte range of a literal's text when it is one segment (an empty range when it has
  /// none); nil when interpolations split it.
  func singleSegment(_ info: StringLiteralInfo) -> Range<Int>? {
    let open = Int(info.open)
    let last = Int(info.last)
    if last == open || (last == open + 1 && tokens[last].kind == .stringClose) {
      return Int(tokens[open].end)..<Int(tokens[open].end)
    }
    guard tokens[open + 1].kind == .stringSegment,
      last == open + 1 || (last == open + 2 && tokens[last].kind == .stringClose)
    else { return nil }
    return tokens[open + 1].range
  }

  /// Whether literal `l`'s value may hold the ASCII letter `byte` and, when `oneOf` is not
  /// empty, one of its letters, in its own text (interpolations aside): written as they
  /// are, or as `\u{…}` escapes. False means the value holds none of them; true may also
  /// come from an escape's hex digits. A byte test, so that the value is decoded only for
  /// the few literals that may. For letters only: other escapes (`\n`, `\t`) write no
  /// letter, and are not read.
  public func literal(_ l: Int, mayHold byte: UInt8, andOneOf oneOf: [UInt8] = []) -> Bool {
    literals(holding: byte, andOneOf: oneOf, in: l..<l + 1) == [l]
  }

  /// The literals of `range` (all by default) that hold `byte` and one of `oneOf`, as
  /// `literal(_:mayHold:andOneOf:)` tells, in one pass over raw buffers.
  public func literals(holding byte: UInt8, andOneOf oneOf: [UInt8] = [], in range: Range<Int>? = nil)
    -> [Int]
  {
    var out: [Int] = []
    // The letters of each literal, found once per file, answer for letters; other bytes
    // are looked for literal by literal.
    let letters = LiteralFacts.bit(byte)
    var others: UInt64 = 0
    for c in oneOf { others |= LiteralFacts.bit(c) }
    let byMask = letters != 0 && oneOf.allSatisfy { LiteralFacts.bit($0) != 0 }
    let masks = byMask ? literalFacts.facts : []
    tokens.withUnsafeBufferPointer { tokens in
      literals.withUnsafeBufferPointer { literals in
        source.bytes.withUnsafeBufferPointer { b in
          for l in range ?? literals.indices {
            if byMask {
              if masks[l] & letters != 0 && (oneOf.isEmpty || masks[l] & others != 0) {
                out.append(l)
              }
            } else if StringLiteralBytes.holds(
              byte, oneOf, literal: literals[l], tokens: tokens, bytes: b)
            {
              out.append(l)
            }
          }
        }
      }
    }
    return out
  }

  /// The letters and byte classes of every literal's own text, found on first use.
  var literalFacts: LiteralFacts { work.memo(LiteralFacts.self) { LiteralFacts(self) } }

  /// Whether literal `l`'s own text could hold a word: two ASCII letters in a row, a
  /// non-ASCII byte or an escape. When false, its value is not natural language
  /// (`NaturalLanguage.isNaturalLanguage`), so it need not be decoded.
  public func literalMayHoldWord(_ l: Int) -> Bool {
    LiteralFacts.mayHoldWord(literalFacts.facts[l])
  }

  /// The literal whose `stringOpen` is token `i`, when token `i` opens one.
  public func literal(at i: Int) -> Int? {
    guard i >= 0 && i < count && tokens[i].kind == .stringOpen else { return nil }
    return literalIndex(open: i)
  }

  /// The `stringOpen` of the literal whose interpolation opens at token `b` (earlier
  /// interpolations of that literal are skipped whole).
  public func literalOpen(holdingInterpolation b: Int) -> Int? {
    var j = b - 1
    while j >= 0 && !(tokens[j].kind == .stringOpen && Int(tokens[j].match) > b) {
      j = tokens[j].kind == .interpolationClose && tokens[j].match >= 0 ? Int(tokens[j].match) - 1 : j - 1
    }
    return j >= 0 ? j : nil
  }

  /// The `stringOpen` of the outermost literal whose interpolation holds token `i`
  /// (`print("\(f.string(from: d))")`), or nil outside any interpolation.
  public func outermostLiteralOpen(around i: Int) -> Int? {
    var found: Int? = nil
    var b = Int(enclosingBracket[i])
    while b >= 0 {
      if tokens[b].kind == .interpolationOpen {
        guard let open = literalOpen(holdingInterpolation: b) else { return found }
        found = open
        b = Int(enclosingBracket[open])
      } else {
        b = Int(enclosingBracket[b])
      }
    }
    return found
  }

  /// Segment token indices of literal `l` (its own, not those of nested literals).
  public func segments(ofLiteral l: Int) -> [Int] {
    var out: [Int] = []
    var i = Int(literals[l].open) + 1
    let last = Int(literals[l].last)
    while i <= last {
      let t = tokens[i]
      if t.kind == .stringSegment { out.append(i) }
      if t.kind == .interpolationOpen && t.match > i { i = Int(t.match) + 1 } else { i += 1 }
    }
    return out
  }

  /// Calls `body` with each interpolation of literal `l`, in order: its `\(` and `)` (the
  /// literal's last token for an unclosed one). Allocates nothing.
  @inline(__always)
  public func forEachInterpolation(ofLiteral l: Int, _ body: (_ open: Int, _ close: Int) -> Void) {
    var i = Int(literals[l].open) + 1
    let last = Int(literals[l].last)
    while i <= last {
      let t = tokens[i]
      if t.kind == .interpolationOpen {
        let close = t.match > i ? Int(t.match) : last
        body(i, close)
        i = close + 1
      } else {
        i += 1
      }
    }
  }
  /// The tokens inside each non-empty interpolation of literal `l`, in order (`a` and
  /// `b.c` in `"\(a) (\(b.c))"`).
  public func interpolationContents(ofLiteral l: Int) -> [ClosedRange<Int>] {
    var parts: [ClosedRange<Int>] = []
    forEachInterpolation(ofLiteral: l) { open, close in
      if close - 1 >= open + 1 { parts.append((open + 1)...(close - 1)) }
    }
    return parts
  }

  /// Appends segment `r`'s bytes to `out` with its escapes processed.
  func decodeSegment(_ r: Range<Int>, hashes: Int, multiline: Bool, into out: inout [UInt8]) {
    let b = source.bytes
    var i = r.lowerBound
    while i < r.upperBound {
      let c = b[i]
      guard c == 0x5C else {
        // Copy the run up to the next backslash at once.
        var j = i + 1
        while j < r.upperBound && b[j] != 0x5C { j += 1 }
        b.withUnsafeBufferPointer { p in out.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<j])) }
        i = j
        continue
      }
      var j = i + 1
      var h = 0
      while h < hashes && j < r.upperBound && b[j] == 0x23 {
        h += 1
        j += 1
      }
      if h < hashes || j >= r.upperBound {
        out.append(c)
        i += 1
        continue
      }
      let e = b[j]
      switch e {
      case 0x6E: out.append(0x0A)
      case 0x74: out.append(0x09)
      case 0x72: out.append(0x0D)
      case 0x30: out.append(0)
      case 0x22, 0x27, 0x5C: out.append(e)
      case 0x75:  // \u{…}
        var k = j + 1
        if k < r.upperBound && b[k] == 0x7B {
          k += 1
          var v: UInt32 = 0
          while k < r.upperBound && b[k] != 0x7D {
            guard let dv = hexDigit(b[k]) else { break }
            v = v &* 16 &+ dv
            k += 1
          }
          if let u = Unicode.Scalar(v) { out.append(contentsOf: String(u).utf8) }
          i = min(k + 1, r.upperBound)
          continue
        }
      case 0x0A, 0x0D, 0x20,
        0x09 where multiline:
        // A line continuation: the line break (and spaces before it) vanish.
        var k = j
        while k < r.upperBound && (b[k] == 0x20 || b[k] == 0x09) { k += 1 }
        if k < r.upperBound && b[k] == 0x0D { k += 1 }
        if k < r.upperBound && b[k] == 0x0A { k += 1 }
        i = k
        continue
      default:
        out.append(e)
      }
      i = j + 1
    }
  }

  /// Removes a multi-line literal's first line break, last line and common indentation
  /// (the indentation of the closing delimiter's line), on the value's bytes. Line breaks
  /// (`\n`, `\r\n`, a lone `\r`) come out as `\n`, as the compiler reads them.
  func stripIndentation(_ s: [UInt8]) -> [UInt8] {
    func isBlank(_ r: Range<Int>) -> Bool { r.allSatisfy { s[$0] == 0x20 || s[$0] == 0x09 } }
    var lines: [Range<Int>] = []
    var start = 0
    var k = 0
    while k < s.count {
      if s[k] == 0x0A || s[k] == 0x0D {
        lines.append(start..<k)
        if s[k] == 0x0D && k + 1 < s.count && s[k + 1] == 0x0A { k += 1 }
        start = k + 1
      }
      k += 1
    }
    lines.append(start..<s.count)
    if let first = lines.first, isBlank(first) { lines.removeFirst() }
    var indent = 0..<0
    if let last = lines.last, isBlank(last) {
      indent = last
      lines.removeLast()
    }
    var out: [UInt8] = []
    out.reserveCapacity(s.count)
    for (k, r) in lines.enumerated() {
      if k > 0 { out.append(0x0A) }
      var from = r.lowerBound
      if r.count >= indent.count
        && s[from..<from + indent.count].elementsEqual(s[indent])
      {
        from += indent.count
      }
      out.append(contentsOf: s[from..<r.upperBound])
    }
    return out
  }
}

/// The value of a hexadecimal digit byte.
@inline(__always) private func hexDigit(_ d: UInt8) -> UInt32? {
  if d >= 0x30 && d <= 0x39 { return UInt32(d - 0x30) }
  let lower = d | 0x20
  return lower >= 0x61 && lower <= 0x66 ? UInt32(lower - 0x61 + 10) : nil
}

/// Byte tests on a literal's own text.
enum StringLiteralBytes {
  static func holds(
    _ byte: UInt8, _ oneOf: [UInt8], literal: StringLiteralInfo,
    tokens: UnsafeBufferPointer<Token>, bytes b: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var hasByte = false
    var hasOther = oneOf.isEmpty
    let base = b.baseAddress!
    // `memchr` per segment: most literals are one segment, and most lack the byte.
    func occurs(_ c: UInt8, _ from: Int, _ end: Int) -> Bool {
      memchr(base + from, Int32(c), end - from) != nil
    }
    func escapedScalars(_ from: Int, _ end: Int) {
      forEachASCIIEscape(from, end, hashes: Int(literal.hashes), in: b) { scalar in
        if scalar == byte { hasByte = true }
        if oneOf.contains(scalar) { hasOther = true }
      }
    }
    var i = Int(literal.open) + 1
    let last = Int(literal.last)
    while i <= last {
      let t = tokens[i]
      if t.kind == .stringSegment && t.end > t.start {
        let (start, end) = (Int(t.start), Int(t.end))
        if !hasByte { hasByte = occurs(byte, start, end) }
        if !hasOther { hasOther = oneOf.contains { occurs($0, start, end) } }
        if !(hasByte && hasOther) && occurs(0x5C, start, end) { escapedScalars(start, end) }
        if hasByte && hasOther { return true }
      } else if t.kind == .interpolationOpen && t.match > i {
        i = Int(t.match)
      }
      i += 1
    }
    return false
  }

  /// Calls `body` with each ASCII scalar written as `\u{…}` (`\#u{…}` in a `#` raw
  /// string) in the segment bytes `from..<end`. Icons and emoji are the usual escapes, and
  /// write no letter.
  static func forEachASCIIEscape(
    _ from: Int, _ end: Int, hashes: Int, in b: UnsafeBufferPointer<UInt8>, _ body: (UInt8) -> Void
  ) {
    let base = b.baseAddress!
    var k = from
    while k < end, let hit = memchr(base + k, 0x5C, end - k) {
      k = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base + 1
      var pounds = 0
      while k < end && b[k] == 0x23 {
        pounds += 1
        k += 1
      }
      guard pounds == hashes, k + 1 < end, b[k] == 0x75, b[k + 1] == 0x7B else { continue }
      k += 2
      var scalar: UInt32 = 0  // read as `value(ofLiteral:)` reads it
      while k < end, let digit = hexDigit(b[k]) {
        scalar = scalar &* 16 &+ digit
        k += 1
      }
      if scalar < 0x80 { body(UInt8(scalar)) }
    }
  }
}
