extension PipelineInvariants {
  /// The argument index as a plain second pass computes it from each token's enclosing
  /// bracket, which states each column's meaning directly; the scope pass keeps it as it
  /// goes instead (`ArgumentColumns`), and must agree.
  public static func argumentIndexReference(_ file: SyntaxFile)
    -> (callOf: [Int32], child: [Int32], first: [Int32], last: [Int32])
  {
    let tokens = file.tokens
    let n = tokens.count
    let parents = (0..<n).map { file.enclosingBracket[$0] }
    var callOf = [Int32](repeating: -1, count: n)
    var child = [Int32](repeating: -1, count: n)
    var first = [Int32](repeating: -1, count: n)
    var last = [Int32](repeating: -1, count: n)
    let closers: Set<TokenKind> = [.rightParen, .rightBracket, .interpolationClose]
    for i in 0..<n {
      let b = Int(parents[i])
      let t = tokens[i]
      let previous = i - 1
      if b >= 0 {
        // The call: a `(` itself, through `[` to the call around it, never through `\(`.
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
        // Segments: a comma ends one; the token after the bracket or a comma starts one.
        if t.kind == .comma {
          if previous > b, first[previous] >= 0 { last[Int(first[previous])] = Int32(previous) }
        } else if previous == b || tokens[previous].kind == .comma {
          first[i] = Int32(i)
        } else if Int(parents[previous]) == b {
          first[i] = first[previous]
        } else if t.match >= 0 && Int(t.match) < i && Int(parents[Int(t.match)]) == b {
          first[i] = first[Int(t.match)]
        } else {
          first[i] = Int32(i)
        }
      }
      // A closing bracket ends its last segment.
      if closers.contains(t.kind) {
        let open = Int(t.match)
        if open >= 0 && open < previous && first[previous] >= 0 && Int(parents[previous]) == open {
          last[Int(first[previous])] = Int32(previous)
        }
      }
    }
    return (callOf, child, first, last)
  }

  /// Where the file's argument index differs from `argumentIndexReference` (the first
  /// token only).
  public static func argumentIndexViolations(_ file: SyntaxFile) -> [String] {
    let r = argumentIndexReference(file)
    for i in 0..<file.count {
      let got = (file.callOfToken[i], file.callChild[i], file.segmentFirst[i], file.segmentLast[i])
      let want = (r.callOf[i], r.child[i], r.first[i], r.last[i])
      if got != want { return ["argument index of token \(i): \(got), expected \(want)"] }
    }
    return []
  }
}
