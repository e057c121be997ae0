/// Text chosen by comparing a count with 1 (or 2): English plural rules written into code.
public struct EnglishPluralBranch: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "english-plural-branch",
    summary: "text chosen by comparing a count with 1 or 2: English plural rules written into code",
    severity: .warning, fixability: .none, group: .uiText, skipsDebugCode: true)

  /// Comparisons that split numbers the English way: `== 1`, `!= 1`, `> 1`, `<= 1`,
  /// `< 2`, `>= 2`, `== 2`.
  static let comparisons: [String: Set<String>] = [
    "1": ["==", "!=", ">", "<="], "2": ["<", ">=", "=="],
  ]

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    // A test's branches choose what to assert, not what users read.
    if context.isTestFile && !context.options.includeTestsAndPreviews { return [] }
    var out: [Finding] = []
    let extra = context.options.localizationFunctions
    // Candidates, in order: the integer literals `1` and `2`, and `case`.
    let index = file.kindIndex
    let numbers = file.tokenIndices(in: index.integerLiterals) { tokens, bytes, i in
      let t = tokens[i]
      return t.end - t.start == 1 && (bytes[Int(t.start)] == 0x31 || bytes[Int(t.start)] == 0x32)
    }
    let cases = file.tokenIndices(in: index.keywords) { tokens, _, i in tokens[i].keyword == .case }
    let candidates = TokenKindIndex.merged(numbers, cases)
    for i in candidates {
      let t = file[i]
      // Debug code is asked about last: it is found on first need, for the file.
      if t.kind == .integerLiteral {
        guard let found = comparison(file, literal: i, extra: extra), !file.debugCode.contains(file, i),
          !HandTranslatedText.isInLanguageBranch(file, i), !HandTranslatedText.isInEnglishFunction(file, i)
        else {
          continue
        }
        out.append(report(file, found.range, "`\(found.op)`"))
      } else if t.kind == .keyword && file.isWord(i, "case") && file.isWord(i + 1, "1")
        && file.kind(i + 2) == .colon
      {
        guard isPluralCase(file, i, extra: extra), !file.debugCode.contains(file, i),
          !HandTranslatedText.isInEnglishFunction(file, i)
        else { continue }
        let range = Int(t.start)..<Int(file[i + 2].end)
        out.append(report(file, range, "`case 1:`"))
      }
    }
    return out
  }

  func report(_ file: SyntaxFile, _ range: Range<Int>, _ what: String) -> Finding {
    let cldr = EnglishPluralAssumption.shared
    return finding(
      range, "text chosen by \(what) follows English plural rules: \(cldr.summary())",
      help:
        "use one localized string that takes the count and let the catalog choose the form (plural variations in a String Catalog or .stringsdict); \(cldr.differences.count) of \(cldr.languageCount) languages in ICU \(ICU.version) group numbers differently from English"
    )
  }

  /// `operand OP literal` at integer literal `i`, when it chooses text.
  func comparison(_ file: SyntaxFile, literal i: Int, extra: [String]) -> (range: Range<Int>, op: String)? {
    // Only `1` and `2` reach here (the candidates of `findings`).
    guard i >= 2, let ops = Self.comparisons[file.text(i)], file[i - 1].isBinaryOperator else {
      return nil
    }
    let op = file.text(i - 1)
    guard ops.contains(op) else { return nil }
    // The literal is the whole right operand: not `n == 1.0`, `n == 1 + k`, `x == 1.count`.
    if let next = file.kind(i + 1),
      next == .period || next == .leftParen && !file[i + 1].flags.contains(.spaceBefore)
    {
      return nil
    }
    let start = file.operandStart(endingAt: i - 2)
    guard start <= i - 2, file.kind(start) != .integerLiteral, file.kind(start) != .stringOpen else {
      return nil
    }
    let operand = start...(i - 2)
    let range = Int(file[start].start)..<Int(file[i].end)
    if isLogOrResourceName(file, start) || file.isReturnedOnlyToLogs(start)
      || isBoundForDevelopers(file, start)
    {
      return nil
    }
    if let q = file.ternaryQuestion(afterConditionPart: i),
      let branches = file.ternaryBranches(question: q)
    {
      let texts = [branches.whenTrue, branches.whenFalse]
      // `let countString = n == 1 ? "…" : "…"` read only by `fatalError` or a log: text
      // for developers.
      if case .binding(let name)? = file.slot(ofValue: start, branches.whenFalse.upperBound) {
        let uses = file.uses(ofBindingAt: name)
        if !uses.isEmpty && uses.allSatisfy({ isLogOrResourceName(file, $0) }) { return nil }
      }
      // `count > 1 ? .singlePress : trigger`: a branch that is an enum case chooses a value.
      if texts.contains(where: { $0.count == 2 && file.kind($0.lowerBound) == .period }) { return nil }
      let producesText = texts.contains { hasText(file, $0, extra: extra) }
      let chosenKey = isLocalizedKey(file, question: q, branches: branches, extra: extra)
      guard producesText || chosenKey else { return nil }
      // `names.count == 1 ? names[0] : …`: the branch for one names the item.
      if texts.contains(where: { Self.picksAnElement(file, $0, of: operand) }) { return nil }
      if Self.joinsTheCounted(file, operand, near: start...branches.whenFalse.upperBound) { return nil }
      guard isPluralChoice(file, operand, texts) else { return nil }
      if Self.choosesAllOrOne(file, texts) || Self.choosesTitles(file, texts, condition: start)
        || Self.namesTheItemInstead(file, operand, texts)
        || Self.talliesInBrackets(file, texts, operand: operand)
      {
        return nil
      }
      // `count == 2 ? "Save 2 Files" : "Save File"`: a test for exactly two may show that
      // fixed number.
      let fixed = op == "==" && file.isWord(i, "2") ? "2" : nil
      if NumberlessPhraseChoice.matches(
        file, condition: start, question: q, branches: branches, extra: extra, fixedCount: fixed)
      {
        return nil
      }
      if texts.contains(where: { Self.namesRelativeDay(file, $0) })
        || NumberlessPhraseChoice.suffixesCountlessPhrase(
          file, condition: start, end: branches.whenFalse.upperBound)
      {
        return nil
      }
      return (range, "\(op) \(file.text(i))")
    }
    if let statement = file.ifStatement(withConditionAt: start) {
      let body = statement.body
      let close = Int(file[body].match)
      guard close > body + 1 else { return nil }
      let then = (body + 1)...(close - 1)
      var other: ClosedRange<Int>
      if let elseBranch = file.elseBranch(afterBody: body) {
        other = elseBranch
      } else {
        // Early return: `if n == 1 { return "1 item" }` then `return "\(n) items"`.
        guard returnsText(file, then, extra: extra), close + 1 < file.count else { return nil }
        let next = close + 1
        guard file.isWord(next, "return") || file.kind(next) == .stringOpen else { return nil }
        other = next...file.expressionEnd(from: next + (file.isWord(next, "return") ? 1 : 0))
      }
      guard hasText(file, then, extra: extra), hasText(file, other, extra: extra) else { return nil }
      // Bodies that run a whole task (an alert with its actions, a loop) choose what to do,
      // not one text in two numbers.
      guard then.count <= Self.maxBranchTokens, other.count <= Self.maxBranchTokens else { return nil }
      // `if users.count == 1, let first = users.first { … }`, or `servers[0].name` in the
      // branch for one: that branch names the item, the other lists or counts them.
      if (i + 1..<body).contains(where: { Self.picksAnElement(file, $0) })
        || [then, other].contains(where: { Self.picksAnElement(file, $0, of: operand) })
      {
        return nil
      }
      // A branch that lists names (`.formatted(.list(type: .and))`, `ListFormatter`) or
      // names one and counts the rest (`\(n - 1) others`) chooses what to say.
      if [then, other].contains(where: { Self.listsOrCountsOthers(file, $0, operand: operand) }) {
        return nil
      }
      guard isPluralChoice(file, operand, [then, other]) else { return nil }
      if NumberlessPhraseChoice.bodiesMatch(file, [then, other]) || Self.appendsNames(file, [then, other])
        || Self.talliesInBrackets(file, [then, other], operand: operand)
      {
        return nil
      }
      if [then, other].contains(where: { Self.namesRelativeDay(file, $0) }) { return nil }
      return (range, "\(op) \(file.text(i))")
    }
    return nil
  }

  /// `case 1:` in a `switch` over a count whose cases produce text.
  func isPluralCase(_ file: SyntaxFile, _ c: Int, extra: [String]) -> Bool {
    guard let parts = file.switchCase(at: c) else { return false }
    let s = Int(file.scopeOfToken[c])
    let subjectStart = parts.switchKeyword + 1
    let subjectEnd = Int(file.scopes[s].open) - 1
    guard subjectEnd >= subjectStart, hasText(file, parts.body, extra: extra) else { return false }
    // Another case (or `default`) that produces text, too.
    var others: [ClosedRange<Int>] = []
    // `case 3:`, `case 4:`: cases for numbers past two number positions or codes, not the
    // forms of a plural (`getLanguage(pos:)` returning `"ar"`, `"zh_CN"`, …).
    var positions = 0
    for k in file.body(ofScope: s) where k != c && Int(file.scopeOfToken[k]) == s {
      guard file.isWord(k, "case") || file.isWord(k, "default"), file.kind(k - 1) != .period else {
        continue
      }
      if file.kind(k + 1) == .integerLiteral, file.kind(k + 2) == .colon,
        let n = Int(file.text(k + 1)), n >= 3
      {
        positions += 1
        if positions >= 2 { return false }
      }
      if file.isWord(k, "default"), file.kind(k + 1) == .colon {
        var e = k + 2
        while e < Int(file.scopes[s].close)
          && !(Int(file.scopeOfToken[e]) == s && file.isKeyword(e, [.`case`, .`default`]))
        {
          e += 1
        }
        if e - 1 >= k + 2 { others.append((k + 2)...(e - 1)) }
      } else if let other = file.switchCase(at: k) {
        others.append(other.body)
      }
    }
    guard others.contains(where: { hasText(file, $0, extra: extra) }) else { return false }
    if Self.namesRelativeDay(file, parts.body) || Self.namesAnotherThing(file, parts.body, others) {
      return false
    }
    // `case 1: names[0]`, `case 2: names[0] & names[1]`: a list of names, one per case
    // (a `ListFormatter` is the fix there, not plural rules).
    if ([parts.body] + others).contains(where: { r in r.contains { Self.picksAnElement(file, $0) } }) {
      return false
    }
    return isPluralChoice(file, subjectStart...subjectEnd, [parts.body] + others)
  }

  /// `daysAgo == 1 ? Strings.yesterday : String(format: Strings.xDaysAgo, n)`: a branch
  /// that names the day before or after (a literal or a name whose words say `yesterday`
  /// or `tomorrow`) is a word of its own, not the singular of the other ("1 day ago").
  static func namesRelativeDay(_ file: SyntaxFile, _ branch: ClosedRange<Int>) -> Bool {
    for k in branch {
      let text: String
      if file.kind(k) == .identifier {
        text = file.text(k)
      } else if let l = file.literal(at: k) {
        text = file.value(ofLiteral: l)
      } else {
        continue
      }
      if TextSearch.containsIgnoringCase(text, "yesterday")
        || TextSearch.containsIgnoringCase(text, "tomorrow")
      {
        return true
      }
    }
    return false
  }

  /// `case 1: return "Yesterday"` beside `"\(n) days ago"`: the case says one literal
  /// text, without a number, that shares no word with the other cases' texts: a thing of
  /// its own (the day before), not the singular of theirs ("1 day ago", "One item").
  static func namesAnotherThing(_ file: SyntaxFile, _ body: ClosedRange<Int>, _ others: [ClosedRange<Int>])
    -> Bool
  {
    let literals = body.filter { file.kind($0) == .stringOpen }
    guard literals.count == 1, let l = file.literal(at: literals[0]), !file.literals[l].hasInterpolation
    else {
      return false
    }
    let value = file.value(ofLiteral: l)
    guard !value.contains(where: \.isNumber) else { return false }
    func stems(_ text: String) -> Set<String> {
      Set(
        text.lowercased().split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }.map {
          String($0.prefix(4))
        })
    }
    let own = stems(value)
    guard !own.isEmpty else { return false }
    var theirs = Set<String>()
    for r in others {
      for k in r where file.kind(k) == .stringOpen {
        if let o = file.literal(at: k) { theirs.formUnion(stems(file.value(ofLiteral: o))) }
      }
    }
    return !theirs.isEmpty && own.isDisjoint(with: theirs)
  }

  /// The two sides of `a ?? b` when `range` is one, at its own nesting level.
  static func fallbackSides(_ file: SyntaxFile, _ range: ClosedRange<Int>) -> [ClosedRange<Int>]? {
    let level = file.enclosingBracket[range.lowerBound]
    guard let q = range.first(where: { file.isWord($0, "??") && file.enclosingBracket[$0] == level }),
      q > range.lowerBound, q < range.upperBound
    else { return nil }
    return [range.lowerBound...(q - 1), (q + 1)...range.upperBound]
  }

  /// Two branches hold keys that are the same but for a number or a format placeholder in
  /// one place (`"SYNC_INFO_1"` and `"SYNC_INFO_%i"`, `"items.1"` and `"items.n"`): keys
  /// chosen by count.
  static func differOnlyInACount(_ keys: [Set<String>]) -> Bool {
    // Keys, not texts: a branch with many literals is compared no further.
    guard keys.allSatisfy({ $0.count <= 4 }) else { return false }
    func shape(_ key: String) -> (String, String)? {
      // The key with its one count-like part cut out, and that part.
      let u = Array(key.unicodeScalars)
      var k = 0
      while k < u.count {
        let start = k
        if u[k] == "%" {
          k += 1
          while k < u.count && !u[k].properties.isAlphabetic { k += 1 }
          while k < u.count && "hlqLjzt".unicodeScalars.contains(u[k]) { k += 1 }
          k += 1
        } else if u[k].properties.numericType != nil {
          while k < u.count && u[k].properties.numericType != nil { k += 1 }
        } else {
          k += 1
          continue
        }
        let part = String(String.UnicodeScalarView(u[start..<min(k, u.count)]))
        let rest =
          String(String.UnicodeScalarView(u[..<start])) + "#"
          + String(String.UnicodeScalarView(u[min(k, u.count)...]))
        // Only a key with letters around the count: not `"%d"` against `"1"`.
        guard rest.unicodeScalars.filter({ $0.properties.isAlphabetic }).count >= 3 else { return nil }
        return (rest, part)
      }
      return nil
    }
    for (a, ka) in keys.enumerated() {
      for (b, kb) in keys.enumerated() where a < b {
        for x in ka {
          guard let (sx, px) = shape(x), !x.contains(" ") else { continue }
          for y in kb where y != x {
            if let (sy, py) = shape(y), sx == sy, px != py, px == "1" || py == "1" { return true }
          }
        }
      }
    }
    return false
  }

  /// The branch formats a list (`.list(…)`, `ListFormatter`) or interpolates the compared
  /// value less one (`\(count - 1) others`).
  static func listsOrCountsOthers(_ file: SyntaxFile, _ r: ClosedRange<Int>, operand: ClosedRange<Int>)
    -> Bool
  {
    let last = operand.upperBound
    for j in r {
      if file.isWord(j, "ListFormatter") { return true }
      if file.isWord(j, "list"), file.kind(j - 1) == .period, file.kind(j + 1) == .leftParen { return true }
      // `count - 1`, where `count` ends the compared operand.
      if file.isWord(j, "-"), file.isWord(j + 1, "1"), j >= 1, file.textEquals(j - 1, file.text(last)) {
        return true
      }
    }
    return false
  }

  /// `names.count == 1 ? "is" : "are"` a few tokens from `names.joined(separator: " and ")`
  /// (or `.formatted(…)`, or the join of a local `let` made from `names`): the verb agrees
  /// with a list of names the text shows, a choice between one name and a list of names
  /// rather than a count.
  static func joinsTheCounted(_ file: SyntaxFile, _ operand: ClosedRange<Int>, near r: ClosedRange<Int>)
    -> Bool
  {
    guard let base = countedCollection(file, operand) else { return false }
    let name = file.text(base)
    // The function around the choice (a `guard … else` block inside it too).
    let s = file.enclosingScope(r.lowerBound, [.function, .closure, .accessor]) ?? -1
    let (open, close) = s >= 0 ? (Int(file.scopes[s].open), Int(file.scopes[s].close)) : (0, file.count - 1)
    let lo = max(open + 1, r.lowerBound - joinWindow)
    let hi = min(close - 1, r.upperBound + joinWindow)
    guard lo + 3 <= hi else { return false }
    // The collection itself, or a local `let` made from it (`let named =
    // concerts.prefix(3).map(\.name)`, then `named.joined(separator: ", ")`).
    func isTheCounted(_ j: Int) -> Bool {
      if file.textEquals(j, name) { return true }
      guard let value = file.localLetValue(of: j) else { return false }
      return value.contains { k in
        file.kind(k) == .identifier && file.kind(k - 1) != .period && file.textEquals(k, name)
      }
    }
    return (lo...(hi - 3)).contains { j in
      guard file.kind(j) == .identifier, file.kind(j - 1) != .period else { return false }
      if file.kind(j + 1) == .period && (file.isWord(j + 2, "joined") || file.isWord(j + 2, "formatted"))
        && file.kind(j + 3) == .leftParen && isTheCounted(j)
      {
        return true
      }
      // `LocalizedList(userNames)`, `ListFormatter.localizedString(byJoining: names)`: the
      // collection handed whole to a list formatter of the app's or Foundation's.
      if file.kind(j - 1) == .leftParen || file.kind(j - 1) == .colon, isTheCounted(j),
        let call = file.enclosingCall(j), let callee = file.callee(ofOpenParen: call)
      {
        // A type named for lists: the callee itself or the type it is a member of.
        return [callee, file.memberBase(callee) ?? callee].contains { t in
          let name = file.text(t)
          return name.first?.isUppercase == true && name.contains("List")
        }
      }
      return false
    }
  }

  /// How many tokens around a count's comparison `joinsTheCounted` looks for the list.
  static let joinWindow = 60

  /// A branch body longer than this runs a task rather than producing one text.
  static let maxBranchTokens = 120

  /// Whether `branch` picks an element of the collection whose count is `operand`
  /// (`servers[0]`, `servers.first` for `servers.count`), or reads what the counted value
  /// names after its first or last element (`availability.firstName` for
  /// `availability.count`, `delta.firstAddedTitle` for `delta.addedCount`).
  static func picksAnElement(_ file: SyntaxFile, _ branch: ClosedRange<Int>, of operand: ClosedRange<Int>)
    -> Bool
  {
    var countMember = false
    let base: Int
    if let b = countedCollection(file, operand) {
      base = b
    } else if operand.count >= 3, file.kind(operand.upperBound - 1) == .period,
      file.kind(operand.upperBound - 2) == .identifier, file.text(operand.upperBound).hasSuffix("Count")
    {
      (base, countMember) = (operand.upperBound - 2, true)
    } else {
      return false
    }
    let name = file.text(base)
    func picks(_ j: Int) -> Bool {
      guard (!countMember && picksAnElement(file, j)) || namesAnEnd(j) else { return false }
      let collection = file.kind(j) == .leftBracket ? j - 1 : j - 2
      return file.kind(collection) == .identifier && file.textEquals(collection, name)
    }
    // `firstName`, `lastTitle`: a member named for the first or last element.
    func namesAnEnd(_ j: Int) -> Bool {
      guard file.kind(j - 1) == .period, file.kind(j) == .identifier, file.kind(j + 1) != .leftParen else {
        return false
      }
      let member = file.text(j).utf8
      for end in ["first", "last"] where member.count > end.utf8.count && member.starts(with: end.utf8) {
        return member.dropFirst(end.utf8.count).first.map { $0 &- 0x41 < 26 } ?? false
      }
      return false
    }
    return branch.contains { j in
      if picks(j) { return true }
      // `guard let first = active.first` before it, then `first.status` in the branch.
      guard file.kind(j) == .identifier, file.kind(j - 1) != .period, let d = file.localDeclaration(of: j),
        file.isWord(d + 1, "="), file.kind(d + 2) == .identifier, file.textEquals(d + 2, name)
      else { return false }
      return picks(file.kind(d + 3) == .leftBracket ? d + 3 : d + 4)
    }
  }

  /// The collection whose count `operand` is (`servers` in `servers.count`), by its token.
  static func countedCollection(_ file: SyntaxFile, _ operand: ClosedRange<Int>) -> Int? {
    let base = operand.upperBound - 2
    guard operand.count >= 3, file.isWord(operand.upperBound, "count"), file.kind(base + 1) == .period,
      file.kind(base) == .identifier
    else { return nil }
    return base
  }

  /// Token `j` picks one element of a collection: `.first`, `.last`, or a subscript by an
  /// integer literal (`names[1]`).
  static func picksAnElement(_ file: SyntaxFile, _ j: Int) -> Bool {
    if file.kind(j - 1) == .period, file.isWord(j, "first") || file.isWord(j, "last") {
      return file.kind(j + 1) != .leftParen
    }
    return file.kind(j) == .leftBracket && file.kind(j + 1) == .integerLiteral
      && file.kind(j + 2) == .rightBracket && file.kind(j - 1) == .identifier
      && !file[j].flags.contains(.spaceBefore)
  }

  /// Whether the tokens hold text for people: a literal with letters that is not shaped
  /// like an identifier (outside logs and resource names), or a localized expression.
  func hasText(_ file: SyntaxFile, _ range: ClosedRange<Int>, extra: [String], depth: Int = 0) -> Bool {
    // `singularLabel ?? label`: either side.
    if depth == 0, let sides = Self.fallbackSides(file, range) {
      return sides.contains { hasText(file, $0, extra: extra, depth: 1) }
    }
    if let name = file.referencedName(range),
      file.localizedExpressionEnd(at: range.lowerBound, extraFunctions: extra) != range.upperBound
    {
      // `singular : plural`, `labels.nonPlural : labels.plural`: values named for a form.
      if Self.words(file.text(name)).contains(where: Self.formMarkers.contains) { return true }
      // `deleteFeed : deleteFeeds`, declared in this file as text.
      if depth == 0, let value = file.initialValue(ofDeclared: file.text(name)) {
        return hasText(file, value, extra: extra, depth: 1)
      }
      return false
    }
    var j = range.lowerBound
    while j <= range.upperBound {
      let t = file[j]
      if t.kind == .stringOpen, let l = file.literal(at: j) {
        let value = file.value(ofLiteral: l)
        if value.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
          !NaturalLanguage.isIdentifierShaped(value), !isLogOrResourceName(file, j)
        {
          return true
        }
        // Look inside its interpolations too.
        j += 1
        continue
      }
      if t.kind == .identifier || t.kind == .stringOpen,
        file.localizedExpressionEnd(at: j, extraFunctions: extra) != nil
      {
        return true
      }
      j += 1
    }
    return false
  }

  /// Labels whose value names a resource or a key, never text.
  static let resourceLabels: Set<String> = [
    "systemName", "named", "systemImage", "imageName", "forKey", "identifier", "withIdentifier",
    "forResource", "ofType", "withExtension", "forKeyPath",
  ]

  /// Token `i` is an argument of a log, an assertion, or a resource-name parameter (or of
  /// a `String(…)` made for one).
  func isLogOrResourceName(_ file: SyntaxFile, _ i: Int) -> Bool {
    // Inside an interpolation, the literal around it is what a call receives.
    var at = i
    var b = Int(file.enclosingBracket[at])
    while b >= 0 && (file[b].kind == .leftParen || file[b].kind == .leftBracket)
      && file.callee(ofOpenParen: b) == nil
    {
      b = Int(file.enclosingBracket[b])
    }
    if b >= 0, file[b].kind == .interpolationOpen, let open = file.literalOpen(holdingInterpolation: b) {
      at = open
      return isLogOrResourceName(file, at)
    }
    guard let (call, arg) = file.argumentContaining(at) else { return false }
    if let label = arg.label, Self.resourceLabels.contains(file.text(label)) { return true }
    guard let callee = file.callee(ofOpenParen: call) else { return false }
    if file.isLoggingCallee(callee) { return true }
    // `AppLog.perf(String(format: "%d %@ dropped", n, word))`: the text made for a log.
    if file.isWord(callee, "String") && file.kind(callee - 1) != .period {
      return isLogOrResourceName(file, callee)
    }
    return false
  }

  /// Whether the literal around token `i` is bound to a local name that only developers
  /// or machines read (`let message = "\(n) URL\(n == 1 ? "" : "s") added"`, then
  /// `["message": message]`, a payload, or a log line).
  func isBoundForDevelopers(_ file: SyntaxFile, _ i: Int) -> Bool {
    guard let open = file.outermostLiteralOpen(around: i) else { return false }
    let close = Int(file[open].match)
    guard close > open, case .binding(let name)? = file.slot(ofValue: open, close) else { return false }
    let uses = file.uses(ofBindingAt: name)
    return !uses.isEmpty && uses.allSatisfy { file.isReadForDevelopers($0) || isLogOrResourceName(file, $0) }
  }

  /// Whether a `return` in the tokens returns text.
  func returnsText(_ file: SyntaxFile, _ range: ClosedRange<Int>, extra: [String]) -> Bool {
    for j in range where file.isWord(j, "return") && j + 1 <= range.upperBound {
      let end = min(file.expressionEnd(from: j + 1), range.upperBound)
      if end >= j + 1 && hasText(file, (j + 1)...end, extra: extra) { return true }
    }
    return false
  }

  /// `NSLocalizedString(n == 1 ? "item.one" : "item.other", …)`, or the conditional in
  /// parentheses followed by `.localized`: the branches are keys of localized text.
  func isLocalizedKey(
    _ file: SyntaxFile, question q: Int,
    branches: (whenTrue: ClosedRange<Int>, whenFalse: ClosedRange<Int>), extra: [String]
  ) -> Bool {
    let keys = [branches.whenTrue, branches.whenFalse].allSatisfy { r in
      file.kind(r.lowerBound) == .stringOpen && Int(file[r.lowerBound].match) == r.upperBound
    }
    guard keys else { return false }
    let b = Int(file.enclosingBracket[q])
    guard b >= 0, file[b].kind == .leftParen else { return false }
    if let callee = file.callee(ofOpenParen: b),
      let end = file.localizedExpressionEnd(at: callee, extraFunctions: extra), end >= Int(file[b].match)
    {
      return true
    }
    return file.callee(ofOpenParen: b) == nil && file.localizedSuffix(after: Int(file[b].match)) != nil
  }

  /// Last words of a name that make it an index, a mode or a position rather than a count.
  static let notCounts: Set<String> = [
    "index", "idx", "row", "section", "tab", "page", "mode", "step", "level", "version",
    "state", "type", "kind", "style", "option", "position", "segment", "column", "col", "stage",
    "phase", "tag", "id", "digit", "rank", "order", "priority", "status", "code", "axis",
    "direction", "scale", "zoom", "opacity", "alpha", "progress", "ratio", "factor", "percent",
    "multiplier", "weight", "offset", "depth", "role",
  ]
  /// Last words of a name that make it a measure or a look (`cellHeight`, `iconColor`).
  static let measures: Set<String> = [
    "height", "width", "size", "spacing", "inset", "insets", "margin", "padding", "radius",
    "color", "colour", "image", "icon", "font", "frame", "duration", "delay", "constant",
  ]
  /// English singular and plural words that do not differ by a suffix.
  static let irregularPlurals: [String: String] = [
    "person": "people", "child": "children", "this": "these", "that": "those", "is": "are",
    "was": "were", "has": "have", "it": "them", "its": "their", "man": "men", "woman": "women",
  ]
  /// Words of keys and accessor names that say which plural form they hold.
  static let formMarkers: Set<String> = ["singular", "plural", "plurals", "single", "multiple"]

  /// Whether the branches are one message in two grammatical numbers: a word in one
  /// and its plural in another (`"1 file"`/`"\(n) files"`, `"one.photo"`/`"many.photos"`,
  /// `L10n.episode`/`L10n.episodes`), a bare plural suffix (`"s"`), or keys named for a
  /// form (`podcastsSingular`). Branches that differ in content (one description against
  /// a list) are not plural forms. The compared value must not be named like an index
  /// or a mode.
  func isPluralChoice(
    _ file: SyntaxFile, _ operand: ClosedRange<Int>, _ branches: [ClosedRange<Int>]
  ) -> Bool {
    let names = operand.filter { file.kind($0) == .identifier }.map { file.text($0) }
    guard let name = names.last else { return false }
    if let last = Self.words(name).last, Self.notCounts.contains(last) { return false }
    // `"^[\(n) note](inflect: true) selected"`: a branch whose text lets Foundation agree
    // the noun with the count; the choice is between views, not forms.
    if branches.contains(where: { Self.inflectsACount(file, $0) }) { return false }
    var wordSets: [Set<String>] = []
    // Keys that differ only in a number or a placeholder: `"SYNC_INFO_1"`, `"SYNC_INFO_%i"`.
    var keyShapes: [Set<String>] = []
    for r in branches {
      var shapes = Set<String>()
      for j in r where file.kind(j) == .stringOpen {
        if let l = file.literal(at: j), !file.literals[l].hasInterpolation {
          shapes.insert(file.value(ofLiteral: l))
        }
      }
      keyShapes.append(shapes)
    }
    if Self.differOnlyInACount(keyShapes) { return true }
    for r in branches {
      var words = Set<String>()
      // `singularLabel ?? label`: a side named for a form.
      for side in Self.fallbackSides(file, r) ?? [] {
        if let name = file.referencedName(side),
          Self.words(file.text(name)).contains(where: Self.formMarkers.contains)
        {
          return true
        }
      }
      if let name = file.referencedName(r) {
        // `Constants.singleActivityCellHeight`: a measure or a look, chosen for one item
        // or many; no text.
        if let last = Self.words(file.text(name)).last, Self.measures.contains(last) { return false }
        // A value declared in this file: its name and its text.
        for w in Self.words(file.text(name)) {
          if Self.formMarkers.contains(w) { return true }
          words.insert(w)
        }
        if let value = file.initialValue(ofDeclared: file.text(name)) {
          for j in value where file.kind(j) == .stringOpen {
            guard let l = file.literal(at: j) else { continue }
            for w in file.value(ofLiteral: l).lowercased().split(whereSeparator: { !$0.isLetter }) {
              words.insert(String(w))
            }
          }
        }
        wordSets.append(words)
        continue
      }
      // Names count only in the accessor chain of a localized expression (`L10n.files`),
      // not in its arguments.
      var localizedUntil = -1
      var argumentsUntil = -1
      for j in r {
        if j > localizedUntil, let e = file.localizedExpressionEnd(at: j) { localizedUntil = e }
        if j <= localizedUntil, j > argumentsUntil, file.kind(j) == .leftParen, file[j].match > j {
          argumentsUntil = Int(file[j].match)
        }
        if j <= argumentsUntil && file.kind(j) == .identifier { continue }
        if file.kind(j) == .stringOpen, let l = file.literal(at: j) {
          let written = file.value(ofLiteral: l)
          // The plural suffix as written: `"S"` beside `"H"` is a letter of an abbreviation.
          if written == "s" || written == "es" { return true }
          let value = written.lowercased()
          // A form's name marks a key (`"photo.single"`) or a translator's comment, not a
          // branch's whole text that says it (`"Single"` against `"Album"`: a release's type),
          // nor a sentence (`"Single-leaf Merkle: root differs"`).
          let isKey =
            written.unicodeScalars.contains { $0 == "." || $0 == "_" }
            || (file.kind(j - 1) == .colon && file.isWord(j - 2, "comment"))
            || ((j != r.lowerBound || Int(file[j].match) != r.upperBound) && !written.contains(" "))
          for w in value.split(whereSeparator: { !$0.isLetter }) {
            if isKey && Self.formMarkers.contains(String(w)) { return true }
            words.insert(String(w))
          }
        } else if file.kind(j) == .identifier && j <= localizedUntil {
          for w in Self.words(file.text(j)) {
            if Self.formMarkers.contains(w) { return true }
            words.insert(w)
          }
        }
      }
      wordSets.append(words)
    }
    // Keys named for CLDR categories: `item.one` against `item.other`.
    for (a, wa) in wordSets.enumerated() where wa.contains("one") {
      for (b, wb) in wordSets.enumerated() where a != b && !wb.contains("one") {
        if wb.contains("other") || wb.contains("many") { return true }
      }
    }
    for (a, wa) in wordSets.enumerated() {
      for (b, wb) in wordSets.enumerated() where a != b {
        for w in wa
        where wb.contains(w + "s") || wb.contains(w + "es")
          || (w.hasSuffix("y") && wb.contains(w.dropLast() + "ies"))
          || Self.irregularPlurals[w].map(wb.contains) == true
        {
          if w.count > 1 && !wb.contains(w) { return true }
        }
      }
    }
    return false
  }

  /// Whether a literal in `r` uses automatic grammar agreement (`](inflect: true)`).
  static func inflectsACount(_ file: SyntaxFile, _ r: ClosedRange<Int>) -> Bool {
    r.contains { j in
      guard file.kind(j) == .stringOpen, let l = file.literal(at: j) else { return false }
      return TextSearch.contains(file.value(ofLiteral: l), "](inflect: true)")
    }
  }

  /// `selectedTabIndex` → `selected`, `tab`, `index`; `URLCount` → `url`, `count`.
  static func words(_ name: String) -> [String] {
    if let words = asciiWords(name) { return words }
    var out: [String] = []
    var current = ""
    var previousLower = false
    for ch in name {
      if ch == "_" {
        if !current.isEmpty { out.append(current) }
        current = ""
        previousLower = false
        continue
      }
      if ch.isUppercase && previousLower && !current.isEmpty {
        out.append(current)
        current = ""
      }
      current.append(ch)
      previousLower = ch.isLowercase || ch.isNumber
    }
    if !current.isEmpty { out.append(current) }
    return out.map { $0.lowercased() }
  }

  /// `words` of an ASCII name, split on its bytes (each byte one character): nil for any
  /// other name.
  static func asciiWords(_ name: String) -> [String]? {
    var name = name
    return name.withUTF8 { b -> [String]? in
      var out: [String] = []
      var start = 0
      var previousLower = false
      func word(_ end: Int) -> String {
        String(unsafeUninitializedCapacity: end - start) { buffer in
          for k in start..<end {
            let c = b[k]
            buffer[k - start] = c &- 0x41 < 26 ? c | 0x20 : c
          }
          return end - start
        }
      }
      for (k, c) in b.enumerated() {
        guard c < 0x80 else { return nil }
        if c == 0x5F {
          if k > start { out.append(word(k)) }
          start = k + 1
          previousLower = false
          continue
        }
        if c &- 0x41 < 26 && previousLower && k > start {
          out.append(word(k))
          start = k
        }
        previousLower = c &- 0x61 < 26 || c &- 0x30 < 10
      }
      if b.count > start { out.append(word(b.count)) }
      return out
    }
  }
}
