/// Pieces that annotate a whole message rather than join a sentence: a diagnostic code
/// after it, an ellipsis constant, a localized bracketed note after a name, one value in
/// brackets after a label.
extension ConcatenatedLocalizedString {
  /// `" (DCC_RI_400)"`, `" Code: NoExposureManager"`, `" EN Code: \(code)"`,
  /// `" Code[\(status)] Message[\(detail)]"`, `":2"`, `"(nextButtonClick)"`: an error code
  /// for support after a whole message, read the same in every language. A code in
  /// brackets is one run of capitals, digits, `_`, `-` or `.` with a digit or `_` in it, or
  /// one name written in camel case (a function's, where the error came from); a colon
  /// and digits number the place that failed; a labeled code starts with `Code` and one
  /// of `:[(=` (after at most one word of capitals, or after `Error `).
  static func isDiagnosticCode(_ text: Substring) -> Bool {
    var t = text
    while t.first == " " { t = t.dropFirst() }
    while t.last == " " { t = t.dropLast() }
    if let open = t.first, let close = t.last, open == "(" && close == ")" || open == "[" && close == "]" {
      let inner = t.dropFirst().dropLast()
      if inner.count >= 2
        && inner.unicodeScalars.allSatisfy({ u in
          ("A"..."Z").contains(u) || ("0"..."9").contains(u) || "_-.".unicodeScalars.contains(u)
        })
        && inner.unicodeScalars.contains(where: { ("0"..."9").contains($0) || $0 == "_" })
      {
        return true
      }
      return isCamelCaseName(inner)
    }
    if t.first == ":", t.count >= 2, t.count <= 5, t.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) {
      return true
    }
    var rest = t
    if let space = rest.firstIndex(of: " "), rest[..<space].allSatisfy({ $0.isUppercase }),
      rest[..<space].count <= 4
    {
      rest = rest[rest.index(after: space)...]
    }
    if rest.hasPrefix("Error code") { rest = rest.dropFirst(6) }
    guard rest.hasPrefix("Code") || rest.hasPrefix("code") else { return false }
    return rest.dropFirst(4).first.map { ":[(=".contains($0) } ?? false
  }

  /// `nextButtonClick`: ASCII letters and digits, starting with a lowercase letter, with
  /// a capital after the second letter; a name in code, no word of any language.
  static func isCamelCaseName(_ text: Substring) -> Bool {
    let u = Array(text.utf8)
    guard u.count >= 6, u[0] >= 0x61, u[0] <= 0x7A,
      u.allSatisfy({ ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 })
    else { return false }
    return u[2...].contains { $0 >= 0x41 && $0 <= 0x5A }
  }

  /// `"\(L10n.tryAgain) (DCC_RI_400)"`: one value (a message), then a diagnostic code.
  func interpolatesMessageThenCode(_ file: SyntaxFile, literal l: Int) -> Bool {
    let value = file.value(ofLiteral: l)
    guard value.first == SyntaxFile.interpolationMark else { return false }
    return Self.isDiagnosticCode(value.dropFirst())
  }

  /// A piece that ends the message: a literal holding a diagnostic code, or one that
  /// interpolates a message and then a code.
  func isCodeAnnotation(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    guard let l = file.literal(at: o.lowerBound), Int(file[o.lowerBound].match) == o.upperBound else {
      return false
    }
    if Self.isDiagnosticCode(Substring(file.value(ofLiteral: l))) { return true }
    return file.literals[l].hasInterpolation && interpolatesMessageThenCode(file, literal: l)
  }

  /// `ZLIconFont.NextArrow.rawValue`, `Emoji.check`, `Image(systemName: "checkmark")`: a
  /// value that is not localized and is named as an icon-font glyph or an emoji, or an
  /// image, which marks a label as a symbol does.
  func namesAnIcon(_ file: SyntaxFile, _ o: ClosedRange<Int>, _ localized: LocalizedValues) -> Bool {
    func isImage(_ o: ClosedRange<Int>) -> Bool {
      file.isWord(o.lowerBound, "Image") && file.kind(o.lowerBound + 1) == .leftParen
        && Int(file[o.lowerBound + 1].match) == o.upperBound
    }
    // `let icon = Image(systemName: "exclamationmark.triangle")`, then `"\(icon) \(text)"`.
    if isImage(o) || (o.count == 1 && file.localLetValue(of: o.lowerBound).map(isImage) == true) {
      return true
    }
    guard !o.contains(where: { file.kind($0) == .stringOpen }),
      !localized.isLocalized(file, o.lowerBound, o.upperBound)
    else { return false }
    return o.contains { j in
      guard file.kind(j) == .identifier else { return false }
      return TextSearch.containsAny(file.text(j), [], ignoringCase: ["icon", "glyph", "emoji", "checkmark"])
    }
  }

  /// `"\(L10n.allUpdates) \(ZLIconFont.NextArrow.rawValue)"`: one localized text and an
  /// icon (`namesAnIcon`) before or after it, with at most spaces between.
  func interpolatesTextAndIcon(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues) -> Bool {
    let mark = String(SyntaxFile.interpolationMark)
    guard file.value(ofLiteral: l).filter({ !$0.isWhitespace }) == mark + mark else { return false }
    let parts = file.interpolationContents(ofLiteral: l)
    guard parts.count == 2 else { return false }
    return namesAnIcon(file, parts[0], localized) != namesAnIcon(file, parts[1], localized)
  }

  /// The text that `String(repeating: "…", count: n)` repeats, written in place or as
  /// the value of the local `let` that `o` names: `"."` for growing dots, `" "` for padding.
  static func repeatedLiteral(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> String? {
    var (f, l) = (o.lowerBound, o.upperBound)
    if f == l, let value = file.localLetValue(of: f) { (f, l) = (value.lowerBound, value.upperBound) }
    guard file.isWord(f, "String"), file.kind(f + 1) == .leftParen, Int(file[f + 1].match) == l,
      let a = file.arguments(ofCall: f + 1).first, let label = a.label, file.isWord(label, "repeating"),
      let lit = file.literal(at: a.first), Int(file[a.first].match) == a.last,
      !file.literals[lit].hasInterpolation
    else { return nil }
    return file.value(ofLiteral: lit)
  }

  /// `.ellipsis`, `String.ellipsis`: a constant for "…" after a label ("Learn more…").
  func isEllipsisConstant(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    // `"..."`, `".."` (after a sentence's own period), `"…"`, and a lookup of an ellipsis (`localizedString("shared_string_ellipsis")`).
    if let v = plainLiteralValue(file, o), v == "..." || v == ".." || v == "\u{2026}" { return true }
    // `let dots = String(repeating: ".", count: n)`: an ellipsis that grows.
    if let r = Self.repeatedLiteral(file, o), r == "." || r == "\u{2026}" { return true }
    if let text = localizedText(file, o), text.lowercased().hasSuffix("ellipsis") { return true }
    let last = o.upperBound
    guard file.isWord(last, "ellipsis"), file.kind(last - 1) == .period else { return false }
    return last - 1 == o.lowerBound || (last - 2 == o.lowerBound && file.kind(o.lowerBound) == .identifier)
  }

  /// `"\(cost) \(NSLocalizedString("/", …)) \(volume)"`: every localized value the literal
  /// interpolates is a lookup whose text has no letters (a separator or a sign), between
  /// spaces: there are no words to reorder.
  func interpolatesOnlyLetterlessLookups(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues)
    -> Bool
  {
    guard file.value(ofLiteral: l).allSatisfy({ $0 == SyntaxFile.interpolationMark || $0.isWhitespace })
    else {
      return false
    }
    return file.interpolationContents(ofLiteral: l).allSatisfy { p in
      !localized.isLocalized(file, p.lowerBound, p.upperBound) || isLetterlessLookup(file, p)
    }
  }

  /// `Text(" (\(error.localizedDescription))")`, `" (\(code))"`: one value in brackets
  /// after a message, a detail that names no words.
  func isBracketedValue(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    guard let lit = shownLiteral(file, o), file.literals[lit].hasInterpolation else { return false }
    let mark = String(SyntaxFile.interpolationMark)
    let value = file.value(ofLiteral: lit).filter { !$0.isWhitespace }
    if value == "(" + mark + ")" { return true }
    // `" (ID: \(id))"`, `" (#\(n))"`, `" (TreeSize: \(n))"`: a short name or a code's
    // name for the value, then the value; or such items set apart by commas (`"
    // (v\(version), Build \(build))"`).
    guard value.hasPrefix("("), value.hasSuffix(mark + ")") else { return false }
    return value.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).allSatisfy {
      item in
      guard item.hasSuffix(mark) else { return false }
      var label = item.dropLast()
      if let last = label.last, last == ":" || last == "#" { label = label.dropLast() }
      guard label.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
      return label.count <= 6 || (label.count <= 24 && Self.isCompoundName(label))
    }
  }

  /// `TreeSize`, `maxRetries`: a name written as code writes it, a capital right after a
  /// lowercase letter, which no language translates.
  static func isCompoundName(_ label: Substring) -> Bool {
    zip(label, label.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
  }

  /// `return str + "No times to show."`, `desc += String(localized: " Note that this
  /// applies in compact mode only.")`: a literal, `Text` of one or a lookup whose text is
  /// a whole sentence (`NaturalLanguage.isWholeSentence`), after what came before.
  func isWholeSentence(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    if let v = plainLiteralValue(file, o) { return NaturalLanguage.isWholeSentence(Substring(v)) }
    return localizedText(file, o).map(NaturalLanguage.isWholeSentence) ?? false
  }

  /// `Text("(\(L10n.estimated))")`: one localized word or note in brackets, alone: no
  /// sentence is built around it.
  func interpolatesBracketedNoteAlone(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues)
    -> Bool
  {
    let mark = String(SyntaxFile.interpolationMark)
    let value = file.value(ofLiteral: l).filter { !$0.isWhitespace }
    guard value == "(" + mark + ")" || value == "（" + mark + "）" || value == "[" + mark + "]" else {
      return false
    }
    let parts = file.interpolationContents(ofLiteral: l)
    return parts.count == 1 && localized.isLocalized(file, parts[0].lowerBound, parts[0].upperBound)
  }

  /// `name + " (" + L10n.optional + ")"`: a localized note in brackets after a name, the
  /// brackets literals of their own; or a value and its localized unit or counted noun in
  /// them (`Text(name) + Text(" (") + Text("\(count)") + Text("trips_unit") + Text(")")`,
  /// `"Copy".localized + " (" + "\(n)" + "items".localized + ")"`).
  /// Where the bracketed pieces start in `pieces`.
  func bracketedLocalizedNoteStart(
    _ file: SyntaxFile, _ pieces: ArraySlice<ClosedRange<Int>>, _ localized: LocalizedValues
  ) -> Int? {
    guard pieces.count >= 4 else { return nil }
    func trimmed(_ o: ClosedRange<Int>) -> String? {
      plainLiteralValue(file, o).map { String($0.filter { $0 != " " }) }
    }
    let close = pieces.endIndex - 1
    guard let c = trimmed(pieces[close]), c == ")" || c == "）" else { return nil }
    // The note alone, or a value and its localized unit (`" (" + count + "trips_unit" + ")"`).
    let note = pieces.endIndex - 2
    if let o = trimmed(pieces[note - 1]), o == "(" || o == "（",
      localized.isLocalized(file, pieces[note].lowerBound, pieces[note].upperBound)
    {
      return note - 1
    }
    guard pieces.count >= 5, let o = trimmed(pieces[note - 2]), o == "(" || o == "（",
      isLocalizedUnit(file, pieces[note]) || isLocalizedCountedNoun(file, pieces[note]),
      plainLiteralValue(file, pieces[note - 1]) == nil
    else { return nil }
    return note - 2
  }

  /// `text += "<div class=\"icon\"></div>"`: markup appended, not words.
  func appendsMarkup(_ file: SyntaxFile, first: Int, end: Int) -> Bool {
    guard let lit = file.literal(at: first), Int(file[first].match) == end,
      !file.literals[lit].hasInterpolation
    else { return false }
    let v = file.value(ofLiteral: lit).trimmingWhitespace
    return v.first == "<" && v.last == ">"
  }

  /// `"\(codec) (\(L10n.direct))"`: a name, then a localized note in brackets.
  /// `"\(title) (\(pageTitle))"`, `"\(L10n.download) (v\(version))"`: a label, then one
  /// value in brackets, a detail that names no words (as `L10n.custom + " (" + address +
  /// ")"`). As the literal of a SwiftUI
  /// text parameter (`Stepper("\(label) (\(n))", …)`) its key, `"%@ (%lld)"`, is in no
  /// catalog, and the lookup falls back to the format itself, which reads right in every
  /// language.
  func interpolatesBracketedAnnotation(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues)
    -> Bool
  {
    let mark = SyntaxFile.interpolationMark
    // Markdown emphasis and a list bullet around it (`"- **\(title)** (\(allDay))"`) mark
    // the same name and note.
    // So do line breaks and spaces around it (`"\n\(device.name) (\(L10n.thisDevice))"`).
    var value = file.value(ofLiteral: l).filter { $0 != "*" && $0 != "_" }.trimmingWhitespace
    if NaturalLanguage.isHyphenBullet(String(value.prefix(2))) { value.removeFirst(2) }
    // `"\(L10n.download) (v\(latestVersion))"`: a version, after its `v`.
    guard value == "\(mark) (\(mark))" || value == "\(mark) (v\(mark))" else { return false }
    let parts = file.interpolationContents(ofLiteral: l)
    guard parts.count == 2 else { return false }
    if file.literal(at: parts[1].lowerBound) == nil { return true }
    return !localized.isLocalized(file, parts[0].lowerBound, parts[0].upperBound)
      && localized.isLocalized(file, parts[1].lowerBound, parts[1].upperBound)
  }

  /// `Text(" (drag to reorder)")`, `Text("Learn more")`: localized text that ends a
  /// message, a note the translator writes in brackets of their own, or a "Learn more"
  /// link after a whole message; or a literal note in brackets after it (`" (release)"`).
  func isLocalizedNoteOrLink(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    var text: Substring
    if file.isWord(o.lowerBound, "Text"), let lit = shownLiteral(file, o),
      !file.literals[lit].hasInterpolation
    {
      text = Substring(file.value(ofLiteral: lit))
    } else if let looked = localizedText(file, o) {
      text = looked
    } else if let v = plainLiteralValue(file, o), v.first?.isWhitespace == true, v.last == ")" {
      // `String(format: L10n.version, v) + " (release)"`: a literal note in brackets of its own.
      text = Substring(v)
    } else {
      return false
    }
    while let c = text.first, c.isWhitespace { text = text.dropFirst() }
    while let c = text.last, c.isWhitespace || c == "\u{2026}" || c == "." { text = text.dropLast() }
    if let open = text.first, let close = text.last, "([（".contains(open), ")]）".contains(close) {
      return text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
    return ["learn more", "more info", "read more"].contains(text.lowercased())
  }

  /// `"\(weight) \(localizedString("metric_ton"))"`, `"\(h) \(hourUnit) \(m) \(minuteUnit)"`:
  /// values, each followed by its localized unit (`isLocalizedUnit`) or the noun it counts
  /// (`isLocalizedCountedNoun`), with spaces between.
  /// A number written in the literal is a value too (`"0\(Strings.seconds)"`), and
  /// marks between them are no words (`"· ~\(n) \(minutesShort)"`, `", "`).
  func interpolatesValuesAndUnits(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues) -> Bool {
    let mark = SyntaxFile.interpolationMark.unicodeScalars.first!
    let parts = file.interpolationContents(ofLiteral: l)
    var next = 0
    var afterValue = false
    var units = 0
    for u in file.value(ofLiteral: l).unicodeScalars {
      if u == " " || (u != mark && !u.properties.isAlphabetic && u.value &- 0x30 >= 10) { continue }
      if u.value &- 0x30 < 10 {
        afterValue = true
        continue
      }
      guard u == mark, next < parts.count else { return false }
      let p = parts[next]
      next += 1
      if localized.isLocalized(file, p.lowerBound, p.upperBound) {
        guard afterValue, isLocalizedUnit(file, p) || isLocalizedCountedNoun(file, p) else { return false }
        afterValue = false
        units += 1
      } else {
        afterValue = true
      }
    }
    return units >= 1 && next == parts.count
  }

  /// Whether the last of `pieces` but spaces is a value, or text that ends with one
  /// (`"\(formatted) "`, `Text("\(n) ")`, `"Total: 3 "`): a count, for the noun after it.
  func followsCount(_ file: SyntaxFile, _ pieces: ArraySlice<ClosedRange<Int>>, _ localized: LocalizedValues)
    -> Bool
  {
    var pieces = pieces
    while let o = pieces.last, whitespaceValue(file, o) != nil { pieces = pieces.dropLast() }
    guard let o = pieces.last else { return false }
    guard let lit = shownLiteral(file, o) else {
      return plainLiteralValue(file, o) == nil && !localized.isLocalized(file, o.lowerBound, o.upperBound)
    }
    let value = file.value(ofLiteral: lit).unicodeScalars
    guard let last = value.last(where: { !$0.properties.isWhitespace }) else { return false }
    if last.value &- 0x30 < 10 { return true }
    guard last == SyntaxFile.interpolationMark.unicodeScalars.first!,
      let p = file.interpolationContents(ofLiteral: lit).last
    else { return false }
    return !localized.isLocalized(file, p.lowerBound, p.upperBound)
  }

  /// `NSLocalizedString("/", …)`, `String(localized: ", \(locationName)")`: a lookup whose
  /// text has marks, and values at most, but no words; the translator spaces and orders them.
  func isLetterlessLookup(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    guard let text = localizedText(file, o), !text.isEmpty else { return false }
    return !text.contains(where: \.isLetter)
  }

  /// `result += String(localized: "\(parts.hours)h") + " "`: a lookup whose text is one
  /// value and its unit symbol (`NaturalLanguage.isUnitLabel`), padded with spaces at
  /// most: one part of a measure ("2h 30m"), translated whole.
  func appendsLocalizedMeasure(_ file: SyntaxFile, first: Int, end: Int) -> Bool {
    let plus = (first...end).first {
      file.isWord($0, "+") && file.enclosingBracket[$0] == file.enclosingBracket[first]
    }
    let operands = plus.map { file.operatorChain(around: $0).operands } ?? [first...end]
    var measures = 0
    for o in operands where whitespaceValue(file, o) == nil {
      guard let text = localizedText(file, o), NaturalLanguage.isUnitLabel(String(text)) else {
        return false
      }
      measures += 1
    }
    return measures == 1
  }

  /// `name += String(localized: " (\(variant))")`: a localized note whose text is only
  /// brackets, spaces and values, appended to a name; the translator places the brackets.
  func appendsLocalizedBracketedNote(_ file: SyntaxFile, first: Int, end: Int) -> Bool {
    guard let open = (first...end).first(where: { file.kind($0) == .stringOpen }),
      let call = file.localizedCall(withText: open), call.first == first, call.last == end,
      let l = file.literal(at: open)
    else { return false }
    let fixed = file.value(ofLiteral: l).unicodeScalars.filter { $0 != "\u{FFFC}" && $0 != " " }
    return !fixed.isEmpty && fixed.allSatisfy { "()[]（）".unicodeScalars.contains($0) }
  }
}

/// Label-and-value pairs, images after a label, and sentences appended after a space.
extension ConcatenatedLocalizedString {
  /// The literal an operand is, or that its `Text(…)` shows (modifiers after it allowed:
  /// `Text("Reason:").foregroundStyle(.secondary)`), or that `String(…)` of it is,
  /// interpolations included.
  func shownLiteral(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Int? {
    var (f, l) = (o.lowerBound, o.upperBound)
    if file.isWord(f, "String"), file.kind(f + 1) == .leftParen, Int(file[f + 1].match) == l {
      let arguments = file.arguments(ofCall: f + 1)
      guard arguments.count == 1, arguments[0].label == nil else { return nil }
      (f, l) = (arguments[0].first, arguments[0].last)
    } else if file.isWord(f, "Text"), file.kind(f + 1) == .leftParen {
      guard textCallClose(file, o) != nil, let a = file.arguments(ofCall: f + 1).first else { return nil }
      (f, l) = (a.first, a.last)
    }
    guard let lit = file.literal(at: f), Int(file[f].match) == l else { return nil }
    return lit
  }

  /// `Text(Image(systemName: "chevron.right"))`, with modifiers or not
  /// (`.foregroundStyle(.red)`): an image, which marks a label.
  func isImageText(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    textCallClose(file, o) != nil && file.isWord(o.lowerBound + 2, "Image")
  }

  /// `Text(…)`, the whole operand or with modifiers after it (`Text("Reason:")
  /// .foregroundStyle(.secondary)`): the token that closes its call; nil for another
  /// operand.
  func textCallClose(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Int? {
    guard file.isWord(o.lowerBound, "Text"), file.kind(o.lowerBound + 1) == .leftParen else { return nil }
    let close = Int(file[o.lowerBound + 1].match)
    guard close == o.upperBound || (close < o.upperBound && file.kind(close + 1) == .period) else {
      return nil
    }
    return close
  }

  /// `Text("Reason:") + Text(verbatim: " \(reason)")`, `"DevTool: " + title`,
  /// `NSLocalizedString("Used at: ", …) + address`: a label that carries its own colon (the
  /// translator spaces it: French `Raison :`), then one value. Every language writes the
  /// label first.
  /// A label `Text` with its colon may also be followed by a `Text` of its own literal
  /// (both are translated whole). Also `Text("highest") + Text(" $\(max)")`,
  /// `Text("percentage") + Text(" \(p)%")`: a one-word label, then an amount with its sign
  /// and no words, as a chart's legend shows.
  func isLabelThenValue(_ file: SyntaxFile, _ pieces: ArraySlice<ClosedRange<Int>>) -> Bool {
    var rest = pieces.filter { whitespaceValue(file, $0) == nil }[...]
    guard rest.count == 2, let label = rest.popFirst(), let value = rest.first else { return false }
    guard endsInColon(file, label) else { return isWordThenAmount(file, label, value) }
    guard let v = shownLiteral(file, value) else { return true }
    // `Text("Recommended superfat: ") + Text("from 5% to 20%").bold()`: the value is a
    // text of its own, which its translator words whole.
    if file.isWord(label.lowerBound, "Text"), file.isWord(value.lowerBound, "Text"),
      !file.literals[v].hasInterpolation
    {
      return true
    }
    return file.value(ofLiteral: v).filter { !$0.isWhitespace } == String(SyntaxFile.interpolationMark)
  }

  /// `Text("highest")` then `Text(" $\(max)")`: a `Text` of one word, then a `Text` of a
  /// literal that interpolates values and holds a currency or percent sign and no letters.
  func isWordThenAmount(_ file: SyntaxFile, _ label: ClosedRange<Int>, _ value: ClosedRange<Int>) -> Bool {
    guard file.isWord(label.lowerBound, "Text"), file.isWord(value.lowerBound, "Text"),
      let l = shownLiteral(file, label), !file.literals[l].hasInterpolation,
      let v = shownLiteral(file, value), file.literals[v].hasInterpolation
    else { return false }
    let word = file.value(ofLiteral: l).trimmingWhitespace
    guard !word.isEmpty, word.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else { return false }
    let amount = file.value(ofLiteral: v).unicodeScalars
    return !amount.contains(where: { $0.properties.isAlphabetic })
      && amount.contains(where: { "$%€£¥₩₹".unicodeScalars.contains($0) })
  }

  /// `"Title: \(title)\n"`: a label with words that ends in its own colon, then one
  /// value, then nothing but spaces or line breaks. The line of a list of fields; the
  /// value's place after the label is the same in every language.
  func interpolatesLabeledValue(_ file: SyntaxFile, literal l: Int) -> Bool {
    let value = file.value(ofLiteral: l)
    let mark = SyntaxFile.interpolationMark
    guard let at = value.firstIndex(of: mark), value[value.index(after: at)...].allSatisfy(\.isWhitespace)
    else { return false }
    var label = value[..<at]
    while let c = label.last, c.isWhitespace { label = label.dropLast() }
    return (label.last == ":" || label.last == "\u{FF1A}")
      && label.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
      && label.split(separator: " ").count <= 3
  }

  /// `Text("\(NSLocalizedString("Result: ", comment: ""))\(count)")`: a localized label
  /// whose own text ends in a colon, then one value that is not localized, with nothing
  /// but spaces between and after: the translator places the colon.
  func interpolatesLocalizedLabelThenValue(_ file: SyntaxFile, literal l: Int) -> Bool {
    let parts = file.interpolationContents(ofLiteral: l)
    let value = file.value(ofLiteral: l)
    guard parts.count == 2, value.first == SyntaxFile.interpolationMark,
      value.allSatisfy({ $0 == SyntaxFile.interpolationMark || $0.isWhitespace }),
      endsInColon(file, parts[0]), localizedText(file, parts[1]) == nil,
      !parts[1].contains(where: { file.kind($0) == .stringOpen })
    else { return false }
    return true
  }

  /// Whether an operand is a label with words that ends in a colon: a literal without
  /// interpolations, `Text` of one, or a lookup whose text is one.
  func endsInColon(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Bool {
    var text: Substring
    if let lit = shownLiteral(file, o) {
      guard !file.literals[lit].hasInterpolation else { return false }
      text = Substring(file.value(ofLiteral: lit))
    } else if let looked = localizedText(file, o) {
      text = looked
      // `NSLocalizedString("settings.info.size", comment: "Size:")`: a key that names its
      // text (words joined by `.` or `_`), and a comment that gives it.
      if !text.contains(" "), text.contains(where: { $0 == "." || $0 == "_" }),
        let comment = lookupComment(file, o), !comment.isEmpty, comment.split(separator: " ").count <= 4
      {
        text = comment
      }
    } else {
      return false
    }
    while let c = text.last, c.isWhitespace { text = text.dropLast() }
    return (text.last == ":" || text.last == "\u{FF1A}")
      && text.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
  }

  /// The `comment:` literal of the lookup `o` (`NSLocalizedString("…", comment: "Size:")`).
  func lookupComment(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> Substring? {
    guard let open = o.first(where: { file.kind($0) == .stringOpen }),
      let call = file.localizedCall(withText: open),
      call.first == o.lowerBound, call.last == o.upperBound,
      let c = file.argument("comment", ofCall: Int(file.enclosingBracket[open])),
      let lit = file.literal(at: c.first), Int(file[c.first].match) == c.last,
      !file.literals[lit].hasInterpolation
    else { return nil }
    return Substring(file.value(ofLiteral: lit))
  }

  /// The literal of the last `target += "…"` before `op` in the same function, when the
  /// whole append is that literal without interpolations.
  func previousAppendedLiteral(_ file: SyntaxFile, target: Int, op: Int) -> String? {
    guard file.kind(target) == .identifier, file.kind(target - 1) != .period,
      let s = file.enclosingScope(target, [.function, .closure, .accessor])
    else { return nil }
    let body = file.body(ofScope: s)
    guard
      let previous = file.wordPositions(file.text(target), in: body.lowerBound..<target).last(where: { p in
        let q = Int(p)
        return file.kind(q - 1) != .period && file.isWord(q + 1, "+=")
      })
    else { return nil }
    let open = Int(previous) + 2
    guard let lit = file.literal(at: open), !file.literals[lit].hasInterpolation,
      Int(file[open].match) == file.expressionEnd(from: open)
    else { return nil }
    return file.value(ofLiteral: lit)
  }

  /// `output += " "`: spaces between what came before and what comes next, each judged
  /// on its own append.
  func appendsOnlySpace(_ file: SyntaxFile, first: Int, end: Int) -> Bool {
    guard let lit = file.literal(at: first), Int(file[first].match) == end else { return false }
    return isWhitespace(file.value(ofLiteral: lit))
  }

  /// `output += " "` then `output += String(localized: "If you are a moderator….")`: a
  /// whole localized sentence after a space.
  func appendsSentenceAfterSpace(_ file: SyntaxFile, target: Int, op: Int, end: Int) -> Bool {
    guard isLocalizedSentence(file, (op + 1)...end),
      let previous = previousAppendedLiteral(file, target: target, op: op)
    else { return false }
    return isWhitespace(previous)
  }
}
