import Testing

@testable import L10nAuditCore

@Suite struct WeekBasedYearTests {
  @Test func fixReplacesEachUnquotedY() throws {
    let code = #"f.dateFormat = "'YYYY' YYYY-MM-dd""#
    let d = try #require(run(WeekBasedYear(), code).first)
    let fix = try #require(d.fix)
    #expect(fix.isSafe)
    var bytes = Array(code.utf8)
    for e in fix.edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(e.start..<e.end, with: Array(e.replacement.utf8))
    }
    #expect(String(decoding: bytes, as: UTF8.self) == #"f.dateFormat = "'YYYY' yyyy-MM-dd""#)
  }

  @Test func followsAStaticConstantIntoDateFormat() {
    let code = """
      enum Formats { static let server: String = "YYYY/MM/dd" }
      func f(_ d: DateFormatter) { d.dateFormat = Formats.server }
      """
    #expect(run(WeekBasedYear(), code).count == 1)
  }

  @Test func templateThroughTheClassMethod() {
    let code = #"let p = DateFormatter.dateFormat(fromTemplate: "YYYYMMdd", options: 0, locale: .current)"#
    #expect(run(WeekBasedYear(), code).count == 1)
  }

  @Test func convenienceInitializerLabel() {
    #expect(run(WeekBasedYear(), #"let f = DateFormatter(dateFormat: "d MMM YYYY")"#).count == 1)
  }

  @Test func leavesWordsOutsidePatternContextsAlone() {
    #expect(run(WeekBasedYear(), #"let title = "MM dd Yes""#).isEmpty)
    #expect(run(WeekBasedYear(), #"let stamp = "dd.M.YYYY""#).count == 1)
    // In a pattern context the literal is a pattern whatever its letters.
    #expect(run(WeekBasedYear(), #"f.dateFormat = "MM dd Yes""#).count == 1)
  }

  /// `%Y` is a `strftime` conversion, not a field; a `Y` run of its own still is.
  @Test func strftimeConversionsAreNoFields() {
    #expect(run(WeekBasedYear(), #"f.dateFormat = "%Y/%m/%d %H:%M""#).isEmpty)
    #expect(run(WeekBasedYear(), #"f.dateFormat = "%d.%m.YYYY""#).count == 1)
    #expect(DatePattern("%Y-MM-dd").fields.map { Character(UnicodeScalar($0.letter)) } == ["M", "d"])
  }

  @Test func leavesLogsAndHintsAlone() {
    #expect(run(WeekBasedYear(), #"logger.debug("YYYY-MM-dd")"#).isEmpty)
    #expect(run(WeekBasedYear(), #"label.text = "Format: YYYY-MM-DD""#).isEmpty)
  }
}
