extension Lexer {
  // The helpers below are static over the bytes: called on `self` from a mutating method, a
  // non-inlined method made the compiler copy the whole 208-byte lexer before each call.

  /// The compiler's "left-bound": no whitespace, opening bracket or separator before `start`.
  static func isLeftBound(_ s: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    if start == 0 { return false }
    switch s[start - 1] {
    case 0x20, 0x0D, 0x0A, 0x09, 0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A, 0x00: return false
    case 0x2F: return !(start >= 2 && s[start - 2] == 0x2A)  // end of a block comment
    case 0xA0: return !(start >= 2 && s[start - 2] == 0xC2)
    default: return true
    }
  }

  /// The compiler's "right-bound": no whitespace, closing bracket or separator after `end`.
  static func isRightBound(_ s: UnsafeBufferPointer<UInt8>, _ end: Int, leftBound: Bool) -> Bool {
    guard end < s.count else { return false }
    let next: UInt8 = end + 1 < s.count ? s[end + 1] : 0
    switch s[end] {
    case 0x20, 0x0D, 0x0A, 0x09, 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A, 0x00: return false
    case 0x2E: return !leftBound
    case 0x2F: return !(next == 0x2F || next == 0x2A)
    case 0xC2: return next != 0xA0
    default: return true
    }
  }

  /// The bound flags of an operator spanning `start..<end`.
  @inline(__always)
  static func boundFlags(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenFlags {
    let left = isLeftBound(s, start)
    var flags: TokenFlags = left ? [.leftBound] : []
    if isRightBound(s, end, leftBound: left) { flags.insert(.rightBound) }
    return flags
  }

  /// Length of the operator character at `j`, or 0.
  static func operatorCharLength(_ s: UnsafeBufferPointer<UInt8>, at j: Int, head: Bool) -> Int {
    guard j < s.count else { return 0 }
    let c = s[j]
    if c < 0x80 { return CharacterClass.isOperatorASCII(c) ? 1 : 0 }
    guard let (v, len) = CharacterClass.decode(s, j) else { return 0 }
    return (head ? CharacterClass.isOperatorHead(v) : CharacterClass.isOperatorBody(v)) ? len : 0
  }

  var previousKeywordIsTry: Bool {
    tokens.last?.keyword == .try
  }

  mutating func lexOperator() {
    let start = i
    let prefer = preferRegex
    preferRegex = false
    let c = s[i]
    // Postfix `!` / `?` (optional chaining, force unwrap) are single characters.
    if (c == 0x21 || c == 0x3F) && Lexer.isLeftBound(s, start) {
      i += 1
      if previousKeywordIsTry { preferRegex = true }
      emit(.operator, start, i, [.leftBound])
      return
    }
    var j = start + Lexer.operatorCharLength(s, at: start, head: true)
    let startsWithDot = c == 0x2E
    while j < n {
      if s[j] == 0x2E && !startsWithDot { break }
      let len = Lexer.operatorCharLength(s, at: j, head: false)
      if len == 0 { break }
      j += len
    }
    // A `/` in the operator may start a regex literal.
    var k = start
    while k < j {
      if s[k] == 0x2F {
        if tryRegexInOperator(regexStart: k, operatorStart: start, operatorEnd: j, prefer: prefer) {
          return
        }
        break
      }
      k += 1
    }
    // `//` or `/*` inside a longer operator starts a comment.
    if j - start > 2 {
      var m = start + 1
      while m < j {
        if s[m] == 0x2F && (at(m + 1) == 0x2F || at(m + 1) == 0x2A) {
          j = m
          break
        }
        m += 1
      }
    }
    i = j
    emit(j - start == 1 && c == 0x2E ? .period : .operator, start, j, Lexer.boundFlags(s, start, j))
  }
}
