/// A product of seconds written in code: `86_400`, `24 * 60 * 60`, `Double(n) * 3600 * 24`,
/// `-(60 * 60 * 24 * 8)`. Read from one of its literals outward, through `*`, a sign,
/// grouping parentheses and numeric conversions (`Double(…)`, `TimeInterval(…)`).
struct SecondsProduct {
  /// First and last token of the whole product, sign and wrappers included.
  var first: Int
  var last: Int
  /// The product of its number literals, sign included.
  var literalValue: Double
  /// A factor is not a literal (`Double(n)`, `days`): the number of days is not known.
  var hasUnknownFactor: Bool
  /// The token a finding points at: the `86400` literal, else the first literal.
  var anchor: Int

  /// Seconds in a day.
  static let day = 86_400.0

  /// The number of days, when every factor is a literal and the product is whole days.
  var days: Int? {
    guard !hasUnknownFactor, let n = Int(exactly: literalValue / Self.day) else { return nil }
    return n
  }

  /// Whether the literals multiply to a whole number of days (one or more).
  var isWholeDays: Bool {
    let v = abs(literalValue)
    return v >= Self.day && v.truncatingRemainder(dividingBy: Self.day) == 0
  }

  /// Names of the conversions a product of seconds passes through unchanged.
  static let conversions: WordSet = [
    "Double", "TimeInterval", "Float", "Float64", "CGFloat", "Int", "Int64", "Int32", "UInt",
  ]
}

extension SyntaxFile {
  /// The value of a decimal number literal token (`86_400`, `3600.0`), or nil.
  func numberValue(_ i: Int) -> Double? {
    guard kind(i) == .integerLiteral || kind(i) == .floatLiteral else { return nil }
    // Read on the bytes, with no string made: this runs for every integer literal.
    var whole = 0.0
    var scale = 0.0
    var fraction = 0.0
    var digits = 0
    for b in bytes[tokens[i].range] where b != 0x5F {
      if b == 0x2E && scale == 0 {
        scale = 1
        continue
      }
      // Decimal digits and a point only: `0x…`, `1e5` and the like are not read.
      guard b >= 0x30 && b <= 0x39, digits < 15 else { return nil }
      digits += 1
      if scale == 0 {
        whole = whole * 10 + Double(b - 0x30)
      } else {
        scale /= 10
        fraction += Double(b - 0x30) * scale
      }
    }
    return digits > 0 ? whole + fraction : nil
  }

  /// Whether token `i` is the binary operator spelled `op`.
  func isBinaryOperator(_ i: Int, _ op: String) -> Bool {
    i >= 0 && i < count && tokens[i].isBinaryOperator && isWord(i, op)
  }

  /// Whether token `i` is a binary `/` or `%`: a product beside one is divided, not a
  /// number of seconds (`elapsed / 86400` counts days).
  func isDivision(_ i: Int) -> Bool {
    isBinaryOperator(i, "/") || isBinaryOperator(i, "%")
  }

  /// The product of seconds that the number literal at `literal` is a factor of; nil when
  /// it is divided by or divides something.
  func secondsProduct(around literal: Int) -> SecondsProduct? {
    guard let (first, last) = productRange(from: literal, literal) else { return nil }
    var value = 1.0
    var unknown = false
    var anchor = -1
    var firstLiteral = -1
    readFactors(first, last, value: &value, unknown: &unknown) { i, v in
      if firstLiteral < 0 { firstLiteral = i }
      if anchor < 0 && v == SecondsProduct.day { anchor = i }
    }
    return SecondsProduct(
      first: first, last: last, literalValue: value, hasUnknownFactor: unknown,
      anchor: anchor >= 0 ? anchor : firstLiteral >= 0 ? firstLiteral : literal)
  }

  /// The widest product around tokens `first...last`: through `*` on either side, a sign
  /// before it, and parentheses or a numeric conversion it fills. Nil beside `/` or `%`.
  func productRange(from first: Int, _ last: Int) -> (Int, Int)? {
    var lo = first
    var hi = last
    while true {
      work.add(1)
      if isDivision(lo - 1) || isDivision(hi + 1) { return nil }
      if isBinaryOperator(lo - 1, "*") && lo >= 2 {
        lo = operandStart(endingAt: lo - 2)
        continue
      }
      if isBinaryOperator(hi + 1, "*") && hi + 2 < count {
        hi = operandEnd(startingAt: hi + 2)
        continue
      }
      if lo >= 1, tokens[lo - 1].isPrefixOperator, isWord(lo - 1, "-") || isWord(lo - 1, "+") {
        lo -= 1
        continue
      }
      guard let (wlo, whi) = wrapper(around: lo, hi) else { return (lo, hi) }
      lo = wlo
      hi = whi
    }
  }

  /// The parentheses that tokens `lo...hi` fill exactly, with the conversion called on
  /// them (`Double(…)`): their first and last token. Nil for any other call.
  func wrapper(around lo: Int, _ hi: Int) -> (Int, Int)? {
    let b = Int(enclosingBracket[lo])
    guard b >= 0, b == lo - 1, tokens[b].kind == .leftParen, Int(tokens[b].match) == hi + 1 else {
      return nil
    }
    guard let callee = callee(ofOpenParen: b) else { return (b, hi + 1) }
    guard text(callee, isIn: SecondsProduct.conversions), kind(callee - 1) != .period else {
      return nil
    }
    return (callee, hi + 1)
  }

  /// Multiplies `value` by the literal factors of the product `first...last` (calling
  /// `literal` with each, in source order), and notes a factor that is not one.
  private func readFactors(
    _ first: Int, _ last: Int, value: inout Double, unknown: inout Bool,
    literal: (Int, Double) -> Void
  ) {
    var start = first
    var j = first
    while j <= last + 1 {
      work.add(1)
      if j == last + 1 || isBinaryOperator(j, "*") {
        readFactor(start, j - 1, value: &value, unknown: &unknown, literal: literal)
        start = j + 1
        j += 1
        continue
      }
      let t = tokens[j]
      if (t.kind == .leftParen || t.kind == .leftBracket || t.kind == .stringOpen) && t.match > j {
        j = Int(t.match) + 1
      } else {
        j += 1
      }
    }
  }

  /// Whether `first...last` joins its operands with `*` only (signs aside).
  private func isProduct(_ first: Int, _ last: Int) -> Bool {
    var j = first
    while j <= last {
      work.add(1)
      let t = tokens[j]
      if (t.kind == .leftParen || t.kind == .leftBracket || t.kind == .stringOpen) && t.match > j {
        j = Int(t.match) + 1
        continue
      }
      if t.isBinaryOperator && !isWord(j, "*") { return false }
      if t.kind == .comma || t.kind == .colon || t.kind == .keyword { return false }
      j += 1
    }
    return true
  }

  private func readFactor(
    _ first: Int, _ last: Int, value: inout Double, unknown: inout Bool,
    literal: (Int, Double) -> Void
  ) {
    var f = first
    var sign = 1.0
    while f < last, tokens[f].isPrefixOperator, isWord(f, "-") || isWord(f, "+") {
      if isWord(f, "-") { sign = -sign }
      f += 1
    }
    if f == last, let v = numberValue(f) {
      literal(f, v)
      value *= sign * v
      return
    }
    // `( … )` or `Double( … )` around a product: its factors.
    var open = f
    if kind(f) == .identifier && text(f, isIn: SecondsProduct.conversions) { open = f + 1 }
    if kind(open) == .leftParen, Int(tokens[open].match) == last, last - open > 1,
      isProduct(open + 1, last - 1)
    {
      value *= sign
      readFactors(open + 1, last - 1, value: &value, unknown: &unknown, literal: literal)
      return
    }
    unknown = true
  }
}
