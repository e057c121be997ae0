/// Where the value of an expression goes: `let name = …`, `let name: T = …`,
/// `name = …`, `self.name = …`.
public struct Binding: Sendable, Hashable {
  /// The `let` or `var` keyword of a declaration; nil for an assignment.
  public var introducer: Int?
  /// Token index of the bound name.
  public var name: Int
  /// First and last token of the type annotation, when there is one.
  public var annotation: ClosedRange<Int>?
  /// The assignment goes through `self.` or `Self.`.
  public var isSelfMember: Bool
}

extension SyntaxFile {
  /// The binding that receives the expression starting at token `start`, when the
  /// token before it is the `=` of a declaration or an assignment.
  public func binding(ofExpressionAt start: Int) -> Binding? {
    let eq = start - 1
    guard eq > 0, kind(eq) == .operator, isWord(eq, "=") else { return nil }
    var j = eq - 1
    var annotation: ClosedRange<Int>? = nil
    // `name: Type =`: walk back over the type to its colon.
    if !(kind(j) == .identifier && (kind(j - 1) == .keyword && isKeyword(j - 1, [.`let`, .`var`]))) {
      var k = j
      var steps = 0
      while k > 0 && steps < 24 {
        let t = tokens[k]
        if t.kind == .colon { break }
        if t.flags.contains(.newlineBefore) { return plainAssignment(eq) }
        if (t.kind == .rightBracket || t.kind == .rightParen) && t.match >= 0 && t.match < k {
          k = Int(t.match)
        }
        if t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .semicolon { return nil }
        k -= 1
        steps += 1
      }
      // `let x: = …` (no type) is not an annotation.
      guard kind(k) == .colon, k < j, kind(k - 1) == .identifier, isKeyword(k - 2, [.`let`, .`var`]) else {
        return plainAssignment(eq)
      }
      annotation = (k + 1)...j
      j = k - 1
    }
    guard kind(j) == .identifier, isKeyword(j - 1, [.`let`, .`var`]) else { return plainAssignment(eq) }
    return Binding(introducer: j - 1, name: j, annotation: annotation, isSelfMember: false)
  }

  /// `name = …` or `self.name = …` standing as a statement.
  func plainAssignment(_ eq: Int) -> Binding? {
    let n = eq - 1
    guard kind(n) == .identifier else { return nil }
    if kind(n - 1) == .period {
      guard isKeyword(n - 2, [.`self`, .capitalSelf]), kind(n - 3) != .period else { return nil }
      return Binding(introducer: nil, name: n, annotation: nil, isSelfMember: true)
    }
    guard statementStart(n) == n else { return nil }
    return Binding(introducer: nil, name: n, annotation: nil, isSelfMember: false)
  }

  /// The modifiers and attributes written before the `let`/`var` at `k`, nearest first
  /// (`static`, `private`, `lazy`, `@MainActor`, `private(set)`).
  public func declarationModifiers(before k: Int) -> [Int] {
    var out: [Int] = []
    var j = k - 1
    while let m = nextDeclarationModifier(&j) { out.append(m) }
    return out
  }

  /// Whether one of `declarationModifiers(before: k)` is a keyword of `keywords`, found
  /// without making the list.
  public func hasDeclarationModifier(before k: Int, in keywords: KeywordSet) -> Bool {
    var j = k - 1
    while let m = nextDeclarationModifier(&j) {
      if isKeyword(m, keywords) { return true }
    }
    return false
  }

  /// The modifier at or before token `j`, walking back over `(set)`, with `j` moved
  /// before it; nil where the modifiers end.
  private func nextDeclarationModifier(_ j: inout Int) -> Int? {
    while j >= 0 {
      if tokens[j].kind == .rightParen, tokens[j].match >= 0, isWord(j - 1, "set") {
        j = Int(tokens[j].match) - 1  // `private(set)`
        continue
      }
      guard
        tokens[j].kind == .attribute || isKeyword(j, Self.declarationModifierKeywords)
          || (tokens[j].kind == .identifier && text(j, isIn: Self.declarationModifierWords))
      else { return nil }
      j -= 1
      return j + 1
    }
    return nil
  }

  static let declarationModifierKeywords: KeywordSet = [
    .`static`, .`class`, .`private`, .`fileprivate`, .`public`, .`internal`,
  ]
  /// The contextual ones, lexed as identifiers (a set that rejects most names on their
  /// length and first byte).
  static let declarationModifierWords: WordSet = [
    "open", "final", "lazy", "nonisolated", "weak", "unowned", "override", "dynamic", "package",
  ]

  /// The bodies of every type declaration named like the type scope `t` (the type and
  /// its extensions in this file).
  public func typeBodies(like t: Int) -> [Range<Int>] {
    let n = Int(scopes[t].name)
    guard n >= 0 else { return [body(ofScope: t)] }
    let name = text(n)
    var out: [Range<Int>] = []
    for (s, scope) in scopes.enumerated() where scope.kind == .type && scope.name >= 0 {
      if s == t || isWord(Int(scope.name), name) { out.append(body(ofScope: s)) }
    }
    return out
  }
}
