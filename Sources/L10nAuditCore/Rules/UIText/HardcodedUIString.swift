/// A natural-language literal handed to a UI API that shows it as written.
public struct HardcodedUIString: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "hardcoded-ui-string",
    summary: "natural-language literal shown in the UI without localization",
    severity: .warning, fixability: .none, group: .uiText, skipsDebugCode: true)

  static let help =
    "wrap the text in `String(localized:comment:)` (or `NSLocalizedString`) so it reaches the strings catalog; list product names in `brandTerms`"

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    let options = context.options
    if context.isTestFile && !options.includeTestsAndPreviews { return [] }
    let apis = TextDisplayAPIs.configured(options, for: file)
    var out: [Finding] = []
    var chains: [(OperatorChain, Bool)] = []
    var chainOfOperator: [Int: Int] = [:]
    // Read once: asked per literal through the file, each answer would fetch them again.
    let facts = file.literalFacts.facts
    for l in file.literals.indices {
      let open = Int(file.literals[l].open)
      let last = Int(file[open].match)
      guard last > open else { continue }
      if !options.includeTestsAndPreviews && file.isInPreview(open) { continue }
      guard LiteralFacts.mayHoldWord(facts[l]) else { continue }
      if options.brandTerms.isEmpty && file.plainLiteralIsNaturalLanguage(l, facts: facts[l]) == false {
        continue
      }
      // Where the literal goes is asked first: it is the most selective test (in app code
      // about one literal in two hundred that may hold words reaches a text API), and
      // cheaper than decoding the literal and judging its words. A literal split over
      // lines with `+` is one value; other joins are `concatenated-localized-string`.
      var valueFirst = open
      var valueLast = last
      if let plus = [open - 1, last + 1].first(where: { isPlus(file, $0) }) {
        // Every `+` of a chain yields the same chain: walk and judge it once, not once per
        // literal (a chain of n literals would cost n²).
        let k: Int
        if let known = chainOfOperator[plus] {
          k = known
        } else {
          let c = file.operatorChain(around: plus)
          k = chains.count
          chains.append(
            (c, c.operands.allSatisfy({ file.isLiteralValue($0.lowerBound, $0.upperBound) })))
          for o in c.operators { chainOfOperator[o] = k }
          chainOfOperator[plus] = k
        }
        let (chain, allLiterals) = chains[k]
        // Or a label and its one value (`"Version " + version`), no sentence in pieces.
        guard allLiterals || LabeledValue.matches(file, chain.operands),
          let firstOperand = chain.operands.first, let lastOperand = chain.operands.last,
          firstOperand.contains(open)
        else { continue }
        valueFirst = firstOperand.lowerBound
        valueLast = lastOperand.upperBound
      }
      // Shown by a UI API, or else (judged after the words, as it costs more) perhaps by a
      // function of this file that hands a parameter to one.
      guard let slot = file.slot(ofValue: valueFirst, valueLast) else { continue }
      let direct = shownAs(file, valueFirst, valueLast, slot: slot, apis)
      var call: FunctionCall? = nil
      if direct == nil {
        // Only a call to a name the file declares a function by.
        guard let c = functionCall(file, slot),
          file.work.memo(TextParameters.self, { TextParameters(file) }).declaresFunction(
            named: c.callee, in: file)
        else { continue }
        call = c
      }
      let value = file.value(ofLiteral: l)
      guard NaturalLanguage.isNaturalLanguage(value, brandTerms: options.brandTerms),
        !NaturalLanguage.isUnitLabel(value), !NaturalLanguage.isOnlyFormat(value),
        // A language picker writes each language in itself (`"Français"`).
        !LanguageEndonyms.contains(value), !NaturalLanguage.isStandInText(value),
        // `label.text = "USD"`: a currency's ISO code, written so in every language.
        !ICU.isCurrencyCode(value),
        // `"Debug: copy databases"`: a row of a hidden developer menu.
        !NaturalLanguage.startsWithDeveloperTag(value), !Self.namesItsType(file, open: open, value)
      else { continue }
      if Self.namesAnIconGlyph(file, open: open, last: last, slot: slot, value) { continue }
      // `statCard(value: n, unit: "kcal")`: a unit's symbol for the value beside it.
      if call != nil, file.kind(open - 1) == .colon, file.kind(open - 2) == .identifier,
        ViewStringProperties.isUnitSymbol(file, label: open - 2, value)
      {
        continue
      }
      guard let display = direct ?? call.flatMap({ shownThrough(file, $0, at: valueFirst, apis) }) else {
        continue
      }
      // `"key".localized` and friends are localized expressions.
      if file.localizedExpressionEnd(at: open, extraFunctions: options.localizationFunctions)
        != nil
      {
        continue
      }
      if file.isInDeveloperDescription(open) || file.isInLoggingClosure(open) { continue }
      if NaturalLanguage.namesAFolder(of: file.path, value) { continue }
      // `"Task"` beside `"ly"` in another colour: half of a logo.
      if StyledWordPieces.isPiece(file, literal: l, value: value) { continue }
      // Stand-in text nobody reads: under a loading skeleton (`isSkeletonable`, a
      // `.redacted` view), or set by a view's factory and always replaced.
      if SkeletonPlaceholders.isPlaceholder(file, slot: slot)
        || SkeletonPlaceholders.isRedacted(file, slot: slot)
        || FactoryStandIns.isStandIn(file, slot: slot, value: value)
      {
        continue
      }
      // Debug regions and localized values are found once per file, on first need.
      if file.debugCode.contains(file, open) { continue }
      if file.isMarkedNotLocalized(open) || file.isInStandInDataFunction(open) { continue }
      // `isFrench ? "Reprendre" : "Continue"`: translated by hand.
      if HandTranslatedText.contains(file, open: open, last: last) { continue }
      // A literal that interpolates localized text is `concatenated-localized-string`.
      if file.literals[l].hasInterpolation {
        let localized = file.localizedValues(extraFunctions: options.localizationFunctions)
        if localized.localizedInterpolation(file, literal: l) != nil { continue }
      }
      var f = finding(file.range(ofLiteral: l), Self.message(display), help: Self.help)
      if !file.literals[l].hasInterpolation { f.textHash = CatalogTable.hash(key: value) }
      out.append(f)
    }
    return out
  }

  /// `inviteIcon.text = "schedule"`, `playLabel.text = playing ? "pause" : "play_arrow"`:
  /// the name of a glyph in an icon font (Material Icons draws its ligatures), one
  /// lowercase word, for a label named for an icon (`…Icon`, `…IconLabel`, `…Glyph`) or
  /// chosen against another glyph's name in snake case.
  static func namesAnIconGlyph(_ file: SyntaxFile, open: Int, last: Int, slot: ValueSlot, _ value: String)
    -> Bool
  {
    func isGlyphName(_ v: String) -> Bool {
      v.utf8.count >= 2 && v.utf8.allSatisfy { $0 &- 0x61 < 26 || $0 == 0x5F }
    }
    guard isGlyphName(value) else { return false }
    if case .assignment(let target) = slot, file.kind(target - 1) == .period,
      file.kind(target - 2) == .identifier
    {
      let receiver = file.text(target - 2)
      if receiver.hasSuffix("Icon") || receiver.hasSuffix("IconLabel") || receiver.hasSuffix("Glyph") {
        return true
      }
    }
    // The other branch of `c ? "play_arrow" : "pause"`.
    var sibling = -1
    if file.kind(open - 1) == .colon, file.kind(open - 2) == .stringClose {
      let o = Int(file[open - 2].match)
      if o > 0, file.isWord(o - 1, "?") { sibling = o }
    } else if file.isWord(open - 1, "?"), file.kind(last + 1) == .colon, file.kind(last + 2) == .stringOpen {
      sibling = last + 2
    }
    guard sibling >= 0, let l = file.literal(at: sibling), !file.literals[l].hasInterpolation else {
      return false
    }
    let other = file.value(ofLiteral: l)
    return isGlyphName(other) && other.utf8.contains(0x5F)
  }

  /// `title ?? "LanguageHeaderView: No header"` in `LanguageHeaderView` (or its file): a
  /// message that names the type it comes from before a colon, for its developer.
  static func namesItsType(_ file: SyntaxFile, open: Int, _ value: String) -> Bool {
    guard let colon = value.utf8.firstIndex(of: 0x3A) else { return false }
    let head = Substring(value.utf8[..<colon])
    guard head.utf8.count >= 4, head.utf8.allSatisfy({ ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 }) else {
      return false
    }
    if let type = file.enclosingScope(open, .type), file.scopes[type].name >= 0,
      file.isWord(Int(file.scopes[type].name), String(head))
    {
      return true
    }
    return DebugCode.tail(of: file.path, components: 1) == head + ".swift"
  }

  static func message(_ shown: Shown) -> String {
    guard let api = shown.api else { return "this literal is shown as written, without localization" }
    if let function = shown.function {
      return "`\(function)` passes this literal to `\(api)` as written, without localization"
    }
    return shown.viaBinding
      ? "text shown by `\(api)` is a literal without localization"
      : "`\(api)` shows this literal as written, without localization"
  }

  struct Shown {
    /// Nil when no call or property can be named (then the message names none).
    var api: String?
    var viaBinding: Bool
    /// The file's own function the literal is passed to, which hands it to `api`.
    var function: String? = nil
  }

  /// Where literal `open...last` is shown as written: directly, through a wrapper, or
  /// through a local `let` read by such an API in the same function.
  func shownAs(_ file: SyntaxFile, _ open: Int, _ last: Int, slot: ValueSlot, _ apis: TextDisplayAPIs)
    -> Shown?
  {
    if case .binding(let name) = slot {
      // A `String` constant: a `LocalizedStringKey`-typed one would be localized.
      if let type = file.typeAnnotation(ofBindingAt: name),
        !(type.count == 1 && file.isWord(type.lowerBound, "String"))
      {
        return nil
      }
      guard file.enclosingScope(name, [.function, .accessor, .closure, .preview]) != nil else {
        return nil
      }
      for use in file.uses(ofBindingAt: name) {
        // Shown as written even by SwiftUI, which localizes only literals.
        if file.textDisplay(ofValue: use, use, apis: apis) != nil {
          return Shown(api: apiName(file, use, apis), viaBinding: true)
        }
      }
      return nil
    }
    // `self.title = "…"` where the file declares `title` as localized text
    // (`private let title: LocalizedStringKey`): the literal is a key.
    if case .assignment(let target) = slot, file.kind(target) == .identifier,
      file.declarations(of: file.text(target)).contains(where: { d in
        // `let` or `var`, the name, `:`, the type.
        let type = Int(d) + 3
        return file.kind(type - 1) == .colon
          && (file.isWord(type, "LocalizedStringKey") || file.isWord(type, "LocalizedStringResource"))
      })
    {
      return nil
    }
    switch file.textDisplay(ofValue: open, last, slot: slot, apis: apis) {
    case .asWritten?: break
    // `Text("a" + "b")` is a `String`, shown as written.
    case .localizesLiteral? where file[open].kind != .stringOpen || Int(file[open].match) != last:
      break
    default: return nil
    }
    return Shown(api: apiName(file, open, apis), viaBinding: false)
  }

  /// An argument of a call to a plain name (`showError(…)`, `self.showError(…)`), which
  /// may be a function of the file: the callee, the call's `(` and the argument's label.
  struct FunctionCall {
    var callee: Int
    var call: Int
    var label: Int?
  }

  func functionCall(_ file: SyntaxFile, _ slot: ValueSlot) -> FunctionCall? {
    guard case .argument(let call, let label) = slot,
      let callee = TextParameters.plainCallee(file, call: call)
    else { return nil }
    return FunctionCall(callee: callee, call: call, label: label)
  }

  /// `showError("Could not save")`, where the file's `showError(_ message: String)` hands
  /// `message` to a UI API.
  /// The argument at `value` is matched to its parameter by label and, among arguments of
  /// the same label, by position: in `notify(id, "Done", nil, "open")`, `"open"` is the
  /// fourth unlabeled parameter, not the first that is shown.
  func shownThrough(_ file: SyntaxFile, _ argument: FunctionCall, at value: Int, _ apis: TextDisplayAPIs)
    -> Shown?
  {
    let callee = argument.callee
    let label = argument.label.map { file.text($0) }
    let ordinal = TextParameters.ordinal(file, call: argument.call, label: label, at: value)
    let parameters = file.work.memo(TextParameters.self) { TextParameters(file) }
    guard
      let parameter = parameters.parameter(
        function: file.text(callee), label: label, ordinal: ordinal, in: file, apis: apis,
        apiName: { apiName(file, $0, apis) })
    else { return nil }
    // `hint("esc", …)` for `func hint(_ key: String, …)`: a key's name as the keyboard
    // prints it.
    if let l = file.literal(at: value),
      ViewStringProperties.isKeyCap(name: parameter.name, file.value(ofLiteral: l))
    {
      return nil
    }
    let api = parameter.api
    let labels = file.labels(ofCall: argument.call).map { $0 + ":" }.joined()
    return Shown(api: api, viaBinding: true, function: "\(file.text(callee))(\(labels))")
  }

  func isPlus(_ file: SyntaxFile, _ i: Int) -> Bool {
    i >= 0 && i < file.count && file[i].isBinaryOperator && file.isWord(i, "+")
  }

  /// A short name for the API the literal or bracketed value at `i` reaches (with the
  /// rest of a `+` chain it starts): `setTitle(_:for:)`, `.text`.
  func apiName(_ file: SyntaxFile, _ i: Int, _ apis: TextDisplayAPIs) -> String? {
    var last = i
    if file[i].kind == .stringOpen { last = Int(file[i].match) }
    if file[i].kind == .leftParen || file[i].kind == .stringOpen, file.kind(last + 1) == .operator {
      last = file.operatorChain(around: last + 1).operands.last?.upperBound ?? last
    }
    return file.displayAPIName(ofValue: i, last, apis: apis)
  }
}
