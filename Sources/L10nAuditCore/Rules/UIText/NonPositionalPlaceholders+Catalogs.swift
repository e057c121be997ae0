/// A finding on a format literal that is a lookup's key, held until the String Catalogs
/// of the tree are known.
struct HeldFormatKey: FileFact {
  var finding: ProjectFinding
  var keyHash: UInt64
}

/// The keys whose development-language value numbers every placeholder (`%1$d of %2$d`),
/// in a String Catalog (Xcode numbers a key's placeholders there when it has several) or
/// in the development language's `.strings` table: translators start from that value.
struct NumberedCatalogKeys: FileFact {
  var keyHashes: Set<UInt64>
}

extension NonPositionalPlaceholders {
  public func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact] {
    let development = context.options.developmentLanguage
    switch catalog.kind {
    case .stringCatalog: break
    case .strings: guard catalog.place.isSource(developmentLanguage: development) else { return [] }
    case .stringsdict: return []
    }
    let source = catalog.sourceLanguage ?? development
    var hashes = Set<UInt64>()
    for e in catalog.entries where e.key.utf8.contains(UInt8(ascii: "%")) {
      let localization =
        catalog.kind == .stringCatalog
        ? e.localizations.first(where: { $0.language == source }) : e.localizations.first
      guard let value = localization?.variant.value?.text else { continue }
      let counted = FormatPlaceholders(value).placeholders.filter { !$0.flags.contains(.space) }
      if counted.count >= 2 && counted.allSatisfy(\.isPositional) {
        hashes.insert(CatalogTable.hash(key: e.key))
      }
    }
    return hashes.isEmpty ? [] : [NumberedCatalogKeys(keyHashes: hashes)]
  }

  /// The held findings whose key no String Catalog of the tree holds numbered.
  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    var numbered = Set<UInt64>()
    for f in files {
      for n in f.facts(NumberedCatalogKeys.self) { numbered.formUnion(n.keyHashes) }
    }
    var out: [ProjectFinding] = []
    for f in files {
      for held in f.facts(HeldFormatKey.self) where !numbered.contains(held.keyHash) {
        out.append(held.finding)
      }
    }
    return out
  }
}
