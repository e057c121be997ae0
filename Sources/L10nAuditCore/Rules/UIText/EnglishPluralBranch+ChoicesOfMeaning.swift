extension EnglishPluralBranch {
  /// `n > 1 ? L10n.saveAllButton : L10n.saveAllButtonSingular`, `n > 1 ? "Delete All" :
  /// "Delete"`: with no count shown, one side says "all" (all of them against the one),
  /// a choice of meaning that every language words on its own. Literals count when they
  /// are titles or commands (capitalized), not fragments of a sentence.
  static func choosesAllOrOne(_ file: SyntaxFile, _ branches: [ClosedRange<Int>]) -> Bool {
    var sawAll = false
    for r in branches {
      if let name = file.referencedName(r) {
        if words(file.text(name)).contains("all") { sawAll = true }
      } else if let l = file.literal(at: r.lowerBound), Int(file[r.lowerBound].match) == r.upperBound,
        !file.literals[l].hasInterpolation
      {
        // A title or a command (`"Delete All"`), not a fragment of a sentence ("all results").
        let value = file.value(ofLiteral: l)
        guard value.first?.isUppercase == true else { return false }
        if value.lowercased().split(whereSeparator: { !$0.isLetter }).contains("all") { sawAll = true }
      } else {
        return false
      }
    }
    return sawAll
  }

  /// `count > 1 ? Strings.confirmTransactionsTitle : Strings.confirmTransactionTitle`:
  /// constants named as titles on both sides, which show no count ("Confirm
  /// Transactions"): a choice of heading, as a literal title or command is. So are two
  /// constants returned as a title (`func saveSuccessTitle(for n: Int) -> String { n > 1
  /// ? L10n.filesSaved : L10n.fileSaved }`): a constant takes no count to show.
  static func choosesTitles(_ file: SyntaxFile, _ branches: [ClosedRange<Int>], condition start: Int) -> Bool
  {
    func isConstant(_ r: ClosedRange<Int>) -> Bool {
      r.count >= 3 && file.kind(r.upperBound) == .identifier && file.kind(r.upperBound - 1) == .period
        && r.allSatisfy { file.kind($0) == .identifier || file.kind($0) == .period }
    }
    guard branches.allSatisfy(isConstant) else { return false }
    if branches.allSatisfy({ file.text($0.upperBound).hasSuffix("Title") }) { return true }
    return isReturnedAsTitle(file, condition: start, last: branches[branches.count - 1].upperBound)
  }

  /// Whether the ternary from `start` to `last` is the value a function, accessor or
  /// computed property named as a title returns: `return …` or its one expression.
  static func isReturnedAsTitle(_ file: SyntaxFile, condition start: Int, last: Int) -> Bool {
    var first = start
    while file.kind(first - 1) == .leftParen && Int(file[first - 1].match) > last { first -= 1 }
    let returned =
      file.isKeyword(first - 1, [.`return`]) && NumberlessPhraseChoice.endsStatement(file, after: last)
      || file.kind(first - 1) == .leftBrace && Int(file[first - 1].match) == last + 1
    guard returned, let s = file.enclosingScope(start, [.function, .accessor]), file.scopes[s].name >= 0
    else { return false }
    return file.text(Int(file.scopes[s].name)).hasSuffix("Title")
  }

  /// `if agents == 1 { names.append("Agent") } else if agents > 1 { names.append("Agents") }`:
  /// each body adds one capitalized name with no number to the same list, a member of
  /// a list of names that the text shows joined, with no count beside it.
  /// `branches` are the `then` body's tokens and the `else` branch from its `else`.
  static func appendsNames(_ file: SyntaxFile, _ branches: [ClosedRange<Int>]) -> Bool {
    // The bodies inside the braces of an `else` or `else if` chain.
    var bodies: [ClosedRange<Int>] = []
    for r in branches {
      guard file.isWord(r.lowerBound, "else") else {
        bodies.append(r)
        continue
      }
      var j = r.lowerBound
      while j <= r.upperBound {
        let t = file[j]
        if t.kind == .leftBrace || t.kind == .leftParen || t.kind == .leftBracket || t.kind == .stringOpen {
          guard t.match > j else { return false }
          if t.kind == .leftBrace {
            guard Int(t.match) > j + 1 else { return false }
            bodies.append((j + 1)...(Int(t.match) - 1))
          }
          j = Int(t.match) + 1
        } else {
          j += 1
        }
      }
    }
    var list: String? = nil
    for body in bodies {
      // `list . append ( "…" )`, and nothing else.
      let b = body.lowerBound
      guard body.count >= 5, file.kind(b) == .identifier, file.kind(b + 1) == .period,
        file.isWord(b + 2, "append"), file.kind(b + 3) == .leftParen,
        Int(file[b + 3].match) == body.upperBound, let l = file.literal(at: b + 4),
        Int(file[b + 4].match) == body.upperBound - 1, !file.literals[l].hasInterpolation
      else { return false }
      let name = file.text(b)
      guard list == nil || list == name else { return false }
      list = name
      let value = file.value(ofLiteral: l)
      guard let first = value.unicodeScalars.first(where: NaturalLanguage.isAlphabetic),
        first.properties.isUppercase,
        !value.unicodeScalars.contains(where: { $0 == "%" || $0.properties.numericType != nil })
      else { return false }
    }
    return true
  }

  /// `n > 1 ? String(format: "%lu items …", n, folder) : String(format: "The item '%@' …",
  /// title, folder)`: one side shows the count, the other names the item instead: a choice
  /// between a name and a count, not two forms of one message.
  /// So does `n == 1 ? "File: \(filename)" : "\(n) files"`, the same choice made with
  /// interpolations.
  static func namesTheItemInstead(
    _ file: SyntaxFile, _ operand: ClosedRange<Int>, _ branches: [ClosedRange<Int>]
  ) -> Bool {
    let o = file.strippingParens(operand) ?? operand
    let counted = o.map { file.text($0) }.joined()
    var sides: [[String]] = []
    for r in branches {
      if let arguments = formatArguments(file, r) {
        sides.append(arguments.map { a in (a.first...a.last).map { file.text($0) }.joined() })
      } else if let values = interpolatedValues(file, r) {
        sides.append(values)
      } else {
        return false
      }
    }
    guard sides.count == 2 else { return false }
    // The side without the count passes a value the counting side does not: the item's
    // name. ("Removing one item from %@" passes only what the counting side passes too.)
    for (k, side) in sides.enumerated() where !side.contains(counted) {
      let other = sides[1 - k]
      if other.contains(counted) && side.contains(where: { !other.contains($0) && !$0.hasPrefix("\"") }) {
        return true
      }
    }
    return false
  }

  /// The interpolated values of a branch that is one literal, each as its tokens' text.
  static func interpolatedValues(_ file: SyntaxFile, _ r: ClosedRange<Int>) -> [String]? {
    guard let lit = file.literal(at: r.lowerBound), Int(file[r.lowerBound].match) == r.upperBound,
      file.literals[lit].hasInterpolation
    else { return nil }
    var values: [String] = []
    var o = r.lowerBound + 1
    while o < r.upperBound {
      // A number written out (`"1 file in \(folder)"`) counts on that side too.
      if file.kind(o) == .stringSegment, file.text(o).contains(where: \.isNumber) { return nil }
      if file.kind(o) == .interpolationOpen, file[o].match > o {
        let close = Int(file[o].match)
        values.append((o + 1..<close).map { file.text($0) }.joined())
        o = close
      }
      o += 1
    }
    return values
  }

  /// The values (after the format) of a branch that is one `String(format: …)` call.
  static func formatArguments(_ file: SyntaxFile, _ r: ClosedRange<Int>) -> [CallArgument]? {
    let open = r.lowerBound + 1
    guard file.isWord(r.lowerBound, "String"), file.kind(open) == .leftParen,
      Int(file[open].match) == r.upperBound
    else { return nil }
    let arguments = file.arguments(ofCall: open)
    guard let first = arguments.first, first.label.map({ file.isWord($0, "format") }) == true else {
      return nil
    }
    return arguments.dropFirst().filter { $0.first <= $0.last }
  }
}

extension EnglishPluralBranch {
  /// `count == 1 ? Strings.serviceAlert : "\(Strings.serviceAlerts) (\(count))"`: the
  /// compared count is shown only in brackets after a heading, as a tally beside it, which
  /// no word agrees with in any language. Every interpolation of the count in the
  /// branches is `(\(count))`, and there is at least one.
  static func talliesInBrackets(_ file: SyntaxFile, _ branches: [ClosedRange<Int>], operand: ClosedRange<Int>)
    -> Bool
  {
    let counted = operand.map { file.text($0) }
    var tallies = 0
    for r in branches {
      for o in r where file.kind(o) == .interpolationOpen {
        let close = Int(file[o].match)
        guard close > o + 1, close - o - 1 == counted.count,
          zip(o + 1..<close, counted).allSatisfy({ file.text($0) == $1 })
        else { continue }
        guard file.kind(o - 1) == .stringSegment, file.text(o - 1).hasSuffix("("),
          file.kind(close + 1) == .stringSegment, file.text(close + 1).hasPrefix(")")
        else { return false }
        tallies += 1
      }
    }
    return tallies > 0
  }
}
