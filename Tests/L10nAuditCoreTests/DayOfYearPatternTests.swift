import Testing

@testable import L10nAuditCore

@Suite struct DayOfYearPatternTests {
  @Test func fixReplacesEachUnquotedD() throws {
    let code = #"f.dateFormat = "'DD' DD.MM.yyyy""#
    let d = try #require(run(DayOfYearPattern(), code).first)
    let fix = try #require(d.fix)
    #expect(fix.isSafe)
    var bytes = Array(code.utf8)
    for e in fix.edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(e.start..<e.end, with: Array(e.replacement.utf8))
    }
    #expect(String(decoding: bytes, as: UTF8.self) == #"f.dateFormat = "'DD' dd.MM.yyyy""#)
  }

  @Test func needsAMonthAndNoWeek() {
    #expect(run(DayOfYearPattern(), #"f.dateFormat = "yyyy-DDD""#).isEmpty)
    #expect(run(DayOfYearPattern(), #"f.dateFormat = "yyyy-MM-dd 'w'ww DDD""#).isEmpty)
    #expect(run(DayOfYearPattern(), #"f.dateFormat = "LLL DD""#).count == 1)
  }

  @Test func followsAConstantIntoDateFormat() {
    let code = """
      private let pattern = "MM/DD/yyyy"
      func f(_ d: DateFormatter) { d.dateFormat = pattern }
      """
    #expect(run(DayOfYearPattern(), code).count == 1)
  }

  @Test func leavesHintsAndLogsAlone() {
    #expect(run(DayOfYearPattern(), #"label.text = "MM/DD""#).isEmpty)
    #expect(run(DayOfYearPattern(), #"logger.debug("yyyy-MM-DD")"#).isEmpty)
    #expect(run(DayOfYearPattern(), #"let s = "Download MMDD update""#).isEmpty)
  }
}
