import Testing

@testable import L10nAuditCore

@Suite struct StaticCachedFormatterTests {
  func messages(_ code: String) -> [String] {
    run(StaticCachedFormatter(), code).map(\.message)
  }

  @Test func everyFormatterTypeInStaticStorage() {
    for type in FormatterTracking.localeSensitiveTypes.sorted() {
      #expect(messages("enum F { static let f = \(type)() }").count == 1, "\(type)")
      #expect(messages("enum F { static var f: \(type) = .init() }").count == 1, "\(type)")
    }
  }

  /// A preview's formatter runs in Xcode alone; the same formatter in a view is reported.
  @Test func previewsKeepNoFormatter() {
    let preview = """
      struct Row_Previews: PreviewProvider {
          static let day: DateFormatter = { let f = DateFormatter(); f.dateStyle = .medium; return f }()
          static var previews: some View { Text(day.string(from: Date())) }
      }
      """
    #expect(messages(preview).isEmpty)
    #expect(
      messages(preview.replacingOccurrences(of: "Row_Previews: PreviewProvider", with: "Row: View")).count
        == 1)
  }

  @Test func fixedPatternsAndLogOnlyFormattersAreLeftToOtherRules() {
    let fixed = """
      enum Log {
          static let stamp: DateFormatter = {
              let f = DateFormatter()
              f.dateFormat = "HH:mm:ss"
              return f
          }()
      }
      """
    #expect(messages(fixed).isEmpty)
    let template = """
      enum F {
          static let day: DateFormatter = {
              let f = DateFormatter()
              f.dateFormat = DateFormatter.dateFormat(fromTemplate: "MMMd", options: 0, locale: .current)
              return f
          }()
      }
      """
    #expect(messages(template).count == 1)
    let logged = #"""
      enum Log {
          static let day = NumberFormatter()
          static func write(_ n: Int) { print("\(day.string(from: n as NSNumber) ?? "") done") }
      }
      """#
    #expect(messages(logged).isEmpty)
    let shown = """
      enum Log {
          static let day = NumberFormatter()
          static func write(_ n: Int) { print(day.string(from: n as NSNumber) ?? ""); label.text = day.string(from: 1) }
      }
      """
    #expect(messages(shown).count == 1)
  }

  /// A literal given to a `DateFormatter` initializer of the app's own is a pattern or a
  /// locale that the initializer pins (Foundation's takes none); without a literal, the
  /// formatter stays reported.
  @Test func anAppsOwnInitializerGivenALiteral() {
    #expect(messages(#"enum P { static let f = DateFormatter(scraping: "MMM d, yyyy") }"#).isEmpty)
    #expect(messages(#"enum P { static let f = DateFormatter(style: .long) }"#).count == 1)
  }

  /// A cache of one formatter per locale the app chooses (`language.locale`) freezes none;
  /// a cache whose formatters take the device's locale is reported.
  @Test func aCacheOfFormattersPerChosenLocale() {
    func cache(_ locale: String) -> String {
      """
      enum AppNumber {
          private static var formatters: [String: NumberFormatter] = [:]
          static func formatter(_ language: Language) -> NumberFormatter {
              if let cached = formatters[language.code] { return cached }
              let formatter = NumberFormatter()
              formatter.locale = \(locale)
              formatter.numberStyle = .decimal
              formatters[language.code] = formatter
              return formatter
          }
      }
      """
    }
    #expect(messages(cache("language.locale")).isEmpty)
    #expect(messages(cache("Locale.current")).count == 1)
  }

  /// A whole-number formatter with a fixed grouping separator freezes nothing; with
  /// fraction digits, its decimal separator still follows the locale of first use.
  @Test func aFixedGroupingSeparatorForWholeNumbers() {
    func code(_ digits: Int) -> String {
      """
      enum Counts {
          static let integers: NumberFormatter = {
              let f = NumberFormatter()
              f.numberStyle = .decimal
              f.groupingSeparator = ","
              f.maximumFractionDigits = \(digits)
              return f
          }()
      }
      """
    }
    #expect(messages(code(0)).isEmpty)
    #expect(messages(code(1)).count == 1)
  }

  @Test func messageNamesTypeAndStorage() {
    #expect(
      messages("let shared = NumberFormatter()") == [
        "`NumberFormatter` cached in a global keeps the locale of its first use"
      ])
    #expect(
      messages("class C { class let f = MeasurementFormatter() }") == [
        "`MeasurementFormatter` cached in a static property keeps the locale of its first use"
      ])
  }

  @Test func computedPropertiesAndFactoriesAreFresh() {
    let code = """
      enum F {
          static var date: DateFormatter { DateFormatter() }
          static var number: NumberFormatter {
              let f = NumberFormatter()
              return f
          }
          static func make() -> DateFormatter { DateFormatter() }
      }
      """
    #expect(messages(code).isEmpty)
  }

  @Test func pinnedOrAutoupdatingLocaleIsExempt() {
    #expect(
      messages(
        #"enum F { static let f = with(NumberFormatter()) { $0.locale = Locale(identifier: "en_US_POSIX") } }"#
      ).isEmpty)
    #expect(
      messages(
        "enum F { static let f: NumberFormatter = { let f = NumberFormatter(); f.locale = .autoupdatingCurrent; return f }() }"
      ).isEmpty)
    #expect(
      messages(
        "enum F { static let f: NumberFormatter = { let f = NumberFormatter(); f.locale = .current; return f }() }"
      ).count == 1)
  }

  @Test func localeSetAgainWhereUsed() {
    let code = """
      enum F {
          static let f = DateFormatter()
          static func text(_ d: Date) -> String {
              f.locale = Locale.current
              return f.string(from: d)
          }
      }
      """
    #expect(messages(code).isEmpty)
  }

  @Test func localeChangeObserverInTheFile() {
    let code = """
      enum F {
          static var f = DateFormatter()
          static func observe() {
              NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: nil) { _ in f = DateFormatter() }
          }
      }
      """
    #expect(messages(code).isEmpty)
  }

  @Test func singletonStoredProperties() {
    let code = """
      final class Cache {
          static let current = Cache()
          let relative = RelativeDateTimeFormatter()
          let short: DateFormatter
          private init() {
              let f = DateFormatter()
              f.dateStyle = .short
              self.short = f
          }
      }
      """
    #expect(run(StaticCachedFormatter(), code).map(\.start.line) == [3, 4])
  }

  @Test func typesThatAreNotSingletons() {
    let code = """
      struct Theme {
          static let dark = Theme()
          let numbers = NumberFormatter()
      }
      final class Row {
          let numbers = NumberFormatter()
      }
      func f() {
          let local = DateFormatter()
      }
      enum F {
          static let iso = ISO8601DateFormatter()
          static let many: [String: DateFormatter] = [:]
          static let made: DateFormatter = makeFormatter()
      }
      """
    #expect(messages(code).isEmpty)
  }

  @Test func closureWithAnInferredType() {
    let code = """
      enum F {
          static let a = {
              let f = MeasurementFormatter()
              f.unitStyle = .long
              return f
          }()
          static let b = {
              let f = NumberFormatter()
              return f.string(from: 1) ?? ""
          }()
      }
      """
    #expect(
      messages(code) == [
        "`MeasurementFormatter` cached in a static property keeps the locale of its first use"
      ])
  }

  @Test func pointsAtTheStaticKeyword() throws {
    let code =
      "enum F {\n    private static let f = NumberFormatter()\n    static func s(_ n: Int) -> String? { f.string(for: n) }\n}"
    let d = try #require(run(StaticCachedFormatter(), code).first)
    #expect(d.start.line == 2 && d.start.column == 13)
  }
}

@Suite struct StaticCachedFormatterUseTests {
  @Test func aLocalThatHoldsTheFormatterAndSetsItsLocaleIsFine() {
    let code = """
      final class Count {
          private static let shared: NumberFormatter = NumberFormatter()
          func text(_ n: Int, language: String) -> String {
              let formatter: NumberFormatter = Count.shared
              formatter.locale = Locale(identifier: language)
              return formatter.string(from: NSNumber(value: n)) ?? ""
          }
      }
      """
    #expect(run(StaticCachedFormatter(), code).isEmpty)
    let unset = code.replacingOccurrences(of: "formatter.locale = Locale(identifier: language)\n", with: "")
    #expect(run(StaticCachedFormatter(), unset).count == 1)
  }

  @Test func aPrivateFormatterNothingReadsIsLeftAlone() {
    #expect(run(StaticCachedFormatter(), "enum F {\n    private static let f = NumberFormatter()\n}").isEmpty)
    #expect(run(StaticCachedFormatter(), "enum F {\n    static let f = NumberFormatter()\n}").count == 1)
  }
}
