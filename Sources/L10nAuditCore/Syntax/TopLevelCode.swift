extension SyntaxFile {
  /// Whether the file runs statements at file scope (`print(range.contains(6))`,
  /// `formatter.timeStyle = .short`, a `for` loop): a script run with `swift`, since an app
  /// or a library compiles such code only in its `main.swift`. Only the file's outermost
  /// tokens are visited: bodies and brackets are stepped over whole.
  public var hasTopLevelStatements: Bool {
    var i = 0
    while i < count {
      let t = tokens[i]
      switch t.kind {
      case .leftBrace, .leftParen, .leftBracket:
        if t.match > i {
          i = Int(t.match) + 1
          continue
        }
      default:
        break
      }
      if (i == 0 || t.flags.contains(.newlineBefore) || kind(i - 1) == .semicolon) && startsStatement(i) {
        return true
      }
      i += 1
    }
    return false
  }

  /// A statement at token `i`, at the start of a line after a finished one: a loop or a
  /// condition, a call (`run()`), a member's call or assignment (`f.dateStyle = .short`),
  /// or an assignment (`count = 0`).
  private func startsStatement(_ i: Int) -> Bool {
    if i > 0 {
      switch kind(i - 1) {
      case .rightParen, .rightBrace, .rightBracket, .identifier, .integerLiteral, .floatLiteral, .stringClose,
        .semicolon:
        break
      default:
        return false
      }
    }
    if isKeyword(i, [.`for`, .`while`, .`if`, .`guard`, .`switch`, .`repeat`, .`do`, .`defer`]) {
      return true
    }
    guard kind(i) == .identifier else { return false }
    var j = i + 1
    while kind(j) == .period && kind(j + 1) == .identifier { j += 2 }
    if kind(j) == .leftParen {
      guard !tokens[j].flags.contains(.spaceBefore), !tokens[j].flags.contains(.newlineBefore) else {
        return false
      }
      // `nonisolated(unsafe) var …`: a modifier, followed on its line by the declaration.
      let after = Int(tokens[j].match) + 1
      guard tokens[j].match > j, after < count, !tokens[after].flags.contains(.newlineBefore) else {
        return true
      }
      return kind(after) != .keyword && kind(after) != .identifier
    }
    return kind(j) == .operator && (isWord(j, "=") || isWord(j, "+=") || isWord(j, "-="))
  }
}
