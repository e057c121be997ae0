/// Chains of one binary operator at one nesting level: `a + f(b) + "c"`.
public struct OperatorChain: Sendable {
  /// First and last token of each operand, in order.
  public var operands: [ClosedRange<Int>]
  /// The operator tokens between the operands.
  public var operators: [Int]
}

extension SyntaxFile {
  /// Binary operators that bind tighter than `+` and so stay inside an operand.
  static let multiplicativeOperators: WordSet = ["*", "/", "%", "&*", "&", "<<", ">>"]
  /// Keywords that can stand inside an operand.
  static let operandKeywords: WordSet = ["self", "super", "Self", "true", "false", "nil"]
  /// The operator of a chain by default.
  public static let plusOperator: WordSet = ["+"]

  /// Whether `i` starts a new line that does not continue the expression before it.
  func isLineBoundary(before i: Int) -> Bool {
    i > 0 && i < count && tokens[i].flags.contains(.newlineBefore) && !continuesAfter(i - 1)
      && !continuesBefore(i)
  }

  /// Whether token `i` may stand inside an operand of a chain of `ops`.
  private func isOperandToken(_ i: Int, _ ops: WordSet) -> Bool {
    let t = tokens[i]
    switch t.kind {
    case .comma, .semicolon, .colon, .leftBrace, .rightBrace, .stringSegment, .backslash:
      return false
    case .operator:
      if !t.isBinaryOperator { return true }
      return text(i, isIn: ops) || text(i, isIn: Self.multiplicativeOperators)
    case .keyword:
      return text(i, isIn: Self.operandKeywords)
    default:
      return true
    }
  }

  /// The chain of binary `ops` (by default `+`) that operator token `i` belongs to. The
  /// chain stops at commas, the enclosing bracket, assignment, operators that bind
  /// looser than `+` (`??`, `==`, `?:`), keywords and statement boundaries.
  public func operatorChain(around i: Int, joinedBy ops: WordSet = SyntaxFile.plusOperator)
    -> OperatorChain
  {
    // Walk left over whole groups.
    var start = i
    var j = i - 1
    while j >= 0 {
      work.add(1)
      if isLineBoundary(before: j + 1) { break }
      let t = tokens[j]
      switch t.kind {
      case .rightParen, .rightBracket, .stringClose:
        guard t.match >= 0 && t.match < j else { break }
        start = Int(t.match)
        j = start - 1
        continue
      case .leftParen, .leftBracket, .interpolationOpen, .stringOpen, .interpolationClose:
        break
      default:
        if isOperandToken(j, ops) {
          start = j
          j -= 1
          continue
        }
      }
      break
    }
    // Walk right over whole groups.
    var end = i
    j = i + 1
    while j < count {
      work.add(1)
      if j > i + 1 && isLineBoundary(before: j) { break }
      let t = tokens[j]
      switch t.kind {
      case .leftParen, .leftBracket, .stringOpen:
        guard t.match > j else { break }
        end = Int(t.match)
        j = end + 1
        continue
      case .rightParen, .rightBracket, .interpolationOpen, .interpolationClose, .stringClose:
        break
      default:
        if isOperandToken(j, ops) {
          end = j
          j += 1
          continue
        }
      }
      break
    }
    // Split at the top-level operators.
    // One allocation each for the usual short chain (growing from empty reallocates at 1,
    // 2 and 4).
    var operands: [ClosedRange<Int>] = []
    operands.reserveCapacity(4)
    var operators: [Int] = []
    operators.reserveCapacity(3)
    var first = start
    j = start
    while j <= end {
      work.add(1)
      let t = tokens[j]
      if (t.kind == .leftParen || t.kind == .leftBracket || t.kind == .stringOpen) && t.match > j {
        j = Int(t.match) + 1
        continue
      }
      if t.kind == .operator && t.isBinaryOperator && text(j, isIn: ops) {
        if j > first { operands.append(first...(j - 1)) }
        operators.append(j)
        first = j + 1
      }
      j += 1
    }
    if end >= first { operands.append(first...end) }
    return OperatorChain(operands: operands, operators: operators)
  }
}
