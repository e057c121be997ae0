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
  public func argumentContaining(_ i: Int) -> (call: Int, argument: CallArgument)? {
    guard let p = enclosingCall(i) else { return nil }
    for a in arguments(ofCall: p) where i >= a.first && i <= a.last {
      return (p, a)
    }
    return nil
  }
}
