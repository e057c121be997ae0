/// The members a file declares that give only literal text: a computed property or a
/// function returning `String` whose every result is a plain literal (`var titleKey:
/// String { switch self { case .total: return "total_distance" … } }`), and a stored `let`
/// set to one. Every other member the file declares that may be a `String` (a stored
/// `var`, a property set in an `init`, a computed one with any other result) is kept by
/// its name: a name declared both ways is not known. Members of other types (`var count:
/// Int`, `func row() -> Row`) and a protocol's requirements count neither way. A function
/// is named `name()`, and `name(_)` when it takes parameters; `private` and `fileprivate`
/// members count for their own file's lookups only.
struct LiteralKeyMembers: FileFact {
  /// One declaration: the `TokenTextIndex.hash` of its name, and the non-empty literals it
  /// gives (none: a member declared in another way).
  struct Member: Sendable {
    var name: UInt64
    var isPrivate: Bool
    var texts: [String]
  }

  /// In the order declared; one array, so that a file's fact stays small until the project
  /// pass.
  var members: [Member] = []

  var isEmpty: Bool { members.isEmpty }

  init(_ file: SyntaxFile) {
    var bodies: [Int: Int] = [:]  // name token → scope of its body
    for (k, scope) in file.scopes.enumerated()
    where (scope.kind == .accessor || scope.kind == .function) && scope.name >= 0 && scope.introducer >= 0 {
      bodies[Int(scope.name)] = k
    }
    for i in 0..<file.count where file[i].kind == .keyword {
      guard file.isKeyword(i, [.`let`, .`var`, .`func`]), file.kind(i + 1) == .identifier else { continue }
      let s = Int(file.scopeOfToken[i])
      guard s >= 0, file.scopes[s].kind == .type else { continue }
      // A protocol's requirement gives nothing itself: its conformers' members decide.
      if file.scopes[s].introducer >= 0, file.isWord(Int(file.scopes[s].introducer), "protocol") { continue }
      let name = i + 1
      var spelled = file.text(name)
      if file.isKeyword(i, [.`func`]) {
        let open = name + 1
        spelled += file.kind(open) == .leftParen && Int(file[open].match) == open + 1 ? "()" : "(_)"
      }
      // A member of another type (`var count: Int`, `func row() -> Row`) is no key.
      if !mayBeString(file, declaredAt: i) { continue }
      let isPrivate = file.hasDeclarationModifier(before: i, in: [.`private`, .`fileprivate`])
      var texts: [String] = []
      if let given = literalResults(file, declaredAt: i, body: bodies[name]) {
        guard !given.isEmpty else { continue }
        texts = given
      }
      members.append(Member(name: TokenTextIndex.hash(spelled.utf8), isPrivate: isPrivate, texts: texts))
    }
    file.work.add(file.count / 8 + 1)
  }

  /// Whether member `i` (its `let`, `var` or `func`) may give a `String`: its type or
  /// result type is `String`, or not spelled and not set to a number or a Boolean.
  private func mayBeString(_ file: SyntaxFile, declaredAt i: Int) -> Bool {
    let name = i + 1
    if file.isKeyword(i, [.`func`]) {
      var j = name + 1
      if file.kind(j) == .leftParen { j = Int(file[j].match) + 1 }
      while j < file.count, file.kind(j) == .keyword { j += 1 }  // `throws`, `async`
      guard file.isWord(j, "->") else { return false }
      return file.isWord(j + 1, "String")
    }
    if file.kind(name + 1) == .colon { return file.isWord(name + 2, "String") }
    guard file.isWord(name + 1, "=") else { return true }
    switch file.kind(name + 2) {
    case .integerLiteral?, .floatLiteral?: return false
    case .keyword?: return !file.isKeyword(name + 2, [.`true`, .`false`])
    default: return true
    }
  }

  /// The literals member `i` (its `let`, `var` or `func`) gives when it gives only literals
  /// of type `String`; nil otherwise.
  private func literalResults(_ file: SyntaxFile, declaredAt i: Int, body: Int?) -> [String]? {
    let name = i + 1
    if let s = body {
      let open = Int(file.scopes[s].open)
      guard (name..<open).contains(where: { file.isWord($0, "String") }) else { return nil }
      return Self.literalResults(file, body: open...Int(file.scopes[s].close))
    }
    // A stored `let name = "…"` (or `let name: String = "…"`).
    guard file.isKeyword(i, [.`let`]) else { return nil }
    let eq = file.afterTypeAnnotation(ofBindingAt: name)
    guard file.isWord(eq, "="), let lit = file.literal(at: eq + 1), !file.literals[lit].hasInterpolation,
      file.expressionEnd(from: eq + 1) == Int(file[eq + 1].match)
    else { return nil }
    let text = file.value(ofLiteral: lit)
    return text.isEmpty ? [] : [text]
  }

  /// The literals a body `{ … }` gives, when it holds nothing but `return "…"`, `"…"`
  /// alone, or a `switch` whose every case gives one (or `nil`); nil otherwise.
  static func literalResults(_ file: SyntaxFile, body: ClosedRange<Int>) -> [String]? {
    var texts: [String] = []
    var j = body.lowerBound + 1
    var expectsResult = true  // at the start, after `return`, after a case's `:`
    while j < body.upperBound {
      let t = file[j]
      switch t.kind {
      case .stringOpen:
        guard expectsResult, let lit = file.literal(at: j), !file.literals[lit].hasInterpolation else {
          return nil
        }
        let text = file.value(ofLiteral: lit)
        if !text.isEmpty { texts.append(text) }
        expectsResult = false
        j = Int(t.match) + 1
        // `"title".localized`: a value made from the literal.
        if file.kind(j) == .period { return nil }
        continue
      case .keyword:
        if file.isKeyword(j, [.`return`]) {
          expectsResult = true
        } else if file.isKeyword(j, [.nil]) {
          guard expectsResult else { return nil }
          expectsResult = false
        } else if file.isKeyword(j, [.`switch`, .`case`, .`default`, .`self`]) {
          expectsResult = false
        } else {
          return nil
        }
      case .colon:
        expectsResult = true
      case .identifier, .period, .comma, .leftBrace, .rightBrace:
        // Case patterns (`.total, .last`) and the switch's braces; a name where a result
        // is due is a value.
        if t.kind == .identifier && expectsResult { return nil }
      default:
        return nil
      }
      j += 1
    }
    return texts.isEmpty ? nil : texts
  }
}
