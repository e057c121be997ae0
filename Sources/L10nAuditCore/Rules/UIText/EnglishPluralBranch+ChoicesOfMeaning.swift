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
  /// Transactions"): a choice of heading, as a literal title or command is.
  static func choosesTitles(_ file: SyntaxFile, _ branches: [ClosedRange<Int>]) -> Bool {
    branches.allSatisfy { r in
      r.count >= 3 && file.kind(r.upperBound) == .identifier && file.kind(r.upperBound - 1) == .period
        && r.allSatisfy { file.kind($0) == .identifier || file.kind($0) == .period }
        && file.text(r.upperBound).hasSuffix("Title")
    }
  }

  /// `n > 1 ? String(format: "%lu items …", n, folder) : String(format: "The item '%@' …",
  /// title, folder)`: one side shows the count, the other names the item instead: a choice
  /// between a name and a count, not two forms of one message.
  static func namesTheItemInstead(
    _ file: SyntaxFile, _ operand: ClosedRange<Int>, _ branches: [ClosedRange<Int>]
  ) -> Bool {
    let counted = operand.map { file.text($0) }.joined()
    var sides: [[String]] = []
    for r in branches {
      guard let arguments = formatArguments(file, r) else { return false }
      sides.append(arguments.map { a in (a.first...a.last).map { file.text($0) }.joined() })
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
