/// Catalog findings about keys that no Swift file uses: a translation missing, a
/// placeholder or a plural form wrong, or a key defined twice, in an entry nothing looks up
/// shows nothing wrong to anyone. `catalog-unused-key` (opt-in) is the finding for such a
/// key; the others leave it alone. A key counts as used where some Swift file that a
/// target builds holds it as a literal (the literal `"\(n) items"` for `%lld items`), other
/// than a `verbatim:` text, a comment, a default value, the key an R.swift resource
/// declares or a literal in debug-only code (`DebugCode`: `#if DEBUG`, a debug menu), or
/// names its generated symbol, or starts the way a key made at run time does
/// (`"species.name.\(id)"`). A table is judged where Swift code outside tests looks
/// literal keys up in it (directly, through a wrapper that some call passes a literal:
/// `String.localized("archive")`, or, for `Localizable`, SwiftUI's `Text("…")`; or through
/// R.swift's accessors, `R.string.localizable.title()`; another app's code, under another
/// Xcode project holding a table of the same name, does not count), also where it looks up
/// keys made at run time: on judged real apps a key that no literal spells was another platform's or
/// a dead one, not one made at run time. Nothing is judged where Objective-C may look any
/// key up; the keys it looks up by name (`NSLocalizedString(@"key", nil)`) are used.
public enum UnusedKeyFindings {
  /// The rules whose findings about one key are dropped when no Swift file uses the key.
  public static let ruleIDs: Set<String> = [
    CatalogMissingTranslation.ruleDescription.id, CatalogPlaceholderMismatch.ruleDescription.id,
    CatalogMissingPluralForms.ruleDescription.id, CatalogDuplicateKey.ruleDescription.id,
  ]

  /// What one Swift file tells about keys, whichever keys the catalogs hold: the scan
  /// keeps it (`Linter.keepsKeyUses`), so that `drop` reads no file. Plain texts (ASCII
  /// and U+FFFC: `plainForm`) are kept as their `nameHash`, each once; other texts as they
  /// are, since texts that `String` holds equal (canonically equivalent) may differ in
  /// bytes.
  public struct FileUses: FileFact {
    /// A wrapper that looks its caller's key up in `table` (`DynamicLookup.wrapper`), by
    /// its name's `nameHash`.
    struct Wrapper: Sendable, Hashable {
      var name: UInt64
      var table: String
    }

    /// A member name with other than ASCII bytes, lowercased, and its length in bytes as
    /// written.
    struct OtherMember: Sendable {
      var name: String
      var length: Int
    }

    /// The file's path as shown.
    var path = ""
    /// The plain values of the literals that may spell a key: not a `verbatim:` text, a
    /// `comment:`, a default `value:` or a literal in debug-only code.
    var literals: [UInt64] = []
    /// The other values of those literals.
    var otherLiterals: [String] = []
    /// The member names (`.replyZappedYou`) of ASCII letters and digits only, lowercased: a
    /// name with another ASCII byte (`_`) spells no generated symbol.
    var members: [UInt64] = []
    var otherMembers: [OtherMember] = []
    /// The openings of keys made at run time (`keyPrefix`).
    var prefixes: [String] = []
    /// Tables the file looks a literal key up in, outside tests.
    var tables: [String] = []
    /// Wrappers the file declares, outside tests.
    var wrappers: [Wrapper] = []
    /// The `nameHash` of the functions and members the file calls with a literal
    /// (`L("key")`, `String.localized("key")`, `"key".localized`).
    var calledWithLiterals: [UInt64] = []

    /// Whether token `label` labels a `key:` or `developmentValue:` argument of the call
    /// that makes an R.swift string resource: `StringResource(…)`, or `.init(…)` in a
    /// property of that type (`var title: RswiftResources.StringResource { .init(…) }`).
    static func isResourceArgument(_ file: SyntaxFile, label: Int) -> Bool {
      guard file.isWord(label, "key") || file.isWord(label, "developmentValue"),
        let open = file.enclosingCall(label)
      else { return false }
      if file.isWord(open - 1, "StringResource") { return true }
      return file.isWord(open - 1, "init") && file.kind(open - 2) == .period
        && file.kind(open - 3) == .leftBrace && file.isWord(open - 4, "StringResource")
    }

    var isEmpty: Bool {
      literals.isEmpty && otherLiterals.isEmpty && members.isEmpty && otherMembers.isEmpty
        && prefixes.isEmpty && tables.isEmpty && wrappers.isEmpty && calledWithLiterals.isEmpty
    }

    init(_ file: SyntaxFile) {
      path = file.path
      let bytes = file.source.bytes
      let debugCode = file.debugCode
      literals.reserveCapacity(file.literals.count)
      for l in file.literals.indices {
        let info = file.literals[l]
        // `Text(verbatim: "…")` shows its text as is, and a lookup's `comment:` and default
        // `value:` are no keys.
        let open = Int(info.open)
        if file.kind(open - 1) == .colon,
          file.isWord(open - 2, "verbatim") || file.isWord(open - 2, "comment")
            || file.isWord(open - 2, "value") || file.isWord(open - 2, "defaultValue")
        {
          continue
        }
        // R.swift's resource (`.init(key: "title", tableName: …, developmentValue: "Title",
        // …)` in a `StringResource`) declares the key: a read of its member uses it.
        if file.kind(open - 1) == .colon, Self.isResourceArgument(file, label: open - 2) { continue }
        // `name("…")`: if `name` is a wrapper, a literal key is looked up.
        if file.kind(open - 1) == .leftParen && file.kind(open - 2) == .identifier {
          calledWithLiterals.append(nameHash(bytes[file[open - 2].range]))
        }
        // Debug-only code (`#if DEBUG`, a debug menu) shows its texts to developers alone.
        let shown = !debugCode.contains(file, open)
        // Most literals are one segment without escapes: their bytes are the value.
        if info.delimiter != .multiLine, let segment = file.plainSegment(info) {
          guard shown else { continue }
          if let h = Self.plainHash(bytes[segment]) {
            literals.append(h)
          } else {
            otherLiterals.append(String(decoding: bytes[segment], as: UTF8.self))
          }
          continue
        }
        guard shown || info.hasInterpolation else { continue }
        let value = file.value(ofLiteral: l)
        if shown {
          if let h = Self.plainHash(value.utf8) {
            literals.append(h)
          } else {
            otherLiterals.append(value)
          }
        }
        if info.hasInterpolation, let prefix = keyPrefix(value), !prefixes.contains(prefix) {
          prefixes.append(prefix)
        }
      }
      let lowercase = Self.lowercase
      members.reserveCapacity(file.kindIndex.memberNames.count)
      for p in file.kindIndex.memberNames {
        let i = Int(p)
        let range = file[i].range
        // `"…".name`: if `name` is a wrapper, a literal key is looked up.
        if file.kind(i - 2) == .stringClose { calledWithLiterals.append(nameHash(bytes[range])) }
        var h = Self.seed
        var c: UInt8 = 0
        for b in bytes[range] {
          c = lowercase[Int(b)]
          guard c < 0x80 && c != 0 else { break }
          h = (h ^ UInt64(c)) &* Self.prime
        }
        if c == 0xFF {
          otherMembers.append(OtherMember(name: file.text(i).lowercased(), length: range.count))
        } else if c != 0 {
          members.append(h)
        }
      }
      // `Text("Settings")`: SwiftUI looks the literal up in `Localizable`.
      let showsText = file.tokens(spelled: "Text").contains(where: {
        file.kind($0 + 1) == .leftParen && file.kind($0 + 2) == .stringOpen
      })
      let looksUp = file.source.contains("NSLocalizedString") || file.source.contains("localized")
      // Lookups in tests show nothing to users: a test looping over keys judges no table.
      if (showsText || looksUp) && !isTestPath(file.source.rolePath) {
        if looksUp {
          let lookups = file.localizedLookups()
          for k in lookups.keys where !tables.contains(k.table) { tables.append(k.table) }
          for d in lookups.dynamic {
            guard let w = d.wrapper else { continue }
            let wrapper = Wrapper(name: nameHash(w.utf8), table: d.table)
            if !wrappers.contains(wrapper) { wrappers.append(wrapper) }
          }
        }
        if showsText && !tables.contains("Localizable") { tables.append("Localizable") }
      }
      // `R.string.localizable.walletTitle()`: R.swift's accessor for a key of `Localizable`.
      if !isTestPath(file.source.rolePath) {
        for r in file.tokens(spelled: "R")
        where file.kind(r + 1) == .period && file.textEquals(r + 2, "string") && file.kind(r + 3) == .period
          && file.kind(r + 4) == .identifier
        {
          let name = file.text(r + 4)
          let table = name.prefix(1).uppercased() + name.dropFirst()
          if !tables.contains(table) { tables.append(table) }
        }
      }
      literals = Self.unique(literals)
      members = Self.unique(members)
      calledWithLiterals = Self.unique(calledWithLiterals)
    }

    /// The `nameHash` of a plain text's UTF-8 bytes (`plainForm`), nil for another text.
    static func plainHash(_ bytes: some Sequence<UInt8>) -> UInt64? {
      var h = seed
      // The bytes of U+FFFC read so far.
      var mark = 0
      for b in bytes {
        h = (h ^ UInt64(b)) &* prime
        switch (mark, b) {
        case (0, 0..<0x80): break
        case (0, 0xEF), (1, 0xBF): mark += 1
        case (2, 0xBC): mark = 0
        default: return nil
        }
      }
      return mark == 0 ? h : nil
    }

    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x100_0000_01b3

    /// Each byte as a member name's lowercased byte: an ASCII letter lowercased, a digit as
    /// it is, another ASCII byte 0, any other byte 0xFF.
    nonisolated(unsafe) static let lowercase: UnsafePointer<UInt8> = {
      let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
      t.initialize(repeating: 0xFF, count: 256)
      for b in 0..<128 {
        t[b] =
          switch UInt8(b) {
          case 0x41...0x5A: UInt8(b) | 0x20
          case 0x61...0x7A, 0x30...0x39: UInt8(b)
          default: 0
          }
      }
      return UnsafePointer(t)
    }()

    /// `hashes` each once, in the order first seen (an open-addressing table over their
    /// bits), in an array of their size.
    static func unique(_ hashes: [UInt64]) -> [UInt64] {
      guard hashes.count > 1 else { return hashes.isEmpty ? [] : [hashes[0]] }
      // A few are compared with each other.
      if hashes.count <= 16 {
        var out = hashes
        var n = 0
        for h in hashes where !out[..<n].contains(h) {
          out[n] = h
          n += 1
        }
        return n == out.count ? out : Array(out[..<n])
      }
      var size = 16
      while size < 2 * hashes.count { size <<= 1 }
      let mask = size - 1
      var slots = [UInt64](repeating: 0, count: size)
      var out = hashes
      var n = 0
      var zero = false
      for h in hashes {
        if h == 0 {
          if zero { continue }
          zero = true
        } else {
          var k = Int(truncatingIfNeeded: h) & mask
          while slots[k] != 0 && slots[k] != h { k = (k + 1) & mask }
          if slots[k] == h { continue }
          slots[k] = h
        }
        out[n] = h
        n += 1
      }
      return n == out.count ? out : Array(out[..<n])
    }
  }

  /// What some Swift files tell about a set of keys.
  struct Uses: Sendable {
    /// The keys some file uses.
    var used = Set<String>()
    /// The openings of keys made at run time (`"species.name.\(id)"`: `species.name.`):
    /// every key that starts with one may be used.
    var prefixes = Set<String>()
    /// Tables some file looks a literal key up in.
    var tables = Set<String>()
    /// Wrappers that look their caller's key up, by `nameHash`, with the tables they look
    /// it up in.
    var wrappers: [UInt64: Set<String>] = [:]
    /// `FileUses.calledWithLiterals` of every file.
    var calledWithLiterals = Set<UInt64>()

    /// The tables some file looks a literal key up in: directly, or through a wrapper
    /// that some call passes a literal. `"Settings".localized()` with no `localized`
    /// wrapper in the tree calls a package's (Localize_Swift), which looks the key up in
    /// `Localizable`.
    var judgedTables: Set<String> {
      var out = tables
      for (name, tables) in wrappers where calledWithLiterals.contains(name) { out.formUnion(tables) }
      let localized = UnusedKeyFindings.nameHash("localized".utf8)
      if calledWithLiterals.contains(localized) && wrappers[localized] == nil { out.insert("Localizable") }
      return out
    }
  }

  /// FNV-1a of a name's bytes.
  static func nameHash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var h = FileUses.seed
    for b in bytes { h = (h ^ UInt64(b)) &* FileUses.prime }
    return h
  }

  /// The plain text (ASCII and `SyntaxFile.interpolationMark`, U+FFFC) that `text` equals
  /// as a `String` (is canonically equivalent to), if any: `text` with U+037E, U+1FEF and
  /// U+212A read as `;`, `` ` `` and `K` (the only characters other than ASCII that equal
  /// ASCII ones; nothing else equals U+FFFC), when that leaves it plain. Two plain texts are
  /// equal only byte for byte.
  static func plainForm(_ text: String) -> String? {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    var scalars = String.UnicodeScalarView()
    for s in text.unicodeScalars {
      switch s.value {
      case 0x037E: scalars.append(";")
      case 0x1FEF: scalars.append("`")
      case 0x212A: scalars.append("K")
      case 0..<0x80, 0xFFFC: scalars.append(s)
      default: return nil
      }
    }
    return String(scalars)
  }

  /// The ways Swift code spells a set of keys: each literal value or lowercased member name
  /// that uses a key, with that key; by the `nameHash` of the plain text it equals, for the
  /// files' plain texts, and as it is, for the others.
  struct Spellings: Sendable {
    struct Table: Sendable {
      var byHash: [UInt64: [String]] = [:]
      var byText: [String: [String]] = [:]

      mutating func add(_ spelling: String, _ key: String) {
        byText[spelling, default: []].append(key)
        if let plain = UnusedKeyFindings.plainForm(spelling) {
          byHash[UnusedKeyFindings.nameHash(plain.utf8), default: []].append(key)
        }
      }
    }

    var literals = Table()
    var symbols = Table()
    /// The shortest and longest symbol, in bytes: other member names are not looked up.
    var symbolLengths = 0...0

    init(_ keys: some Sequence<String>) {
      var low = Int.max
      var high = 0
      for key in keys {
        literals.add(key, key)
        let interpolated = CatalogUnusedKey.asInterpolated(key)
        if interpolated != key { literals.add(interpolated, key) }
        // Xcode makes symbols of identifier-like keys (`reply.zappedYou`), not of text with
        // spaces or placeholders, whose letters alone (`%@ cards`: `cards`) name too much.
        guard !key.utf8.contains(where: { $0 == 0x20 || $0 == 0x25 }) else { continue }
        let symbol = CatalogUnusedKey.asSymbol(key)
        guard !symbol.isEmpty else { continue }
        symbols.add(symbol, key)
        low = min(low, symbol.utf8.count)
        high = max(high, symbol.utf8.count)
      }
      if low <= high { symbolLengths = low...high }
    }
  }

  /// What the files of `facts` tell about the keys `spellings` spells.
  static func uses(_ facts: [FileUses], _ spellings: Spellings) -> Uses {
    var out = Uses()
    for f in facts {
      for h in f.literals {
        if let keys = spellings.literals.byHash[h] { out.used.formUnion(keys) }
      }
      for text in f.otherLiterals {
        if let keys = spellings.literals.byText[text] { out.used.formUnion(keys) }
      }
      if !spellings.symbols.byText.isEmpty {
        // An ASCII member name equal to a symbol is as long as the symbol.
        for h in f.members {
          if let keys = spellings.symbols.byHash[h] { out.used.formUnion(keys) }
        }
        for m in f.otherMembers where spellings.symbolLengths.contains(m.length) {
          if let keys = spellings.symbols.byText[m.name] { out.used.formUnion(keys) }
        }
      }
      out.prefixes.formUnion(f.prefixes)
      out.tables.formUnion(f.tables)
      for w in f.wrappers { out.wrappers[w.name, default: []].insert(w.table) }
      out.calledWithLiterals.formUnion(f.calledWithLiterals)
    }
    return out
  }

  /// The text before the first interpolation of a key made at run time, when it reads as
  /// the opening of a key: three or more characters without a space, ending in `.`, `_`,
  /// `-` or `/` (`"species.name.\(id)"`: `species.name.`).
  static func keyPrefix(_ value: String) -> String? {
    // The first bytes of the mark (EF BF BC) are the first mark when ASCII or nothing stands
    // on either side, as no ASCII joins a character with its neighbour; else the characters
    // are compared.
    let offset: Int =
      value.utf8.withContiguousStorageIfAvailable { b in
        var i = 0
        while i + 2 < b.count {
          if b[i] == 0xEF && b[i + 1] == 0xBF && b[i + 2] == 0xBC {
            return (i == 0 || b[i - 1] < 0x80) && (i + 3 == b.count || b[i + 3] < 0x80) ? i : -2
          }
          i += 1
        }
        return -1
      } ?? -2
    guard offset != -1 else { return nil }
    let prefix: Substring
    if offset >= 0 {
      prefix = value[..<value.utf8.index(value.utf8.startIndex, offsetBy: offset)]
    } else {
      guard let mark = value.firstIndex(of: SyntaxFile.interpolationMark) else { return nil }
      prefix = value[..<mark]
    }
    guard prefix.utf8.count >= 3, let last = prefix.utf8.last, "._-/".utf8.contains(last),
      !prefix.utf8.contains(where: { $0 == 0x20 || $0 == 0x0A })
    else { return nil }
    return String(prefix)
  }

  /// Drops, from `start` on, the findings of `ruleIDs` about keys that none of the Swift
  /// files whose facts are `uses` uses, in tables those files judge. `uses` is nil when a
  /// file could not be read: then nothing is dropped, since its uses are unknown. Nor are
  /// keys of judged tables with `codeUnread`: other code that may look any key up
  /// (`ObjectiveCLookups`); `alsoUsed` are keys such code looks up by name. Unless
  /// `pedantic`, a missing translation of a key no Swift literal spells, in a table no
  /// Swift file looks keys up in while they look keys up in another, is dropped either
  /// way: the tree does not tell whether anything shows it (not in `InfoPlist`, which the
  /// system reads, nor a storyboard's key).
  /// A table is not judged by the files of another app of the tree: those under the
  /// folder of an Xcode project (`projectFolders`) that is not over the table and holds a
  /// table of the same name (`catalogPaths`): a key only that app looks up, in its own
  /// table, shows nothing in this one.
  public static func drop(
    _ diagnostics: inout [Diagnostic], from start: Int, uses facts: [FileUses]?, codeUnread: Bool,
    alsoUsed: Set<String> = [], projectFolders: [String] = [], catalogPaths: [String] = [],
    pedantic: Bool = false
  ) {
    // Where Objective-C may look any key up, only a table that no Swift code looks keys up
    // in is judged, and only for the pedantic sub-pattern below.
    guard let facts, !codeUnread || !pedantic else { return }
    let keys = Set(
      diagnostics[start...].compactMap { d in ruleIDs.contains(d.ruleID) ? d.catalogKey : nil })
    guard !keys.isEmpty else { return }
    let spellings = Spellings(keys)
    func holds(_ folder: String, _ path: String) -> Bool { folder.isEmpty || path.hasPrefix(folder + "/") }
    // The tables under each project's folder, read once.
    var tablesUnder: [String: Set<String>] = [:]
    for folder in projectFolders where tablesUnder[folder] == nil {
      tablesUnder[folder] = Set(
        catalogPaths.filter { holds(folder, $0) }.map { CatalogPlace(path: $0).table })
    }
    // The uses and judged tables of the code that can show a table's keys, by the folders
    // of the other apps and of the projects over the table; and by the table's path.
    var byFolders: [[String]: (uses: Uses, judged: Set<String>)] = [:]
    var byPath: [String: (uses: Uses, judged: Set<String>)] = [:]
    func scope(_ path: String, table: String) -> (uses: Uses, judged: Set<String>) {
      if let known = byPath[path] { return known }
      let others = projectFolders.filter { !holds($0, path) && tablesUnder[$0]?.contains(table) == true }
      let owners = projectFolders.filter { holds($0, path) }
      let key = others + ["\n"] + owners
      if let known = byFolders[key] {
        byPath[path] = known
        return known
      }
      let files =
        others.isEmpty
        ? facts
        : facts.filter { f in
          !others.contains { holds($0, f.path) } || owners.contains { holds($0, f.path) }
        }
      var found = uses(files, spellings)
      found.used.formUnion(alsoUsed)
      let result = (uses: found, judged: found.judgedTables)
      byFolders[key] = result
      byPath[path] = result
      return result
    }
    let kept = diagnostics[start...].filter { d in
      guard ruleIDs.contains(d.ruleID), let key = d.catalogKey else { return true }
      let table = CatalogPlace(path: d.path).table
      let (found, judged) = scope(d.path, table: table)
      guard !found.used.contains(key), !found.prefixes.contains(where: { key.hasPrefix($0) }) else {
        return true
      }
      if judged.contains(table) { return codeUnread }
      // A table that no code of the tree looks keys up in, where the code looks keys up in
      // others (a library's table, read by code the tree does not hold), may not show the key
      // at all: its missing translations are pedantic. The system reads `InfoPlist`, and
      // Interface Builder its storyboards' tables.
      return pedantic || judged.isEmpty || d.ruleID != CatalogMissingTranslation.ruleDescription.id
        || table == "InfoPlist" || CatalogMissingTranslation.isInterfaceBuilderKey(key)
    }
    diagnostics.replaceSubrange(start..., with: kept)
  }
}
