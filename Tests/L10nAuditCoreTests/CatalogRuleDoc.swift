import Foundation

@testable import L10nAuditCore

/// A catalog rule's `Rules/<id>.md`, read as its spec. A code block's fence names its file
/// (```` ```strings de.lproj/Localizable.strings ````); blocks that follow each other with
/// no text between them are the files of one project, audited together. `↓` marks where
/// a finding must start.
struct CatalogRuleDoc {
  struct File {
    var path: String
    var code: String
    /// Byte offsets (in `code`, markers removed) where findings must start.
    var markers: [Int]
  }

  typealias Project = [File]

  var triggering: [Project] = []
  var nonTriggering: [Project] = []

  static func load(_ id: String) throws -> CatalogRuleDoc {
    let url = packageRoot.appendingPathComponent("Rules/\(id).md")
    return CatalogRuleDoc(try String(contentsOf: url, encoding: .utf8))
  }

  init(_ text: String) {
    var section = ""
    var project: Project = []
    var inCode = false
    var path = ""
    var block: [String] = []
    func endProject() {
      guard !project.isEmpty else { return }
      if section == "Example" {
        triggering.append(project)
      } else if section == "Use instead" || section == "Does not trigger" {
        nonTriggering.append(project)
      }
      project = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if inCode {
        if line.hasPrefix("```") {
          let example = RuleDoc.parse(block.joined(separator: "\n") + "\n")
          project.append(File(path: path, code: example.code, markers: example.markers))
          block = []
          inCode = false
        } else {
          block.append(String(line))
        }
      } else if line.hasPrefix("```") {
        let info = line.dropFirst(3).split(separator: " ")
        path = info.count > 1 ? String(info[1]) : "Localizable.strings"
        inCode = true
      } else if line.hasPrefix("## ") {
        endProject()
        section = String(line.dropFirst(3))
      } else if !line.allSatisfy(\.isWhitespace) {
        endProject()
      }
    }
    endProject()
  }
}

/// Audits files given in memory as one project with `rules`: the catalogs and Swift files
/// are scanned as the command-line tool scans them, then the project pass runs.
func auditProject(
  _ files: [(path: String, bytes: [UInt8])], rules: [any Rule], options: RuleOptions = RuleOptions()
) -> [Diagnostic] {
  var linter = Linter(rules: rules, options: options, knownRuleIDs: Set(RuleRegistry.all.map(\.id)))
  linter.keepsKeyUses = true
  var out: [Diagnostic] = []
  var summaries: [FileSummary] = []
  for (path, bytes) in files {
    let outcome: Linter.FileOutcome
    if let catalog = linter.scanCatalog(path: path, bytes: bytes) {
      outcome = catalog
    } else {
      let source = SourceFile(path: path, bytes: bytes)
      outcome = linter.scan(source, lines: LineTable(bytes))
    }
    out += outcome.diagnostics
    if let s = outcome.summary { summaries.append(s) }
  }
  let bytes = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
  out += linter.projectDiagnostics(summaries) { bytes[$0] }
  let swift = summaries.filter { $0.path.hasSuffix(".swift") }
  let projectFolders = summaries.flatMap { $0.facts(XcodeProjectRegions.self) }.map(\.folder)
  let catalogPaths = files.map(\.path).filter { !$0.hasSuffix(".swift") && !$0.hasSuffix("project.pbxproj") }
  UnusedKeyFindings.drop(
    &out, from: 0, uses: swift.flatMap { $0.facts(UnusedKeyFindings.FileUses.self) }, codeUnread: false,
    projectFolders: projectFolders, catalogPaths: catalogPaths, pedantic: options.pedantic)
  DebugScreens.drop(&out, from: 0, summaries, ruleIDs: linter.debugSkippingRuleIDs)
  NeutralTexts.drop(&out, from: 0, neutral: NeutralTexts.texts(summaries))
  out.sortDiagnostics()
  return out
}
