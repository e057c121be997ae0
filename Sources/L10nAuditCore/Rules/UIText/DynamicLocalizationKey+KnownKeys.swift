/// A lookup whose keys the tree spells after all: `rawValue` in an enum whose cases
/// spell their `String` raw values (`case unknownFormat = "errors.unknown_format"`), in
/// the file or, for an extension of it, in another; or a member that gives only literals
/// (`localizedString(mode.titleKey)`, where every declaration of `titleKey` in the tree
/// returns a literal: `LiteralKeyMembers`). The project pass checks those keys against
/// the `.lproj` tables: the lookup is left alone when a table of its name holds every key;
/// reported, naming the keys no table holds, when some are missing (users see the raw
/// key); reported as it is when the tree holds no `.lproj` table of that name, or the
/// member or enum is declared in other ways too.
///
/// A lookup of unknown keys in a table the code names (`tableName: "ControlLabels"`) is
/// held too: a team that keeps a table of that name in the tree fills it by hand, since
/// extraction cannot; it is reported only when the tree holds no such table.
struct HeldKnownKeys: FileFact {
  var finding: ProjectFinding
  var table: String
  var keys: KnownKeys
}

/// Where a lookup's keys are spelled.
struct KnownKeys: Sendable {
  /// Keys the file spells.
  var keys: [String] = []
  /// The member whose literals are the keys.
  var member: String? = nil
  /// The enum, declared in another file, whose raw values make the keys.
  var rawValuesOf: String? = nil
  /// Around each raw value of `rawValuesOf`: `"battery.condition.\(rawValue)"`.
  var prefix = ""
  var suffix = ""
  var lowercased = false

  /// None known: only the table tells.
  var isEmpty: Bool { keys.isEmpty && member == nil && rawValuesOf == nil }

  /// The key made from one raw value.
  func key(_ value: String) -> String { prefix + (lowercased ? value.lowercased() : value) + suffix }
}

/// The `String` raw values of each `enum` a file declares, by its name; none for an enum
/// of that name without them, or for two enums of one name.
struct StringEnums: FileFact {
  var values: [String: [String]] = [:]

  init(_ file: SyntaxFile) {
    for (e, scope) in file.scopes.enumerated() where DynamicLocalizationKey.isEnum(scope, file) {
      let name = file.text(Int(scope.name))
      if values[name] != nil {
        values[name] = []
        continue
      }
      values[name] = DynamicLocalizationKey.rawValues(file, enumScope: e) ?? []
    }
  }
}

extension DynamicLocalizationKey {
  /// The most keys one member name may stand for before it counts as unknown.
  static let maxMemberKeys = 200

  /// The table a lookup around key token `f` reads: its `tableName:` or `table:` literal,
  /// or `Localizable`; nil when the table is named at run time.
  func table(_ file: SyntaxFile, keyAt f: Int) -> String? {
    let open = Int(file.enclosingBracket[f])
    guard open > 0, file.kind(open) == .leftParen else { return nil }
    guard let a = Self.tableArgument(file, file.arguments(ofCall: open)),
      !(a.first == a.last && file.isKeyword(a.first, [.nil]))
    else { return "Localizable" }
    guard let lit = file.literal(at: a.first), Int(file[a.first].match) == a.last,
      !file.literals[lit].hasInterpolation
    else { return nil }
    return file.value(ofLiteral: lit)
  }

  /// The `tableName:` (or `table:`) argument among a lookup's `arguments`.
  static func tableArgument(_ file: SyntaxFile, _ arguments: [CallArgument]) -> CallArgument? {
    arguments.first { a in
      a.label.map { file.isWord($0, "tableName") || file.isWord($0, "table") } ?? false
    }
  }

  /// The table `"…".localized` reads: `Localizable`, unless the call passes anything
  /// (`.localized(using: "Errors")`), which names a table this check does not follow.
  func receiverTable(_ file: SyntaxFile, _ lookup: Lookup) -> String? {
    let open = lookup.last + 3  // `.`, `localized`, `(`
    guard file.kind(open) == .leftParen else { return "Localizable" }
    return Int(file[open].match) == open + 1 ? "Localizable" : nil
  }

  /// The keys of a lookup whose key is `rawValue` or `self.rawValue` inside an enum of
  /// the file with `String` raw values, or an extension of one (in another file: its raw
  /// values are the project pass's to find).
  func rawValueKeys(_ file: SyntaxFile, _ lookup: Lookup) -> KnownKeys? {
    let (f, l) = (lookup.first, lookup.last)
    // `key.rawValue` of a parameter `key: Strings.Key`: the raw values of that enum.
    if l == f + 2, file.kind(f) == .identifier, file.kind(f + 1) == .period, file.isWord(l, "rawValue"),
      var n = file.parameterType(ofNameAt: f), file.kind(n) == .identifier
    {
      while file.kind(n + 1) == .period, file.kind(n + 2) == .identifier { n += 2 }
      // `key: Key?` or `keys: [Key]` is no one case of the enum.
      guard file.kind(n + 1) != .leftBracket, !file.isWord(n + 1, "?"), !file.isWord(n + 1, "<") else {
        return nil
      }
      let name = file.text(n)
      if let values = Self.rawValues(file, ofEnum: name) { return KnownKeys(keys: values) }
      return KnownKeys(rawValuesOf: name)
    }
    let spelled =
      f == l
      ? file.isWord(f, "rawValue")
      : l == f + 2 && file.isKeyword(f, [.`self`]) && file.kind(f + 1) == .period
        && file.isWord(l, "rawValue")
    guard spelled, let s = file.enclosingScope(f, .type), file.scopes[s].name >= 0 else { return nil }
    // `extension BatteryEntry.Condition`: the last name.
    var n = Int(file.scopes[s].name)
    while file.kind(n + 1) == .period, file.kind(n + 2) == .identifier { n += 2 }
    let name = file.text(n)
    if let values = Self.rawValues(file, ofEnum: name) { return KnownKeys(keys: values) }
    guard file.scopes[s].introducer >= 0, file.isWord(Int(file.scopes[s].introducer), "extension") else {
      return nil
    }
    return KnownKeys(rawValuesOf: name)
  }

  /// The keys of a literal that interpolates one value whose values the tree spells:
  /// `"battery.condition.\(rawValue)"` (as `rawValueKeys` finds them; also
  /// `rawValue.lowercased()`), or `"menu.\(charging ? "yes" : "no")"`.
  func interpolatedKeys(_ file: SyntaxFile, _ lookup: Lookup) -> KnownKeys? {
    let f = lookup.first
    guard file.kind(f) == .stringOpen, Int(file[f].match) == lookup.last, let lit = file.literal(at: f),
      file.literals[lit].hasInterpolation
    else { return nil }
    let parts = file.interpolationContents(ofLiteral: lit)
    let text = file.value(ofLiteral: lit)
    guard parts.count == 1, let mark = text.firstIndex(of: SyntaxFile.interpolationMark) else { return nil }
    let prefix = String(text[..<mark])
    let suffix = String(text[text.index(after: mark)...])
    let a = parts[0].lowerBound
    var b = parts[0].upperBound
    if b - a >= 3, file.kind(b) == .stringClose, file.kind(Int(file[b].match) - 1) == .colon {
      // `c ? "yes" : "no"`
      let second = Int(file[b].match)
      let colon = second - 1
      guard file.kind(colon - 1) == .stringClose else { return nil }
      let question = Int(file[colon - 1].match) - 1
      // One choice: a condition with a `?` or `:` of its own nests another.
      guard question > a, !(a..<question).contains(where: { file.kind($0) == .colon || file.isWord($0, "?") })
      else { return nil }
      guard file.isWord(question, "?"), let l1 = file.literal(at: question + 1),
        let l2 = file.literal(at: second),
        !file.literals[l1].hasInterpolation, !file.literals[l2].hasInterpolation
      else { return nil }
      return KnownKeys(
        keys: [file.value(ofLiteral: l1), file.value(ofLiteral: l2)].map { prefix + $0 + suffix })
    }
    var lowercased = false
    if b - a >= 3, file.kind(b) == .rightParen, Int(file[b].match) == b - 1, file.kind(b - 3) == .period,
      file.isWord(b - 2, "lowercased")
    {
      lowercased = true
      b -= 4
    }
    guard var known = rawValueKeys(file, Lookup(first: a, last: b, stringTyped: true)) else { return nil }
    (known.prefix, known.suffix, known.lowercased) = (prefix, suffix, lowercased)
    known.keys = known.keys.map(known.key)
    return known
  }

  /// The member a key reads: `name` (a property of the type, or declared elsewhere),
  /// `value.name`, `self.name`, `value?.name`, `name()` or `value.name()`.
  func keyMember(_ file: SyntaxFile, _ lookup: Lookup, judge: KeyJudge) -> String? {
    var l = lookup.last
    let f = lookup.first
    var call = ""
    if file.kind(l) == .rightParen && Int(file[l].match) == l - 1 {
      l -= 2
      call = "()"
    }
    guard l >= f, file.kind(l) == .identifier, !file.isWord(l, "rawValue") else { return nil }
    if l == f {
      if !call.isEmpty { return file.text(l) + call }
      // A local binding, a parameter or a loop variable is no member.
      if judge.parameter(file.text(l), at: l) != nil { return nil }
      if let b = judge.binding(of: file.text(l), at: l) {
        let s = Int(file.scopeOfToken[b])
        guard s >= 0, file.scopes[s].kind == .type else { return nil }
      }
      return file.text(l)
    }
    guard file.kind(l - 1) == .period else { return nil }
    for k in f..<(l - 1) {
      let kind = file.kind(k)
      guard kind == .identifier || kind == .period || file.isKeyword(k, [.`self`]) || file.isWord(k, "?")
      else { return nil }
    }
    return file.text(l) + call
  }

  /// The raw values of the file's `enum name: String` whose cases have no associated
  /// values: each case's literal, or its name where it has none.
  static func rawValues(_ file: SyntaxFile, ofEnum name: String) -> [String]? {
    guard
      let e = file.scopes.indices.first(where: { k in
        isEnum(file.scopes[k], file) && file.isWord(Int(file.scopes[k].name), name)
      })
    else { return nil }
    return rawValues(file, enumScope: e)
  }

  /// Whether `scope` is an `enum` with a name.
  static func isEnum(_ scope: Scope, _ file: SyntaxFile) -> Bool {
    scope.kind == .type && scope.name >= 0 && scope.introducer >= 0
      && file.isKeyword(Int(scope.introducer), [.`enum`])
  }

  /// The raw values of the enum whose scope is `e`, as `rawValues(_:ofEnum:)` gives them.
  static func rawValues(_ file: SyntaxFile, enumScope e: Int) -> [String]? {
    let scope = file.scopes[e]
    guard (Int(scope.name)..<Int(scope.open)).contains(where: { file.isWord($0, "String") }) else {
      return nil
    }
    var values: [String] = []
    var k = Int(scope.open) + 1
    let close = Int(scope.close)
    while k < close {
      defer { k += 1 }
      guard Int(file.scopeOfToken[k]) == e, file.isKeyword(k, [.`case`]) else { continue }
      var j = k + 1
      while j < close {
        guard file.kind(j) == .identifier else { return nil }
        var value = file.text(j)
        if file.kind(j + 1) == .leftParen { return nil }
        if file.kind(j + 1) == .operator && file.isWord(j + 1, "=") {
          guard let lit = file.literal(at: j + 2), !file.literals[lit].hasInterpolation else { return nil }
          value = file.value(ofLiteral: lit)
          j = Int(file[j + 2].match)
        }
        values.append(value)
        guard file.kind(j + 1) == .comma else { break }
        j += 2
      }
      k = j
    }
    return values.isEmpty ? nil : values
  }

  /// The held findings whose keys are not all in a table of their name (as they are
  /// reported: naming the missing keys), and those whose keys or table are not known.
  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    // The `.lproj` tables the catalog rules read (`CatalogTable`); with those rules off,
    // no table is known and the findings stand as they are.
    var tables: [String: Set<UInt64>] = [:]
    var literal: [UInt64: Set<String>] = [:]
    // Each declaration's literals, by name: two types may both declare a `titleKey`.
    var declarations: [UInt64: [[String]]] = [:]
    var other = Set<UInt64>()
    // Tables the tree holds as String Catalogs, which extraction keeps (not those the team
    // keeps by hand, `manual` key by key).
    var stringCatalogs = Set<String>()
    // Each enum name's raw values; nil for a name declared with different ones.
    var enums: [String: [String]?] = [:]
    for f in files {
      for e in f.facts(StringEnums.self) {
        for (name, values) in e.values {
          if values.isEmpty {
            enums[name] = .some(nil)
          } else if let seen = enums[name] {
            if seen != values { enums[name] = .some(nil) }
          } else {
            enums[name] = values
          }
        }
      }
      for t in f.facts(CatalogTable.self) {
        tables[t.place.table, default: []].formUnion(t.entries.lazy.filter { !$0.isStale }.map(\.keyHash))
        if t.kind == .stringCatalog && !t.isKeptByHand { stringCatalogs.insert(t.place.table) }
      }
      for m in f.facts(LiteralKeyMembers.self) {
        for member in m.members where !member.isPrivate {
          if member.texts.isEmpty {
            other.insert(member.name)
          } else {
            literal[member.name, default: []].formUnion(member.texts)
            declarations[member.name, default: []].append(member.texts)
          }
        }
      }
    }
    // A name that many types give literals for (`description`) tells nothing of one lookup.
    for (name, texts) in literal where texts.count > Self.maxMemberKeys {
      other.insert(name)
      literal[name] = nil
    }
    var out: [ProjectFinding] = []
    for f in files {
      let own = f.facts(LiteralKeyMembers.self).first?.members.filter(\.isPrivate) ?? []
      for held in f.facts(HeldKnownKeys.self) {
        var keys = held.keys.keys
        // Keys the code names but the tree does not tell (an enum declared nowhere, a
        // member given by more than literals) are unknown, as a plain value's are.
        var unknown = held.keys.isEmpty
        var alternatives: [[String]] = []
        if let name = held.keys.rawValuesOf {
          if let values = enums[name] ?? nil { keys = values.map(held.keys.key) } else { unknown = true }
        } else if let member = held.keys.member {
          let hash = TokenTextIndex.hash(member.utf8)
          let mine = own.filter { $0.name == hash }
          let given = Array(literal[hash] ?? []).sorted() + mine.flatMap(\.texts)
          if !other.contains(hash), !mine.contains(where: { $0.texts.isEmpty }), !given.isEmpty {
            keys = given
            alternatives = mine.isEmpty ? declarations[hash] ?? [] : []
          } else {
            unknown = true
          }
        }
        guard let present = tables[held.table], !keys.isEmpty else {
          // Unknown keys of a table kept by hand: the default table counts only when the
          // tree holds it as `.strings` files and no String Catalog (outside pedantic).
          let keptByHand =
            tables[held.table] != nil
            && (held.table != "Localizable"
              || (!stringCatalogs.contains(held.table) && !context.options.pedantic))
          if !(unknown && keptByHand) { out.append(held.finding) }
          continue
        }
        // Two types declare the member: the lookup may read the one whose keys are all there.
        if alternatives.count > 1,
          alternatives.contains(where: { $0.allSatisfy { present.contains(CatalogTable.hash(key: $0)) } })
        {
          continue
        }
        var seen = Set<String>()
        let missing = keys.filter {
          !present.contains(CatalogTable.hash(key: $0)) && seen.insert($0).inserted
        }
        guard !missing.isEmpty else { continue }
        var finding = held.finding
        let named = missing.prefix(2).map { "`\(PlaceholderComparison.shortened($0))`" }
        let more = missing.count > 2 ? " and \(missing.count - 2) more" : ""
        finding.message +=
          "; \(named.joined(separator: missing.count == 2 ? " and " : ", "))\(more) "
          + "\(missing.count == 1 ? "is" : "are") in no `\(held.table)` table, so users see the raw key"
        out.append(finding)
      }
    }
    return out
  }

  /// `if NSLocalizedString(key, comment: "") != key { … }`: the function tests whether the
  /// lookup found the key, and falls back when not. The lookups of that key in the
  /// function are deliberate probes.
  static func isProbed(_ file: SyntaxFile, _ lookup: Lookup) -> Bool {
    let k = lookup.first
    guard k == lookup.last, file.kind(k) == .identifier,
      let s = file.enclosingScope(k, [.function, .accessor, .closure])
    else { return false }
    let name = file.text(k)
    let open = Int(file.scopes[s].open)
    let close = Int(file.scopes[s].close)
    /// Whether the call whose `(` is at `p` passes `name` alone as its first argument.
    func passesKey(_ p: Int) -> Bool {
      guard file.kind(p) == .leftParen, p < close, let a = file.arguments(ofCall: p).first else {
        return false
      }
      return a.first == a.last && file.isWord(a.first, name)
    }
    // `let text = lookup(key, …)`, then `text == key`: the lookup's value under its name.
    var value: Int? = nil
    if let call = file.enclosingCall(k), let callee = file.callee(ofOpenParen: call) {
      let start = file.operandStart(endingAt: callee)
      if file.isWord(start - 1, "="), file.kind(start - 2) == .identifier,
        file.isKeyword(start - 3, [.let, .var])
      {
        value = start - 2
      }
    }
    /// Whether token `i` is `name`'s lookup value compared with the key.
    func comparesValue(_ i: Int, _ other: Int) -> Bool {
      guard let value, file.kind(i) == .operator, file.isWord(i, "!=") || file.isWord(i, "==") else {
        return false
      }
      return file.kind(other) == .identifier && file[other].range.count == file[value].range.count
        && file.text(other) == file.text(value)
    }
    for w in file.wordPositions(name, in: open..<close) {
      let i = Int(w)
      if comparesValue(i - 1, i - 2) || comparesValue(i + 1, i + 2) { return true }
      // `lookup(key, …) != key`
      if file.kind(i - 1) == .operator, file.isWord(i - 1, "!=") || file.isWord(i - 1, "=="),
        file.kind(i - 2) == .rightParen, passesKey(Int(file[i - 2].match))
      {
        return true
      }
      // `key != lookup(key, …)`
      if file.kind(i + 1) == .operator, file.isWord(i + 1, "!=") || file.isWord(i + 1, "=="),
        file.kind(i + 2) == .identifier, passesKey(i + 3)
      {
        return true
      }
    }
    return false
  }
}
