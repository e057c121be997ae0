import Foundation
import Testing

@testable import L10nAuditCore

/// Every catalog rule's documentation is its spec, as for Swift rules (`RuleDocTests`):
/// `Example` projects must trigger exactly at each `↓`, `Use instead` and `Does not
/// trigger` projects must not trigger. Each example is also run with CRLF line ends, and
/// its `.strings` files in UTF-16 and under a `disable-file` comment.
@Suite struct CatalogRuleDocTests {
  static let ids = RuleRegistry.all.filter { $0 is any CatalogRule }.map(\.id)

  /// Where the rule's findings start, as "path:line:column".
  func places(_ id: String, _ project: [(path: String, bytes: [UInt8])]) -> [String] {
    auditProject(project, rules: [RuleRegistry.rule(id)!]).filter { $0.ruleID == id }
      .map { "\($0.path):\($0.start.line):\($0.start.column)" }.sorted()
  }

  /// The markers of `project`, as "path:line:column".
  func markers(_ project: CatalogRuleDoc.Project) -> [String] {
    project.flatMap { f in
      f.markers.map { m -> String in
        let bytes = Array(f.code.utf8)
        let l = LineTable(bytes).location(of: m, in: bytes)
        return "\(f.path):\(l.line):\(l.column)"
      }
    }.sorted()
  }

  func files(
    _ project: CatalogRuleDoc.Project,
    _ change: (CatalogRuleDoc.File) -> [UInt8] = {
      Array($0.code.utf8)
    }
  ) -> [(path: String, bytes: [UInt8])] {
    project.map { ($0.path, change($0)) }
  }

  @Test(arguments: ids) func examplesTriggerAtTheirMarkers(id: String) throws {
    let doc = try CatalogRuleDoc.load(id)
    #expect(!doc.triggering.isEmpty, "\(id) has no Example block")
    for project in doc.triggering {
      #expect(!markers(project).isEmpty, "an Example of \(id) has no ↓ marker")
      #expect(places(id, files(project)) == markers(project), "\(project.map(\.code))")
    }
  }

  @Test(arguments: ids) func counterExamplesDoNotTrigger(id: String) throws {
    let doc = try CatalogRuleDoc.load(id)
    #expect(!doc.nonTriggering.isEmpty, "\(id) has no Use instead / Does not trigger block")
    for project in doc.nonTriggering {
      #expect(places(id, files(project)) == [], "\(project.map(\.code))")
    }
  }

  @Test(arguments: ids) func mutationsOfExamples(id: String) throws {
    for project in try CatalogRuleDoc.load(id).triggering {
      let expected = markers(project)
      let crlf = files(project) { Array($0.code.replacingOccurrences(of: "\n", with: "\r\n").utf8) }
      #expect(places(id, crlf) == expected, "CRLF: \(project.map(\.code))")
      let isText = { (f: CatalogRuleDoc.File) in f.path.hasSuffix(".strings") && !f.code.hasPrefix("<") }
      let wide = files(project) { f in
        isText(f) ? utf16(f.code, littleEndian: f.code.count % 2 == 0, mark: true) : Array(f.code.utf8)
      }
      #expect(places(id, wide) == expected, "UTF-16: \(project.map(\.code))")
      guard project.contains(where: isText) else { continue }
      // A disable-file comment in each .strings file silences the findings there.
      let silenced = files(project) { f in
        Array(((isText(f) ? "/* l10n-audit:disable-file \(id) */ " : "") + f.code).utf8)
      }
      let remaining = expected.filter { m in !project.contains { isText($0) && m.hasPrefix($0.path + ":") } }
      #expect(places(id, silenced).count == remaining.count, "disabled: \(project.map(\.code))")
    }
  }

  @Test(arguments: ids) func messagesFollowTheCompilerConvention(id: String) throws {
    for project in try CatalogRuleDoc.load(id).triggering {
      for d in auditProject(files(project), rules: [RuleRegistry.rule(id)!]) {
        #expect(d.message.first.map { !$0.isUppercase } ?? false, "\(d.message)")
        #expect(!d.message.hasSuffix("."), "\(d.message)")
        #expect(d.help != nil)
      }
    }
  }
}
