/// The kind of a significant token. Whitespace and comments are `Trivia`.
public enum TokenKind: UInt8, Sendable, BitwiseCopyable {
  case identifier
  case keyword
  /// `#if`, `#available`, `#selector`, `#Preview`, or a lone `#`.
  case poundKeyword
  /// `@MainActor`, `@objc`, or a lone `@`.
  case attribute
  case integerLiteral
  case floatLiteral
  case `operator`
  case period
  case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
  case comma, colon, semicolon, backslash, backtick
  /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `'`.
  case stringOpen
  /// Literal text inside a string literal, escapes unprocessed.
  case stringSegment
  /// `\(` or `\#(` inside a string literal.
  case interpolationOpen
  /// The `)` that closes an interpolation.
  case interpolationClose
  /// The closing delimiter of a string literal.
  case stringClose
  case regexLiteral
  /// Bytes that start no Swift token (a stray `` ` ``, invalid UTF-8 inside code is trivia).
  case unknown
}

/// Facts about a token's surroundings that the lexer already knows.
public struct TokenFlags: OptionSet, Sendable, BitwiseCopyable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// A line break (possibly inside a comment) stands between this token and the previous one.
  public static let newlineBefore = TokenFlags(rawValue: 1)
  /// Whitespace or a comment stands before this token.
  public static let spaceBefore = TokenFlags(rawValue: 2)
  /// For operators: the compiler's "left-bound" (no whitespace on the left).
  public static let leftBound = TokenFlags(rawValue: 4)
  /// For operators: the compiler's "right-bound".
  public static let rightBound = TokenFlags(rawValue: 8)
  /// Every byte of the token is ASCII: set on the identifiers and keywords the lexer read
  /// byte by byte, so that a byte test needs no scan for a non-ASCII byte. Absent means
  /// not known.
  public static let asciiText = TokenFlags(rawValue: 16)
}

/// One significant token: 16 bytes, no heap storage. (Its line is the line table's to
/// find, for the few tokens a finding names.)
public struct Token: Sendable, BitwiseCopyable {
  public var kind: TokenKind
  public var flags: TokenFlags
  /// For `.keyword` tokens, which one (stored in what would be padding).
  public var keyword: Keyword
  /// Byte offset of the first byte.
  public var start: Int32
  /// Byte offset just past the last byte.
  public var end: Int32
  /// For brackets, interpolation delimiters and string delimiters: the index of the
  /// partner token (for `stringOpen`, the literal's last token); otherwise -1.
  public var match: Int32

  @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
  @inlinable public var isBinaryOperator: Bool {
    kind == .operator && flags.contains(.leftBound) == flags.contains(.rightBound)
  }
  @inlinable public var isPrefixOperator: Bool {
    kind == .operator && !flags.contains(.leftBound) && flags.contains(.rightBound)
  }
  @inlinable public var isPostfixOperator: Bool {
    kind == .operator && flags.contains(.leftBound) && !flags.contains(.rightBound)
  }
}

/// Comments and bytes the lexer could not use. Whitespace and line breaks are not kept:
/// they are the gaps between tokens and trivia, recorded in the tokens' flags.
public enum TriviaKind: UInt8, Sendable, BitwiseCopyable {
  case lineComment, docLineComment, blockComment, docBlockComment
  case shebang
  /// A byte-order mark, invalid UTF-8, NUL or another control character outside a literal.
  case unknown

  public var isComment: Bool {
    switch self {
    case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
    default: return false
    }
  }
}

public struct Trivia: Sendable, BitwiseCopyable {
  public var kind: TriviaKind
  public var start: Int32
  public var end: Int32
  @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
}

/// One string literal: where it is and how it is delimited.
public struct StringLiteralInfo: Sendable, BitwiseCopyable {
  public enum Delimiter: UInt8, Sendable, BitwiseCopyable { case singleLine, multiLine, singleQuote }
  /// Token index of the `stringOpen`.
  public var open: Int32
  /// Token index of the literal's last token (its `stringClose` when terminated).
  public var last: Int32
  public var delimiter: Delimiter
  /// Number of `#` in a raw string's delimiter.
  public var hashes: Int32
  public var isTerminated: Bool
  public var hasInterpolation: Bool
}
