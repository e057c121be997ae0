/// Moving through tokens by structure: brackets, expressions, statements, calls.
extension SyntaxFile {
  /// The first token that starts at or after byte `offset` (the last token when none
  /// does), by a binary search over the token starts. The file must hold a token.
  public func firstToken(atOrAfter offset: Int) -> Int {
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if Int(tokens[mid].start) < offset { lo = mid + 1 } else { hi = mid }
    }
    return min(lo, count - 1)
  }

  /// Whether a line ending in token `i` continues onto the next line.
  public func continuesAfter(_ i: Int) -> Bool {
    guard i >= 0 && i < count else { return false }
    let t = tokens[i]
    switch t.kind {
    case .operator: return !t.isPostfixOperator
    case .colon, .comma, .period, .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
      return true
    case .keyword:
      return
        (isKeyword(i, [.`as`, .`is`, .`in`, .`try`, .`return`, .`throw`, .`where`]) || isWord(i, "await"))
    default: return false
    }
  }

  /// Whether token `i`, at the start of a line, continues the previous line's expression.
  public func continuesBefore(_ i: Int) -> Bool {
    guard i >= 0 && i < count else { return false }
    let t = tokens[i]
    switch t.kind {
    case .period: return true
    case .operator: return t.isBinaryOperator || t.isPostfixOperator
    case .keyword: return isKeyword(i, [.`as`, .`is`])
    default: return false
    }
  }

  /// Index of the last token of the expression that starts at `start`: stops before a
  /// `,` `;` or closing bracket at its own level, before a statement keyword, and at a
  /// line break that does not continue the expression. With `stoppingAtColon`, also before
  /// a `:` at its own level (the end of a `?:` branch).
  public func expressionEnd(from start: Int, stoppingAtColon: Bool = false) -> Int {
    var i = start
    var last = start
    while i < count {
      work.add(1)
      let t = tokens[i]
      if i > start {
        switch t.kind {
        case .comma, .semicolon, .rightParen, .rightBracket, .rightBrace, .interpolationClose,
          .stringClose:
          return last
        case .colon where stoppingAtColon:
          return last
        case .leftBrace:
          // A trailing closure continues the expression; a block body does not.
          if t.flags.contains(.newlineBefore) { return last }
        default:
          if t.flags.contains(.newlineBefore) && !continuesAfter(last) && !continuesBefore(i) {
            return last
          }
        }
        if t.kind == .keyword
          && isKeyword(
            i, [.`let`, .`var`, .`if`, .`guard`, .`return`, .`case`, .`default`, .`else`, .`func`])
        {
          return last
        }
      }
      switch t.kind {
      case .leftParen, .leftBracket, .leftBrace, .stringOpen, .interpolationOpen:
        if t.match < 0 { return count - 1 }
        last = Int(t.match)
        i = last + 1
      default:
        last = i
        i += 1
      }
    }
    return last
  }

  /// The first token of the statement containing `i` (after `;`, `{`, or a line break
  /// that does not continue an expression, at the same nesting level).
  public func statementStart(_ i: Int) -> Int {
    statementStart(i, within: Int.max) ?? 0
  }

  /// `statementStart(_:)`, giving up (nil) after visiting `limit` tokens: callers that ask
  /// once per literal use it to stay linear on statements of unbounded length.
  public func statementStart(_ i: Int, within limit: Int) -> Int? {
    var j = i
    var visited = 0
    while j > 0 {
      work.add(1)
      visited += 1
      if visited > limit { return nil }
      let t = tokens[j]
      let prev = tokens[j - 1]
      switch prev.kind {
      case .semicolon, .leftBrace, .leftParen, .leftBracket, .interpolationOpen, .comma:
        if prev.kind == .leftBrace || prev.kind == .semicolon { return j }
        if prev.kind == .comma && enclosingBracket[j] < 0 { return j }
        if prev.kind != .comma { return j }
      case .rightParen, .rightBracket, .rightBrace, .stringClose, .interpolationClose:
        if t.flags.contains(.newlineBefore) && !continuesAfter(j - 1) && !continuesBefore(j) {
          return j
        }
        if prev.match >= 0 && prev.match < j - 1 {
          j = Int(prev.match)
          if tokens[j].kind == .stringOpen { continue }
          continue
        }
      default:
        if t.flags.contains(.newlineBefore) && !continuesBefore(j)
          && (!continuesAfter(j - 1) || endsCaseLabel(j - 1))
        {
          return j
        }
      }
      j -= 1
    }
    return 0
  }

  /// Whether token `i` is the `:` that ends a line starting with `case` or `default` (a
  /// `switch` case's label, after which the case's statements start).
  func endsCaseLabel(_ i: Int) -> Bool {
    guard tokens[i].kind == .colon else { return false }
    var k = i
    while k > 0 && !tokens[k].flags.contains(.newlineBefore) { k -= 1 }
    if tokens[k].kind == .attribute { k += 1 }  // `@unknown default:`
    return isKeyword(k, [.`case`, .`default`])
  }

  /// For an opening `(`, the token naming the function called: `f(`, `a.f(`, `T.init(`,
  /// `f<T>(`. Nil when the paren does not follow a name (a tuple, a closure call).
  public func callee(ofOpenParen p: Int) -> Int? {
    guard p > 0, tokens[p].kind == .leftParen else { return nil }
    let t = tokens[p]
    if t.flags.contains(.spaceBefore) && t.flags.contains(.newlineBefore) { return nil }
    var j = p - 1
    if tokens[j].kind == .operator && isWord(j, ">") {
      // Generic arguments: walk back to the matching `<`.
      var depth = 0
      while j >= 0 {
        if isWord(j, ">") { depth += 1 } else if isWord(j, "<") { depth -= 1 }
        if depth == 0 { break }
        j -= 1
      }
      j -= 1
    }
    guard j >= 0 else { return nil }
    switch tokens[j].kind {
    case .identifier: return j
    case .keyword: return isKeyword(j, [.`init`, .`self`, .`super`, .capitalSelf]) ? j : nil
    case .poundKeyword: return j
    default: return nil
    }
  }

  /// The receiver chain's leading name for a member `a.b.c` at `i` (`c`), walking back
  /// over `.` and names: returns the token before the first `.`.
  public func memberBase(_ i: Int) -> Int? {
    guard i > 1, tokens[i - 1].kind == .period else { return nil }
    return i - 2
  }

  /// The innermost call enclosing token `i`: the index of its `(`, when the paren
  /// follows a callee name.
  ///
  /// O(1): read from the index `SyntaxFile` builds (a walk up through nested `[` would
  /// cost the nesting depth per token).
  public func enclosingCall(_ i: Int) -> Int? {
    let b = Int(callOfToken[i])
    return b >= 0 ? b : nil
  }

  /// Index of the innermost enclosing scope of one of `kinds`, or nil.
  public func enclosingScope(_ i: Int, _ kinds: Scope.Kinds) -> Int? {
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      work.add(1)
      if kinds.contains(Scope.Kinds(scopes[s].kind)) { return s }
      s = Int(scopes[s].parent)
    }
    return nil
  }

  /// Whether token `i` is in a `#Preview` or a `PreviewProvider` type.
  public func isInPreview(_ i: Int) -> Bool {
    let s = Int(scopeOfToken[i])
    return s >= 0 && scopes[s].isPreview
  }

  /// `r` without the brackets that enclose all of it (`((a ? b : c))` → `a ? b : c`); nil
  /// when nothing is left inside them (`()`).
  public func strippingParens(_ r: ClosedRange<Int>) -> ClosedRange<Int>? {
    var f = r.lowerBound
    var l = r.upperBound
    while f < l && kind(f) == .leftParen && Int(tokens[f].match) == l {
      f += 1
      l -= 1
    }
    return f <= l ? f...l : nil
  }

  /// The range of token indices inside scope `s` (between its braces).
  public func body(ofScope s: Int) -> Range<Int> {
    Int(scopes[s].open) + 1..<max(Int(scopes[s].open) + 1, Int(scopes[s].close))
  }
}
