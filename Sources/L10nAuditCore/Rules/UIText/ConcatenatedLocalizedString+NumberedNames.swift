extension ConcatenatedLocalizedString {
  /// `"fan".localized() + " \(id + 1)"`, `L10n.book + " #" + String(n)`: a localized name
  /// and the number of one item of its kind ("Fan 2", "Book #3"), as a list numbers its
  /// rows. There are no words to reorder. After `#` any value is the item's identifier
  /// (`L10n.commit + " #" + sha`).
  func isNameThenNumber(
    _ file: SyntaxFile, _ pieces: ArraySlice<ClosedRange<Int>>, _ localized: LocalizedValues
  ) -> Bool {
    let hash = pieces.contains { plainLiteralValue(file, $0)?.trimmingWhitespace == "#" }
    let rest = pieces.filter { o in
      whitespaceValue(file, o) == nil && plainLiteralValue(file, o)?.trimmingWhitespace != "#"
    }.map { withoutModifiers(file, $0) }
    guard rest.count == 2, isLocalizedName(file, rest[0], localized) else { return false }
    guard let lit = shownLiteral(file, rest[1]) else { return hash || isItemNumber(file, rest[1]) }
    let text = file.value(ofLiteral: lit).filter { !$0.isWhitespace }
    let parts = file.interpolationContents(ofLiteral: lit)
    let mark = String(SyntaxFile.interpolationMark)
    guard parts.count == 1 else { return false }
    if text == "#" + mark || hash && text == mark { return true }
    return text == mark && isItemNumber(file, parts[0])
  }

  /// The interpolating form: `"\("fan".localized()) \(fan.id + 1)"`,
  /// `"\(String(localized: "reader.previousBook")) #\(number)"`,
  /// `"\(L10n.commit) #\(sha.prefix(7))"`.
  func interpolatesNameThenNumber(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues) -> Bool {
    let mark = String(SyntaxFile.interpolationMark)
    let text = file.value(ofLiteral: l)
    let hash = text == mark + " #" + mark
    guard text == mark + " " + mark || hash else { return false }
    let parts = file.interpolationContents(ofLiteral: l)
    return parts.count == 2 && isLocalizedName(file, parts[0], localized)
      && (hash || isItemNumber(file, parts[1]))
  }

  /// A localized value whose text, when the file shows it, is a name of one or two words.
  func isLocalizedName(_ file: SyntaxFile, _ o: ClosedRange<Int>, _ localized: LocalizedValues) -> Bool {
    guard localized.isLocalized(file, o.lowerBound, o.upperBound) else { return false }
    guard let text = localizedText(file, o) else { return true }
    let words = text.split(separator: " ")
    return (1...2).contains(words.count) && text.last.map { $0.isLetter } == true
  }

  /// An item's number, version or code: a value plus or minus an integer (`id + 1`), or
  /// a name that says so (`index`, `pageNumber`, `year`, `appVersion`, `statusCode`,
  /// `status`, `ordinal`), also through `String(…)` or `?? "-"`.
  func isItemNumber(_ file: SyntaxFile, _ r: ClosedRange<Int>) -> Bool {
    for j in r {
      if file.kind(j) == .operator, file.isWord(j, "+") || file.isWord(j, "-"),
        j + 1 <= r.upperBound, file.kind(j + 1) == .integerLiteral, j > r.lowerBound
      {
        return true
      }
      if file.kind(j) == .identifier {
        let name = file.text(j).lowercased()
        if Self.itemNumberNames.contains(where: { name.hasSuffix($0) }) { return true }
      }
    }
    return false
  }

  /// Ends of names (lowercased) that hold an item's number, version or code.
  static let itemNumberNames = ["index", "number", "year", "version", "code", "status", "ordinal"]
}

extension ConcatenatedLocalizedString {
  /// `Text("Chronoline").bold()`: the `Text(…)` call without the modifiers after it.
  func withoutModifiers(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> ClosedRange<Int> {
    guard let close = textCallClose(file, o), close > o.lowerBound else { return o }
    return o.lowerBound...close
  }

  /// `(isPopular ? ", popular" : "")`, `(saving.map { ", save \($0) percent" } ?? "")`: an
  /// item that is there or not, in brackets; the text of its literal when it is.
  func optionalItem(_ file: SyntaxFile, _ o: ClosedRange<Int>) -> String? {
    guard file.kind(o.lowerBound) == .leftParen, Int(file[o.lowerBound].match) == o.upperBound,
      o.upperBound - o.lowerBound > 2
    else { return nil }
    let inner = (o.lowerBound + 1)...(o.upperBound - 1)
    func isEmptyLiteral(_ r: ClosedRange<Int>) -> Bool { plainLiteralValue(file, r) == "" }
    var present: ClosedRange<Int>
    if let (whenTrue, whenFalse) = file.conditionalBranches(in: inner) {
      if isEmptyLiteral(whenFalse) {
        present = whenTrue
      } else if isEmptyLiteral(whenTrue) {
        present = whenFalse
      } else {
        return nil
      }
    } else if let q = inner.last(where: {
      file.isWord($0, "??") && file.enclosingBracket[$0] == file.enclosingBracket[inner.lowerBound]
    }), q > inner.lowerBound, q < inner.upperBound, isEmptyLiteral((q + 1)...inner.upperBound) {
      present = inner.lowerBound...(q - 1)
    } else {
      return nil
    }
    guard let open = present.first(where: { file.kind($0) == .stringOpen }), let lit = file.literal(at: open)
    else { return nil }
    return file.value(ofLiteral: lit)
  }
}
