/// A label before one value, joined with `+`: `"Version " + appVersion`, `"Extra time (" +
/// hours + " hrs)"`. It reads in the same order in every language, so it is no sentence
/// in pieces (`concatenated-localized-string`); what is wrong is the label's untranslated
/// text, which `hardcoded-ui-string` reports.
enum LabeledValue {
  /// Whether the operands of a `+` chain are such a label and its value: one word and a
  /// space before a value named for a version or a number (`"Step " +
  /// stepNumber.description`), or a label that opens a parenthesis, the value, and its
  /// close (a unit may stand before it: `"hrs.)"`).
  static func matches(_ file: SyntaxFile, _ operands: [ClosedRange<Int>]) -> Bool {
    func plainLiteral(_ o: ClosedRange<Int>) -> [UInt8]? {
      guard let lit = file.literal(at: o.lowerBound), Int(file[o.lowerBound].match) == o.upperBound,
        !file.literals[lit].hasInterpolation
      else { return nil }
      return Array(file.value(ofLiteral: lit).utf8)
    }
    func isValue(_ o: ClosedRange<Int>) -> Bool { file.literal(at: o.lowerBound) == nil }
    if operands.count == 2, let label = plainLiteral(operands[0]), isValue(operands[1]) {
      return isWordAndSpace(label)
        && operands[1].contains { j in
          guard file.kind(j) == .identifier else { return false }
          if TextSearch.containsIgnoringCase(file.text(j), "version") { return true }
          // A value named for a number, not an argument's label (`format(decimalNumber: id)`).
          return file.kind(j + 1) != .colon
            && TextSearch.containsAny(file.text(j), [], ignoringCase: ["number", "index"])
        }
    }
    if operands.count == 3, let open = plainLiteral(operands[0]), isValue(operands[1]),
      let close = plainLiteral(operands[2])
    {
      return opensParenthesis(open) && closesParenthesis(close)
    }
    return false
  }

  static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }

  /// `"Version "`: ASCII letters and one space after them.
  static func isWordAndSpace(_ text: [UInt8]) -> Bool {
    text.count >= 2 && text.last == 0x20 && text.dropLast().allSatisfy(isLetter)
  }

  /// `"Extra Distance Travel ("`, `"Coupon Applied( "`: words, then `(` and spaces.
  static func opensParenthesis(_ text: [UInt8]) -> Bool {
    var end = text.count
    while end > 0 && text[end - 1] == 0x20 { end -= 1 }
    guard end >= 2, text[end - 1] == 0x28 else { return false }
    let label = text[..<(end - 1)]
    return label.contains(where: isLetter) && !label.contains { $0 == 0x28 || $0 == 0x29 }
  }

  /// `")"`, `" )"`, `"hrs.)"`: the close of the parenthesis, after a short unit.
  static func closesParenthesis(_ text: [UInt8]) -> Bool {
    var start = 0
    while start < text.count && text[start] == 0x20 { start += 1 }
    var end = text.count
    while end > start && text[end - 1] == 0x20 { end -= 1 }
    guard end > start, text[end - 1] == 0x29 else { return false }
    let unit = text[start..<(end - 1)]
    return unit.count <= 6 && unit.allSatisfy { isLetter($0) || $0 == 0x2E }
  }
}
