/// Keys an app looks up per plural category itself (`noun.chats.one`, `noun.chats.few`,
/// `noun.chats.other`): the form a key names, when a sibling key names another. A language
/// whose CLDR rules (from ICU) have no such category never looks that key up.
struct PluralFormKeys {
  static let categories: Set<Substring> = ["zero", "one", "two", "few", "many", "other"]

  /// The keys of one table.
  let keys: Set<String>

  /// The category the key's last part names (after `.`, `_` or `-`), when the table also
  /// holds the key with another category in its place.
  func category(of key: String) -> Substring? {
    guard let cut = key.lastIndex(where: { $0 == "." || $0 == "_" || $0 == "-" }) else { return nil }
    let last = key[key.index(after: cut)...]
    guard Self.categories.contains(last) else { return nil }
    let stem = key[...cut]
    for other in Self.categories where other != last {
      if keys.contains(String(stem) + other) { return last }
    }
    return nil
  }

  /// Whether `language` never looks up the key: it names a category the language's plural
  /// rules do not have (`few` in German). A language ICU does not know is kept.
  func isUnused(_ key: String, by language: String) -> Bool {
    guard let category = category(of: key), let rules = PluralCategories.rules(for: language) else {
      return false
    }
    return !rules.all.contains(String(category))
  }
}
