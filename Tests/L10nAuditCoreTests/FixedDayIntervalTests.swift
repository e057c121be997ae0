import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the shapes real code
/// takes that the doc would not show.
@Suite struct FixedDayIntervalTests {
  func texts(_ code: String, path: String = "Sources/App/File.swift") -> [String] {
    let file = syntax(code, path: path)
    return run(FixedDayInterval(), code, path: path).map { d in
      file.source.text(d.start.offset..<d.end.offset)
    }
  }

  @Test func helpCountsTheDaysWithTheirSign() throws {
    let ahead = try #require(run(FixedDayInterval(), "let d = start.addingTimeInterval(14 * 86_400)").first)
    #expect(ahead.help?.contains("value: 14, to: date") == true)
    let back = try #require(run(FixedDayInterval(), "func f(date: Date) -> Date { date - 2 * 86400 }").first)
    #expect(back.help?.contains("value: -2, to: date") == true)
    let unknown = try #require(
      run(FixedDayInterval(), "let d = now.addingTimeInterval(Double(n) * 86400)").first)
    #expect(unknown.help?.contains("value: n, to: date") == true)
  }

  @Test func pointsAtTheDayLiteralElseTheFirstLiteral() {
    #expect(texts("let d = now.addingTimeInterval(7 * 86_400)") == ["86_400"])
    #expect(texts("let d = now.addingTimeInterval(48 * 3600)") == ["48"])
    #expect(texts("let d = now.addingTimeInterval(1440 * 60)") == ["1440"])
    #expect(texts("let d = now.addingTimeInterval(60.0 * 60.0 * 24.0)") == ["60.0"])
    #expect(texts("let d = now.addingTimeInterval(24 * (60 * 60))") == ["24"])
  }

  @Test func onlyWholeDays() {
    #expect(texts("let d = now.addingTimeInterval(36 * 3600)").isEmpty)
    #expect(texts("let d = now.addingTimeInterval(0.5 * 86400)").isEmpty)
    #expect(texts("let d = now.addingTimeInterval(86_400 / 2)").isEmpty)
    #expect(texts("let d = now.addingTimeInterval(n * 3600)").isEmpty)
  }

  @Test func compoundAssignmentAndOlderInitializers() {
    #expect(texts("var date = Date()\ndate += 86_400") == ["86_400"])
    #expect(texts("let d = NSDate(timeIntervalSinceNow: -86400)") == ["86400"])
    #expect(texts("let d: Date = .init(timeIntervalSinceNow: 86400)") == ["86400"])
  }

  @Test func aNameIsADateByItsDeclaration() {
    #expect(texts("func f(start: Date) -> Date { start + 86_400 }") == ["86_400"])
    #expect(texts("func f(start: TimeInterval) -> Double { start + 86_400 }").isEmpty)
    #expect(texts("let now = CFAbsoluteTimeGetCurrent()\nlet later = now + 86_400").isEmpty)
    #expect(texts("let start = Date.now\nlet later = start + 86_400") == ["86_400"])
    // Undeclared, a name spelled like a date is taken as one.
    #expect(texts("let later = model.endDate + 86_400") == ["86_400"])
    #expect(texts("let later = lastUpdate + 86_400").isEmpty)
  }

  @Test func namedConstantsAreReportedWhereTheyMakeADate() {
    let code = """
      enum Span {
        static let day: TimeInterval = 60 * 60 * 24
        static func tomorrow(_ date: Date) -> Date { date.addingTimeInterval(Self.day) }
        static func week(_ date: Date) -> Date { date.addingTimeInterval(7 * Span.day) }
        static func hours() -> Int { Int(day / 3600) }
      }
      """
    #expect(texts(code) == ["day", "day"])
  }

  @Test func testFilesAndPreviewsAreSampleData() {
    let code = "let yesterday = Date().addingTimeInterval(-86_400)"
    #expect(texts(code, path: "Tests/AppTests/HistoryTests.swift").isEmpty)
    var options = RuleOptions()
    options.includeTestsAndPreviews = true
    let linted = Linter(rules: [FixedDayInterval()], options: options).lint(
      SourceFile(path: "Tests/AppTests/HistoryTests.swift", text: code))
    #expect(linted.count == 1)
    #expect(
      texts("private struct SamplePreviews {\n  static let d = Date().addingTimeInterval(-86_400)\n}").isEmpty
    )
  }

  @Test func repeatingTriggerHasItsOwnAdvice() throws {
    let d = try #require(
      run(
        FixedDayInterval(),
        "let t = UNTimeIntervalNotificationTrigger(timeInterval: 7 * 86_400, repeats: true)"
      )
      .first)
    #expect(d.message.contains("repeating notification trigger"))
    #expect(d.help?.contains("UNCalendarNotificationTrigger(dateMatching:repeats: true)") == true)
  }

  @Test func epochSecondsOnlyWhenTheyMakeADate() {
    #expect(
      texts("let d = Date(timeIntervalSince1970: now.timeIntervalSince1970 + 86_400)") == ["86_400"])
    #expect(texts("let d = Date(timeIntervalSince1970: timestamp + 86_400)").isEmpty)
  }
}
