/// Telling a `Date` from a number of seconds without types: what the file declares, and
/// the names Swift code gives dates.
extension SyntaxFile {
  /// Calls and initializers whose result is a `Date`.
  static let dateFunctions: WordSet = [
    "Date", "NSDate", "startOfDay", "addingTimeInterval", "date", "endOfDay",
  ]
  /// Members of `Date` that are dates, read as `Date.now` or `.now`.
  static let dateMembers: WordSet = ["now", "distantPast", "distantFuture"]
  /// Names that hold a date in code of any style.
  static let dateNames: WordSet = ["date", "now", "today", "tomorrow", "yesterday", "midnight"]

  /// Whether tokens `first...last` read a `Date`, as far as the file tells: `Date()`,
  /// `Date.now`, `.now`, `calendar.startOfDay(for: d)`, a name declared here as a `Date`
  /// or given one, and otherwise a name spelled like a date (`date`, `now`, `endDate`,
  /// `start_date`). A name declared with anything else is not one.
  func isDateValue(_ first: Int, _ last: Int, depth: Int = 0) -> Bool {
    var f = first
    var l = last
    while kind(f) == .leftParen && Int(tokens[f].match) == l && f < l {
      f += 1
      l -= 1
    }
    while l > f && tokens[l].isPostfixOperator { l -= 1 }
    guard f <= l else { return false }
    if kind(l) == .rightParen {
      let open = Int(tokens[l].match)
      guard open >= f, let c = callee(ofOpenParen: open) else { return false }
      return text(c, isIn: Self.dateFunctions)
    }
    guard kind(l) == .identifier else { return false }
    if kind(l - 1) == .period {
      // `.now`, `Date.now`, `Date.distantPast`.
      if l - 1 == f || isWord(l - 2, "Date") || isWord(l - 2, "NSDate") {
        return text(l, isIn: Self.dateMembers)
      }
      return nameSaysDate(l)
    }
    guard l == f else { return false }
    if let declared = declaredAsDate(l, depth: depth) { return declared }
    return nameSaysDate(l)
  }

  /// Whether the name at `i` is spelled like a date: `date`, `now`, `today`, or ending in
  /// `Date` or `_date` (`endDate`, `start_date`; not `update`).
  func nameSaysDate(_ i: Int) -> Bool {
    if text(i, isIn: Self.dateNames) { return true }
    return word(i, endsWith: "Date") || word(i, endsWith: "_date")
  }

  /// For a bare name read at `use`: whether its declaration in an enclosing scope (a
  /// `let`/`var`, or a parameter of an enclosing function) makes it a `Date`; nil when
  /// the file does not declare it there.
  func declaredAsDate(_ use: Int, depth: Int) -> Bool? {
    if let k = nearestDeclaration(ofNameAt: use) {
      let n = k + 1
      if let type = typeAnnotation(ofBindingAt: n) {
        return isWord(type.lowerBound, "Date") || isWord(type.lowerBound, "NSDate")
      }
      guard isWord(n + 1, "="), n + 2 < count, depth < 2 else { return false }
      return isDateValue(n + 2, expressionEnd(from: n + 2), depth: depth + 1)
    }
    guard let type = parameterType(ofNameAt: use) else { return nil }
    return isWord(type, "Date") || isWord(type, "NSDate")
  }
}
