import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the shapes real code
/// takes that the doc would not show.
@Suite struct LocaleDependentNumberParsingTests {
  /// The lines of the findings.
  func lines(_ code: String, path: String = "Sources/App/File.swift") -> [Int] {
    run(LocaleDependentNumberParsing(), code, path: path).map(\.start.line)
  }

  /// The device's locale, set on purpose, is still the user's; any other value pins it.
  @Test func theDevicesLocaleFollowsTheUserAndOthersPin() {
    func code(_ locale: String) -> String {
      """
      func total(_ payload: [String: String]) -> Double {
          let formatter: NumberFormatter = .init()
          formatter.locale = \(locale)
          return formatter.number(from: payload["total"] ?? "")?.doubleValue ?? 0
      }
      """
    }
    #expect(lines(code(".current")) == [4])
    #expect(lines(code("Locale.autoupdatingCurrent")) == [4])
    #expect(lines(code("Locale(identifier: \"en_US_POSIX\")")).isEmpty)
    #expect(lines(code("storeLocale")).isEmpty)
  }

  /// A local bound in a condition, a property formatter of the type, and a query item.
  @Test func machineTextThroughBindingsAndProperties() {
    let code = """
      final class Importer {
          let numberFormatter = NumberFormatter()
          func read(_ json: [String: Any], _ url: URLComponents) {
              if let rate = json["rate"] as? String {
                  use(numberFormatter.number(from: rate))
              }
              let page = url.queryItems?.first { $0.name == "page" }?.value ?? ""
              use(numberFormatter.number(from: page))
              use(numberFormatter.number(from: label))
          }
      }
      """
    #expect(lines(code) == [5, 8])
  }

  /// A local's value decides before its name; a literal decimal separator pins the
  /// formatter; a debug-only parse is the developer's.
  @Test func localsSeparatorsAndDebugParses() {
    let code = """
      final class Amounts {
          let formatter = NumberFormatter()
          func typed() -> NSNumber? {
              let rawAmount = amountField.text ?? ""
              return formatter.number(from: rawAmount)
          }
          #if DEBUG
          func sample(_ json: [String: String]) -> NSNumber? { formatter.number(from: json["x"] ?? "") }
          #endif
      }
      func dotted(_ payload: String) -> NSNumber? {
          let f = NumberFormatter()
          f.decimalSeparator = "."
          return f.number(from: payload)
      }
      """
    #expect(lines(code).isEmpty)
  }

  /// The message names what breaks and where.
  @Test func messageSaysWhatBreaks() {
    let code = "let n = NumberFormatter().number(from: serverValue)\n"
    let found = run(LocaleDependentNumberParsing(), code)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("de_DE") == true)
    #expect(found.first?.help?.contains("Double(_:)") == true)
  }

  /// Tests parse what they wrote; debug screens are the developer's.
  @Test func skipsTestsAndDebugCode() {
    let code = "let n = NumberFormatter().number(from: rawValue)\n"
    #expect(lines(code, path: "Tests/AppTests/ParseTests.swift").isEmpty)
    #expect(lines("#if DEBUG\n" + code + "#endif\n").isEmpty)
    #expect(lines(code) == [1])
  }
}
