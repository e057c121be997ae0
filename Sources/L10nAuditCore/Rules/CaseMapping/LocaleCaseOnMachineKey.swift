/// Locale-aware case mapping or comparison on a value that machines compare.
public struct LocaleCaseOnMachineKey: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "locale-case-on-machine-key",
    summary: "locale-aware case mapping or comparison on a key, identifier or other machine value",
    severity: .warning, fixability: .safe, group: .caseMapping)

  /// Methods that take a `with:` locale, and their invariant forms.
  static let methods: [String: String] = [
    "lowercased": "lowercased()", "uppercased": "uppercased()", "capitalized": "capitalized",
  ]
  /// Properties that follow the current locale, and their invariant forms.
  static let properties: [String: String] = [
    "localizedLowercase": "lowercased()", "localizedUppercase": "uppercased()",
    "localizedCapitalized": "capitalized",
  ]
  /// Words in a name that make the value a machine key (Rules/locale-case-on-machine-key.md).
  static let keyWords: Set<String> = [
    "key", "keys", "id", "ids", "identifier", "identifiers", "header", "headers", "extension",
    "ext", "scheme", "host", "hostname", "type", "code", "token", "rawvalue", "mime", "method",
  ]

  /// A finding needs one of the case APIs: `lowercased`/`localizedLowercase`,
  /// `uppercased`/`localizedUppercase`, `capitalized`/`localizedCapitalized`, or
  /// `localizedCaseInsensitiveCompare`.
  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    // A test's assertion compares what the test itself cased.
    if context.isTestFile && !context.options.includeTestsAndPreviews { return [] }
    var out: [Finding] = []
    // Member names that may be a case API: this rule has no prefilter, so it asks every
    // file's member names.
    var candidates = file.tokenIndices(in: file.kindIndex.memberNames) { tokens, bytes, i in
      Self.mayBeCaseAPI(first: bytes[Int(tokens[i].start)], length: tokens[i].end - tokens[i].start)
    }
    // `localizedCaseInsensitiveCompare(other)` on `self`, in a `String` extension.
    if file.source.contains("localizedCaseInsensitiveCompare") {
      let implicit = file.tokens(spelled: "localizedCaseInsensitiveCompare").filter {
        file.kind($0 - 1) != .period
      }
      if !implicit.isEmpty { candidates = (candidates + implicit).sorted() }
    }
    let pedantic = context.options.pedantic
    for i in candidates {
      if let f = caseMethod(file, i, pedantic: pedantic) ?? caseProperty(file, i, pedantic: pedantic)
        ?? comparison(file, i, pedantic: pedantic)
      {
        out.append(f)
      }
    }
    return out
  }

  /// A byte test that every name of `methods`, `properties` and
  /// `localizedCaseInsensitiveCompare` passes: its first letter and length.
  @inline(__always) static func mayBeCaseAPI(first: UInt8, length: Int32) -> Bool {
    switch (first, length) {
    case (UInt8(ascii: "l"), 10), (UInt8(ascii: "u"), 10), (UInt8(ascii: "c"), 11),
      (UInt8(ascii: "l"), 18), (UInt8(ascii: "l"), 20), (UInt8(ascii: "l"), 31):
      return true
    default:
      return false
    }
  }

  // MARK: - The three shapes

  /// `x.lowercased(with: locale)` with a locale that follows the user or tailors casing.
  func caseMethod(_ file: SyntaxFile, _ i: Int, pedantic: Bool) -> Finding? {
    let name = file.text(i)
    guard let invariant = Self.methods[name], file.kind(i + 1) == .leftParen,
      let arg = file.argument("with", ofCall: i + 1), arg.last >= arg.first
    else { return nil }
    let close = Int(file[i + 1].match)
    guard close > i + 1, file.arguments(ofCall: i + 1).count == 1 else { return nil }
    let locale: String
    switch localeKind(file, arg.first...arg.last) {
    case .invariant, nil: return nil
    case .followsUser: locale = "the user's locale"
    case .tailored(let id): locale = "\(ICU.languageName(id)) case rules"
    }
    guard isMachineKey(file, name: i, end: close, pedantic: pedantic) else { return nil }
    // The receiver's tokens; none for an implicit member (`x == .lowercased(with: …)`),
    // where the operand ends before the `.`.
    let receiver = file.operandStart(endingAt: i - 2)
    var fix: Fix? = nil
    if !(receiver..<max(receiver, i - 1)).contains(where: { file.isWord($0, "NSString") }) {
      let replacement = invariant.hasSuffix("()") ? "()" : ""
      fix = Fix(
        summary: "use `\(invariant)`",
        edits: [Edit(start: Int(file[i + 1].start), end: Int(file[close].end), replacement: replacement)],
        isSafe: true)
    }
    return finding(
      Int(file[i].start)..<Int(file[close].end),
      "`\(name)(with:)` applies \(locale) to a value used as a key",
      help: help(invariant: invariant, mapping: name), fix: fix)
  }

  /// `x.localizedLowercase`, and the key path `\.localizedLowercase`.
  func caseProperty(_ file: SyntaxFile, _ i: Int, pedantic: Bool) -> Finding? {
    let name = file.text(i)
    guard let invariant = Self.properties[name] else { return nil }
    let isKeyPath = file.kind(i - 2) == .backslash
    var end = i
    if isKeyPath {
      // `names.map(\.localizedLowercase)`: judge the call's result.
      guard let call = file.enclosingCall(i), let callee = file.callee(ofOpenParen: call) else { return nil }
      end = Int(file[call].match)
      guard isMachineKey(file, name: callee, end: end, pedantic: pedantic) else { return nil }
    } else if !pedantic, isPeoplesText(file, receiverOf: i), file.kind(i + 1) != .period,
      !isComparedAsKey(file, start: file.operandStart(endingAt: i), end: i)
    {
      // `presetName.localizedLowercase` as a dictionary key, `Set($0.name.localizedLowercase)`:
      // names people give and read, cased as they would case them. (Compared with a
      // literal, `name.localizedLowercase == "gif"`, a name is a machine's.)
      return nil
    } else if let (callee, close) = mappedResult(file, value: file.operandStart(endingAt: i)...i) {
      // `Set(tags.map { $0.localizedLowercase })`: judge what the mapping makes.
      let s = file.operandStart(endingAt: callee)
      guard
        isUsedAsKey(file, start: s, end: close)
          || (isComparedAsKey(file, start: s, end: close)
            && (pedantic || hasKeyNamedReceiver(file, before: callee, start: s)))
      else { return nil }
    } else {
      guard isMachineKey(file, name: i, end: end, pedantic: pedantic) else { return nil }
    }
    let fix =
      isKeyPath
      ? nil
      : Fix(
        summary: "use `\(invariant)`",
        edits: [Edit(start: Int(file[i].start), end: Int(file[i].end), replacement: invariant)],
        isSafe: true)
    let mapping = name.dropFirst("localized".count).lowercased()
    return finding(
      file[i].range, "`\(name)` applies the user's locale to a value used as a key",
      help: help(invariant: invariant, mapping: mapping == "lowercase" ? "lowercased" : mapping),
      fix: fix)
  }

  /// `a.localizedCaseInsensitiveCompare(b) == .orderedSame`: equality under the user's
  /// locale. Ordering (`.orderedAscending`, sorting) is display and stays localized.
  func comparison(_ file: SyntaxFile, _ i: Int, pedantic: Bool) -> Finding? {
    guard file.isWord(i, "localizedCaseInsensitiveCompare"), file.kind(i + 1) == .leftParen else {
      return nil
    }
    let close = Int(file[i + 1].match)
    guard close > i + 1, (file.isWord(close + 1, "==") || file.isWord(close + 1, "!=")),
      file.kind(close + 2) == .period,
      file.isWord(close + 3, "orderedSame")
    else { return nil }
    // `$0.name.localizedCaseInsensitiveCompare(typed) == .orderedSame`: names people typed
    // and read, matched as they would match them. Display text follows the user.
    // (`outline.title?.localizedCaseInsensitiveCompare(value)`: through an optional too.)
    // (`triggerWords.contains { $0.localizedCaseInsensitiveCompare(query) == .orderedSame }`:
    // the words and the query the user typed, the argument or the list an element is of.)
    var r = i - 2
    if file.kind(r) == .operator && (file.isWord(r, "?") || file.isWord(r, "!")) { r -= 1 }
    var names: [Int] = []
    if file.kind(i - 1) == .period, file.kind(r) == .identifier {
      names.append(r)
      if file.isWord(r, "$0"), let list = closureListName(file, r) { names.append(list) }
    }
    if close == i + 3, file.kind(i + 2) == .identifier { names.append(i + 2) }
    for n in names {
      let name = file.text(n)
      let lower = name.lowercased()
      if !isKeyName(name),
        Self.displayNameEndings.contains(where: { lower.hasSuffix($0) })
          || Self.writtenTextEndings.contains(where: { lower.hasSuffix($0) })
      {
        return nil
      }
    }
    // Outside pedantic, a machine value shows itself: a literal argument, or a receiver,
    // argument or list named like a key. A `String` helper that compares `self` has no
    // name to tell, and stays reported.
    if !pedantic, file.kind(i - 1) == .period,
      !(file.kind(i + 2) == .stringOpen && Int(file[i + 2].match) == close - 1),
      !names.contains(where: { isKeyName(file.text($0)) })
    {
      return nil
    }
    return finding(
      file[i].range, "`localizedCaseInsensitiveCompare` applies the user's locale to an equality test",
      help:
        "use `caseInsensitiveCompare(_:)`, which compares the same in every locale; \(turkishExample("lowercased"))",
      fix: Fix(
        summary: "use `caseInsensitiveCompare(_:)`",
        edits: [
          Edit(start: Int(file[i].start), end: Int(file[i].end), replacement: "caseInsensitiveCompare")
        ],
        isSafe: true))
  }

  func help(invariant: String, mapping: String) -> String {
    "use `\(invariant)`, which maps case the same in every locale; \(turkishExample(mapping))"
  }

  /// What Turkish casing does to ASCII, from ICU: `"ID"` lowercases to `"ıd"`.
  func turkishExample(_ mapping: String) -> String {
    if mapping.hasPrefix("upper") || mapping.hasPrefix("capital") {
      let upper = ICU.caseMap("id", .upper, locale: "tr") ?? "İD"
      return "under a Turkish locale \"id\" uppercases to \"\(upper)\""
    }
    let lower = ICU.caseMap("ID", .lower, locale: "tr") ?? "ıd"
    return "under a Turkish locale \"ID\" lowercases to \"\(lower)\""
  }

  // MARK: - The locale argument

  enum LocaleKind: Equatable {
    case invariant
    case followsUser
    /// A fixed locale whose language has its own casing rules (Turkish, Lithuanian…).
    case tailored(String)
  }

  /// What the locale expression in `r` is: nil when it cannot be known from this file
  /// (a constant declared elsewhere), which the rule leaves alone.
  func localeKind(_ file: SyntaxFile, _ r: ClosedRange<Int>, depth: Int = 0) -> LocaleKind? {
    if r.count == 1 && file.isWord(r.lowerBound, "nil") { return .invariant }
    if r.contains(where: {
      (file.isWord($0, "current") || file.isWord($0, "autoupdatingCurrent")
        || file.isWord($0, "preferredLanguages"))
    }) {
      return .followsUser
    }
    // `Locale(identifier: "tr")`, `.init(identifier: "tr")`, `NSLocale(localeIdentifier:)`.
    for j in r where file[j].kind == .leftParen {
      for label in ["identifier", "localeIdentifier"] {
        guard let a = file.argument(label, ofCall: j) else { continue }
        guard a.first == a.last || file.kind(a.first) == .stringOpen, let l = file.literal(at: a.first),
          Int(file[a.first].match) == a.last, !file.literals[l].hasInterpolation
        else { return .followsUser }
        let id = file.value(ofLiteral: l)
        return Self.hasOwnCasing(id) ? .tailored(id) : .invariant
      }
    }
    // A name: `locale`, `self.locale`, `Type.locale`. Follow it to its declaration.
    let names = r.filter { file[$0].kind == .identifier || file.isWord($0, "self") }
    guard
      r.allSatisfy({ file[$0].kind == .identifier || file[$0].kind == .period || file.isWord($0, "self") }),
      let last = names.last
    else { return .followsUser }
    let name = file.text(last)
    if depth < 2, let value = file.initialValue(ofDeclared: name) {
      return localeKind(file, value, depth: depth + 1)
    }
    if isParameter(file, name: name, at: r.lowerBound) { return .followsUser }
    let words = EnglishPluralBranch.words(name)
    if words.contains(where: { ["current", "user", "device", "system", "preferred"].contains($0) }) {
      return .followsUser
    }
    return nil
  }

  /// Whether `name` is a parameter of the function enclosing token `i`.
  func isParameter(_ file: SyntaxFile, name: String, at i: Int) -> Bool {
    guard let s = file.enclosingScope(i, [.function]) else { return false }
    let open = Int(file.scopes[s].open)
    var j = Int(file.scopes[s].introducer)
    guard j >= 0 else { return false }
    while j < open {
      if file.isWord(j, name) && file.kind(j + 1) == .colon { return true }
      j += 1
    }
    return false
  }

  /// Whether ICU maps case differently for `locale` than for the root locale, on text
  /// that shows the known tailorings (Turkic dotted i, Lithuanian dots, Greek accents,
  /// Dutch IJ).
  static func hasOwnCasing(_ locale: String) -> Bool {
    let probe = "Ii İı Ìí ΆάΣ ijsel"
    for mapping in [ICU.CaseMapping.lower, .upper, .title] {
      if ICU.caseMap(probe, mapping, locale: locale) != ICU.caseMap(probe, mapping, locale: "") {
        return true
      }
    }
    return false
  }

  // MARK: - Machine keys

  /// Whether the value ending at `end` (computed by the member at `name`) is used as a
  /// machine key: compared with a literal, used as a dictionary or set key or turned into
  /// a raw value (`isUsedAsKey`), directly or through a variable; or, from a key-named
  /// receiver, tested for equality. With `pedantic`, also any equality test, a key-named
  /// variable, and a key-named receiver whose result is not shown or ordered.
  func isMachineKey(_ file: SyntaxFile, name: Int, end: Int, pedantic: Bool) -> Bool {
    let start = file.operandStart(endingAt: end)
    if isUsedAsKey(file, start: start, end: end) { return true }
    let keyReceiver = hasKeyNamedReceiver(file, before: name, start: start)
    if isComparedAsKey(file, start: start, end: end), pedantic || keyReceiver,
      !comparesLookedUpText(file, start: start, end: end)
    {
      return true
    }
    // `let ext = url.pathExtension.lowercased(with: .current)` … `Kind(rawValue: ext)`.
    if start >= 3, file.isWord(start - 1, "="), file[start - 2].kind == .identifier,
      file.isKeyword(start - 3, [.`let`, .`var`]), file.expressionEnd(from: start) == end
    {
      let variable = start - 2
      if pedantic && isKeyName(file.text(variable)) { return true }
      let scope = Int(file.scopeOfToken[variable])
      let limit = scope >= 0 ? Int(file.scopes[scope].close) : file.count
      var j = end + 1
      while j < limit {
        if file.isWord(j, file.text(variable)) && file.kind(j - 1) != .period
          && (isUsedAsKey(file, start: j, end: j) || (pedantic && isComparedAsKey(file, start: j, end: j)))
        {
          return true
        }
        j += 1
      }
    }
    // A key-named receiver, unless the result is shown to people or ordered. The name
    // nearest the call decides: `$0.key.title` is a title.
    if pedantic, keyReceiver, !isDisplayed(file, start: start, end: end),
      !isOrdered(file, start: start, end: end)
    {
      return true
    }
    return false
  }

  /// Whether the equality test around the value `start...end` has text a lookup returned
  /// on one side: `value.localizedLowercase == key.localizedLowercase`, where `value` is
  /// the translation of `key`, asks whether the translation is missing. A translation
  /// is no machine's key, and the key compared with it is cased the same way.
  func comparesLookedUpText(_ file: SyntaxFile, start: Int, end: Int) -> Bool {
    var other: Int? = nil
    if file.isWord(end + 1, "==") || file.isWord(end + 1, "!=") {
      other = end + 2
    } else if start >= 2, file.isWord(start - 1, "==") || file.isWord(start - 1, "!=") {
      other = file.operandStart(endingAt: start - 2)
    }
    guard let other else { return false }
    return readsLookedUpText(file, other) || readsLookedUpText(file, start)
  }

  /// Whether token `i` names a local `let` bound to a localized lookup, or to
  /// `String(format:…)` of one.
  func readsLookedUpText(_ file: SyntaxFile, _ i: Int, depth: Int = 0) -> Bool {
    guard depth < 2, file.kind(i) == .identifier, let value = file.localLetValue(of: i) else { return false }
    if file.isLocalizedExpression(value.lowerBound, value.upperBound) { return true }
    let open = value.lowerBound + 1
    guard file.isWord(value.lowerBound, "String"), file.kind(open) == .leftParen,
      let format = file.arguments(ofCall: open).first,
      format.label.map({ file.isWord($0, "format") }) == true,
      format.first == format.last
    else { return false }
    return readsLookedUpText(file, format.first, depth: depth + 1)
  }

  /// Whether the receiver nearest the member at `name` is named like a key.
  func hasKeyNamedReceiver(_ file: SyntaxFile, before name: Int, start: Int) -> Bool {
    guard let nearest = nearestReceiverName(file, before: name, start: start) else { return false }
    return isKeyName(file.text(nearest))
  }

  /// The name of the receiver of the member at `name`, past `?`, `!`, calls and subscripts:
  /// `title` in `$0.key.title.localizedLowercase`, `headers` in `headers[i]?.lowercased(…)`.
  func nearestReceiverName(_ file: SyntaxFile, before name: Int, start: Int) -> Int? {
    var j = name - 2
    while j >= start {
      switch file.kind(j) {
      case .identifier, .keyword:
        return file.kind(j) == .identifier ? j : nil
      case .rightParen, .rightBracket:
        let open = Int(file[j].match)
        guard open >= start, open < j else { return nil }
        j = open - 1
      case .operator where file.isWord(j, "?") || file.isWord(j, "!"):
        j -= 1
      default:
        return nil
      }
    }
    return nil
  }

  /// The value `start...end` is an operand of `<`, `>`, `<=` or `>=`: a display sort,
  /// which follows the user's locale.
  func isOrdered(_ file: SyntaxFile, start: Int, end: Int) -> Bool {
    func ordering(_ j: Int) -> Bool {
      file.kind(j) == .operator && file[j].isBinaryOperator
        && (file.isWord(j, "<") || file.isWord(j, ">") || file.isWord(j, "<=") || file.isWord(j, ">="))
    }
    return ordering(end + 1) || ordering(start - 1)
  }

  /// When `value` is the whole body of a closure handed to `map` or `compactMap`
  /// (`tags.map { $0.localizedLowercase }`), the mapping call's name and last token.
  func mappedResult(_ file: SyntaxFile, value: ClosedRange<Int>) -> (Int, Int)? {
    let open = value.lowerBound - 1
    guard file.kind(open) == .leftBrace, Int(file[open].match) == value.upperBound + 1 else { return nil }
    let close = value.upperBound + 1
    // Trailing (`map { … }`) or in parentheses (`map({ … })`).
    var callee = open - 1
    var end = close
    if file.kind(callee) == .leftParen, Int(file[callee].match) == close + 1 {
      end = close + 1
      callee -= 1
    }
    guard file.isWord(callee, "map") || file.isWord(callee, "compactMap"), file.kind(callee - 1) == .period
    else { return nil }
    return (callee, end)
  }

  /// `x == v`, `v != x`, `v.hasPrefix(…)`: an equality test with any other value.
  func isComparedAsKey(_ file: SyntaxFile, start: Int, end: Int) -> Bool {
    if (file.isWord(end + 1, "==") || file.isWord(end + 1, "!=") || file.isWord(end + 1, "~="))
      || (file.isWord(start - 1, "==") || file.isWord(start - 1, "!=") || file.isWord(start - 1, "~="))
    {
      return true
    }
    return comparingCall(file, end: end) != nil
  }

  /// The `(` of `v.hasPrefix(…)`, `v.hasSuffix(…)`, `v.starts(with:)`,
  /// `v.elementsEqual(…)` or `v.contains(…)` on the value ending at `end`.
  func comparingCall(_ file: SyntaxFile, end: Int) -> Int? {
    guard file.kind(end + 1) == .period, file.kind(end + 3) == .leftParen,
      file.isWord(end + 2, "hasPrefix") || file.isWord(end + 2, "hasSuffix")
        || file.isWord(end + 2, "starts") || file.isWord(end + 2, "elementsEqual")
        || file.isWord(end + 2, "contains")
    else { return nil }
    return end + 3
  }

  /// Whether the receiver of the call named at `callee` ends with a case mapping
  /// (`name.localizedLowercase.contains(…)`, `title.lowercased().contains(…)`): text.
  func receiverIsCased(_ file: SyntaxFile, callee: Int) -> Bool {
    guard file.kind(callee - 1) == .period else { return false }
    var last = callee - 2
    if file.kind(last) == .rightParen, file[last].match >= 0 { last = Int(file[last].match) - 1 }
    return Self.properties[file.text(last)] != nil || Self.methods[file.text(last)] != nil
      || file.isWord(last, "lowercased") || file.isWord(last, "uppercased")
  }

  /// Whether the whole operand `r` is one string literal without interpolation.
  func isPlainLiteral(_ file: SyntaxFile, first: Int, last: Int) -> Bool {
    guard let l = file.literal(at: first), Int(file[first].match) == last else { return false }
    return !file.literals[l].hasInterpolation
  }

  /// The value is used as a machine key for sure: compared with a string literal
  /// (`v == "gif"`, `v.hasPrefix("application/")`), switched on, a `case` pattern,
  /// `dict[v]`, `set.contains(v)`, `T(rawValue: v)`, `forKey: v`.
  func isUsedAsKey(_ file: SyntaxFile, start: Int, end: Int) -> Bool {
    if file.isWord(end + 1, "==") || file.isWord(end + 1, "!=") || file.isWord(end + 1, "~="),
      file.kind(end + 2) == .stringOpen, isPlainLiteral(file, first: end + 2, last: Int(file[end + 2].match))
    {
      return true
    }
    if file.isWord(start - 1, "==") || file.isWord(start - 1, "!=") || file.isWord(start - 1, "~="),
      file.kind(start - 2) == .stringClose, file[start - 2].match >= 0,
      isPlainLiteral(file, first: Int(file[start - 2].match), last: start - 2)
    {
      return true
    }
    if let open = comparingCall(file, end: end),
      let arg = file.arguments(ofCall: open).first, isPlainLiteral(file, first: arg.first, last: arg.last)
    {
      return true
    }
    if file.isWord(start - 1, "switch") && file.kind(end + 1) == .leftBrace { return true }
    if file.isWord(start - 1, "case") && [.colon, .comma].contains(file.kind(end + 1)) { return true }
    // The whole subscript of a dictionary or set: `headers[v]`.
    let b = Int(file.enclosingBracket[start])
    if b >= 0, file[b].kind == .leftBracket, Int(file[b].match) == end + 1, b + 1 == start, b > 0,
      !file[b].flags.contains(.spaceBefore),
      [.identifier, .rightParen, .rightBracket, .keyword].contains(file[b - 1].kind)
    {
      return true
    }
    // An argument that is compared or stored as a key.
    if b >= 0, file[b].kind == .leftParen, let callee = file.callee(ofOpenParen: b),
      let arg = file.arguments(ofCall: b).first(where: { $0.first == start && $0.last == end })
    {
      let label = arg.label.map { file.text($0) }
      if label == "rawValue" || label == "forKey" || label == "key" { return true }
      // `Set(names.map { … })`: the values become set members.
      if arg.label == nil, file.isWord(callee, "Set") { return true }
      // Not a search in text cased the same way: `name.localizedLowercase.contains(query
      // .localizedLowercase)`.
      if arg.label == nil,
        (file.isWord(callee, "contains") || file.isWord(callee, "insert") || file.isWord(callee, "remove")
          || file.isWord(callee, "firstIndex") || file.isWord(callee, "removeValue")
          || file.isWord(callee, "index")),
        !(file.isWord(callee, "contains") && receiverIsCased(file, callee: callee))
      {
        return true
      }
      if label == "of",
        (file.isWord(callee, "firstIndex") || file.isWord(callee, "lastIndex")
          || file.isWord(callee, "index"))
      {
        return true
      }
    }
    return false
  }

  /// `extension`, `mimeType`, `headerName`, `URLScheme`, `rawValue`…
  func isKeyName(_ name: String) -> Bool {
    let words = EnglishPluralBranch.words(name)
    if words.contains(where: Self.keyWords.contains) { return true }
    let lower = name.lowercased()
    return Self.keyWords.contains { $0.count >= 4 && lower.hasSuffix($0) }
  }

  /// The value is shown to people: interpolated into text, given to a SwiftUI view or a
  /// text property.
  func isDisplayed(_ file: SyntaxFile, start: Int, end: Int) -> Bool {
    var b = Int(file.enclosingBracket[start])
    while b >= 0 {
      if file[b].kind == .interpolationOpen { return true }
      if file[b].kind == .leftParen, let callee = file.callee(ofOpenParen: b) {
        let name = file.text(callee)
        if name.first?.isUppercase == true
          && !(file.isWord(callee, "Set") || file.isWord(callee, "Dictionary") || file.isWord(callee, "URL"))
        {
          return true
        }
        if ["title", "message", "label", "text"].contains(where: { name.lowercased().contains($0) }) {
          return true
        }
      }
      b = Int(file.enclosingBracket[b])
    }
    // `url.host?.localizedLowercase ?? thisPage`, where `thisPage` is localized text: the
    // value stands in for text people read.
    if file.isWord(end + 1, "??"), isLocalizedText(file, end + 2) { return true }
    if file.isWord(start - 1, "="), start >= 2 {
      let target = file.text(start - 2).lowercased()
      if Self.displayNameEndings.contains(where: { target.hasSuffix($0) }) { return true }
    }
    // `var displayTitle: String { rawValue.localizedCapitalized }`: returned as display text.
    if file.isKeyword(start - 1, [.`return`]) || file.kind(start - 1) == .leftBrace,
      let s = file.enclosingScope(start, [.function, .accessor]), file.scopes[s].name >= 0
    {
      let member = file.text(Int(file.scopes[s].name)).lowercased()
      if Self.displayNameEndings.contains(where: { member.hasSuffix($0) }) || member.hasSuffix("description")
      {
        return true
      }
    }
    return false
  }

  /// Whether the operand at `i` is a lookup (`NSLocalizedString(…)`, `"…".localized`) or
  /// a local `let` set to one.
  func isLocalizedText(_ file: SyntaxFile, _ i: Int) -> Bool {
    var (f, l) = (i, file.expressionEnd(from: i))
    if f == l, let value = file.localLetValue(of: f) { (f, l) = (value.lowerBound, value.upperBound) }
    guard f <= l else { return false }
    return file.isLocalizedExpression(f, l, extraFunctions: [])
  }

  /// Whether the receiver of the member at `i` (`presetName` in
  /// `rule.presetName.localizedLowercase`, also through `?`) is named for text people
  /// write and read: a title, a label, a search text, a name that is no machine's
  /// (`fileName`, `hostName` are).
  func isPeoplesText(_ file: SyntaxFile, receiverOf i: Int) -> Bool {
    guard file.kind(i - 1) == .period else { return false }
    var r = i - 2
    if file.kind(r) == .operator && (file.isWord(r, "?") || file.isWord(r, "!")) { r -= 1 }
    guard file.kind(r) == .identifier else { return false }
    let name = file.text(r)
    guard !isKeyName(name) else { return false }
    let words = EnglishPluralBranch.words(name)
    guard let last = words.last else { return false }
    if last == "name" {
      return words.count == 1 || !Self.machineNameWords.contains(words[words.count - 2])
    }
    // `…Value` names a machine's value as often as a shown one.
    return last != "value"
      && (Self.displayNameEndings.contains(last) || Self.writtenTextEndings.contains(last))
  }
  /// Words before `name` that name a machine's name (`fileName`, `bundleName`).
  static let machineNameWords: Set<String> = [
    "file", "host", "path", "user", "domain", "class", "type", "bundle", "font", "image", "icon",
    "asset", "table", "column", "field", "event", "entity", "attribute", "property", "method",
    "module", "key", "scheme", "device", "app", "system", "service", "server", "process", "queue",
    "tag", "symbol", "resource", "sound", "color", "segue", "storyboard", "nib", "cell",
    "notification", "channel", "topic", "sheet", "folder",
  ]

  /// Names of what people read: a target or a member named so holds display text.
  static let displayNameEndings = ["text", "title", "label", "value", "placeholder", "name"]
  /// More text people write and read, compared as they would compare it: a row's topic,
  /// a note, a message's body.
  static let writtenTextEndings = [
    "topic", "note", "notes", "body", "summary", "subtitle", "caption", "query", "word", "words", "term",
    "terms",
    "phrase", "phrases",
  ]

  /// `triggerWords.contains { $0… }`: the list whose elements `$0` at `i` are, when the
  /// closure is the trailing closure of a member call on a name.
  func closureListName(_ file: SyntaxFile, _ i: Int) -> Int? {
    guard let s = file.enclosingScope(i, [.closure]) else { return nil }
    let open = Int(file.scopes[s].open)
    var m = open - 1
    if file.kind(m) == .rightParen, file[m].match >= 0 { m = Int(file[m].match) - 1 }
    guard file.kind(m) == .identifier, file.kind(m - 1) == .period, file.kind(m - 2) == .identifier else {
      return nil
    }
    return m - 2
  }
}
