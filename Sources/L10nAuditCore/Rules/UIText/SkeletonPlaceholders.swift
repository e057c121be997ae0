/// Text a skeleton loader draws over. `label.isSkeletonable = true` (SkeletonView) beside
/// `label.text = "Skeleton"` gives the label a size for the grey bar shown while content
/// loads, and SwiftUI's `.redacted(…)` draws such bars over a view made with stand-in
/// text; the real text replaces it before anyone reads it.
enum SkeletonPlaceholders {
  /// Whether `slot` is an argument of a call that a `.redacted(…)` modifier follows in
  /// its chain: `itemContent(title: "Post title").padding().redacted()`.
  static func isRedacted(_ file: SyntaxFile, slot: ValueSlot) -> Bool {
    guard case .argument(let call, _) = slot, file[call].match > call else { return false }
    var j = Int(file[call].match) + 1
    // Trailing closures, then `.modifier(…)` links of the chain.
    while j < file.count {
      if file.kind(j) == .leftBrace, file[j].match > j {
        j = Int(file[j].match) + 1
      } else if file.kind(j) == .period, file.kind(j + 1) == .identifier {
        if file.textEquals(j + 1, "redacted") { return true }
        j += 2
        if file.kind(j) == .leftParen, file[j].match > j { j = Int(file[j].match) + 1 }
      } else {
        return false
      }
    }
    return false
  }

  /// Whether a value assigned to `….text` or `….attributedText` (`slot`) goes to a view
  /// that the same function or closure marks `isSkeletonable = true`.
  static func isPlaceholder(_ file: SyntaxFile, slot: ValueSlot) -> Bool {
    guard case .assignment(let target) = slot,
      file.textEquals(target, "text") || file.textEquals(target, "attributedText")
    else { return false }
    let s = Int(file.scopeOfToken[target])
    guard s >= 0 else { return false }
    let view = receiver(file, of: target)
    let scope = file.scopes[s]
    // `isSkeletonable`, `=` and `true`, all before the scope's `}`.
    let body = (Int(scope.open) + 1)..<max(Int(scope.open) + 1, Int(scope.close) - 2)
    return file.wordPositions("isSkeletonable", in: body).contains {
      let i = Int($0)
      return file.isWord(i + 1, "=") && file.textEquals(i + 2, "true") && receiver(file, of: i) == view
    }
  }

  /// The spelling of the value whose member is token `i` (`label` in `label.text`),
  /// `self` for a bare member or one of `self`.
  static func receiver(_ file: SyntaxFile, of i: Int) -> String {
    guard let base = file.memberBase(i) else { return "self" }
    return file.text(base)
  }
}
