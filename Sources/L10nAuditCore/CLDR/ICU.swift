import CICU

/// Calls into the system ICU through the `CICU` shim. Every function is a pure lookup
/// of ICU's data and is safe to call from any thread.
public enum ICU {
  /// The ICU version the binary runs with ("72.1").
  public static var version: String { read { cicu_version($0, $1) } ?? "?" }

  /// The CLDR plural category of `n` in `locale` (`one`, `few`, `other`…).
  public static func pluralCategory(_ n: Double, locale: String) -> String? {
    read { cicu_plural_category(locale, n, $0, $1) }
  }

  /// The CLDR plural categories of `numbers` in `locale`, in order.
  public static func pluralCategories(_ numbers: [Double], locale: String) -> [String]? {
    let joined = numbers.withUnsafeBufferPointer { p in
      read(capacity: 16 * numbers.count + 16) {
        cicu_plural_categories(locale, p.baseAddress, Int32(numbers.count), $0, $1)
      }
    }
    return joined.map { $0.split(separator: ",").map(String.init) }
  }

  /// The cardinal plural rule set of each language CLDR gives one (`fr` → `set4`):
  /// languages with the same set have the same rules.
  public static var pluralRuleSets: [String: String] {
    var sets: [String: String] = [:]
    let lines = read(capacity: 1 << 16) { cicu_plural_rule_sets($0, $1) }?.split(separator: "\n") ?? []
    for line in lines {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2 { sets[String(parts[0])] = String(parts[1]) }
    }
    return sets
  }

  /// The plural categories `locale` uses.
  public static func pluralKeywords(locale: String) -> [String] {
    read { cicu_plural_keywords(locale, $0, $1) }?.split(separator: ",").map(String.init) ?? []
  }

  /// Every locale ICU has data for (`fr`, `fr_CA`, …).
  public static var availableLocales: [String] {
    (0..<Int(cicu_available_locale_count())).compactMap { i in
      cicu_available_locale(Int32(i)).map { String(cString: $0) }
    }
  }

  /// The language code of `locale` (`fr` for `fr_CA`).
  public static func language(of locale: String) -> String {
    read { cicu_language(locale, $0, $1) } ?? locale
  }

  /// The English name of `locale`'s language ("French").
  public static func languageName(_ locale: String, in displayLocale: String = "en") -> String {
    read { cicu_display_language(locale, displayLocale, $0, $1) } ?? locale
  }

  /// `locale` as ICU canonicalizes it (`en_US` for `en-us` and for `en_US.UTF-8`).
  public static func canonicalize(_ locale: String) -> String? {
    read { cicu_canonicalize(locale, $0, $1) }
  }

  /// The subtags of a locale identifier, as ICU parses them.
  public enum LocalePart: Int32, Sendable { case language = 0, script = 1, region = 2, variant = 3 }

  /// One subtag of `locale` (`US` for the region of `en_US_POSIX`); "" when it has none.
  public static func part(_ part: LocalePart, of locale: String) -> String {
    read { cicu_locale_part(locale, part.rawValue, $0, $1) } ?? ""
  }

  /// The English name of one subtag of `locale` ("United States" for the region of
  /// `en_US`); ICU gives back the code itself when it has no name for it.
  public static func displayName(of part: LocalePart, _ locale: String, in displayLocale: String = "en")
    -> String?
  {
    read { cicu_display_part(locale, part.rawValue, displayLocale, $0, $1) }
  }

  /// `locale` with the subtags ICU deems likely added (`ja_Jpan_JP` for `und_JP`).
  public static func addingLikelySubtags(_ locale: String) -> String? {
    read { cicu_add_likely_subtags(locale, $0, $1) }
  }

  /// ICU's ISO 639 language codes (two letters where one exists, else three).
  public static var isoLanguages: [String] { list(cicu_iso_language) }

  /// ICU's ISO 3166 region codes (two letters).
  public static var isoRegions: [String] { list(cicu_iso_region) }

  /// A region as ICU knows it: its canonical code and whether it is current.
  public struct Region: Sendable, Hashable {
    /// The canonical code (`GB` for the alias `UK`).
    public var code: String
    /// ICU's `URegionType`: 0 unknown (`ZZ`), 1 a territory, 2 the world, 3–5 continents
    /// and groupings (`419`, `EU`), 6 a deprecated region (`SU`).
    public var type: Int
  }

  /// The region ICU means by `code` (`UK`, `419`), or nil when it knows none.
  public static func region(_ code: String) -> Region? {
    var type: Int32 = 0
    guard let canonical = read({ cicu_region(code, &type, $0, $1) }) else { return nil }
    return Region(code: canonical, type: Int(type))
  }

  /// The codes of one of ICU's name tables for `locale` (`Variants`: `POSIX`, `VALENCIA`…;
  /// `Scripts`: `Latn`, `Hans`…): the subtags ICU can name.
  public static func nameTableCodes(_ table: String, locale: String = "en") -> [String] {
    read(capacity: 1 << 15) { cicu_name_table_codes(table, locale, $0, $1) }?.split(separator: "\n")
      .map(String.init) ?? []
  }

  /// Whether `code` is an ISO 4217 currency code (`"USD"`, `"EUR"`), current or past.
  public static func isCurrencyCode(_ code: String) -> Bool {
    code.utf8.count == 3 && cicu_is_currency_code(code) != 0
  }

  /// Whether ICU's data has a bundle for exactly `locale` (or an alias of it) rather than
  /// falling back to a parent (`en_US` for `en_US_POSX`).
  public static func hasLocaleData(_ locale: String) -> Bool {
    cicu_has_locale_data(locale) != 0
  }

  /// The strings of a shim list read by index up to its NULL.
  static func list(_ item: (Int32) -> UnsafePointer<CChar>?) -> [String] {
    var out: [String] = []
    var i: Int32 = 0
    while let s = item(i) {
      out.append(String(cString: s))
      i += 1
    }
    return out
  }

  public enum CaseMapping: Int32, Sendable { case lower = 0, upper = 1, title = 2 }

  /// `text` case-mapped with the rules of `locale` (`""`: the language-neutral rules).
  public static func caseMap(_ text: String, _ mapping: CaseMapping, locale: String) -> String? {
    read(capacity: 4 * text.utf8.count + 16) { cicu_case_map(text, locale, mapping.rawValue, $0, $1) }
  }

  /// Runs a shim function that writes UTF-8 into a buffer and returns its length.
  static func read(
    capacity: Int = 256, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32
  ) -> String? {
    var buffer = [CChar](repeating: 0, count: capacity)
    let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(capacity)) }
    guard length >= 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
