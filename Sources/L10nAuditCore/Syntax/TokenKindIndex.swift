/// The tokens of a few kinds, in order. The lexer notes them as it emits them, so the
/// rules that act on operators, integer literals, keywords, pound keywords or member
/// names start from these short lists instead of each making a pass over every token.
public struct TokenKindIndex: Sendable {
  /// The five lists one after another (one reference to copy with the file, not five).
  let all: [Int32]
  /// Where the first four lists end in `all`.
  let ends: (Int, Int, Int, Int)

  /// Operator tokens.
  public var operators: ArraySlice<Int32> { all[0..<ends.0] }
  /// Integer literal tokens.
  public var integerLiterals: ArraySlice<Int32> { all[ends.0..<ends.1] }
  /// Keyword tokens.
  public var keywords: ArraySlice<Int32> { all[ends.1..<ends.2] }
  /// `#if`, `#else`, `#selector`, `#Preview` and the other pound keywords.
  public var poundKeywords: ArraySlice<Int32> { all[ends.2..<ends.3] }
  /// Identifiers right after a `.`: the names of members (`x.lowercased`, `.joined`).
  public var memberNames: ArraySlice<Int32> { all[ends.3...] }

  /// The keyword tokens in the token range `range`.
  public func keywords(in range: Range<Int>) -> ArraySlice<Int32> {
    let all = keywords
    let from = SyntaxFile.lowerBound(of: range.lowerBound, in: all)
    return all[from..<SyntaxFile.lowerBound(of: range.upperBound, in: all)]
  }

  static let empty = TokenKindIndex(all: [], ends: (0, 0, 0, 0))

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

/// The lists of `TokenKindIndex` as the lexer fills them: an append is a compare and a
/// store, and kinds known where a token is emitted cost nothing.
struct TokenKindBuffers {
  var operators: AppendBuffer<Int32>
  var integers: AppendBuffer<Int32>
  var keywords: AppendBuffer<Int32>
  var poundKeywords: AppendBuffer<Int32>
  var members: AppendBuffer<Int32>

  /// Room for the lists of `n` bytes of typical code.
  init(bytes n: Int) {
    operators = AppendBuffer(capacity: n / 64 + 16)
    integers = AppendBuffer(capacity: n / 256 + 16)
    keywords = AppendBuffer(capacity: n / 32 + 16)
    poundKeywords = AppendBuffer(capacity: 16)
    members = AppendBuffer(capacity: n / 32 + 16)
  }

  /// Notes token `index` of `kind`; `previous` is the kind of the token before it.
  @inline(__always)
  mutating func note(_ kind: TokenKind, _ index: Int, after previous: TokenKind?) {
    switch kind {
    case .operator: operators.append(Int32(truncatingIfNeeded: index))
    case .integerLiteral: integers.append(Int32(truncatingIfNeeded: index))
    case .keyword: keywords.append(Int32(truncatingIfNeeded: index))
    case .poundKeyword: poundKeywords.append(Int32(truncatingIfNeeded: index))
    case .identifier:
      if previous == .period { members.append(Int32(truncatingIfNeeded: index)) }
    default: break
    }
  }

  /// The lists in one array (one allocation); the buffers are freed.
  mutating func finish() -> TokenKindIndex {
    defer {
      operators.release()
      integers.release()
      keywords.release()
      poundKeywords.release()
      members.release()
    }
    let e0 = operators.count
    let e1 = e0 + integers.count
    let e2 = e1 + keywords.count
    let e3 = e2 + poundKeywords.count
    // An empty array may have no storage to write to.
    if e3 + members.count == 0 { return .empty }
    let ends = (e0, e1, e2, e3)
    let all = [Int32](unsafeUninitializedCapacity: e3 + members.count) { out, count in
      let to = out.baseAddress!
      to.initialize(from: operators.base, count: operators.count)
      (to + e0).initialize(from: integers.base, count: integers.count)
      (to + e1).initialize(from: keywords.base, count: keywords.count)
      (to + e2).initialize(from: poundKeywords.base, count: poundKeywords.count)
      (to + e3).initialize(from: members.base, count: members.count)
      count = e3 + members.count
    }
    return TokenKindIndex(all: all, ends: ends)
  }
}

extension SyntaxFile {
  /// The tokens of `list` that `test` accepts, asked with the tokens and the file's bytes
  /// as raw buffers.
  @inline(__always) func tokenIndices(
    in list: ArraySlice<Int32>,
    where test: (UnsafeBufferPointer<Token>, UnsafeBufferPointer<UInt8>, Int) -> Bool
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
