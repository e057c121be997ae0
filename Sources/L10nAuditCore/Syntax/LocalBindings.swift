/// Following a `let`/`var` name to where it is read.
extension SyntaxFile {
  /// Later reads of the name declared at token `name`, within the declaration's scope: the
  /// same identifier, not a member (`x.name`), not an argument label (`name:`), not
  /// assigned (`name = …`).
  public func uses(ofBindingAt name: Int) -> [Int] {
    let s = Int(scopeOfToken[name])
    let end = s >= 0 ? Int(scopes[s].close) : count
    var out: [Int] = []
    var i = name + 1
    while i < end {
      defer { i += 1 }
      guard tokens[i].kind == .identifier,
        tokens[i].end - tokens[i].start
          == tokens[name].end - tokens[name].start
      else { continue }
      guard bytes[tokens[i].range] == bytes[tokens[name].range] else { continue }
      if kind(i - 1) == .period || kind(i + 1) == .colon || isWord(i + 1, "=") { continue }
      if isKeyword(i - 1, [.`let`, .`var`]) { break }  // shadowed from here on
      out.append(i)
    }
    return out
  }

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
}
