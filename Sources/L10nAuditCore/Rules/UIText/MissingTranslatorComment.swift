/// A lookup whose translator comment says nothing (`comment: ""`), or whose key is one
/// short word with no comment at all.
public struct MissingTranslatorComment: Rule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "missing-translator-comment",
    summary: "localized text with an empty comment, or a one-word key with no comment",
    severity: .note, fixability: .none, group: .uiText, isDefault: false)

  static let emptyHelp =
    "say what the text is and where it shows, e.g. `comment: \"Button: moves the selected mail to the archive\"`; translators see only the key and the comment"
  static let missingHelp =
    "add a `comment:` that tells translators what the word is, e.g. `comment: \"Verb: archives the selected mail\"`"

  /// The longest key read as one short, ambiguous word.
  static let maxWordLength = 12

  /// Every API this rule reads is spelled with `ocaliz`, but `Text(…, comment:)`.
  public func mayReport(in source: SourceFile) -> Bool {
    source.contains("ocaliz") || source.contains("comment")
  }

  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    let options = context.options
    if context.isTestFile && !options.includeTestsAndPreviews { return [] }
    var names = file.tokens(spelled: "NSLocalizedString")
    names += file.tokens(spelled: "LocalizedStringResource")
    names += file.tokens(spelled: "Text")
    // `String(localized:`, `AttributedString(localized:`: the label after the `(`.
    names += file.tokens(spelled: "localized").compactMap { l in
      file.kind(l - 1) == .leftParen && file.kind(l + 1) == .colon ? file.callee(ofOpenParen: l - 1) : nil
    }
    names.sort()
    var out: [Finding] = []
    var previous = -1
    for c in names where c != previous {
      previous = c
      guard file.kind(c + 1) == .leftParen, let call = file.localizedCall(open: c + 1), call.name == c
      else { continue }
      switch call.api {
      case .nsLocalizedString, .stringLocalized, .resource, .text: break
      default: continue
      }
      if !options.includeTestsAndPreviews && file.isInPreview(c) { continue }
      // The comment reaches translators with a key that extraction reads: a literal (one
      // built at run time is `dynamic-localization-key`'s, and its comment goes nowhere).
      guard let key = call.key, let l = file.literal(at: key.first), Int(file[key.first].match) == key.last,
        !(call.keyIsString && file.literals[l].hasInterpolation)
      else { continue }
      if let comment = call.argument("comment", in: file) {
        guard let m = file.literal(at: comment.first), Int(file[comment.first].match) == comment.last,
          !file.value(ofLiteral: m).unicodeScalars.contains(where: { $0.properties.isAlphabetic })
        else { continue }
        let message =
          file.value(ofLiteral: m).isEmpty
          ? "the translator comment is empty" : "the translator comment has no words"
        out.append(finding(file.range(ofLiteral: m), message, help: Self.emptyHelp))
        continue
      }
      // SwiftUI's `Text("…")` has no comment in its common form: only an empty one is news.
      guard call.api != .text, !file.literals[l].hasInterpolation else { continue }
      let word = file.value(ofLiteral: l)
      guard Self.isShortLatinWord(word) else { continue }
      out.append(
        finding(
          file.range(ofLiteral: l), "the one-word key `\(word)` has no translator comment",
          help: Self.missingHelp))
    }
    return out
  }

  /// One word of two to `maxWordLength` Latin letters (`Open`, `Archive`, `Größe`, `SAVE`),
  /// not an identifier with a lower-to-upper hump: words that may be a noun, a verb or an
  /// adjective, which only a comment tells apart.
  static func isShortLatinWord(_ text: String) -> Bool {
    var n = 0
    var previousIsLower = false
    for u in text.unicodeScalars {
      guard isLatinLetter(u.value) else { return false }
      // `aboutNostr`: an identifier, not a word.
      let isUpper = u.properties.isUppercase
      if isUpper && previousIsLower { return false }
      previousIsLower = u.properties.isLowercase
      n += 1
      if n > maxWordLength { return false }
    }
    return n >= 2
  }

  /// A letter of the Latin script: ASCII letters and the letters of the Latin-1
  /// Supplement, Latin Extended-A and -B and Latin Extended Additional blocks.
  static func isLatinLetter(_ v: UInt32) -> Bool {
    switch v {
    case 0x41...0x5A, 0x61...0x7A: return true
    case 0xD7, 0xF7: return false
    case 0xC0...0x24F, 0x1E00...0x1EFF: return true
    default: return false
    }
  }
}
