/// A set of keywords as one bit mask. Asking whether a token is one of them is a single
/// test on the keyword the lexer stored in it: no text comparison, no array allocated.
public struct KeywordSet: Sendable, ExpressibleByArrayLiteral {
  public let bits: UInt64

  @inline(__always) public init(arrayLiteral elements: Keyword...) {
    var bits: UInt64 = 0
    for k in elements { bits |= 1 &<< UInt64(k.rawValue) }
    self.bits = bits
  }

  @inline(__always) public func contains(_ k: Keyword) -> Bool {
    k != .none && bits & (1 &<< UInt64(k.rawValue)) != 0
  }
}

extension SyntaxFile {
  /// The keyword token `i` spells; `.none` for other tokens and outside the file.
  @inline(__always) public func keyword(_ i: Int) -> Keyword {
    i >= 0 && i < tokens.count ? tokens[i].keyword : .none
  }

  /// Whether token `i` spells one of `set`'s keywords.
  @inline(__always) public func isKeyword(_ i: Int, _ set: KeywordSet) -> Bool {
    set.contains(keyword(i))
  }
}
