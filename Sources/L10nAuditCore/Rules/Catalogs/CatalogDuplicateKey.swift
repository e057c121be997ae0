/// The same key twice in one `.strings` file. Documented, with examples, in
/// `Rules/catalog-duplicate-key.md`.
public struct CatalogDuplicateKey: CatalogRule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "catalog-duplicate-key",
    summary: "the same key twice in one `.strings` file, where the later entry silently wins",
    severity: .warning, fixability: .none, group: .catalogs)

  public func findings(in catalog: CatalogFile, context: RuleContext) -> [Finding] {
    guard catalog.kind == .strings else { return [] }
    // Keys compare as Foundation compares them, by their code units: `é` and `e` with a
    // combining accent are two keys. They are found by a hash of their UTF-8
    // (`CatalogTable.hash(key:)`); keys that share a hash without being equal are kept
    // apart in `more`.
    var first: [UInt64: Int] = [:]
    var more: [UInt64: [Int]] = [:]
    var out: [Finding] = []
    let hashes = CatalogTable.keyHashes(catalog).values
    // The empty key (`"" = "";`, a filler line) is looked up by nothing: its copies hide
    // no text.
    for (k, e) in catalog.entries.enumerated() where !e.key.isEmpty {
      let hash = hashes[k]
      func same(_ j: Int) -> Bool { catalog.entries[j].key.utf8.elementsEqual(e.key.utf8) }
      guard let seen = first[hash] else {
        first[hash] = k
        continue
      }
      guard let earlier = same(seen) ? seen : more[hash]?.first(where: same) else {
        more[hash, default: []].append(k)
        continue
      }
      let was = catalog.entries[earlier]
      let line = catalog.text.lines.line(of: was.offset)
      let old = was.localizations.first?.variant.value?.text
      let new = e.localizations.first?.variant.value?.text
      let key = PlaceholderComparison.shortened(e.key)
      var f =
        old == new
        ? Finding(
          ruleID: description.id, severity: .note, range: e.offset..<e.offset + 1,
          message: "key `\(key)` is already defined on line \(line), with the same value",
          help: "remove one of the two entries")
        : finding(
          e.offset..<e.offset + 1,
          "key `\(key)` is already defined on line \(line); this later entry silently replaces it",
          help:
            "keep one entry: the app shows \"\(preview(new ?? ""))\", never \"\(preview(old ?? ""))\"")
      // A key no Swift file uses shows neither value (`UnusedKeyFindings`).
      f.catalogKey = e.key
      out.append(f)
    }
    return out
  }

  /// A value as a help line quotes it.
  func preview(_ value: String) -> String {
    let flat = value.map { $0 == "\n" || $0 == "\r" ? " " : $0 }
    return flat.count <= 40 ? String(flat) : String(flat.prefix(39)) + "…"
  }
}
