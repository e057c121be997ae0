import Testing

@testable import L10nAuditCore

/// The formatter rules walk tokens by index; every cut of a file must still be safe.
@Suite struct FormatterRulesRobustnessTests {
  static let snippet = """
    final class C { static let shared = C(); let f: DateFormatter
      init() { let l = DateFormatter(); l.dateFormat = "DD.MM"; self.f = l }
      private static let g = with(NumberFormatter()) { $0.locale = Locale(identifier: "x") }
      lazy var h: DateFormatter = { let d = DateFormatter(); d.dateFormat = "yyyy"; return d }()
    }
    let i = configure(DateFormatter()) { f in f.dateFormat = "HH:mm" }
    """

  @Test func everyPrefixIsSafe() {
    let rules: [any Rule] = [FixedFormatMissingLocale(), StaticCachedFormatter(), DayOfYearPattern()]
    let bytes = Array(Self.snippet.utf8)
    for n in 0...bytes.count {
      let text = String(decoding: bytes[0..<n], as: UTF8.self)
      for rule in rules { _ = run(rule, text) }
    }
  }
}
