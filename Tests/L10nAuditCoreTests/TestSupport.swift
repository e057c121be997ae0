import Foundation

@testable import L10nAuditCore

/// Tokenizes and structures a snippet.
func syntax(_ text: String, path: String = "Sources/App/File.swift") -> SyntaxFile {
  SyntaxFile(SourceFile(path: path, text: text))
}

/// One to four random string literals, plain or raw (`#"…"#`, where an escape needs its
/// `#`), each of up to `maxPieces` of `pieces`.
func randomLiterals(
  of pieces: [String], maxPieces: Int, using rng: inout SystemRandomNumberGenerator
) -> [String] {
  (0..<Int.random(in: 1...4, using: &rng)).map { _ in
    let pounds = Bool.random(using: &rng) ? "#" : ""
    return pounds + "\""
      + (0..<Int.random(in: 0...maxPieces, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
      .joined() + "\"" + pounds
  }
}

/// The text of every token, in order.
func tokenTexts(_ file: SyntaxFile) -> [String] {
  file.tokens.indices.map { file.text($0) }
}

/// Runs one rule over a snippet; a project rule with its project pass over the snippet
/// alone.
func run(
  _ rule: any Rule, _ text: String, path: String = "Sources/App/File.swift",
  options: RuleOptions = RuleOptions()
) -> [Diagnostic] {
  let linter = Linter(rules: [rule], options: options)
  let source = SourceFile(path: path, text: text)
  guard rule is any ProjectRule || !linter.modelTextRuleIDs.isEmpty else { return linter.lint(source) }
  let outcome = linter.scan(source, lines: LineTable(source.bytes))
  let summaries = outcome.summary.map { [$0] } ?? []
  var all = outcome.diagnostics + linter.projectDiagnostics(summaries)
  // As the audit does: text a type writes for a model is left alone.
  DebugScreens.drop(
    &all, from: 0, summaries, ruleIDs: linter.modelTextRuleIDs, types: ModelText.types(summaries))
  all.sortDiagnostics()
  return all
}

/// The text of each range one rule reports in a snippet.
func reportedTexts(_ rule: any Rule, _ code: String, path: String = "Sources/App/File.swift") -> [String] {
  let bytes = Array(code.utf8)
  return run(rule, code, path: path).map {
    String(decoding: bytes[$0.start.offset..<$0.end.offset], as: UTF8.self)
  }
}

/// The package root, found from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

func fixture(_ name: String) throws -> String {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").appendingPathComponent(name)
  return try String(contentsOf: url, encoding: .utf8)
}

/// Checks the lossless invariant: tokens and trivia tile the input, in order.
func isLossless(_ bytes: [UInt8]) -> Bool {
  PipelineInvariants.tokenizerViolations(bytes).isEmpty
}
