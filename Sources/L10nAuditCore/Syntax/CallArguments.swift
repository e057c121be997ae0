/// One argument of a call: `label: value`, or an unlabeled value.
public struct CallArgument: Sendable {
  /// Token index of the label, or nil.
  public var label: Int?
  /// First and last token index of the value (inclusive); `last < first` when empty.
  public var first: Int
  public var last: Int
}

extension SyntaxFile {
  /// Splits the arguments of the call whose `(` is token `p` at its top-level commas.
  public func arguments(ofCall p: Int) -> [CallArgument] {
    let close = Int(tokens[p].match)
    guard close > p else { return [] }
    var out: [CallArgument] = []
    var i = p + 1
    var argStart = i
    work.add(close - p)
    func finish(_ end: Int) {
      guard end >= argStart else { return }
      var label: Int? = nil
      var first = argStart
      if argStart + 1 <= end, tokens[argStart + 1].kind == .colon,
        tokens[argStart].kind == .identifier || tokens[argStart].kind == .keyword
      {
        label = argStart
        first = argStart + 2
      }
      out.append(CallArgument(label: label, first: first, last: end))
    }
    while i < close {
      let t = tokens[i]
      if t.kind == .comma {
        finish(i - 1)
        argStart = i + 1
        i += 1
        continue
      }
      switch t.kind {
      case .leftParen, .leftBracket, .leftBrace, .stringOpen, .interpolationOpen:
        i = t.match > i ? Int(t.match) + 1 : i + 1
      default:
        i += 1
      }
    }
    finish(close - 1)
    return out
  }

  /// The argument labelled `label` of the call at `p`.
  public func argument(_ label: String, ofCall p: Int) -> CallArgument? {
    arguments(ofCall: p).first { a in a.label.map { isWord($0, label) } ?? false }
  }

  /// The labels of a call, `_` for unlabeled ones: `f(a:_:)` shape.
  public func labels(ofCall p: Int) -> [String] {
    arguments(ofCall: p).map { a in a.label.map { text($0) } ?? "_" }
  }

  /// The argument of the call that contains token `i`, with its call's `(`.
  ///
  /// O(1): read from the index `SyntaxFile` builds, never by re-splitting the arguments
  /// (a call with many literal arguments would otherwise cost quadratic time).
  public func argumentContaining(_ i: Int) -> (call: Int, argument: CallArgument)? {
    work.add(1)
    guard i >= 0 && i < count else { return nil }
    let p = Int(callOfToken[i])
    guard p >= 0, tokens[p].match > Int32(p) else { return nil }
    guard let a = argument(around: Int(callChild[i])), i >= a.first && i <= a.last else {
      return nil
    }
    return (p, a)
  }

  /// The argument (or element) whose segment holds token `c`, a token standing directly
  /// in a `(` or `[`; nil for a comma.
  func argument(around c: Int) -> CallArgument? {
    let start = Int(segmentFirst[c])
    guard start >= 0 else { return nil }
    let end = Int(segmentLast[start])
    guard end >= start else { return nil }
    var label: Int? = nil
    var first = start
    if start + 1 <= end, tokens[start + 1].kind == .colon,
      tokens[start].kind == .identifier || tokens[start].kind == .keyword
    {
      label = start
      first = start + 2
    }
    return CallArgument(label: label, first: first, last: end)
  }
}
