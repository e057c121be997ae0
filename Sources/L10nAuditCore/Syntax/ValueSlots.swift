/// Where the value of an expression goes: an argument, an assignment, a `let`, an element.
public enum ValueSlot: Sendable, Equatable {
  /// An argument of the call whose `(` is `call`; `label` is its label's token, nil when
  /// unlabeled (`labelText` spells it, `_` for none).
  case argument(call: Int, label: Int?)
  /// The right side of `target = …`; `target` is the last token of the left side.
  case assignment(target: Int)
  /// The value of `let name = …` / `var name: T = …`.
  case binding(name: Int)
  /// An element of the array literal whose `[` is `array`.
  case element(array: Int)
}

extension SyntaxFile {
  /// The text of an argument's label token, `_` for none (nil).
  public func labelText(_ label: Int?) -> String { label.map { text($0) } ?? "_" }

  /// Whether an argument's label token (nil: none) is spelled `name`, `_` for none.
  public func isLabel(_ label: Int?, _ name: String) -> Bool {
    label.map { textEquals($0, name) } ?? (name == "_")
  }

  /// How many tokens `slot(ofValue:_:)` walks to find a statement's start.
  static let slotSearchLimit = 2_048

  /// Where the value of tokens `first...last` goes, when the expression is the whole value
  /// of a slot or one of the alternatives it chooses from (`c ? a : b`, `x ?? a`).
  /// Nil when the expression is only part of a larger value (`a + b`, `a.f()`).
  public func slot(ofValue first: Int, _ last: Int) -> ValueSlot? {
    guard first >= 0 && last < count && first <= last else { return nil }
    let b = Int(enclosingBracket[first])
    if b >= 0 {
      let bracket = tokens[b]
      guard bracket.kind == .leftParen || bracket.kind == .leftBracket else { return nil }
      guard bracket.match > Int32(b), let a = argument(around: first),
        first >= a.first && last <= a.last
      else { return nil }
      guard isAlternative(first, last, of: a.first, a.last) else { return nil }
      if bracket.kind == .leftBracket { return a.label == nil ? .element(array: b) : nil }
      guard callee(ofOpenParen: b) != nil else { return nil }
      return .argument(call: b, label: a.label)
    }
    // Statement level: `lhs = value` or `let name = value`. A value deep inside a statement
    // of more than `slotSearchLimit` tokens is not followed: asked once per literal, an
    // unbounded walk would make a long `?:` chain quadratic.
    guard let start = statementStart(first, within: Self.slotSearchLimit) else { return nil }
    var eq = -1
    var j = start
    while j < first {
      work.add(1)
      let t = tokens[j]
      if (t.kind == .leftParen || t.kind == .leftBracket || t.kind == .stringOpen) && t.match > j {
        j = Int(t.match) + 1
        continue
      }
      if t.kind == .operator && isWord(j, "=") { eq = j }
      j += 1
    }
    guard eq > start else { return nil }
    let end = expressionEnd(from: eq + 1)
    guard end - eq <= Self.slotSearchLimit else { return nil }
    guard isAlternative(first, last, of: eq + 1, end) else { return nil }
    if isKeyword(start, [.`let`, .`var`]) || isKeyword(start + 1, [.`let`, .`var`]) {
      let name = isKeyword(start, [.`let`, .`var`]) ? start + 1 : start + 2
      guard kind(name) == .identifier, name < eq else { return nil }
      return .binding(name: name)
    }
    // `x.title = …`, or a bare `title = …` that is the whole statement (not `case a = …`).
    let target = eq - 1
    guard
      kind(target - 1) == .period || target == start
        || tokens[target].flags.contains(.newlineBefore) || kind(target - 1) == .semicolon
    else { return nil }
    return .assignment(target: eq - 1)
  }

  /// Whether `first...last` is the whole of `lo...hi`, or one alternative of a top-level
  /// `?:` or `??` in it (not its condition).
  func isAlternative(_ first: Int, _ last: Int, of lo: Int, _ hi: Int) -> Bool {
    if first == lo && last == hi { return true }
    // Split lo...hi into parts at top-level `?`, `:` and `??`; the condition (the part
    // before a ternary `?`) is not a value.
    var parts: [(Int, Int, Bool)] = []
    var partStart = lo
    var isCondition = false
    var j = lo
    var sawTernary = false
    while j <= hi {
      work.add(1)
      let t = tokens[j]
      if (t.kind == .leftParen || t.kind == .leftBracket || t.kind == .stringOpen) && t.match > j {
        j = Int(t.match) + 1
        continue
      }
      let ternary = t.kind == .operator && t.isBinaryOperator && isWord(j, "?")
      let colon = t.kind == .colon && sawTernary
      let coalesce = t.kind == .operator && isWord(j, "??")
      if ternary || colon || coalesce {
        if ternary {
          sawTernary = true
          isCondition = true
        }
        parts.append((partStart, j - 1, isCondition))
        isCondition = false
        partStart = j + 1
      }
      j += 1
    }
    guard !parts.isEmpty else { return false }
    parts.append((partStart, hi, false))
    return parts.contains { $0.0 == first && $0.1 == last && !$0.2 }
  }
}

extension SyntaxFile {
  /// Whether `first...last` is a string literal, or a choice between literals
  /// (`(c ? "a" : "b")`), possibly in parentheses.
  ///
  /// Iterative (a worklist of alternatives), so a chain of 100,000 `?:` cannot overflow
  /// the stack.
  public func isLiteralValue(_ first: Int, _ last: Int) -> Bool {
    var pending = [(first, last)]
    while let (f, l) = pending.popLast() {
      guard let parts = literalAlternatives(f, l) else { return false }
      pending += parts
    }
    return true
  }

  /// For `isLiteralValue`: nil when `first...last` is not a literal value; no parts when it
  /// is one literal; the two alternatives when it is `c ? a : b`.
  private func literalAlternatives(_ first: Int, _ last: Int) -> [(Int, Int)]? {
    var f = first
    var l = last
    while kind(f) == .leftParen && Int(tokens[f].match) == l {
      f += 1
      l -= 1
    }
    guard f <= l else { return nil }
    if kind(f) == .stringOpen && Int(tokens[f].match) == l { return [] }
    // `c ? "a" : "b"`: every alternative after the top-level `?` is a literal.
    var j = f
    var question = -1
    var colon = -1
    while j <= l {
      work.add(1)
      let t = tokens[j]
      if (t.kind == .leftParen || t.kind == .leftBracket || t.kind == .stringOpen) && t.match > j {
        j = Int(t.match) + 1
        continue
      }
      if question < 0 && t.kind == .operator && t.isBinaryOperator && isWord(j, "?") {
        question = j
      } else if question >= 0 && colon < 0 && t.kind == .colon {
        colon = j
      }
      j += 1
    }
    guard question > f, colon > question + 1, colon < l else { return nil }
    return [(colon + 1, l), (question + 1, colon - 1)]
  }
}
