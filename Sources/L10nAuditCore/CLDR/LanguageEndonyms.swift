/// The names languages give themselves, from ICU (`français`, `Deutsch`, `日本語`,
/// `português (Brasil)`): a language picker lists them as written, in every language.
public enum LanguageEndonyms {
  /// Each available locale's name, and its language's name, in that locale, lowercased.
  /// Built once per process, on first need.
  static let names: Set<String> = {
    var out = Set<String>()
    for locale in ICU.availableLocales {
      let language = ICU.language(of: locale)
      let name = ICU.languageName(language, in: locale)
      guard name != language else { continue }
      out.insert(name.lowercased())
      // `português (Brasil)`: the language and the region, as most locales write them.
      if let region = ICU.displayName(of: .region, locale, in: locale), !region.isEmpty,
        region != ICU.part(.region, of: locale)
      {
        out.insert("\(name) (\(region))".lowercased())
      }
    }
    return out
  }()

  /// Whether `text`, spaces aside, is a language's or locale's own name.
  public static func contains(_ text: String) -> Bool {
    var t = Substring(text)
    while let f = t.first, f.isWhitespace { t = t.dropFirst() }
    while let l = t.last, l.isWhitespace { t = t.dropLast() }
    guard !t.isEmpty, t.count <= 40 else { return false }
    return names.contains(t.lowercased())
  }
}
