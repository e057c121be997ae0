import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the shapes real code
/// takes that the doc would not show.
@Suite struct HandFormattedNumberTests {
  func reported(_ code: String, path: String = "Sources/App/File.swift") -> [String] {
    reportedTexts(HandFormattedNumber(), code, path: path)
  }

  @Test func decimalsAndGroupingShown() {
    #expect(reported("priceLabel.text = String(format: \"%.2f\", price)") == ["\"%.2f\""])
    #expect(reported("countLabel.text = String(format: \"%'d\", count)") == ["\"%'d\""])
    #expect(reported("Text(String(format: \"%g\", ratio))") == ["\"%g\""])
    #expect(
      reported("alert.message = NSString(format: \"%.1f MB\", size) as String").isEmpty,
      "a cast between the format and the sink: not followed")
  }

  @Test func machineTextAndLocalizedFormatsAreLeftAlone() {
    for code in [
      "let s = String(format: \"%.2f\", price)",
      "Logger.app.info(\"\\(String(format: \"%.2f\", latency))\")",
      "label.text = String(format: \"%d of %d\", a, b)",
      "label.text = String(format: NSLocalizedString(\"%.1f km\", comment: \"\"), km)",
      "label.text = String(format: \"%.2f\", locale: Locale.current, price)",
    ] {
      #expect(reported(code).isEmpty, "\(code)")
    }
  }

  /// The fallback after a formatter's `string(from:)` is not what is shown; a fallback
  /// after anything else is.
  @Test func aFormattersFallbackIsLeftAlone() {
    let fallback = #"Text(formatter.string(from: NSNumber(value: w)) ?? String(format: "%.1f", w))"#
    #expect(reported(fallback).isEmpty)
    let cached = #"Text(cache[w] ?? String(format: "%.1f", w))"#
    #expect(reported(cached) == ["\"%.1f\""])
  }

  @Test func currencySignsNeedAnAmount() {
    #expect(reported("label.text = \"€\\(cost)\"") == ["\"€\\(cost)\""])
    #expect(reported("label.text = order.total + \" €\"") == ["\" €\""])
    #expect(reported("label.text = \"$\" + 5") == ["\"$\""])
    #expect(reported("prompt.text = \"\\(folderName) $ \"").isEmpty)
    #expect(reported("label.text = \"$\" + name").isEmpty)
    #expect(
      reported("label.text = \"Price: $\\(price)\"").isEmpty, "words around the sign: hardcoded-ui-string")
  }
}
