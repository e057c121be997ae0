import Testing

@testable import L10nAuditCore

/// Project findings in catalogs are located by reading the catalog again.
@Suite struct CatalogPlacementTests {
  let files: [(path: String, bytes: [UInt8])] = [
    ("Base.lproj/Main.strings", Array("/* c */\n\"ok\" = \"OK\";\n  \"title\" = \"Title\";\n".utf8)),
    ("de.lproj/Main.strings", Array("\"ok\" = \"Gut\";\n".utf8)),
  ]

  func projectFindings(read: (@Sendable (String) -> [UInt8]?)?) -> [Diagnostic] {
    let linter = Linter(rules: [CatalogMissingTranslation()])
    let summaries = files.compactMap { linter.scanCatalog(path: $0.path, bytes: $0.bytes)?.summary }
    return linter.projectDiagnostics(summaries, readCatalog: read)
  }

  @Test func aFindingIsLocatedWithItsColumnsAndLine() {
    let found = projectFindings { path in files.first { $0.path == path }?.bytes }
    #expect(
      found.map { "\($0.start.line):\($0.start.column):\($0.start.utf16Column) \($0.lineText)" } == [
        "3:3:3   \"title\" = \"Title\";"
      ])
    #expect(found.first?.start.offset == 23)
  }

  @Test func aCatalogThatCannotBeReadAgainKeepsItsFirstLine() {
    let found = projectFindings { _ in nil }
    #expect(found.map { "\($0.start.line):\($0.start.column) [\($0.lineText)]" } == ["1:1 []"])
  }

  @Test func aCatalogChangedSinceTheScanDoesNotMisplaceAFinding() {
    // The source file lost its entries: the mark no longer exists.
    let found = projectFindings { path in path.hasPrefix("Base") ? Array("\"ok\" = \"OK\";\n".utf8) : nil }
    #expect(found.map { "\($0.start.line):\($0.start.column)" } == ["1:1"])
  }
}
