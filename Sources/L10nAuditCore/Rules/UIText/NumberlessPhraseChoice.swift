/// `let name = n == 1 ? "Delete Feed" : "Delete Feeds"`: a choice between whole phrases
/// that show no count, each a complete value (a title or a command) that nothing joins to
/// a number. Without a number, "one thing" against "several things" is a choice of
/// meaning that every language words on its own, not a CLDR plural category, so
/// `english-plural-branch` leaves it alone.
///
/// Only whole values qualify: returned, assigned to a property, bound to a name that is
/// never joined to more text, or (in `if`/`else` bodies) passed to a call that is its own
/// statement. Fragments (`"days left"` after `"\(n) "`), single words (`"file"`) and
/// lowercase phrases stay reported: they usually sit beside a number shown elsewhere.
enum NumberlessPhraseChoice {
  /// A ternary whose branches are both countless phrases and which stands alone. With
  /// `fixedCount` (the `2` of `n == 2`), a phrase may show that one number as digits
  /// (`"Save 2 Files"`): a fixed count, not a count of any size.
  static func matches(
    _ file: SyntaxFile, condition start: Int, question q: Int,
    branches: (whenTrue: ClosedRange<Int>, whenFalse: ClosedRange<Int>), extra: [String],
    fixedCount: String? = nil
  ) -> Bool {
    let last = branches.whenFalse.upperBound
    // The one expression of a closure or accessor is its value (`label: { n == 1 ? … : … }`).
    var first = start
    while file.kind(first - 1) == .leftParen && Int(file[first - 1].match) < q { first -= 1 }
    let implicitReturn = file.kind(first - 1) == .leftBrace && Int(file[first - 1].match) == last + 1
    // The whole argument of a call that is its own statement, followed by modifiers at
    // most: `Text(n == 1 ? "Post failed." : "Posts failed.").padding()`.
    var wholeArgument = false
    // `Section(n > 1 ? "Comments" : "Comment") { … }`: the title of a container, which
    // holds no count, so a single word is a heading too.
    var titlesContainer = false
    if file.kind(first - 1) == .leftParen, Int(file[first - 1].match) == last + 1,
      let callee = file.callee(ofOpenParen: first - 1)
    {
      let expression = file.operandStart(endingAt: callee)
      titlesContainer =
        file.kind(last + 2) == .leftBrace && Self.containers.contains(where: { file.isWord(callee, $0) })
      var after = last + 2
      while file.kind(after) == .period && file.kind(after + 1) == .identifier {
        after += 2
        if file.kind(after) == .leftParen && file[after].match > after { after = Int(file[after].match) + 1 }
      }
      wholeArgument =
        file.statementStart(expression) == expression
        && !(after < file.count && file[after].isBinaryOperator)
    } else {
      wholeArgument = isArgumentBesideLiterals(file, first: first, last: last)
    }
    guard
      implicitReturn || wholeArgument
        || endsStatement(file, after: last) && isWholeValue(file, at: start, allowArgument: false)
    else { return false }
    for branch in [branches.whenTrue, branches.whenFalse] {
      guard let text = phrase(file, branch, extra: extra, depth: 0),
        isCountless(text, fixed: fixedCount, minimumWords: titlesContainer ? 1 : 2)
      else {
        return false
      }
    }
    return true
  }

  /// `Label(n == 1 ? "Saved Folder" : "Saved Folders", systemImage: "star")`: a whole
  /// argument of a call that is its own statement, whose other arguments are plain
  /// literals (an image's name), so nothing shows a count beside the phrase.
  static func isArgumentBesideLiterals(_ file: SyntaxFile, first: Int, last: Int) -> Bool {
    let p = Int(file.enclosingBracket[first])
    guard p >= 0, file.kind(p) == .leftParen, let callee = file.callee(ofOpenParen: p) else { return false }
    let arguments = file.arguments(ofCall: p)
    guard arguments.count >= 2, arguments.contains(where: { $0.first == first && $0.last == last }) else {
      return false
    }
    for a in arguments where a.first != first {
      guard let l = file.literal(at: a.first), Int(file[a.first].match) == a.last,
        !file.literals[l].hasInterpolation
      else { return false }
    }
    let expression = file.operandStart(endingAt: callee)
    let close = Int(file[p].match)
    return file.statementStart(expression) == expression
      && !(close + 1 < file.count && file[close + 1].isBinaryOperator)
  }

  /// `if n == 1 { title = "Open File" } else { title = "Open Files" }`: every literal of
  /// each body is a countless phrase and a whole value.
  static func bodiesMatch(_ file: SyntaxFile, _ bodies: [ClosedRange<Int>]) -> Bool {
    for body in bodies {
      var sawPhrase = false
      for j in body where file[j].kind == .stringOpen {
        // A translator comment is no phrase of the choice.
        if file.kind(j - 1) == .colon && file.isWord(j - 2, "comment") { continue }
        guard let lit = file.literal(at: j), !file.literals[lit].hasInterpolation,
          isCountless(file.value(ofLiteral: lit))
        else { return false }
        // The value is the literal, or the localized call it is the text of
        // (`return String(localized: "Loading selected photo…", comment: …)`).
        var (first, last) = (j, Int(file[j].match))
        if let call = file.localizedCall(withText: j) { (first, last) = call }
        // `if n == 1 { String(localized: "Reader connected.") } else { … }`: the phrase is
        // the whole body, the value of an `if` expression.
        var inner = body
        let open = file.isKeyword(body.lowerBound, [.`else`]) ? body.lowerBound + 1 : body.lowerBound
        if file.kind(open) == .leftBrace, Int(file[open].match) == body.upperBound, body.upperBound - open > 1
        {
          inner = (open + 1)...(body.upperBound - 1)
        }
        let isBody = first == inner.lowerBound && last == inner.upperBound
        guard isBody || endsStatement(file, after: last) || file.kind(last + 1) == .rightParen,
          isBody || file.isKeyword(first - 1, [.`return`])
            || isWholeValue(file, at: first, allowArgument: true)
        else { return false }
        sawPhrase = true
      }
      guard sawPhrase else { return false }
    }
    return true
  }

  /// The token after `last` ends the statement: a line break (not a continuing `.` or
  /// binary operator), `;`, `}` or the end of the file.
  static func endsStatement(_ file: SyntaxFile, after last: Int) -> Bool {
    let after = last + 1
    guard after < file.count else { return true }
    let t = file[after]
    if t.kind == .semicolon || t.kind == .rightBrace { return true }
    return t.flags.contains(.newlineBefore) && t.kind != .period
      && !(t.kind == .operator && t.isBinaryOperator)
  }

  /// The value starting at `start` is whole: returned, assigned to a property, bound to a
  /// name never joined to more text, or (with `allowArgument`) an argument of a call that
  /// stands as its own statement (`Button("Kill Terminals") { … }`).
  static func isWholeValue(_ file: SyntaxFile, at start: Int, allowArgument: Bool) -> Bool {
    let before = start - 1
    let bracket = Int(file.enclosingBracket[start])
    if bracket >= 0 && file[bracket].kind == .interpolationOpen { return false }
    if file.isKeyword(before, [.`return`]) { return true }
    if file.isWord(before, "=") && file[before].kind == .operator {
      // `button.title = …`: a property set to the phrase.
      if file.kind(before - 1) == .identifier && file.kind(before - 2) == .period {
        return true
      }
      guard let binding = file.binding(ofExpressionAt: start) else { return false }
      return !isJoinedLater(file, name: binding.name)
    }
    guard allowArgument, bracket >= 0, file[bracket].kind == .leftParen,
      file.kind(before) == .leftParen || file.kind(before) == .comma
        || file.kind(before) == .colon,
      let callee = file.callee(ofOpenParen: bracket)
    else { return false }
    let expression = file.operandStart(endingAt: callee)
    return file.statementStart(expression) == expression
  }

  /// Whether a later read of the name at token `name`, within its scope and before it is
  /// declared again, joins it to more text (`+`, or an interpolation).
  static func isJoinedLater(_ file: SyntaxFile, name: Int) -> Bool {
    let s = Int(file.scopeOfToken[name])
    let end = s >= 0 ? Int(file.scopes[s].close) : file.count
    for p in file.wordPositions(file.text(name), in: (name + 1)..<max(name + 1, end)) {
      let u = Int(p)
      file.work.add(1)
      if file.isKeyword(u - 1, [.`let`, .`var`]) { break }  // declared again
      if file.kind(u - 1) == .period || file.kind(u + 1) == .colon { continue }
      let bracket = Int(file.enclosingBracket[u])
      if bracket >= 0 && file[bracket].kind == .interpolationOpen { return true }
      if file.isWord(u - 1, "+") || file.isWord(u + 1, "+") || file.isWord(u - 1, "+=") {
        return true
      }
    }
    return false
  }

  /// The text of a branch: a plain literal, a localized call whose first argument is one
  /// (`NSLocalizedString("Delete Feed", …)`), or a name this file binds to either.
  static func phrase(_ file: SyntaxFile, _ r: ClosedRange<Int>, extra: [String], depth: Int)
    -> String?
  {
    guard let inner = file.strippingParens(r) else { return nil }
    let (f, l) = (inner.lowerBound, inner.upperBound)
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

  /// SwiftUI containers whose first argument is a title over their content.
  static let containers = ["Section", "Menu", "DisclosureGroup", "ControlGroup", "GroupBox"]

  /// A phrase of `minimumWords` words or more (two unless a container's title) that starts
  /// with a capital letter (a title or a command, not a fragment), with no number,
  /// placeholder or interpolation; but for `fixed`, a number that may stand as a word of
  /// its own.
  static func isCountless(_ text: String, fixed: String? = nil, minimumWords: Int = 2) -> Bool {
    var words = 0
    var inWord = false
    var first: Unicode.Scalar? = nil
    if let fixed {
      let digits = text.split(whereSeparator: { $0.unicodeScalars.first?.properties.numericType == nil })
      guard digits.allSatisfy({ $0 == fixed }) else { return false }
    }
    for u in text.unicodeScalars {
      if u == "%" || u == "\u{FFFC}" { return false }
      if u.properties.numericType != nil {
        if fixed != nil { continue }
        return false
      }
      let isLetter = NaturalLanguage.isAlphabetic(u)
      if isLetter && first == nil { first = u }
      if isLetter && !inWord { words += 1 }
      inWord = isLetter
    }
    guard let first, first.properties.isUppercase else { return false }
    return words >= minimumWords && !NaturalLanguage.isIdentifierShaped(text)
  }
}

extension NumberlessPhraseChoice {
  /// `"Are you sure to delete the cached file\(n > 1 ? "s" : "")?"`: a bare plural suffix
  /// in a literal that shows no count (the choice is its only interpolation), a phrase of
  /// two words or more that starts with a capital letter and is not joined to more text
  /// with `+`. As with whole phrases, "one thing" against "several things" without a number
  /// is a choice of meaning. A single word (`"file\(…)"`) sits beside a number shown
  /// elsewhere, and stays reported.
  static func suffixesCountlessPhrase(_ file: SyntaxFile, condition start: Int, end: Int) -> Bool {
    // The ternary is the whole of one interpolation (in parentheses at most).
    var b = Int(file.enclosingBracket[start])
    while b >= 0, file.kind(b) == .leftParen, Int(file[b].match) == end + 1 {
      b = Int(file.enclosingBracket[b])
    }
    guard b >= 0, file.kind(b) == .interpolationOpen, Int(file[b].match) == end + 1,
      let open = file.literalOpen(holdingInterpolation: b), let l = file.literal(at: open)
    else { return false }
    let close = Int(file[open].match)
    guard !file.isWord(open - 1, "+"), !file.isWord(close + 1, "+"), !file.isWord(open - 1, "+=") else {
      return false
    }
    let value = file.value(ofLiteral: l)
    guard value.unicodeScalars.filter({ $0 == "\u{FFFC}" }).count == 1,
      value.first?.isUppercase == true
    else { return false }
    let words = value.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains(where: \.isLetter) }
    return words.count >= 2
  }
}
