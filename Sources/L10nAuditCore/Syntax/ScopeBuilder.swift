/// Builds the scope tree in one forward pass, deciding what each `{` opens from the
/// declaration or statement keyword that precedes it at the same nesting level.
enum ScopeBuilder {
  struct Pending {
    var kind: Scope.Kind
    var introducer: Int32
    var name: Int32
    var parenDepth: Int
    var isPreviewProvider: Bool
  }

  struct Frame {
    var scope: Int32
    var saved: Pending?
    var savedParenDepth: Int
  }

  static func build(tokens: [Token], bytes: [UInt8]) -> (scopes: [Scope], scopeOfToken: [Int32]) {
    var scopes: [Scope] = []
    var ownerArray = [Int32](repeating: -1, count: tokens.count)
    var stack: [Frame] = []
    var pending: Pending? = nil
    var parenDepth = 0

    func word(_ i: Int, _ w: String) -> Bool {
      guard i >= 0 && i < tokens.count else { return false }
      let t = tokens[i]
      guard Int(t.end - t.start) == w.utf8.count else { return false }
      var o = Int(t.start)
      for b in w.utf8 {
        if bytes[o] != b { return false }
        o += 1
      }
      return true
    }
    func isWordToken(_ i: Int) -> Bool {
      i >= 0 && i < tokens.count && (tokens[i].kind == .identifier || tokens[i].kind == .keyword)
    }
    func nextName(after i: Int) -> Int32 {
      var j = i + 1
      while j < tokens.count && tokens[j].kind == .attribute { j += 1 }
      return j < tokens.count && tokens[j].kind == .identifier ? Int32(j) : -1
    }
    // The innermost open scope (the top frame's), kept beside the stack.
    var current: Int32 = -1

    // Written through a raw buffer: one store per token, no per-store array checks.
    ownerArray.withUnsafeMutableBufferPointer { owner in
      for i in 0..<tokens.count {
        let t = tokens[i]
        owner[i] = current
        switch t.kind {
        case .leftParen, .leftBracket, .interpolationOpen:
          parenDepth += 1
        case .rightParen, .rightBracket, .interpolationClose:
          parenDepth = max(0, parenDepth - 1)
        case .leftBrace:
          var kind = Scope.Kind.closure
          var introducer: Int32 = -1
          var name: Int32 = -1
          var consumed = false
          var preview = false
          if let p = pending, p.parenDepth == parenDepth {
            kind = p.kind
            introducer = p.introducer
            name = p.name
            preview = p.isPreviewProvider || p.kind == .preview
            consumed = true
          } else if i > 0 {
            // Accessors inside a computed property: `get {`, `set(v) {`, `didSet {`.
            var prev = i - 1
            if tokens[prev].kind == .rightParen && tokens[prev].match >= 0 {
              prev = Int(tokens[prev].match) - 1
            }
            let enclosing = current
            if enclosing >= 0 && scopes[Int(enclosing)].kind == .accessor
              && (word(prev, "get") || word(prev, "set") || word(prev, "didSet")
                || word(prev, "willSet") || word(prev, "_modify") || word(prev, "_read"))
            {
              kind = .accessor
            }
          }
          if kind == .closure && (word(i + 1, "didSet") || word(i + 1, "willSet")) {
            kind = .accessor
          }
          let parent = current
          let inPreview = preview || (parent >= 0 && scopes[Int(parent)].isPreview)
          scopes.append(
            Scope(
              kind: kind, open: Int32(i), close: t.match >= 0 ? t.match : Int32(tokens.count - 1),
              name: name, introducer: introducer, parent: parent, isPreview: inPreview))
          stack.append(
            Frame(
              scope: Int32(scopes.count - 1), saved: consumed ? nil : pending,
              savedParenDepth: parenDepth))
          current = Int32(scopes.count - 1)
          owner[i] = current
          pending = nil
          parenDepth = 0
        case .rightBrace:
          if t.match >= 0, current >= 0, scopes[Int(current)].open == t.match {
            let frame = stack.removeLast()
            pending = frame.saved
            parenDepth = frame.savedParenDepth
            current = stack.last?.scope ?? -1
          }
        case .keyword:
          if i > 0 && tokens[i - 1].kind == .period { break }
          switch t.keyword {
          case .class, .struct, .enum, .extension, .protocol:
            // `class func`, `class var`: a modifier, not a type.
            if i + 1 < tokens.count && tokens[i + 1].kind == .keyword { break }
            pending = Pending(
              kind: .type, introducer: Int32(i), name: nextName(after: i), parenDepth: parenDepth,
              isPreviewProvider: false)
          case .func, .`init`, .deinit, .subscript:
            pending = Pending(
              kind: .function, introducer: Int32(i),
              name: t.keyword == .func ? nextName(after: i) : Int32(i),
              parenDepth: parenDepth, isPreviewProvider: false)
          case .var, .let:
            if pending?.kind == .block { break }  // `if let x = …`
            pending = Pending(
              kind: .accessor, introducer: Int32(i), name: nextName(after: i), parenDepth: parenDepth,
              isPreviewProvider: false)
          case .if, .guard, .for, .while, .switch, .do, .catch, .repeat, .defer, .else:
            pending = Pending(
              kind: .block, introducer: Int32(i), name: -1, parenDepth: parenDepth,
              isPreviewProvider: false)
          default:
            break
          }
        case .identifier:
          let length = t.end - t.start
          if length == 5 && word(i, "actor")
            && (i == 0
              || (i + 1 < tokens.count && tokens[i + 1].kind == .identifier
                && !t.flags.contains(.newlineBefore)))
          {
            pending = Pending(
              kind: .type, introducer: Int32(i), name: nextName(after: i), parenDepth: parenDepth,
              isPreviewProvider: false)
          } else if length == 15, pending?.kind == .type, word(i, "PreviewProvider") {
            pending?.isPreviewProvider = true
          } else if t.flags.contains(.newlineBefore), let p = pending, p.kind == .accessor,
            p.parenDepth == parenDepth, i > 0, !continuesExpression(tokens[i - 1])
          {
            pending = nil
          }
        case .operator:
          // `let x = { … }()`: after `=`, a brace is a closure, not an accessor.
          if t.end - t.start == 1, let p = pending, p.kind == .accessor, p.parenDepth == parenDepth,
            word(i, "=")
          {
            pending = nil
          }
        case .poundKeyword:
          if word(i, "#Preview") {
            pending = Pending(
              kind: .preview, introducer: Int32(i), name: -1, parenDepth: parenDepth,
              isPreviewProvider: true)
          }
        case .semicolon:
          if let p = pending, p.parenDepth == parenDepth { pending = nil }
        default:
          break
        }
      }
    }
    return (scopes, ownerArray)
  }

  /// Whether a line ending in `t` continues onto the next line.
  static func continuesExpression(_ t: Token) -> Bool {
    switch t.kind {
    case .operator: return !t.isPostfixOperator
    case .colon, .comma, .period, .leftParen, .leftBracket: return true
    default: return false
    }
  }
}
