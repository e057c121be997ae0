/// A locale-sensitive Foundation formatter kept in `static` storage, a file-level global
/// or a singleton's stored property: it keeps the locale of its first use.
public struct StaticCachedFormatter: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "static-cached-formatter",
    summary: "locale-sensitive formatter cached in static, global or singleton storage",
    severity: .warning, fixability: .none, group: .dates, skipsDebugCode: true)

  /// Names a singleton's shared instance goes by.
  static let singletonNames = ["shared", "sharedInstance", "default", "standard", "instance"]

  enum Storage { case staticProperty, global, singleton }

  /// Every locale-sensitive formatter type's name ends in `Formatter`.
  public func mayReport(in source: SourceFile) -> Bool { source.contains("Formatter") }

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    // Tests show no one a formatter's text.
    if context.isTestFile && !context.options.includeTestsAndPreviews { return [] }
    // A file that rebuilds its formatters when the locale changes is fine. (One byte search
    // first: `urrentLocale…` is in both names, and most files have neither.)
    if file.source.contains("urrentLocaleDidChangeNotification"),
      !file.tokens(spelled: "currentLocaleDidChangeNotification").isEmpty
        || !file.tokens(spelled: "NSCurrentLocaleDidChangeNotification").isEmpty
    {
      return []
    }
    let tracking = FormatterTracking(file: file)
    // Per type scope: 0 not asked yet, 1 a singleton, 2 not (an array, not a dictionary:
    // it is asked for every instance property).
    var singletons = [UInt8](repeating: 0, count: file.scopes.count)
    var out: [Finding] = []
    for index in file.kindIndex.keywords where file.isKeyword(Int(index), [.`let`, .`var`]) {
      let k = Int(index)
      // A preview (`struct Row_Previews: PreviewProvider`, `#Preview`) runs in Xcode alone.
      if !context.options.includeTestsAndPreviews && file.isInPreview(k) { continue }
      guard file.kind(k + 1) == .identifier, file.kind(k - 1) != .period,
        !file.isKeyword(k - 1, [.`if`, .`guard`, .`while`, .`case`, .`for`]), file.kind(k - 1) != .comma,
        file.kind(k - 1) != .leftParen
      else { continue }
      let s = Int(file.scopeOfToken[k])
      // Locals, most declarations, are left before their modifiers are read.
      guard s < 0 || file.scopes[s].kind == .type else { continue }
      let storage: Storage
      if s < 0 {
        storage = .global
      } else if file.hasDeclarationModifier(before: k, in: [.`static`, .`class`]) {
        storage = .staticProperty
      } else {
        if singletons[s] == 0 { singletons[s] = isSingleton(file, s) ? 1 : 2 }
        guard singletons[s] == 1 else { continue }
        storage = .singleton
      }
      let type: String
      if let (t, creation, initializer) = formatter(
        file, tracking, declaredBy: k, inSingleton: storage == .singleton)
      {
        if let c = creation, isExempt(file, tracking, creation: c, initializer: initializer, name: k + 1) {
          continue
        }
        if isUnusedPrivate(file, declaredBy: k, initializer: initializer) { continue }
        type = t
      } else if let element = cachedFormatterType(file, declaredBy: k),
        !cacheHoldsMachineFormatters(file, tracking, element, declaredBy: k)
      {
        type = cacheDescription(file, declaredBy: k, element)
      } else {
        continue
      }
      // Point at `static`/`lazy`, not at access control or attributes.
      let first =
        file.declarationModifiers(before: k).last {
          (file.isKeyword($0, [.`static`, .`class`]) || file.isWord($0, "lazy"))
        } ?? k
      let where_: String
      switch storage {
      case .staticProperty: where_ = "a static property"
      case .global: where_ = "a global"
      case .singleton: where_ = "a stored property of a singleton"
      }
      // A formatter of a developer's tools (`static let debugFormatter`, in a `…Debug…`
      // type or file) shows nothing to users.
      if file.debugCode.contains(file, k + 1) || DebugCode.startsWithDebug(file, k + 1) { continue }
      out.append(
        finding(
          Int(file[first].start)..<Int(file[k + 1].end),
          "`\(type)` cached in \(where_) keeps the locale of its first use",
          help:
            "create the formatter where it is used (or use `FormatStyle`), or rebuild it when `NSLocale.currentLocaleDidChangeNotification` is posted; a formatter for machines should pin `locale` to a fixed identifier"
        ))
    }
    return out
  }

  /// A class or actor holding an instance of itself in static storage
  /// (`static let shared = Type()`, `Self()`, `.init()`).
  func isSingleton(_ file: SyntaxFile, _ t: Int) -> Bool {
    let name = Int(file.scopes[t].name)
    let introducer = Int(file.scopes[t].introducer)
    guard name >= 0, file.isWord(introducer, "class") || file.isWord(introducer, "actor") else {
      return false
    }
    for index in file.kindIndex.keywords(in: file.body(ofScope: t)) {
      let k = Int(index)
      guard file.isKeyword(k, [.`let`, .`var`]) && Int(file.scopeOfToken[k]) == t else { continue }
      guard file.kind(k + 1) == .identifier,
        file.hasDeclarationModifier(before: k, in: [.`static`])
      else { continue }
      var j = k + 2
      if file.kind(j) == .colon {
        if file.isWord(j + 1, file.text(name)) && file.isWord(j + 2, "=") { return true }
        continue
      }
      guard file.isWord(j, "=") else { continue }
      j += 1
      if file.isWord(j, file.text(name)) && file.kind(j + 1) == .leftParen { return true }
      if file.isWord(j, "Self") && file.kind(j + 1) == .leftParen { return true }
      if file.kind(j) == .period && file.isWord(j + 1, "init") { return true }
    }
    return false
  }

  /// For a singleton's `let name: Formatter` set in its initializer, the creation that
  /// reaches it: `self.name = Type()`, or `let local = Type(); …; self.name = local`.
  func creation(
    assignedTo k: Int, type: String, in file: SyntaxFile, _ tracking: FormatterTracking
  ) -> Int? {
    guard let t = file.enclosingScope(k, [.type]) else { return nil }
    // The name's uses from the file's word index: scanning the type's bodies instead would
    // cost a singleton with n such properties n rescans.
    let name = file.text(k + 1)
    let uses = file.wordPositions(name)
    for body in file.typeBodies(like: t) {
      var u = SyntaxFile.lowerBound(of: body.lowerBound, in: uses)
      while u < uses.count && Int(uses[u]) < body.upperBound {
        let i = Int(uses[u])
        u += 1
        file.work.add(1)
        guard file.isWord(i + 1, "=") else { continue }
        guard let b = file.binding(ofExpressionAt: i + 2), b.introducer == nil, b.name == i else {
          continue
        }
        let v = i + 2
        if tracking.isCreation(v, of: type) { return v }
        guard file.kind(v) == .identifier, let f = file.enclosingScope(i, [.function]) else {
          continue
        }
        let body = file.body(ofScope: f)
        let declarations = file.declarations(of: file.text(v))
        var e = SyntaxFile.lowerBound(of: body.lowerBound, in: declarations)
        while e < declarations.count && Int(declarations[e]) < body.upperBound {
          let d = Int(declarations[e])
          e += 1
          file.work.add(1)
          if file.isWord(d + 2, "=") && tracking.isCreation(d + 3, of: type) { return d + 3 }
        }
      }
    }
    return nil
  }

  /// The formatter type a stored declaration holds, with its visible creation (nil for
  /// `.init()`) and initializer range. Nil for computed properties, other types, and
  /// values whose creation is not visible.
  func formatter(
    _ file: SyntaxFile, _ tracking: FormatterTracking, declaredBy k: Int, inSingleton: Bool
  ) -> (
    String, Int?, ClosedRange<Int>
  )? {
    var j = k + 2
    var annotated: String? = nil
    if file.kind(j) == .colon {
      // The annotation's last name: `DateFormatter`, `Foundation.DateFormatter`, `DateFormatter!`.
      var t = j + 1
      while t < file.count && !file.isWord(t, "=") && file.kind(t) != .leftBrace
        && !file[t].flags.contains(.newlineBefore)
      {
        if file.kind(t) == .leftBracket || file.kind(t) == .leftParen || file.isWord(t, "<") {
          return nil  // collections, tuples, generics
        }
        if file.kind(t) == .identifier { annotated = file.text(t) }
        t += 1
      }
      j = t
      guard let a = annotated, FormatterTracking.localeSensitiveTypes.contains(a) else { return nil }
    }
    if inSingleton, let a = annotated, !file.isWord(j, "="), file.kind(j) != .leftBrace,
      let c = creation(assignedTo: k, type: a, in: file, tracking)
    {
      return (a, c, c...c + 2)
    }
    guard file.isWord(j, "="), j + 1 < file.count else { return nil }  // computed or uninitialized
    let start = j + 1
    let end = file.expressionEnd(from: start)
    // The annotated type, or any locale-sensitive one.
    func isCreation(_ c: Int) -> Bool {
      if let a = annotated { return tracking.isCreation(c, of: a) }
      return tracking.isCreation(c, of: FormatterTracking.localeSensitiveTypes)
    }
    // `Type()`, `Type(…)`, `with(Type()) {…}`, `configure(Type()) {…}`, `Type().then {…}`.
    var direct: [Int] = [start]
    if file.kind(start + 1) == .leftParen { direct.append(start + 2) }
    for c in direct where isCreation(c) {
      return (file.text(c), c, start...end)
    }
    guard let a = annotated else {
      // `= { let f = Type(); …; return f }()`, its type inferred from what it returns.
      guard file.kind(start) == .leftBrace, file[start].match > start else { return nil }
      let close = Int(file[start].match)
      for r in start..<close where file.isWord(r, "return") && file.kind(r + 1) == .identifier {
        guard Int(file.scopeOfToken[r]) == Int(file.scopeOfToken[start + 1]),
          file.expressionEnd(from: r + 1) == r + 1
        else { continue }
        for d in start..<r
        where file.isKeyword(d, [.`let`, .`var`]) && file.isWord(d + 1, file.text(r + 1))
          && file.isWord(d + 2, "=") && isCreation(d + 3)
        {
          return (file.text(d + 3), d + 3, start...end)
        }
      }
      return nil
    }
    if file.kind(start) == .period && file.isWord(start + 1, "init") { return (a, nil, start...end) }
    // `= { let f = Type(); …; return f }()`
    if file.kind(start) == .leftBrace {
      for c in start...end where isCreation(c) { return (a, c, start...end) }
    }
    return nil
  }

  /// Pinned to a fixed locale identifier (or `.autoupdatingCurrent`) where it is built,
  /// or given a locale again where it is used; a `DateFormatter` with a fixed pattern
  /// (whose missing pins `fixed-format-missing-locale` reports); a `NumberFormatter` with
  /// a fixed decimal separator; a formatter only used in logs (a logging type's lines too).
  func isExempt(
    _ file: SyntaxFile, _ tracking: FormatterTracking, creation c: Int,
    initializer: ClosedRange<Int>, name: Int
  ) -> Bool {
    let accesses = tracking.use(ofCreationAt: c).accesses
    // A convenience initializer given a locale or a fixed pattern:
    // `DateFormatter(withFormat: "yyyy-MM-dd", locale: "en_US_POSIX")`,
    // `DateFormatter(scraping: "MMM d, yyyy")`. (Foundation's `DateFormatter()` takes no
    // text: a literal goes to an app's own initializer, as a pattern or a locale.)
    for a in file.arguments(ofCall: c + 1) where a.first <= a.last {
      if file.isWord(c, "DateFormatter"), file.kind(a.first) == .stringOpen { return true }
      guard let label = a.label.map({ file.text($0).lowercased() }) else { continue }
      if label.contains("locale"),
        file.kind(a.first) == .stringOpen || tracking.isFixedLocale(a.first...a.last)
      {
        return true
      }
    }
    if file.isWord(c, "DateFormatter"), accesses.contains(where: { setsFixedPattern(file, $0) }) {
      return true
    }
    // `f.decimalSeparator = "."`: the separator is fixed whatever the locale says (a
    // number formatter for machines, or a chart's short values), and what a cached copy
    // could freeze is at most the grouping of numbers over a thousand.
    if file.isWord(c, "NumberFormatter"),
      accesses.contains(where: { a in
        file.isWord(a.member, "decimalSeparator")
          && a.value.map { file.kind($0.lowerBound) == .stringOpen } == true
      })
    {
      return true
    }
    func sets(_ member: String, to word: String) -> Bool {
      accesses.contains { a in
        file.isWord(a.member, member) && a.value.map { file.isWord($0.lowerBound, word) } == true
      }
    }
    // `usesGroupingSeparator = false` and whole numbers (`maximumFractionDigits = 0`,
    // `allowsFloats = false`, or the `.none` style, which writes no fraction): no separator
    // at all (a seed, an identifier), which no locale's separators change.
    let wholeNumbers =
      sets("maximumFractionDigits", to: "0") || sets("allowsFloats", to: "false")
      || accesses.contains { a in
        file.isWord(a.member, "numberStyle")
          && a.value.map { $0.count == 2 && file.isWord($0.upperBound, "none") }
            == true
      }
    // Or with a fixed grouping separator (`groupingSeparator = ","`): the same whole
    // numbers, grouped alike in every locale.
    if file.isWord(c, "NumberFormatter"),
      sets("usesGroupingSeparator", to: "false")
        || accesses.contains(where: { a in
          file.isWord(a.member, "groupingSeparator")
            && a.value.map { file.kind($0.lowerBound) == .stringOpen } == true
        }),
      wholeNumbers
    {
      return true
    }
    // `positiveFormat = "0000"`: whole numbers padded with zeros and never grouped (a sort
    // key, a counter in a file name), which no locale's separators change.
    if file.isWord(c, "NumberFormatter"),
      accesses.contains(where: { a in
        guard file.isWord(a.member, "positiveFormat"), let v = a.value,
          let l = file.literal(at: v.lowerBound),
          Int(file[v.lowerBound].match) == v.upperBound
        else { return false }
        let pattern = file.value(ofLiteral: l)
        return !pattern.isEmpty && pattern.allSatisfy { $0 == "0" || $0 == "#" }
      })
    {
      return true
    }
    if isOnlyLogged(file, name: name, initializer: initializer) { return true }
    var values: [ClosedRange<Int>] = []
    for i in initializer where file.isWord(i, "locale") {
      if file.kind(i - 1) == .period, file.isWord(i + 1, "="), file.kind(i + 1) == .operator {
        values.append((i + 2)...file.expressionEnd(from: i + 2))
      } else if file.kind(i + 1) == .colon, file.enclosingCall(i) != nil {
        values.append((i + 2)...file.expressionEnd(from: i + 2))
      }
    }
    for a in accesses where file.isWord(a.member, "locale") {
      if let v = a.value { values.append(v) }
    }
    for v in values {
      if tracking.isFixedLocale(v) { return true }
      if v.contains(where: { file.isWord($0, "autoupdatingCurrent") }) { return true }
      // `formatter.locale = Locale.appDefault` (or `.appDefault`): a locale the app's own
      // extension of `Locale` declares, the one it always formats in; `Locale` itself
      // declares no other than the device's.
      if !tracking.followsDevice(v), file.kind(v.upperBound) == .identifier,
        file.kind(v.upperBound - 1) == .period,
        v.count == 2 || (v.count == 3 && file.isWord(v.lowerBound, "Locale"))
      {
        return true
      }
      // `formatter.locale = locale`, with `static var locale = Locale.autoupdatingCurrent`
      // (or `Self.locale`) in the file: the locale that follows the device, by its name.
      if file.kind(v.upperBound) == .identifier,
        v.count == 1 || v.count == 3 && file.kind(v.upperBound - 1) == .period,
        let declared = file.initialValue(ofDeclared: file.text(v.upperBound)),
        declared.contains(where: { file.isWord($0, "autoupdatingCurrent") })
      {
        return true
      }
    }
    // Set again where it is used: `Self.formatter.locale = …` outside the initializer, or
    // on a local that holds it (`let f = Self.formatter; f.locale = …`).
    let uses = file.memberAccesses(of: file.text(name), in: 0..<file.count)
    if uses.contains(where: { a in
      file.isWord(a.member, "locale") && a.value != nil && !initializer.contains(a.member)
    }) {
      return true
    }
    return localAliasesSetLocale(file, name: name, initializer: initializer)
  }

  /// Whether a `let` that holds the property (`let formatter: NumberFormatter =
  /// Self.shared`) is given a locale before its use, in the same scope.
  func localAliasesSetLocale(_ file: SyntaxFile, name: Int, initializer: ClosedRange<Int>) -> Bool {
    for u in file.wordPositions(file.text(name)) {
      let i = Int(u)
      if i == name || initializer.contains(i) || file.kind(i + 1) == .period { continue }
      // `name`, `Self.name`, `Type.name`, `self.name` as the whole value.
      let first = file.kind(i - 1) == .period ? i - 2 : i
      guard case .binding(let alias)? = file.slot(ofValue: first, i) else { continue }
      let s = Int(file.scopeOfToken[alias])
      let end = s >= 0 ? Int(file.scopes[s].close) : file.count
      let accesses = file.memberAccesses(of: file.text(alias), in: (alias + 1)..<end)
      if accesses.contains(where: { file.isWord($0.member, "locale") && $0.value != nil }) { return true }
    }
    return false
  }

  /// A `private` or `fileprivate` property that nothing in the file reads formats nothing.
  func isUnusedPrivate(_ file: SyntaxFile, declaredBy k: Int, initializer: ClosedRange<Int>) -> Bool {
    guard file.hasDeclarationModifier(before: k, in: [.`private`, .`fileprivate`]) else { return false }
    return !file.wordPositions(file.text(k + 1)).contains {
      Int($0) != k + 1 && !initializer.contains(Int($0))
    }
  }

  /// `f.dateFormat = …` with a fixed pattern, not one made from a template.
  func setsFixedPattern(_ file: SyntaxFile, _ a: MemberAccess) -> Bool {
    guard file.isWord(a.member, "dateFormat"), let v = a.value else { return false }
    return !FixedFormatMissingLocale().isTemplateResult(file, v)
  }

  /// Every use of the property `name` outside its initializer is inside a non-UI sink
  /// (`print`, `NSLog`, a logger), or in a literal or local that a type named for logging
  /// builds (a line of its log file): what it formats is never shown.
  func isOnlyLogged(_ file: SyntaxFile, name: Int, initializer: ClosedRange<Int>) -> Bool {
    var used = false
    for u in file.wordPositions(file.text(name)) {
      let i = Int(u)
      file.work.add(1)
      if i == name || initializer.contains(i) { continue }
      let literal = file.outermostLiteralOpen(around: i)
      // `class WatchLogger`: a logging type that interpolates the stamp into a line it
      // writes to its file, or binds it to a local first (`let timeStamp = f.string(…)`).
      let bound = file.isWord(i - 1, "=") && file.isKeyword(i - 3, [.`let`, .`var`])
      guard file.isInNonUISink(literal ?? i) || ((literal != nil || bound) && file.isInLoggingScope(i)) else {
        return false
      }
      used = true
    }
    return used
  }

  /// `static var cache: [String: DateFormatter] = [:]`, `[DateFormatter]`,
  /// `NSCache<NSString, NumberFormatter>`: storage that keeps formatters made later. The
  /// element's type, if it is a locale-sensitive formatter.
  func cachedFormatterType(_ file: SyntaxFile, declaredBy k: Int) -> String? {
    guard file.kind(k + 2) == .colon else { return nil }
    var t = k + 3
    var element: String? = nil
    while t < file.count && !file.isWord(t, "=") && file.kind(t) != .leftBrace
      && !file[t].flags.contains(.newlineBefore)
    {
      if file.kind(t) == .identifier, FormatterTracking.localeSensitiveTypes.contains(file.text(t)) {
        element = file.text(t)
      }
      t += 1
    }
    // A `let` array or dictionary never takes formatters in; an `NSCache` does.
    guard let element, file.isWord(t, "="),
      file.kind(k + 3) == .leftBracket && file.isKeyword(k, [.`var`]) || file.isWord(k + 3, "NSCache")
    else { return nil }
    return element
  }

  /// The cache's type as written, for the message.
  func cacheDescription(_ file: SyntaxFile, declaredBy k: Int, _ element: String) -> String {
    var t = k + 3
    while t < file.count && !file.isWord(t, "=") { t += 1 }
    let text = file.source.text(Int(file[k + 3].start)..<Int(file[t - 1].end))
    return text.count <= 60 ? text : "cache of \(element)"
  }

  /// Every `element` made where the cache declared at `k` is visible (its type, or the
  /// file for a global) has a fixed `dateFormat` or a locale that does not follow the
  /// device: a cache of machine formatters (or of patterns whose pins
  /// `fixed-format-missing-locale` reports), or of one formatter per locale the app chooses. A cache
  /// whose initializer makes its formatters (`lazy var parsers: [DateFormatter] = { … }()`)
  /// holds those alone.
  func cacheHoldsMachineFormatters(
    _ file: SyntaxFile, _ tracking: FormatterTracking, _ element: String, declaredBy k: Int
  ) -> Bool {
    var ranges = file.enclosingScope(k, [.type]).map { file.typeBodies(like: $0) } ?? [0..<file.count]
    var t = k + 3
    while t < file.count && !file.isWord(t, "=") && !file[t].flags.contains(.newlineBefore) { t += 1 }
    if file.isWord(t, "="), t + 1 < file.count {
      let own = (t + 1)..<(file.expressionEnd(from: t + 1) + 1)
      if file.wordPositions(element).contains(where: {
        own.contains(Int($0)) && tracking.isCreation(Int($0), of: element)
      }) {
        ranges = [own]
      }
    }
    var made = 0
    for c in file.wordPositions(element).map(Int.init) where ranges.contains(where: { $0.contains(c) }) {
      file.work.add(1)
      guard tracking.isCreation(c, of: element) else { continue }
      made += 1
      let accesses = tracking.use(ofCreationAt: c).accesses
      // A locale the code chooses (`formatter.locale = language.locale`): the cache holds
      // a formatter per choice, and none follows the device.
      let pinned = accesses.contains { a in
        if file.isWord(a.member, "locale"), let v = a.value {
          return tracking.isFixedLocale(v) || !tracking.followsDevice(v)
        }
        return setsFixedPattern(file, a)
      }
      if !pinned { return false }
    }
    return made > 0
  }
}
