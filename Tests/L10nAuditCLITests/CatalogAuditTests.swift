import Foundation
import L10nAuditCore
import Testing

@testable import L10nAuditCLI

/// Catalogs go through the same walk, scan, outputs, suppressions, baselines and changed
/// lines as Swift files.
@Suite struct CatalogAuditTests {
  let broken = "/* Settings */\n\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n"

  @Test func aBrokenCatalogIsOneFindingAndTheRestIsAudited() throws {
    let tree = try TempTree([
      "App/en.lproj/Settings.strings": broken, "App/A.swift": badPattern,
      "App/en.lproj/Good.strings": "\"x\" = \"y\";\n",
    ])
    let r = runTool(["--no-color", tree.path()])
    #expect(r.status == 1)
    let lines = r.out.split(separator: "\n").filter { !$0.contains(": note: ") }.map(String.init)
    #expect(
      lines == [
        "\(tree.path("App/A.swift")):1:45: warning: `YYYY` is the week-based year, not the calendar year [week-based-year]",
        "\(tree.path("App/en.lproj/Settings.strings")):3:10: error: the strings table does not parse: expected `;` after the value of \"b\", found `\"` [catalog-invalid]",
      ])
    #expect(r.err.contains("l10n-audit: 3 files, 2 findings"))
  }

  @Test func aTreeWithoutCatalogsReportsAsBefore() throws {
    let tree = try TempTree(["A.swift": badPattern])
    let sarif = runTool(["--format", "sarif", tree.path()]).out
    #expect(!sarif.contains("catalog-"))
    #expect(sarif.contains("week-based-year"))
    let withCatalog = try TempTree(["A.swift": badPattern, "en.lproj/L.strings": "\"a\" = \"b\";\n"])
    #expect(runTool(["--format", "sarif", withCatalog.path()]).out.contains("catalog-invalid"))
  }

  /// A prebuilt framework's files are another project's: neither its catalogs nor any
  /// source in it are read.
  /// A source rule that reads catalog facts has the catalogs walked for it, even when no
  /// catalog rule is on.
  @Test func aRuleThatReadsCatalogsGetsThemAlone() throws {
    let tree = try TempTree([
      "A.swift": #"let s = String(format: NSLocalizedString("%@ of %@", comment: ""), a, b)"# + "\n",
      "Localizable.xcstrings": #"""
      {"sourceLanguage":"en","version":"1.0","strings":{"%@ of %@":{"localizations":{
        "en":{"stringUnit":{"state":"new","value":"%1$@ of %2$@"}}}}}}
      """#,
    ])
    let r = runTool(["--no-color", "--rules", "non-positional-placeholders", tree.path()])
    #expect(r.status == 0, "\(r.out)")
    #expect(!r.out.contains("[non-positional-placeholders]"))
  }

  @Test func prebuiltFrameworksAreNotRead() throws {
    let tree = try TempTree([
      "App/A.swift": badPattern,
      "Vendor/Sparkle.framework/Resources/de.lproj/Sparkle.strings": broken,
      "Vendor/Kit.xcframework/ios-arm64/Kit.framework/en.lproj/Kit.strings": broken,
      "Vendor/Kit.xcframework/B.swift": badPattern,
    ])
    let r = runTool(["--no-color", tree.path()])
    #expect(r.status == 1)
    #expect(!r.out.contains("Vendor"))
    #expect(r.err.contains("l10n-audit: 1 file, 1 finding"))
  }

  @Test func catalogsAreNotReadWhenNoCatalogRuleRuns() throws {
    let tree = try TempTree(["A.swift": badPattern, "en.lproj/L.strings": broken])
    let r = runTool(["--rules", "week-based-year", tree.path()])
    #expect(r.err.contains("l10n-audit: 1 file, 1 finding"))
  }

  @Test func suppressionCommentsInStringsFilesApply() throws {
    let tree = try TempTree([
      "en.lproj/L.strings":
        "\"a\" = \"A\";\n/* l10n-audit:disable-next-line catalog-invalid -- known */\n\"b\" = \"B\"\n\"c\" = \"C\";\n",
      "de.lproj/L.strings": "// l10n-audit:disable-file catalog-invalid\n\"b\" = \"B\"\n",
    ])
    let r = runTool(["--no-color", "--report-unused-suppressions", tree.path()])
    #expect(r.status == 0, "\(r.out)")
  }

  @Test func baselinesAndChangedLinesApplyToCatalogs() throws {
    let tree = try TempTree(["en.lproj/Settings.strings": broken])
    let json = runTool(["--format", "json", tree.path()]).out
    let findings =
      (try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any])["findings"]
      as! [[String: Any]]
    #expect(findings.map { $0["lineText"] as! String } == ["\"b\" = \"B\""])
    let baseline = tree.path("baseline.json")
    #expect(runTool(["-q", "--write-baseline", baseline, tree.path()]).status == 0)
    #expect(runTool(["-q", "--baseline", baseline, tree.path()]).status == 0)
    let path = tree.path("en.lproj/Settings.strings")
    try tree.write("other.diff", Data("--- a/x\n+++ b/\(path)\n@@ -1 +1 @@\n-x\n+y\n".utf8))
    #expect(runTool(["-q", "--diff-file", tree.path("other.diff"), tree.path()]).status == 0)
    try tree.write("same.diff", Data("--- a/x\n+++ b/\(path)\n@@ -3 +3 @@\n-x\n+y\n".utf8))
    #expect(runTool(["-q", "--diff-file", tree.path("same.diff"), tree.path()]).status == 1)
  }

  @Test func theSummaryAndTheJSONReportGiveEachLanguagesCoverage() throws {
    let catalog = """
      { "sourceLanguage" : "en", "strings" : {
        "Done" : { "localizations" : {
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "完了" } },
          "ko" : { "stringUnit" : { "state" : "needs_review", "value" : "완료" } } } },
        "Cancel" : { "localizations" : {
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "キャンセル" } },
          "ko" : { "stringUnit" : { "state" : "translated", "value" : "취소" } } } },
        "%@" : { } } }
      """
    let tree = try TempTree([
      "en.lproj/L.strings": "\"a\" = \"Apple\";\n\"b\" = \"Banana\";\n\"c\" = \"Cherry\";\n",
      "de.lproj/L.strings": "\"a\" = \"Apfel\";\n",
      "fr.lproj/L.strings": "\"a\" = \"Pomme\";\n\"b\" = \"Banane\";\n",
      "es.lproj/L.strings": "\"a\" = \"Manzana\";\n\"b\" = \"Plátano\";\n\"c\" = \"Cereza\";\n",
      "App/Shop.xcstrings": catalog,
    ])
    let r = runTool(["--no-color", "--rules", "catalog-missing-translation", tree.path()])
    #expect(
      r.out.contains(
        "en.lproj/L.strings:2:1: warning: `b` has no translation for de [catalog-missing-translation]"))
    // The least translated first; complete languages (es, ja) left out.
    #expect(
      r.err.contains(
        "3 findings (catalog-missing-translation 3), translated keys by language: de 1 of 3, ko 1 of 2, fr 2 of 3,"
      ))
    let json = runTool(["--format", "json", "--rules", "catalog-missing-translation", tree.path()])
    let coverage = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])?["coverage"]
        as? [[String: Any]])
    #expect(
      coverage.map { "\($0["language"]!) \($0["translated"]!)/\($0["keys"]!)" } == [
        "de 1/3", "es 3/3", "fr 2/3", "ja 2/2", "ko 1/2",
      ])
    // A tree without catalogs has no coverage in its report.
    let swiftOnly = try TempTree(["A.swift": "let x = 1\n"])
    #expect(!runTool(["--format", "json", swiftOnly.path()]).out.contains("coverage"))
  }

  @Test func anXcodeProjectSaysWhichLanguageFoldersShip() throws {
    let project = "\t\tknownRegions = (\n\t\t\ten,\n\t\t\tBase,\n\t\t\t\"pt-BR\",\n\t\t);\n"
    let tree = try TempTree([
      "App/App.xcodeproj/project.pbxproj": project,
      "App/Res/en.lproj/L.strings": "\"a\" = \"Apple\";\n\"b\" = \"Banana\";\n",
      "App/Res/pt-BR.lproj/L.strings": "\"a\" = \"Maçã\";\n",
      "App/Res/pt_PT.lproj/L.strings": "\"a\" = \"Maçã\";\n\"a\" = \"Maçã\";\n",
      "App/Res/pt-BR.lproj/M.strings": "\"m\" = \"M\";\n\"m\" = \"M\";\n",
      "Other/en.lproj/L.strings": "\"a\" = \"Apple\";\n\"b\" = \"Banana\";\n",
      "Other/de.lproj/L.strings": "\"a\" = \"Apfel\";\n",
    ])
    let rules = "catalog-missing-translation,catalog-duplicate-key"
    let r = runTool(["--no-color", "--rules", rules, tree.path()])
    let warnings = r.out.split(separator: "\n").filter { $0.contains(" [catalog-") }
    // `pt_PT` is no region of the project above it (its duplicate key is not reported
    // either); `Other` is under no project.
    #expect(
      warnings == [
        "\(tree.path("App/Res/en.lproj/L.strings")):2:1: warning: `b` has no translation for pt-BR [catalog-missing-translation]",
        "\(tree.path("App/Res/pt-BR.lproj/M.strings")):2:1: note: key `m` is already defined on line 1, with the same value [catalog-duplicate-key]",
        "\(tree.path("Other/en.lproj/L.strings")):2:1: warning: `b` has no translation for de [catalog-missing-translation]",
      ])
    // The project file is read, not counted among the scanned files.
    #expect(r.err.contains("l10n-audit: 6 files, 3 findings"))
  }

  @Test func utf16CatalogsPointAtTheirCharacters() throws {
    let tree = try TempTree([:])
    var bytes: [UInt8] = [0xFF, 0xFE]
    for u in "\"é\" = \"ü\"\n\"x\" = \"y\";\n".utf16 { bytes += [UInt8(u & 0xFF), UInt8(u >> 8)] }
    try tree.write("fr.lproj/L.strings", Data(bytes))
    let r = runTool(["--no-color", "--format", "sarif", tree.path()])
    #expect(r.out.contains("\"startLine\": 1"))
    #expect(r.out.contains("\"startColumn\": 10"))
  }
}
