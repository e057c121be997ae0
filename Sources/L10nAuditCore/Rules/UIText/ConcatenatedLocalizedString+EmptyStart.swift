extension ConcatenatedLocalizedString {
  /// Whether the `+=` at `op` appends the only piece its variable ever gets: a local
  /// `var text = ""` whose appends in the function all lie in different branches of one
  /// `if`/`else` chain (or there is just this one), with no other write to it. Then `text`
  /// ends up holding that piece alone and nothing is joined:
  ///
  ///     var text = ""
  ///     if let n = voters { text += L10n.voters(n) } else { text += L10n.votes(count) }
  func isOnlyPieceOfEmptyString(_ file: SyntaxFile, target: Int, op: Int) -> Bool {
    guard let (d, _, body) = emptyDeclaration(file, target: target, op: op),
      !isRepeated(file, op, within: Int(file.scopeOfToken[d]))
    else { return false }
    let name = file.text(target)
    // Every use after it: appends are collected; any other write (`=`, `&text`, a
    // mutating member such as `text.append`) keeps the finding.
    var appends: [Int] = []
    for p in file.wordPositions(name, in: d + 1..<body.upperBound) {
      let q = Int(p)
      if file.kind(q - 1) == .period { continue }  // `other.text`: another variable
      if file.isWord(q - 1, "&") || file.kind(q + 1) == .period { return false }
      if file.kind(q + 1) == .operator {
        if file.isWord(q + 1, "+=") {
          appends.append(q)
        } else if file.isWord(q + 1, "=") {
          return false
        }
      }
    }
    guard appends.contains(target) else { return false }
    return appends.count == 1 || areExclusiveBranches(file, appends)
  }

  /// Whether the `+=` at `op` fills a local `var text = ""` that only ever gets whole
  /// localized values, each appended alone under a condition of its own
  /// (`message += L10n.codeRequired`, one per failed check): messages collected one after
  /// another, each translated whole with its own line break or spacing, and no text of the
  /// code's own between them.
  func collectsWholeMessages(
    _ file: SyntaxFile, target: Int, op: Int, _ localized: LocalizedValues
  ) -> Bool {
    guard let (d, f, body) = emptyDeclaration(file, target: target, op: op) else { return false }
    let name = file.text(target)
    var appends = 0
    for p in file.wordPositions(name, in: d + 1..<body.upperBound) {
      let q = Int(p)
      if file.kind(q - 1) == .period { continue }
      if file.isWord(q - 1, "&") || file.kind(q + 1) == .period { return false }
      guard file.kind(q + 1) == .operator else { continue }
      if file.isWord(q + 1, "=") { return false }
      guard file.isWord(q + 1, "+=") else { continue }
      let end = file.expressionEnd(from: q + 2)
      guard end >= q + 2, file[q + 2].kind != .stringOpen, localized.isLocalized(file, q + 2, end),
        !(q + 2...end).contains(where: { file.isWord($0, "+") }),
        // Each under its own condition, once: `if shared { … }` then `text += L10n.you`
        // is one sentence in two pieces, and a loop builds a list.
        Int(file.scopeOfToken[q]) != f, !isRepeated(file, q, within: f)
      else { return false }
      appends += 1
    }
    return appends >= 2
  }

  /// The `var name = ""` that the `+=` at `op` appends to (the last declaration of the
  /// name before it in the same function, closure or accessor), with that scope and its
  /// body.
  private func emptyDeclaration(_ file: SyntaxFile, target: Int, op: Int)
    -> (declaration: Int, scope: Int, body: Range<Int>)?
  {
    guard file.kind(target) == .identifier, file.kind(target - 1) != .period,
      let f = file.enclosingScope(op, [.function, .closure, .accessor])
    else { return nil }
    let body = file.body(ofScope: f)
    var declaration: Int? = nil
    for p in file.wordPositions(file.text(target), in: body.lowerBound..<target)
    where file.isKeyword(Int(p) - 1, [.`var`]) {
      declaration = Int(p)
    }
    guard let d = declaration, startsEmpty(file, declaredAt: d) else { return nil }
    return (d, f, body)
  }

  /// Whether token `i` may run more than once for one run of scope `outer` (which holds
  /// it): a `for`, `while` or `repeat` body lies between them. True when `outer` does not
  /// hold `i`.
  private func isRepeated(_ file: SyntaxFile, _ i: Int, within outer: Int) -> Bool {
    var s = Int(file.scopeOfToken[i])
    while s != outer {
      guard s >= 0 else { return true }
      let scope = file.scopes[s]
      if scope.kind == .block,
        file.isKeyword(Int(scope.introducer), [.`for`, .`while`, .`repeat`])
      {
        return true
      }
      s = Int(scope.parent)
    }
    return false
  }

  /// `var name = ""` or `var name: String = ""`.
  private func startsEmpty(_ file: SyntaxFile, declaredAt name: Int) -> Bool {
    let eq = file.afterTypeAnnotation(ofBindingAt: name)
    guard file.isWord(eq, "="), let l = file.literal(at: eq + 1) else { return false }
    let close = Int(file[eq + 1].match)
    return close == file.expressionEnd(from: eq + 1) && !file.literals[l].hasInterpolation
      && file.value(ofLiteral: l).isEmpty
  }

  /// Whether each token of `uses` stands directly in its own branch block, and the blocks
  /// follow one another as one `if … { } else if … { } else { }` chain.
  private func areExclusiveBranches(_ file: SyntaxFile, _ uses: [Int]) -> Bool {
    var blocks: [Int] = []
    for u in uses {
      let s = Int(file.scopeOfToken[u])
      guard s >= 0, file.scopes[s].kind == .block, !blocks.contains(s) else { return false }
      blocks.append(s)
    }
    blocks.sort()
    for (a, b) in zip(blocks, blocks.dropFirst()) {
      let close = Int(file.scopes[a].close)
      let next = file.scopes[b]
      // `} else {` or `} else if … {`, between branches of one statement.
      guard next.parent == file.scopes[a].parent, file.isKeyword(close + 1, [.`else`]),
        Int(next.introducer) == close + 1
          || (Int(next.introducer) == close + 2 && file.isKeyword(close + 2, [.`if`]))
      else { return false }
    }
    return true
  }
}
