/// Judges the key expression of a localized lookup for `dynamic-localization-key`: a
/// literal (or a `let` of the file holding one) is static; a `var`, a parameter, a member
/// of another value, a call, a `+` chain, a choice or an interpolation into a `String` is
/// made at run time. A parameter of a wrapper function is judged at the wrapper's calls in
/// the file, when there are any.
///
/// Made per file and run, never kept: it holds the file.
struct KeyJudge {
  let file: SyntaxFile
  let extraFunctions: [String]
  /// Verdicts on wrapper parameters (function scope, parameter index), and the ones being
  /// judged (a wrapper whose calls pass its own parameter along).
  private var parameterVerdicts: [Int: Verdict] = [:]
  private var judging = Set<Int>()

  init(file: SyntaxFile, extraFunctions: [String]) {
    self.file = file
    self.extraFunctions = extraFunctions
  }

  /// A place to report: tokens `first...last`, what is wrong there, and whether it is the
  /// argument of a call to a wrapper (not the lookup itself).
  struct Site {
    var first: Int
    var last: Int
    var message: String
    var viaCall: Bool
  }

  /// Why a key is made at run time, for the message: what (`key`, nil for the expression
  /// itself) and what is true of it (`is a variable`).
  struct Reason {
    var subject: String?
    var predicate: String

    init(_ subject: String?, _ predicate: String) {
      self.subject = subject
      self.predicate = predicate
    }

    var message: String { "localization key " + (subject.map { $0 + " " } ?? "") + predicate }

    /// The reason for a constant `name` that holds a key made for this reason.
    func held(by name: String) -> Reason {
      guard let subject else { return Reason("`\(name)`", predicate) }
      return Reason("`\(name)`", "holds \(subject), which \(predicate)")
    }
  }

  enum Verdict {
    /// A literal key, or a constant holding one.
    case fixed
    /// A wrapper's own key, checked where the wrapper is called (`"…".localized`), or a
    /// localized value passed through.
    case exempt
    /// Made at run time, and why.
    case dynamic(Reason)
    /// A wrapper's parameter: the calls of the file that pass it a key made at run time.
    case forwarded([Site])
    /// Declared elsewhere: not known.
    case unknown
  }

  /// Where to report the key `first...last` of a lookup.
  mutating func sites(_ first: Int, _ last: Int, stringTyped: Bool) -> [Site] {
    switch verdict(first, last, stringTyped: stringTyped, depth: 0) {
    case .dynamic(let reason):
      return [Site(first: first, last: last, message: reason.message, viaCall: false)]
    case .forwarded(let sites):
      return sites
    case .fixed, .exempt, .unknown:
      return []
    }
  }

  /// How deep constants and wrappers are followed.
  static let maxDepth = 4

  mutating func verdict(_ first: Int, _ last: Int, stringTyped: Bool, depth: Int) -> Verdict {
    var f = first
    var l = last
    while file.kind(f) == .leftParen && Int(file[f].match) == l && f < l {
      f += 1
      l -= 1
    }
    guard f <= l else { return .unknown }
    if file.kind(f) == .stringOpen && Int(file[f].match) == l {
      guard let lit = file.literal(at: f) else { return .unknown }
      return file.literals[lit].hasInterpolation && stringTyped
        ? .dynamic(Reason(nil, "is built by interpolation at run time")) : .fixed
    }
    // Localized text used as a key again (`NSLocalizedString(NSLocalizedString("…"))`): its
    // own key is judged where it is.
    if file.kind(l) == .rightParen
      && (file.isLocalizedExpression(f, l, extraFunctions: extraFunctions) || isTeamLookupOfLiteral(f, l))
    {
      return .exempt
    }
    if let op = topLevelOperator(f, l) {
      if file.isWord(op, "+") {
        // `"Telephone will quit. " + "After that, …"`: one key split over lines, which
        // the tables hold whole.
        if isLiteralChain(op, f, l) { return .fixed }
        return .dynamic(Reason(nil, "is built with `+` at run time"))
      }
      if let parts = alternatives(f, l, at: op) {
        // A choice between literal keys (`c ? "pin" : "unpin"`) names each key.
        var verdicts: [Verdict] = []
        for part in parts {
          guard depth < Self.maxDepth else { return .unknown }
          verdicts.append(
            verdict(part.lowerBound, part.upperBound, stringTyped: stringTyped, depth: depth + 1))
        }
        var forwarded: [Site] = []
        var unknown = false
        for v in verdicts {
          switch v {
          case .dynamic: return .dynamic(Reason(nil, "is chosen at run time"))
          case .forwarded(let sites): forwarded += sites
          case .unknown: unknown = true
          case .fixed, .exempt: break
          }
        }
        if !forwarded.isEmpty { return .forwarded(forwarded) }
        return unknown ? .unknown : .fixed
      }
      return .dynamic(Reason(nil, "is computed at run time"))
    }
    if f == l {
      if file.isKeyword(f, [.`self`]) { return selfKey(f) }
      guard file.kind(f) == .identifier else { return .unknown }
      if file.bytes[Int(file[f].start)] == UInt8(ascii: "$") {
        if let c = file.enclosingScope(f, .closure), closureOverLiterals(c) { return .fixed }
        return .dynamic(Reason("`\(file.text(f))`", "is a closure parameter"))
      }
      return name(f, stringTyped: stringTyped, depth: depth)
    }
    // A member chain `a.b.c`, or a call or subscript at its end.
    var j = f
    var names: [Int] = []
    while j <= l {
      guard file.kind(j) == .identifier || file.kind(j) == .keyword else { break }
      names.append(j)
      var k = j + 1
      // `item?.key`, `item!.key`.
      if file.kind(k) == .operator && (file.isWord(k, "?") || file.isWord(k, "!")) { k += 1 }
      guard k <= l, file.kind(k) == .period else { break }
      j = k + 1
    }
    let isChain = names.count >= 2 && names.last == l
    guard isChain else {
      if subscriptsLiteralArray(f, l) { return .fixed }
      if file.kind(l) == .rightParen || file.kind(l) == .rightBracket {
        return .dynamic(Reason(nil, "is computed at run time"))
      }
      return .unknown
    }
    let head = names[0]
    let text = (f...l).map { file.text($0) }.joined()
    if file.isKeyword(head, [.`self`, .capitalSelf]) && names.count == 2 {
      return property(l, stringTyped: stringTyped, depth: depth, spelled: text)
    }
    if file.kind(head) == .identifier, file.bytes[Int(file[head].start)] &- 0x41 < 26 {
      // `Keys.title`, `L.Settings.title`: a type's constant, usually declared in the file
      // that lists the keys. Known when this file declares it.
      if names.count == 2, let v = typeMember(head, l, stringTyped: stringTyped, depth: depth) {
        return v
      }
      return .unknown
    }
    // A member of a localized value (`resource.key`) passes its key through.
    if file.kind(head) == .identifier, isLocalizedValue(head) { return .exempt }
    // `key.rawValue` in `func rmbLocalized(_ key: AppKeys)`: the team's lookup over its
    // own type of keys, whose callers name the keys.
    if file.kind(head) == .identifier, let (s, index) = parameter(file.text(head), at: head), index >= 0,
      file.scopes[s].name >= 0, file.kind(Int(file.scopes[s].name)) == .identifier,
      namesLookup(Int(file.scopes[s].name), declared: true)
    {
      return .exempt
    }
    return .dynamic(Reason("`\(text)`", "is a value read at run time"))
  }

  /// `localize("ok")`, `L10n.tr("cancel")`: a call of the team's own lookup
  /// (`namesLookup`) on a literal key, which is localized text already; the literal is
  /// what extraction sees.
  func isTeamLookupOfLiteral(_ f: Int, _ l: Int) -> Bool {
    let open = Int(file[l].match)
    guard open > f, file.kind(open) == .leftParen, let callee = file.callee(ofOpenParen: open),
      file.kind(callee) == .identifier, namesLookup(callee),
      file.operandStart(endingAt: callee) == f,
      let key = file.arguments(ofCall: open).first, key.label == nil
    else { return false }
    return file.kind(key.first) == .stringOpen && Int(file[key.first].match) == key.last
      && file.literal(at: key.first).map { !file.literals[$0].hasInterpolation } == true
  }

  /// Whether the `+` chain around `op`, spanning `f...l`, joins only literals without
  /// interpolations.
  func isLiteralChain(_ op: Int, _ f: Int, _ l: Int) -> Bool {
    let chain = file.operatorChain(around: op)
    guard chain.operands.first?.lowerBound == f, chain.operands.last?.upperBound == l else { return false }
    return chain.operands.allSatisfy { o in
      file.kind(o.lowerBound) == .stringOpen && Int(file[o.lowerBound].match) == o.upperBound
        && file.literal(at: o.lowerBound).map { !file.literals[$0].hasInterpolation } == true
    }
  }

  /// The parts of a top-level `c ? a : b` (`a`, `b`) or `a ?? b` whose operator is `op`.
  func alternatives(_ f: Int, _ l: Int, at op: Int) -> [ClosedRange<Int>]? {
    if file.isWord(op, "??") {
      guard op > f, op < l else { return nil }
      return [f...(op - 1), (op + 1)...l]
    }
    guard file.isWord(op, "?") else { return nil }
    var j = op + 1
    while j <= l {
      let t = file[j]
      if (t.kind == .leftParen || t.kind == .leftBracket || t.kind == .leftBrace || t.kind == .stringOpen)
        && t.match > j
      {
        j = Int(t.match) + 1
        continue
      }
      if t.kind == .colon {
        guard j > op + 1, j < l else { return nil }
        return [(op + 1)...(j - 1), (j + 1)...l]
      }
      j += 1
    }
    return nil
  }

  /// Whether the name at `i` is a parameter or a binding typed `LocalizedStringResource` or
  /// `LocalizedStringKey`.
  func isLocalizedValue(_ i: Int) -> Bool {
    let spelled = file.text(i)
    if let (s, k) = parameter(spelled, at: i), k >= 0, let list = file.parameterList(ofScope: s) {
      return TextParameters.parameters(file, list: list)[k].type == .localized
    }
    guard let b = binding(of: spelled, at: i), let type = file.typeAnnotation(ofBindingAt: b + 1) else {
      return false
    }
    return file.isAny(type.lowerBound, ["LocalizedStringResource", "LocalizedStringKey"])
  }

  /// The binary operator of `f...l` that applies last, brackets skipped: a ternary `?`,
  /// else `??`, else `+`, else the first one.
  func topLevelOperator(_ f: Int, _ l: Int) -> Int? {
    var first: Int? = nil
    var coalesce: Int? = nil
    var plus: Int? = nil
    var j = f
    while j <= l {
      let t = file[j]
      switch t.kind {
      case .leftParen, .leftBracket, .leftBrace, .stringOpen:
        if t.match > j {
          j = Int(t.match) + 1
          continue
        }
      case .operator where t.isBinaryOperator:
        // A ternary `?` has space before it; `a?.b` is optional chaining.
        if file.isWord(j, "?") {
          if !t.flags.contains(.leftBound) { return j }
          break
        }
        if first == nil { first = j }
        if coalesce == nil && file.isWord(j, "??") { coalesce = j }
        if plus == nil && file.isWord(j, "+") { plus = j }
      default: break
      }
      j += 1
    }
    return coalesce ?? plus ?? first
  }

  /// `self` as the key: the string a `String` extension's member is called on. Such a
  /// member (`"key".localized`, `"key".ub_localized`) is a wrapper: the key is the literal
  /// it is called on, at each call.
  func selfKey(_ i: Int) -> Verdict {
    guard let t = file.enclosingScope(i, .type), file.scopes[t].name >= 0,
      file.isAny(Int(file.scopes[t].name), ["String", "StringProtocol", "Substring"])
    else { return .dynamic(Reason(nil, "is `self`, a value read at run time")) }
    return .exempt
  }

  /// A function named for localization (`localize(_:)`, `localizedRandom(_:)`,
  /// `translate(_:)`) or with a one- or two-letter name (`t(_:)`, `L(_:)`), and, for the
  /// name of a declaration (`declared`), a member of a type named so
  /// (`AppLocalized.string(_:)`, `I18n.str(_:)`): the team's lookup, whose keys are the
  /// literals its callers pass, in this file or others.
  func namesLookup(_ callee: Int, declared: Bool = false) -> Bool {
    let name = file.text(callee)
    if name.count <= 2 { return true }
    if Self.isLocalizationName(name) { return true }
    guard declared, let t = file.enclosingScope(callee, .type), file.scopes[t].name >= 0,
      file.kind(Int(file.scopes[t].name)) == .identifier
    else { return false }
    let type = file.text(Int(file.scopes[t].name))
    return Self.isLocalizationName(type) || ["i18n", "l10n"].contains(type.lowercased())
  }

  /// A name that says localization: `localize`, `localizedTitle`, `Translator`.
  static func isLocalizationName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.contains("locali") || lower.contains("translat")
  }

  /// `NSLocalizedString(key, comment: "")` in `func localized()` of `extension
  /// Localizable`: a value's own key (`key`, `rawValue`, `…Key`) read in a member of its
  /// type named for localization. The team's lookup over its own type of keys, where each
  /// value (an enum case) names its key and callers name the values.
  func isOwnKeyInLookupMember(_ spelled: String, at i: Int) -> Bool {
    guard spelled == "key" || spelled == "rawValue" || spelled.hasSuffix("Key") else { return false }
    guard let s = file.enclosingScope(i, [.function, .accessor]), file.scopes[s].name >= 0,
      file.kind(Int(file.scopes[s].name)) == .identifier,
      namesLookup(Int(file.scopes[s].name), declared: true)
    else { return false }
    let parent = Int(file.scopes[s].parent)
    return parent >= 0 && file.scopes[parent].kind == .type
  }

  /// A bare name: a local or property binding, a parameter, a loop variable.
  mutating func name(_ i: Int, stringTyped: Bool, depth: Int) -> Verdict {
    let spelled = file.text(i)
    let binding = self.binding(of: spelled, at: i)
    if let (scope, index) = parameter(spelled, at: i) {
      // A local binding inside the function's body shadows the parameter.
      if let b = binding, file.body(ofScope: scope).contains(b) {
        return bindingVerdict(b, stringTyped: stringTyped, depth: depth)
      }
      if index == -1 && closureOverLiterals(scope) { return .fixed }
      return parameterVerdict(scope, index, spelled: spelled, depth: depth)
    }
    if isOwnKeyInLookupMember(spelled, at: i) { return .exempt }
    if let b = binding { return bindingVerdict(b, stringTyped: stringTyped, depth: depth) }
    if isLoopVariable(spelled, before: i) {
      if loopsOverLiterals(spelled, at: i) { return .fixed }
      return .dynamic(Reason("`\(spelled)`", "is a loop variable"))
    }
    if spelled == "rawValue" { return .dynamic(Reason(nil, "is `rawValue`, a value read at run time")) }
    return .unknown
  }

  /// The `let`/`var` keyword of the binding that `i` reads: a local one whose uses include
  /// it, or a property or global of the file (declared before or after).
  func binding(of spelled: String, at i: Int) -> Int? {
    var found: Int? = nil
    for d in file.declarations(of: spelled) {
      let k = Int(d)
      let s = Int(file.scopeOfToken[k])
      let isMember = s < 0 || file.scopes[s].kind == .type
      if isMember {
        // A property of a type enclosing `i`, or a global.
        if s < 0 || (Int(file.scopes[s].open) < i && i < Int(file.scopes[s].close)) {
          if found == nil || k < i { found = k }
        }
        continue
      }
      if k < i && file.uses(ofBindingAt: k + 1).contains(i) { found = k }
    }
    return found
  }

  /// What the binding whose keyword is `k` holds.
  mutating func bindingVerdict(_ k: Int, stringTyped: Bool, depth: Int) -> Verdict {
    let name = k + 1
    let spelled = file.text(name)
    let eq = file.afterTypeAnnotation(ofBindingAt: name)
    guard file.isKeyword(k, [.`let`]) else {
      if let v = assignedValuesVerdict(k, stringTyped: stringTyped, depth: depth) { return v }
      // A stored `var key: String` without a value, set by the memberwise initializer.
      if !file.isWord(eq, "="), let v = memberwiseVerdict(k, depth: depth) { return v }
      return .dynamic(Reason("`\(spelled)`", "is a variable"))
    }
    guard file.isWord(eq, "="), eq + 1 < file.count else {
      if let v = memberwiseVerdict(k, depth: depth) { return v }
      if let v = assignedValuesVerdict(k, stringTyped: stringTyped, depth: depth) { return v }
      return .dynamic(Reason("`\(spelled)`", "is a constant set at run time"))
    }
    var end = file.expressionEnd(from: eq + 1)
    // In a condition (`if let text = item.text {`) the `{` opens the body, never a
    // trailing closure.
    if file.isKeyword(k - 1, [.`if`, .`guard`, .`while`]) || file.kind(k - 1) == .comma {
      var j = eq + 1
      while j <= end {
        let t = file[j]
        if t.kind == .leftBrace {
          end = j - 1
          break
        }
        j =
          (t.kind == .leftParen || t.kind == .leftBracket || t.kind == .stringOpen) && t.match > j
          ? Int(t.match) + 1 : j + 1
      }
      guard end > eq else { return .unknown }
    }
    guard depth < Self.maxDepth else { return .unknown }
    switch verdict(eq + 1, end, stringTyped: stringTyped, depth: depth + 1) {
    case .fixed: return .fixed
    case .exempt: return .exempt
    case .unknown: return .unknown
    case .dynamic(let reason): return .dynamic(reason.held(by: spelled))
    case .forwarded(let sites): return .forwarded(sites)
    }
  }

  /// `let key: String` of a type without an `init` of its own: the memberwise initializer
  /// sets it, so the key is what the file's calls `Type(…, key: …)` pass. Nil when the type
  /// declares an `init` or the file makes none of it.
  mutating func memberwiseVerdict(_ k: Int, depth: Int) -> Verdict? {
    let s = Int(file.scopeOfToken[k])
    guard s >= 0, file.scopes[s].kind == .type, file.scopes[s].name >= 0,
      file.kind(Int(file.scopes[s].name)) == .identifier, depth < Self.maxDepth
    else { return nil }
    let body = file.body(ofScope: s)
    if body.contains(where: { file.isKeyword($0, [.`init`]) && Int(file.scopeOfToken[$0]) == s }) {
      return nil
    }
    let typeName = file.text(Int(file.scopes[s].name))
    let label = file.text(k + 1)
    // `.init(title: …)` where the type is inferred: taken as the type's own when every
    // label names one of its stored properties.
    var properties: Set<String> = []
    for j in body where file.isKeyword(j, [.`let`, .`var`]) && Int(file.scopeOfToken[j]) == s {
      if file.kind(j + 1) == .identifier { properties.insert(file.text(j + 1)) }
    }
    var calls = 0
    var sites: [Site] = []
    func add(_ c: Int) {
      let arguments = file.arguments(ofCall: c + 1)
      guard let argument = arguments.first(where: { a in a.label.map { file.isWord($0, label) } ?? false }),
        argument.first <= argument.last
      else { return }
      calls += 1
      judge(argument, of: "`\(typeName)(\(label):)`", depth: depth, into: &sites)
    }
    for w in file.wordPositions(typeName) {
      let c = Int(w)
      guard file.kind(c + 1) == .leftParen, file.callee(ofOpenParen: c + 1) == c else { continue }
      add(c)
    }
    for w in file.wordPositions("init") {
      let c = Int(w)
      guard c > 1, file.kind(c - 1) == .period, !Self.endsOperand(file, c - 2),
        file.kind(c + 1) == .leftParen, file.callee(ofOpenParen: c + 1) == c
      else { continue }
      let labels = file.arguments(ofCall: c + 1).map { $0.label.map { file.text($0) } }
      guard labels.allSatisfy({ $0.map { properties.contains($0) } ?? false }) else { continue }
      add(c)
    }
    return calls == 0 ? nil : .forwarded(sites)
  }

  /// Whether token `j` ends an operand, so that a `.` after it reads a member of it.
  static func endsOperand(_ file: SyntaxFile, _ j: Int) -> Bool {
    switch file.kind(j) {
    case .identifier?, .rightParen?, .rightBracket?, .stringClose?, .integerLiteral?, .floatLiteral?:
      return true
    case .keyword?: return file.isKeyword(j, [.`self`, .`super`]) || file.isWord(j, "Self")
    default: return false
    }
  }

  /// Judges the argument a call passes to a wrapper named `callee` (`` `title(for:)` ``),
  /// adding where to report it, or the sites its own value forwards to.
  mutating func judge(_ argument: CallArgument, of callee: String, depth: Int, into sites: inout [Site]) {
    switch verdict(argument.first, argument.last, stringTyped: true, depth: depth + 1) {
    case .dynamic:
      sites.append(
        Site(
          first: argument.first, last: argument.last,
          message: "\(callee) looks this argument up as a localization key, and it is not a literal",
          viaCall: true))
    case .forwarded(let more):
      sites += more
    case .fixed, .exempt, .unknown:
      break
    }
  }

  /// `self.name`: a property of the enclosing type.
  mutating func property(_ n: Int, stringTyped: Bool, depth: Int, spelled: String) -> Verdict {
    let name = file.text(n)
    for d in file.declarations(of: name) {
      let k = Int(d)
      let s = Int(file.scopeOfToken[k])
      guard s >= 0, file.scopes[s].kind == .type, Int(file.scopes[s].open) < n,
        n < Int(file.scopes[s].close)
      else { continue }
      return bindingVerdict(k, stringTyped: stringTyped, depth: depth)
    }
    if name == "rawValue" { return .dynamic(Reason("`\(spelled)`", "is a value read at run time")) }
    return .unknown
  }

  /// `Type.name` where the file declares `static let name` in a type named `Type`.
  mutating func typeMember(_ type: Int, _ n: Int, stringTyped: Bool, depth: Int) -> Verdict? {
    let typeName = file.text(type)
    for d in file.declarations(of: file.text(n)) {
      let k = Int(d)
      let s = Int(file.scopeOfToken[k])
      guard s >= 0, file.scopes[s].kind == .type, file.scopes[s].name >= 0,
        file.textEquals(Int(file.scopes[s].name), typeName)
      else { continue }
      return bindingVerdict(k, stringTyped: stringTyped, depth: depth)
    }
    return nil
  }

  /// Whether `i` is in the body of a `for name in` (or `for (name, other) in`) loop.
  func isLoopVariable(_ spelled: String, before i: Int) -> Bool {
    for p in file.wordPositions(spelled) where Int(p) < i {
      var k = Int(p)
      // A name of a tuple pattern: the `(` it stands in.
      let b = Int(file.enclosingBracket[k])
      if b >= 0 && file.kind(b) == .leftParen && file.kind(k - 1) != .colon { k = b }
      if file.isKeyword(k - 1, [.`case`]) || file.isKeyword(k - 1, [.`let`, .`var`]) { k -= 1 }
      guard file.isKeyword(k - 1, [.`for`]) else { continue }
      // `i` is in the loop's body.
      var s = Int(file.scopeOfToken[i])
      while s >= 0 {
        if Int(file.scopes[s].introducer) == k - 1 { return true }
        s = Int(file.scopes[s].parent)
      }
    }
    return false
  }

  /// The innermost function or closure enclosing `i` with a parameter spelled `spelled`:
  /// its scope and the parameter's index (-1 for a closure's).
  func parameter(_ spelled: String, at i: Int) -> (scope: Int, index: Int)? {
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let scope = file.scopes[s]
      switch scope.kind {
      case .function:
        if let list = file.parameterList(ofScope: s) {
          let parameters = TextParameters.parameters(file, list: list)
          if let k = parameters.firstIndex(where: { $0.name == spelled }) { return (s, k) }
        }
      case .closure:
        if closureParameters(s).contains(where: { file.textEquals($0, spelled) }) { return (s, -1) }
      default: break
      }
      s = Int(scope.parent)
    }
    return nil
  }

  /// The names a closure's `{ a, b in` or `{ (a: T, b) -> R in` declares.
  func closureParameters(_ s: Int) -> [Int] {
    let open = Int(file.scopes[s].open)
    let close = Int(file.scopes[s].close)
    var j = open + 1
    if file.kind(j) == .leftBracket && file[j].match > j { j = Int(file[j].match) + 1 }
    var names: [Int] = []
    if file.kind(j) == .leftParen && file[j].match > j {
      for a in file.arguments(ofCall: j) {
        let n = a.label ?? a.first
        if file.kind(n) == .identifier { names.append(n) }
      }
      j = Int(file[j].match) + 1
    } else {
      while j < close && file.kind(j) == .identifier {
        names.append(j)
        if file.kind(j + 1) != .comma { break }
        j += 2
      }
      j += 1
    }
    // `-> R` or `throws` before `in`.
    var steps = 0
    while j < close && !file.isKeyword(j, [.`in`]) && steps < 8 {
      if file.kind(j) == .leftBrace || file.kind(j) == .rightBrace { return [] }
      j += 1
      steps += 1
    }
    return file.isKeyword(j, [.`in`]) ? names : []
  }

  /// A parameter of the function scope `s`: judged at the file's calls of the function (of
  /// the type, for an initializer).
  mutating func parameterVerdict(_ s: Int, _ index: Int, spelled: String, depth: Int) -> Verdict {
    guard index >= 0 else { return .dynamic(Reason("`\(spelled)`", "is a closure parameter")) }
    let scope = file.scopes[s]
    guard scope.name >= 0, let list = file.parameterList(ofScope: s) else {
      return .dynamic(Reason("`\(spelled)`", "is a parameter"))
    }
    // The name calls spell: the function's, or the type's for `init`.
    let callee: Int
    if file.isKeyword(Int(scope.introducer), [.`func`]) && file.kind(Int(scope.name)) == .identifier {
      callee = Int(scope.name)
      // A wrapper the vocabulary treats as a lookup is judged where it is called.
      if file.word(callee, endsWith: "LocalizedString") || file.isWord(callee, "localizedString")
        || file.text(callee, isIn: SyntaxFile.localizedSuffixNames)
        || extraFunctions.contains(file.text(callee))
      {
        return .exempt
      }
    } else if file.isKeyword(Int(scope.introducer), [.`init`]),
      let t = file.enclosingScope(Int(scope.open), .type),
      file.scopes[t].name >= 0, file.kind(Int(file.scopes[t].name)) == .identifier
    {
      callee = Int(file.scopes[t].name)
    } else {
      // `static subscript(_ key: String) -> String` of `enum LS`: the team's lookup.
      if file.isKeyword(Int(scope.introducer), [.`subscript`]),
        let t = file.enclosingScope(Int(scope.open), .type),
        file.scopes[t].name >= 0, file.kind(Int(file.scopes[t].name)) == .identifier,
        namesLookup(Int(file.scopes[t].name))
      {
        return .exempt
      }
      return .dynamic(Reason("`\(spelled)`", "is a parameter"))
    }
    let key = s << 8 | min(index, 255)
    if let known = parameterVerdicts[key] { return known }
    guard depth < Self.maxDepth, !judging.contains(key) else { return .unknown }
    judging.insert(key)
    defer { judging.remove(key) }
    let parameters = TextParameters.parameters(file, list: list)
    let label = parameters[index].label
    let unlabeledIndex = parameters[..<index].filter { $0.label == nil }.count
    let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
    let signature = "\(file.text(callee))(\(labels))"
    let body = file.body(ofScope: s)
    var calls = 0
    var sites: [Site] = []
    for w in file.wordPositions(file.text(callee)) {
      let c = Int(w)
      guard c != callee, file.kind(c + 1) == .leftParen, file.callee(ofOpenParen: c + 1) == c,
        !file.isKeyword(c - 1, [.`func`]), !body.contains(c)
      else { continue }
      let arguments = file.arguments(ofCall: c + 1)
      let argument: CallArgument?
      if let label {
        argument = arguments.first { a in a.label.map { file.isWord($0, label) } ?? false }
      } else {
        let unlabeled = arguments.filter { $0.label == nil }
        argument = unlabeledIndex < unlabeled.count ? unlabeled[unlabeledIndex] : nil
      }
      guard let argument, argument.first <= argument.last else { continue }
      calls += 1
      judge(argument, of: "`\(signature)`", depth: depth, into: &sites)
    }
    let result: Verdict
    if calls == 0 {
      result =
        namesLookup(callee, declared: true)
        ? .exempt : .dynamic(Reason(nil, "is the parameter `\(spelled)` of `\(signature)`, not a literal"))
    } else {
      result = .forwarded(sites)
    }
    parameterVerdicts[key] = result
    return result
  }
}
