/// The argument index: for each token, its enclosing call and its ancestor directly in
/// that call, and the comma-separated segment each bracket's direct children belong to.
/// With these, finding the argument around a token is O(1) instead of a re-split of every
/// argument. The scope pass writes them as it goes (`ScopeBuilder.scan`), from what it
/// keeps about the innermost bracket; the closers, where that changes, come here.
struct ArgumentColumns {
  /// `SyntaxFile.callOfToken`, `callChild`, `segmentFirst` and `segmentLast`.
  let callOf: UnsafeMutableBufferPointer<Int32>
  let child: UnsafeMutableBufferPointer<Int32>
  let first: UnsafeMutableBufferPointer<Int32>
  let last: UnsafeMutableBufferPointer<Int32>

  /// Stands for "the token itself" where a call child is kept for a bracket's tokens.
  static let ownChild: Int32 = -2

  /// Whether each column has room for `n` tokens, no more.
  func hasCount(_ n: Int) -> Bool {
    callOf.count == n && child.count == n && first.count == n && last.count == n
  }

  /// The call and call child of a token directly inside bracket `b`; `ownChild` when each
  /// token is its own (directly in a call's parentheses).
  @inline(__always)
  func callAndChild(in b: Int, _ tokens: UnsafeBufferPointer<Token>) -> (Int32, Int32) {
    switch tokens[b].kind {
    case .leftParen: return (Int32(truncatingIfNeeded: b), ArgumentColumns.ownChild)
    // An interpolation is not an argument of the call its literal is in.
    case .interpolationOpen: return (-1, -1)
    default: return (callOf[b], child[b])
    }
  }

  /// The argument index of closer `i` (`)`, `]`, the `)` of `\(`, or `}`), whose parent is
  /// already in `parents`: its call, its call child and its segment. A closer other than
  /// `}` (`endsSegment`) also ends the last segment of the bracket it closes.
  ///
  /// A closer's parent need not be the bracket the tokens before it were in (a `)` inside a
  /// closure answers with the closure's `{`), so this looks at the tokens themselves.
  func closer(
    _ i: Int, _ tokens: UnsafeBufferPointer<Token>, parents: UnsafeMutableBufferPointer<Int32>,
    endsSegment: Bool
  ) {
    let b = Int(parents[i])
    let t = tokens[i]
    let previous = i &- 1
    callOf[i] = -1
    child[i] = -1
    first[i] = -1
    if b >= 0 {
      let (c, k) = callAndChild(in: b, tokens)
      callOf[i] = c
      child[i] = k == ArgumentColumns.ownChild ? Int32(truncatingIfNeeded: i) : k
      if previous == b || tokens[previous].kind == .comma {
        first[i] = Int32(truncatingIfNeeded: i)
      } else if Int(parents[previous]) == b {
        first[i] = first[previous]
      } else if t.match >= 0 && t.match < Int32(truncatingIfNeeded: i)
        && Int(parents[Int(t.match)]) == b
      {
        // The group's inside has other parents (`}` of a closure, `)` of `\(`).
        first[i] = first[Int(t.match)]
      } else {
        first[i] = Int32(truncatingIfNeeded: i)
      }
    }
    let open = Int(t.match)
    if endsSegment && open >= 0 && open < previous && first[previous] >= 0
      && Int(parents[previous]) == open
    {
      last[Int(first[previous])] = Int32(truncatingIfNeeded: previous)
    }
  }
}
