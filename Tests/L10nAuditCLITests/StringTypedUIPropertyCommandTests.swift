import Foundation
import L10nAuditCore
import Testing

@testable import L10nAuditCLI

/// `string-typed-ui-property` through the command: a view in one file, its literal call
/// sites in others, with the ordering, suppressions and baselines of every finding.
@Suite struct StringTypedUIPropertyCommandTests {
  func audit(_ argv: [String]) throws -> (status: Int32, out: String, err: String) {
    let c = Captured()
    let status = AuditCommand(args: try Arguments.parse(argv), output: c.output).run()
    return (status, c.out, c.err)
  }

  let view = """
    import SwiftUI

    struct StatusBadge: View {
        let title: String

        var body: some View {
            Text(title)
        }
    }
    """
  let inbox = """
    struct Inbox: View {
        var body: some View {
            StatusBadge(title: "New")
            StatusBadge(title: String(localized: "badge.pinned"))
        }
    }
    """
  let feed = """
    struct Feed: View {
        var body: some View {
            // l10n-audit:disable-next-line string-typed-ui-property -- shown in English on purpose
            StatusBadge(title: "Beta")
            StatusBadge(title: "Pinned thread")
        }
    }
    """

  @Test func reportsAtEachCallSiteInPathOrder() throws {
    let tree = try TempTree([
      "Views/StatusBadge.swift": view, "Screens/Inbox.swift": inbox, "Screens/Feed.swift": feed,
    ])
    let r = try audit(["--no-color", "--rules", "string-typed-ui-property", tree.path()])
    #expect(r.status == 1)
    let warnings = r.out.split(separator: "\n").filter { $0.contains(": warning: ") }.map(String.init)
    let message =
      "`StatusBadge.title` is a `String` that `Text` shows as written: this literal is never localized"
    #expect(
      warnings == [
        "\(tree.path("Screens/Feed.swift")):5:28: warning: \(message) [string-typed-ui-property]",
        "\(tree.path("Screens/Inbox.swift")):3:28: warning: \(message) [string-typed-ui-property]",
      ])
    #expect(r.out.contains("note: declare `title` (StatusBadge.swift:4) as `LocalizedStringKey`"))
    #expect(r.err.contains("2 findings (string-typed-ui-property 2)"))
  }

  /// `unit: "kg"`: a unit's symbol is written alike in every language.
  @Test func aUnitSymbolIsLeftAlone() throws {
    let tree = try TempTree([
      "Views/Field.swift": """
      import SwiftUI

      struct Field: View {
          let title: String
          let unit: String

          var body: some View {
              HStack { Text(title); Text(unit) }
          }
      }
      """,
      "Screens/Weight.swift":
        "struct Weight: View {\n    var body: some View { Field(title: \"Body weight\", unit: \"kg\") }\n}\n",
    ])
    let r = try audit(["--no-color", "--rules", "string-typed-ui-property", tree.path()])
    let warnings = r.out.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("Weight.swift:2:") == true, "\(r.out)")
  }

  @Test func aSuppressionInTheCallersFileAndBaselinesApply() throws {
    let tree = try TempTree([
      "Views/StatusBadge.swift": view, "Screens/Inbox.swift": inbox, "Screens/Feed.swift": feed,
    ])
    let r = try audit([
      "--format", "json", "--rules", "string-typed-ui-property", "--report-unused-suppressions", tree.path(),
    ])
    let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
    let findings = json["findings"] as! [[String: Any]]
    #expect(
      findings.map { $0["lineText"] as! String } == [
        "        StatusBadge(title: \"Pinned thread\")", "        StatusBadge(title: \"New\")",
      ])

    let baseline = tree.path("baseline.json")
    #expect(
      try audit(["-q", "--rules", "string-typed-ui-property", "--write-baseline", baseline, tree.path()])
        .status == 0)
    #expect(
      try audit(["-q", "--rules", "string-typed-ui-property", "--baseline", baseline, tree.path()]).status
        == 0)
    // A new literal call site is a new finding.
    try tree.write("Screens/More.swift", Data("let more = StatusBadge(title: \"Archived\")\n".utf8))
    let again = try audit([
      "--no-color", "--rules", "string-typed-ui-property", "--baseline", baseline, tree.path(),
    ])
    #expect(again.status == 1)
    #expect(again.out.contains("More.swift:1:31: warning:"))
  }

  @Test func onByDefault() throws {
    let tree = try TempTree(["Views/StatusBadge.swift": view, "Screens/Inbox.swift": inbox])
    let r = try audit(["--no-color", tree.path()])
    #expect(r.out.contains("[string-typed-ui-property]"))
  }
}
