/// A finding on a format literal that is a lookup's key or the `value:` of a lookup with a
/// literal key, held until the catalogs of the tree are known.
struct HeldFormatKey: FileFact {
  var finding: ProjectFinding
  var keyHash: UInt64
}

/// What a catalog tells of the keys whose value has two or more placeholders: those whose
/// development-language value numbers every one (`%1$d of %2$d`), in a String Catalog
/// (Xcode numbers a key's placeholders there when it has several) or in the development
/// language's `.strings` table, where translators start from it; and, in the `.strings`
/// tables of other languages and a String Catalog's other languages, the keys translated
/// with every placeholder numbered and those translated without.
struct NumberedCatalogKeys: FileFact {
  var keyHashes: Set<UInt64> = []
  var translatedNumbered: Set<UInt64> = []
  var translatedUnnumbered: Set<UInt64> = []
  /// Keys of `.strings` tables (any language) whose unnumbered value has no word of its
  /// own (`"%@ – %@"`), and those whose unnumbered value has words: a key no table words
  /// orders its values nowhere.
  var unworded: Set<UInt64> = []
  var worded: Set<UInt64> = []
}

extension NonPositionalPlaceholders {
  public func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact] {
    guard catalog.kind != .stringsdict else { return [] }
    let development = context.options.developmentLanguage
    let source = catalog.sourceLanguage ?? development
    let isTranslation =
      catalog.kind == .strings && catalog.place.language != nil
      && !catalog.place.isSource(developmentLanguage: development)
    var keys = NumberedCatalogKeys()
    for e in catalog.entries {
      let localization =
        catalog.kind == .stringCatalog
        ? e.localizations.first(where: { $0.language == source }) : e.localizations.first
      let hash = CatalogTable.hash(key: e.key)
      guard let variant = localization?.variant else {
        // A String Catalog's entry without a source value: its key is the source text
        // (`"Stack %lld of %lld"`), and the translations beside it tell.
        if catalog.kind == .stringCatalog, Self.numbersPlaceholders(e.key) == false {
          Self.addTranslations(of: e, besides: source, to: &keys, hash: hash)
        }
        continue
      }
      guard let numbered = Self.numbersPlaceholders(variant) else { continue }
      if catalog.kind == .strings && !numbered {
        if Self.hasNoWords(variant) { keys.unworded.insert(hash) } else { keys.worded.insert(hash) }
      }
      if !isTranslation {
        // `"MIGRATE_%i_OF_%i" = "Migrate (%i/%i)";`: the value translators start from shows
        // one count of a total, as a format in the code would.
        let laidOut = !numbered && Self.laysOutValues(variant)
        // `"compass_%@ %d°"` with the value `%@ %d°` in every language of a String Catalog:
        // no language words it, so none orders its values.
        let unworded =
          !numbered && catalog.kind == .stringCatalog
          && e.localizations.allSatisfy { Self.hasNoWords($0.variant) }
        // A String Catalog's key named as an identifier (`TUNNEL_STATE_CONNECTING_TO`) with
        // a numbered source value: the lookup's `value:` in code is only its default.
        if (numbered || laidOut || unworded)
          && (catalog.kind == .strings || numbered || e.key.utf8.contains(UInt8(ascii: "%")))
        {
          keys.keyHashes.insert(hash)
        }
        // A String Catalog holds the translations beside the source: each, numbered or
        // not (`%1$lld раз %2$@` for `%lld times %@`).
        if catalog.kind == .stringCatalog && !numbered {
          Self.addTranslations(of: e, besides: source, to: &keys, hash: hash)
        }
      } else if numbered {
        keys.translatedNumbered.insert(hash)
      } else {
        keys.translatedUnnumbered.insert(hash)
      }
    }
    let empty =
      keys.keyHashes.isEmpty && keys.translatedNumbered.isEmpty && keys.translatedUnnumbered.isEmpty
      && keys.unworded.isEmpty && keys.worded.isEmpty
    return empty ? [] : [keys]
  }

  /// Files a String Catalog entry's translations (all but `source`) with two or more
  /// placeholders as numbered or not (`%1$lld раз %2$@` for `%lld times %@`).
  static func addTranslations(
    of e: CatalogEntry, besides source: String, to keys: inout NumberedCatalogKeys, hash: UInt64
  ) {
    for l in e.localizations where l.language != source {
      guard let n = numbersPlaceholders(l.variant) else { continue }
      if n { keys.translatedNumbered.insert(hash) } else { keys.translatedUnnumbered.insert(hash) }
    }
  }

  /// Whether a text with two or more placeholders numbers them all; nil for one with fewer.
  static func numbersPlaceholders(_ text: String) -> Bool? {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
    let counted = FormatPlaceholders(text).placeholders.filter { !$0.flags.contains(.space) }
    return counted.count >= 2 ? counted.allSatisfy(\.isPositional) : nil
  }

  /// Whether every text of a value shows fewer than two values to order: `"Migrate
  /// (%i/%i)"`, one count of a total (`valueCount`). A value without words of its own
  /// (`"%dh %dm"` for `"%d hours %d minutes"`) is not enough: the translations word it.
  static func laysOutValues(_ variant: CatalogVariant) -> Bool {
    var all = true
    variant.forEachString { s, _ in
      guard s.text.utf8.contains(UInt8(ascii: "%")) else { return }
      let counted = FormatPlaceholders(s.text).placeholders.filter { !$0.flags.contains(.space) }
      if valueCount(Array(s.text.utf8), counted) >= 2 { all = false }
    }
    return all
  }

  /// Whether no text of a value has a word of its own (`hasNoWords`).
  static func hasNoWords(_ variant: CatalogVariant) -> Bool {
    var all = true
    variant.forEachString { s, _ in
      if all && !hasNoWords(s.text, FormatPlaceholders(s.text)) { all = false }
    }
    return all
  }

  /// Whether a value with two or more placeholders numbers them all: in its text, in every
  /// plural or device form, or through substitutions each bound to its argument
  /// (`%#@arg1@ with %#@arg2@`, `argNum` 1 and 2). Nil for a value with fewer.
  static func numbersPlaceholders(_ variant: CatalogVariant) -> Bool? {
    if variant.substitutions.count >= 2 {
      return variant.substitutions.allSatisfy { $0.argumentNumber != nil }
    }
    var several = false
    var numbered = true
    variant.forEachString { s, _ in
      guard s.text.utf8.contains(UInt8(ascii: "%")) else { return }
      let counted = FormatPlaceholders(s.text).placeholders.filter { !$0.flags.contains(.space) }
      if counted.count >= 2 { several = true }
      if !counted.allSatisfy(\.isPositional) { numbered = false }
    }
    return several ? numbered : nil
  }

  /// The held findings whose key no catalog of the tree holds numbered: in the development
  /// language, or in every translation that holds it (one at least); nor, in every
  /// `.strings` table that holds it (two at least), as a value with no words (`"%@ – %@"`).
  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    var numbered = Set<UInt64>()
    var translated = Set<UInt64>()
    var unnumbered = Set<UInt64>()
    var unworded: [UInt64: Int] = [:]
    var worded = Set<UInt64>()
    for f in files {
      for n in f.facts(NumberedCatalogKeys.self) {
        numbered.formUnion(n.keyHashes)
        translated.formUnion(n.translatedNumbered)
        unnumbered.formUnion(n.translatedUnnumbered)
        for h in n.unworded { unworded[h, default: 0] += 1 }
        worded.formUnion(n.worded)
      }
    }
    numbered.formUnion(translated.subtracting(unnumbered))
    // Two tables at least: one table's value without words may be worded by translations
    // still to come (`"%d hours %d minutes" = "%dh %dm";`).
    for (h, tables) in unworded where tables >= 2 && !worded.contains(h) { numbered.insert(h) }
    var out: [ProjectFinding] = []
    for f in files {
      for held in f.facts(HeldFormatKey.self) where !numbered.contains(held.keyHash) {
        out.append(held.finding)
      }
    }
    return out
  }
}
