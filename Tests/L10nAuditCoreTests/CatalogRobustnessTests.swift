import Foundation
import Testing

@testable import L10nAuditCore

/// Hostile catalogs through the whole catalog pipeline: no crash, one `catalog-invalid` at
/// most, findings inside the file, and work that grows linearly with the size.
@Suite struct CatalogRobustnessTests {
  static let catalogRules = RuleRegistry.all.filter { $0 is any CatalogRule }

  func findings(_ path: String, _ bytes: [UInt8]) -> [Diagnostic] {
    auditProject([(path, bytes)], rules: Self.catalogRules)
  }

  /// One key of a String Catalog with a Russian plural that lacks forms and a German
  /// translation that drops a placeholder.
  static func entry(_ k: Int, separator: String = "\n") -> String {
    "\"key.\(k).%lld\" : { \"localizations\" : {\(separator)"
      + "\"ru\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"value\" : \"%lld товар\" } },\(separator)"
      + "\"other\" : { \"stringUnit\" : { \"value\" : \"%lld товара\" } } } } },\(separator)"
      + "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Artikel\" } } } }"
  }

  static func stringCatalog(entries n: Int, separator: String = "\n") -> [UInt8] {
    Array(
      ("{ \"sourceLanguage\" : \"en\", \"strings\" : {" + separator
        + (0..<n).map { entry($0, separator: separator) }.joined(separator: "," + separator) + separator
        + "} }").utf8)
  }

  @Test func truncatedAtEveryByteIsOneErrorAndNoCrash() {
    let whole = Self.stringCatalog(entries: 3)
    for n in stride(from: 0, to: whole.count, by: 3) {
      let found = findings("L.xcstrings", Array(whole[..<n]))
      #expect(found.filter { $0.ruleID == "catalog-invalid" }.count == 1, "\(n)")
      #expect(found.allSatisfy { $0.start.offset <= n })
    }
    #expect(findings("L.xcstrings", whole).filter { $0.ruleID == "catalog-invalid" }.isEmpty)
  }

  /// A comma before a closing `}` or `]` is taken, as Foundation's reader (and so Xcode)
  /// takes it; a comma with nothing before it, or two in a row, is not.
  @Test func trailingCommasParseAsFoundationReadsThem() {
    let trailing = #"""
      { "sourceLanguage" : "en", "strings" : {
        "key" : { "comment" : "c", "extra" : [1, {"a": [],}, ], "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Schlüssel", }, },
        }, },
      }, "version" : "1.0", }
      """#
    let found = findings("L.xcstrings", Array(trailing.utf8))
    #expect(found.filter { $0.ruleID == "catalog-invalid" }.isEmpty)
    for broken in [
      #"{ "strings" : { , } }"#, #"{ "strings" : {}, , "version" : "1.0" }"#, #"{ "a" : [ , ] }"#,
    ] {
      #expect(
        findings("L.xcstrings", Array(broken.utf8)).filter { $0.ruleID == "catalog-invalid" }.count == 1,
        "\(broken)")
    }
  }

  @Test func hundredThousandLevelsDeepIsReportedNotRecursed() {
    let depth = 100_000
    let json =
      "{ \"strings\" : { \"k\" : { \"notes\" : " + String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth) + " } } }"
    let found = findings("L.xcstrings", Array(json.utf8))
    #expect(
      found.map(\.message) == ["the String Catalog does not parse: values nested deeper than 512 levels"])
    let xml =
      "<plist><dict><key>k</key>" + String(repeating: "<dict><key>k</key>", count: depth)
      + "<string/>" + String(repeating: "</dict>", count: depth) + "</dict></plist>"
    #expect(findings("ru.lproj/L.stringsdict", Array(xml.utf8)).map(\.ruleID) == ["catalog-invalid"])
    let strings = String(repeating: "(", count: depth)
    #expect(findings("ru.lproj/L.strings", Array(strings.utf8)).map(\.ruleID) == ["catalog-invalid"])
  }

  @Test func invalidUTF16IsOneFindingAtItsPlace() {
    var bytes = utf16("\"a\" = \"x\";\n\"b\" = \"", littleEndian: false, mark: true)
    bytes += [0xDC, 0x00]  // a low surrogate alone
    bytes += utf16("\";\n\"c\" = \"%@\";\n", littleEndian: false, mark: false)
    let found = findings("de.lproj/L.strings", bytes)
    #expect(
      found.map { "\($0.start.line):\($0.start.column) \($0.message)" } == [
        "2:8 the strings table does not parse: unpaired UTF-16 surrogate U+DC00; the text is damaged here"
      ])
  }

  @Test func binaryJunkIsOneFinding() {
    var rng = SystemRandomNumberGenerator()
    for path in ["de.lproj/L.strings", "ru.lproj/L.stringsdict", "L.xcstrings"] {
      for _ in 0..<50 {
        let bytes = (0..<Int.random(in: 1...300, using: &rng)).map { _ in
          UInt8.random(in: 0...255, using: &rng)
        }
        #expect(PipelineInvariants.catalogViolations(bytes).isEmpty)
        #expect(findings(path, bytes).filter { $0.ruleID == "catalog-invalid" }.count <= 1)
      }
    }
  }

  /// Seconds to audit `bytes` as `path`, the best of `runs`.
  func seconds(_ path: String, _ bytes: [UInt8], runs: Int = 1) -> (Double, Int) {
    var best = Double.infinity
    var count = 0
    for _ in 0..<runs {
      let start = Date()
      count = findings(path, bytes).count
      best = min(best, Date().timeIntervalSince(start))
    }
    return (best, count)
  }

  @Test(arguments: ["\n", " "]) func aTwentyMegabyteCatalogInLinearTime(separator: String) {
    // One line per member, or the whole catalog on one line (as minified JSON is).
    let small = Self.stringCatalog(entries: 4_000, separator: separator)
    let big = Self.stringCatalog(entries: 80_000, separator: separator)
    #expect(big.count > 20_000_000)
    let (t1, n1) = seconds("L.xcstrings", small, runs: 3)
    let (t2, n2) = seconds("L.xcstrings", big)
    #expect(n1 == 2 * 4_000 && n2 == 2 * 80_000)
    // Twenty times the input: linear work takes about twenty times as long; quadratic
    // work would take four hundred.
    #expect(t2 < 60 * max(t1, 0.01), "\(t1) s for \(small.count) bytes, \(t2) s for \(big.count) bytes")
  }

  @Test func aLargeStringsTableInLinearTime() {
    func table(_ n: Int, _ value: String) -> [UInt8] {
      Array((0..<n).map { "\"k\($0)\" = \"\(value) \($0)\";\n" }.joined().utf8)
    }
    func audit(_ n: Int) -> (Double, Int) {
      let start = Date()
      let count = auditProject(
        [("en.lproj/L.strings", table(n, "%d items")), ("de.lproj/L.strings", table(n, "%@ Artikel"))],
        rules: Self.catalogRules
      ).count
      return (Date().timeIntervalSince(start), count)
    }
    let (t1, n1) = audit(5_000)
    let (t2, n2) = audit(100_000)
    #expect(n1 == 5_000 && n2 == 100_000)
    #expect(t2 < 60 * max(t1, 0.01), "\(t1) s, \(t2) s")
  }
}
