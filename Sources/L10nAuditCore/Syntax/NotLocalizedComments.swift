extension SyntaxFile {
  /// Whether a comment on token `i`'s line, on the line above it, or in the comments just
  /// above its statement (up to three lines of them) says the text is not to be localized
  /// (`// Debug only string. Doesn't need localized`, `/* do not translate */`, `// Not
  /// localized per UX decision`): the developer has decided, as a suppression would say.
  public func isMarkedNotLocalized(_ i: Int) -> Bool {
    guard i >= 0 && i < count, !trivia.isEmpty else { return false }
    let offset = Int(self[i].start)
    let line = lines.line(of: offset)
    var first = max(1, line - 1)
    // The statement around the call or collection that holds `i`, not an argument's start.
    var outer = i
    for _ in 0..<8 {
      let b = Int(enclosingBracket[outer])
      guard b >= 0, tokens[b].kind == .leftParen || tokens[b].kind == .leftBracket else { break }
      outer = b
    }
    if let s = statementStart(outer, within: 64) {
      first = min(first, max(1, lines.line(of: Int(self[s].start)) - 1))
    }
    var extra = 0
    while extra < 3, first > 1, isCommentOnlyLine(first) && isCommentOnlyLine(first - 1) {
      first -= 1
      extra += 1
    }
    let from = Int32(lines.start(ofLine: first))
    let to = Int32(lines.end(ofLine: line, in: bytes))
    // The first comment that ends after `from`.
    var k = firstTrivia { $0.end > from }
    while k < trivia.count && trivia[k].start < to {
      // Every mark holds `locali`, `translat` or `debug`: a comment without them (on its
      // bytes, ASCII capitals folded) is not read as text.
      if trivia[k].kind.isComment,
        bytes.withUnsafeBufferPointer({ b in
          let comment = UnsafeBufferPointer(rebasing: b[trivia[k].range])
          return Self.markWords.contains { TextSearch.firstMatchFoldingCase(comment, $0) != nil }
        })
      {
        let text = String(decoding: bytes[trivia[k].range], as: UTF8.self)
        // `// TODO: not localized yet` admits a bug rather than deciding.
        if Self.notLocalizedMarks.contains(where: { TextSearch.containsIgnoringCase(text, $0) })
          && !Self.admitsABug.contains(where: { TextSearch.containsIgnoringCase(text, $0) })
        {
          return true
        }
      }
      k += 1
    }
    return false
  }

  /// What developers write beside text they do not localize.
  static let notLocalizedMarks: [StaticString] = [
    "doesn't need locali", "don't need locali", "no need to locali", "do not locali", "don't locali",
    "not be locali", "not to be locali", "never locali", "do not translat", "don't translat",
    "no need to translat", "not be translated", "not translatable", "nolocalize", "debug only",
    "debug-only", "not localized per", "not localised per", "intentionally not locali",
    "deliberately not locali",
  ]

  /// A word of every one of `notLocalizedMarks`.
  static let markWords: [StaticString] = ["locali", "translat", "debug"]

  /// Words of a comment that calls missing localization a bug to fix.
  static let admitsABug: [StaticString] = [
    "todo", "fixme", " yet", "should be locali", "needs to be locali", "must be locali",
  ]

  /// Whether line `n` holds a comment and nothing else.
  func isCommentOnlyLine(_ n: Int) -> Bool {
    var start = lines.start(ofLine: n)
    let end = lines.end(ofLine: n, in: bytes)
    while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
    guard start < end else { return false }
    let k = firstTrivia { Int($0.start) >= start }
    return k < trivia.count && Int(trivia[k].start) == start && trivia[k].kind.isComment
  }

  /// The index of the first piece of trivia for which `isAtOrPast` holds, by a binary
  /// search (`trivia.count` when none does): `isAtOrPast` must be false for a prefix of the
  /// trivia, in source order, and true for the rest.
  func firstTrivia(_ isAtOrPast: (Trivia) -> Bool) -> Int {
    var lo = 0
    var hi = trivia.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if isAtOrPast(trivia[mid]) { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }
}
