/// Text the code translates by hand: each branch or argument written in the language the
/// code tests for or names, which no catalog needs to hold.
enum HandTranslatedText {
  /// Whether the literal from `open` to `last` is such text:
  /// - a branch of a `?:` whose condition names a language (`isFrench ? "Reprendre" :
  ///   "Continue"`, `lang == "fr" ? … : …`);
  /// - an argument of a call whose arguments are all labeled with language codes
  ///   (`content(fr: "Serveur inaccessible", en: "Server unreachable")`);
  /// - a language's code in capitals beside the code itself (`languageButton("fr",
  ///   label: "FR")`): a language picker's label.
  static func contains(_ file: SyntaxFile, open: Int, last: Int) -> Bool {
    if let q = question(file, before: open), conditionNamesLanguage(file, before: q) { return true }
    guard file.enclosingBracket[open] >= 0 else { return false }
    let p = Int(file.enclosingBracket[open])
    guard file.kind(p) == .leftParen, file.callee(ofOpenParen: p) != nil else { return false }
    let arguments = file.arguments(ofCall: p)
    if arguments.count >= 2,
      arguments.allSatisfy({ a in a.label.map { LanguageNames.isCode(file.text($0)) } ?? false })
    {
      return true
    }
    guard let l = file.literal(at: open), Int(file[open].match) == last else { return false }
    let value = file.value(ofLiteral: l)
    guard value.allSatisfy({ $0.isASCII && $0.isUppercase }), LanguageNames.isCode(value.lowercased())
    else { return false }
    return arguments.contains { a in
      a.first != open && file.literal(at: a.first).map { file.value(ofLiteral: $0) } == value.lowercased()
    }
  }

  /// Whether token `i` lies in the body of an `if` whose condition names a language (`if
  /// lang == "fr" { … }`, `if isFrench { … }`): code written for that language alone.
  static func isInLanguageBranch(_ file: SyntaxFile, _ i: Int) -> Bool {
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let scope = file.scopes[s]
      if scope.kind != .block && scope.kind != .closure { return false }
      if scope.kind == .block, scope.introducer >= 0, file.isKeyword(Int(scope.introducer), [.`if`]),
        conditionNamesLanguage(file, before: Int(scope.open))
      {
        return true
      }
      s = Int(scope.parent)
    }
    return false
  }

  /// Whether token `i` lies in a function named for English (`pluralEn`, `unit_en`) in a
  /// file that declares the same function for another language (`pluralRu`): the English
  /// branch of the code's own translation, which other languages' functions answer.
  static func isInEnglishFunction(_ file: SyntaxFile, _ i: Int) -> Bool {
    var s = Int(file.scopeOfToken[i])
    while s >= 0, file.scopes[s].kind != .function { s = Int(file.scopes[s].parent) }
    guard s >= 0, file.scopes[s].name >= 0 else { return false }
    let name = Array(file.bytes[file[Int(file.scopes[s].name)].range])
    guard let stem = languageStem(name),
      name[stem...].elementsEqual("En".utf8) || name[stem...].elementsEqual("_en".utf8)
    else { return false }
    return file.scopes.contains { other in
      guard other.kind == .function, other.name >= 0 else { return false }
      let n = Array(file.bytes[file[Int(other.name)].range])
      guard let k = languageStem(n), k == stem, n[..<k].elementsEqual(name[..<stem]) else { return false }
      let code = String(decoding: n[k...].filter { $0 != UInt8(ascii: "_") }, as: UTF8.self).lowercased()
      return code != "en" && LanguageNames.isCode(code)
    }
  }

  /// Where a name's language suffix starts: before a final capitalized two-letter word
  /// (`pluralRu`) or a final `_` and two lowercase letters (`plural_ru`); nil without one.
  private static func languageStem(_ name: [UInt8]) -> Int? {
    let n = name.count
    guard n >= 4 else { return nil }
    let a = name[n - 2]
    let b = name[n - 1]
    if a >= 0x41, a <= 0x5A, b >= 0x61, b <= 0x7A, name[n - 3] >= 0x61, name[n - 3] <= 0x7A { return n - 2 }
    if name[n - 3] == UInt8(ascii: "_"), a >= 0x61, a <= 0x7A, b >= 0x61, b <= 0x7A { return n - 3 }
    return nil
  }

  /// The `?` of the conditional the literal at `open` is a whole branch of: right after
  /// the `?`, or right after the `:` that follows a literal branch.
  static func question(_ file: SyntaxFile, before open: Int) -> Int? {
    let before = open - 1
    if file.isWord(before, "?") && file[before].isBinaryOperator { return before }
    guard file.kind(before) == .colon, file.kind(before - 1) == .stringClose else { return nil }
    let start = Int(file[before - 1].match)
    guard start >= 1, file.isWord(start - 1, "?"), file[start - 1].isBinaryOperator else { return nil }
    return start - 1
  }

  /// Whether the condition before the `?` at `q` names a language: a name with a
  /// language's English name as a word (`isFrench`), or a comparison with a language's
  /// code (`lang == "fr"`). Read back to the start of the expression, at most twelve tokens.
  static func conditionNamesLanguage(_ file: SyntaxFile, before q: Int) -> Bool {
    var j = q - 1
    var steps = 0
    while j >= 0 && steps < 12 {
      switch file.kind(j) {
      case .identifier:
        if LanguageNames.namesLanguage(file.text(j)) { return true }
      case .stringClose:
        let start = Int(file[j].match)
        guard start >= 0 else { return false }
        if let l = file.literal(at: start), LanguageNames.isCode(file.value(ofLiteral: l)),
          file.isWord(start - 1, "==") || file.isWord(j + 1, "==")
        {
          return true
        }
        j = start
      case .rightParen:
        let start = Int(file[j].match)
        guard start >= 0, start < j else { return false }
        j = start
      case .period:
        break
      case .operator:
        if file.isWord(j, "=") { return false }
      case .keyword:
        guard file.isKeyword(j, [.`self`, .capitalSelf]) else { return false }
      default:
        return false
      }
      j -= 1
      steps += 1
    }
    return false
  }
}
