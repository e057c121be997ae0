/// Recognizes localized expressions (as Rules/hardcoded-ui-string.md defines them): the
/// APIs that look text up in a strings catalog, and the wrappers real apps build around
/// them.
public enum LocalizedExpressions {
  /// Functions and initializers whose result is localized text.
  public static let functions: Set<String> = [
    "NSLocalizedString", "LocalizedStringResource", "LocalizedStringKey",
    "localizedUserNotificationString", "localizedStringWithFormat",
  ]
  /// Initializers localized by their `localized:` label: `String(localized:)`.
  public static let localizedLabelTypes: Set<String> = [
    "String", "AttributedString", "LocalizedStringResource", "NSAttributedString",
  ]
  /// Namespaces of generated accessors: SwiftGen's `L10n.…`, R.swift's `R.string.…`.
  public static let generatedNamespaces: Set<String> = ["L10n", "Strings", "Localizable", "Loc"]

  static let functionWords = WordSet(functions)
  static let localizedLabelTypeWords = WordSet(localizedLabelTypes)
  static let generatedNamespaceWords = WordSet(generatedNamespaces)
}

extension SyntaxFile {
  /// If a localized expression starts at token `i`, the index of its last token.
  ///
  /// Recognized: `NSLocalizedString(…)` and the other localizing functions, any
  /// function whose name ends in `LocalizedString`, `String(localized: …)`,
  /// `Bundle.….localizedString(forKey:…)`, SwiftUI `Text("…")` from a literal,
  /// `"key".localized` / `.localized()` / `.localized(…)`, SwiftGen `L10n.…` and
  /// R.swift `R.string.…` chains, and functions the user names in `extraFunctions`.
  public func localizedExpressionEnd(at i: Int, extraFunctions: [String] = []) -> Int? {
    guard i >= 0 && i < count else { return nil }
    let t = tokens[i]
    switch t.kind {
    case .stringOpen:
      let last = Int(t.match)
      return localizedSuffix(after: last)
    case .identifier:
      // The name is tested on its bytes: this runs for most identifiers a value starts with.
      if isWord(i + 1, "(") || kind(i + 1) == .leftParen {
        let close = Int(tokens[i + 1].match)
        guard close > i + 1 else { return nil }
        // A free `localizedString("…")` helper localizes; `Formatter.localizedString(from:)`
        // formats a value.
        let freeHelper = isWord(i, "localizedString") && kind(i - 1) != .period
        if text(i, isIn: LocalizedExpressions.functionWords) || word(i, endsWith: "LocalizedString")
          || (!extraFunctions.isEmpty && extraFunctions.contains(text(i))) || freeHelper
        {
          return localizedSuffix(after: close) ?? close
        }
        if text(i, isIn: LocalizedExpressions.localizedLabelTypeWords),
          let first = arguments(ofCall: i + 1).first, let label = first.label,
          isWord(label, "localized")
        {
          return close
        }
        if isWord(i, "Text"), let first = arguments(ofCall: i + 1).first, first.label == nil,
          kind(first.first) == .stringOpen, Int(tokens[first.first].match) == first.last
        {
          return close
        }
        return localizedSuffix(after: close)
      }
      if text(i, isIn: LocalizedExpressions.generatedNamespaceWords) && kind(i + 1) == .period
        && kind(i - 1) != .period
      {
        return chainEnd(from: i)
      }
      if isWord(i, "R") && isWord(i + 2, "string") && kind(i + 1) == .period {
        return chainEnd(from: i)
      }
      // `Bundle.main.localizedString(forKey:value:table:)`.
      if kind(i - 1) != .period && kind(i + 1) == .period {
        let end = chainEnd(from: i)
        let call = Int(tokens[end].match)
        if kind(end) == .rightParen, call > i, isWord(call - 1, "localizedString"), kind(call - 2) == .period,
          let first = arguments(ofCall: call).first, let label = first.label,
          isWord(label, "forKey")
        {
          return end
        }
      }
      return localizedSuffix(after: i)
    default:
      return nil
    }
  }

  /// Whether tokens `first...last` are exactly one localized expression.
  public func isLocalizedExpression(_ first: Int, _ last: Int, extraFunctions: [String] = [])
    -> Bool
  {
    var f = first
    var l = last
    // Unwrap parentheses.
    while kind(f) == .leftParen && Int(tokens[f].match) == l {
      f += 1
      l -= 1
    }
    return localizedExpressionEnd(at: f, extraFunctions: extraFunctions) == l
  }

  /// `.localized`, `.localized()`, `.localized(with: …)`, `.localize()`,
  /// `.localizedString` after `end`.
  func localizedSuffix(after end: Int) -> Int? {
    guard kind(end + 1) == .period, kind(end + 2) == .identifier,
      text(end + 2, isIn: Self.localizedSuffixNames)
    else { return nil }
    let name = text(end + 2)
    let hasCall = kind(end + 3) == .leftParen && tokens[end + 3].match > end + 3
    // Only the wrappers that look text up: `localizedString(from:)` on a formatter,
    // `localizedDescription` or `localizedName` are values, not catalog lookups.
    switch name {
    case "localized", "localizedStringWithFormat", "localizedFormat", "localize":
      break
    case "localizedString":
      if hasCall {
        guard let label = arguments(ofCall: end + 3).first?.label, isWord(label, "forKey")
        else { return nil }
      }
    default:
      return nil
    }
    return hasCall ? Int(tokens[end + 3].match) : end + 2
  }

  static let localizedSuffixNames: WordSet = [
    "localized", "localizedStringWithFormat", "localizedFormat", "localizedString", "localize",
  ]

  /// Whether token `i`'s text ends with the ASCII `suffix` (or is it).
  func word(_ i: Int, endsWith suffix: StaticString) -> Bool {
    guard i >= 0 && i < tokens.count else { return false }
    let t = tokens[i]
    let n = suffix.utf8CodeUnitCount
    guard Int(t.end - t.start) >= n else { return false }
    let from = Int(t.end) - n
    for k in 0..<n where source.bytes[from + k] != suffix.utf8Start[k] { return false }
    return true
  }

  /// The last token of a member chain `A.b.c(…).d` starting at `i`.
  func chainEnd(from i: Int) -> Int {
    var j = i
    while true {
      if kind(j + 1) == .period && (kind(j + 2) == .identifier || kind(j + 2) == .keyword) {
        j += 2
        continue
      }
      if kind(j + 1) == .leftParen && !tokens[j + 1].flags.contains(.spaceBefore)
        && tokens[j + 1].match > j + 1
      {
        j = Int(tokens[j + 1].match)
        continue
      }
      return j
    }
  }
}

/// The localized values of one file: localized expressions, and the `let`/`var` names
/// that hold one (`let title = NSLocalizedString(…)`) where they are read.
public struct LocalizedValues: Sendable {
  public let extraFunctions: [String]
  /// Token indices of reads of a name bound to a localized expression.
  public let localizedReads: Set<Int>

  public init(_ file: borrowing SyntaxFile, extraFunctions: [String] = []) {
    self.extraFunctions = extraFunctions
    var reads = Set<Int>()
    for k in file.kindIndex.keywords where file.isKeyword(Int(k), [.`let`, .`var`]) {
      let i = Int(k)
      let name = i + 1
      guard file.kind(name) == .identifier else { continue }
      let eq = file.afterTypeAnnotation(ofBindingAt: name)
      guard file.isWord(eq, "="), eq + 1 < file.count else { continue }
      // Most values start with no localized expression at all: that is known before the
      // value's end is looked for (unless it starts with a parenthesis, which may wrap one).
      if file.kind(eq + 1) != .leftParen
        && file.localizedExpressionEnd(at: eq + 1, extraFunctions: extraFunctions) == nil
      {
        continue
      }
      let end = file.expressionEnd(from: eq + 1)
      guard file.isLocalizedExpression(eq + 1, end, extraFunctions: extraFunctions) else {
        continue
      }
      // `var text = Text("")` starts an accumulator, not a localized phrase.
      if file.isWord(eq + 1, "Text"), let lit = file.literal(at: eq + 3),
        !NaturalLanguage.isNaturalLanguage(file.value(ofLiteral: lit))
      {
        continue
      }
      reads.formUnion(file.uses(ofBindingAt: name))
    }
    localizedReads = reads
  }

  /// Whether `first...last` is a localized expression or a read of a name holding one.
  public func isLocalized(_ file: SyntaxFile, _ first: Int, _ last: Int) -> Bool {
    var f = first
    var l = last
    while file.kind(f) == .leftParen && Int(file[f].match) == l {
      f += 1
      l -= 1
    }
    if f == l && localizedReads.contains(f) { return true }
    return file.isLocalizedExpression(f, l, extraFunctions: extraFunctions)
  }

  /// The first interpolation `\(…)` of literal `l` that holds a localized value, unless
  /// the literal is nothing but that one interpolation.
  public func localizedInterpolation(_ file: SyntaxFile, literal l: Int) -> Int? {
    guard file.literals[l].hasInterpolation else { return nil }
    // The first localized interpolation, and how many there are (no array: this runs for
    // every literal with an interpolation).
    var first: Int? = nil
    var parts = 0
    file.forEachInterpolation(ofLiteral: l) { open, close in
      parts += 1
      if first == nil && close - 1 >= open + 1 && isLocalized(file, open + 1, close - 1) {
        first = open
      }
    }
    guard let first else { return nil }
    // The literal's own text decides whether it builds a sentence around that value.
    let value = file.value(ofLiteral: l)
    if parts == 1 && value == String(SyntaxFile.interpolationMark) { return nil }
    // A list of values (`"\(size) • \(date)"`, `"• \(message)"`), not a sentence; two
    // values joined by a bare hyphen or dash (`"\(L10n.editCell)-\(name)"`) name one item.
    if NaturalLanguage.separatesEveryValue(value) || NaturalLanguage.isListOfItems(value)
      || value == "\u{FFFC}-\u{FFFC}" || value == "\u{FFFC}\u{2013}\u{FFFC}"
    {
      return nil
    }
    // Whole messages one after the other: `"\(name). \(L10n.online)"`; a symbol that
    // marks one (`"<< \(hint)"`).
    if NaturalLanguage.separatesSentences(value) || NaturalLanguage.isSymbolsAroundValues(value) {
      return nil
    }
    let fixed = value.unicodeScalars.filter { $0 != "\u{FFFC}" }
    if fixed.allSatisfy({ $0.properties.isWhitespace }) {
      // Padding around one value, or whole messages put on separate lines or set apart in
      // columns (`"\(title)   \(detail)"`).
      if parts == 1 || fixed.contains("\n") { return nil }
      let gaps = value.split(separator: SyntaxFile.interpolationMark, omittingEmptySubsequences: false)
      if gaps.dropFirst().dropLast().contains(where: { NaturalLanguage.isColumnGap(String($0)) }) {
        return nil
      }
    }
    // Markup or a link around a localized label: `"[\(label)](https://…)"`.
    if NaturalLanguage.isMachineText(String(String.UnicodeScalarView(fixed))) { return nil }
    return first
  }

  /// Whether any interpolation of literal `l` holds a localized value.
  public func interpolatesLocalized(_ file: SyntaxFile, literal l: Int) -> Bool {
    var found = false
    file.forEachInterpolation(ofLiteral: l) { open, close in
      if !found && close - 1 >= open + 1 && isLocalized(file, open + 1, close - 1) { found = true }
    }
    return found
  }
}

extension SyntaxFile {
  /// The localized call whose text (first argument) is the literal at `j`
  /// (`String(localized: "…", comment: …)`, `NSLocalizedString("…", …)`, `Text("…")`): its
  /// first and last token.
  public func localizedCall(withText j: Int) -> (first: Int, last: Int)? {
    let p = Int(enclosingBracket[j])
    guard p >= 0, kind(p) == .leftParen,
      j == p + 1 || (j == p + 3 && kind(p + 2) == .colon && isWord(p + 1, "localized")),
      let callee = callee(ofOpenParen: p)
    else { return nil }
    let first = operandStart(endingAt: callee)
    guard localizedExpressionEnd(at: first) == Int(tokens[p].match) else { return nil }
    return (first, Int(tokens[p].match))
  }

  /// The file's localized values, found once per set of extra functions and shared by the
  /// rules that ask.
  public func localizedValues(extraFunctions: [String]) -> LocalizedValues {
    // One configuration governs a file, so every rule asks with the same functions.
    let known = work.memo(LocalizedValuesFact.self) {
      LocalizedValuesFact(
        extraFunctions: extraFunctions, values: LocalizedValues(self, extraFunctions: extraFunctions))
    }
    if known.extraFunctions == extraFunctions { return known.values }
    return LocalizedValues(self, extraFunctions: extraFunctions)
  }
}

/// The localized values of a file with the extra functions they were found with.
struct LocalizedValuesFact {
  var extraFunctions: [String]
  var values: LocalizedValues
}
