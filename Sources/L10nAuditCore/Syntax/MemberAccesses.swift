/// One use of a member of a named value: `name.property = value` or `name.method(…)`.
public struct MemberAccess: Sendable, Hashable {
  /// Token index of the member name (`locale` in `f.locale = …`).
  public var member: Int
  /// First and last token of the assigned value, when the member is assigned with `=`.
  public var value: ClosedRange<Int>?
  /// Token index of the call's `(`, when the member is called.
  public var call: Int?
}

extension SyntaxFile {
  /// Every `name.member = value` and `name.member(…)` in `range`, where the receiver is
  /// `name` itself or `self.name`, `Self.name`, `Type.name`. Accesses through another
  /// value (`other.name.member`) are not the same variable and are skipped.
  public func memberAccesses(of name: String, in range: Range<Int>) -> [MemberAccess] {
    var out: [MemberAccess] = []
    let lower = max(0, range.lowerBound)
    let upper = min(count, range.upperBound)
    let nameBytes = Array(name.utf8)
    var i = lower
    while i < upper {
      defer { i += 1 }
      guard tokens[i].kind == .identifier || tokens[i].kind == .keyword, isWord(i, bytes: nameBytes),
        kind(i + 1) == .period, kind(i + 2) == .identifier
      else { continue }
      if kind(i - 1) == .period {
        // Only `self.name`, `Self.name` or `Type.name` reach the same stored value.
        let base = i - 2
        guard base >= 0, isAny(base, ["self", "Self"]) || isTypeName(base), kind(base - 1) != .period
        else { continue }
      }
      let member = i + 2
      if isWord(member + 1, "=") && tokens[member + 1].kind == .operator {
        let first = member + 2
        guard first < count else { continue }
        out.append(MemberAccess(member: member, value: first...expressionEnd(from: first), call: nil))
      } else if kind(member + 1) == .leftParen && !tokens[member + 1].flags.contains(.newlineBefore) {
        out.append(MemberAccess(member: member, value: nil, call: member + 1))
      }
    }
    return out
  }

  /// Whether token `i` is an identifier spelled like a type (a leading capital letter).
  public func isTypeName(_ i: Int) -> Bool {
    guard kind(i) == .identifier else { return false }
    let c = bytes[Int(tokens[i].start)]
    return c >= 0x41 && c <= 0x5A
  }
}
