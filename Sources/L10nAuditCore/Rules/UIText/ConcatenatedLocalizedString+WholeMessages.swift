extension ConcatenatedLocalizedString {
  /// `Text(title).newlineBold() + Text(detail)`: the operand ends with a modifier of the
  /// file that adds a line break (`func newlineBold() -> Text { bold() + Text("\n") }`), or
  /// one named for it (`.withLineBreak()`), so what follows is a line of its own.
  func endsWithLineBreakModifier(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    let close = o.upperBound
    guard file.kind(close) == .rightParen, file[close].match >= 0 else { return false }
    let open = Int(file[close].match)
    let name = open - 1
    guard open > o.lowerBound, file.kind(name) == .identifier, file.kind(name - 1) == .period else {
      return false
    }
    let lower = file.text(name).lowercased()
    if lower.contains("newline") || lower.contains("linebreak") { return true }
    return declaredBodyAddsLineBreak(file, name: file.text(name))
  }

  /// Whether the file declares `func name(…)` whose body holds a literal that is only a
  /// line break (`Text("\n")`).
  func declaredBodyAddsLineBreak(_ file: SyntaxFile, name: String) -> Bool {
    for p in file.wordPositions(name) {
      let n = Int(p)
      guard file.isKeyword(n - 1, [.`func`]), file.kind(n + 1) == .leftParen, file[n + 1].match > n + 1
      else { continue }
      var j = Int(file[n + 1].match) + 1
      var steps = 0
      while j < file.count && file.kind(j) != .leftBrace && steps < 16 {
        j += 1
        steps += 1
      }
      guard file.kind(j) == .leftBrace, file[j].match > j else { continue }
      for k in j..<Int(file[j].match) where file.kind(k) == .stringOpen {
        if let v = plainLiteralValue(file, k...Int(file[k].match)), isLineBreak(v) { return true }
      }
    }
    return false
  }

  /// `localizedXLabel + " (UTC" + offset + ")"`, `L10n.custom + " (" + address + ")"`: the
  /// pieces from `start` on form a parenthesized annotation after a label, whose letters
  /// are an abbreviation or symbol (`UTC`, `GMT`, `ID`) or which holds one value, or a
  /// unit in brackets of one literal (`Text(title) + Text(" (%)")`, `label + " (km/h)"`):
  /// like a unit, it names no words to reorder. Returns where the annotation starts.
  func abbreviationAnnotationStart(_ file: SyntaxFile, _ pieces: ArraySlice<ClosedRange<Int>>) -> Int? {
    if pieces.count >= 2, let last = pieces.last, isBracketedUnit(file, last) {
      return pieces.index(before: pieces.endIndex)
    }
    // `L10n.low + " (≤\(threshold))"`: one literal holding the whole bracket, with values
    // and symbols in it but no letters.
    if pieces.count >= 2, let last = pieces.last, let lit = file.literal(at: last.lowerBound),
      Int(file[last.lowerBound].match) == last.upperBound, file.literals[lit].hasInterpolation
    {
      let value = file.value(ofLiteral: lit).trimmingWhitespace
      if value.hasPrefix("("), value.hasSuffix(")"),
        !value.unicodeScalars.contains(where: { $0 != "\u{FFFC}" && $0.properties.isAlphabetic })
      {
        return pieces.index(before: pieces.endIndex)
      }
    }
    guard pieces.count >= 2, let last = pieces.last, let close = plainLiteralValue(file, last),
      close.trimmingTrailingWhitespace.hasSuffix(")")
    else { return nil }
    guard
      let start = pieces.indices.dropFirst().first(where: { k in
        plainLiteralValue(file, pieces[k]).map { $0.drop(while: { $0 == " " }).hasPrefix("(") } ?? false
      })
    else { return nil }
    var letters = 0
    for o in pieces[start...] {
      guard let v = plainLiteralValue(file, o) else { continue }
      for u in v.unicodeScalars where u.properties.isAlphabetic {
        guard u.properties.isUppercase else { return nil }
        letters += 1
      }
    }
    if letters > 0 { return start }
    // `L10n.custom + " (" + address + ")"`: one value in brackets after a label, a detail
    // that names no words.
    let inner = pieces[(start + 1)...].dropLast()
    let opening = plainLiteralValue(file, pieces[start]).map { $0.filter { $0 != " " } }
    let closing = close.filter { $0 != " " }
    if opening == "(", closing == ")", inner.count == 1, let value = inner.first,
      file.literal(at: value.lowerBound) == nil
    {
      return start
    }
    return nil
  }

  /// The pieces are whole sentences followed by one value (`prefix + " " + error`, where
  /// `prefix` is `NSLocalizedString("Could not fetch products.", …)`): a message, then the
  /// message the value holds. The last may be a lead-in to a link (`intro + " " + url`).
  func isSentencesThenValue(_ file: SyntaxFile, _ pieces: ArraySlice<ClosedRange<Int>>) -> Bool {
    guard pieces.count >= 2, let last = pieces.last, !file.isWord(last.lowerBound, "Text") else {
      return false
    }
    // The value may be a literal holding it alone (`" \(error)"`).
    if let l = file.literal(at: last.lowerBound) {
      guard Int(file[last.lowerBound].match) == last.upperBound,
        file.value(ofLiteral: l).filter({ !$0.isWhitespace }) == String(SyntaxFile.interpolationMark)
      else { return false }
    }
    var sawSentence = false
    let leads = pieces.dropLast().filter { whitespaceValue(file, $0) == nil }
    for (k, o) in leads.enumerated() {
      guard isLocalizedSentence(file, o) || (k == leads.count - 1 && isLeadInToLink(file, o, last)) else {
        return false
      }
      sawSentence = true
    }
    return sawSentence
  }

  /// `"\(prefix) \(error)"`, where `prefix` is a whole localized sentence: a message and,
  /// after a space or line break, the message a value holds.
  func interpolatesSentenceThenValue(_ file: SyntaxFile, literal l: Int) -> Bool {
    let value = file.value(ofLiteral: l)
    let parts = file.interpolationContents(ofLiteral: l)
    guard parts.count == 2, value.first == SyntaxFile.interpolationMark,
      value.last == SyntaxFile.interpolationMark,
      value.dropFirst().dropLast().allSatisfy({ $0.isWhitespace }), value.count > 2
    else { return false }
    guard file.literal(at: parts[1].lowerBound) == nil else { return false }
    return isLocalizedSentence(file, parts[0]) || isLeadInToLink(file, parts[0], parts[1])
      || endsInColon(file, parts[0])
  }

  /// `"\(L10n.confirmFailed) \(message). \(L10n.contactUs)"`: parts set apart by sentence
  /// or line breaks, each one value alone, or a localized sentence or a label with its own
  /// colon and then one value: whole messages shown together.
  func interpolatesWholeParts(_ file: SyntaxFile, literal l: Int) -> Bool {
    let parts = file.interpolationContents(ofLiteral: l)
    guard parts.count >= 2 else { return false }
    var segments: [String] = [""]
    for u in file.value(ofLiteral: l).unicodeScalars {
      if u == "\u{FFFC}" {
        segments.append("")
      } else {
        segments[segments.count - 1].unicodeScalars.append(u)
      }
    }
    guard segments.count == parts.count + 1, segments[0].allSatisfy(\.isWhitespace),
      segments[parts.count].allSatisfy({ $0.isWhitespace || ".!?".contains($0) })
    else { return false }
    var groups: [[Int]] = [[0]]
    for k in 1..<parts.count {
      let between = segments[k]
      if NaturalLanguage.isSentenceBreak(between) || isLineBreak(between) {
        groups.append([k])
      } else if !between.isEmpty && between.allSatisfy(\.isWhitespace) {
        groups[groups.count - 1].append(k)
      } else {
        return false
      }
    }
    guard groups.count >= 2 else { return false }
    return groups.allSatisfy { g in
      if g.count == 1 { return true }
      guard g.count == 2, file.literal(at: parts[g[1]].lowerBound) == nil else { return false }
      return isLocalizedSentence(file, parts[g[0]]) || endsInColon(file, parts[g[0]])
    }
  }
}

extension ConcatenatedLocalizedString {
  /// Text for a file or a machine rather than a sentence: built in a function or accessor
  /// named for CSV (`telemetryToCsvFile`, the columns of a header row) or for a command
  /// (`extractCommand`, `downloadCommand`: a shell's command line) or for a suggested name
  /// (`exportSuggestedName`: a file name a save panel offers), or handed to a file name
  /// (`exportFilename(…)`, `defaultFilename:`), whose parts are fields, not words to
  /// reorder.
  func buildsAFileOrRecord(_ file: SyntaxFile, _ i: Int) -> Bool {
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let name = Int(file.scopes[s].name)
      let kind = file.scopes[s].kind
      // A word of the name (`telemetryToCsvFile`, `CSVExport`), not letters inside one
      // (`graphicsValue`).
      // `extractCommand(…)`, `var downloadCommand: String`: a command line for a shell,
      // named so by its last word.
      if kind == .function || kind == .accessor, name >= 0, file.kind(name) == .identifier {
        let words = EnglishPluralBranch.words(file.text(name))
        if words.contains(where: { $0.hasPrefix("csv") }) || words.last == "command" { return true }
        if words.last == "name" && words.contains("suggested") {
          return true
        }
      }
      s = Int(file.scopes[s].parent)
    }
    // Up to three calls out: a callee or label that names a file name.
    var j = i
    for _ in 0..<3 {
      let p = Int(file.enclosingBracket[j])
      guard p >= 0 else { break }
      if file.kind(p) == .leftParen {
        if let callee = file.callee(ofOpenParen: p),
          TextSearch.contains(file.text(callee).lowercased(), "filename")
        {
          return true
        }
        if let a = file.argument(around: j), let label = a.label,
          TextSearch.contains(file.text(label).lowercased(), "filename")
        {
          return true
        }
      }
      j = p
    }
    return false
  }

  /// `if !description.isEmpty { description += " - " }` and then `description += L10n.via`:
  /// the variable's last append before this one, in the same function, is a list
  /// separator, so this one adds an item of a list.
  func followsSeparator(_ file: SyntaxFile, target: Int, op: Int) -> Bool {
    guard let value = previousAppendedLiteral(file, target: target, op: op) else { return false }
    // A bracket opens an aside (`row += " ("`), which the next piece continues.
    return NaturalLanguage.isListSeparator(value) && !value.contains("(") && !value.contains("[")
  }
}

extension String {
  /// The string without its trailing whitespace.
  fileprivate var trimmingTrailingWhitespace: Substring {
    var s = Substring(self)
    while let c = s.last, c.isWhitespace { s = s.dropLast() }
    return s
  }
}

extension ConcatenatedLocalizedString {
  /// `"\(NSLocalizedString("UnexpectedError", comment: ""))\nMissing Object: \(value)"`:
  /// every localized value of the literal is a line of its own (after the literal's start
  /// or a line break, and marks without letters such as a Markdown heading's `# `; before
  /// a line break or the literal's end), a whole message that no words of another line
  /// complete.
  func interpolatesLocalizedLinesAlone(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues)
    -> Bool
  {
    let parts = file.interpolationContents(ofLiteral: l)
    let value = Array(file.value(ofLiteral: l).unicodeScalars)
    guard value.contains("\n") else { return false }
    var k = 0
    var sawLocalized = false
    for (p, u) in value.enumerated() where u == "\u{FFFC}" {
      defer { k += 1 }
      guard k < parts.count else { return false }
      guard localized.isLocalized(file, parts[k].lowerBound, parts[k].upperBound) else { continue }
      var b = p
      while b > 0, value[b - 1] != "\n", value[b - 1] != "\u{FFFC}",
        !NaturalLanguage.isAlphabetic(value[b - 1]), value[b - 1].properties.numericType == nil
      {
        b -= 1
      }
      let startsLine = b == 0 || value[b - 1] == "\n"
      let endsLine = p + 1 == value.count || value[p + 1] == "\n"
      guard startsLine && endsLine else { return false }
      sawLocalized = true
    }
    return sawLocalized
  }
}

extension ConcatenatedLocalizedString {
  /// Whether `piece` starts a new run of text after `previous`, judged on the texts both
  /// show (`pieceText`): a new sentence (`startsSentence`) or the next part of one name
  /// (`joinsPartsOfName`).
  func startsNewRun(_ file: SyntaxFile, after previous: ClosedRange<Int>, _ piece: ClosedRange<Int>) -> Bool {
    guard let before = pieceText(file, previous), let after = pieceText(file, piece) else { return false }
    return Self.startsSentence(after: before, after) || Self.joinsPartsOfName(before, after)
  }

  /// `"Lost your token? "` then `"Use a recovery code"`: `before` ends in `.`, `!`, `?` or
  /// `…` (spaces after it aside), and `after` starts with a capital letter; or `after`
  /// opens with such a mark that ends the sentence before it, then a space and a capital
  /// (`Text("Do not write over the tag").bold() + Text(". Rewriting it …")`).
  static func startsSentence(after before: Substring, _ after: Substring) -> Bool {
    let ends = ".!?\u{2026}".unicodeScalars
    var rest = after.unicodeScalars.drop(while: { $0.properties.isWhitespace })
    if let mark = rest.first, ends.contains(mark) {
      rest = rest.dropFirst()
      guard rest.first?.properties.isWhitespace == true else { return false }
      return rest.first(where: { !$0.properties.isWhitespace })?.properties.isUppercase == true
    }
    guard let end = before.unicodeScalars.last(where: { !$0.properties.isWhitespace }),
      ends.contains(end), let start = rest.first
    else { return false }
    return start.properties.isUppercase
  }

  /// `"Verify"` then `"Blind"`: `before` ends in a lowercase Latin letter and `after`
  /// starts with a capital, with no space between: the parts of one name (a brand in two
  /// colors), not words of a sentence.
  static func joinsPartsOfName(_ before: Substring, _ after: Substring) -> Bool {
    guard let last = before.unicodeScalars.last, let first = after.unicodeScalars.first else { return false }
    return ("a"..."z").contains(last) && ("A"..."Z").contains(first)
  }

  /// The text a piece shows, when the file writes it: a literal (its values as marks),
  /// `Text` of one, or a lookup of one.
  /// A value with a literal in its place when it has none (`(badge(for: delta) ?? "Same as
  /// overall")`) shows text like that literal's.
  func pieceText(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Substring? {
    if let v = plainLiteralValue(file, o) { return Substring(v) }
    if file.kind(o.lowerBound) == .leftParen, Int(file[o.lowerBound].match) == o.upperBound,
      o.upperBound - o.lowerBound >= 4,
      let q = (o.lowerBound + 1..<o.upperBound).last(where: {
        file.isWord($0, "??") && Int(file.enclosingBracket[$0]) == o.lowerBound
      }),
      q + 1 <= o.upperBound - 1, let v = plainLiteralValue(file, (q + 1)...(o.upperBound - 1))
    {
      return Substring(v)
    }
    if let l = shownLiteral(file, o) { return Substring(file.value(ofLiteral: l)) }
    return localizedText(file, o)
  }
}

extension ConcatenatedLocalizedString {
  /// `" (%)"`, `Text(" (°C)")`, `" (km/h)"`: one literal, or `Text` of one, holding a
  /// whole bracket around symbols without letters or around one unit symbol.
  func isBracketedUnit(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    guard let lit = shownLiteral(file, o), !file.literals[lit].hasInterpolation else { return false }
    let value = file.value(ofLiteral: lit).trimmingWhitespace
    guard value.count >= 3, value.hasPrefix("("), value.hasSuffix(")") else { return false }
    let inner = value.dropFirst().dropLast()
    guard !inner.contains("("), !inner.contains(")"), !inner.allSatisfy({ $0 == " " }) else { return false }
    return !inner.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
      || NaturalLanguage.isUnitSuffix(" " + inner)
  }
}
