import Foundation
import Testing

@testable import L10nAuditCore

/// Every rule's documentation is its spec: `Example` blocks must trigger exactly at each
/// `↓`; `Use instead` and `Does not trigger` blocks must not trigger. SwiftLint-style
/// mutations of each example catch token-scanner bugs.
@Suite struct RuleDocTests {
  static let ids = RuleRegistry.all.map(\.id)
  /// The rules whose examples are Swift; catalog rules' examples are catalogs, run by
  /// `CatalogRuleDocTests`.
  static let swiftIDs = RuleRegistry.all.filter { !($0 is any CatalogRule) }.map(\.id)

  func offsets(_ rule: any Rule, _ code: String, path: String = "Sources/App/File.swift") -> [Int] {
    run(rule, code, path: path).filter { $0.ruleID == rule.id }.map(\.start.offset).sorted()
  }

  @Test(arguments: swiftIDs) func examplesTriggerAtTheirMarkers(id: String) throws {
    let doc = try RuleDoc.load(id)
    let rule = RuleRegistry.rule(id)!
    #expect(!doc.triggering.isEmpty, "\(id) has no Example block")
    for example in doc.triggering {
      #expect(!example.markers.isEmpty, "an Example of \(id) has no ↓ marker")
      #expect(offsets(rule, example.code, path: example.path) == example.markers.sorted(), "\(example.code)")
    }
  }

  @Test(arguments: swiftIDs) func counterExamplesDoNotTrigger(id: String) throws {
    let doc = try RuleDoc.load(id)
    let rule = RuleRegistry.rule(id)!
    #expect(!doc.nonTriggering.isEmpty, "\(id) has no Use instead / Does not trigger block")
    for example in doc.nonTriggering {
      #expect(offsets(rule, example.code, path: example.path) == [], "\(example.code)")
    }
  }

  @Test(arguments: swiftIDs) func mutationsOfExamples(id: String) throws {
    let doc = try RuleDoc.load(id)
    let rule = RuleRegistry.rule(id)!
    for example in doc.triggering {
      let code = example.code
      // Inside a block comment, nothing is code.
      let commented = "/*\n" + code.replacingOccurrences(of: "*/", with: "* /") + "\n*/\n"
      #expect(offsets(rule, commented) == [], "commented: \(code)")
      // Inside line comments.
      let lineCommented = code.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "// " + $0 }.joined(separator: "\n")
      #expect(offsets(rule, lineCommented) == [], "line-commented: \(code)")
      // Inside a raw multi-line string literal, the code is text.
      let inString = "let s = #\"\"\"\n" + code + "\n\"\"\"#\n"
      #expect(offsets(rule, inString) == [], "in a string: \(code)")
      // After a line of multibyte text, findings move by exactly that line.
      let prefix = "// 한국어 中文 émoji 😀\n"
      let shift = prefix.utf8.count
      #expect(
        offsets(rule, prefix + code) == example.markers.sorted().map { $0 + shift },
        "after a multibyte line: \(code)")
      // A file-level disable comment silences the rule.
      let disabled = "// l10n-audit:disable-file \(id)\n" + code
      #expect(offsets(rule, disabled) == [], "disabled: \(code)")
      // CRLF line endings find the same places.
      let crlf = code.replacingOccurrences(of: "\n", with: "\r\n")
      let expectedCRLF = example.markers.sorted().map { m in
        m + code.utf8.prefix(m).filter { $0 == 0x0A }.count
      }
      #expect(offsets(rule, crlf) == expectedCRLF, "CRLF: \(code)")
    }
  }

  @Test(arguments: ids) func docHasTheStandardSections(id: String) throws {
    let doc = try RuleDoc.load(id)
    #expect(doc.text.hasPrefix("# \(id)\n"))
    for heading in ["What it does", "Why is this bad?", "Example", "Use instead"] {
      #expect(doc.headings.contains(heading), "\(id) lacks ## \(heading)")
    }
    let rule = RuleRegistry.rule(id)!
    #expect(doc.text.contains("Severity: \(rule.description.severity.rawValue)"))
  }

  @Test func everyRuleHasADocAndEveryDocARule() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Rules").path)
    let documented = Set(files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) })
    #expect(documented == Set(Self.ids))
  }

  @Test func summariesReadLikeMessages() {
    for rule in RuleRegistry.all {
      let s = rule.description.summary
      #expect(s.first.map { $0 == "`" || $0.isLowercase } ?? false, "\(s)")
      #expect(!s.hasSuffix("."), "\(s)")
    }
  }

  @Test func ruleIDsAreKebabCaseAndUnique() {
    #expect(Set(Self.ids).count == Self.ids.count)
    for id in Self.ids {
      #expect(id.allSatisfy { $0.isLowercase || $0 == "-" })
    }
  }

  @Test func messagesFollowTheCompilerConvention() throws {
    for id in Self.swiftIDs {
      let rule = RuleRegistry.rule(id)!
      for example in try RuleDoc.load(id).triggering {
        for d in run(rule, example.code) {
          #expect(d.message.first.map { !$0.isUppercase } ?? false, "\(d.message)")
          #expect(!d.message.hasSuffix("."), "\(d.message)")
          #expect(d.help != nil)
        }
      }
    }
  }
}
