import Testing

@testable import L10nAuditCore

/// A file's tokens and facts are freed once its scan is done: nothing the rules keep in
/// the file's cache may point back at the file, or every file of a tree stays in memory.
@Suite struct FileLifetimeTests {
  @Test func aLintedFileIsFreed() {
    let code = """
      final class VC: UIViewController {
          func showError(_ message: String) {
              present(UIAlertController(title: nil, message: message, preferredStyle: .alert), animated: true)
          }
          func save() {
              showError("Could not save the file")
              #if DEBUG
              label.text = "Debug " + NSLocalizedString("x", comment: "") + name
              #endif
              let f = DateFormatter()
              f.dateFormat = "YYYY-MM-dd"
          }
      }
      """
    weak var meter: WorkMeter?
    do {
      let file = SyntaxFile(SourceFile(path: "Sources/App/VC.swift", text: code))
      meter = file.work
      let found = Linter(rules: RuleRegistry.all).lint(file)
      #expect(found.contains { $0.ruleID == "hardcoded-ui-string" })
    }
    #expect(meter == nil, "a fact in the file's cache keeps the file alive")
  }
}
