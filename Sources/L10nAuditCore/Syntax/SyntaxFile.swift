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
    enclosingBracket = SyntaxFile.bracketParents(stream.tokens)
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

  /// Whether token `i` exists and its text is exactly `word`. Never allocates.
  @inlinable public func isWord(_ i: Int, _ word: String) -> Bool {
    guard i >= 0 && i < tokens.count else { return false }
    let t = tokens[i]
    let start = Int(t.start)
    let length = Int(t.end) - start
    guard word.utf8.count == length else { return false }
    let bytes = source.bytes
    var o = start
    for b in word.utf8 {
      if bytes[o] != b { return false }
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

  /// Whether token `i` is one of `words`.
  public func isAny(_ i: Int, _ words: [String]) -> Bool {
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
