/// A number or a price made into display text by hand (`String(format: "%.2f", x)`,
/// `"$" + price`, `"\(amount) €"`) and shown in the UI. Documented, with examples, in
/// `Rules/hand-formatted-number.md`.
public struct HandFormattedNumber: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "hand-formatted-number",
    summary: "number or price made into display text by hand instead of a locale-aware formatter",
    severity: .warning, fixability: .none, group: .numbers, skipsDebugCode: true)

  static let formatHelp =
    "format the number with `value.formatted(.number.precision(.fractionLength(2)))` or a `NumberFormatter`, "
    + "which follow the user's decimal and grouping separators and digits"
  static let currencyHelp =
    "format the amount with `amount.formatted(.currency(code: \"EUR\"))` (the amount's ISO currency code) or a "
    + "`NumberFormatter` with `numberStyle = .currency`, which places and spaces the symbol as the user's locale does"

  /// A finding needs a `String(format:` call or a currency sign.
  public func mayReport(in source: SourceFile) -> Bool {
    source.contains("format:") || source.bytes.contains { $0 == UInt8(ascii: "$") || $0 >= 0xC2 }
  }

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    let options = context.options
    if context.isTestFile && !options.includeTestsAndPreviews { return [] }
    let apis = TextDisplayAPIs.configured(options, for: file)
    var out: [Finding] = []
    for l in file.literals.indices {
      let open = Int(file.literals[l].open)
      let last = Int(file[open].match)
      guard last > open,
        let f = fixedFormat(file, literal: l, open: open, apis)
          ?? gluedCurrency(file, literal: l, open: open, apis)
      else { continue }
      // Debug code and previews are asked about last: they are found on first need.
      if file.debugCode.contains(file, open) { continue }
      if !options.includeTestsAndPreviews && file.isInPreview(open) { continue }
      out.append(f)
    }
    return out
  }

  // MARK: - `String(format: "%.2f", x)`

  /// The literal is the format of `String(format:)` (no `locale:`) with a floating-point
  /// placeholder that shows decimals (`%.2f`, `%f`, `%g`) or a grouping flag (`%'d`), and
  /// the string is shown.
  func fixedFormat(_ file: SyntaxFile, literal l: Int, open: Int, _ apis: TextDisplayAPIs) -> Finding? {
    guard !file.literals[l].hasInterpolation else { return nil }
    let p = Int(file.enclosingBracket[open])
    guard p >= 0, file.kind(p) == .leftParen, let callee = file.callee(ofOpenParen: p),
      file.isWord(callee, "String") || file.isWord(callee, "NSString")
    else { return nil }
    let arguments = file.arguments(ofCall: p)
    guard let first = arguments.first, first.first == open, first.last == Int(file[open].match),
      let label = first.label, file.isWord(label, "format"), arguments.count >= 2,
      !arguments.contains(where: { $0.label.map { file.isWord($0, "locale") } ?? false })
    else { return nil }
    let format = FormatPlaceholders(file.value(ofLiteral: l))
    let decimal = format.placeholders.contains { p in
      if p.flags.contains(.grouping) { return true }
      guard p.argumentClass == .floating else { return false }
      if case .fixed(0) = p.precision { return false }
      return true
    }
    guard decimal else { return nil }
    let start = file.operandStart(endingAt: callee)
    guard !isFormatterFallback(file, start), let api = shownAPI(file, start, Int(file[p].match), apis) else {
      return nil
    }
    return finding(
      file.range(ofLiteral: l),
      "`String(format:)` writes this number with a `.` decimal point and no grouping before \(api): German "
        + "users read 1234.5 as written, not 1.234,5",
      help: Self.formatHelp)
  }

  /// `formatter.string(from: NSNumber(value: w)) ?? String(format: "%.1f", w)`: the
  /// fallback after a formatter's `string(from:)`, which returns text for every number;
  /// what is shown is the formatter's.
  func isFormatterFallback(_ file: SyntaxFile, _ start: Int) -> Bool {
    guard start >= 2, file.isWord(start - 1, "??") else { return false }
    let left = file.operandStart(endingAt: start - 2)
    guard left <= start - 2 else { return false }
    return (left...(start - 2)).contains { i in
      file.isWord(i, "string") && file.kind(i - 1) == .period && file.kind(i + 1) == .leftParen
        && file.isWord(i + 2, "from") && file.kind(i + 3) == .colon
    }
  }

  // MARK: - `"$" + price`, `"\(amount) €"`

  /// A literal with a currency sign and nothing else to read (no letters), glued to a
  /// value: interpolated (`"$\(price)"`, `"\(amount) €"`) or joined with `+`
  /// (`"$" + price`), when the text is shown.
  func gluedCurrency(_ file: SyntaxFile, literal l: Int, open: Int, _ apis: TextDisplayAPIs) -> Finding? {
    // Most literals hold an ASCII letter, which the bytes tell without decoding (an
    // escape may write any letter or sign, so a backslash sends the literal on).
    let facts = file.literalFacts.facts[l]
    if facts & LiteralFacts.letters != 0 && facts & LiteralFacts.backslash == 0 { return nil }
    let value = file.value(ofLiteral: l)
    guard let sign = value.unicodeScalars.first(where: { $0.properties.generalCategory == .currencySymbol }),
      !value.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
    else { return nil }
    let close = Int(file[open].match)
    var first = open
    var last = close
    if file.literals[l].hasInterpolation {
      // `"$\(price)"`: the sign beside the one value.
      let mark = SyntaxFile.interpolationMark
      let fixed = value.filter { $0 != mark && !$0.isWhitespace }
      guard value.filter({ $0 == mark }).count == 1, fixed == String(Character(sign)),
        let part = file.interpolationContents(ofLiteral: l).first, isAmount(file, part)
      else { return nil }
    } else {
      // `"$" + price`, `price + " €"`: a `+` chain of the sign and one value.
      guard value.filter({ !$0.isWhitespace }) == String(Character(sign)) else { return nil }
      let plus =
        file.isWord(close + 1, "+") ? close + 1 : (open > 0 && file.isWord(open - 1, "+") ? open - 1 : -1)
      guard plus >= 0 else { return nil }
      let chain = file.operatorChain(around: plus)
      guard chain.operands.count == 2,
        let amount = chain.operands.first(where: { !file.isLiteralValue($0.lowerBound, $0.upperBound) }),
        isAmount(file, amount)
      else { return nil }
      first = chain.operands[0].lowerBound
      last = chain.operands[1].upperBound
    }
    guard let api = shownAPI(file, first, last, apis) else { return nil }
    return finding(
      file.range(ofLiteral: l),
      "the currency sign `\(Character(sign))` is glued to the amount by hand before \(api): French writes "
        + "12,50 $, and `¥` is yen in Japan but yuan in China",
      help: Self.currencyHelp)
  }

  /// Words of a name that holds an amount of money.
  static let amountWords: Set<String> = [
    "price", "prices", "amount", "amounts", "total", "totals", "cost", "costs", "balance", "fee", "fees",
    "sum", "money", "payment", "subtotal", "tax", "tip", "salary", "budget", "spent", "paid", "revenue",
  ]

  /// Whether `r` is an amount: a number literal, or a value whose last name says money
  /// (`price`, `order.total`, `String(balance)`). A `$` beside a folder name is a shell
  /// prompt, not a price.
  func isAmount(_ file: SyntaxFile, _ r: ClosedRange<Int>) -> Bool {
    if r.contains(where: { file.kind($0) == .floatLiteral || file.kind($0) == .integerLiteral }) {
      return true
    }
    return r.contains { j in
      file.kind(j) == .identifier
        && EnglishPluralBranch.words(file.text(j)).contains(where: Self.amountWords.contains)
    }
  }

  // MARK: - Shown

  /// How the value `first...last` is shown (`` `.text` shows it ``), directly or through
  /// a local `let` that a display API reads; nil when it is not shown.
  func shownAPI(_ file: SyntaxFile, _ first: Int, _ last: Int, _ apis: TextDisplayAPIs) -> String? {
    guard let slot = file.slot(ofValue: first, last) else { return nil }
    if case .binding(let name) = slot {
      for use in file.uses(ofBindingAt: name) where file.textDisplay(ofValue: use, use, apis: apis) != nil {
        return Self.shownBy(file.displayAPIName(ofValue: use, use, apis: apis))
      }
      return nil
    }
    guard file.textDisplay(ofValue: first, last, slot: slot, apis: apis) != nil else { return nil }
    if file.isInLoggingClosure(first) || file.isInNonUISink(first) { return nil }
    return Self.shownBy(file.displayAPIName(ofValue: first, last, apis: apis))
  }

  static func shownBy(_ api: String?) -> String {
    api.map { "`\($0)` shows it" } ?? "it is shown"
  }
}
