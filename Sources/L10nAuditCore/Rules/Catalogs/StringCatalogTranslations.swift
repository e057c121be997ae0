/// A String Catalog's findings for `catalog-missing-translation`, held until every
/// catalog of the tree is known, and the languages each of its keys has a finished
/// translation in.
///
/// A key that another String Catalog of the tree translates, in every language this one
/// lacks, is left alone: Xcode copies a text into the catalog of each target that
/// compiles the code holding it (a watch app sharing the phone app's models), and the
/// translators' work is in the catalog of the target that shows it.
struct StringCatalogTranslations: FileFact {
  /// A finding on a key, with the key's hash (`CatalogTable.hash(key:)`).
  typealias Held = (key: UInt64, finding: ProjectFinding)

  var path: String
  /// The catalog's languages besides the source, in the order `finished` numbers them.
  var languages: [String]
  /// Each key's hash, with a bit set for each language (by its place in `languages`, up to
  /// 64) whose translation is finished: present, and not `new` or `needs_review`.
  var finished: [UInt64: UInt64]
  var held: [Held]

  init(_ catalog: CatalogFile, languages: [String], held: [Held]) {
    path = catalog.path
    self.languages = Array(languages.prefix(64))
    self.held = held
    finished = [:]
    for entry in catalog.entries {
      var mask: UInt64 = 0
      for (k, language) in self.languages.enumerated() {
        if let v = entry.localization(language)?.variant, v.hasAnyValue,
          !CatalogMissingTranslation.isUnfinished(v)
        {
          mask |= 1 << UInt64(k)
        }
      }
      if mask != 0 { finished[CatalogTable.hash(key: entry.key), default: 0] |= mask }
    }
  }

  /// Whether the key with hash `key` has a finished translation in every one of
  /// `languages` here.
  func translates(_ key: UInt64, in wanted: [String]) -> Bool {
    guard let mask = finished[key] else { return false }
    return wanted.allSatisfy { l in
      guard let k = languages.firstIndex(of: l) else { return false }
      return mask & (1 << UInt64(k)) != 0
    }
  }

  /// The held findings of every String Catalog in `files`, but for keys another catalog
  /// translates in all the languages a finding names.
  static func findings(_ files: [FileSummary]) -> [ProjectFinding] {
    var catalogs: [StringCatalogTranslations] = []
    var holders: [UInt64: [Int]] = [:]
    for f in files {
      for c in f.facts(StringCatalogTranslations.self) {
        for key in c.finished.keys { holders[key, default: []].append(catalogs.count) }
        catalogs.append(c)
      }
    }
    var out: [ProjectFinding] = []
    for c in catalogs {
      for (key, finding) in c.held {
        let elsewhere = (holders[key] ?? []).contains { m in
          catalogs[m].path != c.path && catalogs[m].translates(key, in: finding.languages)
        }
        if !elsewhere { out.append(finding) }
      }
    }
    return out
  }
}
