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
      let arguments = SourceArguments(key: entry.key, variant: entry.localization(source)?.variant)
      guard !arguments.isEmpty else { continue }
      for l in entry.localizations where l.language != source {
        let problems = PlaceholderComparison.problems(
          of: l.variant, language: l.language, key: entry.key, against: arguments)
        if let f = finding(problems) { out.append(f) }
      }
    }
    return out
  }

  /// The finding of a localization's problems: at the worst one, naming how many more.
  func finding(_ problems: [PlaceholderProblem]) -> Finding? {
    guard let first = problems.first else { return nil }
    let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
    let start = first.string.offset
    return Finding(
      ruleID: description.id, severity: first.severity, range: start..<start + 1,
      message: first.message + more,
      help: first.help)
  }

  public func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact] {
    guard catalog.kind != .stringCatalog, catalog.place.language != nil else { return [] }
    return [CatalogTable.of(catalog, context: context)]
  }

  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    var out: [ProjectFinding] = []
    for group in CatalogTable.groups(files, context: context) {
      // Without a source file, keys that are formats are still compared.
      var sourceIndex: [String: Int] = [:]
      for (k, e) in (group.source?.entries ?? []).enumerated() where sourceIndex[e.key] == nil {
        sourceIndex[e.key] = k
      }
      // Each key's source arguments, read once for all its languages.
      var arguments: [String: SourceArguments] = [:]
      func sourceArguments(_ key: String) -> SourceArguments {
        if let known = arguments[key] { return known }
        var made = SourceArguments()
        if let source = group.source, let k = sourceIndex[key] {
          let e = source.entries[k]
          // A plain source value and key without `%` are no format: nothing to read.
          if e.variantIndex >= 0 || e.skeleton.utf8.count > 1 || key.utf8.contains(0x25) {
            made = SourceArguments(key: key, variant: source.variant(e))
          }
        } else if key.utf8.contains(0x25) {
          made = SourceArguments(key: key, variant: nil)
        }
        arguments[key] = made
        return made
      }
      for table in group.translations {
        for e in table.entries {
          let arguments = sourceArguments(e.key)
          guard !arguments.isEmpty else { continue }
          let problems = PlaceholderComparison.problems(
            of: table.variant(e), language: table.language, key: e.key, against: arguments)
          guard let f = finding(problems) else { continue }
          out.append(
            ProjectFinding(
              site: table.site(f.start), message: f.message, help: f.help, severity: f.severity))
        }
      }
    }
    return out
  }
}
