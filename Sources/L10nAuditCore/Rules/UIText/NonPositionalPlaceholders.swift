/// A localized format (a key or value literal of a lookup) with two or more printf
/// placeholders of which one takes the next argument instead of naming its position.
public struct NonPositionalPlaceholders: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "non-positional-placeholders",
    summary: "localized format with several placeholders that translators cannot reorder",
    severity: .warning, fixability: .unsafe, group: .uiText)

  static let help =
    "number the placeholders (`%1$@ sent %2$@`) so that a translation can put the arguments in its own order"

  /// Every lookup names a placeholder format with a `%`.
  public func mayReport(in source: SourceFile) -> Bool { source.contains("%") }

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    let options = context.options
    if context.isTestFile && !options.includeTestsAndPreviews { return [] }
    var out: [Finding] = []
    for l in file.literals(holding: UInt8(ascii: "%")) {
      let open = Int(file.literals[l].open)
      let last = Int(file[open].match)
      guard last > open else { continue }
      if !options.includeTestsAndPreviews && file.isInPreview(open) { continue }
      guard isLocalizedFormat(file, open: open, last: last, options.localizationFunctions) else {
        continue
      }
      let value = file.value(ofLiteral: l)
      let format = FormatPlaceholders(value)
      // `% ` before a word is a percent sign in prose ("50% off"), not a placeholder a
      // translator reorders.
      let counted = format.placeholders.filter { !$0.flags.contains(.space) }
      guard counted.count >= 2, counted.contains(where: { !$0.isPositional }),
        !formatsOneValue(file, literal: open)
      else { continue }
      let loose = counted.filter { !$0.isPositional }.map { p in
        "`" + String(decoding: value.utf8.dropFirst(p.range.lowerBound).prefix(p.range.count), as: UTF8.self)
          + "`"
      }
      var unique: [String] = []
      for s in loose where !unique.contains(s) { unique.append(s) }
      let message =
        counted.count == loose.count
        ? "localized format has \(counted.count) placeholders without positions (\(unique.joined(separator: ", ")))"
        : "localized format mixes numbered placeholders with \(unique.joined(separator: ", ")) without a position"
      out.append(
        finding(
          file.range(ofLiteral: l), message, help: Self.help,
          fix: fix(file, literal: l, value: value, format: format)))
    }
    return out
  }

  /// `String(format: NSLocalizedString("A6 (10,5%@ x 14,8%@)", …), cm, cm)`: every
  /// placeholder gets the same value, so no order of them can show a wrong one.
  func formatsOneValue(_ file: SyntaxFile, literal open: Int) -> Bool {
    let p = Int(file.enclosingBracket[open])
    guard p >= 0, file.kind(p) == .leftParen, let callee = file.callee(ofOpenParen: p) else { return false }
    let start = file.operandStart(endingAt: callee)
    let outer = Int(file.enclosingBracket[start])
    guard outer >= 0, file.kind(outer) == .leftParen, let format = file.callee(ofOpenParen: outer),
      file.isWord(format, "String") || file.isWord(format, "localizedStringWithFormat")
    else { return false }
    let arguments = file.arguments(ofCall: outer)
    guard arguments.count >= 3, arguments[0].first == start, arguments[0].last == Int(file[p].match) else {
      return false
    }
    let values = arguments.dropFirst().map { a in
      a.first <= a.last ? (a.first...a.last).map { file.text($0) }.joined() : ""
    }
    return Set(values).count == 1 && !values[0].isEmpty
  }

  /// Whether the literal `open...last` is the key or the development-language value of a
  /// localized lookup: the text of `NSLocalizedString("…")`, `String(localized: "…")`,
  /// `Text("…")`, `"…".localized`, or the `value:` / `defaultValue:` of such a call.
  func isLocalizedFormat(_ file: SyntaxFile, open: Int, last: Int, _ extraFunctions: [String]) -> Bool {
    if file.localizedSuffix(after: last) != nil { return true }
    let p = Int(file.enclosingBracket[open])
    guard p >= 0, file.kind(p) == .leftParen, let a = file.argument(around: open),
      a.first == open, a.last == last, let call = file.localizedCall(open: p, extraFunctions: extraFunctions)
    else { return false }
    if let key = call.key, key.first == open {
      // With a literal value beside it (not empty, which falls back to the key), the value is the format translators start from
      // (and the one judged); the key only names it.
      for label in ["value", "defaultValue"] {
        if let v = call.argument(label, in: file), let lit = file.literal(at: v.first),
          Int(file[v.first].match) == v.last, !file.value(ofLiteral: lit).isEmpty
        {
          return false
        }
      }
      return true
    }
    guard let label = a.label else { return false }
    return file.isWord(label, "value") || file.isWord(label, "defaultValue")
  }

  /// Numbers the placeholders in order (`%@ sent %@` → `%1$@ sent %2$@`): when the literal's
  /// bytes are its value, no placeholder takes a `*` argument, every one counts, and the
  /// numbered ones already stand at their own place. Unsafe: a key changes with it, and
  /// the catalog's translations must follow.
  func fix(_ file: SyntaxFile, literal l: Int, value: String, format: FormatPlaceholders) -> Fix? {
    let info = file.literals[l]
    let segments = file.segments(ofLiteral: l)
    guard segments.count == 1, info.delimiter == .singleLine, !info.hasInterpolation else { return nil }
    let segment = file[segments[0]]
    guard file.bytes[segment.range].elementsEqual(value.utf8) else { return nil }
    var edits: [Edit] = []
    for (k, p) in format.placeholders.enumerated() {
      if p.flags.contains(.space) { return nil }
      if case .argument = p.width { return nil }
      if case .argument = p.precision { return nil }
      if let position = p.position {
        guard position == k + 1 else { return nil }
        continue
      }
      let at = Int(segment.start) + p.range.lowerBound + 1
      edits.append(Edit(start: at, end: at, replacement: "\(k + 1)$"))
    }
    guard !edits.isEmpty else { return nil }
    return Fix(
      summary: "number the placeholders; update the catalog's key and translations to match",
      edits: edits, isSafe: false)
  }
}
