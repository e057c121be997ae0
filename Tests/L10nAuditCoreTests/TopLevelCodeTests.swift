import Testing

@testable import L10nAuditCore

@Suite struct TopLevelCodeTests {
  func hasStatements(_ code: String) -> Bool {
    SyntaxFile(SourceFile(path: "Scripts/Tool.swift", text: code)).hasTopLevelStatements
  }

  /// Calls, member calls and assignments, loops and conditions at file scope run as a
  /// script; declarations, modifiers written as calls and code in bodies do not.
  @Test func statementsAtFileScope() {
    for code in [
      "import Foundation\nprint(range.contains(6))",
      "let dateFormatter = DateFormatter()\ndateFormatter.timeStyle = .short",
      "var count = 0\ncount += 1",
      "let items = [1, 2]\nfor item in items { print(item) }",
      "guard CommandLine.arguments.count > 1 else { exit(1) }",
      "main()",
      "let a = 1; run()",
    ] {
      #expect(hasStatements(code), "\(code)")
    }
    for code in [
      "import Foundation\nstruct A { func f() { print(1) } }",
      "nonisolated(unsafe) var cache: [String: Int] = [:]",
      "@available(iOS 13, *)\nfunc f() {}\nextension A: B\n  where T: C {}",
      "let formatter = DateFormatter()\n  .configured()",
      "let x = f(\n  a)\nlet y = [\n  g()]",
      "#if DEBUG\nlet debug = true\n#endif",
      "@freestanding(expression)\nmacro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: \"M\", type: \"S\")",
      "let total = a\n  + b",
    ] {
      #expect(!hasStatements(code), "\(code)")
    }
  }

  /// A file with statements at file scope in a folder named for scripts is a script,
  /// whose findings the rules leave alone; in `main.swift`, where an app runs them, or
  /// in another folder, they stay reported.
  @Test func scriptsAreTooling() {
    let code = """
      let dateFormatter = DateFormatter()
      dateFormatter.dateFormat = "dd.MM.yyyy"
      label.text = dateFormatter.string(from: Date())
      """
    #expect(run(FixedFormatMissingLocale(), code, path: "Utilities/Swift Scripts/Dates.swift").isEmpty)
    #expect(run(FixedFormatMissingLocale(), code, path: "Scripts/Tool/main.swift").count == 1)
    #expect(run(FixedFormatMissingLocale(), code, path: "Sources/Tool/Dates.swift").count == 1)
    let declarations = "func stamp() -> String {\n" + code + "\n}"
    #expect(
      run(FixedFormatMissingLocale(), declarations, path: "Utilities/Swift Scripts/Dates.swift").count == 1)
  }
}
