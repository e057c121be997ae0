/// A catalog that does not parse. Documented, with examples, in `Rules/catalog-invalid.md`.
public struct CatalogInvalid: CatalogRule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "catalog-invalid",
    summary: "a localization catalog that does not parse",
    severity: .error, fixability: .none, group: .catalogs)

  public func findings(in catalog: CatalogFile, context: RuleContext) -> [Finding] {
    guard let e = catalog.error else { return [] }
    let (what, help): (String, String)
    switch catalog.kind {
    case .stringCatalog:
      what = "the String Catalog"
      help = "Xcode cannot build a String Catalog it cannot read; fix the JSON at this place"
    case .strings:
      what = "the strings table"
      help = "a `.strings` table that does not parse is not loaded: every key of it shows untranslated"
    case .stringsdict:
      what = "the stringsdict table"
      help = "a `.stringsdict` that does not parse is not loaded: its plural rules fall back to the key"
    }
    return [finding(e.offset..<e.offset, "\(what) does not parse: \(e.message)", help: help)]
  }
}
