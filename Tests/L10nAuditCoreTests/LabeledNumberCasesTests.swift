import Foundation
import Testing

@testable import L10nAuditCore

/// The labeled cases of the rules on numbers and order (`Fixtures/cases`), in the public
/// cases' format: each `// expect: rule` line gets a finding of that rule, and no other
/// line gets one of the three, with the opt-in rules on.
@Suite struct LabeledNumberCasesTests {
  static let rules: [any Rule] = [
    LocaleDependentNumberParsing(), HandFormattedNumber(), UnlocalizedDisplaySort(),
  ]

  @Test func everyExpectationIsMetAndNothingElseIsReported() throws {
    let text = try fixture("cases/numbers-and-order.swift")
    var expected = Set<String>()
    for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let r = line.range(of: "// expect: ") else { continue }
      for id in line[r.upperBound...].split(separator: ",") {
        expected.insert("\(n + 1) \(id.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(expected.count == 9)
    let found = Linter(rules: Self.rules).lint(SourceFile(path: "Sources/App/Numbers.swift", text: text))
    let reported = Set(found.map { "\($0.start.line) \($0.ruleID)" })
    #expect(reported.subtracting(expected).sorted() == [], "reported without an expectation")
    #expect(expected.subtracting(reported).sorted() == [], "expected and not reported")
  }
}
