/// A `DateFormatter` given a fixed `dateFormat` without pinning its locale, time zone and
/// calendar, which then follow the device.
public struct FixedFormatMissingLocale: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "fixed-format-missing-locale",
    summary: "`DateFormatter` with a fixed `dateFormat` that does not pin locale, time zone and calendar",
    severity: .warning, fixability: .none, group: .dates, skipsDebugCode: true)

  /// What a fixed pattern is for, judged from its fields.
  enum Purpose { case machine, display, unknown }

  /// A finding needs a `DateFormatter()` and a `dateFormat` set on it.
  public func mayReport(in source: SourceFile) -> Bool {
    source.contains("DateFormatter") && source.contains("dateFormat")
  }

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    // A test's formatter writes what the test reads back, never what users see.
    if context.isTestFile && !context.options.includeTestsAndPreviews { return [] }
    let tracking = FormatterTracking(file: file)
    var out: [Finding] = []
    for c in file.tokens(spelled: "DateFormatter") {
      guard let creation = tracking.emptyCreation(at: c, of: "DateFormatter") else { continue }
      // A debug-only formatter (a log file's name, a debug screen's stamp) is the
      // developer's to read.
      if file.debugCode.contains(file, c) { continue }
      // A preview's sample data is read by no user.
      if !context.options.includeTestsAndPreviews && file.isInPreview(c) { continue }
      let use = tracking.use(first: creation.first, callOpen: creation.callOpen)
      var formats: [ClosedRange<Int>] = []
      var locales: [ClosedRange<Int>] = []
      var calendars: [ClosedRange<Int>] = []
      var hasTimeZone = false
      var localized = false
      for a in use.accesses {
        let m = a.member
        if file.isWord(m, "setLocalizedDateFormatFromTemplate") { localized = true }
        guard let v = a.value else { continue }
        if file.isWord(m, "dateFormat") {
          if file.isWord(v.lowerBound, "nil") && v.count == 1 { continue }
          // `f.dateFormat = "dd-MM-yyyy"` then `f.dateFormat = "EEEE"`: the first never applies.
          if Self.isOverwritten(file, member: m, value: v) { continue }
          // A template's result, or a pattern the catalog gives per language
          // (`String(localized: "packs.lastCheckedFormat")`): the translators order it.
          if isTemplateResult(file, v)
            || file.isLocalizedExpression(v.lowerBound, v.upperBound, extraFunctions: [])
            || Self.endsInLookup(file, v)
          {
            localized = true
          }
          formats.append(v)
        } else if (file.isWord(m, "dateStyle") || file.isWord(m, "timeStyle")) {
          if !(v.count == 2 && file.isWord(v.upperBound, "none")) { localized = true }
        } else if file.isWord(m, "locale") {
          locales.append(v)
        } else if file.isWord(m, "calendar") {
          calendars.append(v)
        } else if file.isWord(m, "timeZone") {
          if !(v.count == 1 && file.isWord(v.lowerBound, "nil")) { hasTimeZone = true }
        }
      }
      guard !formats.isEmpty, !localized else { continue }
      // Created, configured and dropped: it shows and reads nothing.
      if tracking.isDroppedLocal(use) { continue }
      let perFormat = formats.map { patternTexts(file, $0) }
      let patterns = perFormat.flatMap { $0 }
      // Every `dateFormat` set is a pattern the file tells.
      let allKnown = perFormat.allSatisfy { !$0.isEmpty }
      let parses = use.accesses.contains { file.isWord($0.member, "date") && $0.call != nil }
      // One field written out (`EEE`, `LLLL`, `y`): nothing to order, and shown to people
      // it should follow their language and calendar. Parsed, it still needs pinning.
      if !parses, allKnown,
        patterns.allSatisfy({ DatePattern($0).fields.count == 1 })
      {
        continue
      }
      // `uses12h ? "h a" : "H"`: the code follows the user's clock itself, and hours
      // read the same in every calendar.
      if !parses, Self.choosesClock(patterns) { continue }
      // `"HH:mm:ss.SSS"` in local time, written by this file alone: a log line's stamp.
      if !parses, !hasTimeZone, Self.stampsMilliseconds(patterns),
        !Self.isShared(file, creation: c, binding: use.binding), everyFormatCall(file, use, { _ in true })
      {
        continue
      }
      // A parser that sets a fixed locale first (`en_US_POSIX`) and the device's only after
      // (`f.locale = .current`, a fallback for names written in the user's language) reads
      // the machine text pinned.
      let localePinned =
        !locales.isEmpty
        && (!locales.contains { tracking.followsDevice($0) }
          || (parses && !tracking.followsDevice(locales[0])))
      // A formatter takes its calendar from its locale: a fixed locale pins it, unless a
      // calendar that follows the device is set after all.
      let calendarPinned =
        calendars.isEmpty ? localePinned : !calendars.contains { tracking.followsDevice($0) }
      // A pattern that writes its own zone (`Z`, `XXX`, `zzz`…) reads and writes absolute
      // times whatever the formatter's zone; a quoted `'Z'` is text and writes none.
      let zoneInPattern =
        allKnown && patterns.allSatisfy { Self.writesZone(DatePattern($0)) }
      var missing: [String] = []
      if !localePinned { missing.append("locale") }
      if !hasTimeZone && !zoneInPattern { missing.append("time zone") }
      if !calendarPinned { missing.append("calendar") }
      guard !missing.isEmpty else { continue }
      // Locale and zone pinned, the device's calendar chosen on purpose (`calendar =
      // .current`) and a pattern the file does not tell (a catalog's, through a name
      // declared elsewhere): a date for people, written in their own calendar.
      if missing == ["calendar"], !calendars.isEmpty, !allKnown, !parses { continue }
      // A log line or a debug description is read by the developer, in local time and
      // the developer's own digits and calendar; so is the text of a formatter this file
      // alone keeps under a name for logs (one that other files use may go elsewhere).
      if !parses,
        onlyLogged(file, use) || file.isInLoggingScope(c)
          || (Self.isNamedForLogs(file, creation: c, binding: use.binding)
            && !Self.isShared(file, creation: c, binding: use.binding))
      {
        continue
      }
      // A day's key in memory (an `id`, a grouping key) tells days apart on the device
      // that made it, in any locale; no one reads it.
      if !parses, onlyIdentifies(file, use) { continue }
      if parses, onlyRoundTrips(file, use) { continue }
      // With locale and calendar pinned, the device's zone is most often the one meant (a
      // file-name stamp, a date-only value shown again): pedantic only, unless the pattern
      // claims UTC with a quoted `'Z'`.
      if missing == ["time zone"], !context.options.pedantic, !patterns.contains(where: Self.claimsUTC) {
        continue
      }
      let start = Int(file[creation.first == c - 2 ? c : creation.first].start)
      let end = Int(file[Int(file[creation.callOpen].match)].end)
      out.append(
        finding(
          start..<end,
          "`DateFormatter` has a fixed `dateFormat` but no pinned \(Self.list(missing, "or"))",
          help: help(patterns, missing: missing, parses: parses)))
    }
    return out
  }

  /// Whether `patterns` hold only times of day (hours, minutes, seconds, AM/PM), one of
  /// them on a 12-hour clock (`h`, `K`) and one on a 24-hour clock (`H`, `k`): a choice
  /// that follows the user's clock setting.
  static func choosesClock(_ patterns: [String]) -> Bool {
    let fields = patterns.map { DatePattern($0).fields.map(\.letter) }
    guard fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy { Array("hHkKmsa".utf8).contains($0) } }) else {
      return false
    }
    return fields.contains { $0.contains(UInt8(ascii: "h")) || $0.contains(UInt8(ascii: "K")) }
      && fields.contains { $0.contains(UInt8(ascii: "H")) || $0.contains(UInt8(ascii: "k")) }
  }

  /// Whether `patterns` hold only times of day on a 24-hour clock to a fraction of a
  /// second (`"HH:mm:ss.SSS"`): a log line's stamp, in local time on purpose; no screen
  /// for people shows the clock's milliseconds.
  static func stampsMilliseconds(_ patterns: [String]) -> Bool {
    !patterns.isEmpty
      && patterns.allSatisfy { p in
        let fields = DatePattern(p).fields.map(\.letter)
        return fields.contains(UInt8(ascii: "S")) && fields.contains(UInt8(ascii: "H"))
          && fields.allSatisfy { Array("HmsS".utf8).contains($0) }
      }
  }

  /// The bindings of the closures that make the formatter created at `c` and are called
  /// where they stand (`static let fullTime: DateFormatter = { … }()`), innermost first,
  /// up to the first closure that is not; nil for one that no name receives.
  static func invokedClosureBindings(_ file: SyntaxFile, creation c: Int) -> [Binding?] {
    var out: [Binding?] = []
    var s = Int(file.scopeOfToken[c])
    while s >= 0, Scope.Kinds(file.scopes[s].kind) == .closure {
      let open = Int(file.scopes[s].open)
      let close = Int(file.scopes[s].close)
      guard close + 2 < file.count, file.kind(close + 1) == .leftParen,
        Int(file[close + 1].match) == close + 2
      else { break }
      out.append(file.binding(ofExpressionAt: open))
      s = Int(file.scopes[s].parent)
    }
    return out
  }

  /// Whether the name the formatter is bound to, or that of the property a closure that
  /// makes it initializes, is named for logging (`static let logTimestamp: DateFormatter =
  /// { … }()` in a `private extension`).
  static func isNamedForLogs(_ file: SyntaxFile, creation c: Int, binding: Binding?) -> Bool {
    func named(_ b: Binding?) -> Bool {
      guard let b, file.kind(b.name) == .identifier else { return false }
      return LoggingNames.namesLogging(Array(file.bytes[file[b.name].range]))
    }
    return named(binding) || invokedClosureBindings(file, creation: c).contains(where: named)
  }

  /// Whether the formatter created at `c` is kept where other files can use it: a `static`
  /// or `class` property (but in a `private extension`), or a global, not `private` nor
  /// `fileprivate`, bound to it (`binding`) or built by a closure that initializes it
  /// (`static let fullTime: DateFormatter = { … }()`). What the other files make of its
  /// text is not in sight.
  static func isShared(_ file: SyntaxFile, creation c: Int, binding: Binding?) -> Bool {
    func shares(_ k: Int) -> Bool {
      if file.hasDeclarationModifier(before: k, in: [.`private`, .`fileprivate`]) { return false }
      if file.hasDeclarationModifier(before: k, in: [.`static`, .`class`]) {
        // `private extension DateFormatter { static let logTimestamp = … }`: this file's own.
        let s = Int(file.scopeOfToken[k])
        let name = s >= 0 ? Int(file.scopes[s].name) : -1
        return
          !(name >= 2 && file.isKeyword(name - 1, [.`extension`])
          && file.isKeyword(name - 2, [.`private`, .`fileprivate`]))
      }
      return file.scopeOfToken[k] < 0
    }
    if let k = binding?.introducer, shares(k) { return true }
    // The closures up to the first that no name receives.
    for b in invokedClosureBindings(file, creation: c) {
      guard let b else { return false }
      if let k = b.introducer, shares(k) { return true }
    }
    return false
  }

  /// Whether the file calls `string(from:)` on the formatter at least once, and every such
  /// call (at its `string` token) `holds`.
  func everyFormatCall(_ file: SyntaxFile, _ use: FormatterTracking.Use, _ holds: (Int) -> Bool) -> Bool {
    var formats = 0
    for a in use.accesses where file.isWord(a.member, "string") && a.call != nil {
      formats += 1
      guard holds(a.member) else { return false }
    }
    return formats > 0
  }

  /// Every `string(from:)` the file calls on the formatter (one at least) is in a log or a
  /// `description`-like member, is returned by a function (`func timestamp()`) that the
  /// file calls only in logs, or is the value of a local `let` that only log lines read.
  func onlyLogged(_ file: SyntaxFile, _ use: FormatterTracking.Use) -> Bool {
    everyFormatCall(file, use) {
      isLogged(file, $0) || file.isReturnedOnlyToLogs($0) || isBoundOnlyForLogs(file, $0)
    }
  }

  /// `let stamp = "\(formatter.string(from: now))"`, then `NSLog("\(stamp) …")`: token `i`
  /// lies in the value of a local `let` that only log lines read.
  func isBoundOnlyForLogs(_ file: SyntaxFile, _ i: Int) -> Bool {
    let s = file.statementStart(file.outermostLiteralOpen(around: i) ?? i)
    guard file.isKeyword(s, [.`let`]), file.kind(s + 1) == .identifier else { return false }
    let reads = file.uses(ofBindingAt: s + 1)
    return !reads.isEmpty && reads.allSatisfy { file.isLogLine($0) }
  }

  /// Every `string(from:)` the file calls on the formatter (one at least) is in the body
  /// of a computed `id` (`Identifiable`'s) or of the closure that keys
  /// `Dictionary(grouping:by:)`, or compared with another of its own (`comparesItsOwnText`):
  /// a key for this run, never shown, stored or parsed.
  func onlyIdentifies(_ file: SyntaxFile, _ use: FormatterTracking.Use) -> Bool {
    everyFormatCall(file, use) { i in
      if Self.comparesItsOwnText(file, member: i) { return true }
      guard let s = file.enclosingScope(i, [.accessor, .closure, .function]) else { return false }
      let scope = file.scopes[s]
      if scope.kind == .accessor, scope.name >= 0, file.isWord(Int(scope.name), "id") { return true }
      guard scope.kind == .closure else { return false }
      let open = Int(scope.open)
      // `Dictionary(grouping: xs) { … }`, `Dictionary(grouping: xs, by: { … })`.
      let call =
        file.kind(open - 1) == .rightParen ? Int(file[open - 1].match) : file.enclosingCall(open) ?? -1
      return call > 0 && file.isWord(call - 1, "Dictionary") && file.isWord(call + 1, "grouping")
    }
  }

  /// `f.date(from: f.string(from: Date()))`, or `let s = "\(f.string(from: date))"` then
  /// `f.date(from: s)`: every text the formatter writes is read back by the same formatter
  /// and nothing else, and every text it reads is one of those. A date cut to the
  /// pattern's fields, the same in every locale and calendar; no text leaves.
  func onlyRoundTrips(_ file: SyntaxFile, _ use: FormatterTracking.Use) -> Bool {
    let parses = Set(
      use.accesses.filter { file.isWord($0.member, "date") && $0.call != nil }.map { $0.call! })
    guard !parses.isEmpty else { return false }
    // The `date(from:)` call whose argument starts at `i`.
    func parse(of i: Int) -> Int? {
      guard let (call, argument) = file.argumentContaining(i), parses.contains(call), argument.first == i
      else { return nil }
      return call
    }
    var read = Set<Int>()
    let formats = everyFormatCall(file, use) { m in
      let start = file.operandStart(endingAt: m)
      if let call = parse(of: start) {
        read.insert(call)
        return true
      }
      // `let s = f.string(from: d)`, `let s = "\(f.string(from: d))"`.
      var value = start
      if let open = file.outermostLiteralOpen(around: m), let l = file.literal(at: open),
        file.value(ofLiteral: l) == String(SyntaxFile.interpolationMark)
      {
        value = open
      }
      guard file.isWord(value - 1, "="), file.kind(value - 2) == .identifier,
        file.isKeyword(value - 3, [.`let`, .`var`])
      else { return false }
      let calls = file.uses(ofBindingAt: value - 2).map(parse)
      guard !calls.isEmpty, calls.allSatisfy({ $0 != nil }) else { return false }
      read.formUnion(calls.compactMap { $0 })
      return true
    }
    return formats && read == parses
  }

  /// `f.string(from: now) == f.string(from: date)`: the call at `member` (its `string`)
  /// is compared with another of the same formatter's, a test for the same day that every
  /// locale and calendar answers alike.
  static func comparesItsOwnText(_ file: SyntaxFile, member m: Int) -> Bool {
    guard file.kind(m - 1) == .period, file.kind(m - 2) == .identifier, file.kind(m + 1) == .leftParen
    else { return false }
    let receiver = file.text(m - 2)
    func isCall(close: Int) -> Bool {
      let open = Int(file[close].match)
      return file.kind(close) == .rightParen && open > 3 && file.isWord(open - 1, "string")
        && file.kind(open - 2) == .period && file.isWord(open - 3, receiver)
    }
    let close = Int(file[m + 1].match)
    let after = close + 1
    if file.isWord(after, "==") || file.isWord(after, "!=") {
      let other = after + 3
      return file.isWord(after + 1, receiver) && file.kind(after + 2) == .period
        && file.isWord(other, "string")
        && file.kind(other + 1) == .leftParen && isCall(close: Int(file[other + 1].match))
    }
    let before = m - 3
    return (file.isWord(before, "==") || file.isWord(before, "!=")) && isCall(close: before - 1)
  }

  /// Token `i` lies in a non-UI sink (a log, an assertion, an identifier), a logging
  /// closure or a `description`-like member.
  func isLogged(_ file: SyntaxFile, _ i: Int) -> Bool {
    let at = file.outermostLiteralOpen(around: i) ?? i
    return file.isInNonUISink(at) || file.isInDeveloperDescription(i) || file.isInLoggingClosure(at)
  }

  /// `DateFormatter.dateFormat(fromTemplate:options:locale:)`, directly or through a
  /// constant of the file that holds its result, or either of two such (`showsYear ?
  /// yearFormat : dayFormat`).
  func isTemplateResult(_ file: SyntaxFile, _ v: ClosedRange<Int>) -> Bool {
    for i in v where file.isWord(i, "dateFormat") && file.kind(i + 1) == .leftParen {
      return true
    }
    if v.count >= 5,
      let q = v.first(where: {
        file.isWord($0, "?") && file.enclosingBracket[$0] == file.enclosingBracket[v.lowerBound]
      }),
      let branches = file.ternaryBranches(question: q), branches.whenFalse.upperBound <= v.upperBound
    {
      return isTemplateResult(file, branches.whenTrue) && isTemplateResult(file, branches.whenFalse)
    }
    if v.count == 1, file.kind(v.lowerBound) == .identifier {
      let name = file.text(v.lowerBound)
      for d in file.declarations(of: name) {
        let k = Int(d)
        var j = k + 2
        while j < file.count && j < k + 12 && !file.isWord(j, "=") { j += 1 }
        let end = min(file.count - 1, j + 8)
        if j < end, (j...end).contains(where: { file.isWord($0, "fromTemplate") }) { return true }
      }
    }
    return false
  }

  /// The literal patterns a `dateFormat` value can hold: its literals, or the literal of
  /// a constant of the file it names.
  func patternTexts(_ file: SyntaxFile, _ v: ClosedRange<Int>) -> [String] {
    var out: [String] = []
    var i = v.lowerBound
    while i <= v.upperBound {
      if let l = file.literal(at: i) {
        out.append(file.value(ofLiteral: l))
        i = Int(file.literals[l].last) + 1
        continue
      }
      i += 1
    }
    if out.isEmpty, file.kind(v.upperBound) == .identifier {
      let name = file.text(v.upperBound)
      for d in file.declarations(of: name) {
        let k = Int(d)
        var j = k + 2
        if file.kind(j) == .colon { j += 2 }
        if file.isWord(j, "="), let l = file.literal(at: j + 1) {
          out.append(file.value(ofLiteral: l))
        } else if file.kind(j) == .leftBrace, let l = computedLiteral(file, body: j) {
          out.append(file.value(ofLiteral: l))
        }
      }
      if out.isEmpty, v.count == 1 { out = parameterPatterns(file, name: v.lowerBound) }
    }
    return out
  }

  /// `SystemConstant.dateFormatterPattern.localized()`: a pattern a constant names as a
  /// key, which the catalog gives per language.
  static func endsInLookup(_ file: SyntaxFile, _ v: ClosedRange<Int>) -> Bool {
    v.contains { j in
      j > v.lowerBound && file.kind(j) == .period && file.localizedSuffix(after: j - 1) == v.upperBound
    }
  }

  /// Whether the statement right after `receiver.member = value` assigns the same member of
  /// the same receiver again.
  static func isOverwritten(_ file: SyntaxFile, member m: Int, value v: ClosedRange<Int>) -> Bool {
    let n = v.upperBound + 1
    guard file.kind(m - 1) == .period, n + 3 < file.count, file[n].flags.contains(.newlineBefore),
      file.kind(n + 1) == .period, file.isWord(n + 3, "=")
    else { return false }
    return file.text(n) == file.text(m - 2) && file.text(n + 2) == file.text(m)
  }

  /// The literal a computed property's body `{ "yyyy" }` (or `{ return "yyyy" }`) holds,
  /// and nothing else.
  func computedLiteral(_ file: SyntaxFile, body open: Int) -> Int? {
    let close = Int(file[open].match)
    let start = file.isKeyword(open + 1, [.`return`]) ? open + 2 : open + 1
    guard close > start, let l = file.literal(at: start), Int(file.literals[l].last) + 1 == close else {
      return nil
    }
    return l
  }

  /// `func formatted(_ date: Date, format: String)` that sets `dateFormat = format`: the
  /// literals that the file's calls of the function pass for the parameter (one call at
  /// least); empty when a call passes anything else or leaves the argument out.
  func parameterPatterns(_ file: SyntaxFile, name n: Int) -> [String] {
    var s = Int(file.scopeOfToken[n])
    while s >= 0 && file.scopes[s].kind != .function { s = Int(file.scopes[s].parent) }
    guard s >= 0 else { return [] }
    let scope = file.scopes[s]
    guard scope.name >= 0, scope.introducer >= 0, file.isKeyword(Int(scope.introducer), [.`func`]) else {
      return []
    }
    guard let p = file.parameterList(ofScope: s) else { return [] }
    let parameters = TextParameters.parameters(file, list: p)
    guard let parameter = parameters.first(where: { file.textEquals(n, $0.name) && $0.type == .string }),
      parameters.filter({ $0.label == parameter.label }).count == 1
    else { return [] }
    var out: [String] = []
    for c in file.wordPositions(file.text(Int(scope.name))) {
      let c = Int(c)
      guard c != Int(scope.name), file.kind(c + 1) == .leftParen, !file.isKeyword(c - 1, [.`func`]) else {
        continue
      }
      guard
        let a = file.arguments(ofCall: c + 1).first(where: { a in
          a.label.map { file.text($0) } == parameter.label
        }),
        let l = file.literal(at: a.first), Int(file[a.first].match) == a.last,
        !file.literals[l].hasInterpolation
      else { return [] }
      out.append(file.value(ofLiteral: l))
    }
    return out
  }

  static func purpose(of texts: [String]) -> Purpose {
    guard !texts.isEmpty else { return .unknown }
    var allMachine = true
    for text in texts {
      let p = DatePattern(text)
      // A zone offset or a `'T'` marks a wire format even with names, and so does the
      // shape of an HTTP or mail date (RFC 1123: `EEE, dd MMM yyyy HH:mm:ss zzz`).
      if TextSearch.contains(text, "'T'") || p.fields.contains(where: { "ZXx".utf8.contains($0.letter) })
        || isRFC1123Like(text)
      {
        continue
      }
      if isDisplay(p) { return .display }
      if !isMachine(p) { allMachine = false }
    }
    return allMachine ? .machine : .unknown
  }

  /// `E, dd MMM yyyy HH:mm:ss z` and its spellings with `EEE` or `d`: the date of HTTP
  /// headers and mail.
  static func isRFC1123Like(_ text: String) -> Bool {
    (text.hasPrefix("E, ") || text.hasPrefix("EEE, ")) && TextSearch.contains(text, " MMM yyyy HH:mm:ss")
  }

  /// A quoted `'Z'` after a time: text that says UTC without writing a zone.
  static func claimsUTC(_ pattern: String) -> Bool {
    TextSearch.contains(pattern, "'Z'")
  }

  /// An unquoted zone field: `Z`, `X`, `x`, `O`, `z`, `V` (`v` names a generic zone and
  /// does not say which offset a time had).
  static func writesZone(_ p: DatePattern) -> Bool {
    p.fields.contains { "ZXxOzV".utf8.contains($0.letter) }
  }

  /// Names of months or weekdays, day periods, 12-hour clocks, eras, zone names.
  static func isDisplay(_ p: DatePattern) -> Bool {
    p.fields.contains { f in
      switch f.letter {
      case UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "c"), UInt8(ascii: "e"),
        UInt8(ascii: "Q"), UInt8(ascii: "q"):
        return f.count >= 3
      case UInt8(ascii: "E"), UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "B"),
        UInt8(ascii: "h"), UInt8(ascii: "K"), UInt8(ascii: "G"), UInt8(ascii: "z"),
        UInt8(ascii: "v"):
        return true
      default: return false
      }
    }
  }

  /// ISO-like numbers: a leading four-digit year, or a 24-hour time with seconds.
  static func isMachine(_ p: DatePattern) -> Bool {
    guard let first = p.fields.first else { return false }
    if first.letter == UInt8(ascii: "y") && first.count == 4 { return true }
    return first.letter == UInt8(ascii: "H") && p.has("s")
  }

  /// `setLocalizedDateFormatFromTemplate` wants the fields without order or punctuation.
  /// The week-based year `Y` and day of year `D` become `y` and `d`: a suggestion must not
  /// carry over the typos the date-pattern rules report.
  static func template(_ texts: [String]) -> String {
    // The first pattern among the literals of the value (not `"fr_FR"` in
    // `locale == "fr_FR" ? "HH:mm" : "h:mm a"`).
    guard let text = texts.first(where: { DatePattern($0).isPatternShaped }) ?? texts.first else {
      return "…"
    }
    let p = DatePattern(text)
    return p.fields.map { f -> String in
      var letter = f.letter
      if letter == UInt8(ascii: "Y") && !p.has("w") { letter = UInt8(ascii: "y") }
      if letter == UInt8(ascii: "D") && (p.has("M") || p.has("L")) { letter = UInt8(ascii: "d") }
      return String(repeating: Character(Unicode.Scalar(letter)), count: f.count)
    }.joined()
  }

  func help(_ texts: [String], missing: [String], parses: Bool) -> String {
    var pins: [String] = []
    if missing.contains("locale") { pins.append("`locale = Locale(identifier: \"en_US_POSIX\")`") }
    if missing.contains("time zone") { pins.append("a fixed `timeZone`") }
    if missing.contains("calendar") { pins.append("`calendar = Calendar(identifier: .gregorian)`") }
    let pin = "set \(Self.list(pins, "and"))"
    switch parses ? .machine : Self.purpose(of: texts) {
    case .machine:
      // ISO 8601 types only help with ISO 8601 text, not HTTP or other fixed formats.
      guard Self.isISO8601Like(texts) else { return "for a machine format, \(pin)" }
      return
        "for a machine format, \(pin), or use `ISO8601DateFormatter` / `Date.ISO8601FormatStyle`"
    case .display:
      return
        "for text people read, use `setLocalizedDateFormatFromTemplate(\"\(Self.template(texts))\")` or `Date.FormatStyle`, which order the fields for the user's locale"
    case .unknown:
      return
        "if people read the text, use `setLocalizedDateFormatFromTemplate(_:)` or `Date.FormatStyle`; if machines read it, \(pin)"
    }
  }

  /// `yyyy-MM-dd…` or a quoted `'T'`: text that ISO 8601 formatters read and write.
  static func isISO8601Like(_ texts: [String]) -> Bool {
    guard let text = texts.first else { return true }
    return text.hasPrefix("yyyy-MM-dd") || TextSearch.contains(text, "'T'")
  }

  static func list(_ items: [String], _ conjunction: String) -> String {
    if items.count <= 1 { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
  }
}
