extension Lexer {
  /// Opens a string literal whose delimiter (after `hashes` pound signs) starts at `i + hashes`.
  mutating func openString(hashes: Int, start: Int) {
    var j = start + hashes
    var delimiter = StringLiteralInfo.Delimiter.singleLine
    if s[j] == 0x27 {
      delimiter = .singleQuote
      j += 1
    } else {
      j += 1
      if at(j) == 0x22 && at(j + 1) == 0x22 {
        delimiter = .multiLine
        if hashes > 0 && isSingleLineRawString(afterTripleQuote: j + 2, hashes: hashes) {
          delimiter = .singleLine
        } else {
          j += 2
        }
      }
    }
    i = j
    let open = emit(.stringOpen, start, j)
    literals.append(
      StringLiteralInfo(
        open: Int32(open), last: Int32(open), delimiter: delimiter, hashes: Int32(hashes),
        isTerminated: false, hasInterpolation: false))
    contexts.append(
      LexContext(
        isInterpolation: false, delimiter: delimiter, hashes: hashes,
        index: Int32(literals.count - 1), parenDepth: 0, bracketBase: brackets.count))
  }

  /// A one-line literal with no escape and no interpolation (`"Done"`, the most common
  /// kind) at `start`, in one step: the tokens and the literal record that `openString`,
  /// `lexStringContent` and `endString` make for it, with no context pushed and popped and
  /// no return to the main loop. False, with nothing done, for any other literal.
  @inline(__always) mutating func lexPlainString(_ start: Int) -> Bool {
    let from = start &+ 1
    // Not `"""`; past the text, the closing `"` (not a backslash, a line break or the end).
    guard from < n, s[from] != 0x22 || at(from &+ 1) != 0x22 else { return false }
    let end = endOfRun(from: from, CharacterClass.plainStringText)
    guard end < n, s[end] == 0x22 else { return false }
    let open = emit(.stringOpen, start, from)
    if end > from { emit(.stringSegment, from, end) }
    let close = emit(.stringClose, end, end &+ 1)
    tokens[open].match = Int32(truncatingIfNeeded: close)
    tokens[close].match = Int32(truncatingIfNeeded: open)
    literals.append(
      StringLiteralInfo(
        open: Int32(truncatingIfNeeded: open), last: Int32(truncatingIfNeeded: close),
        delimiter: .singleLine, hashes: 0, isTerminated: true, hasInterpolation: false))
    i = end &+ 1
    return true
  }

  /// `#"""#` and `#"""a"#` are single-line raw strings: the closing delimiter is on the same line.
  func isSingleLineRawString(afterTripleQuote k: Int, hashes: Int) -> Bool {
    if hasHashes(at: k, hashes) { return true }
    var j = k
    while j < n && s[j] != 0x0A && s[j] != 0x0D {
      if s[j] == 0x22 && hasHashes(at: j + 1, hashes) { return true }
      j += 1
    }
    return false
  }

  @inline(__always) func hasHashes(at k: Int, _ count: Int) -> Bool {
    if count == 0 { return true }
    if k + count > n { return false }
    for m in k..<(k + count) where s[m] != 0x23 { return false }
    return true
  }

  /// Lexes string content up to the closing delimiter, an interpolation or a line break
  /// that ends a single-line literal.
  mutating func lexStringContent() {
    let ctx = contexts[contexts.count - 1]
    let segStart = i
    let multi = ctx.delimiter == .multiLine
    while true {
      // Plain text up to the next byte that may end the segment, four bytes a step.
      i = endOfRun(from: i, CharacterClass.plainStringText)
      guard i < n else { break }
      let c = s[i]
      switch c {
      case 0x5C:  // backslash
        guard hasHashes(at: i + 1, ctx.hashes) else {
          i += 1
          continue
        }
        let j = i + 1 + ctx.hashes
        if at(j) == 0x28 {
          if i > segStart { emit(.stringSegment, segStart, i) }
          literals[Int(ctx.index)].hasInterpolation = true
          let open = emit(.interpolationOpen, i, j + 1)
          openBracket(open)
          i = j + 1
          contexts.append(
            LexContext(
              isInterpolation: true, delimiter: ctx.delimiter, hashes: ctx.hashes,
              index: Int32(open), parenDepth: 0, bracketBase: brackets.count))
          return
        }
        let e = at(j)
        if (e == 0x0A || e == 0x0D) && !multi || j >= n {
          i = j
        } else {
          i = j + 1
        }
      case 0x0A, 0x0D:
        if !multi {
          endString(segmentStart: segStart, closeStart: i, closeEnd: i)
          return
        }
        i += 1
      case 0x22 where ctx.delimiter != .singleQuote:
        if !multi {
          if hasHashes(at: i + 1, ctx.hashes) {
            endString(segmentStart: segStart, closeStart: i, closeEnd: i + 1 + ctx.hashes)
            return
          }
        } else if at(i + 1) == 0x22 && at(i + 2) == 0x22 && hasHashes(at: i + 3, ctx.hashes) {
          endString(segmentStart: segStart, closeStart: i, closeEnd: i + 3 + ctx.hashes)
          return
        }
        i += 1
      case 0x27 where ctx.delimiter == .singleQuote:
        endString(segmentStart: segStart, closeStart: i, closeEnd: i + 1)
        return
      default:
        i += 1
      }
    }
    // End of file inside the literal.
    if i > segStart { emit(.stringSegment, segStart, i) }
    contexts.removeLast()
    let last = Int32(tokens.count - 1)
    literals[Int(ctx.index)].last = last
    tokens[Int(literals[Int(ctx.index)].open)].match = last
  }

  /// Closes the innermost string literal. `closeStart == closeEnd` means it is unterminated.
  mutating func endString(segmentStart: Int, closeStart: Int, closeEnd: Int) {
    let ctx = contexts.removeLast()
    if closeStart > segmentStart { emit(.stringSegment, segmentStart, closeStart) }
    let literal = Int(ctx.index)
    let open = Int(literals[literal].open)
    // Brackets opened inside the literal's interpolations and never closed stay unmatched.
    if brackets.count > ctx.bracketBase { brackets.truncate(to: ctx.bracketBase) }
    if closeEnd > closeStart {
      i = closeEnd
      let close = emit(.stringClose, closeStart, closeEnd)
      tokens[close].match = Int32(open)
      literals[literal].isTerminated = true
    } else {
      i = closeStart
    }
    literals[literal].last = Int32(tokens.count - 1)
    tokens[open].match = Int32(tokens.count - 1)
  }

  /// The `)` that ends an interpolation.
  mutating func closeInterpolation(closeStart: Int) {
    let ctx = contexts.removeLast()
    let close = emit(.interpolationClose, closeStart, closeStart + 1)
    if brackets.count > ctx.bracketBase { brackets.truncate(to: ctx.bracketBase) }
    // The interpolationOpen sits just below the interpolation's own brackets.
    if let top = brackets.last, top == ctx.index { brackets.removeLast() }
    tokens[Int(ctx.index)].match = Int32(close)
    tokens[close].match = ctx.index
  }

  /// A line break inside the interpolation of a single-line literal ends the interpolation
  /// and the literal, as the compiler's lexer does.
  mutating func endSingleLineInterpolations() {
    while let top = contexts.last, top.isInterpolation, top.delimiter != .multiLine {
      contexts.removeLast()
      if brackets.count > top.bracketBase { brackets.truncate(to: top.bracketBase) }
      if let b = brackets.last, b == top.index { brackets.removeLast() }
      guard let str = contexts.last, !str.isInterpolation else { break }
      contexts.removeLast()
      if brackets.count > str.bracketBase { brackets.truncate(to: str.bracketBase) }
      let literal = Int(str.index)
      literals[literal].last = Int32(tokens.count - 1)
      tokens[Int(literals[literal].open)].match = Int32(tokens.count - 1)
    }
  }
}
