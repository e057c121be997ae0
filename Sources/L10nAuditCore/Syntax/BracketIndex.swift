extension SyntaxFile {
  /// One forward pass: each token's enclosing call and its ancestor directly in that call,
  /// and the comma-separated segment each bracket's direct children belong to. With these,
  /// finding the argument around a token is O(1) instead of a re-split of every argument.
  /// `parents` holds each token's innermost enclosing bracket (the scope pass's); the four
  /// outputs are `tokens.count` long and uninitialized before.
  static func argumentIndex(
    _ tokens: [Token], parents: UnsafeBufferPointer<Int32>,
    callOf: UnsafeMutableBufferPointer<Int32>, child: UnsafeMutableBufferPointer<Int32>,
    first: UnsafeMutableBufferPointer<Int32>, last: UnsafeMutableBufferPointer<Int32>
  ) {
    let n = tokens.count
    precondition(
      parents.count == n && callOf.count == n && child.count == n && first.count == n
        && last.count == n)
    // `last` is written out of order (at each segment's first token), so it starts as -1;
    // the others get one store per token, in order.
    last.initialize(repeating: -1)
    tokens.withUnsafeBufferPointer { tokens in
      fill(tokens, parents, callOf: callOf, child: child, first: first, last: last)
    }
  }

  /// The pass of `argumentIndex` over raw buffers.
  private static func fill(
    _ tokens: UnsafeBufferPointer<Token>, _ parents: UnsafeBufferPointer<Int32>,
    callOf: UnsafeMutableBufferPointer<Int32>, child: UnsafeMutableBufferPointer<Int32>,
    first: UnsafeMutableBufferPointer<Int32>, last: UnsafeMutableBufferPointer<Int32>
  ) {
    // Token indices fit in `Int32` (the lexer's offsets do): converted and stepped without
    // overflow checks, which cost a compare and a branch per use on every token.
    let closers: UInt32 =
      1 << TokenKind.rightParen.rawValue | 1 << TokenKind.rightBracket.rawValue
      | 1 << TokenKind.interpolationClose.rawValue
    for i in 0..<tokens.count {
      let b = Int(parents[i])
      let t = tokens[i]
      let i32 = Int32(truncatingIfNeeded: i)
      let previous = i &- 1
      callOf[i] = -1
      child[i] = -1
      first[i] = -1
      if b >= 0 {
        switch tokens[b].kind {
        case .leftParen:
          callOf[i] = Int32(truncatingIfNeeded: b)
          child[i] = i32
        case .interpolationOpen:
          break
        default:
          callOf[i] = callOf[b]
          child[i] = child[b]
        }
        // Segments of the bracket's direct children.
        if t.kind == .comma {
          if previous > b, first[previous] >= 0 {
            last[Int(first[previous])] = Int32(truncatingIfNeeded: previous)
          }
        } else if previous == b || tokens[previous].kind == .comma {
          first[i] = i32
        } else if Int(parents[previous]) == b {
          first[i] = first[previous]
        } else if t.match >= 0 && t.match < i32 && Int(parents[Int(t.match)]) == b {
          // A closer whose group's inside has other parents (`}` of a closure, `)` of `\(`).
          first[i] = first[Int(t.match)]
        } else {
          first[i] = i32
        }
      }
      // A closing bracket ends its last segment.
      if closers & 1 << t.kind.rawValue != 0 {
        let open = Int(t.match)
        if open >= 0 && open < previous && first[previous] >= 0 && Int(parents[previous]) == open {
          last[Int(first[previous])] = Int32(truncatingIfNeeded: previous)
        }
      }
    }
  }
}
