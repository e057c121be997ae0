/// Finding what a name was declared as, within one file.
extension SyntaxFile {
  /// The initial value of the first `let name = …` / `var name: T = …` in the file, as a
  /// token range. Nil when the file declares no such name with a value.
  /// Answers are kept per file, so asking for one name n times costs one walk.
  public func initialValue(ofDeclared name: String) -> ClosedRange<Int>? {
    if let known = work.initialValues[name] { return known }
    let value = firstInitialValue(ofDeclared: name)
    work.initialValues[name] = value
    return value
  }

  private func firstInitialValue(ofDeclared name: String) -> ClosedRange<Int>? {
    guard count > 1 else { return nil }
    for d in declarations(of: name) {
      let j = Int(d) + 1
      var k = j + 1
      if kind(k) == .colon {
        // Skip a type annotation up to `=` on the same line.
        k += 1
        while k < count && !isWord(k, "=") && !tokens[k].flags.contains(.newlineBefore)
          && tokens[k].kind != .leftBrace
        {
          k += 1
        }
      }
      guard isWord(k, "="), k + 1 < count else { continue }
      return (k + 1)...expressionEnd(from: k + 1)
    }
    return nil
  }

  /// The name a reference spells, when tokens `r` are a bare name or `self.name`,
  /// `Self.name`, `Type.name`: the index of the last name.
  public func referencedName(_ r: ClosedRange<Int>) -> Int? {
    guard r.count == 1 || r.count == 3 else { return nil }
    let last = r.upperBound
    guard tokens[last].kind == .identifier else { return nil }
    if r.count == 3 {
      guard tokens[r.lowerBound + 1].kind == .period,
        tokens[r.lowerBound].kind == .identifier || isKeyword(r.lowerBound, [.`self`, .capitalSelf])
      else { return nil }
    }
    return last
  }

  /// The `let`/`var` keyword of the last declaration before token `use` of the name `use`
  /// spells, in a scope that holds `use` (the declaration `use` reads, shadowing aside).
  public func nearestDeclaration(ofNameAt use: Int) -> Int? {
    var best: Int? = nil
    for d in declarations(of: text(use)) {
      let k = Int(d)
      guard k < use else { break }
      if encloses(scopeOf: k, use) { best = k }
    }
    return best
  }

  /// Whether the scope of token `k` holds token `i` too.
  public func encloses(scopeOf k: Int, _ i: Int) -> Bool {
    let outer = Int(scopeOfToken[k])
    guard outer >= 0 else { return true }
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      work.add(1)
      if s == outer { return true }
      s = Int(scopes[s].parent)
    }
    return false
  }

  /// The `(` of a function scope's parameter list, past its name and generic parameters.
  public func parameterList(ofScope s: Int) -> Int? {
    let scope = scopes[s]
    var p = scope.name >= 0 ? Int(scope.name) + 1 : Int(scope.introducer) + 1
    guard p > 0 else { return nil }
    while p < Int(scope.open) && kind(p) != .leftParen { p += 1 }
    guard p < Int(scope.open), tokens[p].match > p else { return nil }
    return p
  }

  /// The first token of the type of the parameter that the name at `use` reads, from the
  /// nearest enclosing function that has a parameter of that name (`from date: Date`);
  /// nil when none has.
  public func parameterType(ofNameAt use: Int) -> Int? {
    var s = Int(scopeOfToken[use])
    while s >= 0 {
      work.add(1)
      let scope = scopes[s]
      if scope.kind == .function && scope.introducer >= 0 {
        var j = Int(scope.introducer) + 1
        let open = Int(scope.open)
        while j + 1 < open {
          work.add(1)
          if kind(j) == .identifier && kind(j + 1) == .colon
            && (kind(j - 1) == .leftParen || kind(j - 1) == .comma || kind(j - 1) == .identifier)
            && tokens[j].end - tokens[j].start == tokens[use].end - tokens[use].start
            && bytes[tokens[j].range] == bytes[tokens[use].range]
          {
            var t = j + 2
            while kind(t) == .attribute || isKeyword(t, [.`inout`]) { t += 1 }
            return t < open ? t : nil
          }
          j += 1
        }
      }
      s = Int(scope.parent)
    }
    return nil
  }
}
