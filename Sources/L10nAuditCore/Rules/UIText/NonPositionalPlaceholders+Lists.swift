/// Formats whose placeholders take the items of one list (`"%@, %@ and %@ follow you"` with
/// three names of followers): interchangeable items, which read correctly in any order.
extension NonPositionalPlaceholders {
  /// Whether every placeholder is `%@` and every call that formats the lookup of the
  /// literal at `open` passes the items of one list: the same expression apart from a
  /// different integer index (`names[0], names[1]`, `accounts[0].displayName,
  /// accounts[1].displayName`), or one array built from a `map` over one collection.
  func formatsItemsOfOneList(_ file: SyntaxFile, literal open: Int, _ placeholders: [FormatPlaceholder])
    -> Bool
  {
    guard placeholders.allSatisfy({ $0.conversion == UInt8(ascii: "@") }),
      let lookup = lookup(file, literal: open), let calls = formatCalls(file, lookup.first, lookup.last)
    else { return false }
    return calls.allSatisfy { p in
      let items = file.arguments(ofCall: p).dropFirst()
      return indexesOneCollection(file, items) || passesOneMappedArray(file, items)
        || indexesOneCollection(file, arrayItems(file, items))
    }
  }

  /// The elements of `arguments: [users[0], users[1]]`, the one argument of
  /// `String(format:arguments:)` after the format, when it is an array literal.
  func arrayItems(_ file: SyntaxFile, _ items: ArraySlice<CallArgument>) -> ArraySlice<CallArgument> {
    guard items.count == 1, let a = items.first, let label = a.label, file.isWord(label, "arguments"),
      file.kind(a.first) == .leftBracket, Int(file[a.first].match) == a.last
    else { return [] }
    return file.arguments(ofCall: a.first)[...]
  }

  /// The lookup the literal at `open` is the text of: `"…".localized`, or the localized
  /// call around it.
  func lookup(_ file: SyntaxFile, literal open: Int) -> (first: Int, last: Int)? {
    let close = Int(file[open].match)
    if let end = file.localizedSuffix(after: close) { return (open, end) }
    let p = Int(file.enclosingBracket[open])
    guard p >= 0, file.kind(p) == .leftParen, let callee = file.callee(ofOpenParen: p) else { return nil }
    return (file.operandStart(endingAt: callee), Int(file[p].match))
  }

  /// The `(` of each call that takes the value `first...last` as its first argument
  /// (`String(format: value, …)`), directly or through a local it is bound or assigned to
  /// (every read of which must be one); nil when the value goes anywhere else.
  func formatCalls(_ file: SyntaxFile, _ first: Int, _ last: Int) -> [Int]? {
    func call(taking first: Int, _ last: Int) -> Int? {
      let p = Int(file.enclosingBracket[first])
      guard p >= 0, file.kind(p) == .leftParen, file.callee(ofOpenParen: p) != nil,
        let a = file.arguments(ofCall: p).first, a.first == first, a.last == last
      else { return nil }
      return p
    }
    if let p = call(taking: first, last) { return [p] }
    let name: Int
    switch file.slot(ofValue: first, last) {
    case .binding(let n)?: name = n
    case .assignment(let target)?:
      guard file.kind(target - 1) != .period, let d = file.localDeclaration(of: target) else { return nil }
      name = d
    default: return nil
    }
    let reads = file.uses(ofBindingAt: name)
    guard !reads.isEmpty else { return nil }
    var calls: [Int] = []
    for u in reads {
      guard let p = call(taking: u, u) else { return nil }
      calls.append(p)
    }
    return calls
  }

  /// `names[0], names[1]`, `accounts[0].displayName, accounts[1].displayName`: two or more
  /// unlabeled arguments spelled alike except one integer index, a different one in each.
  func indexesOneCollection(_ file: SyntaxFile, _ items: ArraySlice<CallArgument>) -> Bool {
    guard items.count >= 2, let model = items.first, model.first <= model.last,
      items.allSatisfy({ $0.label == nil && $0.last - $0.first == model.last - model.first })
    else { return false }
    // The one token where they differ: an integer between `[` and `]`.
    var at: Int? = nil
    for k in 0...(model.last - model.first) {
      let spellings = Set(items.map { file.text($0.first + k) })
      guard spellings.count > 1 else { continue }
      guard at == nil, spellings.count == items.count else { return false }
      at = k
    }
    guard let k = at else { return false }
    return items.allSatisfy { a in
      let i = a.first + k
      return file.kind(i) == .integerLiteral && file.kind(i - 1) == .leftBracket
        && file.kind(i + 1) == .rightBracket
    }
  }

  /// `formatAttributed(format, args)` where `args` is the items of one `map`, each made the
  /// same way: the map itself, a local holding it (`let args = head.map { … }`), or
  /// `var args: [Any] = []` filled by one `args.append(contentsOf: names)` of such a map. A
  /// value appended after them inside a nested block (`if hasTail { args.append(tailCount)
  /// }`) is an extra for the formats with a place for it (a count), not an item.
  func passesOneMappedArray(_ file: SyntaxFile, _ items: ArraySlice<CallArgument>) -> Bool {
    guard items.count == 1, let a = items.first, a.label == nil, a.first <= a.last else { return false }
    if isMapOfOneCollection(file, a.first...a.last) { return true }
    guard a.first == a.last, file.kind(a.first) == .identifier, let name = file.localDeclaration(of: a.first),
      let s = file.enclosingScope(a.first, [.function, .closure, .accessor]),
      let value = initialValue(file, ofLocal: name)
    else { return false }
    if isMapOfOneCollection(file, value) {
      // Read only here: no other write adds to it.
      return file.uses(ofBindingAt: name) == [a.first]
    }
    // `var args: [Any] = []`.
    guard file.isKeyword(name - 1, [.`var`]), file.kind(value.lowerBound) == .leftBracket,
      Int(file[value.lowerBound].match) == value.upperBound, value.count == 2
    else { return false }
    let body = file.body(ofScope: s)
    var list: Int? = nil
    for q in file.wordPositions(file.text(name), in: (name + 1)..<body.upperBound).map(Int.init) {
      if q == a.first { continue }
      // `args.append(…)`, and nothing else.
      guard file.kind(q - 1) != .period, file.kind(q + 1) == .period, file.isWord(q + 2, "append"),
        file.kind(q + 3) == .leftParen, q < a.first
      else { return false }
      let arguments = file.arguments(ofCall: q + 3)
      guard arguments.count == 1, let item = arguments.first else { return false }
      if let label = item.label {
        guard file.isWord(label, "contentsOf"), list == nil, isMappedItems(file, item.first...item.last)
        else {
          return false
        }
        list = q
      } else {
        // An extra after the items, only sometimes: in a block of its own.
        guard let l = list, q > l, let inner = file.enclosingScope(q, [.block]), inner != s,
          file.scopes[inner].open > Int32(l)
        else { return false }
      }
    }
    return list != nil
  }

  /// A `map` over one collection (`head.map { … }`, `accounts.map(\.name)`), or a local
  /// `let` holding one.
  func isMappedItems(_ file: SyntaxFile, _ r: ClosedRange<Int>) -> Bool {
    if isMapOfOneCollection(file, r) { return true }
    guard r.count == 1, file.kind(r.lowerBound) == .identifier,
      let d = file.localDeclaration(of: r.lowerBound), file.isKeyword(d - 1, [.`let`]),
      let value = initialValue(file, ofLocal: d)
    else { return false }
    return isMapOfOneCollection(file, value)
  }

  /// `receiver.map { … }` or `receiver.map(\.name)`, the whole of `r`.
  func isMapOfOneCollection(_ file: SyntaxFile, _ r: ClosedRange<Int>) -> Bool {
    let last = r.upperBound
    guard file.kind(last) == .rightBrace || file.kind(last) == .rightParen else { return false }
    let open = Int(file[last].match)
    let map = open - 1
    guard open > r.lowerBound, map - 1 > r.lowerBound, file.isWord(map, "map"), file.kind(map - 1) == .period
    else { return false }
    return file.kind(open) == .leftBrace || file.kind(open + 1) == .backslash
  }

  /// The value a local `let`/`var` named at `name` starts with (`= …`, after a type).
  func initialValue(_ file: SyntaxFile, ofLocal name: Int) -> ClosedRange<Int>? {
    var j = name + 1
    if let type = file.typeAnnotation(ofBindingAt: name) { j = type.upperBound + 1 }
    guard file.isWord(j, "="), j + 1 < file.count else { return nil }
    return (j + 1)...file.expressionEnd(from: j + 1)
  }
}
