/// The plural categories of one language as the system ICU's CLDR rules select them, for
/// integers and for every number, with numbers that fall in each. Read from ICU at run
/// time, once per rule set (`PluralCategories.rules(for:)`), never from a table of our own.
public struct PluralCategorySet: Sendable {
  /// The rule set's locale in ICU (`ru`, `pt_PT`).
  public let locale: String
  /// Every category the language has, in CLDR's order (`zero one two few many other`).
  public let all: [String]
  /// The categories some integer falls in, in the same order.
  public let integers: [String]
  /// Integers of each category among those sampled (0 to 1099 and some large round
  /// numbers), ascending.
  let integerMembers: [String: [Int]]
  /// Decimals of each category among those sampled (0.5, 1.5, 2.25…), as written.
  let decimalMembers: [String: [String]]

  /// Whether integers of the category are exactly one number (English `one`: 1; Arabic
  /// `two`: 2), so that a form may drop the number and spell it out. Apple's `zero` form
  /// is used for 0 in every language. With a `zero` form present, 0 goes there, not to its
  /// CLDR category.
  public func selectsOneInteger(_ category: String, zeroFormPresent: Bool = false) -> Bool {
    if category == "zero" { return true }
    var members = integerMembers[category] ?? []
    if zeroFormPresent { members.removeAll { $0 == 0 } }
    return members.count == 1
  }

  /// Whether the language's `zero` category holds the integer 0 alone (Arabic, Welsh; not
  /// Latvian, whose `zero` also holds 10 to 20).
  public var selectsOnlyZero: Bool { integerMembers["zero"] == [0] }

  /// Whether the category's integers are 0 and 1 alone (French, Portuguese, Hindi `one`).
  public func selectsOnlyZeroAndOne(_ category: String) -> Bool {
    integerMembers[category] == [0, 1]
  }

  /// Whether integers fall in the category only from a million on (French, Spanish,
  /// Italian, Portuguese and Catalan `many`: 1000000, "1 000 000 de fichiers").
  public func selectsOnlyMillions(_ category: String) -> Bool {
    guard let members = integerMembers[category], !members.isEmpty else { return false }
    return members.allSatisfy { $0 >= 1_000_000 }
  }

  /// The numbers a category holds, for a message: "2, 3, 22" (the first two and the first
  /// past 10, which shows the rule's reach, or else the third); decimals when `integersOnly` is false and no
  /// integer falls in it. 0 is left out when the category holds other numbers and
  /// `showsZero` is false (any plural can give 0 a `zero` form of its own).
  public func samples(
    _ category: String, integersOnly: Bool, zeroFormPresent: Bool = false, showsZero: Bool = true
  ) -> String {
    var members = integerMembers[category] ?? []
    if (zeroFormPresent || !showsZero) && category != "zero" && members.count > 1 {
      members.removeAll { $0 == 0 }
    }
    var picked = Array(members.prefix(2))
    if let far = members.first(where: { $0 > 10 && !picked.contains($0) }) {
      picked.append(far)
    } else if members.count > 2 {
      picked.append(members[2])
    }
    if !picked.isEmpty { return picked.map(String.init).joined(separator: ", ") }
    if integersOnly { return "" }
    return (decimalMembers[category] ?? []).prefix(2).joined(separator: ", ")
  }
}

/// ICU's plural rules for the languages catalogs name.
public enum PluralCategories {
  public static let order = ["zero", "one", "two", "few", "many", "other"]

  /// The integers and decimals the categories are sampled at.
  static let integerSamples: [Int] =
    Array(0...1099) + [10_000, 100_000, 1_000_000, 2_000_000, 10_000_000, 100_000_000, 1_000_000_000]
  static let decimalSamples: [(Double, String)] = [
    (0.5, "0.5"), (1.5, "1.5"), (2.5, "2.5"), (5.5, "5.5"), (11.5, "11.5"), (0.25, "0.25"),
    (1.25, "1.25"), (2.25, "2.25"), (0.1, "0.1"), (1.1, "1.1"), (2.1, "2.1"), (21.1, "21.1"),
  ]

  /// Every locale ICU lists plural rules for (`ru`, `uk`, `pt_PT`…), with the locales
  /// that share its rule set, in sorted order, up to itself: the first of them that ICU
  /// answers for stands for the rule set.
  static let locales: [String: [String]] = {
    var byLocale: [String: [String]] = [:]
    var bySet: [String: [String]] = [:]
    for (locale, set) in ICU.pluralRuleSets.sorted(by: { $0.key < $1.key }) {
      bySet[set, default: []].append(locale)
      byLocale[locale] = bySet[set]
    }
    return byLocale
  }()

  /// `make` of each locale asked so far: ICU is asked only for the rule sets a run meets.
  static let made = LockedCache<String, PluralCategorySet?>()

  /// The rules of a locale ICU lists, made from the first locale of its rule set.
  static func table(_ locale: String) -> PluralCategorySet? {
    for candidate in locales[locale] ?? [] {
      if let known = made.value(candidate) {
        if let known { return known }
        continue
      }
      let set = make(candidate)
      made.store(candidate, set)
      if let set { return set }
    }
    return nil
  }

  static func make(_ locale: String) -> PluralCategorySet? {
    let numbers = integerSamples.map(Double.init) + decimalSamples.map(\.0)
    guard let categories = ICU.pluralCategories(numbers, locale: locale), categories.count == numbers.count
    else { return nil }
    var integerMembers: [String: [Int]] = [:]
    var decimalMembers: [String: [String]] = [:]
    for (k, n) in integerSamples.enumerated() { integerMembers[categories[k], default: []].append(n) }
    for (k, d) in decimalSamples.enumerated() {
      decimalMembers[categories[integerSamples.count + k], default: []].append(d.1)
    }
    let keywords = Set(ICU.pluralKeywords(locale: locale)).union(integerMembers.keys).union(
      decimalMembers.keys)
    return PluralCategorySet(
      locale: locale, all: order.filter(keywords.contains),
      integers: order.filter { integerMembers[$0] != nil },
      integerMembers: integerMembers, decimalMembers: decimalMembers)
  }

  /// The rules of a catalog's language code (`ru`, `pt-BR`, `zh-Hans`, `sr-Latn`): the
  /// most specific locale ICU has rules for; nil for a code ICU does not know.
  public static func rules(for code: String) -> PluralCategorySet? {
    // Most codes are a plain language (`ru`): found as they are.
    if let set = table(code) { return set }
    var parts = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = parts.first, !first.isEmpty else { return nil }
    parts[0] = first.lowercased()
    while !parts.isEmpty {
      if let set = table(parts.joined(separator: "_")) { return set }
      parts.removeLast()
    }
    return nil
  }
}
