extension Lexer {
  /// Whether the previous token leaves the lexer expecting an expression, where a `/`
  /// starts a regex literal rather than a binary operator (the compiler's heuristic).
  func isInRegexLiteralPosition() -> Bool {
    guard let prev = tokens.last else { return true }
    switch prev.kind {
    case .leftParen, .leftBrace, .leftBracket, .comma, .colon, .semicolon:
      return true
    case .operator:
      if prev.isPostfixOperator { return false }
      return true
    case .rightParen, .rightBrace, .rightBracket, .period, .attribute, .backtick, .backslash:
      return false
    case .keyword:
      switch prev.keyword {
      case .true, .false, .capitalAny, .nil, .self, .capitalSelf, .super: return false
      default: return true
      }
    case .identifier, .integerLiteral, .floatLiteral:
      return false
    case .poundKeyword:
      let t = UnsafeBufferPointer(rebasing: s[Int(prev.start)..<Int(prev.end)])
      for word in ["#if", "#else", "#elseif", "#endif"] where t.elementsEqual(word.utf8) {
        return true
      }
      return false
    case .stringOpen, .stringSegment, .stringClose, .interpolationOpen, .interpolationClose,
      .regexLiteral:
      return false
    case .unknown:
      return true
    }
  }

  mutating func tryRegexInOperator(regexStart: Int, operatorStart: Int, operatorEnd: Int, prefer: Bool)
    -> Bool
  {
    let left = Lexer.isLeftBound(s, operatorStart)
    let right = Lexer.isRightBound(s, operatorEnd, leftBound: left)
    if left { return false }
    if let prev = tokens.last, prev.keyword == .func || prev.keyword == .operator { return false }
    var mustBeRegex = false
    if left == right {
      if prefer { mustBeRegex = true }
      if !mustBeRegex && !isInRegexLiteralPosition() { return false }
      if let prev = tokens.last, prev.kind == .operator, !prev.isPostfixOperator { mustBeRegex = true }
    }
    guard let end = scanRegex(at: regexStart, mustBeRegex: mustBeRegex) else { return false }
    if regexStart > operatorStart {
      var flags: TokenFlags = [.rightBound]
      if left { flags.insert(.leftBound) }
      emit(.operator, operatorStart, regexStart, flags)
    }
    i = end
    emit(.regexLiteral, regexStart, end)
    return true
  }

  /// Lexes `#/…/#` (or a lone `#` run followed by `/`): always a regex.
  mutating func lexRegex(at start: Int, mustBeRegex: Bool) -> Bool {
    guard let end = scanRegex(at: start, mustBeRegex: mustBeRegex) else { return false }
    i = end
    emit(.regexLiteral, start, end)
    return true
  }

  /// Scans a regex literal starting at `start` (pound signs, then `/`). Returns its end,
  /// or nil when this is not a regex literal.
  ///
  /// Cost bound (linear overall, counted in `steps`):
  /// - A bare `/…/` scan stops at the first unescaped `/`, line break or unbalanced `)`.
  ///   Attempts start only at a `/` in code that is not left-bound (so never at an escaped
  ///   `\/`), and a successful scan is consumed, so the bytes scanned by all attempts on a
  ///   line overlap at most at the shared `/`: O(line length) per line.
  /// - An extended multi-line `#/…/#` that never closes would rescan to the end of the file
  ///   for each opener. Two memos make it O(1): the last offset of a `/` followed by at
  ///   least h `#` (one pass, built on first use), and the fewest `#` of a multi-line scan
  ///   that already ran to the end (a later one with at least as many `#` starts after it,
  ///   in step, and cannot close either). What remains is contrived: openers with ever fewer
  ///   `#` before escaped closers, at most O(√n) full scans.
  mutating func scanRegex(at start: Int, mustBeRegex: Bool) -> Int? {
    var j = start
    var pounds = 0
    while j < n && s[j] == 0x23 {
      pounds += 1
      j += 1
    }
    guard j < n && s[j] == 0x2F else { return nil }
    j += 1
    if pounds == 0 {
      let next = at(j)
      if next == 0x2A || next == 0x2F { return nil }
      if (next == 0x20 || next == 0x09) && !mustBeRegex { return nil }
    }
    var firstNewline: Int? = nil
    if pounds > 0 {
      var k = j
      while k < n && (s[k] == 0x20 || s[k] == 0x09) { k += 1 }
      if k < n && (s[k] == 0x0A || s[k] == 0x0D) {
        firstNewline = k
        j = k
      }
    }
    let multiline = firstNewline != nil
    if let f = firstNewline {
      if pounds >= unterminatedPounds || lastCloser(withPounds: pounds) < j {
        return mustBeRegex ? f : nil
      }
    }
    var groupDepth = 0
    var classDepth = 0
    var lastSpace = -2
    while true {
      // Try the closing delimiter.
      if j < n && s[j] == 0x2F {
        var k = j + 1
        var close = 0
        if pounds > 0 {
          while k < n && s[k] == 0x23 {
            close += 1
            k += 1
          }
        }
        if close >= pounds {
          if close == 0 {
            let after = at(k)
            if k < n && (after == 0x2A || after == 0x2F) {
              return mustBeRegex ? k - 1 : nil
            }
            if lastSpace == j - 1 && !mustBeRegex { return nil }
          }
          return k
        }
      }
      // A pattern character.
      steps &+= 1
      if j >= n {
        if let f = firstNewline {
          unterminatedPounds = min(unterminatedPounds, pounds)
          return mustBeRegex ? f : nil
        }
        return mustBeRegex ? j : nil
      }
      var c = s[j]
      var escaped = false
      if c == 0x5C {
        escaped = true
        j += 1
        if j >= n {
          if let f = firstNewline {
            unterminatedPounds = min(unterminatedPounds, pounds)
            return mustBeRegex ? f : nil
          }
          return mustBeRegex ? j : nil
        }
        c = s[j]
      }
      switch c {
      case 0x0A, 0x0D:
        if !multiline { return mustBeRegex ? j : nil }
      case 0x28 where !escaped && classDepth == 0:
        groupDepth += 1
      case 0x29 where !escaped && classDepth == 0:
        if groupDepth == 0 {
          if !mustBeRegex { return nil }
        } else {
          groupDepth -= 1
        }
      case 0x5B where !escaped:
        classDepth += 1
      case 0x5D where !escaped:
        if classDepth > 0 { classDepth -= 1 }
      case 0x20, 0x09:
        if !escaped { lastSpace = j }
      default:
        break
      }
      j += 1
    }
  }
}

extension Lexer {
  /// The last offset of a `/` followed by at least `pounds` `#`, or -1.
  mutating func lastCloser(withPounds pounds: Int) -> Int {
    if closerTable == nil {
      // best[h]: the last `/` followed by exactly h `#`; then a suffix maximum over h.
      var best: [Int] = []
      var k = n - 1
      var run = 0
      while k >= 0 {
        let c = s[k]
        if c == 0x23 {
          run += 1
        } else {
          if c == 0x2F && run > 0 {
            if best.count <= run { best += [Int](repeating: -1, count: run + 1 - best.count) }
            if best[run] < 0 { best[run] = k }
          }
          run = 0
        }
        k -= 1
      }
      var h = best.count - 2
      while h >= 0 {
        best[h] = max(best[h], best[h + 1])
        h -= 1
      }
      steps &+= n
      closerTable = best
    }
    let table = closerTable!
    return pounds < table.count ? table[pounds] : -1
  }
}
