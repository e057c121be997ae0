/// Text a skeleton loader draws over. `label.isSkeletonable = true` (SkeletonView) beside
/// `label.text = "Skeleton"` gives the label a size for the grey bar shown while content
/// loads; the real text replaces it before anyone reads it.
enum SkeletonPlaceholders {
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
    var i = Int(scope.open) + 1
    while i + 2 < Int(scope.close) {
      if file.kind(i) == .identifier, file.textEquals(i, "isSkeletonable"), file.isWord(i + 1, "="),
        file.textEquals(i + 2, "true"), receiver(file, of: i) == view
      {
        return true
      }
      i += 1
    }
    return false
  }

  /// The spelling of the value whose member is token `i` (`label` in `label.text`),
  /// `self` for a bare member or one of `self`.
  static func receiver(_ file: SyntaxFile, of i: Int) -> String {
    guard let base = file.memberBase(i) else { return "self" }
    return file.text(base)
  }
}
