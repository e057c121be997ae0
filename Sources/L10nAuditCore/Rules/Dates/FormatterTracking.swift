/// Follows a formatter from its creation (`DateFormatter()`) through the variable or
/// property that holds it, and collects every member assigned or called on it in that
/// variable's scope: a function body, a closure initializer and the property it
/// initializes, the declaring type (with its extensions in the file), a configuration
/// closure (`with(DateFormatter()) { $0.… }`), or the whole file for a global.
struct FormatterTracking {
  let file: SyntaxFile

  /// Foundation formatters whose output follows the user's locale.
  static let localeSensitiveTypes: Set<String> = [
    "DateFormatter", "NumberFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
    "MeasurementFormatter", "RelativeDateTimeFormatter", "ListFormatter",
    "PersonNameComponentsFormatter", "ByteCountFormatter", "EnergyFormatter", "MassFormatter",
    "LengthFormatter", "MKDistanceFormatter",
  ]

  /// What a creation site leads to.
  struct Use {
    /// The creation expression, including a configuration call around it.
    var expression: ClosedRange<Int>
    var binding: Binding?
    /// Members assigned or called on the formatter, in source order.
    var accesses: [MemberAccess]
  }

  /// Whether token `i` names one of `types` and creates one: `DateFormatter()` (not
  /// after `.`).
  func isCreation(_ i: Int, of types: Set<String>) -> Bool {
    isCreationShaped(i) && types.contains(file.text(i))
  }

  /// `isCreation(_:of:)` for one type, without making a set (`textEquals` makes a string
  /// only for a non-ASCII name, which may spell `type` in another canonical form).
  func isCreation(_ i: Int, of type: String) -> Bool {
    isCreationShaped(i) && file.textEquals(i, type)
  }

  /// Whether token `i` is a name called as an initializer: `X()`, `Foundation.X()`, not
  /// after another `.`.
  private func isCreationShaped(_ i: Int) -> Bool {
    file.kind(i) == .identifier && file.kind(i + 1) == .leftParen
      && !file[i + 1].flags.contains(.spaceBefore)
      && (file.kind(i - 1) != .period || file.isWord(i - 2, "Foundation"))
  }

  /// The creation at `DateFormatter()` (or `Foundation.DateFormatter()`), as `creation`
  /// finds it.
  func use(ofCreationAt c: Int) -> Use {
    use(first: file.kind(c - 1) == .period ? c - 2 : c, callOpen: c + 1)
  }

  /// Where a `type` formatter is made with no arguments at token `i` (the type's name):
  /// `T()`, `Foundation.T()`, `T.init()`, or `let f: T = .init()`. The expression's first
  /// token and its call's `(`; nil elsewhere.
  func emptyCreation(at i: Int, of type: String) -> (first: Int, callOpen: Int)? {
    guard file.textEquals(i, type) else { return nil }
    if isCreationShaped(i) {
      return file.kind(i + 2) == .rightParen ? (file.kind(i - 1) == .period ? i - 2 : i, i + 1) : nil
    }
    if file.kind(i + 1) == .period, file.isWord(i + 2, "init"), file.kind(i + 3) == .leftParen,
      file.kind(i + 4) == .rightParen, file.kind(i - 1) != .period
    {
      return (i, i + 3)
    }
    // `let f: DateFormatter = .init()`
    if file.kind(i - 1) == .colon, file.isWord(i + 1, "="), file.kind(i + 2) == .period,
      file.isWord(i + 3, "init"), file.kind(i + 4) == .leftParen, file.kind(i + 5) == .rightParen
    {
      return (i + 2, i + 4)
    }
    return nil
  }

  /// The expression `first…` whose call opens at `callOpen`, followed through the name or
  /// configuration call that holds it.
  func use(first expressionFirst: Int, callOpen: Int) -> Use {
    // One array for every range's accesses, with room for the usual few.
    var accesses: [MemberAccess] = []
    accesses.reserveCapacity(16)
    let close = Int(file[callOpen].match)
    var first = expressionFirst
    var last = max(callOpen, close)
    let c = expressionFirst
    // `with(DateFormatter()) { $0.… }`, `configure(DateFormatter()) { f in … }`.
    if let p = file.enclosingCall(c), let callee = file.callee(ofOpenParen: p) {
      let args = file.arguments(ofCall: p)
      let pClose = Int(file[p].match)
      if args.count == 1, args[0].label == nil, args[0].first == first, args[0].last == last,
        pClose > p, file.kind(pClose + 1) == .leftBrace, !file[pClose + 1].flags.contains(.newlineBefore)
      {
        let brace = pClose + 1
        if readsConfiguringClosure(brace, into: &accesses) {
          first = callee
          while file.kind(first - 1) == .period && file.kind(first - 2) == .identifier {
            first -= 2
          }
          last = Int(file[brace].match)
        }
      }
    }
    // `NumberFormatter().apply { f in … }`, `DateFormatter(…).then({ $0.… })`: a closure
    // handed to a method called on the new formatter configures it.
    if first == expressionFirst, file.kind(last + 1) == .period, file.kind(last + 2) == .identifier {
      let open = last + 3
      if file.kind(open) == .leftBrace, !file[open].flags.contains(.newlineBefore) {
        if readsConfiguringClosure(open, into: &accesses) { last = Int(file[open].match) }
      } else if file.kind(open) == .leftParen, file.kind(open + 1) == .leftBrace,
        file[open + 1].match > open + 1, Int(file[open].match) == Int(file[open + 1].match) + 1
      {
        if readsConfiguringClosure(open + 1, into: &accesses) { last = Int(file[open].match) }
      }
    }
    let binding = file.binding(ofExpressionAt: first)
    if let b = binding {
      let name = file.text(b.name)
      for r in ranges(of: b) { file.memberAccesses(of: name, in: r, into: &accesses) }
      propertyAccesses(initializedBy: b, into: &accesses)
    }
    // In member order, each member once (the first of equal ones, as sorted).
    accesses.sort { $0.member < $1.member }
    var kept = 0
    for k in accesses.indices where kept == 0 || accesses[kept - 1].member != accesses[k].member {
      accesses[kept] = accesses[k]
      kept += 1
    }
    accesses.removeLast(accesses.count - kept)
    return Use(expression: first...last, binding: binding, accesses: accesses)
  }

  /// A local (in a function, closure or accessor) that every later mention only configures
  /// (`f.dateFormat = …`): nothing formats, parses, returns or passes it, so it shows no
  /// text.
  func isDroppedLocal(_ use: Use) -> Bool {
    guard let b = use.binding, b.introducer != nil else { return false }
    let s = Int(file.scopeOfToken[b.name])
    guard s >= 0, file.scopes[s].kind != .type else { return false }
    let name = file.text(b.name)
    for r in ranges(of: b) {
      for k in r where k != b.name && file.kind(k) == .identifier && file.isWord(k, name) {
        guard file.kind(k - 1) != .period else { continue }
        // An argument label (`prepareDate(date: d)`), or another local of the same name
        // declared in an inner scope (`let date = item.date`) and its reads.
        if file.kind(k + 1) == .colon, file.kind(k - 1) == .leftParen || file.kind(k - 1) == .comma,
          file.enclosingCall(k) != nil
        {
          continue
        }
        if file.isKeyword(k - 1, [.`let`, .`var`]) { continue }
        if let d = file.localDeclaration(of: k), d > b.name, isVisible(declaration: d, at: k) { continue }
        guard file.kind(k + 1) == .period, file.kind(k + 2) == .identifier, file.isWord(k + 3, "=") else {
          return false
        }
      }
    }
    return true
  }

  /// Appends the accesses to the parameter of the closure opening at `brace` (`{ f in
  /// f.… }`, `{ $0.… }`) to `out`; false, appending none, when its brackets do not close.
  func readsConfiguringClosure(_ brace: Int, into out: inout [MemberAccess]) -> Bool {
    let end = Int(file[brace].match)
    let (param, bodyStart) = closureParameter(brace)
    // Mismatched brackets can put the parameter list past the closure's end.
    guard end > brace && bodyStart <= end else { return false }
    file.memberAccesses(of: param, in: bodyStart..<end, into: &out)
    return true
  }

  /// Whether the scope that declares token `d` holds token `k`.
  func isVisible(declaration d: Int, at k: Int) -> Bool {
    let s = Int(file.scopeOfToken[d])
    return s >= 0 && Int(file.scopes[s].open) < k && k < Int(file.scopes[s].close)
  }

  /// A closure's single parameter name and where its body starts: `{ f in`, `{ (f) in`,
  /// `{ (f: DateFormatter) in`; `$0` when it names none.
  func closureParameter(_ brace: Int) -> (String, Int) {
    let j = brace + 1
    if file.kind(j) == .leftParen, file[j].match > j {
      let close = Int(file[j].match)
      if file.isWord(close + 1, "in"), file.kind(j + 1) == .identifier {
        return (file.text(j + 1), close + 2)
      }
    }
    if file.kind(brace + 1) == .identifier, file.isWord(brace + 2, "in") {
      return (file.text(brace + 1), brace + 3)
    }
    return ("$0", brace + 1)
  }

  /// The token ranges where the bound name means this formatter.
  func ranges(of b: Binding) -> [Range<Int>] {
    let s = Int(file.scopeOfToken[b.name])
    if b.introducer != nil {
      if s < 0 { return [0..<file.count] }
      if file.scopes[s].kind == .type { return file.typeBodies(like: s) }
      return [b.name + 1..<max(b.name + 1, Int(file.scopes[s].close))]
    }
    // An assignment: to a local declared earlier in the function, or to a property.
    if !b.isSelfMember, let f = file.enclosingScope(b.name, [.function, .closure, .accessor]) {
      let body = file.body(ofScope: f)
      let name = file.text(b.name)
      for k in body.lowerBound..<b.name where file.isKeyword(k, [.`let`, .`var`]) {
        if file.isWord(k + 1, name) { return [body] }
      }
    }
    if let t = file.enclosingScope(b.name, [.type]) { return file.typeBodies(like: t) }
    return [0..<file.count]
  }

  /// For a local declared in a closure that initializes a property
  /// (`let p: DateFormatter = { let f = DateFormatter(); …; return f }()`), the accesses
  /// to that property where it is visible, appended to `out`.
  func propertyAccesses(initializedBy b: Binding, into out: inout [MemberAccess]) {
    guard b.introducer != nil else { return }
    let s = Int(file.scopeOfToken[b.name])
    guard s >= 0, file.scopes[s].kind == .closure else { return }
    let open = Int(file.scopes[s].open)
    let close = Int(file.scopes[s].close)
    guard file.kind(close + 1) == .leftParen, file.kind(close + 2) == .rightParen,
      let p = file.binding(ofExpressionAt: open), p.introducer != nil
    else { return }
    let name = file.text(p.name)
    let start = out.count
    for r in ranges(of: p) { file.memberAccesses(of: name, in: r, into: &out) }
    // Not where a local of the same name hides the property (`let formatter =
    // DateFormatter()` in another property's closure).
    let visible = out[start...].filter { a in
      var receiver = a.member - 2
      if file.isWord(receiver, "?") { receiver -= 1 }
      return receiver < 0 || file.localDeclaration(of: receiver) == nil
    }
    out.replaceSubrange(start..., with: visible)
  }

  /// Whether the value follows the device: `.current`, `.autoupdatingCurrent`,
  /// `Locale.preferredLanguages`, an identifier derived from them, or `nil`.
  func followsDevice(_ value: ClosedRange<Int>) -> Bool {
    if value.lowerBound == value.upperBound && file.isWord(value.lowerBound, "nil") { return true }
    for i in value
    where
      (file.isWord(i, "current") || file.isWord(i, "autoupdatingCurrent")
      || file.isWord(i, "preferredLanguages") || file.isWord(i, "autoupdatingCurrentLocale"))
      || (file.isWord(i, "currentLocale") && !isAppsLocale(i))
    {
      return true
    }
    return false
  }

  /// Whether `currentLocale` at `i` is a member of the app's own type
  /// (`LanguageManager.shared.currentLocale`): the locale of the language the app lets
  /// people choose, made from its identifier, not the device's (Swift's `Locale` has no
  /// `currentLocale`).
  private func isAppsLocale(_ i: Int) -> Bool {
    guard i >= 2, file.kind(i - 1) == .period, file.kind(i - 2) == .identifier else { return false }
    return !(file.isWord(i - 2, "Locale") || file.isWord(i - 2, "NSLocale") || file.isWord(i - 2, "self"))
  }

  /// Whether a locale value names a fixed identifier: `Locale(identifier: "en_US_POSIX")`,
  /// `.init(identifier: "…")`, `NSLocale(localeIdentifier: "…")`, or a constant named
  /// for POSIX (`.posix`, `enUSPOSIX`).
  func isFixedLocale(_ value: ClosedRange<Int>) -> Bool {
    if followsDevice(value) { return false }
    for i in value {
      if (file.isWord(i, "identifier") || file.isWord(i, "localeIdentifier")), file.kind(i + 1) == .colon,
        file.kind(i + 2) == .stringOpen
      {
        return true
      }
      if file.kind(i) == .identifier, TextSearch.containsIgnoringCase(file.text(i), "posix") { return true }
    }
    return false
  }
}
