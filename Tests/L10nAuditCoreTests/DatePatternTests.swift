import Testing

@testable import L10nAuditCore

@Suite struct DatePatternTests {
  @Test func readsFieldsOutsideQuotes() {
    let p = DatePattern("'Week' YYYY-'W'ww 'it''s'")
    #expect(p.fields.map { Character(UnicodeScalar($0.letter)) } == ["Y", "w"])
    #expect(p.isPatternShaped)
  }

  @Test(arguments: [
    ("yyyy-MM-dd", true), ("HAPPY NEW YEAR YYYY", false), ("yyyy年MM月dd日", true),
    ("Hello world", false), ("\u{FFFC}-MM", false), ("100%", false),
  ])
  func knowsPatternShape(text: String, shaped: Bool) {
    #expect(DatePattern(text).isPatternShaped == shaped)
  }

  @Test(arguments: [
    ("DM Small", true), ("yMd", true), ("yyyy-MM-dd", false), ("d.M.y", false),
    ("yMMMd", false), ("d'd'M y", false), ("EEE d MMM", false),
  ])
  func findsRunsOfOneLetterFields(text: String, wordLike: Bool) {
    #expect(DatePattern(text).hasWordLikeRun == wordLike)
  }

  @Test func adjacencyIgnoresSeparators() {
    #expect(DatePattern("dd.MM.YYYY").field("Y", isNextTo: ["M"]))
    #expect(!DatePattern("YYYY HH:mm").field("Y", isNextTo: ["M", "d"]))
    #expect(DatePattern("MM/DD/YYYY").isUppercaseHint)
  }
}
