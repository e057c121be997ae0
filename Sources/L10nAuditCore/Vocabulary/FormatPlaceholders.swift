/// One printf-style placeholder of a format (`%@`, `%2$.1f`, `%-*ld`, `%#@files@`), as
/// Foundation's `String(format:)` and the strings catalogs read it:
/// `%` [position `n$`] [flags] [width] [`.` precision] [length] conversion.
public struct FormatPlaceholder: Sendable, Hashable {
  /// The flags between `%` (or the position) and the width.
  public struct Flags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `-`: left-justify.
    public static let minus = Flags(rawValue: 1)
    /// `+`: always a sign.
    public static let plus = Flags(rawValue: 2)
    /// ` `: a space for the sign (`% d`; also what `% @` reads as).
    public static let space = Flags(rawValue: 4)
    /// `#`: the alternate form; before `@`, a stringsdict substitution (`%#@name@`).
    public static let alternate = Flags(rawValue: 8)
    /// `0`: pad with zeros.
    public static let zero = Flags(rawValue: 16)
    /// `'`: group thousands.
    public static let grouping = Flags(rawValue: 32)
  }

  /// A width or precision: none, a number written in the format, or read from an argument
  /// (`*`, or `*n$` with a position).
  public enum Amount: Sendable, Hashable {
    case none
    case fixed(Int)
    case argument(position: Int?)
  }

  /// The length modifier, which sizes an integer (or a `long double`, `L`).
  public enum Length: UInt8, Sendable, Hashable {
    case none, hh, h, l, ll, q, L, z, t, j
  }

  /// What an argument must be, in the classes a translation must keep: `%d`, `%i`, `%ld`,
  /// `%lld`, `%u`, `%x`, `%o` are one integer class; `%f`, `%g`, `%e`, `%a` one floating
  /// class; `%@` objects; `%s`, `%c` (and `%S`, `%C`) C strings and characters; `%p`
  /// pointers. A `*` width or precision takes an integer.
  public enum ArgumentClass: UInt8, Sendable, Hashable {
    case object, integer, floating, cString, pointer
  }

  /// Byte offsets of the placeholder in the format, from its `%` to its conversion (for a
  /// substitution, to the `@` closing the name).
  public var range: Range<Int>
  /// The argument's position, 1-based, from `%n$`; nil when it takes the next one.
  public var position: Int?
  public var flags: Flags
  public var width: Amount
  public var precision: Amount
  public var length: Length
  /// The conversion byte: one of `@ d i u o x X f F e E g G a A c C s S p D U O`.
  public var conversion: UInt8
  /// For a stringsdict substitution `%#@name@`: the byte offsets of `name`.
  public var substitution: Range<Int>?

  /// Whether the argument is named by its position (`%2$@`).
  public var isPositional: Bool { position != nil }

  /// The class of the argument the conversion reads.
  public var argumentClass: ArgumentClass {
    FormatPlaceholder.argumentClass(of: conversion) ?? .object
  }

  /// The class of the argument a conversion byte reads; nil for a byte that is no
  /// conversion.
  public static func argumentClass(of conversion: UInt8) -> ArgumentClass? {
    switch conversion {
    case UInt8(ascii: "@"): return .object
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"),
      UInt8(ascii: "X"), UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
      return .integer
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
      UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      return .floating
    case UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"): return .cString
    case UInt8(ascii: "p"): return .pointer
    default: return nil
    }
  }
}

/// The placeholders of a printf-style format, read from its UTF-8 bytes in one pass. `%%`
/// is an escaped percent sign, not a placeholder; a `%` that starts no valid specifier
/// (`%` at the end, `%y`, `%1$`) is kept as malformed; a look-alike percent sign (Arabic
/// `٪`, full-width `％`, small `﹪`) before a specifier is kept as a look-alike, which
/// `String(format:)` prints as written instead of replacing.
public struct FormatPlaceholders: Sendable, Hashable {
  public var placeholders: [FormatPlaceholder] = []
  /// How many `%%` the format holds.
  public var escapedPercents = 0
  /// Byte ranges from a `%` to where its specifier stopped being valid.
  public var malformed: [Range<Int>] = []
  /// Specifiers written with a look-alike percent sign (`٪@`): their ranges start at the
  /// sign.
  public var lookalikes: [FormatPlaceholder] = []

  public init() {}

  /// `bytes`, the format `placeholders` were read from, with each placeholder replaced by
  /// `mark` (`Gait %lld` with a zero byte: `Gait \0`; with nothing: `Gait `).
  public static func replacing(
    _ placeholders: [FormatPlaceholder], in bytes: [UInt8], with mark: [UInt8]
  ) -> [UInt8] {
    var out: [UInt8] = []
    var at = 0
    for p in placeholders {
      out += bytes[at..<p.range.lowerBound]
      out += mark
      at = p.range.upperBound
    }
    out += bytes[at...]
    return out
  }

  public init(_ text: String) {
    var text = text
    self = text.withUTF8 { FormatPlaceholders($0) }
  }

  public init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { FormatPlaceholders($0) }
  }

  public init(_ b: UnsafeBufferPointer<UInt8>) {
    var i = 0
    let n = b.count
    while i < n {
      let c = b[i]
      if c == 0x25 {  // %
        if i + 1 < n && b[i + 1] == 0x25 {
          escapedPercents += 1
          i += 2
          continue
        }
        switch Self.specifier(b, percent: i, from: i + 1) {
        case .placeholder(let p):
          placeholders.append(p)
          i = p.range.upperBound
        case .malformed(let stop):
          malformed.append(i..<max(stop, i + 1))
          i = max(stop, i + 1)
        }
        continue
      }
      // U+066A ARABIC PERCENT SIGN (D9 AA), U+FF05 FULLWIDTH PERCENT SIGN (EF BC 85), U+FE6A
      // SMALL PERCENT SIGN (EF B9 AA).
      var sign = 0
      if c == 0xD9 && i + 1 < n && b[i + 1] == 0xAA {
        sign = 2
      } else if c == 0xEF && i + 2 < n
        && ((b[i + 1] == 0xBC && b[i + 2] == 0x85) || (b[i + 1] == 0xB9 && b[i + 2] == 0xAA))
      {
        sign = 3
      }
      if sign > 0, case .placeholder(let p) = Self.specifier(b, percent: i, from: i + sign) {
        lookalikes.append(p)
        i = p.range.upperBound
        continue
      }
      i += max(sign, 1)
    }
  }

  /// Whether any placeholder takes the next argument instead of naming its position.
  public var hasNonPositional: Bool { placeholders.contains { !$0.isPositional } }

  /// One argument a format reads: its position (1-based) and class, and the placeholder
  /// that reads it (a `*` width or precision reads an integer for its placeholder).
  public struct Argument: Sendable, Hashable {
    public var position: Int
    public var argumentClass: FormatPlaceholder.ArgumentClass
    public var placeholder: Int
  }

  /// The arguments the format reads, in the order its specifiers name them. An argument
  /// without a position is the one after the last argument taken without a position (as
  /// Foundation counts, positions and sequence are not meant to be mixed).
  public var arguments: [Argument] {
    var out: [Argument] = []
    var next = 1
    func take(_ position: Int?, _ c: FormatPlaceholder.ArgumentClass, _ k: Int) {
      if let position {
        out.append(Argument(position: position, argumentClass: c, placeholder: k))
      } else {
        out.append(Argument(position: next, argumentClass: c, placeholder: k))
        next += 1
      }
    }
    for (k, p) in placeholders.enumerated() {
      if case .argument(let position) = p.width { take(position, .integer, k) }
      if case .argument(let position) = p.precision { take(position, .integer, k) }
      take(p.position, p.argumentClass, k)
    }
    return out
  }

  enum Reading {
    case placeholder(FormatPlaceholder)
    /// Where reading stopped: the offset of the byte that does not fit.
    case malformed(Int)
  }

  /// Reads the specifier after the percent sign at `percent`, starting at `from`.
  static func specifier(_ b: UnsafeBufferPointer<UInt8>, percent: Int, from: Int) -> Reading {
    let n = b.count
    var j = from
    @inline(__always) func isDigit(_ k: Int) -> Bool { k < n && b[k] &- 0x30 < 10 }
    /// Reads a decimal number at `j` (saturating), moving past it.
    func number() -> Int {
      var v = 0
      while isDigit(j) {
        v = min(v * 10 + Int(b[j] &- 0x30), 1_000_000)
        j += 1
      }
      return v
    }
    /// A `n$` position at `j`, moving past it; nil (and `j` unmoved) when there is none.
    func position() -> Int? {
      guard j < n, b[j] &- 0x31 < 9 else { return nil }
      let start = j
      let v = number()
      if j < n && b[j] == 0x24 {  // $
        j += 1
        return v
      }
      j = start
      return nil
    }
    /// A width or precision amount at `j`.
    func amount() -> FormatPlaceholder.Amount {
      if j < n && b[j] == 0x2A {  // *
        j += 1
        return .argument(position: position())
      }
      return isDigit(j) ? .fixed(number()) : .none
    }
    let argument = position()
    var flags: FormatPlaceholder.Flags = []
    flagLoop: while j < n {
      switch b[j] {
      case 0x2D: flags.insert(.minus)
      case 0x2B: flags.insert(.plus)
      case 0x20: flags.insert(.space)
      case 0x23: flags.insert(.alternate)
      case 0x30: flags.insert(.zero)
      case 0x27: flags.insert(.grouping)
      default: break flagLoop
      }
      j += 1
    }
    let width = amount()
    var precision = FormatPlaceholder.Amount.none
    if j < n && b[j] == 0x2E {  // .
      j += 1
      precision = amount()
      if precision == .none { precision = .fixed(0) }
    }
    var length = FormatPlaceholder.Length.none
    if j < n {
      switch b[j] {
      case UInt8(ascii: "h"):
        j += 1
        length = .h
        if j < n && b[j] == UInt8(ascii: "h") {
          j += 1
          length = .hh
        }
      case UInt8(ascii: "l"):
        j += 1
        length = .l
        if j < n && b[j] == UInt8(ascii: "l") {
          j += 1
          length = .ll
        }
      case UInt8(ascii: "q"): length = .q
      case UInt8(ascii: "L"): length = .L
      case UInt8(ascii: "z"): length = .z
      case UInt8(ascii: "t"): length = .t
      case UInt8(ascii: "j"): length = .j
      default: break
      }
      if length == .q || length == .L || length == .z || length == .t || length == .j { j += 1 }
    }
    guard j < n, FormatPlaceholder.argumentClass(of: b[j]) != nil else { return .malformed(j) }
    let conversion = b[j]
    j += 1
    var substitution: Range<Int>? = nil
    // `%#@name@`: a stringsdict variable.
    if conversion == 0x40 && flags.contains(.alternate) {
      var k = j
      while k < n, b[k] == 0x5F || (b[k] | 0x20) &- 0x61 < 26 || b[k] &- 0x30 < 10 { k += 1 }
      if k > j && k < n && b[k] == 0x40 {
        substitution = j..<k
        j = k + 1
      }
    }
    return .placeholder(
      FormatPlaceholder(
        range: percent..<j, position: argument, flags: flags, width: width, precision: precision,
        length: length, conversion: conversion, substitution: substitution))
  }
}
