/// A check over one localization catalog (`.xcstrings`, `.strings`, `.stringsdict`),
/// read by the catalog readers in the same scan as the Swift files. Its findings are
/// byte ranges of the catalog's UTF-8 text (`CatalogFile.text`). A catalog rule that also
/// needs other files conforms to `ProjectRule` too and leaves facts from each catalog.
public protocol CatalogRule: Rule {
  func findings(in catalog: CatalogFile, context: RuleContext) -> [Finding]
  /// What this catalog tells the project pass.
  func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact]
}

extension CatalogRule {
  public func findings(in catalog: CatalogFile, context: RuleContext) -> [Finding] { [] }
  public func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact] { [] }
  /// A catalog rule reads no Swift file unless it says so.
  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] { [] }
  public func mayReport(in source: SourceFile) -> Bool { false }
}

extension CatalogRule where Self: ProjectRule {
  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] { [] }
}

/// A rule on Swift files whose project pass also needs what catalogs hold (a key's value
/// in a String Catalog): the scan asks it for each catalog's facts, as it asks a catalog
/// rule, and the scan walks catalogs for it (`Linter.readsCatalogs`).
public protocol CatalogFactReader: ProjectRule {
  func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact]
}
