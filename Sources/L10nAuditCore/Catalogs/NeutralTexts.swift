/// The texts a String Catalog keeps as they are in every language it translates them to,
/// two at least besides the source's own regional variants (`"CPU"` in French and Polish,
/// `"Top 100"`), or marks not to translate (`shouldTranslate: false`): the app's own word
/// that they read the same everywhere; so do the keys that the `.strings` tables of two
/// translations or more give as their own value (`"Music DNA" = "Music DNA";` in
/// `de.lproj` and `fr.lproj`, tables that translate other keys), and a name in Latin
/// letters that two translations in other scripts give one key as it is, and the coined
/// name of an Xcode project of the tree (`BChat` for `BChat.xcodeproj`), most often the
/// app's own. A literal of such
/// a text shown as written needs no localization, so the findings of `ruleIDs` on one are
/// dropped (`drop`), unless another catalog of the tree translates the text.
public struct NeutralTexts: FileFact {
  /// `CatalogTable.hash(key:)` of each text kept as it is.
  public var hashes: Set<UInt64> = []
  /// The texts the catalog translates into another text in some language.
  public var translated: Set<UInt64> = []
  /// For a `.strings` table of a translation: its language, and the keys it gives as their
  /// own value (`"Music DNA" = "Music DNA";`), neutral once two languages keep them.
  public var language: String? = nil
  public var kept: Set<UInt64> = []
  /// For a `.strings` table of a language written in another script than Latin (Japanese,
  /// Russian): per key, the hash of its value when that is a name in Latin letters
  /// (`"tab.antigravity" = "Antigravity";`, `isLatinName`), else 0.
  public var latinValues: [UInt64: UInt64] = [:]

  /// The rules whose findings on a literal of a neutral text are dropped.
  public static let ruleIDs: Set<String> = ["hardcoded-ui-string", "string-typed-ui-property"]

  /// The neutral texts of a String Catalog; nil for another kind of catalog or none. A
  /// value a translator has not finished (`new`, `needs_review`) decides nothing.
  public init?(_ catalog: CatalogFile, developmentLanguage: String = "en") {
    if catalog.kind == .strings {
      guard let table = NeutralTexts(translationTable: catalog, developmentLanguage: developmentLanguage)
      else {
        return nil
      }
      self = table
      return
    }
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

  /// The keys a `.strings` table of a translation gives as their own value, and those it
  /// translates; nil for the development language's table, and for a table that
  /// translates none of its keys (copied, not translated).
  init?(translationTable catalog: CatalogFile, developmentLanguage: String) {
    guard let language = catalog.place.language,
      !catalog.place.isSource(developmentLanguage: developmentLanguage),
      !CatalogMissingTranslation.isVariant(language, of: developmentLanguage)
    else { return nil }
    let script = ICU.addingLikelySubtags(language).map { ICU.part(.script, of: $0) } ?? ""
    let writesOtherScript = !script.isEmpty && script != "Latn"
    for e in catalog.entries {
      guard let value = e.localizations.first?.variant.value?.text,
        e.key.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
      else { continue }
      let hash = CatalogTable.hash(key: e.key)
      if value == e.key { kept.insert(hash) } else { translated.insert(hash) }
      if writesOtherScript {
        latinValues[hash] = Self.isLatinName(value) ? CatalogTable.hash(key: value) : 0
      }
    }
    // A table that translates none of its keys is copied, not translated: it keeps nothing.
    if translated.isEmpty { return nil }
    self.language = language
  }

  /// Whether `text` is a short name in Latin letters: one to three words that each open
  /// with a capital (`Antigravity`, `Google Drive`), letters, digits and `.` or `-` only.
  static func isLatinName(_ text: String) -> Bool {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    guard (1...3).contains(words.count), text.utf8.count <= 30 else { return false }
    return words.allSatisfy { w in
      guard let first = w.utf8.first, first >= 0x41 && first <= 0x5A else { return false }
      return w.utf8.allSatisfy { b in
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2E
          || b == 0x2D
      }
    }
  }

  /// The neutral texts of every String Catalog of `summaries`, the keys that the
  /// `.strings` tables of two languages or more keep as their own value, and the names in
  /// Latin letters that the tables of two languages or more in other scripts all give
  /// one key (`"tab.antigravity" = "Antigravity";` in Japanese and Korean): a name their
  /// translators left as it is.
  public static func texts(_ summaries: some Sequence<FileSummary>) -> Set<UInt64> {
    var neutral = Set<UInt64>()
    var translated = Set<UInt64>()
    var keptBy: [UInt64: Set<String>] = [:]
    var latin: [UInt64: (value: UInt64, languages: Set<String>)] = [:]
    for s in summaries {
      for p in s.facts(XcodeProjectRegions.self) where isCoinedName(p.name) {
        neutral.insert(CatalogTable.hash(key: p.name))
      }
      for f in s.facts(NeutralTexts.self) {
        neutral.formUnion(f.hashes)
        translated.formUnion(f.translated)
        if let language = f.language {
          for h in f.kept { keptBy[h, default: []].insert(language) }
          for (key, value) in f.latinValues {
            if let seen = latin[key] {
              latin[key] = (seen.value == value ? value : 0, seen.languages.union([language]))
            } else {
              latin[key] = (value, [language])
            }
          }
        }
      }
    }
    for (h, languages) in keptBy where languages.count >= 2 { neutral.insert(h) }
    for (_, l) in latin where l.value != 0 && l.languages.count >= 2 { neutral.insert(l.value) }
    return neutral.subtracting(translated)
  }

  /// Whether `name` (an Xcode project's) is a coined name rather than a word: letters and
  /// digits with a capital or a digit after the first letter (`BChat`, `HatGame`, `VATO`,
  /// `Pay2Go`), not `Weather`, which a title may mean as the word.
  static func isCoinedName(_ name: String) -> Bool {
    let u = Array(name.utf8)
    guard u.count >= 2, u.allSatisfy({ $0 < 0x80 && (($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10) }) else {
      return false
    }
    return u.dropFirst().contains { $0 &- 0x41 < 26 || $0 &- 0x30 < 10 }
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
