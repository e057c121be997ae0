/// How much of the source text one language has: of the source keys with words to
/// translate, in the catalogs that ship the language, how many it translates (as
/// `catalog-missing-translation` counts them: a value that is not empty, and in a String
/// Catalog not `new` or `needs_review`).
public struct LanguageCoverage: Sendable, Hashable {
  public var language: String
  public var keys: Int
  public var translated: Int

  public init(language: String, keys: Int, translated: Int) {
    self.language = language
    self.keys = keys
    self.translated = translated
  }

  /// The share of the keys translated, 0 to 1 (0 with no keys).
  public var share: Double { Double(translated) / Double(max(keys, 1)) }

  /// `coverage` with the least translated language first, then by language.
  public static func leastTranslatedFirst(_ coverage: [LanguageCoverage]) -> [LanguageCoverage] {
    coverage.sorted { $0.share != $1.share ? $0.share < $1.share : $0.language < $1.language }
  }
}

/// A String Catalog's coverage, by language, left for the project pass.
struct StringCatalogCoverage: FileFact {
  var counts: [String: (keys: Int, translated: Int)]
}

extension CatalogMissingTranslation {
  /// Every language's coverage over `files`' catalogs, by language code.
  static func coverage(in files: [FileSummary], context: RuleContext) -> [LanguageCoverage] {
    var totals: [String: (keys: Int, translated: Int)] = [:]
    func add(_ language: String, keys: Int, translated: Int) {
      let t = totals[language] ?? (0, 0)
      totals[language] = (t.keys + keys, t.translated + translated)
    }
    for f in files {
      for c in f.facts(StringCatalogCoverage.self) {
        for (language, n) in c.counts { add(language, keys: n.keys, translated: n.translated) }
      }
    }
    for table in tables(in: files, context: context) where !table.wanted.isEmpty {
      let wanted = table.wanted.map { table.source.entries[$0].keyHash }
      for (t, present) in zip(table.translations, table.present) {
        add(t.language, keys: wanted.count, translated: wanted.filter(present.contains).count)
      }
    }
    return totals.sorted { $0.key < $1.key }.map {
      LanguageCoverage(language: $0.key, keys: $0.value.keys, translated: $0.value.translated)
    }
  }
}

extension Linter {
  /// Each language's share of the source keys translated, over the catalogs `summaries`
  /// come from; empty unless `catalog-missing-translation` runs.
  public func catalogCoverage(_ summaries: [FileSummary]) -> [LanguageCoverage] {
    guard rules.contains(where: { $0 is CatalogMissingTranslation }) else { return [] }
    return CatalogMissingTranslation.coverage(in: summaries, context: RuleContext(options: options))
  }
}
