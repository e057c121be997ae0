/// A literal locale identifier that ICU reads as another locale than it names: an unknown
/// language, script, region or variant, or a script where ICU reads a variant.
public struct InvalidLocaleIdentifier: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "invalid-locale-identifier",
    summary: "locale identifier literal that ICU does not read as the locale it names",
    severity: .warning, fixability: .none, group: .dates)

  /// A finding needs an `identifier:` (or `localeIdentifier:`) label and a locale.
  public func mayReport(in source: SourceFile) -> Bool {
    source.contains("dentifier") && source.contains("ocale")
  }

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    // Tests build unknown locales on purpose, to see what the code falls back to.
    if context.isTestFile && !context.options.includeTestsAndPreviews { return [] }
    var out: [Finding] = []
    var reported = Set<Int>()
    for labels in [file.tokens(spelled: "identifier"), file.tokens(spelled: "localeIdentifier")] {
      for label in labels where file.kind(label + 1) == .colon {
        guard let (call, argument) = file.argumentContaining(label + 2), argument.label == label,
          isLocaleInitializer(file, call: call)
        else { continue }
        guard let l = identifierLiteral(file, argument), !reported.contains(l) else { continue }
        guard let problem = LocaleIdentifierReading.problem(in: file.value(ofLiteral: l)) else { continue }
        reported.insert(l)
        out.append(finding(file.range(ofLiteral: l), problem.message, help: problem.help))
      }
    }
    return out
  }

  /// `Locale(`, `NSLocale(`, `Locale.init(`, or `.init(` where a `Locale` is expected.
  func isLocaleInitializer(_ file: SyntaxFile, call: Int) -> Bool {
    guard let callee = file.callee(ofOpenParen: call) else { return false }
    if file.isWord(callee, "Locale") || file.isWord(callee, "NSLocale") {
      return file.kind(callee - 1) != .period || file.isWord(callee - 2, "Foundation")
    }
    guard file.isWord(callee, "init"), file.kind(callee - 1) == .period else { return false }
    if file.isWord(callee - 2, "Locale") || file.isWord(callee - 2, "NSLocale") { return true }
    // `.init(identifier:)`: only an implicit member whose place wants a locale.
    let dot = callee - 1
    if let k = file.kind(dot - 1),
      k == .identifier || k == .rightParen || k == .keyword
        || k == .rightBracket || k == .operator && file[dot - 1].isPostfixOperator
    {
      return false
    }
    let close = Int(file[call].match)
    guard close > call else { return false }
    switch file.slot(ofValue: dot, close) {
    case .assignment(let target)?:
      return Self.namesLocale(file, target)
    case .argument(_, let label?)?:
      return Self.namesLocale(file, label)
    case .binding(let name)?:
      if let type = file.typeAnnotation(ofBindingAt: name) {
        return file.isWord(type.lowerBound, "Locale")
      }
      return Self.namesLocale(file, name)
    default:
      return false
    }
  }

  /// A name that says it holds a locale: `locale`, `posixLocale`, `localeForParsing`.
  static func namesLocale(_ file: SyntaxFile, _ i: Int) -> Bool {
    file.kind(i) == .identifier && TextSearch.containsIgnoringCase(file.text(i), "locale")
  }

  /// The literal an identifier argument holds: written there, or the value of a constant
  /// of the file it names (`Locale(identifier: Self.posix)`). Interpolated literals are
  /// not one identifier.
  func identifierLiteral(_ file: SyntaxFile, _ argument: CallArgument) -> Int? {
    var first = argument.first
    var last = argument.last
    if let name = file.referencedName(first...last) {
      // A parameter or a `var` of that name is not the constant (`Locale(identifier:
      // locale)` with `locale` read from settings, beside a key `static let locale =
      // "locale"`).
      if first == last, file.parameterType(ofNameAt: name) != nil { return nil }
      if first == last, let k = file.nearestDeclaration(ofNameAt: name) {
        // The declaration the name reads: a `let` with a literal, or not a constant
        // (`if let locale = settings.locale()`).
        guard file.isKeyword(k, [.`let`]), file.isWord(k + 2, "="), file.kind(k + 3) == .stringOpen else {
          return nil
        }
        first = k + 3
        last = Int(file[k + 3].match)
      } else {
        guard let value = file.initialValue(ofDeclared: file.text(name)) else { return nil }
        first = value.lowerBound
        last = value.upperBound
      }
    }
    guard let l = file.literal(at: first), Int(file[first].match) == last,
      !file.literals[l].hasInterpolation, file.literals[l].isTerminated
    else { return nil }
    return l
  }
}
