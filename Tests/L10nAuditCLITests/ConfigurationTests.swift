import Foundation
import Testing

@testable import L10nAuditCLI

@Suite struct ConfigurationTests {
  @Test func ruleOffSeverityAndExclude() throws {
    let tree = try TempTree([
      ".l10n-audit.json": #"{"rules": {"week-based-year": "error"}, "exclude": ["Generated/**"]}"#,
      "Sources/A.swift": badPattern, "Generated/B.swift": badPattern,
    ])
    let r = runTool([tree.path()])
    #expect(r.status == 1)
    #expect(r.out.contains("A.swift:1:45: error:"))
    #expect(!r.out.contains("B.swift"))
    try tree.write(".l10n-audit.json", Data(#"{"rules": {"week-based-year": "off"}}"#.utf8))
    #expect(runTool([tree.path()]).status == 0)
  }

  @Test func includeLimitsTheScan() throws {
    let tree = try TempTree([
      "cfg.json": #"{"include": ["App/**"]}"#, "App/A.swift": badPattern, "Other/B.swift": badPattern,
    ])
    let r = runTool(["--config", tree.path("cfg.json"), tree.path()])
    #expect(r.out.contains("A.swift") && !r.out.contains("B.swift"))
  }

  @Test(arguments: [
    (#"{"rulez": {}}"#, "unknown key 'rulez'"),
    (#"{"rules": {"no-such": "off"}}"#, "'rules' names unknown rule 'no-such'"),
    (#"{"rules": {"week-based-year": "loud"}}"#, "'rules.week-based-year' must be"),
    (#"{"brandTerms": "Acme"}"#, "'brandTerms' must be an array of strings"),
    (#"{"scanTestsAndPreviews": 1}"#, "'scanTestsAndPreviews' must be true or false"),
    ("{not json", "not valid JSON"),
    ("[1]", "the top level must be a JSON object"),
  ])
  func badConfigExitsTwoNamingFileAndKey(text: String, message: String) throws {
    let tree = try TempTree([".l10n-audit.json": text, "A.swift": badPattern])
    let r = runTool([tree.path()])
    #expect(r.status == 2)
    #expect(r.err.contains(".l10n-audit.json: error: \(message)"), "\(r.err)")
    #expect(r.out.isEmpty)
  }

  @Test func globs() {
    #expect(Glob("Generated/**").matches("Generated/a/B.swift"))
    #expect(Glob("**/*.generated.swift").matches("x/y/Z.generated.swift"))
    #expect(Glob("*.generated.swift").matches("x/y/Z.generated.swift"))
    #expect(Glob("Pods").matches("a/Pods/X.swift"))
    #expect(!Glob("Sources/*.swift").matches("Sources/a/B.swift"))
    #expect(Glob("Sources/").matches("Sources/a/B.swift"))
    #expect(Glob("[AB].swift").matches("B.swift"))
  }
}
