import Testing

@testable import L10nAuditCore

@Suite struct TokenizerTests {
  @Test func agreesWithTheCompilersParserOnTheLexicalFixture() throws {
    let text = try fixture("lexical.swift")
    let expected = try fixture("lexical.oracle.tsv").split(separator: "\n").map(String.init)
    let file = syntax(text, path: "lexical.swift")
    let rows = TokenDump.rows(file).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    #expect(rows == expected)
  }

  @Test func classifiesTokens() {
    let file = syntax("let x = foo.bar(1, 2.5) // c\n@objc func f() -> Int { #if DEBUG\n $0 }")
    let kinds = file.tokens.map(\.kind)
    #expect(
      kinds == [
        .keyword, .identifier, .operator, .identifier, .period, .identifier, .leftParen,
        .integerLiteral, .comma, .floatLiteral, .rightParen, .attribute, .keyword, .identifier,
        .leftParen, .rightParen, .operator, .identifier, .leftBrace, .poundKeyword, .identifier,
        .identifier, .rightBrace,
      ])
    #expect(file.trivia.contains { $0.kind == .lineComment })
    #expect(file.tokens[11].flags.contains(.newlineBefore))
    #expect(file.lines.line(of: Int(file.tokens[11].start)) == 2)
  }

  @Test func plainLiteralsGetTheSameTokensAndRecordAsOthers() {
    // `"a"` and `""` take the one-step path; the others the general one. Both must give
    // open, segment (when non-empty), close, partners and a terminated record.
    let file = syntax(#"f("Done", "", "é 日本", "a\(x)b", "a\nb", "it's", "unterminated"# + "\n")
    let kinds = file.tokens.map(\.kind)
    #expect(
      kinds == [
        .identifier, .leftParen, .stringOpen, .stringSegment, .stringClose, .comma, .stringOpen,
        .stringClose, .comma, .stringOpen, .stringSegment, .stringClose, .comma, .stringOpen,
        .stringSegment, .interpolationOpen, .identifier, .interpolationClose, .stringSegment,
        .stringClose, .comma, .stringOpen, .stringSegment, .stringClose, .comma, .stringOpen,
        .stringSegment, .stringClose, .comma, .stringOpen, .stringSegment,
      ])
    #expect(file.literals.count == 7)
    for (k, l) in file.literals.enumerated() {
      let open = Int(l.open)
      #expect(file[open].kind == .stringOpen)
      #expect(Int(file[open].match) == Int(l.last))
      #expect(l.isTerminated == (k < 6))
      if l.isTerminated { #expect(Int(file[Int(l.last)].match) == open) }
      #expect(l.hasInterpolation == (k == 3))
      #expect(l.delimiter == .singleLine && l.hashes == 0)
    }
    #expect(file.value(ofLiteral: 0) == "Done")
    #expect(file.value(ofLiteral: 1) == "")
    #expect(file.value(ofLiteral: 2) == "é 日本")
  }

  @Test func operatorsAreBoundAsTheCompilerBindsThem() {
    // One-byte operators before a space take a shorter path than the others; the flags
    // must be the same either way: `left` is no space, bracket or separator before.
    let file = syntax("a = b; c+ d; e ? f : g; h! ; (+ i); j+k; l == m; n?.o; try! /x/")
    var flags: [String: [TokenFlags]] = [:]
    for i in file.tokens.indices where file[i].kind == .operator {
      flags[file.text(i), default: []].append(file[i].flags.intersection([.leftBound, .rightBound]))
    }
    #expect(flags["="] == [[]])
    #expect(flags["+"] == [[.leftBound], [], [.leftBound, .rightBound]])
    #expect(flags["?"] == [[], [.leftBound]])
    #expect(flags["!"] == [[.leftBound], [.leftBound]])
    #expect(flags["=="] == [[]])
    // After `try!`, a `/` starts a regex literal.
    #expect(file.tokens.contains { $0.kind == .regexLiteral })
  }

  @Test func asciiTextFlagIsSetOnlyOnTokensThatAreAllASCII() {
    let file = syntax("let naïve = café + value; func 名前() {}; `x` + \"s\"")
    for i in file.tokens.indices where file[i].flags.contains(.asciiText) {
      #expect(!file.bytes[file[i].range].contains { $0 >= 0x80 }, "\(file.text(i))")
    }
    let flagged = file.tokens.indices.filter { file[$0].flags.contains(.asciiText) }.map { file.text($0) }
    #expect(flagged == ["let", "value", "func"])
  }

  @Test func denseFilesMoveTheirTokensToOwnedMemory() {
    // One token per byte: more than the lent capacity of half a token per byte.
    for count in [10, 200, 5_000] {
      let bytes = Array(String(repeating: ";", count: count).utf8)
      let stream = Tokenizer.tokenize(bytes)
      #expect(stream.tokens.count == count)
      #expect(stream.tokens.enumerated().allSatisfy { $0.element.start == Int32($0.offset) })
      #expect(isLossless(bytes))
    }
  }

  @Test func literalValuesWithAndWithoutTheOneSegmentFastPath() {
    let cases: [(String, String)] = [
      (#"let s = "plain text""#, "plain text"),
      (#"let s = """#, ""),
      (#"let s = "a\nb""#, "a\nb"),
      (#"let s = "tab\tend""#, "tab\tend"),
      (##"let s = #"raw \n"#"##, #"raw \n"#),
      (##"let s = #"raw "quoted""#"##, #"raw "quoted""#),
      ("let c = 'x'", "x"),
      ("let s = \"open to the end", "open to the end"),
      ("let s = \"", ""),
      ("let s = \"한국어 中文\"", "한국어 中文"),
      ("let s = \"\"\"\n  two\n  lines\n  \"\"\"", "two\nlines"),
    ]
    for (code, value) in cases {
      let file = syntax(code)
      #expect(file.literals.count == 1, "\(code)")
      #expect(file.value(ofLiteral: 0) == value, "\(code)")
    }
  }

  @Test func splitsInterpolationsIntoCodeTokens() {
    let file = syntax(#"let s = "a\(f("b\(c)"))d""#)
    #expect(file.literals.count == 2)
    let outer = file.literals[0]
    #expect(outer.hasInterpolation && outer.isTerminated)
    #expect(file.value(ofLiteral: 0) == "a\u{FFFC}d")
    #expect(file.value(ofLiteral: 1) == "b\u{FFFC}")
    let texts = tokenTexts(file)
    #expect(texts.contains("f") && texts.contains("c"))
    let open = file.tokens.firstIndex { $0.kind == .interpolationOpen }!
    #expect(file.tokens[Int(file.tokens[open].match)].kind == .interpolationClose)
    var interpolations = 0
    file.forEachInterpolation(ofLiteral: 0) { _, _ in interpolations += 1 }
    #expect(interpolations == 1)
  }

  @Test func rawAndMultilineStrings() {
    let file = syntax(
      """
      let a = #"x "quoted" \\(no) \\#(yes)"#
      let b = \"\"\"
          line one
          line "two"
          \"\"\"
      let c = ##"a "# b"##
      """)
    #expect(file.literals.count == 3)
    #expect(file.literals[0].hashes == 1 && file.literals[0].hasInterpolation)
    #expect(file.literals[1].delimiter == .multiLine)
    #expect(file.value(ofLiteral: 1) == "line one\nline \"two\"")
    #expect(file.value(ofLiteral: 2) == "a \"# b")
  }

  /// CRLF and lone CR line breaks inside a multi-line literal read as `\n`, with the
  /// indentation stripped as for `\n`.
  @Test func multilineValuesWithEveryLineBreak() {
    for br in ["\n", "\r\n", "\r"] {
      let code = "let b = \"\"\"" + br + "    Hello" + br + "      world" + br + "    \"\"\"" + br
      let file = syntax(code)
      #expect(file.value(ofLiteral: 0) == "Hello\n  world", "\(br.debugDescription)")
    }
  }

  @Test func decodesEscapes() {
    let file = syntax(#"let s = "tab\t\"q\" \u{1F600} \\ end""#)
    #expect(file.value(ofLiteral: 0) == "tab\t\"q\" 😀 \\ end")
  }

  @Test func regexLiteralsAndDivision() {
    let file = syntax("let a = /ab+c/\nlet b = x / y\nlet c = #/a/b/#\nlet d = (x)/2/3")
    let regexes = file.tokens.filter { $0.kind == .regexLiteral }.map { file.source.text($0.range) }
    #expect(regexes == ["/ab+c/", "#/a/b/#"])
  }

  @Test func nestedBlockCommentsAndDocComments() {
    let file = syntax("/* a /* b */ c */ x /// doc\n/** block */")
    #expect(
      file.trivia.filter { $0.kind.isComment }.map(\.kind) == [
        .blockComment, .docLineComment, .docBlockComment,
      ])
    #expect(tokenTexts(file) == ["x"])
  }

  /// A line comment ends where the line table says its line breaks: before LF, CR or
  /// CRLF, or at the end of the file.
  @Test func lineCommentsEndAtEveryLineBreak() {
    for (text, comment) in [
      ("// a\nx", "// a"), ("// a\rx", "// a"), ("// a\r\nx", "// a"), ("//\r\nx", "//"),
      ("//\nx", "//"), ("x // a", "// a"), ("// a\r", "// a"), ("/// d\r\n\r\nx", "/// d"),
      ("// é\u{2028} a\nx", "// é\u{2028} a"),
    ] {
      let bytes = Array(text.utf8)
      let comments = Tokenizer.tokenize(bytes).trivia.map {
        String(decoding: bytes[$0.range], as: UTF8.self)
      }
      #expect(comments == [comment], "\(text.debugDescription)")
      #expect(isLossless(bytes))
      // Line starts of other bytes still give a total, in-bounds tokenization.
      for starts: [Int32] in [[0], [0, 1, 2], [0, Int32(bytes.count)], [0, 100]] {
        for t in Tokenizer.tokenize(bytes, lineStarts: starts).trivia {
          #expect(t.start >= 0 && t.end <= Int32(bytes.count) && t.start <= t.end)
        }
      }
    }
  }

  @Test func unterminatedConstructsEndTheFileCleanly() {
    for text in [
      "let s = \"abc", "let s = \"\"\"\nabc", "let r = #/abc", "/* open", "let s = \"\\(a", "x = #\"abc\"",
      "'",
    ] {
      let file = syntax(text)
      #expect(isLossless(Array(text.utf8)), "not lossless: \(text)")
      _ = file.literals.indices.map { file.value(ofLiteral: $0) }
    }
  }

  @Test func singleLineLiteralEndsAtLineBreak() {
    let file = syntax("let s = \"abc\nlet t = 1")
    #expect(file.literals[0].isTerminated == false)
    #expect(tokenTexts(file).suffix(4) == ["let", "t", "=", "1"])
  }

  @Test func bracketPartners() {
    let file = syntax("f(a[b], { c }) )")
    #expect(file.tokens[1].match == 10)
    #expect(file.tokens[3].match == 5)
    #expect(file.tokens[7].match == 9)
    #expect(file.tokens[11].match == -1)
  }

  @Test func losslessOnAwkwardBytes() {
    let samples: [[UInt8]] = [
      [], [0x00], [0xFF, 0xFE, 0x22, 0x80], [0xEF, 0xBB, 0xBF] + Array("let a = 1".utf8),
      Array("a\r\nb\rc\n".utf8), Array("\"\\".utf8), Array("#".utf8), Array("#####\"".utf8),
      Array("`".utf8), Array("<#".utf8), Array("0x".utf8), Array("1.e".utf8), Array("\\(".utf8),
    ]
    for s in samples { #expect(isLossless(s), "\(s)") }
  }

  @Test func totalOnRandomBytes() {
    var rng = SystemRandomNumberGenerator()
    let alphabet = Array("\"\\#()/*'\n\r{}[]`$@ ab1.".utf8) + [0x00, 0xC3, 0xA9, 0xFF]
    for _ in 0..<300 {
      let n = Int.random(in: 0..<200, using: &rng)
      let bytes = (0..<n).map { _ in alphabet.randomElement(using: &rng)! }
      #expect(isLossless(bytes))
      let file = SyntaxFile(SourceFile(path: "r.swift", bytes: bytes))
      for l in file.literals.indices { _ = file.value(ofLiteral: l) }
    }
  }

  @Test func deepNestingDoesNotUseTheCallStack() {
    let depth = 100_000
    let parens = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
    #expect(isLossless(Array(parens.utf8)))
    let interpolations = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
    let file = syntax(interpolations)
    #expect(file.literals.count == depth)
    let comments = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)
    #expect(syntax(comments).trivia.count == 1)
  }

  @Test func lineTableAgreesWithAByteByByteCount() {
    func naive(_ b: [UInt8]) -> [Int32] {
      var starts: [Int32] = [0]
      var i = 0
      while i < b.count {
        if b[i] == 0x0A || b[i] == 0x0D {
          if b[i] == 0x0D && i + 1 < b.count && b[i + 1] == 0x0A { i += 1 }
          starts.append(Int32(i + 1))
        }
        i += 1
      }
      return starts
    }
    var rng = SystemRandomNumberGenerator()
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x20, 0x09, 0x61, 0x0B, 0x0E, 0xC3]
    for _ in 0..<3_000 {
      let bytes = (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
      #expect(LineTable(bytes).lineStarts == naive(bytes), "\(bytes)")
    }
    // Over 1 MB, the line breaks are counted before the table is filled.
    var big: [UInt8] = []
    for k in 0..<((1 << 20) + 77) {
      let mixed: Int = (k &* 2_654_435_761) >> 7
      big.append(alphabet[mixed & 7])
    }
    #expect(LineTable(big).lineStarts == naive(big))
  }

  /// The validating table: the same line starts as the plain one on well-formed bytes,
  /// and the first bad byte where the standard library's decoder finds it.
  @Test func validatedLineTableAgreesWithTheDecoderAndThePlainTable() {
    func firstBad(_ b: [UInt8]) -> Int? {
      var offset = 0
      var decoder = UTF8()
      var it = b.makeIterator()
      while true {
        switch decoder.decode(&it) {
        case .scalarValue(let u): offset += String(u).utf8.count
        case .emptyInput: return nil
        case .error: return offset
        }
      }
    }
    var rng = SystemRandomNumberGenerator()
    // Line breaks, ASCII, lead and continuation bytes, overlong and surrogate leads.
    let alphabet: [UInt8] = [
      0x0A, 0x0D, 0x20, 0x61, 0x80, 0xBF, 0xC0, 0xC3, 0xE0, 0xED, 0xEA, 0xF0, 0xF4, 0xF5, 0xA0, 0x9F,
    ]
    let words = ["가나", "é", "😀", "\r\n", "abcdefgh", "x\n", "名前"].map { Array($0.utf8) }
    for round in 0..<6_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...24, using: &rng) {
        if round % 2 == 0 {
          bytes.append(alphabet.randomElement(using: &rng)!)
        } else {
          bytes += words.randomElement(using: &rng)!
        }
      }
      do {
        let table = try LineTable.validated(bytes)
        #expect(firstBad(bytes) == nil, "\(bytes)")
        #expect(table.lineStarts == LineTable(bytes).lineStarts, "\(bytes)")
      } catch {
        #expect(firstBad(bytes) == error.offset, "\(bytes)")
      }
    }
  }

  @Test func lineTableCountsEveryLineBreakKind() {
    let bytes = Array("a\r\nb\rc\nd".utf8)
    let table = LineTable(bytes)
    #expect(table.lineCount == 4)
    #expect(table.line(of: 7) == 4)
    let loc = LineTable(Array("가나 x".utf8)).location(of: 7, in: Array("가나 x".utf8))
    #expect(loc.utf8Column == 8 && loc.column == 4 && loc.utf16Column == 4)
  }
}

@Suite struct KeywordTests {
  @Test func everyKeywordIsClassifiedAndNothingElse() {
    for k in Keyword.allCases where k != .none {
      let file = syntax(k.text)
      #expect(file.tokens.first?.keyword == k, "\(k.text)")
      #expect(file.tokens.first?.kind == .keyword)
    }
    for word in ["lets", "Var", "actor", "some", "inits", "protocols", "associatedtypes", "_", "x"] {
      #expect(syntax(word).tokens.first?.kind == .identifier, "\(word)")
    }
  }

  /// Inside a longer file, where the lexer reads eight bytes at once.
  @Test func keywordsAmidLongerTextAndTheirNearMisses() {
    for k in Keyword.allCases where k != .none {
      let file = syntax("\(k.text) = 0 // padding past eight bytes")
      #expect(file.tokens.first?.keyword == k, "\(k.text)")
      let misses = [k.text + "x", "x" + k.text, String(k.text.dropLast()), "_" + k.text]
      for miss in misses where !Keyword.allCases.contains(where: { $0.text == miss }) {
        let near = syntax("\(miss) = 0 // padding past eight bytes")
        #expect(near.tokens.first?.kind == .identifier, "\(miss)")
        #expect(near.tokens.first?.keyword == Keyword.none, "\(miss)")
      }
    }
  }

  @Test func keywordSetsHoldEveryKeyword() {
    #expect(Keyword.allCases.count <= 64)
    let all = Keyword.allCases.filter { $0 != .none }
    for k in all {
      let set: KeywordSet = [k]
      #expect(set.contains(k))
      #expect(all.filter { set.contains($0) } == [k])
      #expect(!set.contains(Keyword.none))
    }
  }
}
