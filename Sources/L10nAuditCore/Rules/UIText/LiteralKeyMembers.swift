/// The members a file declares that give only literal text: a computed property or a
/// function returning `String` whose every result is a plain literal (`var titleKey:
/// String { switch self { case .total: return "total_distance" … } }`), and a stored `let`
/// set to one. Every other member the file declares (a stored `var`, a property set in
/// an `init`, a computed one with any other result) is kept by the hash of its name: a
/// name declared both ways is not known. A protocol's requirements count neither way. A function is named
/// `name()`, and `name(_)` when it takes parameters; `private` and `fileprivate` members
/// are kept apart, for their own file's lookups.
struct LiteralKeyMembers: FileFact {
  /// Member name → the non-empty literals it gives.
  var literal: [String: [String]] = [:]
  /// `TokenTextIndex.hash` of every other member name.
  var other: Set<UInt64> = []
  /// The same, for the file's private members.
  var privateLiteral: [String: [String]] = [:]
  var privateOther: Set<UInt64> = []

  var isEmpty: Bool { literal.isEmpty && other.isEmpty && privateLiteral.isEmpty && privateOther.isEmpty }

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
      let isPrivate = file.hasDeclarationModifier(before: i, in: [.`private`, .`fileprivate`])
      if let texts = literalResults(file, declaredAt: i, body: bodies[name]) {
        guard !texts.isEmpty else { continue }
        if isPrivate {
          privateLiteral[spelled, default: []] += texts
        } else {
          literal[spelled, default: []] += texts
        }
      } else if isPrivate {
        privateOther.insert(TokenTextIndex.hash(spelled.utf8))
      } else {
        other.insert(TokenTextIndex.hash(spelled.utf8))
      }
    }
    file.work.add(file.count / 8 + 1)
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
