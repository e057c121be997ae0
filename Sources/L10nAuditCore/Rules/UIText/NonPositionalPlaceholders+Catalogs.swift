/// A finding on a format literal that is a lookup's key, held until the String Catalogs
/// of the tree are known.
struct HeldFormatKey: FileFact {
  var finding: ProjectFinding
  var keyHash: UInt64
}

/// The keys of a String Catalog whose development-language value numbers every
/// placeholder (`%1$d of %2$d`): Xcode numbers a key's placeholders there when it has
/// several, and translators start from that value.
struct NumberedCatalogKeys: FileFact {
  var keyHashes: Set<UInt64>
}

extension NonPositionalPlaceholders {
  public func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact] {
    guard catalog.kind == .stringCatalog else { return [] }
    let source = catalog.sourceLanguage ?? context.options.developmentLanguage
    var hashes = Set<UInt64>()
    for e in catalog.entries where e.key.utf8.contains(UInt8(ascii: "%")) {
      guard let value = e.localizations.first(where: { $0.language == source })?.variant.value?.text else {
        continue
      }
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
