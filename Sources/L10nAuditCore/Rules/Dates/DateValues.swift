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
    let name = text(use)
    var best = -1
    for d in declarations(of: name) {
      let k = Int(d)
      guard k < use else { break }
      if encloses(scopeOf: k, use) { best = k }
    }
    if best >= 0 {
      let n = best + 1
      if let type = typeAnnotation(ofBindingAt: n) {
        return isWord(type.lowerBound, "Date") || isWord(type.lowerBound, "NSDate")
      }
      guard isWord(n + 1, "="), n + 2 < count, depth < 2 else { return false }
      return isDateValue(n + 2, expressionEnd(from: n + 2), depth: depth + 1)
    }
    return parameterIsDate(name, at: use)
  }

  /// Whether the scope of token `k` holds token `i` too.
  func encloses(scopeOf k: Int, _ i: Int) -> Bool {
    let outer = Int(scopeOfToken[k])
    guard outer >= 0 else { return true }
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      if s == outer { return true }
      s = Int(scopes[s].parent)
    }
    return false
  }

  /// Whether a parameter named `name` of a function enclosing token `i` is a `Date`; nil
  /// when no enclosing function has one.
  func parameterIsDate(_ name: String, at i: Int) -> Bool? {
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      work.add(1)
      let scope = scopes[s]
      if scope.kind == .function && scope.introducer >= 0 {
        var j = Int(scope.introducer) + 1
        let open = Int(scope.open)
        while j + 1 < open {
          work.add(1)
          if kind(j) == .identifier && kind(j + 1) == .colon && textEquals(j, name)
            && (kind(j - 1) == .leftParen || kind(j - 1) == .comma || kind(j - 1) == .identifier)
          {
            var t = j + 2
            while kind(t) == .attribute || isWord(t, "inout") { t += 1 }
            return isWord(t, "Date") || isWord(t, "NSDate")
          }
          j += 1
        }
      }
      s = Int(scope.parent)
    }
    return nil
  }
}
