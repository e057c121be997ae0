extension ConcatenatedLocalizedString {
  /// Outside `pedantic`, a join is reported only where the code itself shows that a
  /// sentence is split:
  /// - words in a literal outside any lookup (`"Signed in as " + name`, `"共" + n + "条"`,
  ///   `Text(" region")`, `"Level \(n): "`);
  /// - a mark that languages write their own way, outside the lookup: a colon, comma,
  ///   exclamation or question mark (`label + ": "`, `hello + ", " + name`,
  ///   `"\(welcome) \(name)!"`);
  /// - a lookup whose text or key ends in a word that opens a phrase (`"shared.by"`,
  ///   `L10n.welcomeTo`, "Follow me on"), or whose text starts with a space or ends with a
  ///   comma: a fragment made to be glued (`" away".localized()`);
  /// - a value between two localized pieces (`"\(L10n.consumed) \(n) \(L10n.calories)"`):
  ///   words on both sides of it.
  ///
  /// Judged real code found the other joins (localized values whose words the code does
  /// not show, with values and spaces between: a count and its noun, a label and its
  /// value, two whole messages) right about half the time: the catalog holds the words
  /// that would tell.
  func showsJoint(
    _ file: SyntaxFile, _ pieces: some Collection<ClosedRange<Int>>, _ localized: LocalizedValues
  ) -> Bool {
    pieces.contains { showsJoint(file, $0, localized) } || enclosesValue(file, pieces, localized)
  }

  /// Whether a value (not localized, not only spaces) lies between two localized pieces.
  func enclosesValue(
    _ file: SyntaxFile, _ pieces: some Collection<ClosedRange<Int>>, _ localized: LocalizedValues
  ) -> Bool {
    var sawLocalized = false
    var sawValue = false
    for o in pieces where whitespaceValue(file, o) == nil {
      // `Text(verbatim: " · ")`: a list separator between items, each translated whole.
      if let l = shownLiteral(file, o), NaturalLanguage.isListSeparator(file.value(ofLiteral: l)) {
        (sawLocalized, sawValue) = (false, false)
        continue
      }
      if localized.isLocalized(file, o.lowerBound, o.upperBound) || isLocalizedText(file, o, localized) {
        if sawValue { return true }
        sawLocalized = true
      } else if sawLocalized {
        sawValue = true
      }
    }
    return false
  }

  /// `Text(L10n.title)`, `Text(NSLocalizedString(…))`: `Text` of a localized value.
  func isLocalizedText(_ file: SyntaxFile, _ o: ClosedRange<Int>, _ localized: LocalizedValues) -> Bool {
    guard let a = textArgument(file, o.lowerBound, o.upperBound) else { return false }
    return localized.isLocalized(file, a.lowerBound, a.upperBound)
  }

  /// Whether one operand shows a split (see `showsJoint(_:_:_:)`).
  func showsJoint(_ file: SyntaxFile, _ o: ClosedRange<Int>, _ localized: LocalizedValues) -> Bool {
    if localized.isLocalized(file, o.lowerBound, o.upperBound) && !file.isWord(o.lowerBound, "Text") {
      return isFragmentLookup(file, o)
    }
    if let v = plainLiteralValue(file, o) {
      if file.isWord(o.lowerBound, "Text") && Self.isKeyName(v[...]) {
        return NaturalLanguage.endsWithLeadInWord(v[...]) || Self.namesPrefix(v[...])
      }
      // `Text("危险度") + Text(rate)`: a lookup of a whole label, whose words are the
      // translator's; only a fragment shows the split (`Text("Signed in as ")`).
      if file.isWord(o.lowerBound, "Text"), !isVerbatimText(file, o) {
        return Self.isFragmentText(v[...])
      }
      return Self.showsWordsOrMarks(v)
    }
    if let lit = shownLiteral(file, o) {
      return Self.showsWordsOrMarksBesideValues(file.value(ofLiteral: lit))
        || file.interpolationContents(ofLiteral: lit).contains {
          localized.isLocalized(file, $0.lowerBound, $0.upperBound) && isFragmentLookup(file, $0)
        }
    }
    // `Text(NSLocalizedString(…))`, `Text(L10n.sharedBy)`.
    if let a = textArgument(file, o.lowerBound, o.upperBound),
      localized.isLocalized(file, a.lowerBound, a.upperBound)
    {
      return isFragmentLookup(file, a)
    }
    return false
  }

  /// The `+=` form: what is appended shows the split, in one of the operands of its own
  /// `+` chain.
  func appendShowsJoint(_ file: SyntaxFile, first: Int, end: Int, _ localized: LocalizedValues) -> Bool {
    if let plus = (first...end).first(where: {
      file.isWord($0, "+") && file.enclosingBracket[$0] == file.enclosingBracket[first]
    }) {
      return showsJoint(file, file.operatorChain(around: plus).operands, localized)
    }
    return showsJoint(file, first...end, localized)
  }

  /// The `joined(separator:)` form: an element, or the separator, shows the split.
  func joinShowsJoint(
    _ file: SyntaxFile, _ elements: [CallArgument], call p: Int, _ localized: LocalizedValues
  ) -> Bool {
    if elements.contains(where: { showsJoint(file, $0.first...$0.last, localized) }) { return true }
    guard let separator = separatorText(file, call: p) else { return false }
    return Self.showsWordsOrMarks(separator)
  }

  /// The interpolating form: a literal whose own text shows words or marks, or that
  /// interpolates a fragment lookup.
  func interpolationShowsJoint(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues) -> Bool {
    let parts = file.interpolationContents(ofLiteral: l)
    let text = file.value(ofLiteral: l)
    // `b.accessibilityLabel = "\(L10n.chapter): \(title), \(time)"`: a localized label and
    // the values VoiceOver reads after it, in turn; how the colon is spaced is not heard.
    if let first = parts.first, Self.isLabelThenItems(text),
      localized.isLocalized(file, first.lowerBound, first.upperBound)
    {
      let open = Int(file.literals[l].open)
      if isAccessibilityValue(file, open, Int(file[open].match)) { return false }
    }
    return Self.showsWordsOrMarksBesideValues(text)
      || parts.contains {
        localized.isLocalized(file, $0.lowerBound, $0.upperBound) && isFragmentLookup(file, $0)
      } || enclosesValue(file, parts, localized)
  }

  /// `"￼: ￼"`, `"￼: ￼, ￼"` or `"￼: ￼. ￼"`: values alone, the first followed by a colon and
  /// the others set apart by commas or full stops.
  static func isLabelThenItems(_ text: String) -> Bool {
    let mark = SyntaxFile.interpolationMark
    guard text.hasPrefix("\(mark): \(mark)") else { return false }
    var rest = text.dropFirst(4)
    while !rest.isEmpty {
      guard rest.hasPrefix(", \(mark)") || rest.hasPrefix(". \(mark)") else { return false }
      rest = rest.dropFirst(3)
    }
    return true
  }

  /// `Text(verbatim: "…")`: text shown as written, no lookup.
  func isVerbatimText(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    guard file.kind(o.lowerBound + 1) == .leftParen, let a = file.arguments(ofCall: o.lowerBound + 1).first,
      let label = a.label
    else { return false }
    return file.isWord(label, "verbatim")
  }

  /// Text made to be glued to what stands beside it: it starts or ends with a space, ends
  /// with a comma or a word that opens a phrase ("Follow me on"), or starts with a mark
  /// that joins (`": "`).
  static func isFragmentText(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      text.unicodeScalars.contains(where: { !$0.properties.isWhitespace })
    else { return false }
    if first.properties.isWhitespace || last.properties.isWhitespace { return true }
    if ",，、".unicodeScalars.contains(last) || joiningMarks.contains(first) { return true }
    return NaturalLanguage.endsWithLeadInWord(text)
  }

  /// A lookup of a phrase's opening (`"shared.by"`, `L10n.welcomeTo`, "Follow me on"), or
  /// of text that starts with a space or ends with a comma (`" away"`, "Scanned 3
  /// devices,"): a fragment made to be glued to what the code puts beside it.
  func isFragmentLookup(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    if let text = localizedText(file, o) {
      if NaturalLanguage.endsWithLeadInWord(text) { return true }
      if Self.isKeyName(text) { return Self.namesPrefix(text) }
      return text.first?.isWhitespace == true || text.last.map { ",，、".contains($0) } == true
    }
    // The accessor or name read: the last name before the closing call, if any.
    var last = o.upperBound
    if file.kind(last) == .rightParen, file[last].match >= 0 { last = Int(file[last].match) - 1 }
    guard last >= o.lowerBound, file.kind(last) == .identifier else { return false }
    let name = Substring(file.text(last))
    return NaturalLanguage.endsWithLeadInWord(name) || Self.namesPrefix(name)
  }

  /// A key or accessor named for the start of a phrase (`chart.disk.prefix`,
  /// `L10n.diskPrefix`): a fragment made to stand before other text.
  static func namesPrefix(_ key: Substring) -> Bool {
    NaturalLanguage.lastKeyWord(key) == "prefix"
  }

  /// Text with a letter, or with a colon, comma, exclamation or question mark, outside its
  /// interpolations and outside a pair of quotation marks that the text opens and closes
  /// itself (`version + " “The Return”"`: a quoted name, shown as written). A mark without
  /// its partner in the same text quotes a value, and hides nothing.
  static func showsWordsOrMarks(_ text: String) -> Bool {
    let u = Array(text.unicodeScalars)
    var i = 0
    while i < u.count {
      if let closer = quotationPairs[u[i]], let end = u[(i + 1)...].firstIndex(of: closer) {
        i = end + 1
        continue
      }
      // `" x1"`, `"×3"`: a times sign before a count, not a word.
      if u[i] == "x" || u[i] == "\u{00D7}", i + 1 < u.count, u[i + 1].properties.numericType != nil,
        i == 0 || u[i - 1] == " "
      {
        i += 2
        continue
      }
      // `"億"`, `"万"`: a numeral, as digits are, not a word.
      if u[i] != "\u{FFFC}" && u[i].properties.numericType == nil
        && (u[i].properties.isAlphabetic || joiningMarks.contains(u[i]))
      {
        return true
      }
      i += 1
    }
    return false
  }

  /// `showsWordsOrMarks` for a literal with values, but for a unit after a value, its one
  /// word (`" \(pressure) bar"`, `"\(label)x"`: a times sign): the value's, not a word of
  /// a sentence (`NaturalLanguage.isUnitSuffix`).
  static func showsWordsOrMarksBesideValues(_ text: String) -> Bool {
    guard showsWordsOrMarks(text) else { return false }
    return !(text.unicodeScalars.contains("\u{FFFC}") && NaturalLanguage.isUnitSuffix(text))
  }

  /// Opening quotation marks and the marks that close them.
  static let quotationPairs: [Unicode.Scalar: Unicode.Scalar] = [
    "“": "”", "«": "»", "「": "」", "\"": "\"", "„": "“",
  ]

  static let joiningMarks: Set<Unicode.Scalar> = [
    ":", "：", ",", "，", "、", "!", "！", "?", "？", "¡", "¿",
  ]
}
