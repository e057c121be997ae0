extension ConcatenatedLocalizedString {
  /// `L10n.wrongPassword + " " + L10n.triesLeft(n)`, `"\(L10n.a)\n\(L10n.b)"`: localized
  /// values whose text the file does not show (generated accessors, keys), with nothing
  /// but spaces or line breaks between them. Judged real code found these to be whole
  /// messages shown together far more often than one sentence split in two, and the words
  /// that would tell are in the catalog, not the code: reported only when `pedantic` is on.
  /// `Text + Text` is not one of them: a sentence split to style a part is the common case
  /// there.
  func joinsUnseenTexts(
    _ file: SyntaxFile, _ pieces: ArraySlice<ClosedRange<Int>>, _ localized: LocalizedValues
  )
    -> Bool
  {
    var values = 0
    for o in pieces {
      if whitespaceValue(file, o) != nil { continue }
      guard isUnseenLocalizedText(file, o, localized) else { return false }
      values += 1
    }
    return values >= 2
  }

  /// The interpolating form of `joinsUnseenTexts`: a literal made only of interpolated
  /// localized values of unseen text and whitespace.
  func interpolatesUnseenTexts(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues) -> Bool {
    guard file.localizedCall(withText: Int(file.literals[l].open)) == nil else { return false }
    let value = file.value(ofLiteral: l)
    guard value.allSatisfy({ $0 == SyntaxFile.interpolationMark || $0.isWhitespace }) else { return false }
    var values = 0
    var unseen = true
    file.forEachInterpolation(ofLiteral: l) { open, close in
      guard close - 1 >= open + 1, isUnseenLocalizedText(file, (open + 1)...(close - 1), localized) else {
        unseen = false
        return
      }
      values += 1
    }
    return unseen && values >= 2
  }

  /// `"\(L10n.latitude()) \(value)"`, `errorPrefix + " " + message`: a localized value of
  /// unseen text, then one value with nothing localized, with spaces and nothing else
  /// between, or nothing at all (`Strings.steps + steps.string`, `Strings.total + "0"`: the
  /// label's own text ends with its spacing, `"Steps: "`).
  /// Judged real code found these to be labels before their value ("Latitude 54.7", a
  /// "❌" prefix) far more often than a sentence split around a name; the catalog holds
  /// the words that would tell. Reported only when `pedantic` is on.
  func labelsValueWithUnseenText(
    _ file: SyntaxFile, _ pieces: ArraySlice<ClosedRange<Int>>, _ localized: LocalizedValues
  ) -> Bool {
    let parts = pieces.filter { whitespaceValue(file, $0) == nil }
    guard parts.count == 2, isUnseenLabel(file, parts[0], localized) || isNamedLabel(file, parts[0]) else {
      return false
    }
    var value = parts[1]
    if pieces.count == 2, let l = file.literal(at: value.lowerBound),
      Int(file[value.lowerBound].match) == value.upperBound
    {
      // `msg + " \(count)"`: the spaces and the value in one literal; `"0"`: a number.
      let text = file.value(ofLiteral: l)
      if !text.isEmpty && text.utf8.allSatisfy({ $0 &- 0x30 < 10 }) { return true }
      guard let inner = Self.paddedValue(file, literal: l) else { return false }
      value = inner
    }
    return isUnlocalizedValue(file, value, localized)
  }

  /// `Text(NSLocalizedString("goal_label", comment: ""))`: a lookup, or `Text` of one,
  /// whose key calls its text a label (its last part, or last word in camel case), which
  /// a value follows in every language.
  func isNamedLabel(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    localizedText(file, o).flatMap(NaturalLanguage.lastKeyWord) == "label"
  }

  /// A value with nothing localized and no literal in it (`config.latitude`, `message`).
  func isUnlocalizedValue(_ file: SyntaxFile, _ o: ClosedRange<Int>, _ localized: LocalizedValues) -> Bool {
    !localized.isLocalized(file, o.lowerBound, o.upperBound) && !holdsLiteral(file, o)
  }

  /// The one interpolated value of a literal made of spaces (one at least) before it, and
  /// spaces at most after it: `" \(count)"`, `" \(streak) "`.
  static func paddedValue(_ file: SyntaxFile, literal l: Int) -> ClosedRange<Int>? {
    var text = Substring(file.value(ofLiteral: l))
    while text.last == " " { text = text.dropLast() }
    guard text.last == SyntaxFile.interpolationMark, text.count >= 2,
      text.dropLast().allSatisfy({ $0 == " " })
    else { return nil }
    let parts = file.interpolationContents(ofLiteral: l)
    return parts.count == 1 ? parts[0] : nil
  }

  /// The interpolating form of `labelsValueWithUnseenText`: `"\(label) \(value)"`, nothing
  /// else in the literal.
  func interpolatesUnseenLabelThenValue(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues)
    -> Bool
  {
    guard file.localizedCall(withText: Int(file.literals[l].open)) == nil else { return false }
    let value = file.value(ofLiteral: l)
    guard value.first == SyntaxFile.interpolationMark, value.last == SyntaxFile.interpolationMark,
      value.count > 2, value.dropFirst().dropLast().allSatisfy({ $0.isWhitespace })
    else { return false }
    let parts = file.interpolationContents(ofLiteral: l)
    return parts.count == 2 && isUnseenLabel(file, parts[0], localized)
      && isUnlocalizedValue(file, parts[1], localized)
  }

  /// A localized value of unseen text whose key or accessor does not end in a word that
  /// opens a phrase (`L10n.sharedBy`, `"welcome_to".localized`): a label.
  func isUnseenLabel(_ file: SyntaxFile, _ o: ClosedRange<Int>, _ localized: LocalizedValues) -> Bool {
    guard isUnseenLocalizedText(file, o, localized) else { return false }
    if let text = localizedText(file, o) { return !NaturalLanguage.endsWithLeadInWord(text) }
    // The accessor or name read: the last name before the closing call, if any.
    var last = o.upperBound
    if file.kind(last) == .rightParen, file[last].match >= 0 { last = Int(file[last].match) - 1 }
    guard last >= o.lowerBound, file.kind(last) == .identifier else { return false }
    return !NaturalLanguage.endsWithLeadInWord(Substring(file.text(last)))
  }

  /// `"\(" ")\(NSLocalizedString("Like", comment: ""))"`: one localized value padded by
  /// interpolated literals of spaces, and nothing else: a title set off from its icon, no
  /// sentence.
  func interpolatesPaddedLookup(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues) -> Bool {
    let value = file.value(ofLiteral: l)
    guard value.allSatisfy({ $0 == SyntaxFile.interpolationMark || $0 == " " }) else { return false }
    var lookups = 0
    for part in file.interpolationContents(ofLiteral: l) {
      if let inner = file.literal(at: part.lowerBound), Int(file[part.lowerBound].match) == part.upperBound,
        !file.literals[inner].hasInterpolation, file.value(ofLiteral: inner).allSatisfy({ $0 == " " })
      {
        continue
      }
      guard localized.isLocalized(file, part.lowerBound, part.upperBound) else { return false }
      lookups += 1
    }
    return lookups == 1
  }

  /// A localized value whose text is not in the file: not `Text`, and not a lookup of a
  /// literal (`localizedText`) unless that literal is a key that names the text rather than
  /// writes it (`GDLocalizedString("voice.apple.no_siri")`).
  func isUnseenLocalizedText(_ file: SyntaxFile, _ o: ClosedRange<Int>, _ localized: LocalizedValues) -> Bool
  {
    guard !file.isWord(o.lowerBound, "Text"), localized.isLocalized(file, o.lowerBound, o.upperBound) else {
      return false
    }
    if let text = localizedText(file, o) { return Self.isKeyName(text) }
    // `let localized = String(localized: String.LocalizationValue(stringLiteral: "Completed"))`,
    // then `localized`: the literal is in its value.
    if o.count == 1, let value = file.localLetValue(of: o.lowerBound) { return !holdsLiteral(file, value) }
    return !holdsLiteral(file, o)
  }

  /// `voice.apple.no_siri`, `whats_new.3_2_0.description`: letters, digits and `.`, `_` or
  /// `-` only, with a `.` or `_` among them: a key's name, not text.
  static func isKeyName(_ text: Substring) -> Bool {
    let bytes = text.utf8
    guard bytes.contains(where: { $0 == 0x2E || $0 == 0x5F }), bytes.last != 0x2E else { return false }
    return bytes.allSatisfy { b in
      b &- 0x30 < 10 || (b | 0x20) &- 0x61 < 26 || b == 0x2E || b == 0x5F || b == 0x2D
    }
  }

  /// Whether a string literal lies in `o` (`"Cancel".localized`: its text is seen).
  func holdsLiteral(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    o.contains { file.kind($0) == .stringOpen }
  }

  /// `fiber + NSLocalizedString(" g", …)`, `"< 1 " + NSLocalizedString("min", …)`,
  /// `rate + NSLocalizedString("/U", …)`, `price + NSLocalizedString("/year", …)`,
  /// `"\(n) \(String(localized: "hours"))"`: a unit, looked up so that its symbol can be
  /// translated, after a value. A number formatter's concern, not word order.
  /// So is `NSLocalizedString(units.rawValue, …)`, whose key a unit names.
  func isLocalizedUnit(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    if isLocalizedUnitChoice(file, o) { return true }
    // `let unit: String = NSLocalizedString("ml", …)`, then `"\(self) \(unit)"`.
    if o.count == 1, let value = Self.localValue(file, of: o.lowerBound) {
      return localizedText(file, value) != nil && isLocalizedUnit(file, value)
    }
    guard let text = localizedText(file, o) else {
      // `Strings.CertificateViewer.bitsUnitTitle`, `Strings.timeStatsSeconds`,
      // `Strings.minutes`: a type's constant named for a unit.
      if o.count >= 3, file.kind(o.upperBound) == .identifier,
        file.text(o.lowerBound).first?.isUppercase == true,
        o.allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .period })
      {
        let name = file.text(o.upperBound)
        return Self.namesUnit(name) || Self.unitWords.contains(name)
      }
      guard let p = o.first(where: { file.kind($0) == .leftParen }),
        let key = file.arguments(ofCall: p).first, key.label == nil, key.first <= key.last
      else { return false }
      return (key.first...key.last).contains { file.kind($0) == .identifier && Self.namesUnit(file.text($0)) }
    }
    let unit = text.first == "/" ? String(text.dropFirst()) : String(text)
    return NaturalLanguage.isUnitSuffix(unit) || NaturalLanguage.isUnitKey(unit)
      || NaturalLanguage.isUnitWord(unit[...]) || keyNamesUnit(file, o)
  }

  /// `title + "assignments.selection.copy_suffix".localized` (`" (copy)"`): a lookup whose
  /// key calls its text a suffix, written to follow a name; the translator places it.
  func isLocalizedSuffix(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    localizedText(file, o).flatMap(NaturalLanguage.lastKeyWord) == "suffix"
  }

  /// `(n == 1 ? String(localized: "general.day") : String(localized: "general.days"))`: a
  /// choice in brackets between two localized units is a unit.
  func isLocalizedUnitChoice(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    guard file.kind(o.lowerBound) == .leftParen, Int(file[o.lowerBound].match) == o.upperBound,
      o.upperBound - o.lowerBound >= 2,
      let branches = file.conditionalBranches(in: (o.lowerBound + 1)...(o.upperBound - 1)),
      branches.whenFalse.upperBound == o.upperBound - 1
    else { return false }
    return isLocalizedUnit(file, branches.whenTrue) && isLocalizedUnit(file, branches.whenFalse)
  }

  /// `"\(n) \(String(localized: "general.words"))"`, `"\(formatted) " + String(localized:
  /// "万字")`, `String(balance) + NSLocalizedString(" bids", …)`: the noun a count counts,
  /// looked up alone after it (perhaps with its space). Its text is one English
  /// word in the plural or one or two Han characters, or it is a key of two parts whose
  /// last is such a word. Like a unit, it follows the number; what it lacks is a plural
  /// form, not word order. A longer key names a screen's own text (`plan_builder_focus_areas`,
  /// "Focus areas"), a title that the count does not fit.
  func isLocalizedCountedNoun(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    guard var text = localizedText(file, o) else { return false }
    // `NSLocalizedString(" bids", …)`: the noun with the space before it.
    while text.first == " " { text = text.dropFirst() }
    if NaturalLanguage.isCountedNoun(text) { return true }
    guard let parts = NaturalLanguage.keyParts(String(text)), parts.count == 2 else { return false }
    return NaturalLanguage.isCountedNoun(parts[1])
  }

  /// `String(localized: "milestone.unit", defaultValue: "milestones")`,
  /// `localizedString("DaysUnit", standardString: "d")`, `NSLocalizedString("height_unit_cm",
  /// …)`: a lookup whose key says its text is a unit (one of its parts, or its last word in
  /// camel case, `unit` or `units`), whatever the word.
  func keyNamesUnit(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    guard let p = o.first(where: { file.kind($0) == .leftParen }), Int(file[p].match) == o.upperBound,
      let key = file.arguments(ofCall: p).first, let lit = file.literal(at: key.first),
      Int(file[key.first].match) == key.last, !file.literals[lit].hasInterpolation
    else { return false }
    let text = file.value(ofLiteral: lit)
    if let parts = NaturalLanguage.keyParts(text) { return parts.contains { $0 == "unit" || $0 == "units" } }
    // `"DaysUnit"`, `"hoursUnits"`: one identifier whose last word names a unit.
    let last = NaturalLanguage.lastKeyWord(text[...])
    return last == "unit" || last == "units"
  }

  /// The value of the local `let` that name `i` reads, with or without a type
  /// (`let unit: String = …`).
  static func localValue(_ file: SyntaxFile, of i: Int) -> ClosedRange<Int>? {
    if let value = file.localLetValue(of: i) { return value }
    guard file.kind(i) == .identifier, file.kind(i - 1) != .period, let d = file.localDeclaration(of: i),
      file.isKeyword(d - 1, [.`let`]), file.kind(d + 1) == .colon
    else { return nil }
    var j = d + 2
    while j < min(file.count, d + 10),
      file.kind(j) == .identifier || file.kind(j) == .period || file.isWord(j, "?")
    {
      j += 1
    }
    guard file.isWord(j, "="), j + 1 < file.count else { return nil }
    let end = file.expressionEnd(from: j + 1)
    return end >= j + 1 ? (j + 1)...end : nil
  }

  /// `unit`, `units`, `glucoseUnits`, `bitsUnitTitle`, `timeStatsSeconds`: an identifier
  /// that names a unit of measure (a word `unit` or `units` of its lower camel case, or a
  /// last word that is a unit of time or data).
  static func namesUnit(_ name: String) -> Bool {
    var words: [String] = []
    for c in name {
      if c.isUppercase || words.isEmpty { words.append("") }
      words[words.count - 1].append(c)
    }
    let lowered = words.map { $0.lowercased() }
    if lowered.contains("unit") || lowered.contains("units") { return true }
    return lowered.count >= 2 && Self.unitWords.contains(lowered.last!)
  }

  /// Last words of names that name a unit of time or data.
  static let unitWords: Set<String> = [
    "seconds", "minutes", "hours", "days", "bits", "bytes", "kilobytes", "megabytes",
  ]
}
