extension PipelineInvariants {
  /// The catalog pipeline's promises for any bytes read as each kind of catalog (a
  /// `.strings` and a `.stringsdict` in a `.lproj` folder beside an English copy of
  /// themselves, and a String Catalog), with every catalog rule and the project pass:
  /// at most one `catalog-invalid` per file, and every finding inside its file.
  public static func catalogViolations(_ bytes: [UInt8], rules: [any Rule] = RuleRegistry.all) -> [String] {
    let catalogRules = rules.filter { $0 is any CatalogRule }
    let linter = Linter(rules: catalogRules)
    var out: [String] = []
    for path in [
      "App/de.lproj/Localizable.strings", "App/ru.lproj/Localizable.stringsdict", "App/Localizable.xcstrings",
    ] {
      var summaries: [FileSummary] = []
      var diagnostics: [Diagnostic] = []
      let source = path.replacingPrefix("App/de.lproj", with: "App/en.lproj")
        .replacingPrefix("App/ru.lproj", with: "App/en.lproj")
      for p in path == source ? [path] : [path, source] {
        guard let outcome = linter.scanCatalog(path: p, bytes: bytes) else {
          out.append("\(p): not read as a catalog")
          continue
        }
        diagnostics += outcome.diagnostics
        if let s = outcome.summary { summaries.append(s) }
      }
      diagnostics += linter.projectDiagnostics(summaries) { _ in bytes }
      let text = CatalogText(bytes)
      let invalid = diagnostics.filter { $0.ruleID == "catalog-invalid" && $0.path == path }
      if invalid.count > 1 { out.append("\(path): \(invalid.count) catalog-invalid findings") }
      for d in diagnostics {
        if d.start.offset < 0 || d.start.offset > text.bytes.count || d.start.line > text.lines.lineCount
          || d.start.line < 1 || d.start.column < 1
        {
          out.append("\(d.path): [\(d.ruleID)] outside the file at \(d.start.line):\(d.start.column)")
        }
      }
    }
    return out
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String, with other: String) -> String {
    hasPrefix(prefix) ? other + dropFirst(prefix.count) : self
  }
}
