/// A localized lookup whose key is not a literal: a variable, a parameter, a computed
/// value, a key built with `+` or by interpolation into a `String`.
public struct DynamicLocalizationKey: Rule, ProjectRule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "dynamic-localization-key",
    summary: "localized lookup whose key is not a literal, so extraction tools never see it",
    severity: .warning, fixability: .none, group: .uiText, isDefault: false, skipsDebugCode: true)

  static let help =
    "look the text up with a literal key (a `switch` with one `NSLocalizedString(\"…\", comment: …)` per case), or take a `LocalizedStringResource` so that callers pass literals; Xcode's string catalog and genstrings extract only literal keys"
  static let callSiteHelp =
    "pass a literal key here, or look each key up with a literal where it is chosen; Xcode's string catalog and genstrings extract only literal keys"

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    analysis(file, context).findings
  }

  public func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact] {
    var facts: [any FileFact] = analysis(file, context).held
    let members = file.work.memo(LiteralKeyMembers.self) { LiteralKeyMembers(file) }
    if !members.isEmpty { facts.append(members) }
    // Only a file that declares an enum can give raw values.
    if file.source.contains("enum") {
      let enums = StringEnums(file)
      if !enums.values.isEmpty { facts.append(enums) }
    }
    return facts
  }

  /// A file's findings, and those held for the project pass (`HeldKnownKeys`).
  struct Analysis {
    var findings: [Finding] = []
    var held: [HeldKnownKeys] = []
  }

  /// The file's analysis, made once for its findings and its facts.
  func analysis(_ file: SyntaxFile, _ context: RuleContext) -> Analysis {
    file.work.memo(Analysis.self) { analyze(file, context) }
  }

  private func analyze(_ file: SyntaxFile, _ context: RuleContext) -> Analysis {
    let options = context.options
    if context.isTestFile && !options.includeTestsAndPreviews { return Analysis() }
    let extra = options.localizationFunctions
    // Every lookup API but the configured functions has `ocaliz` in its name.
    if extra.isEmpty && !file.source.contains("ocaliz") { return Analysis() }
    var judge = KeyJudge(file: file, extraFunctions: extra)
    var out = Analysis()
    var reported = Set<Int>()
    func report(_ site: KeyJudge.Site, known: (table: String, keys: KnownKeys)?) {
      guard reported.insert(site.first).inserted else { return }
      if !options.includeTestsAndPreviews && file.isInPreview(site.first) { return }
      let range = Int(file[site.first].start)..<Int(file[site.last].end)
      let help = site.viaCall ? Self.callSiteHelp : Self.help
      if let known, !site.viaCall || known.keys.isEmpty {
        out.held.append(
          HeldKnownKeys(
            finding: ProjectFinding(site: file.site(range), message: site.message, help: help),
            table: known.table, keys: known.keys))
      } else {
        out.findings.append(finding(range, site.message, help: help))
      }
    }
    for lookup in lookups(file, extra) {
      if lookup.isStringKey && passesTextThrough(file, lookup, extra) { continue }
      // `printLog("Session error: \(NSLocalizedString(error.key, …))")`: text for a log,
      // which no user reads.
      if isLogged(file, lookup.first) { continue }
      // A debug screen's labels are a developer's tools.
      if file.debugCode.contains(file, lookup.first) { continue }
      if Self.isProbed(file, lookup) { continue }
      let sites = judge.sites(lookup.first, lookup.last, stringTyped: lookup.stringTyped)
      var known: (table: String, keys: KnownKeys)? = nil
      if !sites.isEmpty,
        let table = lookup.isReceiver ? receiverTable(file, lookup) : table(file, keyAt: lookup.first)
      {
        if let keys = rawValueKeys(file, lookup) ?? interpolatedKeys(file, lookup) {
          known = (table, keys)
        } else if let member = keyMember(file, lookup, judge: judge) {
          known = (table, KnownKeys(member: member))
        } else if table != "Localizable" || !options.pedantic {
          // A table the code names, kept by hand when the tree holds it; outside pedantic,
          // the default table too when the tree holds it only as `.strings` files.
          known = (table, KnownKeys())
        }
      }
      for site in sites { report(site, known: known) }
    }
    out.findings.sort { $0.start < $1.start }
    return out
  }

  /// Whether the lookup around key token `i` is an argument of a log call, directly or
  /// interpolated into a literal that is one (`printLog("…\(NSLocalizedString(key, …))")`).
  func isLogged(_ file: SyntaxFile, _ i: Int) -> Bool {
    var j = Int(file.enclosingBracket[i])
    for _ in 0..<4 {
      guard j > 0 else { return false }
      if let callee = file.callee(ofOpenParen: j), file.isInLoggingCall(callee) { return true }
      j = Int(file.enclosingBracket[j])
      guard j > 0, file[j].kind == .interpolationOpen, let open = file.literalOpen(holdingInterpolation: j)
      else { return false }
      if file.isInLoggingCall(open) { return true }
      j = Int(file.enclosingBracket[open])
    }
    return false
  }

  /// A key expression of a lookup, and whether it is a `String` (whose interpolation makes
  /// a new key at run time).
  struct Lookup {
    var first: Int
    var last: Int
    var stringTyped: Bool
    /// `LocalizedStringKey(_:)`, which SwiftUI code also uses to render Markdown text.
    var isStringKey = false
    /// The receiver of `.localized`, which reads the `Localizable` table.
    var isReceiver = false
  }

  /// `LocalizedStringKey(text)` where `text` is already text, so that `Text` renders its
  /// Markdown: a localized expression or a call's result (`String(format: footer, url)`,
  /// or a local `let` holding one),
  /// a member of another value (`viewModel.subtitle`), a closure parameter (an item of a
  /// list). A name or property of the file's own (`rawTitle`) is judged as a key.
  func passesTextThrough(_ file: SyntaxFile, _ lookup: Lookup, _ extra: [String]) -> Bool {
    var f = lookup.first
    var l = lookup.last
    while file.kind(f) == .leftParen && Int(file[f].match) == l && f < l {
      f += 1
      l -= 1
    }
    if file.isLocalizedExpression(f, l, extraFunctions: extra) { return true }
    if file.kind(l) == .rightParen || file.kind(l) == .rightBracket { return true }
    if f == l {
      guard file.kind(f) == .identifier else { return false }
      if file.bytes[Int(file[f].start)] == UInt8(ascii: "$") { return true }
      if Self.isCaseBinding(file, f) { return true }
      // `let payload = MentionParser.resolveMentions(…)`: a local holding a call's result
      // or another value's member is text too.
      if let value = file.localLetValue(of: f) {
        if file.kind(value.upperBound) == .rightParen && !file.isWord(value.lowerBound, "String")
          || file.isLocalizedExpression(value.lowerBound, value.upperBound, extraFunctions: extra)
        {
          return true
        }
      }
      return KeyJudge(file: file, extraFunctions: extra).parameter(file.text(f), at: f)?.index == -1
    }
    // `a.b`: unless `self.b`.
    if file.kind(f + 1) == .period && !file.isKeyword(f, [.`self`, .capitalSelf]) {
      return file.kind(l) == .identifier
        && (f...l).allSatisfy {
          file.kind($0) == .identifier || file.kind($0) == .period
        }
    }
    return false
  }

  /// `case let .link(_, title): LocalizedStringKey(title)`: the name is bound by the
  /// pattern of the `switch` case it is used in, an associated value (data the value
  /// carries, such as a server's title), not a key.
  static func isCaseBinding(_ file: SyntaxFile, _ f: Int) -> Bool {
    var j = f - 1
    var colon = -1
    var depth = 0
    while j >= 0 && f - j < 400 {
      switch file.kind(j) {
      case .rightParen?, .rightBracket?, .rightBrace?: depth += 1
      case .leftParen?, .leftBracket?:
        if depth > 0 { depth -= 1 }
      case .leftBrace?:
        if depth == 0 { return false }
        depth -= 1
      case .colon? where depth == 0: colon = j
      case .keyword? where depth == 0 && file.isKeyword(j, [.`case`]):
        guard colon > j else { return false }
        let binds = (j + 1..<colon).contains { file.isKeyword($0, [.let, .var]) }
        return binds
          && (j + 1..<colon).contains { file.kind($0) == .identifier && file.textEquals($0, file.text(f)) }
      default: break
      }
      j -= 1
    }
    return false
  }

  /// The key of every lookup in the file whose key can be judged: `NSLocalizedString`,
  /// `localizedString(forKey:)`, `localizedUserNotificationString(forKey:)`,
  /// `LocalizedStringKey(_:)`, `String.LocalizationValue(_:)`, known wrappers, and a
  /// `.localized` receiver built from a literal.
  func lookups(_ file: SyntaxFile, _ extra: [String]) -> [Lookup] {
    var names: [Int] = []
    // `NSLocalizedString`, `OCLocalizedString`: any name ending in `LocalizedString`.
    names += file.tokens(endingWith: "LocalizedString")
    names += file.tokens(spelled: "localizedString")
    names += file.tokens(spelled: "localizedUserNotificationString")
    names += file.tokens(spelled: "LocalizedStringKey")
    names += file.tokens(spelled: "LocalizationValue")
    names += file.tokens(spelled: "localized")
    for f in extra where !f.isEmpty { names += file.wordPositions(f).map(Int.init) }
    names.sort()
    var out: [Lookup] = []
    var previous = -1
    for c in names where c != previous {
      previous = c
      guard file.kind(c) == .identifier, !file.isKeyword(c - 1, [.`func`]) else { continue }
      let p = c + 1
      if file.isWord(c, "LocalizationValue") {
        // `String.LocalizationValue(s)`: a key made from a `String` at run time.
        guard file.kind(p) == .leftParen, let a = file.arguments(ofCall: p).first,
          a.label == nil || file.isWord(a.label!, "stringLiteral"), a.first <= a.last
        else { continue }
        out.append(Lookup(first: a.first, last: a.last, stringTyped: false))
        continue
      }
      if file.isWord(c, "localized"), file.kind(c - 1) == .period,
        let receiver = literalReceiver(file, period: c - 1)
      {
        out.append(
          Lookup(first: receiver.lowerBound, last: receiver.upperBound, stringTyped: true, isReceiver: true))
        continue
      }
      guard file.kind(p) == .leftParen, let call = file.localizedCall(open: p, extraFunctions: extra),
        call.name == c, let key = call.key, key.first <= key.last
      else { continue }
      switch call.api {
      case .nsLocalizedString, .bundle, .notification, .wrapper:
        if Self.readsAnotherBundlesTable(file, callee: c, open: p) { continue }
        out.append(Lookup(first: key.first, last: key.last, stringTyped: true))
      case .stringKey:
        out.append(Lookup(first: key.first, last: key.last, stringTyped: false, isStringKey: true))
      case .stringLocalized, .resource, .text:
        // Their keys are `String.LocalizationValue` literals or resources passed through;
        // a key from a `String` is made with `String.LocalizationValue(_:)`, read above.
        continue
      }
    }
    return out
  }

  /// `NSLocalizedString(key, tableName: table, bundle: settingsBundle, comment: "")`,
  /// `otherBundle.localizedString(forKey: key, value: nil, table: table)`: a table named at
  /// run time (or a Settings.bundle's `Root`) in a bundle other than the app's own. Its
  /// keys come with that bundle's data; the app's catalogs and extraction never see them.
  static func readsAnotherBundlesTable(_ file: SyntaxFile, callee c: Int, open p: Int) -> Bool {
    let arguments = file.arguments(ofCall: p)
    guard let table = tableArgument(file, arguments), table.first <= table.last,
      !file.isKeyword(table.first, [.nil])
    else { return false }
    // A literal table other than a Settings.bundle's `Root` is the app's own.
    if file.kind(table.first) == .stringOpen {
      guard let lit = file.literal(at: table.first), file.value(ofLiteral: lit) == "Root" else {
        return false
      }
    }
    func isOwnBundle(_ first: Int, _ last: Int) -> Bool {
      let text = (first...last).map { file.text($0) }.joined()
      return ["main", ".main", "Bundle.main", ".module", "Bundle.module"].contains(text)
    }
    if let bundle = arguments.first(where: { a in a.label.map { file.isWord($0, "bundle") } ?? false }),
      bundle.first <= bundle.last
    {
      return !isOwnBundle(bundle.first, bundle.last)
    }
    // `receiver.localizedString(forKey:value:table:)`.
    guard file.kind(c - 1) == .period else { return false }
    let start = file.operandStart(endingAt: c - 2)
    guard start <= c - 2 else { return false }
    var end = c - 2
    if file.kind(end).map({ $0 == .operator }) == true && file.text(end) == "?" { end -= 1 }
    return start <= end && !isOwnBundle(start, end)
  }

  /// The receiver of `.localized` at `period` when it is a literal with an interpolation or
  /// a parenthesized `+` chain holding a literal: a `String` key made at run time. (Other
  /// receivers may be of any type with a `localized` member.)
  func literalReceiver(_ file: SyntaxFile, period: Int) -> ClosedRange<Int>? {
    let end = period - 1
    guard end >= 0 else { return nil }
    if file.kind(end) == .stringClose, file[end].match >= 0, let l = file.literal(at: Int(file[end].match)),
      file.literals[l].hasInterpolation
    {
      return Int(file[end].match)...end
    }
    if file.kind(end) == .rightParen, file[end].match >= 0 {
      let open = Int(file[end].match)
      guard file.callee(ofOpenParen: open) == nil, open + 1 < end else { return nil }
      let inner = (open + 1)...(end - 1)
      let plus = inner.first { file[$0].isBinaryOperator && file.isWord($0, "+") }
      guard let plus else { return nil }
      let chain = file.operatorChain(around: plus)
      guard chain.operands.first?.lowerBound == inner.lowerBound,
        chain.operands.last?.upperBound == inner.upperBound,
        chain.operands.contains(where: { file.kind($0.lowerBound) == .stringOpen })
      else { return nil }
      return inner
    }
    return nil
  }
}
