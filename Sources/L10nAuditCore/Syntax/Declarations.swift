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
}
