/// A word drawn in two styles: `NSAttributedString(string: "Task")` in one colour and
/// `NSAttributedString(string: "ly")` in another make the logo "Taskly". Each piece is
/// part of a name, not text a translator could render on its own.
enum StyledWordPieces {
  /// The calls whose first argument is one styled run of text.
  static let runCalls: Set<String> = [
    "NSAttributedString", "NSMutableAttributedString", "AttributedString", "Text",
  ]

  /// How many tokens apart two pieces of one word may stand.
  static let reach = 120

  /// Whether literal `l` (its value `value`) is one run of a word whose other run is the
  /// literal just before or after it, both first arguments of styled-run calls, with no
  /// space where they meet: the later run starts with a lowercase letter.
  static func isPiece(_ file: SyntaxFile, literal l: Int, value: String) -> Bool {
    guard isRun(file, literal: l), isOneWord(value) else { return false }
    let open = Int(file.literals[l].open)
    if l + 1 < file.literals.count {
      let next = Int(file.literals[l + 1].open)
      if next - open <= reach, isRun(file, literal: l + 1) {
        let v = file.value(ofLiteral: l + 1)
        if isOneWord(v), v.first?.isLowercase == true { return true }
      }
    }
    if l > 0, value.first?.isLowercase == true {
      let previous = Int(file.literals[l - 1].open)
      if open - previous <= reach, isRun(file, literal: l - 1),
        isOneWord(file.value(ofLiteral: l - 1))
      {
        return true
      }
    }
    return false
  }

  /// Letters only, at least one.
  static func isOneWord(_ value: String) -> Bool {
    !value.isEmpty && value.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
  }

  /// Whether literal `l`, with no interpolation, is the first argument (`string:` or
  /// unlabeled) of a call in `runCalls`.
  static func isRun(_ file: SyntaxFile, literal l: Int) -> Bool {
    let info = file.literals[l]
    guard !info.hasInterpolation else { return false }
    let open = Int(info.open)
    let last = Int(file[open].match)
    guard last > open, case .argument(let call, let label)? = file.slot(ofValue: open, last),
      label == nil || file.isLabel(label, "string"),
      let callee = file.callee(ofOpenParen: call)
    else { return false }
    let first = label.map { $0 - 1 } ?? open - 1
    return first == call && runCalls.contains(file.text(callee))
  }
}
