/// Keys chosen among literals the function itself spells: a local `var` (or a `let` set
/// later) given a literal key in each branch, an element of a literal array (a loop over
/// it, a `map` of it, a subscript of it). Each key is a literal that a reader and a key
/// check find, as in a choice `c ? "pin" : "unpin"`.
extension KeyJudge {
  /// The verdict on a local binding, or a `private` property, from every value it is
  /// given: the initial one (when written) and each `name = …` (or `self.name = …`) in its
  /// scope, or for the property in its file. Nil for another property, a binding without
  /// any value, or one changed in place (`name += …`).
  mutating func assignedValuesVerdict(_ k: Int, stringTyped: Bool, depth: Int) -> Verdict? {
    let name = k + 1
    let s = Int(file.scopeOfToken[k])
    guard s >= 0, depth < Self.maxDepth else { return nil }
    let isProperty = file.scopes[s].kind == .type
    if isProperty && !file.hasDeclarationModifier(before: k, in: [.`private`, .`fileprivate`]) { return nil }
    var values: [ClosedRange<Int>] = []
    let eq = file.afterTypeAnnotation(ofBindingAt: name)
    if file.isWord(eq, "=") { values.append((eq + 1)...file.expressionEnd(from: eq + 1)) }
    let spelled = file.text(name)
    let scope = isProperty ? 0..<file.count : (name + 1)..<Int(file.scopes[s].close)
    for p in file.wordPositions(spelled, in: scope) where Int(p) != name {
      let i = Int(p)
      guard file.kind(i) == .identifier,
        file.kind(i - 1) != .period || (isProperty && file.isKeyword(i - 2, [.`self`]))
      else { continue }
      // A redeclaration shadows a local binding from here on.
      if file.isKeyword(i - 1, [.`let`, .`var`]) {
        if isProperty { continue }
        break
      }
      guard file.kind(i + 1) == .operator, i + 2 < file.count else { continue }
      if file.isWord(i + 1, "=") {
        values.append((i + 2)...file.expressionEnd(from: i + 2))
      } else if file.text(i + 1).hasSuffix("=") && !file.isWord(i + 1, "==") {
        return nil
      }
    }
    guard !values.isEmpty else { return nil }
    var forwarded: [Site] = []
    for v in values {
      switch verdict(v.lowerBound, v.upperBound, stringTyped: stringTyped, depth: depth + 1) {
      case .fixed, .exempt: continue
      case .forwarded(let sites): forwarded += sites
      case .dynamic, .unknown: return nil
      }
    }
    return forwarded.isEmpty ? .fixed : .forwarded(forwarded)
  }

  /// Whether `f...l` is an array literal of plain literals (`["a", "b"]`), a choice
  /// between such arrays, or a local `let` holding one.
  func isLiteralArray(_ f: Int, _ l: Int, depth: Int = 0) -> Bool {
    guard f <= l, depth < Self.maxDepth else { return false }
    if file.kind(f) == .leftBracket && Int(file[f].match) == l {
      var j = f + 1
      var elements = 0
      while j < l {
        guard file.kind(j) == .stringOpen, let lit = file.literal(at: j), !file.literals[lit].hasInterpolation
        else { return false }
        elements += 1
        j = Int(file[j].match) + 1
        if file.kind(j) == .comma { j += 1 }
      }
      return elements > 0 && j == l
    }
    if let op = topLevelOperator(f, l), let parts = alternatives(f, l, at: op) {
      return parts.allSatisfy { isLiteralArray($0.lowerBound, $0.upperBound, depth: depth + 1) }
    }
    guard f == l, file.kind(f) == .identifier, let k = binding(of: file.text(f), at: f),
      file.isKeyword(k, [.`let`])
    else { return false }
    let eq = file.afterTypeAnnotation(ofBindingAt: k + 1)
    guard file.isWord(eq, "="), eq + 1 < file.count else { return false }
    return isLiteralArray(eq + 1, file.expressionEnd(from: eq + 1), depth: depth + 1)
  }

  /// `f...l` without a trailing `.enumerated()`, `.reversed()` or `.sorted()`: the array
  /// whose elements those give.
  func droppingElementOrder(_ f: Int, _ l: Int) -> ClosedRange<Int> {
    var end = l
    while end - 3 >= f, file.kind(end) == .rightParen, Int(file[end].match) == end - 1,
      file.kind(end - 3) == .period, file.isAny(end - 2, ["enumerated", "reversed", "sorted"])
    {
      end -= 4
    }
    return f...end
  }

  /// `for key in ["a", "b"]`, `for (i, key) in ["a", "b"].enumerated()`: the loop whose
  /// variable `spelled` is, around `i`, runs over a literal array.
  func loopsOverLiterals(_ spelled: String, at i: Int) -> Bool {
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let scope = file.scopes[s]
      s = Int(scope.parent)
      guard scope.kind == .block, scope.introducer >= 0, file.isKeyword(Int(scope.introducer), [.`for`])
      else {
        continue
      }
      let open = Int(scope.open)
      guard
        let inKeyword = (Int(scope.introducer) + 1..<open).first(where: { file.isKeyword($0, [.`in`]) }),
        (Int(scope.introducer) + 1..<inKeyword).contains(where: { file.textEquals($0, spelled) })
      else { continue }
      let sequence = droppingElementOrder(inKeyword + 1, open - 1)
      return isLiteralArray(sequence.lowerBound, sequence.upperBound)
    }
    return false
  }

  /// `["a", "b"].map { NSLocalizedString($0, …) }`, `.forEach { key in … }`: the closure
  /// scope `s` is the body of an element-wise call on a literal array.
  func closureOverLiterals(_ s: Int) -> Bool {
    var open = Int(file.scopes[s].open)
    // `.map({ … })`.
    if file.kind(open - 1) == .leftParen { open -= 1 }
    let name = open - 1
    guard file.kind(name - 1) == .period,
      file.isAny(name, ["map", "compactMap", "flatMap", "forEach", "filter"]), name - 2 >= 0
    else { return false }
    let receiverEnd = name - 2
    let receiver = droppingElementOrder(file.operandStart(endingAt: receiverEnd), receiverEnd)
    return isLiteralArray(receiver.lowerBound, receiver.upperBound)
  }

  /// `keys[index]`, where `keys` is a literal array (`isLiteralArray`).
  func subscriptsLiteralArray(_ f: Int, _ l: Int) -> Bool {
    guard file.kind(l) == .rightBracket else { return false }
    let open = Int(file[l].match)
    guard open > f else { return false }
    return isLiteralArray(f, open - 1)
  }
}
