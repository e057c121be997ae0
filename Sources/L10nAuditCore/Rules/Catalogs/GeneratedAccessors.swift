/// What a Swift file tells about the accessors a code generator (SwiftGen) writes for
/// `.lproj` keys: each `static let name = L10n.tr("Table", "key", …)`, `static func
/// name(…) -> String { L10n.tr("Table", "key", …) }` or `static var name: String {
/// L10n.tr("key") }` it declares, and the member names it refers to outside debug-only
/// code and tests (`L10n.name`, `L10n.Splash.Button.login`), each with the type that holds it:
/// `L10n.login` refers to no `login` of `enum Button`. Constants written by hand the same
/// way, `static let name = NSLocalizedString("key", tableName: "Table", …)`, are accessors
/// too. A key whose every accessor no file refers to is looked up by nothing: no language
/// shows its text, so the catalog rules leave it alone.
struct GeneratedAccessors: FileFact {
  struct Accessor: Sendable, Hashable {
    var table: String
    var keyHash: UInt64
    /// The accessor's name with the type that declares it (`qualified`).
    var name: UInt64
  }

  var accessors: [Accessor] = []
  /// Every name the file reads as a member of a type (`L10n.title`,
  /// `L10n.Settings.title(…)`: a chain from a capitalized name), with the name before it
  /// (`qualified`), sorted, each once. Accessors are `static`, so a member of a value
  /// (`view.title`) or an implicit member (`.title`) is none.
  var memberNames: [UInt64] = []

  /// The file's facts (none when it declares no accessor and reads no member), made once
  /// whichever rule asks.
  static func of(_ file: SyntaxFile) -> [any FileFact] {
    let g = file.work.memo(GeneratedAccessors.self) { GeneratedAccessors(file) }
    return g.accessors.isEmpty && g.memberNames.isEmpty ? [] : [g]
  }

  private init(_ file: SyntaxFile) {
    let bytes = file.bytes
    // Generated code calls `L10n.tr("Table", "key", …)`: a member named `tr`.
    var calls: [Int] = []
    memberNames.reserveCapacity(file.kindIndex.memberNames.count)
    // A read in a test (`StringsTests.swift` calling every accessor) shows no one the text.
    let readsCount = !isTestPath(file.source.rolePath)
    for p in file.kindIndex.memberNames {
      let t = file[Int(p)]
      // A read in debug-only code (`#if DEBUG`, a debug menu) shows its text to developers
      // alone.
      if readsCount && Self.isTypeMember(file, Int(p)) && !file.debugCode.contains(file, Int(p)) {
        let q = file[Int(p) - 2]
        memberNames.append(
          Self.qualified(
            TokenTextIndex.hash(bytes[Int(q.start)..<Int(q.end)]),
            TokenTextIndex.hash(bytes[Int(t.start)..<Int(t.end)])))
      }
      if t.end - t.start == 2, file.isWord(Int(p), "tr"), file.kind(Int(p) + 1) == .leftParen {
        calls.append(Int(p))
      }
    }
    memberNames = Self.sortedUnique(memberNames)
    file.work.add(file.kindIndex.memberNames.count)
    for i in calls {
      guard let name = accessorName(file, before: i) else { continue }
      let arguments = file.arguments(ofCall: i + 1)
      // `tr("Table", "key", …)`, or `tr("key", …)` (values after it) in the table
      // `Localizable`.
      if arguments.count >= 2, let table = plainLiteral(file, arguments[0]),
        let key = plainLiteral(file, arguments[1])
      {
        append(table: table, key: key, name: name, file)
      } else if let first = arguments.first, let key = plainLiteral(file, first) {
        append(table: "Localizable", key: key, name: name, file)
      }
    }
    // Hand-written constants: `static let okTitle = NSLocalizedString("OK", tableName: …)`.
    for i in file.tokens(spelled: "NSLocalizedString") where file.kind(i + 1) == .leftParen {
      guard let name = accessorName(file, before: i) else { continue }
      let arguments = file.arguments(ofCall: i + 1)
      guard let first = arguments.first, let key = plainLiteral(file, first) else { continue }
      var table = "Localizable"
      if let t = arguments.first(where: { a in a.label.map { file.isWord($0, "tableName") } ?? false }) {
        guard let l = file.literal(at: t.first), Int(file[t.first].match) == t.last else { continue }
        table = file.value(ofLiteral: l)
      }
      append(table: table, key: key, name: name, file)
    }
  }

  private mutating func append(table: String, key: String, name: Int, _ file: SyntaxFile) {
    let n = file[name]
    // The type that declares it: the innermost type scope around the name.
    var s = Int(file.scopeOfToken[name])
    while s >= 0, file.scopes[s].kind != .type { s = Int(file.scopes[s].parent) }
    guard s >= 0, file.scopes[s].name >= 0 else { return }
    let t = file[Int(file.scopes[s].name)]
    accessors.append(
      Accessor(
        table: table, keyHash: CatalogTable.hash(key: key),
        name: Self.qualified(
          TokenTextIndex.hash(file.bytes[Int(t.start)..<Int(t.end)]),
          TokenTextIndex.hash(file.bytes[Int(n.start)..<Int(n.end)]))))
  }

  /// One hash for a name and the type name before it (`Button.login`).
  static func qualified(_ type: UInt64, _ name: UInt64) -> UInt64 {
    (type &* 0x9E37_79B9_7F4A_7C15) ^ name
  }

  /// Whether member name `p` ends a chain of names and periods whose first name is
  /// capitalized (`L10n.Settings.title`).
  static func isTypeMember(_ file: SyntaxFile, _ p: Int) -> Bool {
    var k = p - 1
    while k > 0, file.kind(k) == .period, file.kind(k - 1) == .identifier { k -= 2 }
    guard k < p - 1, file.kind(k) != .period else { return false }
    let root = k + 1
    let first = file.bytes[Int(file[root].start)]
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  /// The name a `static let` or `static var` declares just before `=` (`static let title
  /// = L10n.tr(…)`), or the `static func` or computed `static var` whose body holds the
  /// call (`static var title: String { L10n.tr("title") }`).
  private func accessorName(_ file: SyntaxFile, before i: Int) -> Int? {
    var k = i - 1
    while k > 0, file.kind(k) == .period || file.kind(k) == .identifier { k -= 1 }
    if file.kind(k) == .operator && file.isWord(k, "=") {
      let name = k - 1
      guard file.kind(name) == .identifier, file.isWord(name - 1, "let") || file.isWord(name - 1, "var"),
        file.isWord(name - 2, "static")
      else { return nil }
      return name
    }
    let s = Int(file.scopeOfToken[i])
    guard s >= 0 else { return nil }
    let scope = file.scopes[s]
    guard scope.kind == .function || scope.kind == .accessor, scope.name >= 0, scope.introducer >= 1,
      file.isWord(Int(scope.introducer) - 1, "static")
    else { return nil }
    return Int(scope.name)
  }

  private func plainLiteral(_ file: SyntaxFile, _ a: CallArgument) -> String? {
    guard a.label == nil, let l = file.literal(at: a.first), Int(file[a.first].match) == a.last,
      !file.literals[l].hasInterpolation
    else { return nil }
    return file.value(ofLiteral: l)
  }

  /// The keys, by table, that accessors look up and that no file refers to any accessor
  /// of. Empty when no file declares accessors.
  static func unreferencedKeys(_ files: [FileSummary]) -> [String: Set<UInt64>] {
    var declared: [Accessor] = []
    for f in files { for g in f.facts(GeneratedAccessors.self) { declared += g.accessors } }
    guard !declared.isEmpty else { return [:] }
    let names = Set(declared.map(\.name))
    var referenced = Set<UInt64>()
    for f in files {
      for g in f.facts(GeneratedAccessors.self) {
        for n in g.memberNames where names.contains(n) { referenced.insert(n) }
      }
    }
    var used: [String: Set<UInt64>] = [:]
    var unused: [String: Set<UInt64>] = [:]
    for a in declared {
      if referenced.contains(a.name) {
        used[a.table, default: []].insert(a.keyHash)
      } else {
        unused[a.table, default: []].insert(a.keyHash)
      }
    }
    for (table, keys) in used { unused[table]?.subtract(keys) }
    return unused
  }

  /// `values` sorted, each once: smaller than a `Set` for a fact kept until the project
  /// pass.
  static func sortedUnique(_ values: [UInt64]) -> [UInt64] {
    var v = values
    v.sort()
    var out: [UInt64] = []
    out.reserveCapacity(v.count)
    for x in v where out.last != x { out.append(x) }
    return out
  }
}
