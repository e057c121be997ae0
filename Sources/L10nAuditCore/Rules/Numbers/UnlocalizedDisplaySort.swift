/// Text people read sorted in code-unit order (`names.sorted()`,
/// `items.sorted { $0.title < $1.title }`) instead of the user's collation. Documented,
/// with examples, in `Rules/unlocalized-display-sort.md`.
public struct UnlocalizedDisplaySort: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "unlocalized-display-sort",
    summary: "text people read sorted in code-unit order instead of the user's collation",
    severity: .warning, fixability: .safe, group: .numbers, isDefault: false, skipsDebugCode: true)

  static let message =
    "text people read is sorted in code-unit order: \"Zebra\" comes before \"apple\", \"file10\" before "
    + "\"file2\", and the user's collation (Swedish \"ö\" after \"z\") is ignored"
  static let help =
    "compare with `localizedStandardCompare(_:)` (Finder's order, in the user's language): "
    + "`sorted { $0.localizedStandardCompare($1) == .orderedAscending }`"

  /// Names of a property that holds text people read.
  static let displayMembers: Set<String> = [
    "name", "title", "displayname", "localizedname", "label", "fullname", "localizedtitle", "displaytitle",
    "nickname",
  ]
  /// Names of a collection of such text.
  static let displayCollections: Set<String> = [
    "names", "titles", "labels", "displaynames", "localizednames", "fullnames", "nicknames",
  ]

  /// A finding needs a `sort` or `sorted` call.
  public func mayReport(in source: SourceFile) -> Bool { source.contains("sort") }

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    if context.isTestFile && !context.options.includeTestsAndPreviews { return [] }
    var out: [Finding] = []
    for i in file.tokens(spelled: "sorted") + file.tokens(spelled: "sort") {
      guard file.kind(i - 1) == .period,
        let f = sortOfDisplayCollection(file, i) ?? sortByDisplayMember(file, i)
      else { continue }
      // Debug code and previews are asked about last: they are found on first need.
      if file.debugCode.contains(file, i) { continue }
      if !context.options.includeTestsAndPreviews && file.isInPreview(i) { continue }
      out.append(f)
    }
    return out.sorted { $0.start < $1.start }
  }

  // MARK: - `names.sorted()`, `titles.sort(by: <)`

  /// `names.sorted()`, `names.sort()`, `titles.sorted(by: <)` on a collection named like
  /// display text, or on `items.map(\.name)`.
  func sortOfDisplayCollection(_ file: SyntaxFile, _ i: Int) -> Finding? {
    guard file.kind(i + 1) == .leftParen else { return nil }
    let close = Int(file[i + 1].match)
    guard close > i + 1 else { return nil }
    var descending = false
    if close == i + 2 {
      // `sorted()`: no comparator.
    } else {
      let arguments = file.arguments(ofCall: i + 1)
      guard arguments.count == 1, let label = arguments[0].label, file.isWord(label, "by"),
        arguments[0].first == arguments[0].last,
        file.isWord(arguments[0].first, "<") || file.isWord(arguments[0].first, ">")
      else { return nil }
      descending = file.isWord(arguments[0].first, ">")
    }
    // A trailing closure after `sorted()` is a comparator: not this shape.
    if file.kind(close + 1) == .leftBrace && !file[close + 1].flags.contains(.newlineBefore) { return nil }
    // `items.map { $0.name }.sorted()`: the receiver ends in a trailing closure.
    let start =
      file.kind(i - 2) == .rightBrace && file[i - 2].match >= 0
      ? Int(file[i - 2].match) : file.operandStart(endingAt: i - 2)
    guard start <= i - 2, isDisplayCollection(file, start...(i - 2)), !isMachineUse(file, start, close) else {
      return nil
    }
    let order = descending ? "orderedDescending" : "orderedAscending"
    let fix = Fix(
      summary: "sort with `localizedStandardCompare(_:)`",
      edits: [
        Edit(
          start: Int(file[i + 1].start), end: Int(file[close].end),
          replacement: " { $0.localizedStandardCompare($1) == .\(order) }")
      ], isSafe: true)
    return finding(file[i].range, Self.message, help: Self.help, fix: fix)
  }

  /// Whether `r` is a collection of display text: its last name is one (`names`,
  /// `user.displayNames`), or it maps to a display member (`items.map(\.title)`,
  /// `items.map { $0.name }`).
  func isDisplayCollection(_ file: SyntaxFile, _ r: ClosedRange<Int>) -> Bool {
    let last = r.upperBound
    if file.kind(last) == .identifier {
      return Self.displayCollections.contains(file.text(last).lowercased())
    }
    // `….map(\.name)`, `….map { $0.name }`, `….compactMap(\.title)`
    let open: Int
    if file.kind(last) == .rightParen || file.kind(last) == .rightBrace {
      open = Int(file[last].match)
    } else {
      return false
    }
    guard open >= r.lowerBound, file.isWord(open - 1, "map") || file.isWord(open - 1, "compactMap") else {
      return false
    }
    let inner = Array((open + 1)..<last)
    // `(\.name)` or `{ $0.name }`: a backslash or `$0`, then `.member`.
    if inner.count == 3, file.kind(inner[0]) == .backslash || file.isWord(inner[0], "$0"),
      file.kind(inner[1]) == .period, file.kind(inner[2]) == .identifier
    {
      return Self.displayMembers.contains(file.text(inner[2]).lowercased())
    }
    return false
  }

  // MARK: - `items.sorted { $0.title < $1.title }`

  /// `sorted { $0.name < $1.name }`, `sort(by: { a, b in a.title > b.title })`: one
  /// display member of both elements compared with `<` or `>`, also lowercased first.
  func sortByDisplayMember(_ file: SyntaxFile, _ i: Int) -> Finding? {
    var brace = i + 1
    if file.kind(brace) == .leftParen {
      let arguments = file.arguments(ofCall: brace)
      guard arguments.count == 1, let label = arguments[0].label, file.isWord(label, "by"),
        file.kind(arguments[0].first) == .leftBrace, Int(file[arguments[0].first].match) == arguments[0].last
      else { return nil }
      brace = arguments[0].first
    }
    guard file.kind(brace) == .leftBrace else { return nil }
    let end = Int(file[brace].match)
    guard end > brace + 1 else { return nil }
    var body = brace + 1
    var names = ("$0", "$1")
    // `{ a, b in … }`
    if file.kind(body) == .identifier, file.kind(body + 1) == .comma, file.kind(body + 2) == .identifier,
      file.isWord(body + 3, "in")
    {
      names = (file.text(body), file.text(body + 2))
      body += 4
    }
    if file.isKeyword(body, [.`return`]) { body += 1 }
    guard let op = (body..<end).first(where: { file.isWord($0, "<") || file.isWord($0, ">") }),
      file[op].isBinaryOperator
    else { return nil }
    guard let left = memberChain(file, body..<op, element: names.0),
      let right = memberChain(file, (op + 1)..<end, element: names.1), left == right,
      let member = left.last(where: { !Self.caseMappings.contains($0) }),
      Self.displayMembers.contains(member.lowercased())
    else { return nil }
    let last = file.kind(i + 1) == .leftParen ? Int(file[i + 1].match) : end
    if i >= 2, isMachineUse(file, file.operandStart(endingAt: i - 2), last) { return nil }
    return finding(file[op].range, Self.message, help: Self.memberHelp)
  }

  static let memberHelp =
    "compare with `localizedStandardCompare(_:)` (Finder's order, in the user's language): "
    + "`$0.name.localizedStandardCompare($1.name) == .orderedAscending`"

  /// Calls that change case but keep code-unit order.
  static let caseMappings: Set<String> = ["lowercased", "uppercased", "capitalized", "localizedLowercase"]

  /// The member names of `element.a.b` (with `()` after a case mapping) that fill `r`
  /// exactly, or nil.
  func memberChain(_ file: SyntaxFile, _ r: Range<Int>, element: String) -> [String]? {
    guard !r.isEmpty, file.isWord(r.lowerBound, element) else { return nil }
    var names: [String] = []
    var j = r.lowerBound + 1
    while j < r.upperBound {
      guard file.kind(j) == .period, file.kind(j + 1) == .identifier else { return nil }
      names.append(file.text(j + 1))
      j += 2
      if j < r.upperBound, file.kind(j) == .leftParen, Int(file[j].match) == j + 1,
        Self.caseMappings.contains(names.last!)
      {
        j += 2
      }
    }
    return names.isEmpty ? nil : names
  }

  /// The sorted result is compared (`==`, `!=`) or hashed (`Set(…)`, `hash(…)`,
  /// `hasher.combine(…)`): its order is a machine's.
  func isMachineUse(_ file: SyntaxFile, _ start: Int, _ close: Int) -> Bool {
    if file.isWord(close + 1, "==") || file.isWord(close + 1, "!=") || file.isWord(start - 1, "==")
      || file.isWord(start - 1, "!=")
    {
      return true
    }
    let p = Int(file.enclosingBracket[start])
    if p >= 0, file.kind(p) == .leftParen, let callee = file.callee(ofOpenParen: p),
      file.isWord(callee, "Set") || file.isWord(callee, "hash") || file.isWord(callee, "combine")
    {
      return true
    }
    return false
  }
}
