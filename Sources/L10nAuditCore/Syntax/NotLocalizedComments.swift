extension SyntaxFile {
  /// Whether a comment on token `i`'s line, or alone on the line above it, says the text
  /// is not to be localized (`// Debug only string. Doesn't need localized`, `/* do not
  /// translate */`): the developer has decided, as a suppression would say.
  public func isMarkedNotLocalized(_ i: Int) -> Bool {
    guard i >= 0 && i < count, !trivia.isEmpty else { return false }
    let offset = Int(self[i].start)
    let line = lines.line(of: offset)
    let from = Int32(lines.start(ofLine: max(1, line - 1)))
    let to = Int32(lines.end(ofLine: line, in: bytes))
    // The first comment that ends after `from`.
    var lo = 0
    var hi = trivia.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if trivia[mid].end <= from { lo = mid + 1 } else { hi = mid }
    }
    var k = lo
    while k < trivia.count && trivia[k].start < to {
      if trivia[k].kind.isComment {
        let text = String(decoding: bytes[trivia[k].range], as: UTF8.self)
        // `// TODO: not localized yet` admits a bug rather than deciding.
        if Self.notLocalizedMarks.contains(where: { TextSearch.containsIgnoringCase(text, $0) })
          && !TextSearch.containsIgnoringCase(text, "todo") && !TextSearch.containsIgnoringCase(text, "fixme")
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
    "debug-only",
  ]
}
