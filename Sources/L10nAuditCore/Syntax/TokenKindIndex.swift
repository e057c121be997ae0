/// The tokens of a few kinds, in order, found in one pass over the file on first use. The
/// rules that act on operators, integer literals, keywords or member names start from
/// these short lists instead of each making its own pass over every token.
public struct TokenKindIndex: Sendable {
  /// Operator tokens.
  public let operators: [Int32]
  /// Integer literal tokens.
  public let integerLiterals: [Int32]
  /// Keyword tokens.
  public let keywords: [Int32]
  /// Identifiers right after a `.`: the names of members (`x.lowercased`, `.joined`).
  public let memberNames: [Int32]

  init(_ tokens: [Token]) {
    // About one token in eight is each of these in app code: room for that, allocated once.
    let room = tokens.count / 8 + 4
    var operators: [Int32] = []
    var integers: [Int32] = []
    var keywords: [Int32] = []
    var members: [Int32] = []
    operators.reserveCapacity(room)
    integers.reserveCapacity(room / 2)
    keywords.reserveCapacity(room)
    members.reserveCapacity(room)
    tokens.withUnsafeBufferPointer { t in
      var previous = TokenKind.unknown
      for i in t.indices {
        let kind = t[i].kind
        switch kind {
        case .operator: operators.append(Int32(i))
        case .integerLiteral: integers.append(Int32(i))
        case .keyword: keywords.append(Int32(i))
        case .identifier: if previous == .period { members.append(Int32(i)) }
        default: break
        }
        previous = kind
      }
    }
    self.operators = operators
    integerLiterals = integers
    self.keywords = keywords
    memberNames = members
  }

  /// The indices of `a` and `b` (each in order) in one ordered list.
  static func merged(_ a: [Int], _ b: [Int]) -> [Int] {
    var out: [Int] = []
    out.reserveCapacity(a.count + b.count)
    var j = 0
    for x in a {
      while j < b.count && b[j] < x {
        out.append(b[j])
        j += 1
      }
      out.append(x)
    }
    out.append(contentsOf: b[j...])
    return out
  }
}

extension SyntaxFile {
  /// Where the operators, integer literals, keywords and member names are.
  public var kindIndex: TokenKindIndex {
    if let known = work.kindIndex { return known }
    let made = TokenKindIndex(tokens)
    work.kindIndex = made
    return made
  }

  /// The tokens of `list` that `test` accepts, asked with the tokens and the file's bytes
  /// as raw buffers.
  @inline(__always) func tokenIndices(
    in list: [Int32], where test: (UnsafeBufferPointer<Token>, UnsafeBufferPointer<UInt8>, Int) -> Bool
  ) -> [Int] {
    tokens.withUnsafeBufferPointer { tokens in
      source.bytes.withUnsafeBufferPointer { bytes in
        var out: [Int] = []
        for k in list where test(tokens, bytes, Int(k)) { out.append(Int(k)) }
        return out
      }
    }
  }
}
