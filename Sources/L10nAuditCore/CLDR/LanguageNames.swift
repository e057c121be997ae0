/// The languages ICU has locale data for, by code (`fr`) and by English name (`french`,
/// lowercased; names of one word only): what code that translates by hand names.
public enum LanguageNames {
  /// Built once per process, on first need.
  static let all: (codes: Set<String>, english: Set<String>) = {
    var codes = Set<String>()
    var english = Set<String>()
    for locale in ICU.availableLocales {
      let language = ICU.language(of: locale)
      guard codes.insert(language).inserted else { continue }
      let name = ICU.languageName(language)
      guard name != language, !name.contains(" ") else { continue }
      english.insert(name.lowercased())
    }
    return (codes, english)
  }()

  /// Whether `code` is the code of a language ICU has data for (`fr`, `zh`, `fil`).
  public static func isCode(_ code: some StringProtocol) -> Bool {
    (2...3).contains(code.utf8.count) && all.codes.contains(String(code))
  }

  /// Whether a word of the name `identifier`, split where a capital starts one
  /// (`isFrench`: `is`, `French`), is a language's English name.
  public static func namesLanguage(_ identifier: some StringProtocol) -> Bool {
    var word = ""
    for c in identifier {
      if c.isUppercase && !word.isEmpty {
        if all.english.contains(word) { return true }
        word = ""
      }
      word += c.lowercased()
    }
    return all.english.contains(word)
  }
}
