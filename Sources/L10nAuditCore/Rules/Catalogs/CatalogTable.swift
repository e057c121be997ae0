/// What the project pass keeps of one catalog (`de.lproj/Localizable.strings`): its table,
/// language and kind, and per key its hash, where it is and (in a `.lproj` table) the
/// placeholders of its value. A value is reduced to its placeholders (`"%@ hat %d Fotos"` →
/// `"%@ %d"`, `"%lld path%@"` → `"%lld s%@"`; a value without any becomes one space, an
/// empty one stays empty), so the facts stay small; reading the reduced value as a format
/// gives the same arguments. Keys
/// are compared by a 64-bit hash of their UTF-8; their text is kept only where messages
/// name it: in a String Catalog, a file outside `.lproj` folders, the source language's
/// file, and (in the others) keys that are formats themselves.
///
/// Places (of a key, a value, a form's string) are numbered in the order the table is
/// made and kept as those numbers, "marks": a finding's site names its mark, and
/// `Linter.projectDiagnostics` reads the catalog again and makes its table once more to
/// learn where that mark is. Computed once per catalog, whichever rule asks.
public final class CatalogTable: FileFact {
  public let path: String
  public let kind: CatalogFile.Kind
  public let place: CatalogPlace
  /// The file did not parse to its end, or is compiled: its keys are not all known.
  public let isBroken: Bool
  public let entries: [Entry]
  /// The keys' text, one per entry, when the table keeps them all; else empty.
  let keys: [String]
  /// In a table that does not keep its keys: those that hold a `%`, by entry.
  let formatKeys: [Int32: String]
  /// The reduced plain values, each once: entries name one by index (0: empty, 1: a value
  /// without placeholders).
  let skeletons: [String]
  /// The values with forms or variables (a `.stringsdict`'s), reduced.
  let variants: [CatalogVariant]
  /// In a `.lproj` table, a hash of the plain value of some keys, by key hash: every key
  /// of a small table, one in eight of a larger one (`isCopyProbed`), the same keys in
  /// every language. Enough to tell a table that repeats another's text (`isCopy`).
  let copyProbe: [UInt64: UInt64]
  /// A String Catalog whose keys are nearly all marked `manual`: the team keeps it by
  /// hand, as a `.strings` table, rather than letting Xcode extract keys from code.
  public let isKeptByHand: Bool

  public struct Entry: Sendable {
    /// `CatalogTable.hash(key:)` of the key.
    public var keyHash: UInt64
    /// The key's mark (in a table that does not keep its keys, the value's).
    var location: Int32
    /// A plain value's mark (the key's when it has none).
    var valueLocation: Int32
    /// The value: an index in `variants` when it has forms or variables, else `-1 - k`
    /// for `skeletons[k]`, its placeholders.
    var value: Int32
    /// A String Catalog marked the key `stale` (no longer in the code).
    public var isStale: Bool
    /// In a file of the development language: the value (or the key) holds words to
    /// translate.
    public var needsTranslation = false
    /// In a `.lproj` table, `CatalogTable.hash(key:)` of a plain value's text; 0 for none.
    var valueHash: UInt64 = 0

    var variantIndex: Int? { value >= 0 ? Int(value) : nil }
    var skeleton: Int { value >= 0 ? -1 : Int(-1 - value) }

    /// The value is not empty.
    public var hasValue: Bool { value != -1 }
    /// The value has forms or variables, or placeholders (or look-alikes) among its words.
    var hasPlaceholders: Bool { value >= 0 || value < -2 }
  }

  init(
    path: String, kind: CatalogFile.Kind, place: CatalogPlace, isBroken: Bool, entries: [Entry],
    keys: [String], formatKeys: [Int32: String], skeletons: [String], variants: [CatalogVariant],
    copyProbe: [UInt64: UInt64] = [:], isKeptByHand: Bool = false
  ) {
    self.isKeptByHand = isKeptByHand
    self.path = path
    self.kind = kind
    self.place = place
    self.isBroken = isBroken
    self.entries = entries
    self.keys = keys
    self.formatKeys = formatKeys
    self.skeletons = skeletons
    self.variants = variants
    self.copyProbe = copyProbe
  }

  /// Whether the copy probe holds a key of a table of `count` entries.
  static func isCopyProbed(_ keyHash: UInt64, count: Int) -> Bool {
    count <= 64 || keyHash & 7 == 0
  }

  /// Whether this table repeats `source`'s text for nine keys in ten or more, over at
  /// least eight probed keys they share: a copy of the source language waiting for its
  /// translators (or for a download), not a translation.
  func isCopy(of source: CatalogTable) -> Bool {
    var shared = 0
    var same = 0
    for (key, value) in copyProbe {
      guard let other = source.copyProbe[key] else { continue }
      shared += 1
      if other == value { same += 1 }
    }
    return shared >= 8 && same * 10 >= shared * 9
  }

  /// Whether this table's text repeats its own keys for nine keys in ten or more, over at
  /// least eight probed keys (`"Salvar" = "Salvar";`): the keys are written in its language.
  var echoesKeys: Bool {
    var same = 0
    for (key, value) in copyProbe where key == value { same += 1 }
    return copyProbe.count >= 8 && same * 10 >= copyProbe.count * 9
  }

  /// The language the file holds (`Base.lproj`: the development language).
  public var language: String { place.language ?? "" }

  /// The text of entry `index`'s key, where the table keeps it.
  public func key(_ index: Int) -> String? {
    keys.isEmpty ? formatKeys[Int32(truncatingIfNeeded: index)] : keys[index]
  }

  /// The value of `e`, reduced: its strings' offsets are marks.
  func variant(_ e: Entry) -> CatalogVariant {
    if let k = e.variantIndex { return variants[k] }
    var v = CatalogVariant()
    v.value = CatalogString(skeletons[e.skeleton], offset: Int(e.valueLocation))
    return v
  }

  /// The site of `mark`, to be located by the project pass.
  func site(_ mark: Int) -> Site {
    let l = SourceLocation(offset: 0, line: 1, utf8Column: 1, column: 1, utf16Column: 1)
    var s = Site(path: path, start: l, end: l, lineText: "")
    s.catalogMark = Int32(truncatingIfNeeded: mark)
    return s
  }

  func keySite(_ e: Entry) -> Site { site(Int(e.location)) }

  /// A 64-bit hash of the key's UTF-8 (FNV-1a, eight bytes a step). Two of the keys one
  /// run compares share a hash with odds of about one in 10^7 for a million keys.
  public static func hash(key: String) -> UInt64 {
    func hash(_ b: UnsafeBufferPointer<UInt8>) -> UInt64 {
      var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(b.count)
      var i = 0
      while i + 8 <= b.count {
        let word = UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self)
        h = (h ^ word) &* 0x100_0000_01b3
        h ^= h >> 29
        i += 8
      }
      while i < b.count {
        h = (h ^ UInt64(b[i])) &* 0x100_0000_01b3
        i += 1
      }
      return h ^ (h >> 32)
    }
    return key.utf8.withContiguousStorageIfAvailable(hash) ?? Array(key.utf8).withUnsafeBufferPointer(hash)
  }

  /// The hash of each key of `catalog`, in order (found once per catalog).
  static func keyHashes(_ catalog: CatalogFile) -> KeyHashes {
    catalog.work.memo(KeyHashes.self) { KeyHashes(values: catalog.entries.map { hash(key: $0.key) }) }
  }

  struct KeyHashes {
    var values: [UInt64]
  }

  /// The facts of `catalog` (made once, whichever rule asks first).
  static func of(_ catalog: CatalogFile, context: RuleContext) -> CatalogTable {
    catalog.work.memo(CatalogTable.self) {
      var none: [Int]? = nil
      return make(catalog, context: context, marks: &none)
    }
  }

  /// The byte offset of every mark of `catalog`'s table, in order.
  static func marks(of catalog: CatalogFile, context: RuleContext) -> [Int] {
    var marks: [Int]? = []
    _ = make(catalog, context: context, marks: &marks)
    return marks ?? []
  }

  /// The table of `catalog`; with `marks`, the offset of each mark as well.
  private static func make(_ catalog: CatalogFile, context: RuleContext, marks: inout [Int]?) -> CatalogTable
  {
    var count = 0
    func locate(_ offset: Int) -> Int {
      marks?.append(offset)
      count += 1
      return count - 1
    }
    var skeletons = ["", " "]
    var skeletonIndex: [String: Int32] = ["": 0, " ": 1]
    func intern(_ skeleton: String) -> Int32 {
      if skeleton.utf8.count <= 1 { return Int32(skeleton.utf8.count) }
      if let k = skeletonIndex[skeleton] { return k }
      let k = Int32(truncatingIfNeeded: skeletons.count)
      skeletons.append(skeleton)
      skeletonIndex[skeleton] = k
      return k
    }
    func reduce(_ s: CatalogString) -> CatalogString {
      CatalogString(CatalogTable.skeleton(of: s.text), offset: locate(s.offset))
    }
    func reduce(_ v: CatalogVariant) -> CatalogVariant {
      var r = CatalogVariant()
      r.value = v.value.map(reduce)
      r.state = v.state
      r.plural = v.plural?.map { CatalogForm(name: $0.name, offset: 0, variant: reduce($0.variant)) }
      r.devices = v.devices.map { CatalogForm(name: $0.name, offset: 0, variant: reduce($0.variant)) }
      r.substitutions = v.substitutions.map { s in
        var t = s
        t.plural = s.plural?.map { CatalogForm(name: $0.name, offset: 0, variant: reduce($0.variant)) }
        return t
      }
      return r
    }
    var entries: [Entry] = []
    var keys: [String] = []
    var formatKeys: [Int32: String] = [:]
    var variants: [CatalogVariant] = []
    var copyProbe: [UInt64: UInt64] = [:]
    entries.reserveCapacity(catalog.entries.count)
    // A String Catalog's languages are compared in its own scan: only its keys are kept.
    let keysOnly = catalog.kind == .stringCatalog
    let isSource = catalog.place.isSource(developmentLanguage: context.options.developmentLanguage)
    let keepsKeys = keysOnly || isSource || catalog.place.language == nil
    if keepsKeys { keys.reserveCapacity(catalog.entries.count) }
    let hashes = keyHashes(catalog).values
    for (k, e) in catalog.entries.enumerated() {
      var entry = Entry(
        keyHash: hashes[k], location: -1, valueLocation: -1, value: -1,
        isStale: e.extractionState == "stale")
      if keepsKeys {
        entry.location = Int32(truncatingIfNeeded: locate(e.offset))
        entry.valueLocation = entry.location
        keys.append(e.key)
      } else if e.key.utf8.contains(0x25) {
        formatKeys[Int32(truncatingIfNeeded: entries.count)] = e.key
      }
      if !keysOnly, let v = e.localizations.first?.variant {
        if isSource {
          entry.needsTranslation = CatalogMissingTranslation.needsTranslation(
            key: e.key, v, path: catalog.path)
        }
        if v.plural == nil && v.devices.isEmpty && v.substitutions.isEmpty {
          if let value = v.value {
            entry.value = -1 - intern(CatalogTable.skeleton(of: value.text))
            entry.valueLocation = Int32(truncatingIfNeeded: locate(value.offset))
            if catalog.place.language != nil {
              entry.valueHash = hash(key: value.text)
              if isCopyProbed(hashes[k], count: catalog.entries.count) {
                copyProbe[hashes[k]] = entry.valueHash
              }
            }
          }
        } else {
          entry.value = Int32(truncatingIfNeeded: variants.count)
          variants.append(reduce(v))
        }
      }
      if entry.valueLocation < 0 { entry.valueLocation = Int32(truncatingIfNeeded: locate(e.offset)) }
      if entry.location < 0 { entry.location = entry.valueLocation }
      entries.append(entry)
    }
    // Nine in ten keys `manual`, of ten or more.
    let manual = catalog.entries.lazy.filter { $0.extractionState == "manual" }.count
    let keptByHand =
      catalog.kind == .stringCatalog && catalog.entries.count >= 10
      && manual * 10 >= catalog.entries.count * 9
    return CatalogTable(
      path: catalog.path, kind: catalog.kind, place: catalog.place,
      isBroken: catalog.error != nil || catalog.isCompiled, entries: entries, keys: keys,
      formatKeys: formatKeys, skeletons: skeletons, variants: variants, copyProbe: copyProbe,
      isKeptByHand: keptByHand)
  }

  /// The placeholders of `text`, as written, one space apart (a `%@` glued to the end of a
  /// word after a letter, `s%@`); one space for text without any, nothing for no text.
  static func skeleton(of text: String) -> String {
    guard !text.isEmpty else { return "" }
    // `%` and the first bytes of the look-alike signs (U+066A, U+FE6A, U+FF05).
    func signs(_ bytes: some Sequence<UInt8>) -> Bool {
      bytes.contains { $0 == 0x25 || $0 == 0xD9 || $0 == 0xEF }
    }
    guard text.utf8.withContiguousStorageIfAvailable(signs) ?? signs(text.utf8) else { return " " }
    let bytes = Array(text.utf8)
    // `%d.%m.%Y` is a `strftime` date pattern (for a web page or a C library): no format.
    if SourceArguments.isDatePattern(bytes) { return " " }
    let p = FormatPlaceholders(bytes)
    guard !p.placeholders.isEmpty || !p.lookalikes.isEmpty else { return " " }
    var pieces: [String] = []
    for ph in (p.placeholders + p.lookalikes).sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      var end = ph.range.upperBound
      // `%arg` in a substitution's form reads as `%a` followed by `rg`: kept whole.
      if ph.conversion == UInt8(ascii: "a") && bytes[end...].starts(with: Array("rg".utf8)) { end += 2 }
      let spelled = String(decoding: bytes[ph.range.lowerBound..<end], as: UTF8.self)
      // `level%@`: a letter keeps an English suffix a suffix (`CatalogFormat.isWordSuffix`).
      pieces.append(CatalogFormat.isWordSuffix(ph, in: bytes) ? "s" + spelled : spelled)
    }
    return pieces.joined(separator: " ")
  }

  /// The `.lproj` files of one table in one folder, of one kind, and which of them holds
  /// the source language (the development language's folder, else `Base.lproj`).
  struct Group {
    var source: CatalogTable?
    var translations: [CatalogTable]
    var all: [CatalogTable]
  }

  static func groups(_ files: [FileSummary], context: RuleContext) -> [Group] {
    struct Name: Hashable {
      var folder: String
      var table: String
      var kind: CatalogFile.Kind
    }
    var order: [Name] = []
    var byName: [Name: [CatalogTable]] = [:]
    for f in files {
      guard let t = f.facts(CatalogTable.self).first, t.kind != .stringCatalog, t.place.language != nil else {
        continue
      }
      let name = Name(folder: t.place.folder, table: t.place.table, kind: t.kind)
      if byName[name] == nil { order.append(name) }
      byName[name, default: []].append(t)
    }
    let development = context.options.developmentLanguage
    return order.map { name in
      let all = byName[name]!
      // Where both hold the table, the development language's folder is what its users
      // read: a key only `Base.lproj` still holds is left over, in no language.
      let source =
        all.first { $0.language == development && !$0.place.isBase } ?? all.first { $0.place.isBase }
      return Group(source: source, translations: all.filter { $0 !== source }, all: all)
    }
  }
}
