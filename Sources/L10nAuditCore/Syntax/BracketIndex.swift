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
    for i in 0..<tokens.count {
      let b = Int(parents[i])
      let t = tokens[i]
      callOf[i] = -1
      child[i] = -1
      first[i] = -1
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
        if t.kind == .comma {
          if i - 1 > b, first[i - 1] >= 0 { last[Int(first[i - 1])] = Int32(i - 1) }
        } else if i - 1 == b || tokens[i - 1].kind == .comma {
          first[i] = Int32(i)
        } else if Int(parents[i - 1]) == b {
          first[i] = first[i - 1]
        } else if t.match >= 0 && t.match < Int32(i) && Int(parents[Int(t.match)]) == b {
          // A closer whose group's inside has other parents (`}` of a closure, `)` of `\(`).
          first[i] = first[Int(t.match)]
        } else {
          first[i] = Int32(i)
        }
      }
      // A closing bracket ends its last segment.
      if (t.kind == .rightParen || t.kind == .rightBracket || t.kind == .interpolationClose)
        && t.match >= 0 && t.match < Int32(i) && i - 1 > Int(t.match)
        && first[i - 1] >= 0 && Int(parents[i - 1]) == Int(t.match)
      {
        last[Int(first[i - 1])] = Int32(i - 1)
      }
    }
  }
}
