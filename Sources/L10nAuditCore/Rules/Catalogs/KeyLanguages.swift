/// The languages a catalog's keys are written in, where a key is its own text (no value
/// in the source language) and that text is not in the source language: `"認証成功！"`
/// in a String Catalog whose source is English is Japanese, `"取消"` in an English
/// `.lproj` table Chinese. Users of that language read such a key as written, so it lacks
/// nothing there (`catalog-missing-translation`). Told by letters, from CLDR's exemplar
/// characters (ICU): a key is written in the languages that write every letter of it
/// that the source does not (`"利用者ID"`: `ID` is the source's), when they are one
/// language or its variants (`取消`: Simplified and Traditional Chinese; an `é` that
/// French and Spanish both write tells neither). And when three or more keys of a String
/// Catalog, one in five or more of its keys with letters, hold such letters and one
/// language writes those of most of them, every key without a source value is taken as
/// that language's (French keys without accents: `"Mardi"`); the same for the keys of a
/// `.lproj` table (Vietnamese keys without marks: `"Xong" = "Done";`).
struct KeyLanguages {
  let source: ExemplarCharacters?
  let letters: [String: ExemplarCharacters]
  /// The language all the catalog's (or table's) keys are written in, when the letters
  /// show one.
  let catalogLanguage: String?

  /// For a String `catalog`: its keys without a source value one by one, and the language
  /// all of them are written in, when the letters show one.
  init(source language: String, languages: [String], catalog: CatalogFile) {
    self.init(
      source: language, languages: languages,
      keys: catalog.entries.filter { $0.localization(language)?.variant.hasAnyValue != true }.map(\.key))
  }

  /// For a `.lproj` table whose source holds `keys`: when the letters show that most keys
  /// are written in one language of the table (`"Đặt xe" = "Book a car";` in `en.lproj`,
  /// beside `vi.lproj`), every key is taken as that language's text.
  init(source language: String, languages: [String], tableKeys keys: [String]) {
    self.init(source: language, languages: languages, keys: keys, least: 8, share: 0.8)
  }

  /// `least` keys with foreign letters at least, of which the one language writes the
  /// letters of more than `share`.
  private init(
    source language: String, languages: [String], keys candidates: [String], least: Int = 3,
    share: Double = 0.5
  ) {
    source = ExemplarCharacters.of(language)
    var letters: [String: ExemplarCharacters] = [:]
    for l in languages { letters[l] = ExemplarCharacters.of(l) }
    self.letters = letters
    guard let source, !candidates.isEmpty else {
      catalogLanguage = nil
      return
    }
    var keys = 0
    var foreign: [[Unicode.Scalar]] = []
    for key in candidates {
      let all = Array(key.unicodeScalars.lazy.filter { $0.properties.isAlphabetic })
      guard !all.isEmpty else { continue }
      keys += 1
      let outside = all.filter { !Self.writes(source, $0) }
      if !outside.isEmpty { foreign.append(outside) }
    }
    var best: (language: String, keys: Int)? = nil
    if foreign.count >= least && foreign.count * 5 >= keys {
      for l in languages {
        guard let set = letters[l] else { continue }
        let n = foreign.filter { $0.allSatisfy(set.contains) }.count
        if Double(n) > share * Double(foreign.count) && n > best?.keys ?? 0 { best = (l, n) }
      }
    }
    catalogLanguage = best?.language
  }

  /// Whether the source language writes `u`: its set holds it, or `u` is an ideograph and
  /// the set holds ideographs. CLDR lists a language's common ideographs only: `礁` in a
  /// key of a catalog whose source is Chinese is Chinese too.
  static func writes(_ source: ExemplarCharacters, _ u: Unicode.Scalar) -> Bool {
    source.contains(u) || (u.properties.isIdeographic && source.contains("\u{4E00}"))
  }

  /// The languages of `missing` that `key`, a key without a source value, is written in:
  /// the catalog's language, and each language that writes every letter of the key that
  /// the source does not. Letters that languages of different families all write say
  /// none of them (`é` is French and Spanish); variants of one language share them
  /// (`取消` is Simplified and Traditional Chinese).
  func languages(writing key: String, among missing: [String]) -> [String] {
    if let l = catalogLanguage, missing.contains(l) { return [l] }
    return languages(lettersOf: key, among: missing)
  }

  /// The languages of `missing` that a key of a `.lproj` table is written in: those its
  /// own letters tell, or else the table's language when that language writes every letter
  /// of the key that the source does not (`"Xong"`, `"Đặt xe"` in a Vietnamese-keyed table).
  func languages(writingTableKey key: String, among missing: [String]) -> [String] {
    let own = languages(lettersOf: key, among: missing)
    guard own.isEmpty, let l = catalogLanguage, missing.contains(l), let source, let set = letters[l] else {
      return own
    }
    let foreign = Self.alphabeticScalars(of: key).filter { !Self.writes(source, $0) }
    return foreign.allSatisfy(set.contains) ? [l] : []
  }

  /// The languages of `missing` that a source value is written in: the source writes none
  /// of its letters (its placeholders aside: `"got %1$@ / want %2$@"` of a Chinese
  /// source), and they write all of them, one language or its variants. A value that mixes
  /// the source's letters with others (`"TPASS地區方案介紹"`) is the source's text.
  func languages(writingValue text: String, among missing: [String]) -> [String] {
    guard let source else { return [] }
    let all = Self.alphabeticScalars(of: text)
    guard !all.isEmpty, !all.contains(where: { Self.writes(source, $0) }) else { return [] }
    return writers(of: all, among: missing)
  }

  /// The languages of `missing` that write every letter of `text` that the source does
  /// not, when they are one language or its variants; none when the source writes them
  /// all.
  func languages(lettersOf text: String, among missing: [String]) -> [String] {
    guard let source else { return [] }
    let foreign = Self.alphabeticScalars(of: text).filter { !Self.writes(source, $0) }
    guard !foreign.isEmpty else { return [] }
    return writers(of: foreign, among: missing)
  }

  /// The letters of `text`, its placeholders (`%lld`, `%1$@`) aside.
  static func alphabeticScalars(of text: String) -> [Unicode.Scalar] {
    var bytes = Array(text.utf8)
    for p in FormatPlaceholders(bytes).placeholders.reversed() { bytes.removeSubrange(p.range) }
    return String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0.properties.isAlphabetic }
  }

  /// The languages of `missing` that write every one of `foreign`, when they are one
  /// language or its variants.
  func writers(of foreign: [Unicode.Scalar], among missing: [String]) -> [String] {
    let writers = missing.filter { l in letters[l].map { set in foreign.allSatisfy(set.contains) } ?? false }
    let bases = Set(writers.map { CatalogMissingTranslation.baseLanguage($0) })
    return bases.count == 1 ? writers : []
  }
}
