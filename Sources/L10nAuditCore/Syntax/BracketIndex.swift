extension SyntaxFile {
  /// For each token, the innermost `(`, `[` or `\(` enclosing it, or -1; a `{` in between
  /// (a closure body) resets it to -1.
  static func bracketParents(_ tokens: [Token]) -> [Int32] {
    let n = tokens.count
    return tokens.withUnsafeBufferPointer { tokens in
      [Int32](unsafeUninitializedCapacity: n) { parents, count in
        // Open brackets, innermost last; `innermost` is the answer for a token inside.
        var stack = [Int32]()
        stack.reserveCapacity(64)
        var innermost: Int32 = -1
        func refresh() {
          guard let top = stack.last else {
            innermost = -1
            return
          }
          innermost = tokens[Int(top)].kind == .leftBrace ? -1 : top
        }
        for i in 0..<n {
          let t = tokens[i]
          switch t.kind {
          case .rightParen, .rightBracket, .interpolationClose:
            if t.match >= 0, let top = stack.last, top == t.match {
              stack.removeLast()
              refresh()
            }
            // Closers answer with the stack top even when it is a brace.
            parents[i] = stack.last ?? -1
          case .rightBrace:
            // A closure body is not "in" the call it is passed to: braces reset the context.
            if t.match >= 0, let top = stack.last, top == t.match {
              stack.removeLast()
              refresh()
            }
            parents[i] = innermost
          case .leftParen, .leftBracket, .interpolationOpen, .leftBrace:
            parents[i] = innermost
            if t.match > Int32(i) {
              stack.append(Int32(i))
              innermost = t.kind == .leftBrace ? -1 : Int32(i)
            }
          default:
            parents[i] = innermost
          }
        }
        count = n
      }
    }
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
    tokens.withUnsafeBufferPointer { tokens in
      parents.withUnsafeBufferPointer { parents in
        callOf.withUnsafeMutableBufferPointer { callOf in
          child.withUnsafeMutableBufferPointer { child in
            first.withUnsafeMutableBufferPointer { first in
              last.withUnsafeMutableBufferPointer { last in
                for i in 0..<n {
                  let b = Int(parents[i])
                  let t = tokens[i]
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
                    } else if t.match >= 0 && t.match < Int32(i)
                      && Int(parents[Int(t.match)]) == b
                    {
                      // A closer whose group's inside has other parents (`}` of a closure,
                      // `)` of `\(`).
                      first[i] = first[Int(t.match)]
                    } else {
                      first[i] = Int32(i)
                    }
                  }
                  // A closing bracket ends its last segment.
                  if (t.kind == .rightParen || t.kind == .rightBracket
                    || t.kind == .interpolationClose)
                    && t.match >= 0 && t.match < Int32(i) && i - 1 > Int(t.match)
                    && first[i - 1] >= 0 && Int(parents[i - 1]) == Int(t.match)
                  {
                    last[Int(first[i - 1])] = Int32(i - 1)
                  }
                }
              }
            }
          }
        }
      }
    }
    return (callOf, child, first, last)
  }
}
