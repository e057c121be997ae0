/// A tokenized source file with the structure every rule shares: tokens, trivia, string
/// literals, bracket partners and scopes. Built once per file; immutable afterwards.
public struct SyntaxFile: Sendable {
  public let source: SourceFile
  public let lines: LineTable
  public let tokens: [Token]
  public let trivia: [Trivia]
  public let literals: [StringLiteralInfo]
  /// The scope tree (types, functions, closures, blocks) in source order.
  public let scopes: [Scope]
  /// For each token, the index of its innermost enclosing scope, or -1 at file level.
  public let scopeOfToken: [Int32]
  /// For each token, the index of the innermost `(`, `[` or `\(` enclosing it, or -1.
  public let enclosingBracket: [Int32]
  /// For each token, the innermost call `(` enclosing it through `[` brackets only (what
  /// `enclosingCall` finds), or -1.
  let callOfToken: [Int32]
  /// For each token with an enclosing call, its ancestor that stands directly in that call.
  let callChild: [Int32]
  /// For each token directly inside a `(`, `[` or `\(`: the first token of its
  /// comma-separated segment; -1 for the commas themselves and for other tokens.
  let segmentFirst: [Int32]
  /// At each segment's first token: the segment's last token.
  let segmentLast: [Int32]
  /// Work done on this file; see `WorkMeter`.
  public let work: WorkMeter

  public init(_ source: SourceFile) {
    self.source = source
    lines = LineTable(source.bytes)
    let stream = Tokenizer.tokenize(source.bytes, lineStarts: lines.lineStarts)
    tokens = stream.tokens
    trivia = stream.trivia
    literals = stream.literals
    let built = ScopeBuilder.build(tokens: stream.tokens, bytes: source.bytes)
    scopes = built.scopes
    scopeOfToken = built.scopeOfToken
    let parents = SyntaxFile.bracketParents(stream.tokens)
    enclosingBracket = parents
    (callOfToken, callChild, segmentFirst, segmentLast) = SyntaxFile.argumentIndex(
      stream.tokens, parents: parents)
    work = WorkMeter()
    work.add(stream.steps + 4 * stream.tokens.count)
  }

  /// One forward pass: each token's enclosing call and its ancestor directly in that call,
  /// and the comma-separated segment each bracket's direct children belong to. With these,
  /// finding the argument around a token is O(1) instead of a re-split of every argument.
  static func argumentIndex(_ tokens: [Token], parents: [Int32]) -> (
    [Int32], [Int32], [Int32], [Int32]
  ) {
    let n = tokens.count
    var callOf = [Int32](repeating: -1, count: n)
    var child = [Int32](repeating: -1, count: n)
    var first = [Int32](repeating: -1, count: n)
    var last = [Int32](repeating: -1, count: n)
    for i in 0..<n {
      let b = Int(parents[i])
      if b >= 0 {
        switch tokens[b].kind {
        case .leftParen:
          callOf[i] = Int32(b)
          child[i] = Int32(i)
        case .interpolationOpen:
          break
        default:
          callOf[i] = callOf[b]
          child[i] = child[b]
        }
        // Segments of the bracket's direct children.
        if tokens[i].kind == .comma {
          if i - 1 > b, first[i - 1] >= 0 { last[Int(first[i - 1])] = Int32(i - 1) }
        } else if i - 1 == b || tokens[i - 1].kind == .comma {
          first[i] = Int32(i)
        } else if Int(parents[i - 1]) == b {
          first[i] = first[i - 1]
        } else if tokens[i].match >= 0 && tokens[i].match < Int32(i)
          && Int(parents[Int(tokens[i].match)]) == b
        {
          // A closer whose group's inside has other parents (`}` of a closure, `)` of `\(`).
          first[i] = first[Int(tokens[i].match)]
        } else {
          first[i] = Int32(i)
        }
      }
      // A closing bracket ends its last segment.
      let t = tokens[i]
      if (t.kind == .rightParen || t.kind == .rightBracket || t.kind == .interpolationClose)
        && t.match >= 0 && t.match < Int32(i) && i - 1 > Int(t.match) && first[i - 1] >= 0
        && Int(parents[i - 1]) == Int(t.match)
      {
        last[Int(first[i - 1])] = Int32(i - 1)
      }
    }
    return (callOf, child, first, last)
  }

  static func bracketParents(_ tokens: [Token]) -> [Int32] {
    var parents = [Int32](repeating: -1, count: tokens.count)
    var stack: [Int32] = []
    for i in 0..<tokens.count {
      let t = tokens[i]
      switch t.kind {
      case .rightParen, .rightBracket, .interpolationClose:
        if t.match >= 0, let top = stack.last, top == t.match { stack.removeLast() }
        parents[i] = stack.last ?? -1
      case .rightBrace:
        // A closure body is not "in" the call it is passed to: braces reset the context.
        if t.match >= 0, let top = stack.last, top == t.match { stack.removeLast() }
        parents[i] = innermost(stack, tokens)
      default:
        parents[i] = innermost(stack, tokens)
        if t.kind == .leftParen || t.kind == .leftBracket || t.kind == .interpolationOpen
          || t.kind == .leftBrace
        {
          if t.match > Int32(i) { stack.append(Int32(i)) }
        }
      }
    }
    return parents
  }

  /// The innermost open paren or bracket, unless a brace stands inside it.
  private static func innermost(_ stack: [Int32], _ tokens: [Token]) -> Int32 {
    guard let top = stack.last else { return -1 }
    return tokens[Int(top)].kind == .leftBrace ? -1 : top
  }

  public var path: String { source.path }
  public var bytes: [UInt8] { source.bytes }
  public var count: Int { tokens.count }

  @inlinable public subscript(_ i: Int) -> Token { tokens[i] }

  /// The token's text (allocates; prefer `isWord(_:_:)` for comparisons).
  public func text(_ i: Int) -> String { source.text(tokens[i].range) }

  /// Whether token `i` exists and its text is exactly `word`. Never allocates; inlined
  /// so that a literal `word` costs a length compare on most tokens.
  @inline(__always) public func isWord(_ i: Int, _ word: String) -> Bool {
    guard i >= 0 && i < tokens.count else { return false }
    let t = tokens[i]
    let start = Int(t.start)
    guard word.utf8.count == Int(t.end) - start else { return false }
    var o = start
    for b in word.utf8 {
      if source.bytes[o] != b { return false }
      o += 1
    }
    return true
  }

  /// Whether token `i` is spelled `word` (already UTF-8): the fast form for loops over
  /// every token.
  @inlinable public func isWord(_ i: Int, bytes word: [UInt8]) -> Bool {
    guard i >= 0 && i < tokens.count else { return false }
    let t = tokens[i]
    let start = Int(t.start)
    guard Int(t.end) - start == word.count else { return false }
    let bytes = source.bytes
    for k in 0..<word.count where bytes[start + k] != word[k] { return false }
    return true
  }

  /// Whether token `i` is one of `words` (inlined, so a literal array is not allocated).
  @inline(__always) public func isAny(_ i: Int, _ words: [String]) -> Bool {
    for w in words where isWord(i, w) { return true }
    return false
  }

  public func kind(_ i: Int) -> TokenKind? {
    i >= 0 && i < tokens.count ? tokens[i].kind : nil
  }

  public func location(_ offset: Int) -> SourceLocation {
    lines.location(of: offset, in: source.bytes)
  }

  /// Index of the string literal whose `stringOpen` is token `open`.
  public func literalIndex(open: Int) -> Int? {
    var lo = 0
    var hi = literals.count - 1
    while lo <= hi {
      let mid = (lo + hi) / 2
      let o = Int(literals[mid].open)
      if o == open { return mid }
      if o < open { lo = mid + 1 } else { hi = mid - 1 }
    }
    return nil
  }

  /// Byte range of the literal, delimiters included.
  public func range(ofLiteral l: Int) -> Range<Int> {
    Int(tokens[Int(literals[l].open)].start)..<Int(tokens[Int(literals[l].last)].end)
  }
}
