extension ConcatenatedLocalizedString {
  /// `"fan".localized() + " \(id + 1)"`, `L10n.book + " #" + String(n)`: a localized name
  /// and the number of one item of its kind ("Fan 2", "Book #3"), as a list numbers its
  /// rows. There are no words to reorder.
  func isNameThenNumber(
    _ file: SyntaxFile, _ pieces: ArraySlice<ClosedRange<Int>>, _ localized: LocalizedValues
  ) -> Bool {
    let rest = pieces.filter { whitespaceValue(file, $0) == nil && plainLiteralValue(file, $0) != "#" }
    guard rest.count == 2, isLocalizedName(file, rest[0], localized) else { return false }
    guard let lit = shownLiteral(file, rest[1]) else { return isItemNumber(file, rest[1]) }
    let text = file.value(ofLiteral: lit).filter { !$0.isWhitespace }
    let parts = file.interpolationContents(ofLiteral: lit)
    let mark = String(SyntaxFile.interpolationMark)
    return (text == mark || text == "#" + mark) && parts.count == 1 && isItemNumber(file, parts[0])
  }

  /// The interpolating form: `"\("fan".localized()) \(fan.id + 1)"`,
  /// `"\(String(localized: "reader.previousBook")) #\(number)"`.
  func interpolatesNameThenNumber(_ file: SyntaxFile, literal l: Int, _ localized: LocalizedValues) -> Bool {
    let mark = String(SyntaxFile.interpolationMark)
    let text = file.value(ofLiteral: l)
    guard text == mark + " " + mark || text == mark + " #" + mark else { return false }
    let parts = file.interpolationContents(ofLiteral: l)
    return parts.count == 2 && isLocalizedName(file, parts[0], localized) && isItemNumber(file, parts[1])
  }

  /// A localized value whose text, when the file shows it, is a name of one or two words.
  func isLocalizedName(_ file: SyntaxFile, _ o: ClosedRange<Int>, _ localized: LocalizedValues) -> Bool {
    guard localized.isLocalized(file, o.lowerBound, o.upperBound) else { return false }
    guard let text = localizedText(file, o) else { return true }
    let words = text.split(separator: " ")
    return (1...2).contains(words.count) && text.last.map { $0.isLetter } == true
  }

  /// An item's number: a value plus or minus an integer (`id + 1`), or a name that says
  /// so (`index`, `pageNumber`), also through `String(…)` or `?? "-"`.
  func isItemNumber(_ file: SyntaxFile, _ r: ClosedRange<Int>) -> Bool {
    for j in r {
      if file.kind(j) == .operator, file.isWord(j, "+") || file.isWord(j, "-"),
        j + 1 <= r.upperBound, file.kind(j + 1) == .integerLiteral, j > r.lowerBound
      {
        return true
      }
      if file.kind(j) == .identifier {
        let name = file.text(j).lowercased()
        if name.hasSuffix("index") || name.hasSuffix("number") { return true }
      }
    }
    return false
  }
}
