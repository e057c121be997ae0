/// A scheduled notification whose title, subtitle or body is looked up when it is
/// scheduled: `content.title = NSLocalizedString(…)` beside a
/// `UNCalendarNotificationTrigger`.
public struct FrozenNotificationText: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "frozen-notification-text",
    summary: "notification text looked up when it is scheduled, not when it is shown",
    severity: .warning, fixability: .none, group: .uiText)

  /// A finding needs a notification content (made here, or passed to a request) and a
  /// trigger (built, or a request's `trigger:`).
  public func mayReport(in source: SourceFile) -> Bool {
    (source.contains("UNMutableNotificationContent") || source.contains("UNNotificationRequest"))
      && source.contains("rigger")
  }

  static let textMembers: WordSet = ["title", "subtitle", "body"]
  static let triggers: [StaticString] = [
    "UNCalendarNotificationTrigger", "UNTimeIntervalNotificationTrigger", "UNLocationNotificationTrigger",
  ]
  /// A time-interval trigger shorter than this shows the notification at once, in the
  /// language of the moment (`timeInterval: 1` is how apps post one now).
  static let atOnceSeconds = 60.0

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    if context.isTestFile && !context.options.includeTestsAndPreviews { return [] }
    if Self.isExtensionTarget(file.path) { return [] }
    let values = file.localizedValues(extraFunctions: context.options.localizationFunctions)
    // The contents: made or declared here, or passed to a request (a content built by a
    // helper, `let content = makeContent()`), each with the function it is filled in.
    var contents: [(name: Int, body: Range<Int>)] = []
    for c in file.tokens(spelled: "UNMutableNotificationContent") {
      if let found = content(file, at: c) { contents.append(found) }
    }
    for r in file.tokens(spelled: "UNNotificationRequest") where file.kind(r + 1) == .leftParen {
      guard let a = file.argument("content", ofCall: r + 1), a.first == a.last,
        file.kind(a.first) == .identifier
      else { continue }
      let s = file.enclosingScope(r, [.function, .accessor]) ?? file.enclosingScope(r, .closure)
      let body = s.map { file.body(ofScope: $0) } ?? 0..<file.count
      if !contents.contains(where: { $0.body == body && file.textEquals($0.name, file.text(a.first)) }) {
        contents.append((a.first, body))
      }
    }
    var out: [Finding] = []
    for (name, body) in contents {
      guard schedules(file, in: body), !inServiceExtension(file, name) else { continue }
      let accesses = file.memberAccesses(of: file.text(name), in: body)
      for a in accesses where file.text(a.member, isIn: Self.textMembers) {
        guard let v = a.value, lookedUpNow(file, v, values) else { continue }
        out.append(
          finding(
            Int(file[v.lowerBound].start)..<Int(file[v.upperBound].end),
            "notification text is looked up when the notification is scheduled, not when it is shown",
            help:
              "use `NSString.localizedUserNotificationString(forKey:arguments:)`, which looks the text up when the notification is delivered; a user who changes language in between gets the old one"
          ))
      }
    }
    return out
  }

  /// The name holding the content created or declared at token `c`
  /// (`let content = UNMutableNotificationContent()`, `content: UNMutableNotificationContent`),
  /// and the tokens of the function (else closure, else file) it lives in.
  func content(_ file: SyntaxFile, at c: Int) -> (name: Int, body: Range<Int>)? {
    var name: Int? = nil
    if file.kind(c + 1) == .leftParen, let b = file.binding(ofExpressionAt: c), b.introducer != nil {
      name = b.name
    } else if file.kind(c - 1) == .colon, file.kind(c - 2) == .identifier {
      name = c - 2  // `let content: UNMutableNotificationContent = …`, or a parameter
    }
    guard let name else { return nil }
    // A parameter: the function whose signature holds it.
    if let f = functionDeclaring(file, parameterAt: c) { return (name, file.body(ofScope: f)) }
    guard let s = file.enclosingScope(c, [.function, .accessor]) ?? file.enclosingScope(c, .closure) else {
      return (name, 0..<file.count)
    }
    return (name, file.body(ofScope: s))
  }

  /// The function scope whose signature holds token `c`.
  func functionDeclaring(_ file: SyntaxFile, parameterAt c: Int) -> Int? {
    file.scopes.indices.first { k in
      let s = file.scopes[k]
      return s.kind == .function && Int(s.introducer) >= 0 && Int(s.introducer) < c && c < Int(s.open)
    }
  }

  /// Whether `body` schedules a notification for later: it builds a calendar, location or
  /// (not almost immediate) time-interval trigger, or adds a request with such a trigger
  /// built in place. A trigger that comes from elsewhere is not known to delay it.
  func schedules(_ file: SyntaxFile, in body: Range<Int>) -> Bool {
    for spelling in Self.triggers {
      for t in file.tokens(spelled: spelling) where body.contains(t) && file.kind(t + 1) == .leftParen {
        if !isImmediate(file, trigger: t) { return true }
      }
    }
    for r in file.tokens(spelled: "UNNotificationRequest") where body.contains(r) {
      guard file.kind(r + 1) == .leftParen, let a = file.argument("trigger", ofCall: r + 1) else { continue }
      if a.first == a.last && file.isWord(a.first, "nil") { continue }
      if file.kind(a.first) == .identifier && file.text(a.first, isIn: Self.triggerWords) {
        if !isImmediate(file, trigger: a.first) { return true }
        continue
      }
      // A name holding `nil`, or a trigger built here (judged above, where it is built).
      if a.first == a.last && file.kind(a.first) == .identifier,
        let k = file.nearestDeclaration(ofNameAt: a.first), body.contains(k)
      {
        let eq = file.afterTypeAnnotation(ofBindingAt: k + 1)
        if file.isWord(eq, "=") && (file.isWord(eq + 1, "nil") || file.text(eq + 1, isIn: Self.triggerWords))
        {
          continue
        }
      }
      // A trigger from elsewhere (a parameter, a property, a call) may fire at once: a
      // caller passing `nil` shows the notification now.
    }
    return false
  }

  static let triggerWords: WordSet = [
    "UNCalendarNotificationTrigger", "UNTimeIntervalNotificationTrigger", "UNLocationNotificationTrigger",
  ]

  /// Whether the trigger built at `t` fires at once: a time-interval trigger of an
  /// interval under a minute (`seconds`) that does not repeat, or a calendar trigger that
  /// does not repeat, matching the components of a date under a minute from now
  /// (`dateComponents(…, from: Date(timeIntervalSinceNow: 5))`, a few seconds' leeway).
  func isImmediate(_ file: SyntaxFile, trigger t: Int) -> Bool {
    if file.isWord(t, "UNCalendarNotificationTrigger"), file.kind(t + 1) == .leftParen,
      let matching = file.argument("dateMatching", ofCall: t + 1), matching.first <= matching.last,
      let repeats = file.argument("repeats", ofCall: t + 1), file.isWord(repeats.first, "false")
    {
      var value = matching.first...matching.last
      if value.count == 1, let v = file.localLetValue(of: value.lowerBound) { value = v }
      for i in value where file.isWord(i, "timeIntervalSinceNow") && file.kind(i + 1) == .colon {
        let p = Int(file.enclosingBracket[i])
        guard p >= 0, file.kind(p) == .leftParen, file.isWord(p - 1, "Date"), Int(file[p].match) > i + 2,
          let seconds = Self.seconds(file, (i + 2)...(Int(file[p].match) - 1), depth: 0)
        else { return false }
        return seconds < Self.atOnceSeconds
      }
      return false
    }
    guard file.isWord(t, "UNTimeIntervalNotificationTrigger"), file.kind(t + 1) == .leftParen,
      let interval = file.argument("timeInterval", ofCall: t + 1), interval.first <= interval.last,
      let seconds = Self.seconds(file, interval.first...interval.last, depth: 0)
    else { return false }
    let repeats = file.argument("repeats", ofCall: t + 1)
    return seconds < Self.atOnceSeconds && !(repeats.map { file.isWord($0.first, "true") } ?? false)
  }

  /// The value of a number, a local constant set to one (`let delay = 5 as TimeInterval`),
  /// or a sum, difference or product of those, read left to right (`delay + 1`).
  static func seconds(_ file: SyntaxFile, _ r: ClosedRange<Int>, depth: Int) -> Double? {
    guard depth < 3 else { return nil }
    var total: Double? = nil
    var op = "+"
    var j = r.lowerBound
    while j <= r.upperBound {
      let value: Double
      if let n = file.numberValue(j) {
        value = n
      } else if let v = file.localLetValue(of: j), let n = seconds(file, v, depth: depth + 1) {
        value = n
      } else if let n = Self.largestSetting(file, ofVariableAt: j) {
        value = n
      } else if file.isWord(j, "TimeInterval") || file.isWord(j, "Double"), file.kind(j + 1) == .leftParen,
        Int(file[j + 1].match) > j + 2,
        let n = seconds(file, (j + 2)...(Int(file[j + 1].match) - 1), depth: depth + 1)
      {
        // `TimeInterval(time)`: the same number.
        value = n
        j = Int(file[j + 1].match)
      } else {
        return nil
      }
      switch op {
      case "+": total = (total ?? 0) + value
      case "-": total = (total ?? 0) - value
      default: total = (total ?? 1) * value
      }
      j += 1
      // `5 as TimeInterval`: the type names no value.
      if j + 1 <= r.upperBound, file.isKeyword(j, [.`as`]) { j += 2 }
      guard j <= r.upperBound else { break }
      guard file.isWord(j, "+") || file.isWord(j, "-") || file.isWord(j, "*"), j < r.upperBound else {
        return nil
      }
      op = file.text(j)
      j += 1
    }
    return total
  }

  /// `var time = 3` … `time = 10` in one function, every value it is given a number: the
  /// largest. Nil when some setting is not a number alone on its line (`time += 1`, `time
  /// = delay`).
  static func largestSetting(_ file: SyntaxFile, ofVariableAt i: Int) -> Double? {
    guard file.kind(i) == .identifier, file.kind(i - 1) != .period, let d = file.localDeclaration(of: i),
      file.isKeyword(d - 1, [.`var`]), file.isWord(d + 1, "="), let first = file.numberValue(d + 2),
      let scope = file.enclosingScope(d, [.function, .closure, .accessor])
    else { return nil }
    func alone(_ k: Int) -> Bool { k + 1 >= file.count || file[k + 1].flags.contains(.newlineBefore) }
    guard alone(d + 2) else { return nil }
    var largest = first
    for p in file.wordPositions(file.text(i), in: file.body(ofScope: scope)) {
      let k = Int(p)
      guard k != d, file.kind(k - 1) != .period, file[k + 1].kind == .operator else { continue }
      if file.isWord(k + 1, "=") {
        guard let n = file.numberValue(k + 2), alone(k + 2) else { return nil }
        largest = max(largest, n)
      } else if file.text(k + 1).hasSuffix("=") && !file.isWord(k + 1, "==") && !file.isWord(k + 1, "!=")
        && !file.isWord(k + 1, "<=") && !file.isWord(k + 1, ">=")
      {
        return nil
      }
    }
    return largest
  }

  /// Whether the value `v` holds a catalog lookup resolved now: a localized expression
  /// (or a name holding one) anywhere in it, and no
  /// `localizedUserNotificationString(forKey:arguments:)`, which defers the lookup.
  func lookedUpNow(_ file: SyntaxFile, _ v: ClosedRange<Int>, _ values: LocalizedValues) -> Bool {
    var found = false
    for k in v {
      if file.isWord(k, "localizedUserNotificationString") { return false }
      if found { continue }
      if values.localizedReads.contains(k) {
        found = true
      } else if file.kind(k) == .identifier || file.kind(k) == .stringOpen,
        file.localizedExpressionEnd(at: k, extraFunctions: values.extraFunctions) != nil
      {
        found = true
      }
    }
    return found
  }

  /// Whether token `i` is in a type that inherits from `UNNotificationServiceExtension`,
  /// which runs when a notification is delivered.
  func inServiceExtension(_ file: SyntaxFile, _ i: Int) -> Bool {
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let scope = file.scopes[s]
      if scope.kind == .type && scope.name >= 0 {
        for j in Int(scope.name)..<Int(scope.open) where file.isWord(j, "UNNotificationServiceExtension") {
          return true
        }
      }
      s = Int(scope.parent)
    }
    return false
  }

  /// Whether `path` lies in a notification service or content extension's folder
  /// (`DamusNotificationService/`, `NotificationServiceExtension/`), whose code runs at
  /// delivery.
  static func isExtensionTarget(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { part in
      part.contains("NotificationService") || part.contains("ServiceExtension")
        || part.contains("NotificationContent")
    }
  }
}
