/// A translation whose format placeholders differ from the source's. Documented, with
/// examples, in `Rules/catalog-placeholder-mismatch.md`.
public struct CatalogPlaceholderMismatch: CatalogRule, ProjectRule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "catalog-placeholder-mismatch",
    summary: "a translation whose format placeholders differ from the source's in number or type",
    severity: .error, fixability: .none, group: .catalogs)

  /// A String Catalog holds its source and translations: it is compared here. `.lproj`
  /// tables are compared in the project pass, from their facts.
  public func findings(in catalog: CatalogFile, context: RuleContext) -> [Finding] {
    guard catalog.kind == .stringCatalog else { return [] }
    let source = catalog.sourceLanguage ?? context.options.developmentLanguage
    var out: [Finding] = []
    for entry in catalog.entries where entry.shouldTranslate {
      var arguments = SourceArguments(
        key: entry.key, variant: entry.localization(source)?.variant, language: source)
      guard !arguments.isEmpty else { continue }
      let localizations = entry.localizations.filter { $0.language != source }
      let translations = localizations.map(\.variant)
      arguments.allowArgumentsTranslationsShare(translations)
      arguments.allowPhrasesEveryTranslationDrops(translations)
      let problems = localizations.map { l in
        (
          language: l.language,
          problems: PlaceholderComparison.problems(
            of: l.variant, language: l.language, key: entry.key, against: arguments,
            pedantic: context.options.pedantic)
        )
      }
      guard problems.contains(where: { !$0.problems.isEmpty }) else { continue }
      let groups = PlaceholderProblemGroups.groups(
        problems, compared: translations.filter(\.hasAnyValue).count, key: entry.key,
        source: entry.localization(source).map { CatalogFormat.all(of: $0.variant) } ?? [])
      for g in groups {
        var f = Finding(
          ruleID: description.id, severity: g.severity, range: g.string.offset..<g.string.offset + 1,
          message: g.message, help: g.help)
        f.catalogKey = entry.key
        out.append(f)
      }
    }
    return out
  }

  public func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact] {
    guard catalog.kind != .stringCatalog, catalog.place.language != nil else { return [] }
    return [CatalogTable.of(catalog, context: context)]
  }

  /// Swift files tell which keys generated accessors look up and nothing refers to.
  public func mayReport(in source: SourceFile) -> Bool { true }
  public func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact] {
    GeneratedAccessors.of(file)
  }

  /// `.lproj` tables: each translation against its source, but for keys only unreferenced
  /// generated accessors look up.
  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    var out: [ProjectFinding] = []
    let unreferenced = GeneratedAccessors.unreferencedKeys(files)
    for group in CatalogTable.groups(files, context: context) {
      // A key defined twice in one table reads its last definition, as the system does:
      // the earlier one is `catalog-duplicate-key`'s.
      var sourceIndex: [UInt64: Int] = [:]
      for (k, e) in (group.source?.entries ?? []).enumerated() { sourceIndex[e.keyHash] = k }
      // Each key's text and source arguments, read once for all its languages. Without a
      // source entry, keys that are formats are still compared.
      var known: [UInt64: (key: String, arguments: SourceArguments)?] = [:]
      // Each translation's entries by key, the last definition of each.
      let lastEntries: [[UInt64: Int]] = group.translations.map { table in
        var last: [UInt64: Int] = [:]
        for (k, e) in table.entries.enumerated() { last[e.keyHash] = k }
        return last
      }
      func sourceArguments(_ table: CatalogTable, _ index: Int) -> (key: String, arguments: SourceArguments)?
      {
        let hash = table.entries[index].keyHash
        if let found = known[hash] { return found }
        var made: (key: String, arguments: SourceArguments)? = nil
        if let source = group.source, let k = sourceIndex[hash], let key = source.key(k) {
          let e = source.entries[k]
          // A plain source value and key without `%` are no format: nothing to read.
          if e.hasPlaceholders || key.utf8.contains(0x25) {
            made = (key, SourceArguments(key: key, variant: source.variant(e), language: source.language))
          }
        } else if let key = table.key(index), key.utf8.contains(0x25) {
          made = (key, SourceArguments(key: key, variant: nil, language: context.options.developmentLanguage))
        }
        if made?.arguments.isEmpty == true { made = nil }
        if made != nil {
          var variants: [CatalogVariant] = []
          for (t, translation) in group.translations.enumerated() {
            if let k = lastEntries[t][hash] { variants.append(translation.variant(translation.entries[k])) }
          }
          made?.arguments.allowArgumentsTranslationsShare(variants)
          made?.arguments.allowPhrasesEveryTranslationDrops(variants)
        }
        known[hash] = .some(made)
        return made
      }
      // Each key's problems in every language, in the order of the translations.
      var problems:
        [UInt64: [(language: String, problems: [PlaceholderProblem], table: Int, hasValue: Bool)]] =
          [:]
      var keys: [(hash: UInt64, key: String)] = []
      for (t, table) in group.translations.enumerated() {
        let dead = unreferenced[table.place.table] ?? []
        let last = lastEntries[t]
        for (k, e) in table.entries.enumerated() where !dead.contains(e.keyHash) && last[e.keyHash] == k {
          guard let (key, arguments) = sourceArguments(table, k) else { continue }
          let variant = table.variant(e)
          let found = PlaceholderComparison.problems(
            of: variant, language: table.language, key: key, against: arguments,
            pedantic: context.options.pedantic)
          if problems[e.keyHash] == nil { keys.append((e.keyHash, key)) }
          problems[e.keyHash, default: []].append((table.language, found, t, variant.hasAnyValue))
        }
      }
      for (hash, key) in keys {
        guard let byLanguage = problems[hash], byLanguage.contains(where: { !$0.problems.isEmpty }) else {
          continue
        }
        let sourceStrings: [LocalizedString] =
          if let source = group.source, let k = sourceIndex[hash] {
            CatalogFormat.all(of: source.variant(source.entries[k]))
          } else { [] }
        let groups = PlaceholderProblemGroups.groups(
          byLanguage.map { ($0.language, $0.problems) }, compared: byLanguage.filter(\.hasValue).count,
          key: key,
          source: sourceStrings)
        for g in groups {
          guard let table = g.atSource ? group.source : group.translations[byLanguage[g.members[0]].table]
          else { continue }
          var found = ProjectFinding(
            site: table.site(g.string.offset), message: g.message, help: g.help, severity: g.severity)
          found.catalogKey = key
          out.append(found)
        }
      }
    }
    return out
  }
}
