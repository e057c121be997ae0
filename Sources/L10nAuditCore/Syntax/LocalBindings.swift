/// Following a `let`/`var` name to where it is read.
extension SyntaxFile {
  /// Later reads of the name declared at token `name`, within the declaration's scope: the
  /// same identifier, not a member (`x.name`), not an argument label (`name:`), not
  /// assigned (`name = …`).
  public func uses(ofBindingAt name: Int) -> [Int] {
    let s = Int(scopeOfToken[name])
    let end = s >= 0 ? Int(scopes[s].close) : count
    var out: [Int] = []
    guard name + 1 < end else { return out }
    // Whether token `i` reads the name; nil at a redeclaration (`let name = …`), which
    // shadows it to the end of the redeclaration's scope.
    func reads(_ i: Int) -> Bool? {
      guard tokens[i].kind == .identifier,
        tokens[i].end - tokens[i].start == tokens[name].end - tokens[name].start,
        bytes[tokens[i].range] == bytes[tokens[name].range]
      else { return false }
      if isKeyword(i - 1, [.`let`, .`var`]) { return nil }
      if kind(i - 1) == .period || kind(i + 1) == .colon || isWord(i + 1, "=") { return false }
      return true
    }
    // Where the name is visible again after a redeclaration at `i`: past the end of a
    // nested scope that holds it (`if … { let name = … }`); never, in the binding's own.
    func visibleAgain(after i: Int) -> Int? {
      let inner = Int(scopeOfToken[i])
      guard inner != s, inner >= 0 else { return nil }
      return Int(scopes[inner].close)
    }
    // A short scope is walked; a long one is read from the index of names, so that many
    // bindings in one scope do not each walk the rest of it (same answers: the index holds
    // every token spelled like the name). The index is asked by text, so a name whose
    // bytes do not survive decoding (invalid UTF-8 in backticks) is walked.
    let key = end - name > Self.usesWalkLimit ? text(name) : nil
    if let key, key.utf8.elementsEqual(bytes[tokens[name].range]) {
      var hiddenUntil = -1
      for p in wordPositions(key, in: (name + 1)..<end) {
        let i = Int(p)
        guard i > hiddenUntil else { continue }
        guard let r = reads(i) else {
          guard let close = visibleAgain(after: i) else { break }
          hiddenUntil = close
          continue
        }
        if r { out.append(i) }
      }
    } else {
      work.add(end - name)
      var i = name + 1
      while i < end {
        guard let r = reads(i) else {
          guard let close = visibleAgain(after: i) else { break }
          i = close + 1
          continue
        }
        if r { out.append(i) }
        i += 1
      }
    }
    return out
  }

  /// The longest rest of a scope `uses(ofBindingAt:)` walks token by token.
  static let usesWalkLimit = 2_048

  /// The tokens of the type annotation of the binding whose name is at `name`
  /// (`let name: T = …`), or nil when it has none.
  public func typeAnnotation(ofBindingAt name: Int) -> ClosedRange<Int>? {
    guard kind(name + 1) == .colon else { return nil }
    var j = name + 2
    while j < count && !isWord(j, "=") && !tokens[j].flags.contains(.newlineBefore) {
      if (tokens[j].kind == .leftParen || tokens[j].kind == .leftBracket) && tokens[j].match > j {
        j = Int(tokens[j].match)
      }
      j += 1
    }
    return j - 1 >= name + 2 ? (name + 2)...(j - 1) : nil
  }

  /// The value of the local `let` that the name at `i` reads, declared earlier in the same
  /// function, closure or accessor (`let thisPage = NSLocalizedString(…)`): from the token
  /// after its `=` to the end of that expression. Nil for a member (`x.name`), a `var`, a
  /// `let` without a value (or with a type annotation), and any other name.
  public func localLetValue(of i: Int) -> ClosedRange<Int>? {
    guard kind(i) == .identifier, kind(i - 1) != .period, let d = localDeclaration(of: i),
      isKeyword(d - 1, [.`let`]), isWord(d + 1, "="), d + 2 < count
    else { return nil }
    var end = expressionEnd(from: d + 2)
    // `if let name = value() {`: a condition's value ends before the body, which is no
    // trailing closure.
    if isKeyword(d - 2, [.`if`, .`while`]) || kind(d - 2) == .comma, kind(end) == .rightBrace,
      Int(tokens[end].match) > d + 2
    {
      end = Int(tokens[end].match) - 1
    }
    return (d + 2)...end
  }

  /// The value of the `let` without a type annotation that the bare name at `i` reads,
  /// declared earlier in a scope that holds `i`: a member of the enclosing type
  /// (`static let clause = String(localized: "…")`) as well as a local.
  public func enclosingLetValue(of i: Int) -> ClosedRange<Int>? {
    guard kind(i) == .identifier, kind(i - 1) != .period, let d = nearestDeclaration(ofNameAt: i),
      isKeyword(d, [.`let`]), isWord(d + 2, "="), d + 3 < count
    else { return nil }
    return (d + 3)...expressionEnd(from: d + 3)
  }

  /// The token after the name and type annotation of the binding whose name is at `name`:
  /// its `=` when it has a value (`let name: T = …`).
  public func afterTypeAnnotation(ofBindingAt name: Int) -> Int {
    typeAnnotation(ofBindingAt: name).map { $0.upperBound + 1 } ?? name + 1
  }
}
