/// The parts of conditional code: operands of a binary operator, the branches of a
/// `?:` conditional, of an `if`/`else` chain, and of a `switch` case.
extension SyntaxFile {
  /// The first token of the postfix expression that ends at token `i`: `items.count`,
  /// `self.n`, `f(x).count`, `a?.b!`, `(x)`.
  public func operandStart(endingAt i: Int) -> Int {
    var j = i
    while j >= 0 {
      let t = tokens[j]
      switch t.kind {
      case .rightParen, .rightBracket:
        guard t.match >= 0 && t.match < j else { return j }
        j = Int(t.match)
      case .stringClose:
        guard t.match >= 0 && t.match < j else { return j }
        j = Int(t.match)
      case .operator where t.isPostfixOperator:
        j -= 1
        continue
      case .identifier, .keyword, .integerLiteral, .floatLiteral:
        break
      default:
        return j + 1
      }
      // `j` starts a primary (a name, a bracket, a literal); is it a member or a call?
      let p = j - 1
      guard p >= 0 else { return j }
      if tokens[p].kind == .period {
        j = p - 1
        continue
      }
      if tokens[j].kind == .leftParen || tokens[j].kind == .leftBracket,
        !tokens[j].flags.contains(.spaceBefore),
        [.identifier, .keyword, .rightParen, .rightBracket].contains(tokens[p].kind)
          || tokens[p].isPostfixOperator
      {
        j = p
        continue
      }
      return j
    }
    return 0
  }

  /// The tokens of the operand of binary operator `op` on its right: through postfix
  /// members and calls (`1`, `x.count`, `f(a)`). Returns its last token.
  public func operandEnd(startingAt i: Int) -> Int {
    var j = i
    guard j < count else { return count - 1 }
    if tokens[j].isPrefixOperator { j += 1 }
    guard j < count else { return count - 1 }
    switch tokens[j].kind {
    case .leftParen, .leftBracket, .stringOpen:
      j = tokens[j].match > j ? Int(tokens[j].match) : j
    default: break
    }
    while j + 1 < count {
      let n = tokens[j + 1]
      if n.kind == .period && j + 2 < count {
        j += 2
      } else if (n.kind == .leftParen || n.kind == .leftBracket) && !n.flags.contains(.spaceBefore)
        && n.match > j + 1
      {
        j = Int(n.match)
      } else if n.isPostfixOperator {
        j += 1
      } else {
        break
      }
    }
    return j
  }

  /// When the condition that token `i` is part of is the condition of a `?:`
  /// conditional, the index of its `?`. The condition may join other tests with `&&`
  /// or `||` and may sit in parentheses: `(n == 1 && ok) ? a : b`.
  public func ternaryQuestion(afterConditionPart i: Int) -> Int? {
    var j = i + 1
    while j < count {
      let t = tokens[j]
      if t.flags.contains(.newlineBefore) && !continuesAfter(j - 1) && !continuesBefore(j) {
        return nil
      }
      switch t.kind {
      case .operator:
        if isWord(j, "?") && t.isBinaryOperator { return j }
        if isWord(j, "=") || isWord(j, "??") { return nil }
        j += 1
      case .identifier, .period, .integerLiteral, .floatLiteral:
        j += 1
      case .keyword:
        guard
          (isKeyword(j, [.`self`, .`nil`, .`true`, .`false`, .`as`, .`is`, .`try`, .capitalSelf])
            || isWord(j, "await"))
        else {
          return nil
        }
        j += 1
      case .leftParen, .leftBracket, .stringOpen:
        guard t.match > j else { return nil }
        j = Int(t.match) + 1
      case .rightParen:
        // Leaving a grouping paren (not a call's): `(n == 1) ? a : b`.
        let open = Int(t.match)
        guard open >= 0, open < j, callee(ofOpenParen: open) == nil,
          open == 0 || tokens[open - 1].kind != .rightParen
        else { return nil }
        j += 1
      default:
        return nil
      }
    }
    return nil
  }

  /// The branches of the `?:` conditional whose `?` is token `q`: the tokens after `?`
  /// up to its `:`, and after `:` to the end of the expression.
  public func ternaryBranches(question q: Int) -> (whenTrue: ClosedRange<Int>, whenFalse: ClosedRange<Int>)? {
    var j = q + 1
    var depth = 0
    while j < count {
      let t = tokens[j]
      switch t.kind {
      case .leftParen, .leftBracket, .leftBrace, .stringOpen, .interpolationOpen:
        guard t.match > j else { return nil }
        j = Int(t.match) + 1
        continue
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose, .comma,
        .semicolon:
        return nil
      case .operator where isWord(j, "?") && t.isBinaryOperator:
        depth += 1
      case .colon:
        if depth == 0 {
          guard j - 1 >= q + 1, j + 1 < count else { return nil }
          let end = ternaryFalseEnd(from: j + 1)
          guard end >= j + 1 else { return nil }
          return ((q + 1)...(j - 1), (j + 1)...end)
        }
        depth -= 1
      default: break
      }
      j += 1
    }
    return nil
  }

  /// The branches of the `?:` conditional whose `?` stands at the top level of `range`, in
  /// the brackets of its first token (`c ? " - " + name : ""`).
  public func conditionalBranches(in range: ClosedRange<Int>) -> (
    whenTrue: ClosedRange<Int>, whenFalse: ClosedRange<Int>
  )? {
    let level = enclosingBracket[range.lowerBound]
    guard
      let q = range.first(where: {
        isWord($0, "?") && tokens[$0].isBinaryOperator && enclosingBracket[$0] == level
      })
    else { return nil }
    return ternaryBranches(question: q)
  }

  /// The last token of a conditional's false branch starting at `start`.
  func ternaryFalseEnd(from start: Int) -> Int {
    expressionEnd(from: start, stoppingAtColon: true)
  }

  /// When token `i` is in the condition of an `if` (as one of its clauses, possibly
  /// joined with `&&`/`||` or in parentheses), the `if` keyword and the `{` of its body.
  public func ifStatement(withConditionAt i: Int) -> (keyword: Int, body: Int)? {
    var j = i - 1
    var keyword: Int? = nil
    var steps = 0
    while j >= 0 && steps < 200 {
      steps += 1
      let t = tokens[j]
      switch t.kind {
      case .rightParen, .rightBracket, .stringClose:
        guard t.match >= 0 && t.match < j else { return nil }
        j = Int(t.match) - 1
        continue
      case .leftParen:
        // Inside grouping parentheses, not a call's.
        if callee(ofOpenParen: j) != nil { return nil }
      case .leftBrace, .rightBrace, .semicolon, .leftBracket, .interpolationOpen, .colon:
        return nil
      case .keyword:
        if isWord(j, "if") {
          keyword = j
        } else if !(isKeyword(
          j, [.`let`, .`var`, .`self`, .`nil`, .`true`, .`false`, .`as`, .`is`, .`try`, .`case`])
          || isWord(j, "await"))
        {
          return nil
        }
      default: break
      }
      if keyword != nil { break }
      j -= 1
    }
    guard let k = keyword else { return nil }
    // The body: the first `{` after the condition at the same level.
    var b = i
    while b < count {
      let t = tokens[b]
      switch t.kind {
      case .leftBrace: return (k, b)
      case .leftParen, .leftBracket, .stringOpen:
        guard t.match > b else { return nil }
        b = Int(t.match) + 1
        continue
      case .rightBrace, .semicolon, .rightParen, .rightBracket: return nil
      default: break
      }
      b += 1
    }
    return nil
  }

  /// The `else` part after the body `{ … }` that opens at `body`: the token range from
  /// `else` to the end of the chain (the last `}`), or nil when there is no `else`.
  public func elseBranch(afterBody body: Int) -> ClosedRange<Int>? {
    let close = Int(tokens[body].match)
    guard close > body, isWord(close + 1, "else") else { return nil }
    var j = close + 2
    // `else if …`: follow the chain to its last body.
    while j < count && !(tokens[j].kind == .leftBrace) {
      switch tokens[j].kind {
      case .leftParen, .leftBracket, .stringOpen:
        guard tokens[j].match > j else { return nil }
        j = Int(tokens[j].match) + 1
      default: j += 1
      }
    }
    guard j < count, tokens[j].match > j else { return nil }
    if let next = elseBranch(afterBody: j) { return (close + 1)...next.upperBound }
    return (close + 1)...Int(tokens[j].match)
  }

  /// For a `case` keyword in a `switch`, the `switch` keyword and the token range of
  /// this case's body (after its `:` up to the next `case`, `default` or `}`).
  public func switchCase(at c: Int) -> (switchKeyword: Int, colon: Int, body: ClosedRange<Int>)? {
    guard isWord(c, "case"), c > 0, !isKeyword(c - 1, [.`if`, .`guard`, .`while`, .`for`]),
      tokens[c - 1].kind != .comma
    else { return nil }
    let s = Int(scopeOfToken[c])
    guard s >= 0, scopes[s].kind == .block, scopes[s].introducer >= 0,
      isWord(Int(scopes[s].introducer), "switch")
    else { return nil }
    var j = c + 1
    while j < count && tokens[j].kind != .colon {
      switch tokens[j].kind {
      case .leftParen, .leftBracket, .stringOpen:
        guard tokens[j].match > j else { return nil }
        j = Int(tokens[j].match) + 1
      case .leftBrace, .rightBrace: return nil
      default: j += 1
      }
    }
    guard j < count else { return nil }
    let colon = j
    var e = colon + 1
    while e < count {
      let t = tokens[e]
      if t.kind == .rightBrace && Int(t.match) == Int(scopes[s].open) { break }
      if Int(scopeOfToken[e]) == s && (isWord(e, "case") || isWord(e, "default"))
        && (e == 0 || tokens[e - 1].kind != .period)
      {
        break
      }
      switch t.kind {
      case .leftParen, .leftBracket, .leftBrace, .stringOpen:
        e = t.match > e ? Int(t.match) + 1 : e + 1
      default: e += 1
      }
    }
    guard e - 1 >= colon + 1 else { return nil }
    return (Int(scopes[s].introducer), colon, (colon + 1)...(e - 1))
  }
}
