/// Catalog findings about keys that no Swift file uses: a translation missing, a
/// placeholder or a plural form wrong in an entry nothing looks up shows nothing wrong to
/// anyone. `catalog-unused-key` (opt-in) is the finding for such a key; the others leave
/// it alone. A key counts as used where some Swift file that a target builds holds it as a
/// literal (the literal `"\(n) items"` for `%lld items`), other than a `verbatim:` text, a
/// comment, a default value or a literal in debug-only code (`DebugCode`: `#if DEBUG`, a
/// debug menu), or names its generated symbol, or starts the way a key made at run time
/// does (`"species.name.\(id)"`). A table is judged where Swift code outside tests looks
/// literal keys up in it (directly, through a wrapper that some call passes a literal:
/// `String.localized("archive")`, or, for `Localizable`, SwiftUI's `Text("…")`), also where it looks up
/// keys made at run time: on judged real apps a key that no literal spells was another platform's or
/// a dead one, not one made at run time. Nothing is judged where Objective-C may look any
/// key up; the keys it looks up by name (`NSLocalizedString(@"key", nil)`) are used.
public enum UnusedKeyFindings {
  /// The rules whose findings about one key are dropped when no Swift file uses the key.
  public static let ruleIDs: Set<String> = [
    CatalogMissingTranslation.ruleDescription.id, CatalogPlaceholderMismatch.ruleDescription.id,
    CatalogMissingPluralForms.ruleDescription.id,
  ]

  /// What some Swift files tell about a set of keys.
  struct Uses: Sendable {
    /// The keys some file uses.
    var used = Set<String>()
    /// The openings of keys made at run time (`"species.name.\(id)"`: `species.name.`):
    /// every key that starts with one may be used.
    var prefixes = Set<String>()
    /// Tables some file looks a literal key up in.
    var tables = Set<String>()
    /// Wrappers that look their caller's key up (`DynamicLookup.wrapper`), with the tables
    /// they look it up in.
    var wrappers: [String: Set<String>] = [:]
    /// The name hashes (`nameHash`) of the functions and members some file calls with a
    /// literal (`L("key")`, `String.localized("key")`, `"key".localized`).
    var calledWithLiterals = Set<UInt64>()

    mutating func add(_ other: Uses) {
      used.formUnion(other.used)
      prefixes.formUnion(other.prefixes)
      tables.formUnion(other.tables)
      wrappers.merge(other.wrappers) { $0.union($1) }
      calledWithLiterals.formUnion(other.calledWithLiterals)
    }

    /// The tables some file looks a literal key up in: directly, or through a wrapper
    /// that some call passes a literal.
    var judgedTables: Set<String> {
      var out = tables
      for (name, tables) in wrappers where calledWithLiterals.contains(UnusedKeyFindings.nameHash(name.utf8))
      {
        out.formUnion(tables)
      }
      return out
    }
  }

  /// FNV-1a of a name's bytes.
  static func nameHash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }

  /// The ways Swift code spells a set of keys: each literal value or lowercased member name
  /// that uses a key, with that key.
  struct Spellings: Sendable {
    var literals: [String: [String]] = [:]
    var symbols: [String: [String]] = [:]
    /// The shortest and longest symbol, in bytes: other member names are not looked up.
    var symbolLengths = 0...0

    init(_ keys: some Sequence<String>) {
      for key in keys {
        literals[key, default: []].append(key)
        let interpolated = CatalogUnusedKey.asInterpolated(key)
        if interpolated != key { literals[interpolated, default: []].append(key) }
        // Xcode makes symbols of identifier-like keys (`reply.zappedYou`), not of text with
        // spaces or placeholders, whose letters alone (`%@ cards`: `cards`) name too much.
        guard !key.utf8.contains(where: { $0 == 0x20 || $0 == 0x25 }) else { continue }
        let symbol = CatalogUnusedKey.asSymbol(key)
        if !symbol.isEmpty { symbols[symbol, default: []].append(key) }
      }
      let lengths = symbols.keys.map(\.utf8.count)
      if let low = lengths.min(), let high = lengths.max() { symbolLengths = low...high }
    }
  }

  /// What `file` tells about the keys `spellings` spells.
  static func uses(in file: SyntaxFile, _ spellings: Spellings) -> Uses {
    var out = Uses()
    for l in file.literals.indices {
      // `Text(verbatim: "…")` shows its text as is, and a lookup's `comment:` and default
      // `value:` are no keys.
      let open = Int(file.literals[l].open)
      if file.kind(open - 1) == .colon,
        ["verbatim", "comment", "value", "defaultValue"].contains(where: { file.isWord(open - 2, $0) })
      {
        continue
      }
      let value = file.value(ofLiteral: l)
      // Debug-only code (`#if DEBUG`, a debug menu) shows its texts to developers alone.
      if let keys = spellings.literals[value], !file.debugCode.contains(file, open) {
        out.used.formUnion(keys)
      }
      if file.literals[l].hasInterpolation, let prefix = keyPrefix(value) { out.prefixes.insert(prefix) }
    }
    if !spellings.symbols.isEmpty {
      for i in file.tokens.indices where file[i].kind == .identifier && file.kind(i - 1) == .period {
        guard spellings.symbolLengths.contains(file[i].range.count) else { continue }
        if let keys = spellings.symbols[file.text(i).lowercased()] { out.used.formUnion(keys) }
      }
    }
    // Lookups in tests show nothing to users: a test looping over keys judges no table.
    if !isTestPath(file.source.rolePath),
      file.source.contains("NSLocalizedString") || file.source.contains("localized")
    {
      let lookups = file.localizedLookups()
      out.tables = Set(lookups.keys.map(\.table))
      for d in lookups.dynamic {
        if let w = d.wrapper { out.wrappers[w, default: []].insert(d.table) }
      }
    }
    // `Text("Settings")`: SwiftUI looks the literal up in `Localizable`.
    if !isTestPath(file.source.rolePath),
      file.tokens(spelled: "Text").contains(where: {
        file.kind($0 + 1) == .leftParen && file.kind($0 + 2) == .stringOpen
      })
    {
      out.tables.insert("Localizable")
    }
    // `name("…")` and `"…".name`: if `name` is a wrapper, a literal key is looked up.
    let bytes = file.source.bytes
    for i in file.tokens.indices where file[i].kind == .identifier {
      let member = file.kind(i - 1) == .period && file.kind(i - 2) == .stringClose
      let call = file.kind(i + 1) == .leftParen && file.kind(i + 2) == .stringOpen
      guard member || call else { continue }
      out.calledWithLiterals.insert(nameHash(bytes[file[i].range]))
    }
    return out
  }

  /// The text before the first interpolation of a key made at run time, when it reads as
  /// the opening of a key: three or more characters without a space, ending in `.`, `_`,
  /// `-` or `/` (`"species.name.\(id)"`: `species.name.`).
  static func keyPrefix(_ value: String) -> String? {
    guard let mark = value.firstIndex(of: SyntaxFile.interpolationMark) else { return nil }
    let prefix = value[..<mark]
    guard prefix.utf8.count >= 3, let last = prefix.utf8.last, "._-/".utf8.contains(last),
      !prefix.utf8.contains(where: { $0 == 0x20 || $0 == 0x0A })
    else { return nil }
    return String(prefix)
  }

  /// Drops, from `start` on, the findings of `ruleIDs` about keys that none of the Swift
  /// files `sources` uses, in tables those files judge. `read` gives a Swift file by its
  /// path (nil when it cannot be read: then nothing is dropped, since its uses are
  /// unknown). Nothing is dropped either with `codeUnread`: other code that may look any
  /// key up (`ObjectiveCLookups`); `alsoUsed` are keys such code looks up by name. Up to
  /// `jobs` files are read at once; nothing is read when no finding is about a key.
  public static func drop(
    _ diagnostics: inout [Diagnostic], from start: Int, sources: [String], codeUnread: Bool,
    alsoUsed: Set<String> = [], read: @Sendable (String) -> SourceFile?, jobs: Int
  ) {
    guard !codeUnread else { return }
    let keys = Set(
      diagnostics[start...].compactMap { d in ruleIDs.contains(d.ruleID) ? d.catalogKey : nil })
    guard !keys.isEmpty else { return }
    let spellings = Spellings(keys)
    // A few files per task, their uses merged as they come: one result per task, not per
    // file, is held until the end.
    let tasks = min(sources.count, max(1, jobs) * 8)
    let found = Parallel.map(0..<tasks, jobs: jobs) { t -> Uses? in
      var merged = Uses()
      for k in stride(from: t, to: sources.count, by: tasks) {
        guard let source = read(sources[k]) else { return nil }
        merged.add(Self.uses(in: SyntaxFile(source), spellings))
      }
      return merged
    }
    var all = Uses()
    all.used = alsoUsed
    for u in found {
      guard let u else { return }
      all.add(u)
    }
    let judged = all.judgedTables
    let kept = diagnostics[start...].filter { d in
      guard ruleIDs.contains(d.ruleID), let key = d.catalogKey, !all.used.contains(key),
        !all.prefixes.contains(where: { key.hasPrefix($0) })
      else { return true }
      return !judged.contains(CatalogPlace(path: d.path).table)
    }
    diagnostics.replaceSubrange(start..., with: kept)
  }
}
