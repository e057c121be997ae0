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
