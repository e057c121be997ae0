/// Calendar arithmetic done with seconds: `date.addingTimeInterval(86_400)`,
/// `Date(timeIntervalSinceNow: 7 * 24 * 60 * 60)`, `date + oneDay`.
public struct FixedDayInterval: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "fixed-day-interval",
    summary: "calendar arithmetic done with a fixed number of seconds per day",
    severity: .warning, fixability: .none, group: .dates, isDefault: false, skipsDebugCode: true)

  /// Where a number of seconds ends up.
  enum Destination {
    /// Added to or subtracted from a date: `whole` is the date expression it makes, and
    /// `negative` says the seconds are taken away.
    case date(whole: ClosedRange<Int>, negative: Bool)
    /// The interval of a repeating `UNTimeIntervalNotificationTrigger`.
    case repeatingTrigger
    /// The value of `let name = …`: a named constant, judged where it is used.
    case constant(name: Int)
  }

  /// Every product of seconds holds `60`, `3600` or `86400` (`24 * 60 * 60`, `48 * 3600`,
  /// `1440 * 60`), and becomes a date through a name or call spelled with one of these.
  public func mayReport(in source: SourceFile) -> Bool {
    (source.contains("60") || source.contains("86"))
      && (source.contains("ate") || source.contains("imeInterval") || source.contains("now")
        || source.contains("oday") || source.contains("morrow") || source.contains("yesterday")
        || source.contains("idnight"))
  }

  /// Number literals a product of seconds is made of: minutes, hours and days.
  static let unitValues: Set<Double> = [60, 3600, 86_400]
  /// Floating spellings of them (integer literals are read from the file's index).
  static let floatUnits: [StaticString] = ["60.0", "3600.0", "86400.0", "86_400.0"]

  /// Words in the name a date is given that say it ends a span of hours or a cache's life,
  /// not a calendar date: `twentyFourHoursAgo`, `cacheTTL`. `24` in a name is hours too
  /// (`last24h`, `window24Start`); `earliest` a delay (`BGTaskRequest.earliestBeginDate`).
  static let durationWords: [String] = ["hour", "24", "ttl", "timeout", "maxage", "cache", "earliest"]
  /// For a constant's own name, also the words of intervals and lifetimes
  /// (`refreshInterval`, `expiresIn`).
  static let constantDurationWords: [String] =
    durationWords + ["interval", "duration", "lifetime", "window", "delay", "expir"]

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    // Test and preview data (`Date().addingTimeInterval(-86_400)` as "some time
    // yesterday") is not calendar arithmetic a user sees.
    if context.isTestFile && !context.options.includeTestsAndPreviews { return [] }
    var anchors: [Int] = file.kindIndex.integerLiterals.compactMap { k in
      file.numberValue(Int(k)).map { Self.unitValues.contains($0) } ?? false ? Int(k) : nil
    }
    for spelling in Self.floatUnits { anchors.append(contentsOf: file.tokens(spelled: spelling)) }
    anchors.sort()
    var out: [Finding] = []
    var covered = -1
    for a in anchors where a > covered {
      guard let product = file.secondsProduct(around: a) else { continue }
      covered = product.last
      guard product.isWholeDays, !inCalendarAPI(file, product.first),
        context.options.includeTestsAndPreviews || !isPreviewData(file, a)
      else { continue }
      switch destination(file, product.first, product.last) {
      case .date(let whole, let negative):
        guard !isDuration(file, whole) else { continue }
        out.append(dateFinding(file, at: product.anchor, days: product.days.map { negative ? -$0 : $0 }))
      case .repeatingTrigger:
        out.append(triggerFinding(file, at: product.anchor))
      case .constant(let name):
        out.append(contentsOf: constantUses(file, name: name, days: product.days))
      case nil:
        continue
      }
    }
    return out
  }

  /// The dates made from the constant declared at `name` (`date + oneDay`), reported at
  /// each use.
  func constantUses(_ file: SyntaxFile, name: Int, days: Int?) -> [Finding] {
    let lowered = file.text(name).lowercased()
    guard !Self.constantDurationWords.contains(where: { lowered.contains($0) }) else { return [] }
    var out: [Finding] = []
    for p in file.wordPositions(file.text(name)) {
      let u = Int(p)
      guard u != name, file.kind(u) == .identifier, file.encloses(scopeOf: name, u),
        file.kind(u + 1) != .colon, !file.isWord(u + 1, "="), !isPreviewData(file, u)
      else { continue }
      var first = u
      if file.kind(u - 1) == .period {
        // `Self.day`, `Constants.day`, `self.day`; a member of another value is another name.
        let base = u - 2
        guard file.isKeyword(base, [.`self`, .capitalSelf]) || file.isTypeName(base),
          file.kind(base - 1) != .period
        else { continue }
        first = base
      }
      guard case .date(let whole, let negative)? = destination(file, first, u),
        !isDuration(file, whole)
      else { continue }
      out.append(dateFinding(file, at: u, days: days.map { negative ? -$0 : $0 }))
    }
    return out
  }

  func dateFinding(_ file: SyntaxFile, at anchor: Int, days: Int?) -> Finding {
    let n = days.map(String.init) ?? "n"
    return finding(
      file[anchor].range, "calendar days counted as 86,400 seconds each",
      help:
        "use `Calendar.current.date(byAdding: .day, value: \(n), to: date)`; on the days daylight saving time starts or ends a day has 23 or 25 hours, and the result lands an hour off, on the wrong date near midnight"
    )
  }

  func triggerFinding(_ file: SyntaxFile, at anchor: Int) -> Finding {
    finding(
      file[anchor].range, "a repeating notification trigger counts days as 86,400 seconds each",
      help:
        "use `UNCalendarNotificationTrigger(dateMatching:repeats: true)` with the hour and minute to repeat at; a fixed interval drifts an hour each time daylight saving time starts or ends"
    )
  }

  /// Where the seconds `first...last` go: through products, sums of seconds, signs,
  /// parentheses and conversions, to a date, a repeating trigger or a constant.
  func destination(_ file: SyntaxFile, _ first: Int, _ last: Int) -> Destination? {
    var lo = first
    var hi = last
    for _ in 0..<16 {
      guard let (a, b) = file.productRange(from: lo, hi) else { return nil }
      lo = a
      hi = b
      let before = file.isBinaryOperator(lo - 1, "+") || file.isBinaryOperator(lo - 1, "-")
      if before || file.isBinaryOperator(hi + 1, "+") || file.isBinaryOperator(hi + 1, "-") {
        let chain = file.operatorChain(around: before ? lo - 1 : hi + 1, joinedBy: Self.additive)
        guard let k = chain.operands.firstIndex(where: { $0.lowerBound == lo && $0.upperBound == hi }),
          let start = chain.operands.first?.lowerBound, let end = chain.operands.last?.upperBound
        else { return nil }
        let dated = chain.operands.indices.contains { j in
          j != k && file.isDateValue(chain.operands[j].lowerBound, chain.operands[j].upperBound)
        }
        let negative = k > 0 && file.isWord(chain.operators[k - 1], "-")
        if dated { return .date(whole: start...end, negative: negative) }
        // `Date(timeIntervalSince1970: now.timeIntervalSince1970 - 86_400)`.
        if let date = epochDate(file, chain, skipping: k) { return .date(whole: date, negative: negative) }
        // A sum of seconds (`24 * 60 * 60 - 1`): follow the sum.
        lo = start
        hi = end
        continue
      }
      // `date += 86_400`.
      if lo >= 2, file.kind(lo - 1) == .operator, file.isWord(lo - 1, "+=") || file.isWord(lo - 1, "-="),
        file.isDateValue(file.operandStart(endingAt: lo - 2), lo - 2)
      {
        return .date(whole: file.operandStart(endingAt: lo - 2)...hi, negative: file.isWord(lo - 1, "-="))
      }
      switch file.slot(ofValue: lo, hi) {
      case .argument(let call, let label)?:
        return argumentDestination(file, call: call, label: label)
      case .binding(let name)?:
        return .constant(name: name)
      default:
        return nil
      }
    }
    return nil
  }

  static let additive: WordSet = ["+", "-"]

  /// The date made by `Date(timeIntervalSince1970:)` (or `…SinceReferenceDate:`) from the
  /// sum `chain` when another operand than `k` is a date's timestamp
  /// (`date.timeIntervalSince1970`): date arithmetic on timestamps.
  func epochDate(_ file: SyntaxFile, _ chain: OperatorChain, skipping k: Int) -> ClosedRange<Int>? {
    let stamped = chain.operands.indices.contains { j in
      let o = chain.operands[j]
      return j != k && o.count >= 3 && file.kind(o.upperBound - 1) == .period
        && file.text(o.upperBound, isIn: Self.timestamps)
        && file.isDateValue(o.lowerBound, o.upperBound - 2)
    }
    guard stamped, let first = chain.operands.first?.lowerBound, let last = chain.operands.last?.upperBound,
      case .argument(let call, let label)? = file.slot(ofValue: first, last),
      file.text(label ?? -1, isIn: Self.timestamps), let c = file.callee(ofOpenParen: call),
      file.isWord(c, "Date") || file.isWord(c, "NSDate") || file.isWord(c, "init")
    else { return nil }
    return file.operandStart(endingAt: c)...Int(file[call].match)
  }

  /// The destination of seconds passed as the argument labeled `label` of the call at `call`.
  func argumentDestination(_ file: SyntaxFile, call: Int, label: Int?) -> Destination? {
    guard let c = file.callee(ofOpenParen: call) else { return nil }
    let close = Int(file[call].match)
    if label == nil && (file.isWord(c, "addingTimeInterval") || file.isWord(c, "addTimeInterval")) {
      return .date(whole: file.operandStart(endingAt: c)...close, negative: false)
    }
    if file.isWord(c, "UNTimeIntervalNotificationTrigger") && file.isLabel(label, "timeInterval") {
      guard let repeats = file.argument("repeats", ofCall: call), repeats.first == repeats.last,
        file.isWord(repeats.first, "true")
      else { return nil }
      return .repeatingTrigger
    }
    guard file.isWord(c, "Date") || file.isWord(c, "NSDate") || file.isWord(c, "init") else { return nil }
    let start = file.operandStart(endingAt: c)
    if file.isLabel(label, "timeIntervalSinceNow") {
      return .date(whole: start...close, negative: false)
    }
    if file.isLabel(label, "timeInterval") && file.argument("since", ofCall: call) != nil {
      return .date(whole: start...close, negative: false)
    }
    return nil
  }

  /// Whether the date `whole` is a span of time rather than a calendar date: compared
  /// with another (`d < Date().addingTimeInterval(-86400)` is an elapsed-time check),
  /// turned into a timestamp at once (`….timeIntervalSince1970`, a query's cut-off), the
  /// fallback of a `Calendar` computation (`calendar.date(byAdding: …) ?? …`), or given a
  /// name that says hours or a lifetime (`twentyFourHoursAgo`, `expiresAt`).
  func isDuration(_ file: SyntaxFile, _ whole: ClosedRange<Int>) -> Bool {
    let start = whole.lowerBound
    let end = max(whole.upperBound, file.operandEnd(startingAt: start))
    for op in [start - 1, end + 1] where file.kind(op) == .operator {
      if file.tokens[op].isBinaryOperator && file.text(op, isIn: Self.comparisons) { return true }
    }
    let last = whole.upperBound
    if file.kind(last + 1) == .period && file.text(last + 2, isIn: Self.timestamps) { return true }
    if file.isBinaryOperator(start - 1, "??") {
      let lhs = file.operandStart(endingAt: start - 2)
      if (lhs...max(lhs, start - 2)).contains(where: { file.isWord($0, "byAdding") }) { return true }
    }
    let named: Int?
    if let b = file.binding(ofExpressionAt: start) {
      named = b.name
    } else if file.isWord(start - 1, "="), file.kind(start - 2) == .identifier {
      // `if let name = …`, `object.name = …`.
      named = start - 2
    } else if case .argument(_, let label)? = file.slot(ofValue: start, end) {
      named = label
    } else {
      named = nil
    }
    guard let named else { return false }
    let lowered = file.text(named).lowercased()
    return Self.durationWords.contains { lowered.contains($0) }
  }

  static let timestamps: WordSet = ["timeIntervalSince1970", "timeIntervalSinceReferenceDate"]

  /// Whether token `i` is in a `#Preview`, a `PreviewProvider`, a type named for previews
  /// (`PrivatePreviews`) or debug-only code (`#if DEBUG`, a `…Debug…` type), whose dates
  /// are sample data.
  func isPreviewData(_ file: SyntaxFile, _ i: Int) -> Bool {
    if file.isInPreview(i) || file.debugCode.contains(file, i) { return true }
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let scope = file.scopes[s]
      if scope.kind == .type && scope.name >= 0 && file.text(Int(scope.name)).contains("Preview") {
        return true
      }
      s = Int(scope.parent)
    }
    return false
  }

  static let comparisons: WordSet = ["<", ">", "<=", ">=", "==", "!="]

  /// Whether the seconds starting at `first` are an argument of a `Calendar` or
  /// `DateComponents` API (`date(byAdding: .second, value: 86_400, to: d)`), which counts
  /// them as it is told.
  func inCalendarAPI(_ file: SyntaxFile, _ first: Int) -> Bool {
    guard let (call, _) = file.argumentContaining(first), let c = file.callee(ofOpenParen: call) else {
      return false
    }
    return file.isWord(c, "DateComponents") || file.argument("byAdding", ofCall: call) != nil
  }
}
