import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the shapes real code
/// takes that the doc would not show.
@Suite struct HandFormattedNumberTests {
  func reported(_ code: String, path: String = "Sources/App/File.swift") -> [String] {
    reportedTexts(HandFormattedNumber(), code, path: path)
  }

  @Test func placeholder() {
    #expect(reported("priceLabel.text = String(format: \"%.2f\", price)") == ["\"%.2f\""])
  }
}
