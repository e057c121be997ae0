/// A localized format (a key or value literal of a lookup) with two or more printf
/// placeholders of which one takes the next argument instead of naming its position.
public struct NonPositionalPlaceholders: CatalogFactReader, ProjectRule {
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
    analysis(file, context).findings
  }

  /// `"%@: %d"`, `"🏆 %@: %@"`, `"[%@] %@"`, `"%d/%d"`, `"γ×10 = %@ %@"`: a format with no
  /// word of its own (no two letters in a row, no Han, Hangul or kana) has nothing a
  /// translator words around its values, so nothing to reorder: its values are laid out,
  /// not put into a sentence. A key-shaped format (`"followers.more-%@-%@"`) has letters,
  /// and its translations words.
  static func hasNoWords(_ value: String, _ format: FormatPlaceholders) -> Bool {
    let rest = FormatPlaceholders.replacing(format.placeholders, in: Array(value.utf8), with: [0x20])
    var run = 0
    for u in String(decoding: rest, as: UTF8.self).unicodeScalars {
      guard u.properties.isAlphabetic else {
        run = 0
        continue
      }
      run += 1
      if run >= 2 || NaturalLanguage.isWordCharacterScript(u.value) { return false }
    }
    return true
  }

  /// How many values the placeholders show: integers joined by a colon alone
  /// (`"Check at %d:%02d"`) are one clock time, integers joined by a hyphen, tilde or dash
  /// alone (`"%d-%d characters"`) one range, and any two joined by a slash alone, with
  /// a space on each side at most (`"Badges (%lld/%lld)"`, `"%@ / %@ XP"`), one count of a
  /// total, whose parts no language reorders; so are any two joined by an arithmetic sign,
  /// the first perhaps labeled in brackets (`"%@ (Gas Price) * %@ (Gas Limit)"`): a formula.
  static func valueCount(_ bytes: [UInt8], _ placeholders: [FormatPlaceholder]) -> Int {
    var count = 0
    var previous: FormatPlaceholder? = nil
    for p in placeholders {
      defer { previous = p }
      if let q = previous, q.range.upperBound < p.range.lowerBound {
        let between = bytes[q.range.upperBound..<p.range.lowerBound]
        let integers =
          FormatPlaceholder.argumentClass(of: q.conversion) == .integer
          && FormatPlaceholder.argumentClass(of: p.conversion) == .integer
        if between.elementsEqual([UInt8(ascii: ":")]) && integers { continue }
        // `"%d-%d characters"`, `"%d~%d"`, `"%d–%d"`: one range, lowest first in every language.
        if integers && Self.rangeMarks.contains(where: { between.elementsEqual($0) }) { continue }
        if between.elementsEqual([UInt8(ascii: "/")]) || between.elementsEqual(Array(" / ".utf8)) { continue }
        if isArithmeticSign(between) { continue }
      }
      count += 1
    }
    return count
  }

  /// `" * "`, `" (Gas Price) × "`: an arithmetic sign (`*`, `×`, `÷`, `+`, `=`) between two
  /// values, with spaces and one bracketed label before it at most.
  static func isArithmeticSign(_ between: ArraySlice<UInt8>) -> Bool {
    var rest = between.drop { $0 == 0x20 }
    if rest.first == UInt8(ascii: "(") {
      guard let close = rest.firstIndex(of: UInt8(ascii: ")")),
        !rest[rest.startIndex..<close].contains(UInt8(ascii: "%"))
      else { return false }
      rest = rest[(close + 1)...].drop { $0 == 0x20 }
    }
    while rest.last == 0x20 { rest = rest.dropLast() }
    return arithmeticSigns.contains { rest.elementsEqual($0) }
  }

  /// A hyphen, tilde, en dash or wave dash alone between two integers: the bounds of one
  /// range, as UTF-8.
  static let rangeMarks: [[UInt8]] = ["-", "~", "\u{2013}", "\u{301C}", "\u{FF5E}"].map { Array($0.utf8) }

  /// The signs of `isArithmeticSign`, as UTF-8.
  static let arithmeticSigns: [[UInt8]] = ["*", "×", "÷", "+", "="].map { Array($0.utf8) }

  public func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact] {
    analysis(file, context).held
  }

  /// A file's findings, and those whose literal is a key, held for the project pass: a
  /// String Catalog may hold that key with numbered placeholders (`NumberedCatalogKeys`).
  struct Analysis {
    var findings: [Finding] = []
    var held: [HeldFormatKey] = []
  }

  /// The file's analysis, made once for its findings and its facts.
  func analysis(_ file: SyntaxFile, _ context: RuleContext) -> Analysis {
    file.work.memo(Analysis.self) { analyze(file, context) }
  }

  private func analyze(_ file: SyntaxFile, _ context: RuleContext) -> Analysis {
    let options = context.options
    if context.isTestFile && !options.includeTestsAndPreviews { return Analysis() }
    var out = Analysis()
    for l in file.literals(holding: UInt8(ascii: "%")) {
      let open = Int(file.literals[l].open)
      let last = Int(file[open].match)
      guard last > open else { continue }
      if !options.includeTestsAndPreviews && file.isInPreview(open) { continue }
      guard isLocalizedFormat(file, open: open, last: last, options.localizationFunctions) else {
        continue
      }
      let value = file.value(ofLiteral: l)
      // `"https://…?title=D%C3%A9claration".localized`: a web address per language, whose
      // `%C3` are percent escapes, not placeholders.
      if Self.isWebAddress(value) { continue }
      let format = FormatPlaceholders(value)
      // `% ` before a word is a percent sign in prose ("50% off"), not a placeholder a
      // translator reorders.
      let bytes = Array(value.utf8)
      let counted = format.placeholders.filter {
        !$0.flags.contains(.space) && !Self.opensMarkupWord(bytes, at: $0.range.lowerBound)
      }
      guard Self.valueCount(bytes, counted) >= 2, counted.contains(where: { !$0.isPositional }),
        !Self.hasNoWords(value, format),
        !formatsOneValue(file, literal: open), !reachesOnlyDevelopers(file, literal: open),
        !formatsItemsOfOneList(file, literal: open, counted)
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
      let range = file.range(ofLiteral: l)
      let fix = fix(file, literal: l, value: value, format: format)
      let key =
        isKey(file, open: open, last: last, options.localizationFunctions)
        ? value : valueKey(file, open: open, last: last, options.localizationFunctions)
      if let key {
        var held = ProjectFinding(site: file.site(range), message: message, help: Self.help)
        held.fix = fix?.located(file.location)
        out.held.append(HeldFormatKey(finding: held, keyHash: CatalogTable.hash(key: key)))
      } else {
        out.findings.append(finding(range, message, help: Self.help, fix: fix))
      }
    }
    return out
  }

  /// A value with `://` and no white space: an address, in which `%` opens an escaped
  /// byte (`%C3`).
  static func isWebAddress(_ value: String) -> Bool {
    TextSearch.contains(value, "://")
      && !value.utf8.contains(where: { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 })
  }

  /// `%credits%`, `%pretérito%`, `%perfecto de indicativo%`: words between two `%` on one
  /// line, the first of four letters or more (the second `%` not doubled), are an app's own
  /// markup for a link or a term, not a placeholder.
  static func opensMarkupWord(_ bytes: [UInt8], at percent: Int) -> Bool {
    var close = percent + 1
    while close < bytes.count, close - percent <= 80, bytes[close] != 0x25, bytes[close] != 0x0A {
      close += 1
    }
    guard close < bytes.count, bytes[close] == 0x25, close + 1 == bytes.count || bytes[close + 1] != 0x25
    else {
      return false
    }
    let inner = String(decoding: bytes[(percent + 1)..<close], as: UTF8.self)
    return inner.prefix(while: \.isLetter).count >= 4 && inner.allSatisfy { $0.isLetter || $0 == " " }
  }

  /// `let logString = String.localizedStringWithFormat("Sent %@ to %@".localized, a, b)`,
  /// then only `Logger.info("\(logString)")` and `send(packet, debugDescription: logString)`:
  /// text in a non-UI sink (or bound to a name only such sinks read) is for developers,
  /// and no translator reorders it.
  func reachesOnlyDevelopers(_ file: SyntaxFile, literal open: Int) -> Bool {
    // The lookup: `"…".localized`, or the localized call the literal is the text of.
    let close = Int(file[open].match)
    if let end = file.localizedSuffix(after: close) {
      return reachesOnlyDevelopers(file, open, end, depth: 0)
    }
    let p = Int(file.enclosingBracket[open])
    guard p >= 0, file.kind(p) == .leftParen, let callee = file.callee(ofOpenParen: p) else { return false }
    return reachesOnlyDevelopers(file, file.operandStart(endingAt: callee), Int(file[p].match), depth: 0)
  }

  /// Whether the value `first...last` goes only to developers: into a non-UI sink, a
  /// logging closure or an argument labeled for debugging or logs, through the formats
  /// that take it (`String(format: value, …)`) and the names it is bound to.
  func reachesOnlyDevelopers(_ file: SyntaxFile, _ first: Int, _ last: Int, depth: Int) -> Bool {
    guard depth < 4 else { return false }
    if file.isInLoggingClosure(first) { return true }
    let p = Int(file.enclosingBracket[first])
    // Interpolated into a literal (`Logger.info("💬 \(logString)")`): where the literal goes.
    if p >= 0, file.kind(p) == .interpolationOpen {
      // The literal's opening quote: the nearest one before that closes after.
      var q = p - 1
      while q >= 0 && p - q < 256 && !(file.kind(q) == .stringOpen && Int(file[q].match) > p) { q -= 1 }
      guard q >= 0, file.kind(q) == .stringOpen else { return false }
      return reachesOnlyDevelopers(file, q, Int(file[q].match), depth: depth + 1)
    }
    if p >= 0, file.kind(p) == .leftParen, let callee = file.callee(ofOpenParen: p) {
      // The format of `String(format:)`, `NSString(format:)` or
      // `localizedStringWithFormat`: its result goes on.
      if let a = file.arguments(ofCall: p).first, a.first == first,
        a.label.map({ file.isWord($0, "format") })
          ?? (file.isWord(callee, "localizedStringWithFormat") || file.isWord(callee, "String"))
      {
        return reachesOnlyDevelopers(
          file, file.operandStart(endingAt: callee), Int(file[p].match), depth: depth + 1)
      }
      if file.isInNonUISink(first) { return true }
      if case .argument(_, let label?)? = file.slot(ofValue: first, last) {
        let text = file.text(label).lowercased()
        return text.contains("debug") || text.hasSuffix("log")
      }
      return false
    }
    guard case .binding(let name)? = file.slot(ofValue: first, last) else { return false }
    let uses = file.uses(ofBindingAt: name)
    return !uses.isEmpty && uses.allSatisfy { reachesOnlyDevelopers(file, $0, $0, depth: depth + 1) }
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

  /// The literal key of the lookup whose `value:` (or `defaultValue:`) the literal
  /// `open...last` is: `NSLocalizedString("Prompt", value: "%@ asks for %@", …)`.
  func valueKey(_ file: SyntaxFile, open: Int, last: Int, _ extraFunctions: [String]) -> String? {
    let p = Int(file.enclosingBracket[open])
    guard p >= 0, file.kind(p) == .leftParen, let a = file.argument(around: open), a.first == open,
      a.last == last, let label = a.label, file.isWord(label, "value") || file.isWord(label, "defaultValue"),
      let call = file.localizedCall(open: p, extraFunctions: extraFunctions), let key = call.key,
      let l = file.literal(at: key.first), Int(file[key.first].match) == key.last,
      !file.literals[l].hasInterpolation
    else { return nil }
    return file.value(ofLiteral: l)
  }

  /// Whether the literal `open...last` is the key of its lookup (not a `value:`).
  func isKey(_ file: SyntaxFile, open: Int, last: Int, _ extraFunctions: [String]) -> Bool {
    if file.localizedSuffix(after: last) != nil { return true }
    let p = Int(file.enclosingBracket[open])
    guard p >= 0, file.kind(p) == .leftParen,
      let call = file.localizedCall(open: p, extraFunctions: extraFunctions)
    else { return false }
    return call.key?.first == open
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
