/// A literal key Swift code looks up in a table: `NSLocalizedString("k", tableName: "T",
/// …)`, `String(localized: "k", table: "T")` (and `LocalizedStringResource`,
/// `AttributedString`), `Bundle.….localizedString(forKey: "k", value: …, table: "T")`.
/// An interpolated `String(localized:)` key holds `SyntaxFile.interpolationMark` where
/// Xcode writes a placeholder.
public struct LocalizedLookup: FileFact {
  public var key: String
  /// The table (`Localizable` when the call names none).
  public var table: String
  public var site: Site
  /// The call gives a text to show when the key is missing (`value:`, `defaultValue:`).
  public var hasDefaultValue = false
  /// Token index of the key literal's opening quote, in the file that looks it up.
  public var token: Int32 = -1
  /// The call names a class's bundle (`bundle: Bundle(for: Picker.self)`): a framework's
  /// own, whose table need not be among the tree's catalogs of that name.
  public var inClassBundle = false
}

/// A lookup in `table` whose key is not a literal: any key of that table may be reached.
public struct DynamicLookup: FileFact {
  public var table: String
  /// The name of the wrapper whose parameter or `self` the key is (`func L(_ key: String)`,
  /// `extension String { var localized }`): the keys it reaches are its callers', and
  /// those are literals unless some call passes it another value.
  public var wrapper: String? = nil
}

extension SyntaxFile {
  /// The catalog lookups of this file: literal keys with their tables, and the tables
  /// looked up with keys made at run time. A call whose table is not a literal (a
  /// variable) is neither: its table is unknown.
  func localizedLookups() -> (keys: [LocalizedLookup], dynamic: [DynamicLookup]) {
    var keys: [LocalizedLookup] = []
    var dynamic: [DynamicLookup] = []
    // `interpolatedIsFormat`: an interpolated literal is a key of its own (`String(localized:
    // "\(n) items")` looks up `%lld items`), not a key made at run time.
    func record(
      key arg: CallArgument?, table: String?, _ args: [CallArgument], default label: String,
      interpolatedIsFormat: Bool = false
    ) {
      guard let arg, let table else { return }
      if let l = literal(at: arg.first), Int(tokens[arg.first].match) == arg.last {
        let value = value(ofLiteral: l)
        if value.contains(SyntaxFile.interpolationMark) && !interpolatedIsFormat {
          dynamic.append(DynamicLookup(table: table))
        } else {
          let fallback = args.contains { a in
            a.label.map { isWord($0, label) } == true && !(a.first == a.last && isWord(a.first, "nil"))
              && literal(at: a.first).map { self.value(ofLiteral: $0).isEmpty } != true
          }
          var lookup = LocalizedLookup(
            key: value, table: table, site: site(range(ofLiteral: l)), hasDefaultValue: fallback,
            token: Int32(arg.first))
          lookup.inClassBundle = args.contains { a in
            a.label.map { isWord($0, "bundle") } == true && isWord(a.first, "Bundle")
              && kind(a.first + 1) == .leftParen && isWord(a.first + 2, "for")
          }
          keys.append(lookup)
        }
      } else if arg.last >= arg.first {
        dynamic.append(DynamicLookup(table: table, wrapper: wrapper(forwarding: arg)))
      }
    }
    // A declaration of a function of that name (`func NSLocalizedString(…)`) is no lookup.
    for i in tokens(spelled: "NSLocalizedString")
    where kind(i + 1) == .leftParen && !isKeyword(i - 1, [.`func`]) {
      let args = arguments(ofCall: i + 1)
      guard let first = args.first, first.label == nil else { continue }
      record(
        key: first, table: tableName(args.first { $0.label.map { isWord($0, "tableName") } ?? false }), args,
        default: "value")
    }
    for i in tokens(spelled: "localized") where kind(i + 1) == .colon {
      guard let p = enclosingCall(i), let callee = callee(ofOpenParen: p),
        isAny(callee, ["String", "LocalizedStringResource", "AttributedString"]) || isWord(callee, "init")
      else { continue }
      let args = arguments(ofCall: p)
      guard let first = args.first, first.label == i else { continue }
      record(
        key: first, table: tableName(args.first { $0.label.map { isWord($0, "table") } ?? false }), args,
        default: "defaultValue", interpolatedIsFormat: true)
    }
    for i in tokens(spelled: "localizedString")
    where kind(i + 1) == .leftParen && kind(i - 1) == .period && !isKeyword(i - 1, [.`func`]) {
      let args = arguments(ofCall: i + 1)
      guard let first = args.first, let label = first.label, isWord(label, "forKey") else { continue }
      record(
        key: first, table: tableName(args.first { $0.label.map { isWord($0, "table") } ?? false }), args,
        default: "value")
    }
    return (keys, dynamic)
  }

  /// The name of the function or computed property whose parameter or `self` a lookup's
  /// key argument is; nil for any other key.
  func wrapper(forwarding arg: CallArgument) -> String? {
    guard arg.first == arg.last else { return nil }
    let isSelf = isKeyword(arg.first, [.`self`])
    guard isSelf || kind(arg.first) == .identifier else { return nil }
    var s = Int(scopeOfToken[arg.first])
    while s >= 0 {
      let scope = scopes[s]
      if scope.kind == .function || scope.kind == .accessor, scope.name >= 0 {
        if isSelf { return text(Int(scope.name)) }
        guard scope.kind == .function, let list = parameterList(ofScope: s) else { return nil }
        let named = TextParameters.parameters(self, list: list).contains { textEquals(arg.first, $0.name) }
        return named ? text(Int(scope.name)) : nil
      }
      s = Int(scope.parent)
    }
    return nil
  }

  /// The table an argument names: `Localizable` when absent or `nil`; nil when it is not
  /// a literal.
  func tableName(_ arg: CallArgument?) -> String? {
    guard let arg else { return "Localizable" }
    if arg.first == arg.last && isWord(arg.first, "nil") { return "Localizable" }
    // `func localizedStr(tableName: String = "Strings")` forwarding `tableName`: its default.
    if arg.first == arg.last, kind(arg.first) == .identifier, let value = parameterDefault(named: arg.first) {
      return tableName(value)
    }
    guard let l = literal(at: arg.first), Int(tokens[arg.first].match) == arg.last else { return nil }
    let v = value(ofLiteral: l)
    return v.contains(SyntaxFile.interpolationMark) || v.isEmpty ? nil : v
  }

  /// The default value of the parameter of the enclosing function that the name at `i`
  /// reads (`tableName: String = "Strings"`), as the argument it would be; nil for any
  /// other name or a parameter without a default.
  func parameterDefault(named i: Int) -> CallArgument? {
    guard let s = enclosingScope(i, [.function]), let list = parameterList(ofScope: s) else { return nil }
    for a in arguments(ofCall: list) {
      var j = a.label ?? a.first
      var name = -1
      while j <= a.last && kind(j) != .colon {
        if kind(j) == .identifier { name = j }
        j += 1
      }
      guard name >= 0, textEquals(name, text(i)) else { continue }
      guard let eq = (j...a.last).first(where: { isWord($0, "=") }), eq < a.last else { return nil }
      return CallArgument(label: nil, first: eq + 1, last: a.last)
    }
    return nil
  }
}
