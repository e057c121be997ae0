/// A rule whose project pass reads what catalogs hold: every catalog rule, and a rule on
/// Swift files that needs a key's value in a catalog (`NonPositionalPlaceholders`). The
/// scan walks catalogs for it (`Linter.readsCatalogs`) and asks it for each one's facts.
public protocol CatalogFactReader: Rule {
  /// What this catalog tells the project pass.
  func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact]
}

/// A check over one localization catalog (`.xcstrings`, `.strings`, `.stringsdict`),
/// read by the catalog readers in the same scan as the Swift files. Its findings are
/// byte ranges of the catalog's UTF-8 text (`CatalogFile.text`). A catalog rule that also
/// needs other files conforms to `ProjectRule` too and leaves facts from each catalog.
public protocol CatalogRule: CatalogFactReader {
  func findings(in catalog: CatalogFile, context: RuleContext) -> [Finding]
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
