/// The result of tokenizing one file: significant tokens, trivia and string literals.
///
/// Lossless: the ranges of `tokens` and `trivia`, merged by start offset, tile the input
/// except for runs of whitespace and line breaks, which are the gaps between them (their
/// presence is in each token's `spaceBefore` and `newlineBefore` flags).
public struct TokenStream: Sendable {
  public var tokens: [Token]
  public var trivia: [Trivia]
  /// Every string literal, nested ones included, ordered by their opening token.
  public var literals: [StringLiteralInfo]
  /// Work done: one step per input byte plus every byte a regex-literal scan looked at
  /// (the only place the lexer looks ahead without consuming). Linear in the input.
  public var steps: Int = 0
  /// Where the operators, integer literals, keywords and member names are.
  public var kindIndex = TokenKindIndex.empty
}

/// Splits Swift source bytes into tokens in one linear pass.
///
/// Total: any byte sequence yields tokens. Nesting (interpolations, brackets, block
/// comments) is tracked on explicit stacks, never by recursion, so depth cannot overflow
/// the call stack.
public enum Tokenizer {
  /// `lineStarts` must be the file's own (`LineTable(bytes).lineStarts`): tokens take their
  /// lines from them, and a line comment ends where its line's break is. (Other starts
  /// give other comment ends, never a crash.)
  static func tokenize(_ bytes: [UInt8], lineStarts: [Int32]) -> TokenStream {
    var overflow: [Token]? = nil
    var stream = TokenStream(tokens: [], trivia: [], literals: [])
    // Tokens are written straight into the array's storage. Code averages four to five
    // bytes a token; a file denser than two bytes a token, or with more than four million
    // tokens (the lent capacity's cap: 64 MB of address space), moves to owned memory that
    // grows as needed and is copied once at the end.
    let capacity = min(bytes.count / 2 + 64, 1 << 22)
    stream.tokens = [Token](unsafeUninitializedCapacity: capacity) { memory, count in
      bytes.withUnsafeBufferPointer { p in
        lineStarts.withUnsafeBufferPointer { lines in
          var lexer = Lexer(source: p, lineStarts: lines, tokens: AppendBuffer(lentTo: memory))
          lexer.run()
          if lexer.tokens.isLent {
            count = lexer.tokens.count
          } else {
            overflow = lexer.tokens.finish()
          }
          lexer.brackets.release()
          lexer.contexts.release()
          stream.trivia = lexer.trivia.finish()
          stream.literals = lexer.literals.finish()
          stream.kindIndex = lexer.kinds.finish()
          stream.steps = lexer.steps &+ lexer.n
        }
      }
    }
    if let overflow { stream.tokens = overflow }
    return stream
  }

  public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
    tokenize(bytes, lineStarts: LineTable(bytes).lineStarts)
  }
}

/// A string literal or interpolation the lexer is inside of.
struct LexContext {
  var isInterpolation: Bool
  /// For strings: the delimiter kind and `#` count; for interpolations, of the enclosing string.
  var delimiter: StringLiteralInfo.Delimiter
  var hashes: Int
  /// For strings: index into `literals`. For interpolations: token index of `interpolationOpen`.
  var index: Int32
  /// Open parentheses inside an interpolation.
  var parenDepth: Int
  /// Height of the bracket stack when this context began.
  var bracketBase: Int
}

struct Lexer {
  let s: UnsafeBufferPointer<UInt8>
  let n: Int
  let lineStarts: UnsafeBufferPointer<Int32>
  let classes = CharacterClass.table
  let keywords = Keywords.table
  /// The 1-based line of the last line comment, and where the next line starts.
  var line: Int32 = 1
  var nextLineStart: Int32
  var i = 0
  var tokens: AppendBuffer<Token>
  var trivia: AppendBuffer<Trivia>
  var kinds: TokenKindBuffers
  var literals: AppendBuffer<StringLiteralInfo>
  /// The string literals and interpolations the lexer is inside of, innermost last (a raw
  /// buffer: it changes at every literal, and `Array` would check uniqueness each time).
  var contexts = AppendBuffer<LexContext>(capacity: 16)
  var brackets: AppendBuffer<Int32>
  var pendingFlags: TokenFlags = []
  /// Set after `try?` / `try!`, where a `/` must start a regex.
  var preferRegex = false
  /// Bytes looked at beyond the one pass (regex-literal scans).
  var steps = 0
  /// See `scanRegex`: the fewest `#` of a multi-line regex scan that found no closer, and
  /// the last closer offset per `#` count.
  var unterminatedPounds = Int.max
  var closerTable: [Int]? = nil

  init(
    source: UnsafeBufferPointer<UInt8>, lineStarts: UnsafeBufferPointer<Int32>,
    tokens: AppendBuffer<Token>
  ) {
    s = source
    n = source.count
    self.lineStarts = lineStarts
    nextLineStart = lineStarts.count > 1 ? lineStarts[1] : Int32.max
    self.tokens = tokens
    trivia = AppendBuffer(capacity: n / 64 + 16)
    brackets = AppendBuffer(capacity: 64)
    kinds = TokenKindBuffers(bytes: n)
    // Room for the literals of typical code (one every 100 to 200 bytes) and the usual
    // nesting, so that most files allocate each once instead of growing it. (The literals
    // are a raw buffer: updating an array's element would check its uniqueness each time.)
    literals = AppendBuffer(capacity: n / 128 + 16)
  }

  @inline(__always) func at(_ j: Int) -> UInt8 { j < n ? s[j] : 0 }

  /// The end of the run of bytes of class `bit` that starts at `j`: four bytes a step while
  /// four remain, so each byte costs a load, a test and a branch, and the bound is tested
  /// once a step (identifiers and indentation are most of a file's bytes).
  /// (Offsets are below `n`, itself far below `Int.max`: the steps need no overflow check.)
  @inline(__always) func endOfRun(from j: Int, _ bit: UInt8) -> Int {
    var j = j
    while j &+ 4 <= n {
      if classes[Int(s[j])] & bit == 0 { return j }
      if classes[Int(s[j &+ 1])] & bit == 0 { return j &+ 1 }
      if classes[Int(s[j &+ 2])] & bit == 0 { return j &+ 2 }
      if classes[Int(s[j &+ 3])] & bit == 0 { return j &+ 3 }
      j &+= 4
    }
    while j < n && classes[Int(s[j])] & bit != 0 { j &+= 1 }
    return j
  }

  // MARK: Emitting

  /// Where the line after the one holding `offset` starts (`Int32.max` past the last).
  /// Offsets are asked in order, so the line table is walked once per file.
  @inline(__always) mutating func startOfNextLine(after offset: Int) -> Int32 {
    if Int32(truncatingIfNeeded: offset) >= nextLineStart { advanceLine(to: offset) }
    return nextLineStart
  }

  mutating func advanceLine(to offset: Int) {
    let o = Int32(truncatingIfNeeded: offset)
    var k = Int(line)
    while k < lineStarts.count && lineStarts[k] <= o { k += 1 }
    line = Int32(k)
    nextLineStart = k < lineStarts.count ? lineStarts[k] : Int32.max
  }

  @discardableResult
  @inline(__always)
  mutating func emit(
    _ kind: TokenKind, _ start: Int, _ end: Int, _ extra: TokenFlags = [], keyword: Keyword = .none
  )
    -> Int
  {
    kinds.note(kind, tokens.count, after: tokens.last?.kind)
    tokens.append(
      Token(
        kind: kind, flags: pendingFlags.union(extra), keyword: keyword,
        start: Int32(truncatingIfNeeded: start),
        end: Int32(truncatingIfNeeded: end), match: -1))
    pendingFlags = []
    return tokens.count &- 1
  }

  mutating func emitTrivia(_ kind: TriviaKind, _ start: Int, _ end: Int) {
    trivia.append(
      Trivia(
        kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end)))
    pendingFlags.insert(.spaceBefore)
  }

  // MARK: Brackets

  @inline(__always) mutating func openBracket(_ token: Int) {
    brackets.append(Int32(truncatingIfNeeded: token))
  }

  /// Pairs a closing token with the innermost open bracket of the expected kind, within
  /// the current literal context; unmatched openers above it stay unmatched.
  @inline(__always) mutating func closeBracket(_ token: Int, opener: TokenKind) {
    let base = contexts.isEmpty ? 0 : contexts[contexts.count - 1].bracketBase
    let top = brackets.count - 1
    if top >= base {
      let open = Int(brackets[top])
      if tokens[open].kind == opener {
        tokens[open].match = Int32(token)
        tokens[token].match = Int32(open)
        brackets.removeLast()
        return
      }
    }
    closeBracketSkipping(token, opener: opener, base: base)
  }

  mutating func closeBracketSkipping(_ token: Int, opener: TokenKind, base: Int) {
    var k = brackets.count - 2
    while k >= base {
      // Only skip over a few unmatched openers; a longer run means this close is stray.
      if brackets.count - 1 - k > 8 { return }
      let open = Int(brackets[k])
      if tokens[open].kind == opener {
        tokens[open].match = Int32(token)
        tokens[token].match = Int32(open)
        brackets.truncate(to: k)
        return
      }
      k -= 1
    }
  }

  // MARK: Main loop

  mutating func run() {
    if n >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF {
      emitTrivia(.unknown, 0, 3)
      i = 3
    }
    if at(i) == 0x23 && at(i + 1) == 0x21 {  // #!
      let start = i
      while i < n && s[i] != 0x0A && s[i] != 0x0D { i += 1 }
      emitTrivia(.shebang, start, i)
    }
    while true {
      if inStringText {
        lexStringContent()
        continue
      }
      if i >= n { break }
      lexCode()
    }
    finishAtEndOfFile()
  }

  mutating func finishAtEndOfFile() {
    while let top = contexts.popLast() {
      if top.isInterpolation {
        // The interpolation never closed; the enclosing string is closed below.
        continue
      }
      literals[Int(top.index)].last = Int32(tokens.count - 1)
      tokens[Int(literals[Int(top.index)].open)].match = Int32(tokens.count - 1)
    }
  }

  /// Whether the innermost context is a string literal's text (not code).
  @inline(__always) var inStringText: Bool {
    !contexts.isEmpty && !contexts[contexts.count - 1].isInterpolation
  }

  /// Lexes code (top level or inside an interpolation) until the end of the input or the
  /// start of string text. Inside code, a non-empty context stack has an interpolation on
  /// top.
  mutating func lexCode() {
    while i < n {
      var c = s[i]
      // One space between tokens, the most common gap, before any other test: it takes no
      // turn of the byte switch.
      if c == 0x20 {
        pendingFlags.insert(.spaceBefore)
        i &+= 1
        guard i < n else { break }
        c = s[i]
      }
      let start = i
      // Identifiers and keywords, the most common tokens, before the byte switch.
      if classes[Int(c)] & CharacterClass.identifierHead != 0 {
        // ASCII identifier bytes inline; a non-ASCII byte takes the general path.
        i = endOfRun(from: i &+ 1, CharacterClass.identifierBody)
        var ascii = TokenFlags.asciiText
        if i < n && s[i] >= 0x80 {
          lexIdentifierBody()
          ascii = []
        }
        let keyword = Keywords.lookup(s, start, i, table: keywords)
        emit(keyword == .none ? .identifier : .keyword, start, i, ascii, keyword: keyword)
        continue
      }
      switch c {
      case 0x20, 0x09, 0x0B, 0x0C:
        // Whitespace is no token and no trivia: the next token's flags record it.
        pendingFlags.insert(.spaceBefore)
        i += 1
        while i < n && classes[Int(s[i])] & CharacterClass.space != 0 {
          if s[i] == 0x0A || s[i] == 0x0D {
            lexLineBreaks()
            break
          }
          i += 1
        }
      case 0x0A, 0x0D:
        lexLineBreaks()
      case 0x2F:  // /
        if at(i + 1) == 0x2F {
          lexLineComment()
        } else if at(i + 1) == 0x2A {
          lexBlockComment()
        } else {
          lexOperator()
        }
      case 0x28:  // (
        i += 1
        if !contexts.isEmpty { contexts[contexts.count - 1].parenDepth += 1 }
        openBracket(emit(.leftParen, start, i))
      case 0x29:  // )
        i += 1
        if !contexts.isEmpty {
          if contexts[contexts.count - 1].parenDepth == 0 {
            closeInterpolation(closeStart: start)
            return
          }
          contexts[contexts.count - 1].parenDepth -= 1
        }
        closeBracket(emit(.rightParen, start, i), opener: .leftParen)
      case 0x7B:
        i += 1
        openBracket(emit(.leftBrace, start, i))
      case 0x7D:
        i += 1
        closeBracket(emit(.rightBrace, start, i), opener: .leftBrace)
      case 0x5B:
        i += 1
        openBracket(emit(.leftBracket, start, i))
      case 0x5D:
        i += 1
        closeBracket(emit(.rightBracket, start, i), opener: .leftBracket)
      case 0x2C:
        i += 1
        emit(.comma, start, i)
      case 0x3B:
        i += 1
        emit(.semicolon, start, i)
      case 0x3A:  // : or ::
        i += at(i + 1) == 0x3A ? 2 : 1
        emit(.colon, start, i)
      case 0x5C:
        i += 1
        emit(.backslash, start, i)
      case 0x22:  // "
        if lexPlainString(start) { continue }
        openString(hashes: 0, start: start)
        return
      case 0x27:  // '
        openString(hashes: 0, start: start)
        return
      case 0x23:  // #
        lexPound()
        if inStringText { return }
      case 0x40:  // @
        i += 1
        lexIdentifierBody()
        emit(.attribute, start, i)
      case 0x24:  // $
        i += 1
        lexIdentifierBody()
        emit(.identifier, start, i)
      case 0x60:  // `
        lexBacktick()
      case 0x30...0x39:
        lexNumber()
      case 0x3C where at(i + 1) == 0x23:  // <#placeholder#>
        if !lexPlaceholder() { lexOperator() }
      case 0x2E where at(i + 1) < 0x80 && classes[Int(at(i + 1))] & CharacterClass.operatorChar == 0:
        // A lone `.` (a member access, the most common punctuation): what `lexOperator`
        // finds for it, without its scan.
        preferRegex = false
        i += 1
        emit(.period, start, i, Lexer.boundFlags(s, start, i))
      default:
        if CharacterClass.isOperatorASCII(c) {
          if c != 0x2F && c != 0x2E && i &+ 1 < n && s[i &+ 1] == 0x20 {
            // A one-byte operator before a space (` = `, ` + `, ` ? `, the most common
            // kind): what `lexOperator` finds for it, without its scans. The space makes it
            // not right-bound; after `try`, a postfix `!` or `?` still makes a following
            // `/` start a regex, as there.
            let left = Lexer.isLeftBound(s, start)
            preferRegex = (c == 0x21 || c == 0x3F) && left && previousKeywordIsTry
            i &+= 1
            emit(.operator, start, i, left ? [.leftBound] : [])
          } else {
            lexOperator()
          }
        } else if c >= 0x80 {
          lexNonASCII()
        } else {
          // NUL and other control characters.
          i += 1
          emitTrivia(.unknown, start, i)
        }
      }
    }
  }

  /// A run of whitespace from a line break on. A line break ends the interpolations of
  /// single-line literals, as the compiler's lexer does.
  mutating func lexLineBreaks() {
    pendingFlags.formUnion([.spaceBefore, .newlineBefore])
    if !contexts.isEmpty { endSingleLineInterpolations() }
    i = endOfRun(from: i + 1, CharacterClass.space)
  }

  mutating func lexIdentifierBody() {
    while i < n {
      let c = s[i]
      if classes[Int(c)] & CharacterClass.identifierBody != 0 {
        i += 1
      } else if c >= 0x80, let (v, len) = CharacterClass.decode(s, i),
        !CharacterClass.isOperatorBody(v), !CharacterClass.isUnicodeSpace(v)
      {
        i += len
      } else {
        break
      }
    }
  }

  mutating func lexNonASCII() {
    let start = i
    guard let (v, len) = CharacterClass.decode(s, i) else {
      i += 1
      while i < n && s[i] >= 0x80 && CharacterClass.decode(s, i) == nil { i += 1 }
      emitTrivia(.unknown, start, i)
      return
    }
    if CharacterClass.isUnicodeSpace(v) {
      i += len
      emitTrivia(.unknown, start, i)
    } else if CharacterClass.isOperatorHead(v) {
      lexOperator()
    } else {
      i += len
      lexIdentifierBody()
      emit(.identifier, start, i)
    }
  }

  mutating func lexLineComment() {
    let start = i
    let doc = at(i + 2) == 0x2F
    // The comment runs to its line's break, which the line table already found: the next
    // line starts just past it (one byte, or two for CRLF). No byte of it is read again.
    let next = startOfNextLine(after: start)
    let end = next == Int32.max ? n : Int(next) - 1
    if end == n {
      i = n
    } else if end >= start + 2 && end < n && (s[end] == 0x0A || s[end] == 0x0D) {
      i = end > start + 2 && s[end] == 0x0A && s[end - 1] == 0x0D ? end - 1 : end
    } else {
      // Line starts of other bytes (a caller's mistake): find the break here.
      i += 2
      while i < n && s[i] != 0x0A && s[i] != 0x0D { i += 1 }
    }
    emitTrivia(doc ? .docLineComment : .lineComment, start, i)
  }

  mutating func lexBlockComment() {
    let start = i
    let doc = at(i + 2) == 0x2A && at(i + 3) != 0x2F
    i += 2
    var depth = 1
    var sawNewline = false
    while i < n {
      let c = s[i]
      if c == 0x2A && at(i + 1) == 0x2F {
        i += 2
        depth -= 1
        if depth == 0 { break }
      } else if c == 0x2F && at(i + 1) == 0x2A {
        i += 2
        depth += 1
      } else {
        if c == 0x0A || c == 0x0D { sawNewline = true }
        i += 1
      }
    }
    emitTrivia(doc ? .docBlockComment : .blockComment, start, i)
    if sawNewline { pendingFlags.insert(.newlineBefore) }
  }

  mutating func lexBacktick() {
    let start = i
    var j = i + 1
    while j < n && s[j] != 0x60 && s[j] != 0x0A && s[j] != 0x0D { j += 1 }
    if j < n && s[j] == 0x60 && j > i + 1 {
      i = j + 1
      emit(.identifier, start, i)
    } else {
      i += 1
      emit(.backtick, start, i)
    }
  }

  mutating func lexPlaceholder() -> Bool {
    var j = i + 2
    while j + 1 < n {
      let c = s[j]
      if c == 0x0A || (c == 0x3C && s[j + 1] == 0x23) { return false }
      if c == 0x23 && s[j + 1] == 0x3E {
        let start = i
        i = j + 2
        emit(.identifier, start, i)
        return true
      }
      j += 1
    }
    return false
  }

  mutating func lexNumber() {
    let start = i
    let isHex = s[i] == 0x30 && (at(i + 1) == 0x78)
    var isFloat = false
    i += 1
    func isExponent(_ c: UInt8) -> Bool {
      isHex ? (c == 0x70 || c == 0x50) : (c == 0x65 || c == 0x45)
    }
    while true {
      while i < n && (CharacterClass.isIdentifierBody(s[i]) && s[i] != 0x24) {
        if isExponent(s[i]) && (at(i + 1) == 0x2B || at(i + 1) == 0x2D) {
          isFloat = true
          i += 2
          continue
        }
        if !isHex && isExponent(s[i]) { isFloat = true }
        if isHex && isExponent(s[i]) { isFloat = true }
        i += 1
      }
      // A fraction needs a digit after the dot; `1.description` is a member access.
      let next = at(i + 1)
      if at(i) == 0x2E && (isHex ? CharacterClass.isHexDigit(next) : CharacterClass.isDigit(next))
        && !isFloat
      {
        isFloat = true
        i += 1
        continue
      }
      break
    }
    emit(isFloat ? .floatLiteral : .integerLiteral, start, i)
  }

  mutating func lexPound() {
    let start = i
    var j = i
    while j < n && s[j] == 0x23 { j += 1 }
    let hashes = j - i
    if at(j) == 0x22 {
      openString(hashes: hashes, start: start)
      return
    }
    if at(j) == 0x2F {
      if lexRegex(at: i, mustBeRegex: true) { return }
    }
    // `#if`, `#selector`, `#Preview`, or a lone `#`.
    i += 1
    lexIdentifierBody()
    emit(.poundKeyword, start, i)
  }
}
