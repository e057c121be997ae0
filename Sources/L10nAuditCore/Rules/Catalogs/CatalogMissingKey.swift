/// A literal key Swift code looks up in a table the tree has catalogs for, which none of
/// them holds. Documented, with examples, in `Rules/catalog-missing-key.md`.
public struct CatalogMissingKey: CatalogRule, ProjectRule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "catalog-missing-key",
    summary: "a key the code looks up that no catalog of its table holds",
    severity: .warning, fixability: .none, group: .catalogs, skipsDebugCode: true)

  /// Every file tells which accessors (`GeneratedAccessors`) it refers to.
  public func mayReport(in source: SourceFile) -> Bool { true }

  public func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact] {
    let accessors = GeneratedAccessors.of(file)
    guard !context.isTestFile,
      file.source.contains("NSLocalizedString") || file.source.contains("localized")
    else { return accessors }
    // Only keys written as identifiers (`checkout.title`) are judged: a key written as a
    // sentence shows itself when missing, and tools extract such keys at build time.
    // A lookup in debug-only code (`#if DEBUG`, a debug menu) shows its key to developers
    // alone; so does one in a screen only debug code or previews build (`DebugScreens`),
    // and one in a preview (`#Preview { … }`).
    return accessors
      + file.localizedLookups().keys.filter {
        !$0.key.contains(SyntaxFile.interpolationMark) && Self.isExplicitKey($0.key)
          && !($0.token >= 0
            && (file.debugCode.contains(file, Int($0.token)) || file.isInPreview(Int($0.token))
              || Self.namesEnclosingType(file, $0.key, at: Int($0.token))))
      }
  }

  /// `final class L_blockchain_api_nabu { class var localized: String {
  /// NSLocalizedString("blockchain.api.nabu", comment: "") } }`: a key that spells the
  /// name of the type around it (dots as underscores, an underscore of its own doubled
  /// or not, at the name's end), a tag that code generated for every node of a namespace,
  /// not a text a catalog is short of.
  static func namesEnclosingType(_ file: SyntaxFile, _ key: String, at i: Int) -> Bool {
    guard key.contains(".") else { return false }
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let name = Int(file.scopes[s].name)
      if file.scopes[s].kind == .type, name >= 0 {
        let type = file.text(name)
        for spelled in [
          String(key.map { $0 == "." ? "_" : $0 }),
          key.map { $0 == "." ? "_" : $0 == "_" ? "__" : String($0) }.joined(),
        ] where type.hasSuffix(spelled) {
          if type.count == spelled.count || type.dropLast(spelled.count).last == "_" { return true }
        }
        return false
      }
      s = Int(file.scopes[s].parent)
    }
    return false
  }

  public func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact] {
    [CatalogTable.of(catalog, context: context)]
  }

  /// A key written as an identifier: with `_ . / - : [` between its words
  /// (`checkout.title`, `UPLOAD_FILE`, `[Settings/Title]`) or in lower camel case
  /// (`checkoutTitle`); not a sentence (`Done.`), not a name (`NostrDB`), not a date
  /// pattern (`yyyy-MM-dd`), not single letters set apart (`N/A`), not a price
  /// (`€3,99/mese`: a currency symbol or a comma), not a number or other text without a
  /// letter (`0.00`), not a web address
  /// (`http://www.example.com/`), not a format whose text around its placeholders is none
  /// of these (`%.0fs`).
  static func isExplicitKey(_ key: String) -> Bool {
    let scalars = key.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, !".…?!:".unicodeScalars.contains(last),
      NaturalLanguage.isIdentifierShaped(key)
    else { return false }
    // `"N/A"`, `"A/B"`: single letters set apart, an abbreviation shown as written.
    if key.split(whereSeparator: { "_./-:[]".contains($0) }).allSatisfy({ $0.count == 1 }) { return false }
    // `"€3,99/mese"`: a price and its period, text shown as written.
    if scalars.contains(where: { $0 == "," || $0.properties.generalCategory == .currencySymbol }) {
      return false
    }
    // `"0.00"`: a number (an amount field's placeholder), which reads as meant.
    if !scalars.contains(where: { $0.properties.isAlphabetic }) { return false }
    // `"http://www.example.com/"`: an address, which reads as meant when shown as is.
    if key.contains("://") { return false }
    // `"yyyy-MM-dd"`, `"HH:mm"`: a date pattern, which reads as meant when shown as is.
    let pattern = DatePattern(key)
    if pattern.isPatternShaped && pattern.fields.count >= 2 { return false }
    // `"%.0fs"`: a format is judged by its text around the placeholders (`s`), which
    // shows as written.
    let bytes = Array(key.utf8)
    let placeholders = FormatPlaceholders(key).placeholders
    if !placeholders.isEmpty {
      let rest = FormatPlaceholders.replacing(placeholders, in: bytes, with: [])
      if rest.contains(where: { "_./-:[".utf8.contains($0) }) { return true }
      return rest.count >= 2 && rest[0] &- 0x61 < 26
    }
    if scalars.contains(where: { "_./-:[".unicodeScalars.contains($0) }) { return true }
    return first.properties.isLowercase
  }

  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    // The keys looked up, by table: few, so the catalogs' keys are checked against them
    // (not gathered). A table with a catalog that does not parse is not judged (its keys
    // are not all known).
    // A key only unreferenced accessors look up is looked up by nothing.
    let dead = GeneratedAccessors.unreferencedKeys(files)
    var wanted: [String: Set<UInt64>] = [:]
    for f in files {
      for lookup in f.facts(LocalizedLookup.self) {
        wanted[lookup.table, default: []].insert(CatalogTable.hash(key: lookup.key))
      }
    }
    guard !wanted.isEmpty else { return [] }
    var found: [String: Set<UInt64>] = [:]
    var broken = Set<String>()
    var kinds: [String: Set<String>] = [:]
    // The languages of each table's `.lproj` catalogs; a String Catalog may hold any.
    var languages: [String: Set<String>] = [:]
    var anyLanguage = Set<String>()
    for f in files {
      for t in f.facts(CatalogTable.self).prefix(1) {
        let table = t.place.table
        if t.isBroken { broken.insert(table) }
        kinds[table, default: []].insert(table + "." + t.kind.rawValue)
        if t.kind == .stringCatalog {
          anyLanguage.insert(table)
        } else if let language = t.place.language {
          languages[table, default: []].insert(language)
        }
        guard let keys = wanted[table] else { continue }
        for e in t.entries where keys.contains(e.keyHash) { found[table, default: []].insert(e.keyHash) }
      }
    }
    var out: [ProjectFinding] = []
    for f in files {
      // A lookup in a class's bundle (`bundle: Bundle(for: Picker.self)`) reads a
      // framework's own table, which the tree's tables of that name need not be.
      for lookup in f.facts(LocalizedLookup.self) where !lookup.inClassBundle {
        let hash = CatalogTable.hash(key: lookup.key)
        guard kinds[lookup.table] != nil, !broken.contains(lookup.table),
          found[lookup.table]?.contains(hash) != true, dead[lookup.table]?.contains(hash) != true
        else { continue }
        // In a table of one language, the call's default value is the text every user
        // is meant to read.
        if lookup.hasDefaultValue && !anyLanguage.contains(lookup.table)
          && languages[lookup.table, default: []].count <= 1
        {
          continue
        }
        let names = kinds[lookup.table] ?? []
        let file =
          ["xcstrings", "strings", "stringsdict"].map { "\(lookup.table).\($0)" }.first(where: names.contains)
          ?? lookup.table
        out.append(
          ProjectFinding(
            site: lookup.site,
            message: "key `\(lookup.key)` is in no catalog of table `\(lookup.table)`",
            help: lookup.hasDefaultValue
              ? "add it to \(file): until then every language shows the call's default value"
              : "add it to \(file): a key missing from its table is shown to users as written"))
      }
    }
    return out
  }
}
