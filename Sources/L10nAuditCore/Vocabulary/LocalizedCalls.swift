/// A call that looks text up in a strings catalog, with the arguments translators' tools
/// read: the key, the development-language value, the comment.
public struct LocalizedCall: Sendable {
  /// Which lookup API the call is.
  public enum API: Sendable, Equatable {
    /// `NSLocalizedString(_:tableName:bundle:value:comment:)`.
    case nsLocalizedString
    /// `String(localized:…)`, `AttributedString(localized:…)`.
    case stringLocalized
    /// `LocalizedStringResource(_:…)`, `LocalizedStringResource(localized:…)`.
    case resource
    /// `LocalizedStringKey(_:)`.
    case stringKey
    /// `bundle.localizedString(forKey:value:table:)`.
    case bundle
    /// `NSString.localizedUserNotificationString(forKey:arguments:)`.
    case notification
    /// SwiftUI `Text("…")` made from a literal.
    case text
    /// A wrapper the vocabulary knows by name: a function whose name ends in
    /// `LocalizedString`, a free `localizedString(…)`, a configured localization function,
    /// `String.localized(…)`.
    case wrapper
  }

  public var api: API
  /// The token naming the function or type called.
  public var name: Int
  /// The call's `(`.
  public var open: Int
  /// The key: the first argument (unlabeled, `localized:` or `forKey:`).
  public var key: CallArgument?
  public var arguments: [CallArgument]

  /// The argument labelled `label`.
  public func argument(_ label: String, in file: SyntaxFile) -> CallArgument? {
    arguments.first { a in a.label.map { file.isWord($0, label) } ?? false }
  }

  /// Whether the key's value is a `String` (so an interpolation makes it a new key at run
  /// time), not a `LocalizedStringKey` or `String.LocalizationValue` literal (whose
  /// interpolations become placeholders of one static key).
  public var keyIsString: Bool {
    switch api {
    case .nsLocalizedString, .bundle, .notification, .wrapper: return true
    case .stringLocalized, .resource, .stringKey, .text: return false
    }
  }
}

extension SyntaxFile {
  /// The localized lookup whose `(` is token `p`, if it is one.
  public func localizedCall(open p: Int, extraFunctions: [String] = []) -> LocalizedCall? {
    guard kind(p) == .leftParen, tokens[p].match > p, let c = callee(ofOpenParen: p),
      kind(c) == .identifier
    else { return nil }
    let member = kind(c - 1) == .period
    let api: LocalizedCall.API
    var keyLabel: String? = nil
    if isWord(c, "NSLocalizedString") {
      api = .nsLocalizedString
    } else if isWord(c, "LocalizedStringKey") && !member {
      api = .stringKey
    } else if isWord(c, "LocalizedStringResource") && !member {
      api = .resource
      if isWord(p + 1, "localized") && kind(p + 2) == .colon { keyLabel = "localized" }
    } else if text(c, isIn: LocalizedExpressions.localizedLabelTypeWords) && !member {
      guard isWord(p + 1, "localized") && kind(p + 2) == .colon else { return nil }
      api = .stringLocalized
      keyLabel = "localized"
    } else if isWord(c, "localizedString") && member {
      guard isWord(p + 1, "forKey") && kind(p + 2) == .colon else { return nil }
      api = .bundle
      keyLabel = "forKey"
    } else if isWord(c, "localizedUserNotificationString") {
      guard isWord(p + 1, "forKey") && kind(p + 2) == .colon else { return nil }
      api = .notification
      keyLabel = "forKey"
    } else if isWord(c, "Text") && !member {
      guard kind(p + 1) == .stringOpen, kind(Int(tokens[p + 1].match) + 1) != .period else { return nil }
      let end = Int(tokens[p + 1].match)
      guard kind(end + 1) == .comma || end + 1 == Int(tokens[p].match) else { return nil }
      api = .text
    } else if word(c, endsWith: "LocalizedString") || (isWord(c, "localizedString") && !member)
      || (!extraFunctions.isEmpty && extraFunctions.contains(text(c)))
      || (isWord(c, "localized") && member && kind(c - 2) == .identifier && isWord(c - 2, "String")
        && kind(c - 3) != .period)
    {
      api = .wrapper
    } else {
      return nil
    }
    let arguments = arguments(ofCall: p)
    let key = arguments.first.flatMap { a -> CallArgument? in
      if let keyLabel { return a.label.map { isWord($0, keyLabel) } ?? false ? a : nil }
      return a.label == nil ? a : nil
    }
    return LocalizedCall(api: api, name: c, open: p, key: key, arguments: arguments)
  }
}
