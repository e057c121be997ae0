/// Machine text (a server's, a file's, the defaults') parsed with a `NumberFormatter` whose
/// locale follows the user. Documented, with examples, in
/// `Rules/locale-dependent-number-parsing.md`.
public struct LocaleDependentNumberParsing: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "locale-dependent-number-parsing",
    summary: "machine text parsed with a NumberFormatter that follows the user's locale",
    severity: .warning, fixability: .none, group: .numbers, skipsDebugCode: true)

  static let help =
    "parse machine text with `Double(_:)` or `Decimal(string:)`, or set the formatter's `locale` to "
    + "`Locale(identifier: \"en_US_POSIX\")`; a formatter in the user's locale is for what a person typed"

  /// Words of a name that say it holds wire data.
  static let wireWords: Set<String> = ["raw", "json", "payload", "response", "server", "csv"]
  /// Words of a name that say it holds what a person typed.
  static let inputWords: Set<String> = ["text", "input", "typed", "field", "entered", "editing"]

  /// A finding needs a `NumberFormatter` and a `number(from:)` call.
  public func mayReport(in source: SourceFile) -> Bool {
    source.contains("NumberFormatter") && source.contains("number(from")
  }

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    if context.isTestFile && !context.options.includeTestsAndPreviews { return [] }
    let tracking = FormatterTracking(file: file)
    var out: [Finding] = []
    var reported = Set<Int>()
    for c in file.tokens(spelled: "NumberFormatter") {
      guard let creation = tracking.emptyCreation(at: c, of: "NumberFormatter") else { continue }
      if file.debugCode.contains(file, c) { continue }
      let use = tracking.use(first: creation.first, callOpen: creation.callOpen)
      // A locale set to anything but the device's (a fixed one, or a price's) is pinned,
      // and so is a separator set to a literal (`decimalSeparator = "."`).
      let pinned = use.accesses.contains { a in
        guard let v = a.value else { return false }
        if file.isWord(a.member, "decimalSeparator") { return file.kind(v.lowerBound) == .stringOpen }
        return file.isWord(a.member, "locale") && !tracking.followsDevice(v)
      }
      if pinned { continue }
      var parses = use.accesses.compactMap { a -> (member: Int, open: Int)? in
        guard file.isWord(a.member, "number"), let open = a.call else { return nil }
        return (a.member, open)
      }
      // `NumberFormatter().number(from: raw)`
      let close = Int(file[creation.callOpen].match)
      if file.kind(close + 1) == .period, file.isWord(close + 2, "number"), file.kind(close + 3) == .leftParen
      {
        parses.append((close + 2, close + 3))
      }
      for p in parses where !file.debugCode.contains(file, p.member) && !reported.contains(p.member) {
        guard let a = file.arguments(ofCall: p.open).first, let label = a.label, file.isWord(label, "from"),
          a.first <= a.last, isMachineText(file, a.first...a.last, depth: 0)
        else { continue }
        reported.insert(p.member)
        out.append(
          finding(
            file[p.member].range,
            "`number(from:)` reads machine text with a `NumberFormatter` that follows the user's locale: "
              + "under de_DE \"1234.5\" does not come back as 1234.5",
            help: Self.help))
      }
    }
    return out
  }

  /// Whether the text at `range` comes from a machine: a name that says wire data (`raw`,
  /// `json`, `payload`, `response`, `server`, `csv`), a dictionary read with a literal key
  /// (`fields["price"]`), `UserDefaults`, a URL query item, or a local `let` set to one
  /// (its value decides before its name). Text a person typed (a name with `text`,
  /// `input`, `typed`, `field`, `entered` or `editing`, `stringValue`) is not.
  func isMachineText(_ file: SyntaxFile, _ range: ClosedRange<Int>, depth: Int) -> Bool {
    if let value = localValue(file, range, depth: depth) {
      return isMachineText(file, value, depth: depth + 1)
    }
    var machine = false
    for j in range {
      switch file.kind(j) {
      case .identifier?:
        let name = file.text(j)
        if name == "UserDefaults" || name == "queryItems" || name == "URLQueryItem" {
          machine = true
          continue
        }
        let words = EnglishPluralBranch.words(name)
        if words.contains(where: Self.inputWords.contains) || name == "stringValue" { return false }
        if words.contains(where: Self.wireWords.contains) { machine = true }
      case .leftBracket?:
        // `fields["price"]`: a subscript (after a name or a call) with a literal key.
        if file.kind(j - 1) == .identifier || file.kind(j - 1) == .rightParen
          || file.kind(j - 1) == .rightBracket,
          file.kind(j + 1) == .stringOpen, Int(file[j + 1].match) + 1 == Int(file[j].match)
        {
          machine = true
        }
      default:
        break
      }
    }
    return machine
  }

  /// The value of the local `let` that `range` names alone (`let amount = json["amount"] as?
  /// String`), once; nil for anything else.
  func localValue(_ file: SyntaxFile, _ range: ClosedRange<Int>, depth: Int) -> ClosedRange<Int>? {
    guard depth == 0, range.count == 1, let value = file.localLetValue(of: range.lowerBound) else {
      return nil
    }
    // `if let s = … {`: the `{` opens the body.
    let d = value.lowerBound - 2
    if file.isKeyword(d - 2, [.`if`, .`guard`, .`while`]) || file.kind(d - 2) == .comma,
      let brace = value.first(where: { file.kind($0) == .leftBrace })
    {
      return brace > value.lowerBound ? value.lowerBound...(brace - 1) : nil
    }
    return value
  }
}
