import Testing

@testable import L10nAuditCore

/// The shortcuts that find tokens without visiting every one: by spelling, keywords in a
/// range, and the letters of each literal. Each must give what the plain loop gives.
@Suite struct TokenLookupTests {
  /// Snippets made of pieces that put a word in code, in a longer name, in a member, in a
  /// comment and in a string, so that byte matches of every sort occur.
  func randomSnippet(_ rng: inout some RandomNumberGenerator) -> String {
    let pieces = [
      "dateFormat", "DateFormatter", "f.dateFormat = \"y\"", "xdateFormat", "dateFormatX",
      "// dateFormat\n", "/* DateFormatter */", "\"DateFormatter\"", "\"\\(dateFormat)\"", " ", "\n",
      "let ", "var ", "static ", "(", ")", "{", "}", "DateFormatter()", "#\"dateFormat\"#", "é",
    ]
    return (0..<Int.random(in: 0...30, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
      .joined()
  }

  @Test func tokensSpelledAgreeWithALoopOverEveryToken() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let file = syntax(randomSnippet(&rng))
      for (word, spelled) in [
        ("dateFormat", file.tokens(spelled: "dateFormat")),
        ("DateFormatter", file.tokens(spelled: "DateFormatter")),
        ("let", file.tokens(spelled: "let")),
      ] {
        let naive = (0..<file.count).filter { file.isWord($0, word) }
        #expect(spelled == naive, "\(String(decoding: file.bytes, as: UTF8.self)) \(word)")
      }
    }
  }

  @Test func tokensEndingWithAgreeWithALoopOverEveryToken() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let file = syntax(randomSnippet(&rng))
      let naive = (0..<file.count).filter {
        file[$0].kind == .identifier && file.text($0).hasSuffix("Format")
      }
      #expect(file.tokens(endingWith: "Format") == naive, "\(String(decoding: file.bytes, as: UTF8.self))")
    }
    let file = syntax("NSLocalizedString(OCLocalizedString(\"LocalizedString\")) // LocalizedString")
    #expect(
      file.tokens(endingWith: "LocalizedString").map { file.text($0) } == [
        "NSLocalizedString", "OCLocalizedString",
      ])
  }

  @Test func tokensSpelledSkipCommentsAndLongerNames() {
    let file = syntax(
      """
      // dateFormat
      let dateFormatX = "dateFormat"
      f.dateFormat = x.dateFormat
      """)
    // Tokens of any kind: the whole text of a literal is one.
    #expect(
      file.tokens(spelled: "dateFormat").map { file[$0].kind } == [.stringSegment, .identifier, .identifier])
    #expect(file.tokens(spelled: "dateFormat").map { file.text($0 - 1) } == ["\"", ".", "."])
  }

  @Test func keywordsInARangeAgreeWithALoopOverTheRange() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let file = syntax(randomSnippet(&rng))
      let a = Int.random(in: 0...file.count + 1, using: &rng)
      let b = Int.random(in: a...file.count + 2, using: &rng)
      let naive = (a..<b).filter { $0 < file.count && file[$0].kind == .keyword }
      #expect(file.kindIndex.keywords(in: a..<b).map { Int($0) } == naive)
    }
  }

  /// The letters found once per file answer as the byte-by-byte test does, for letters and
  /// for other bytes, with and without escapes and interpolations.
  @Test func literalLettersAgreeWithTheByteTest() {
    let pieces = [
      "Y", "D", "M", "L", "d", "y", "-", " ", "\\u{44}", "\\u{59}", "\\u{1F310}", "\\n", "\\(M)", "é",
      "\\\\", "'", "\\#u{4D}", "\\#(M)",
    ]
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let literals = randomLiterals(of: pieces, maxPieces: 8, using: &rng)
      let file = syntax("let a = [" + literals.joined(separator: ", ") + "]")
      for (byte, oneOf) in [("Y", ""), ("D", "ML"), ("-", ""), ("D", "M-")] {
        let b = Character(byte).asciiValue!
        let o = Array(oneOf.utf8)
        let naive = file.tokens.withUnsafeBufferPointer { tokens in
          file.bytes.withUnsafeBufferPointer { bytes in
            file.literals.indices.filter {
              StringLiteralBytes.holds(b, o, literal: file.literals[$0], tokens: tokens, bytes: bytes)
            }
          }
        }
        #expect(file.literals(holding: b, andOneOf: o) == naive, "\(literals) \(byte) \(oneOf)")
      }
    }
  }
}
