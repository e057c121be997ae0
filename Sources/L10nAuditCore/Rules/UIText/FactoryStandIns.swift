/// Text a view's factory sets that the code showing the view always replaces:
///
///     private lazy var titleLabel: UILabel = Self.createTitleLabel()
///     private static func createTitleLabel() -> UILabel {
///       let label = UILabel()
///       label.text = "Title here"
///       return label
///     }
///     func configure(_ bonus: Bonus) { titleLabel.text = bonus.name }
///
/// The literal names the field it fills (`"Title here"` in `titleLabel`, `"State"` in
/// `stateLabel`, `"Label"`) while the layout is built; nobody reads it. A default that
/// says something (`"Guest"`, `"₩ 0 원"`) may show until the real text comes, and stays
/// reported.
enum FactoryStandIns {
  /// Whether the literal `value` that `slot` receives (`label.text = …`,
  /// `label.attributedText = …`, `button.setTitle(…, for:)`) names the field and goes to a
  /// local view that a function or a closure makes and returns, every property of the file
  /// made by it (`lazy var titleLabel = Self.createTitleLabel()`, `lazy var titleLabel:
  /// UILabel = { … }()`) having its text set elsewhere in the file to a value that is no
  /// literal.
  static func isStandIn(_ file: SyntaxFile, slot: ValueSlot, value: String) -> Bool {
    guard let view = viewToken(file, slot), file.kind(view) == .identifier else { return false }
    let name = file.text(view)
    // The function or closure that makes the view.
    guard let s = file.enclosingScope(view, [.function, .closure, .accessor, .type, .preview]) else {
      return false
    }
    let scope = file.scopes[s]
    let body = (Int(scope.open) + 1)..<Int(scope.close)
    let positions = file.wordPositions(name, in: body)
    guard
      positions.contains(where: { file.isKeyword(Int($0) - 1, [.`let`, .`var`]) }),
      positions.contains(where: {
        file.isKeyword(Int($0) - 1, [.`return`]) && Int(file.scopeOfToken[Int($0)]) == s
      })
    else { return false }
    let properties: [String]
    switch scope.kind {
    case .function:
      guard scope.name >= 0, file.kind(Int(scope.name)) == .identifier else { return false }
      properties = madeBy(file, function: Int(scope.name))
    case .closure:
      guard file.kind(Int(scope.close) + 1) == .leftParen, file.isWord(Int(scope.open) - 1, "="),
        let start = file.statementStart(Int(scope.open), within: 4_096),
        let d = UnreadDeclarations.declaration(file, startingAt: start)
      else { return false }
      properties = [file.text(d.name)]
    default:
      return false
    }
    guard !properties.isEmpty, properties.allSatisfy({ hasTextSet(file, property: $0) }) else { return false }
    var fieldWords = Set(properties.flatMap { EnglishPluralBranch.words($0).map { $0.lowercased() } })
    if scope.kind == .function {
      fieldWords.formUnion(EnglishPluralBranch.words(file.text(Int(scope.name))).map { $0.lowercased() })
    }
    return namesField(value, fieldWords)
  }

  /// Whether the words of `value`, past filler (`"here"`), are words of the field's names
  /// (`"Title here"` for `titleLabel`), or one generic name of a view (`"Label"`).
  static func namesField(_ value: String, _ fieldWords: Set<String>) -> Bool {
    let words = value.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }.filter {
      !fillerWords.contains($0)
    }
    guard !words.isEmpty, words.count <= 3 else { return false }
    return words.allSatisfy { fieldWords.contains($0) || viewWords.contains($0) }
  }

  static let fillerWords: Set<String> = ["here", "goes", "the"]
  static let viewWords: Set<String> = ["label", "text", "title", "button", "value"]

  /// The view token of `label.text = …` or `button.setTitle(…)`, when the slot is one.
  static func viewToken(_ file: SyntaxFile, _ slot: ValueSlot) -> Int? {
    switch slot {
    case .assignment(let target):
      guard file.textEquals(target, "text") || file.textEquals(target, "attributedText") else { return nil }
      return file.memberBase(target)
    case .argument(let call, let label):
      guard label == nil, let callee = file.callee(ofOpenParen: call), file.textEquals(callee, "setTitle")
      else { return nil }
      return file.memberBase(callee)
    default:
      return nil
    }
  }

  /// The properties whose declaration calls the function named at `name`
  /// (`lazy var titleLabel: UILabel = Self.createTitleLabel()`); empty when some call of it
  /// is not such a declaration.
  static func madeBy(_ file: SyntaxFile, function name: Int) -> [String] {
    var out: [String] = []
    for p in file.wordPositions(file.text(name)) where Int(p) != name {
      let i = Int(p)
      guard file.kind(i + 1) == .leftParen, let start = file.statementStart(i, within: 4_096),
        let d = UnreadDeclarations.declaration(file, startingAt: start),
        file.isKeyword(d.introducer, [.`var`, .`let`]),
        let eq = (d.name..<i).first(where: { file.isWord($0, "=") }),
        file.expressionEnd(from: eq + 1) == Int(file[i + 1].match)
      else { return [] }
      out.append(file.text(d.name))
    }
    return out
  }

  /// Whether the file sets the text of `property` to a value that is no literal:
  /// `titleLabel.text = bonus.name`, `self.button.setTitle(localized("login"), for: .normal)`.
  static func hasTextSet(_ file: SyntaxFile, property: String) -> Bool {
    for p in file.wordPositions(property) {
      let i = Int(p)
      guard file.kind(i + 1) == .period else { continue }
      let member = i + 2
      var value: Int
      if file.textEquals(member, "text") || file.textEquals(member, "attributedText") {
        guard file.isWord(member + 1, "=") else { continue }
        value = member + 2
      } else if file.textEquals(member, "setTitle"), file.kind(member + 1) == .leftParen {
        value = member + 2
      } else {
        continue
      }
      if file.literal(at: value) == nil && !file.isKeyword(value, [.`nil`]) { return true }
    }
    return false
  }
}
