/// Builds the scope tree in one forward pass, deciding what each `{` opens from the
/// declaration or statement keyword that precedes it at the same nesting level. The same
/// pass finds each token's innermost enclosing bracket (`SyntaxFile.enclosingBracket`) and
/// the argument index (see `ArgumentColumns`): all look at every bracket, so one switch on
/// the token kind serves them.
enum ScopeBuilder {
  struct Pending: BitwiseCopyable {
    var kind: Scope.Kind
    var introducer: Int32
    var name: Int32
    var parenDepth: Int
    var isPreviewProvider: Bool
  }

  struct Frame: BitwiseCopyable {
    var scope: Int32
    var saved: Pending?
    var savedParenDepth: Int
  }

  /// Builds the scopes; writes each token's scope into `owner`, its innermost enclosing
  /// bracket into `parent` and the argument index into `arguments` (all `tokens.count`
  /// long, uninitialized before).
  static func build(
    tokens: [Token], bytes: [UInt8], owner: UnsafeMutableBufferPointer<Int32>,
    parent: UnsafeMutableBufferPointer<Int32>, arguments: ArgumentColumns
  ) -> [Scope] {
    let n = tokens.count
    precondition(owner.count == n && parent.count == n && arguments.hasCount(n))
    // `last` is written out of order (at each segment's first token), so it starts as -1;
    // the others get one store per token, in order.
    arguments.last.initialize(repeating: -1)
    // Code has a brace pair every nine tokens or so: room for that, allocated once.
    var scopes: [Scope] = []
    scopes.reserveCapacity(tokens.count / 8 + 4)
    // Written through raw buffers: one store per token into each, no per-store checks.
    tokens.withUnsafeBufferPointer { tokens in
      bytes.withUnsafeBufferPointer { bytes in
        scan(tokens, bytes, owner: owner, parent: parent, arguments: arguments, scopes: &scopes)
      }
    }
    return scopes
  }

  /// Whether token `i` exists and is spelled `w`.
  @inline(__always)
  static func word(
    _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>, _ i: Int,
    _ w: StaticString
  ) -> Bool {
    guard i >= 0 && i < tokens.count else { return false }
    let t = tokens[i]
    guard Int(t.end - t.start) == w.utf8CodeUnitCount else { return false }
    let o = Int(t.start)
    for k in 0..<w.utf8CodeUnitCount where bytes[o + k] != w.utf8Start[k] { return false }
    return true
  }

  /// The first identifier after token `i`, past attributes, or -1.
  static func nextName(_ tokens: UnsafeBufferPointer<Token>, after i: Int) -> Int32 {
    var j = i + 1
    while j < tokens.count && tokens[j].kind == .attribute { j += 1 }
    return j < tokens.count && tokens[j].kind == .identifier ? Int32(j) : -1
  }

  /// The pass itself: each token's scope into `owner`, its innermost enclosing bracket into
  /// `parent`, its argument index into `arguments`, each `{` into `scopes`. Braces and
  /// keywords are handled out of the loop (`openBrace`, `closeBrace`, `keyword`): inline,
  /// their code had the loop spill its variables to memory on every token.
  static func scan(
    _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>,
    owner: UnsafeMutableBufferPointer<Int32>, parent: UnsafeMutableBufferPointer<Int32>,
    arguments a: ArgumentColumns, scopes: inout [Scope]
  ) {
    let n = tokens.count
    // Raw buffers: an `Array.append` here would check uniqueness through a runtime call.
    var stack = AppendBuffer<Frame>(capacity: 16)
    defer { stack.release() }
    var pending: Pending? = nil
    var parenDepth = 0
    // The innermost open scope (the top frame's), kept beside the stack.
    var current: Int32 = -1
    // Open brackets and braces, innermost last; `innermost` is the answer for a token
    // inside: the top one, or -1 when it is a brace (a closure body is not "in" the call it
    // is passed to).
    var brackets = AppendBuffer<Int32>(capacity: 64)
    defer { brackets.release() }
    var innermost: Int32 = -1
    func popBracket(matching open: Int32) {
      guard open >= 0, let top = brackets.last, top == open else { return }
      brackets.removeLast()
      if let top = brackets.last {
        innermost = tokens[Int(top)].kind == .leftBrace ? -1 : top
      } else {
        innermost = -1
      }
    }
    func word(_ i: Int, _ w: StaticString) -> Bool { ScopeBuilder.word(tokens, bytes, i, w) }
    func nextName(after i: Int) -> Int32 { ScopeBuilder.nextName(tokens, after: i) }
    // The argument index of the tokens directly inside `innermost`, kept beside it: their
    // call, their call child (`ownChild`: each token is its own), and the first token of
    // the segment under way (`noSegment` before one starts; -1 outside brackets, so that
    // `min` with the token's index gives each case its answer without a branch). Kept
    // values suffice because the token before one directly inside `innermost` is that
    // bracket or another token directly inside it: a closer's parent is the bracket it
    // returns to, or a brace, and then `innermost` is -1. Closers themselves are worked
    // out from the tokens (`closer`).
    var call: Int32 = -1
    var callChild: Int32 = -1
    var segment: Int32 = -1
    let ownChild = ArgumentColumns.ownChild
    let noSegment = Int32.max
    /// The call and call child inside `innermost`, after it changed.
    func enterInnermost() {
      (call, callChild) = innermost < 0 ? (-1, -1) : a.callAndChild(in: Int(innermost), tokens)
    }
    /// Closer `i`, its parent written: its own answers, and the kept ones for the bracket
    /// it returns to, whose segment it continues.
    func closed(_ i: Int, endsSegment: Bool) {
      a.closer(i, tokens, parents: parent, endsSegment: endsSegment)
      enterInnermost()
      segment = innermost >= 0 ? a.first[i] : -1
    }

    for i in 0..<n {
      // The kind alone first: most tokens need no other field.
      let kind = tokens[i].kind
      let i32 = Int32(truncatingIfNeeded: i)
      owner[i] = current
      parent[i] = innermost
      // A token directly inside `innermost`: the answers kept for it. Closers and commas
      // change theirs below.
      a.callOf[i] = call
      a.child[i] = callChild == ownChild ? i32 : callChild
      let first = min(segment, i32)
      a.first[i] = first
      segment = first
      switch kind {
      case .leftParen, .leftBracket, .interpolationOpen:
        let t = tokens[i]
        parenDepth += 1
        if t.match > i32 {
          brackets.append(i32)
          innermost = i32
          enterInnermost()
          segment = noSegment
        }
      case .rightParen, .rightBracket, .interpolationClose:
        let t = tokens[i]
        parenDepth = max(0, parenDepth - 1)
        popBracket(matching: t.match)
        // Closers answer with the innermost open bracket even when it is a brace.
        parent[i] = brackets.last ?? -1
        closed(i, endsSegment: true)
      case .comma:
        // A comma ends the segment under way (if one was, `first` is its start, not the
        // comma); the next token starts one.
        if innermost >= 0 {
          if first != i32 { a.last[Int(first)] = i32 &- 1 }
          segment = noSegment
        }
        a.first[i] = -1
      case .leftBrace:
        openBrace(
          i, tokens, bytes, owner: owner, scopes: &scopes, stack: &stack, pending: &pending,
          parenDepth: &parenDepth, current: &current, brackets: &brackets, innermost: &innermost)
        // Inside a closure's body, no token is in the call it is passed to.
        if innermost < 0 { (call, callChild, segment) = (-1, -1, -1) }
      case .rightBrace:
        let t = tokens[i]
        popBracket(matching: t.match)
        parent[i] = innermost
        closed(i, endsSegment: false)
        if t.match >= 0, current >= 0, scopes[Int(current)].open == t.match {
          closeBrace(stack: &stack, pending: &pending, parenDepth: &parenDepth, current: &current)
        }
      case .keyword:
        if i > 0 && tokens[i - 1].kind == .period { break }
        keyword(i, tokens, pending: &pending, parenDepth: parenDepth)
      case .identifier:
        let t = tokens[i]
        let length = t.end - t.start
        if length == 5 && word(i, "actor")
          && (i == 0
            || (i + 1 < n && tokens[i + 1].kind == .identifier
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
        let t = tokens[i]
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

  /// A `{`: the scope it opens, from what was pending before it. Out of the scan's loop,
  /// which then keeps its few hot variables in registers.
  @inline(never)
  static func openBrace(
    _ i: Int, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>,
    owner: UnsafeMutableBufferPointer<Int32>, scopes: inout [Scope], stack: inout AppendBuffer<Frame>,
    pending: inout Pending?, parenDepth: inout Int, current: inout Int32,
    brackets: inout AppendBuffer<Int32>, innermost: inout Int32
  ) {
    let n = tokens.count
    let t = tokens[i]
    func word(_ i: Int, _ w: StaticString) -> Bool { ScopeBuilder.word(tokens, bytes, i, w) }
    if t.match > Int32(i) {
      brackets.append(Int32(i))
      innermost = -1
    }
    var kind = Scope.Kind.closure
    var introducer: Int32 = -1
    var name: Int32 = -1
    var consumed = false
    var preview = false
    // `#Preview(body: { … })`: the body is an argument.
    if let p = pending, p.parenDepth == parenDepth || (p.kind == .preview && p.parenDepth + 1 == parenDepth) {
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
        kind: kind, open: Int32(i), close: t.match >= 0 ? t.match : Int32(n - 1),
        name: name, introducer: introducer, parent: parent, isPreview: inPreview))
    stack.append(
      Frame(
        scope: Int32(scopes.count - 1), saved: consumed ? nil : pending,
        savedParenDepth: parenDepth))
    current = Int32(scopes.count - 1)
    owner[i] = current
    pending = nil
    parenDepth = 0
  }

  /// The `}` of the current scope: back to the enclosing one and what was pending there.
  @inline(never)
  static func closeBrace(
    stack: inout AppendBuffer<Frame>, pending: inout Pending?, parenDepth: inout Int,
    current: inout Int32
  ) {
    let frame = stack.last!
    stack.removeLast()
    pending = frame.saved
    parenDepth = frame.savedParenDepth
    current = stack.last?.scope ?? -1
  }

  /// A declaration or statement keyword: what its `{` will open.
  @inline(never)
  static func keyword(
    _ i: Int, _ tokens: UnsafeBufferPointer<Token>, pending: inout Pending?, parenDepth: Int
  ) {
    let n = tokens.count
    let t = tokens[i]
    func nextName(after i: Int) -> Int32 { ScopeBuilder.nextName(tokens, after: i) }
    switch t.keyword {
    case .class, .struct, .enum, .extension, .protocol:
      // `class func`, `class var`: a modifier, not a type.
      if i + 1 < n && tokens[i + 1].kind == .keyword { break }
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
      // An argument label (`func ask(for response: T)`, `move(to:in:)`) is no statement.
      if parenDepth > 0 && i + 1 < n
        && (tokens[i + 1].kind == .colon
          || (tokens[i + 1].kind == .identifier && i + 2 < n && tokens[i + 2].kind == .colon))
      {
        break
      }
      pending = Pending(
        kind: .block, introducer: Int32(i), name: -1, parenDepth: parenDepth,
        isPreviewProvider: false)
    default:
      break
    }
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
