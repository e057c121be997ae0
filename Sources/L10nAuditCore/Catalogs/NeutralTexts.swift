/// The texts a String Catalog keeps as they are in every language it translates them to,
/// two at least besides the source's own regional variants (`"CPU"` in French and Polish,
/// `"Top 100"`), or marks not to translate (`shouldTranslate: false`): the app's own word
/// that they read the same everywhere. A literal of such a text shown as written needs no
/// localization, so the findings of `ruleIDs` on one are dropped (`drop`), unless another
/// catalog of the tree translates the text.
public struct NeutralTexts: FileFact {
  /// `CatalogTable.hash(key:)` of each text kept as it is.
  public var hashes: Set<UInt64> = []
  /// The texts the catalog translates into another text in some language.
  public var translated: Set<UInt64> = []

  /// The rules whose findings on a literal of a neutral text are dropped.
  public static let ruleIDs: Set<String> = ["hardcoded-ui-string", "string-typed-ui-property"]

  /// The neutral texts of a String Catalog; nil for another kind of catalog or none. A
  /// value a translator has not finished (`new`, `needs_review`) decides nothing.
  public init?(_ catalog: CatalogFile) {
    guard catalog.kind == .stringCatalog else { return nil }
    let source = catalog.sourceLanguage ?? "en"
    for e in catalog.entries where e.extractionState != "stale" {
      let own = e.localizations.first(where: { $0.language == source })
      let text = own?.variant.value?.text ?? e.key
      guard text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { continue }
      let hash = CatalogTable.hash(key: text)
      if !e.shouldTranslate {
        hashes.insert(hash)
        continue
      }
      var same = 0
      var differs = false
      for l in e.localizations where !CatalogMissingTranslation.isVariant(l.language, of: source) {
        let v = l.variant
        guard v.plural == nil && v.devices.isEmpty && v.substitutions.isEmpty, let value = v.value?.text,
          !CatalogMissingTranslation.isUnfinished(v)
        else { continue }
        if value == text { same += 1 } else { differs = true }
      }
      if differs {
        translated.insert(hash)
      } else if same >= 2 {
        hashes.insert(hash)
      }
    }
    if hashes.isEmpty && translated.isEmpty { return nil }
  }

  /// The neutral texts of every String Catalog of `summaries`.
  public static func texts(_ summaries: some Sequence<FileSummary>) -> Set<UInt64> {
    var neutral = Set<UInt64>()
    var translated = Set<UInt64>()
    for s in summaries {
      for f in s.facts(NeutralTexts.self) {
        neutral.formUnion(f.hashes)
        translated.formUnion(f.translated)
      }
    }
    return neutral.subtracting(translated)
  }

  /// Drops, from `start` on, the findings of `ruleIDs` whose literal (`Diagnostic.textHash`)
  /// is one of the `neutral` texts (`texts`).
  public static func drop(_ diagnostics: inout [Diagnostic], from start: Int, neutral: Set<UInt64>) {
    guard !neutral.isEmpty else { return }
    let kept = diagnostics[start...].filter { d in
      guard let h = d.textHash, ruleIDs.contains(d.ruleID) else { return true }
      return !neutral.contains(h)
    }
    diagnostics.replaceSubrange(start..., with: kept)
  }
}
