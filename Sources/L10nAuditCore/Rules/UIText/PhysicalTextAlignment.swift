/// Text aligned `.left` or `.right` (`label.textAlignment = .left`), which stays put in
/// right-to-left languages.
public struct PhysicalTextAlignment: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "physical-text-alignment",
    summary: "text aligned `.left` or `.right`, which does not follow right-to-left languages",
    severity: .note, fixability: .safe, group: .uiText, isDefault: false)

  /// A finding assigns `.left` or `.right` to a property spelled `…Alignment`.
  public func mayReport(in source: SourceFile) -> Bool {
    source.contains("lignment") && (source.contains("left") || source.contains("right"))
  }

  /// Words whose presence shows the file picks alignments by the layout direction
  /// (`effectiveUserInterfaceLayoutDirection`, `\.layoutDirection`,
  /// `Locale.characterDirection(forLanguage:)`, an `isRTL` helper).
  static let directionChecks: [StaticString] = [
    "ayoutDirection", "characterDirection", "RightToLeft", "rightToLeft", "isRTL",
  ]

  /// Words in a label's name that say it shows a number, which a table column may align
  /// on purpose: `priceLabel.textAlignment = .right`.
  static let numberWords: [String] = [
    "amount", "price", "total", "number", "count", "balance", "cost", "percent", "quantity",
  ]

  /// Views whose `alignment` is an `NSTextAlignment`, by the end of their type's name
  /// (`NSTextField`, `UILabel`, `NSMutableParagraphStyle`, a `LabelField` subclass).
  static let textTypeEndings: [StaticString] = [
    "Label", "Field", "TextView", "ParagraphStyle", "TextFieldCell", "NSText",
  ]
  /// Names of values whose `alignment` is an `NSTextAlignment` when the file does not
  /// declare them: `titleField`, `paragraphStyle`, `style`.
  static let textNameWords: [String] = ["label", "field", "text", "paragraph", "style"]

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    if context.isTestFile && !context.options.includeTestsAndPreviews { return [] }
    if Self.directionChecks.contains(where: { file.source.contains($0) }) { return [] }
    var out: [Finding] = []
    for i in (file.tokens(spelled: "left") + file.tokens(spelled: "right")).sorted() {
      guard file.kind(i) == .identifier, file.kind(i - 1) == .period,
        context.options.includeTestsAndPreviews || !file.isInPreview(i)
      else { continue }
      let explicit = file.isWord(i - 2, "NSTextAlignment")
      guard explicit || isImplicitMember(file, period: i - 1) else { continue }
      guard case .assignment(let target)? = file.slot(ofValue: explicit ? i - 2 : i - 1, i) else {
        continue
      }
      let right = file.isWord(i, "right")
      let receiver = self.receiver(file, ofProperty: target)
      if file.isWord(target, "contentHorizontalAlignment") {
        out.append(controlFinding(file, i, right: right))
        continue
      }
      let isText =
        file.isWord(target, "textAlignment")
        || (file.isWord(target, "alignment") && (explicit || alignsText(file, receiver: receiver, target)))
      guard isText else { continue }
      if right, let name = receiverName(file, receiver, target) {
        let lowered = name.lowercased()
        if Self.numberWords.contains(where: { lowered.contains($0) }) { continue }
      }
      out.append(textFinding(file, i, right: right))
    }
    return out
  }

  func textFinding(_ file: SyntaxFile, _ i: Int, right: Bool) -> Finding {
    let range = Int(file[i - 1].start)..<Int(file[i].end)
    if right {
      return finding(
        range, "`.right` alignment does not flip for right-to-left languages",
        help:
          "for text that starts where the language starts, use `.natural`; to keep it at the end of the line, choose `.right` or `.left` from `effectiveUserInterfaceLayoutDirection`"
      )
    }
    return finding(
      range, "`.left` alignment does not flip for right-to-left languages",
      help: "use `.natural`, which starts text on the right in Arabic, Hebrew, Persian and Urdu",
      fix: Fix(
        summary: "align `.natural`",
        edits: [Edit(start: Int(file[i].start), end: Int(file[i].end), replacement: "natural")],
        isSafe: true))
  }

  func controlFinding(_ file: SyntaxFile, _ i: Int, right: Bool) -> Finding {
    let side = right ? "right" : "left"
    return finding(
      Int(file[i - 1].start)..<Int(file[i].end),
      "`.\(side)` content alignment does not flip for right-to-left languages",
      help: "use `.\(right ? "trailing" : "leading")`, which follows the layout direction")
  }

  /// Whether the `.` at `period` starts an implicit member (`= .left`), not a member of
  /// a value (`frame.left`, `self.left`).
  func isImplicitMember(_ file: SyntaxFile, period: Int) -> Bool {
    let p = period - 1
    guard let k = file.kind(p) else { return true }
    switch k {
    case .operator, .colon, .comma, .leftParen, .leftBracket, .leftBrace, .semicolon:
      return true
    case .keyword:
      return !file.isKeyword(p, [.`self`, .capitalSelf, .`super`])
    default:
      return false
    }
  }

  /// The receiver's last token of `receiver.property`, nil for a bare property (`self`'s).
  func receiver(_ file: SyntaxFile, ofProperty target: Int) -> Int? {
    guard file.kind(target - 1) == .period else { return nil }
    var r = target - 2
    while r > 0 && file[r].isPostfixOperator { r -= 1 }  // `cell.textLabel?.`
    return r
  }

  /// The name of the view aligned: the receiver's name, or for a bare property the type
  /// whose body assigns it.
  func receiverName(_ file: SyntaxFile, _ receiver: Int?, _ target: Int) -> String? {
    if let r = receiver {
      guard file.kind(r) == .identifier else { return nil }
      return file.text(r)
    }
    guard let t = file.enclosingScope(target, .type), file.scopes[t].name >= 0 else { return nil }
    return file.text(Int(file.scopes[t].name))
  }

  /// Whether `receiver.alignment` is a text alignment: the receiver is declared in the
  /// file as a text view or paragraph style (or, undeclared, named like one), or the
  /// bare property belongs to a subclass of one. A stack view's `alignment` is a layout
  /// attribute (`NSStackView`'s `.left` among them).
  func alignsText(_ file: SyntaxFile, receiver: Int?, _ target: Int) -> Bool {
    guard let r = receiver else {
      guard let t = file.enclosingScope(target, .type), let superclass = superclass(file, of: t) else {
        return false
      }
      return isTextType(file, superclass)
    }
    if file.isKeyword(r, [.`self`]), let t = file.enclosingScope(target, .type),
      let superclass = superclass(file, of: t)
    {
      return isTextType(file, superclass)
    }
    guard file.kind(r) == .identifier else { return false }
    if file.kind(r - 1) != .period || file.isKeyword(r - 2, [.`self`]) {
      if let k = file.nearestDeclaration(ofNameAt: r) {
        guard let type = declaredType(file, ofDeclarationAt: k) else { return false }
        return isTextType(file, type)
      }
      if let type = file.parameterType(ofNameAt: r) { return isTextType(file, type) }
    }
    let lowered = file.text(r).lowercased()
    return !lowered.contains("stack") && Self.textNameWords.contains { lowered.contains($0) }
  }

  /// The type token a `let`/`var` at `k` names: its annotation's, or the type it calls
  /// (`= NSTextField(labelWithString: …)`, `= NSMutableParagraphStyle()`).
  func declaredType(_ file: SyntaxFile, ofDeclarationAt k: Int) -> Int? {
    let name = k + 1
    if let annotation = file.typeAnnotation(ofBindingAt: name) { return annotation.lowerBound }
    guard file.isWord(name + 1, "="), file.isTypeName(name + 2) else { return nil }
    return name + 2
  }

  /// The first type a type declaration at scope `t` inherits from (`class Field: NSTextField`).
  func superclass(_ file: SyntaxFile, of t: Int) -> Int? {
    let scope = file.scopes[t]
    guard scope.name >= 0 else { return nil }
    var j = Int(scope.name) + 1
    while j < Int(scope.open) {
      if file.kind(j) == .colon { return file.kind(j + 1) == .identifier ? j + 1 : nil }
      j += 1
    }
    return nil
  }

  func isTextType(_ file: SyntaxFile, _ type: Int) -> Bool {
    guard file.kind(type) == .identifier, !file.word(type, endsWith: "StackView") else { return false }
    return Self.textTypeEndings.contains { file.word(type, endsWith: $0) }
  }
}
