/// What the project pass keeps of one catalog (`de.lproj/Localizable.strings`): its table,
/// language and kind, and per key where it is and (in a `.lproj` table) the placeholders
/// of its value. A value is reduced to its placeholders (`"%@ hat %d Fotos"` → `"%@ %d"`; a
/// value without any becomes one space, an empty one stays empty), so the facts stay
/// small; reading the reduced value as a format gives the same arguments. Each place (of a
/// key, a value, a form's string) is an index into `locations`. Computed once per catalog, whichever rule asks.
public final class CatalogTable: FileFact {
  public let path: String
  public let kind: CatalogFile.Kind
  public let place: CatalogPlace
  /// The file did not parse to its end, or is compiled: its keys are not all known.
  public let isBroken: Bool
  public let entries: [Entry]
  /// The values with forms or variables (a `.stringsdict`'s), reduced.
  let variants: [CatalogVariant]
  let locations: [CompactLocation]

  public struct Entry: Sendable {
    public var key: String
    /// Index of the key's place in `locations`.
    var location: Int32
    /// Index of a plain value's place in `locations` (the key's when it has none).
    var valueLocation: Int32
    /// Index of the value in `variants` when it has forms or variables, else -1.
    var variantIndex: Int32
    /// A plain value reduced to its placeholders: one space for a value without any,
    /// empty for an empty value or none.
    var skeleton: String
    /// A String Catalog marked the key `stale` (no longer in the code).
    public var isStale: Bool
    /// In a file of the development language: the value (or the key) holds words to
    /// translate.
    public var needsTranslation = false

    /// The value is not empty.
    public var hasValue: Bool { variantIndex >= 0 || !skeleton.isEmpty }
  }

  init(
    path: String, kind: CatalogFile.Kind, place: CatalogPlace, isBroken: Bool, entries: [Entry],
    variants: [CatalogVariant], locations: [CompactLocation]
  ) {
    self.path = path
    self.kind = kind
    self.place = place
    self.isBroken = isBroken
    self.entries = entries
    self.variants = variants
    self.locations = locations
  }

  /// The language the file holds (`Base.lproj`: the development language).
  public var language: String { place.language ?? "" }

  /// The value of `e`, reduced: its strings' offsets are indices into `locations`.
  func variant(_ e: Entry) -> CatalogVariant {
    if e.variantIndex >= 0 { return variants[Int(e.variantIndex)] }
    var v = CatalogVariant()
    v.value = CatalogString(e.skeleton, offset: Int(e.valueLocation))
    return v
  }

  /// The site of location `index`. Its line text is left empty: the catalog's text is
  /// gone, and the command-line tool reads the few lines findings name.
  func site(_ index: Int) -> Site {
    let l = locations[index].location
    return Site(path: path, start: l, end: l, lineText: "")
  }

  func keySite(_ e: Entry) -> Site { site(Int(e.location)) }

  /// The facts of `catalog` (made once, whichever rule asks first).
  static func of(_ catalog: CatalogFile, context: RuleContext) -> CatalogTable {
    catalog.work.memo(CatalogTable.self) {
      var locations: [CompactLocation] = []
      var locator = CatalogText.Locator(catalog.text)
      func locate(_ offset: Int) -> Int {
        locations.append(CompactLocation(locator.location(offset)))
        return locations.count - 1
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
      var variants: [CatalogVariant] = []
      entries.reserveCapacity(catalog.entries.count)
      // A String Catalog's languages are compared in its own scan: only its keys are kept.
      let keysOnly = catalog.kind == .stringCatalog
      let isSource = catalog.place.isBase || catalog.place.language == context.options.developmentLanguage
      for e in catalog.entries {
        let location = Int32(truncatingIfNeeded: locate(e.offset))
        var entry = Entry(
          key: e.key, location: location, valueLocation: location, variantIndex: -1, skeleton: "",
          isStale: e.extractionState == "stale")
        if !keysOnly, let v = e.localizations.first?.variant {
          if isSource { entry.needsTranslation = CatalogMissingTranslation.needsTranslation(key: e.key, v) }
          if v.plural == nil && v.devices.isEmpty && v.substitutions.isEmpty {
            if let value = v.value {
              entry.skeleton = CatalogTable.skeleton(of: value.text)
              entry.valueLocation = Int32(truncatingIfNeeded: locate(value.offset))
            }
          } else {
            entry.variantIndex = Int32(truncatingIfNeeded: variants.count)
            variants.append(reduce(v))
          }
        }
        entries.append(entry)
      }
      return CatalogTable(
        path: catalog.path, kind: catalog.kind, place: catalog.place,
        isBroken: catalog.error != nil || catalog.isCompiled,
        entries: entries, variants: variants, locations: locations)
    }
  }

  /// The placeholders of `text`, as written, one space apart; one space for text without
  /// any, nothing for no text.
  static func skeleton(of text: String) -> String {
    guard !text.isEmpty else { return "" }
    let bytes = Array(text.utf8)
    let p = FormatPlaceholders(bytes)
    guard !p.placeholders.isEmpty || !p.lookalikes.isEmpty else { return " " }
    var pieces: [String] = []
    for ph in (p.placeholders + p.lookalikes).sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      var end = ph.range.upperBound
      // `%arg` in a substitution's form reads as `%a` followed by `rg`: kept whole.
      if ph.conversion == UInt8(ascii: "a") && bytes[end...].starts(with: Array("rg".utf8)) { end += 2 }
      pieces.append(String(decoding: bytes[ph.range.lowerBound..<end], as: UTF8.self))
    }
    return pieces.joined(separator: " ")
  }

  /// The `.lproj` files of one table in one folder, of one kind, and which of them holds
  /// the source language (`Base.lproj`, else the development language's folder).
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
      let source = all.first { $0.place.isBase } ?? all.first { $0.language == development }
      return Group(source: source, translations: all.filter { $0 !== source }, all: all)
    }
  }
}

/// A `SourceLocation` in 20 bytes instead of 40.
struct CompactLocation: Sendable {
  var offset: Int32
  var line: Int32
  var utf8Column: Int32
  var column: Int32
  var utf16Column: Int32

  init(_ l: SourceLocation) {
    offset = Int32(truncatingIfNeeded: l.offset)
    line = Int32(truncatingIfNeeded: l.line)
    utf8Column = Int32(truncatingIfNeeded: l.utf8Column)
    column = Int32(truncatingIfNeeded: l.column)
    utf16Column = Int32(truncatingIfNeeded: l.utf16Column)
  }

  var location: SourceLocation {
    SourceLocation(
      offset: Int(offset), line: Int(line), utf8Column: Int(utf8Column), column: Int(column),
      utf16Column: Int(utf16Column))
  }
}
