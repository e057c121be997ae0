/// A tokenized source file with the structure every rule shares: tokens, trivia, string
/// literals, bracket partners and scopes. Built once per file; immutable afterwards.
public struct SyntaxFile: Sendable {
  public let source: SourceFile
  public let lines: LineTable
  public let tokens: [Token]
  public let trivia: [Trivia]
  public let literals: [StringLiteralInfo]
  /// Where the operators, integer literals, keywords and member names are.
  public let kindIndex: TokenKindIndex
  /// The scope tree (types, functions, closures, blocks) in source order.
  public let scopes: [Scope]
  /// For each token, the index of its innermost enclosing scope, or -1 at file level.
  public let scopeOfToken: TokenColumn
  /// For each token, the index of the innermost `(`, `[` or `\(` enclosing it, or -1.
  public let enclosingBracket: TokenColumn
  /// For each token, the innermost call `(` enclosing it through `[` brackets only (what
  /// `enclosingCall` finds), or -1.
  let callOfToken: TokenColumn
  /// For each token with an enclosing call, its ancestor that stands directly in that call.
  let callChild: TokenColumn
  /// For each token directly inside a `(`, `[` or `\(`: the first token of its
  /// comma-separated segment; -1 for the commas themselves and for other tokens.
  let segmentFirst: TokenColumn
  /// At each segment's first token: the segment's last token.
  let segmentLast: TokenColumn
  /// Work done on this file; see `WorkMeter`.
  public let work: WorkMeter

  public init(_ source: SourceFile) {
    self.init(source, lines: LineTable(source.bytes))
  }

  /// With the line table already found (`LineTable.validated`): it must be the source's.
  public init(_ source: SourceFile, lines: LineTable) {
    self.source = source
    self.lines = lines
    let stream = Tokenizer.tokenize(source.bytes, lineStarts: lines.lineStarts)
    tokens = stream.tokens
    trivia = stream.trivia
    literals = stream.literals
    kindIndex = stream.kindIndex
    let columns = TokenColumnStorage(tokens: stream.tokens.count)
    scopes = ScopeBuilder.build(
      tokens: stream.tokens, bytes: source.bytes, owner: columns.column(.scopeOfToken),
      parent: columns.column(.enclosingBracket),
      arguments: ArgumentColumns(
        callOf: columns.column(.callOfToken), child: columns.column(.callChild),
        first: columns.column(.segmentFirst), last: columns.column(.segmentLast)))
    scopeOfToken = columns.view(.scopeOfToken)
    enclosingBracket = columns.view(.enclosingBracket)
    callOfToken = columns.view(.callOfToken)
    callChild = columns.view(.callChild)
    segmentFirst = columns.view(.segmentFirst)
    segmentLast = columns.view(.segmentLast)
    work = WorkMeter()
    work.add(stream.steps + 4 * stream.tokens.count)
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
