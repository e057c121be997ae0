import Foundation
import Testing

@testable import L10nAuditCore

@Suite struct FixedFormatMissingLocaleTests {
  func messages(_ code: String) -> [String] {
    run(FixedFormatMissingLocale(), code).map(\.message)
  }

  /// With the pedantic sub-patterns on.
  func pedanticMessages(_ code: String) -> [String] {
    var options = RuleOptions()
    options.pedantic = true
    let source = SourceFile(path: "Sources/App/File.swift", text: code)
    return Linter(rules: [FixedFormatMissingLocale()], options: options).lint(source).map(\.message)
  }

  /// A type or function named for logging: `Logger` or `Logging` in its name, `Log` or `Logs` at its
  /// end or before a word for what keeps log lines; not `Dialog`, `Login` or `LogStamp`.
  @Test func loggingTypeNames() {
    for name in [
      "Log", "Logger", "AppLogging", "SimpleLogReporter", "LogsStore", "OSLogWriter", "LogFormatter",
      "SettingsLogsView", "log", "logMessage", "logError", "LogSettings", "logTimestamp",
    ] {
      #expect(LoggingNames.namesLogging(Array(name.utf8)), "\(name)")
    }
    for name in [
      "Dialog", "LoginView", "Logo", "LogInView", "Catalog", "LoggedInScreen", "LogStamp", "logIn", "logOut",
      "login", "logo",
    ] {
      #expect(!LoggingNames.namesLogging(Array(name.utf8)), "\(name)")
    }
  }

  /// A script run with `swift` is tooling: its `#!` must open the file, not a later line.
  @Test func scriptsRunWithSwift() {
    let body = """
      func nowStamp() -> String {
          let df = DateFormatter()
          df.dateFormat = "yyyyMMdd"
          return df.string(from: Date())
      }
      """
    #expect(messages("#!/usr/bin/env swift\n" + body).isEmpty)
    #expect(messages(body).count == 1)
    #expect(messages("// #!/usr/bin/env swift\n" + body).count == 1)
  }

  /// A parser that pins `en_US_POSIX` first reads machine text pinned; setting `.current`
  /// first and the fixed locale after is still reported, and so is a formatter that only
  /// formats after switching to the device's locale.
  /// A 24-hour clock to the millisecond, only formatted, is a log line's stamp; kept in a
  /// static property, or with a date, or parsed, it stays reported.
  @Test func millisecondStamps() {
    func stamp(_ pattern: String, static isStatic: Bool = false, parses: Bool = false) -> String {
      """
      final class Console {
          \(isStatic ? "static " : "private ")let stamp: DateFormatter = {
              let f = DateFormatter()
              f.dateFormat = "\(pattern)"
              return f
          }()
          func line(_ d: Date) -> String { \(isStatic ? "Console" : "self").stamp.\(parses ? "date(from: \"\")!.description" : "string(from: d)") }
      }
      """
    }
    #expect(messages(stamp("HH:mm:ss.SSS")).isEmpty)
    #expect(messages(stamp("HH:mm:ss.SSS", static: true)).count == 1)
    #expect(messages(stamp("HH:mm:ss.SSS", parses: true)).count == 1)
    #expect(messages(stamp("yyyy-MM-dd HH:mm:ss.SSS")).count == 1)
    #expect(messages(stamp("HH:mm:ss")).count == 1)
    // Set to UTC, or never formatted here: a machine's stamp, or nothing in sight.
    #expect(
      messages(stamp("HH:mm:ss.SSS").replacing("return f", with: "f.timeZone = .gmt\n        return f")).count
        == 1)
    let unused =
      "final class S {\n    private let f: DateFormatter = {\n        let d = DateFormatter()\n        d.dateFormat = \"HH:mm:ss.SSS\"\n        return d\n    }()\n}"
    #expect(messages(unused).count == 1)
    // A static member of a private extension, or a private static one, is this file's own.
    for owner in ["private extension DateFormatter {\n    static", "enum Stamps {\n    private static"] {
      let code = """
        \(owner) let stamp: DateFormatter = {
                let f = DateFormatter()
                f.dateFormat = "HH:mm:ss.SSS"
                return f
            }()
            static func line(_ d: Date) -> String { stamp.string(from: d) }
        }
        """
      #expect(messages(code).isEmpty, "\(owner)")
      #expect(messages(code.replacing("private ", with: "")).count == 1, "\(owner)")
    }
  }

  @Test func fixedLocaleFirstThenTheDevicesForParsing() {
    let fallback = """
      func parse(_ raw: String) -> Date? {
          let f = DateFormatter()
          f.dateFormat = "dd MMM"
          f.locale = Locale(identifier: "en_US_POSIX")
          if let d = f.date(from: raw) { return d }
          f.locale = .current
          return f.date(from: raw)
      }
      """
    #expect(messages(fallback).isEmpty)
    let deviceFirst = fallback.replacingOccurrences(of: "Locale(identifier: \"en_US_POSIX\")", with: "XX")
      .replacingOccurrences(of: ".current", with: "Locale(identifier: \"en_US_POSIX\")")
      .replacingOccurrences(of: "XX", with: ".current")
    #expect(messages(deviceFirst).count == 1)
    let formats = """
      func show(_ date: Date) -> String {
          let f = DateFormatter()
          f.dateFormat = "dd MMM"
          f.locale = Locale(identifier: "en_US_POSIX")
          f.locale = .current
          return f.string(from: date)
      }
      """
    #expect(messages(formats).count == 1)
  }

  /// A helper's `format` parameter takes the patterns its calls in the file pass: one
  /// field each is left alone, a full date is not, and an argument the file does not tell
  /// keeps the finding.
  /// A pattern looked up in the catalog is the translators' for each language; a
  /// literal beside it stays reported.
  @Test func patternsTheCatalogGives() {
    let code = """
      func a(_ d: Date) -> String {
          let f = DateFormatter()
          f.dateFormat = NSLocalizedString("date.format", comment: "")
          return f.string(from: d)
      }
      func b(_ d: Date) -> String {
          let f = DateFormatter()
          f.dateFormat = "MMM d HH:mm"
          return f.string(from: d)
      }
      """
    #expect(run(FixedFormatMissingLocale(), code).map(\.start.line) == [7])
  }

  @Test func patternsPassedToAHelpersParameter() {
    func code(_ first: String, _ second: String) -> String {
      """
      struct MenuDay: View {
          let date: Date
          var body: some View {
              Text(formatted(date: date, format: \(first)))
              Text(formatted(date: date, format: \(second)))
          }
          func formatted(date: Date, format: String) -> String {
              let f = DateFormatter()
              f.dateFormat = format
              return f.string(from: date)
          }
      }
      """
    }
    #expect(messages(code("\"d\"", "\"EEE\"")).isEmpty)
    #expect(messages(code("\"d\"", "\"dd.MM.yyyy\"")).count == 1)
    #expect(messages(code("\"d\"", "pattern")).count == 1)
  }

  /// A local of another property's closure that shares the formatter's name is another
  /// formatter: its pattern does not join this one's.
  @Test func aLocalOfTheSameNameElsewhereIsAnotherFormatter() {
    func code(_ other: String) -> String {
      """
      fileprivate let formatter: DateFormatter = {
          let formatter = DateFormatter()
          formatter.dateFormat = is24Hour() ? "HH" : "ha"
          return formatter
      }()
      extension Item {
          static let monthFormatter: DateFormatter = {
              \(other)
              formatter.dateFormat = "MM"
              return formatter
          }()
          var hours: String { formatter.string(from: start) }
      }
      """
    }
    #expect(messages(code("let formatter = DateFormatter()")).isEmpty)
    // Without the local, `"MM"` is set on the shared formatter: no longer a clock choice.
    #expect(messages(code("")).count == 1)
  }

  @Test func messageNamesWhatIsMissing() {
    let code = """
      func f() -> DateFormatter {
          let f = DateFormatter()
          f.locale = Locale(identifier: "en_US_POSIX")
          f.dateFormat = "yyyy-MM-dd"
          return f
      }
      """
    // Only the time zone missing, with no `'Z'` claiming UTC: pedantic.
    #expect(messages(code).isEmpty)
    #expect(pedanticMessages(code) == ["`DateFormatter` has a fixed `dateFormat` but no pinned time zone"])
  }

  @Test func aFixedLocalePinsTheCalendarAndAZoneFieldTheTimeZone() {
    func code(_ pattern: String, _ extra: String = "") -> String {
      """
      func f() -> DateFormatter {
          let f = DateFormatter()
          f.locale = Locale(identifier: "en_US_POSIX")\(extra)
          f.dateFormat = "\(pattern)"
          return f
      }
      """
    }
    #expect(messages(code("yyyy-MM-dd'T'HH:mm:ssZZZZZ")).isEmpty)
    #expect(messages(code("yyyy-MM-dd'T'HH:mm:ssXXX")).isEmpty)
    #expect(messages(code("EEE, dd MMM yyyy HH:mm:ss zzz")).isEmpty)
    // A quoted `'Z'` is text: it claims UTC.
    #expect(
      messages(code("yyyy-MM-dd'T'HH:mm:ss'Z'"))
        == ["`DateFormatter` has a fixed `dateFormat` but no pinned time zone"])
    // A calendar that follows the device un-pins what the locale brought.
    #expect(
      messages(code("yyyy-MM-ddZ", "\n    f.calendar = .current"))
        == ["`DateFormatter` has a fixed `dateFormat` but no pinned calendar"])
  }

  @Test func localeFromTheDeviceIsNotPinned() {
    for value in [
      ".current", "Locale.autoupdatingCurrent", "Locale(identifier: Locale.current.identifier)", "nil",
    ] {
      let code = """
        func f() -> DateFormatter {
            let f = DateFormatter()
            f.locale = \(value)
            f.timeZone = .current
            f.calendar = Calendar(identifier: .gregorian)
            f.dateFormat = "HH:mm:ss"
            return f
        }
        """
      #expect(messages(code) == ["`DateFormatter` has a fixed `dateFormat` but no pinned locale"], "\(value)")
    }
  }

  @Test func calendarFromTheDeviceIsNotPinned() {
    let code = """
      func f() -> DateFormatter {
          let f = DateFormatter()
          f.locale = Locale(identifier: "en_US_POSIX")
          f.timeZone = TimeZone(identifier: "UTC")
          f.calendar = Calendar.current
          f.dateFormat = "yyyy-MM-dd"
          return f
      }
      """
    #expect(messages(code) == ["`DateFormatter` has a fixed `dateFormat` but no pinned calendar"])
  }

  @Test func storedPropertyConfiguredInInit() {
    let code = """
      final class Stamp {
          private let formatter = DateFormatter()
          init() {
              formatter.dateFormat = "yyyy-MM-dd"
              formatter.locale = Locale(identifier: "en_US_POSIX")
          }
          func pin() {
              self.formatter.timeZone = TimeZone(secondsFromGMT: 0)
              formatter.calendar = Calendar(identifier: .gregorian)
          }
      }
      """
    #expect(messages(code).isEmpty)
  }

  @Test func propertyAssignedInInitializer() {
    let code = """
      final class Stamp {
          let formatter: DateFormatter
          init() {
              formatter = DateFormatter()
              formatter.dateFormat = "yyyy-MM-dd"
          }
      }
      """
    #expect(messages(code).count == 1)
  }

  @Test func closureInitializerAndThePropertyItInitializes() {
    let code = """
      struct Parser {
          static let wire: DateFormatter = {
              let f = DateFormatter()
              f.dateFormat = "yyyy-MM-dd"
              f.locale = Locale(identifier: "en_US_POSIX")
              return f
          }()
          static func configure() {
              Parser.wire.timeZone = TimeZone(secondsFromGMT: 0)
              Self.wire.calendar = Calendar(identifier: .gregorian)
          }
      }
      """
    #expect(messages(code).isEmpty)
  }

  @Test func namedConfigurationClosureParameter() {
    let code = """
      let f = configure(DateFormatter()) { f in
          f.dateFormat = "yyyy-MM-dd"
      }
      """
    #expect(messages(code).count == 1)
  }

  @Test func templateResultIsLocalized() {
    let code = """
      func f() {
          let f = DateFormatter()
          let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: .current)
          f.dateFormat = pattern
      }
      """
    #expect(messages(code).isEmpty)
  }

  /// A local that is only configured shows nothing; one read in any other way counts.
  @Test func aFormatterOnlyConfiguredIsDropped() {
    func code(_ last: String) -> String {
      """
      func show(_ date: Date) {
          let df = DateFormatter()
          df.dateFormat = "yyyy-MM-dd HH:mm"
          df.timeZone = .current
          \(last)
      }
      """
    }
    #expect(messages(code("label.text = date.description")).isEmpty)
    #expect(messages(code("label.text = df.string(from: date)")).count == 1)
    #expect(messages(code("use(df)")).count == 1)
    #expect(messages(code("cache[\"day\"] = df")).count == 1)
    #expect(messages(code("items.map { df.string(from: $0) }")).count == 1)
  }

  /// A pattern replaced by the next statement never applies; a computed property whose
  /// body is one literal is that literal.
  @Test func theLastPatternAndComputedPatterns() {
    let overwritten = """
      func weekday(date: Date) -> String {
          let f = DateFormatter()
          f.dateFormat = "dd-MM-yyyy"
          f.dateFormat = "EEEE"
          return f.string(from: date)
      }
      """
    #expect(messages(overwritten).isEmpty)
    #expect(
      messages(overwritten.replacingOccurrences(of: "\"EEEE\"", with: "\"yyyy-MM-dd HH:mm\"")).count == 1)
    func computed(_ body: String) -> String {
      """
      enum Formats {
          case standard
          var year: String { \(body) }
      }
      func year(_ date: Date) -> String {
          let f = DateFormatter()
          f.dateFormat = Formats.standard.year
          return f.string(from: date)
      }
      """
    }
    #expect(messages(computed("\"yyyy\"")).isEmpty)
    #expect(messages(computed("return \"yyyy\"")).isEmpty)
    #expect(messages(computed("\"yyyy-MM-dd\"")).count == 1)
  }

  @Test func otherVariablesWithTheSameMemberDoNotCount() {
    let code = """
      func f(other: DateFormatter) -> DateFormatter {
          let f = DateFormatter()
          other.locale = Locale(identifier: "en_US_POSIX")
          f.dateFormat = "yyyy-MM"
          return f
      }
      """
    #expect(messages(code).count == 1)
  }

  @Test func helpFitsThePattern() throws {
    func help(_ pattern: String, parse: Bool = false) throws -> String {
      let code = """
        func f(_ s: String) {
            let f = DateFormatter()
            f.dateFormat = "\(pattern)"
            \(parse ? "_ = f.date(from: s)" : "_ = f.string(from: Date())")
        }
        """
      return try #require(run(FixedFormatMissingLocale(), code).first?.help)
    }
    #expect(try help("yyyy-MM-dd'T'HH:mm:ssZ").contains("ISO8601DateFormatter"))
    #expect(try help("MMM d, h:mm a").contains(#"setLocalizedDateFormatFromTemplate("MMMdhmma")"#))
    #expect(try help("EEE, dd MMM yyyy HH:mm:ss Z").contains("en_US_POSIX"))
    #expect(try help("d MMM", parse: true).contains("en_US_POSIX"))
    #expect(try help("dd.MM.yy").hasPrefix("if people read the text"))
  }

  @Test func loneFieldIsLeftAloneUnlessParsed() {
    let shown = "func f() { let f = DateFormatter(); f.dateFormat = \"LLLL\" }"
    #expect(messages(shown).isEmpty)
    let parsed = "func f(s: String) { let f = DateFormatter(); f.dateFormat = \"yyyy\"; _ = f.date(from: s) }"
    #expect(messages(parsed).count == 1)
  }

  /// A stamp bound to a local `let` that only a log line reads is the developer's; read
  /// as a key too, it is reported.
  @Test func aStampBoundForALogLine() {
    func code(_ use: String) -> String {
      "func note(_ m: String) { let f = DateFormatter(); f.dateFormat = \"dd/MM/yyyy\"; let stamp = \"\\(f.string(from: Date()))\"; \(use) }"
    }
    #expect(messages(code("NSLog(\"\\(stamp) \\(m)\")")).isEmpty)
    #expect(
      messages(code("NSLog(\"\\(stamp) \\(m)\"); _ = UserDefaults.standard.string(forKey: stamp)")).count == 1
    )
  }

  /// A day's key made in memory, a computed `id` or the key of `Dictionary(grouping:by:)`,
  /// is left alone; the same text as a title, or mapped to a list, is reported.
  @Test func keysOfDaysInMemoryAreLeftAlone() {
    func body(_ value: String) -> String {
      "let f = DateFormatter(); f.dateFormat = \"yyyy-MM-dd\"; return f.string(from: \(value))"
    }
    #expect(messages("struct G: Identifiable { var id: String { \(body("date")) } }").isEmpty)
    #expect(
      messages("func g(_ rs: [R]) -> [String: [R]] { Dictionary(grouping: rs) { r in \(body("r.date")) } }")
        .isEmpty)
    #expect(
      messages(
        "func g(_ rs: [R]) -> [String: [R]] { Dictionary(grouping: rs, by: { r in \(body("r.date")) }) }"
      ).isEmpty)
    #expect(messages("struct G { var title: String { \(body("date")) } }").count == 1)
    #expect(messages("func g(_ rs: [R]) -> [String] { rs.map { r in \(body("r.date")) } }").count == 1)
    let parsed =
      "struct G { var id: String { let f = DateFormatter(); f.dateFormat = \"yyyy-MM-dd\"; return f.string(from: f.date(from: s)!) } }"
    #expect(messages(parsed).count == 1)
  }
}

@Suite struct FixedFormatTemplateHelpTests {
  @Test func suggestedTemplateNeverCarriesTheWeekYearOrDayOfYear() {
    #expect(FixedFormatMissingLocale.template(["MMM d, YYYY"]) == "MMMdyyyy")
    #expect(FixedFormatMissingLocale.template(["DD MMM"]) == "ddMMM")
    #expect(FixedFormatMissingLocale.template(["YYYY 'W'ww"]) == "YYYYww")
  }
}

@Suite struct FixedFormatMachineHelpTests {
  @Test func iso8601TypesAreSuggestedOnlyForISOText() throws {
    let http = """
      func parse(_ s: String) -> Date? {
        let f = DateFormatter()
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return f.date(from: s)
      }
      """
    let d = try #require(run(FixedFormatMissingLocale(), http).first)
    #expect(d.help?.contains("ISO8601") == false)
    let iso = http.replacingOccurrences(of: "EEE, dd MMM yyyy HH:mm:ss zzz", with: "yyyy-MM-dd'T'HH:mm:ssZ")
    #expect(
      try #require(run(FixedFormatMissingLocale(), iso).first).help?.contains("ISO8601DateFormatter") == true)
  }
}
