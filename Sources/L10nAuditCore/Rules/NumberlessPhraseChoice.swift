/// `n == 1 ? "Delete Feed" : "Delete Feeds"`: a ternary that stands alone (a whole
/// `return`, binding, assignment or argument), or an `if`/`else`, that picks between
/// phrases showing no count. Without a number, "one thing" against "several things" is a choice of meaning
/// that every language words on its own, not a CLDR plural category, so
/// `english-plural-branch` leaves it alone. Single words (`"file" : "files"`) are usually
/// units beside a number shown elsewhere and stay reported.
enum NumberlessPhraseChoice {
  static func matches(
    _ file: SyntaxFile, condition start: Int, question q: Int,
    branches: (whenTrue: ClosedRange<Int>, whenFalse: ClosedRange<Int>), extra: [String]
  ) -> Bool {
    guard standsAlone(file, first: start, last: branches.whenFalse.upperBound) else {
      return false
    }
    for branch in [branches.whenTrue, branches.whenFalse] {
      guard let text = phrase(file, branch, extra: extra, depth: 0), isCountless(text) else {
        return false
      }
    }
    return true
  }

  /// `if n == 1 { title = "Open File" } else { title = "Open Files" }`: each branch body
  /// holds text, and every literal in it is a countless phrase.
  static func bodiesMatch(_ file: SyntaxFile, _ bodies: [ClosedRange<Int>]) -> Bool {
    for body in bodies {
      var sawPhrase = false
      for j in body where file[j].kind == .stringOpen {
        guard let lit = file.literal(at: j), !file.literals[lit].hasInterpolation,
          isCountless(file.value(ofLiteral: lit))
        else { return false }
        sawPhrase = true
      }
      guard sawPhrase else { return false }
    }
    return true
  }

  /// Nothing joins the ternary to more text: before it `=`, `return`, a call's `(`, `,`
  /// or a label's `:`; after it the end of the statement or of the argument.
  static func standsAlone(_ file: SyntaxFile, first: Int, last: Int) -> Bool {
    let before = first - 1
    let opensValue =
      file.isWord(before, "=") || file.isKeyword(before, [.`return`])
      || (file.kind(before) == .leftParen && file.callee(ofOpenParen: before) != nil)
      || file.kind(before) == .comma
      || (file.kind(before) == .colon && file.enclosingCall(first) != nil)
    guard opensValue else { return false }
    let bracket = Int(file.enclosingBracket[first])
    if bracket >= 0 && file[bracket].kind == .interpolationOpen { return false }
    let after = last + 1
    guard after < file.count else { return true }
    switch file[after].kind {
    case .rightParen, .comma, .rightBrace, .semicolon: return true
    default: return file[after].flags.contains(.newlineBefore) && file[after].kind != .period
    }
  }

  /// The text of a branch: a plain literal, a localized call whose first argument is one
  /// (`NSLocalizedString("Delete Feed", …)`), or a name this file binds to either.
  static func phrase(_ file: SyntaxFile, _ r: ClosedRange<Int>, extra: [String], depth: Int)
    -> String?
  {
    var f = r.lowerBound
    var l = r.upperBound
    while file.kind(f) == .leftParen && Int(file[f].match) == l {
      f += 1
      l -= 1
    }
    guard f <= l else { return nil }
    if let lit = file.literal(at: f), Int(file[f].match) == l {
      return file.literals[lit].hasInterpolation ? nil : file.value(ofLiteral: lit)
    }
    if let name = file.referencedName(f...l) {
      guard depth == 0, let value = file.initialValue(ofDeclared: file.text(name)) else {
        return nil
      }
      return phrase(file, value, extra: extra, depth: 1)
    }
    guard file.localizedExpressionEnd(at: f, extraFunctions: extra) == l else { return nil }
    // The call's first argument is the text (or its key).
    var p = f
    while p <= l && file.kind(p) != .leftParen { p += 1 }
    guard p < l, let first = file.arguments(ofCall: p).first,
      let lit = file.literal(at: first.first), Int(file[first.first].match) == first.last,
      !file.literals[lit].hasInterpolation
    else { return nil }
    return file.value(ofLiteral: lit)
  }

  /// Two words or more, and no number, placeholder or interpolation.
  static func isCountless(_ text: String) -> Bool {
    var words = 0
    var inWord = false
    for u in text.unicodeScalars {
      if u == "%" || u == "\u{FFFC}" || u.properties.numericType != nil { return false }
      let isLetter = NaturalLanguage.isAlphabetic(u)
      if isLetter && !inWord { words += 1 }
      inWord = isLetter
    }
    return words >= 2 && !NaturalLanguage.isIdentifierShaped(text)
  }
}
