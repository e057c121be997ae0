import Testing

@testable import L10nAuditCore

@Suite struct FormatPlaceholdersTests {
  /// The conversions of a format's placeholders, as text (`"@ d"`).
  func conversions(_ format: String) -> String {
    FormatPlaceholders(format).placeholders.map { String(UnicodeScalar($0.conversion)) }
      .joined(separator: " ")
  }

  func only(_ format: String) throws -> FormatPlaceholder {
    let p = FormatPlaceholders(format)
    #expect(p.placeholders.count == 1, "\(format)")
    #expect(p.malformed.isEmpty, "\(format)")
    return try #require(p.placeholders.first)
  }

  @Test func readsEveryConversion() {
    let all = "@ d i u o x X f F e E g G a A c C s S p D U O"
    let format = all.split(separator: " ").map { "%" + $0 }.joined(separator: " ")
    #expect(conversions(format) == all)
    #expect(FormatPlaceholders(format).malformed.isEmpty)
  }

  @Test(arguments: [
    ("%@", FormatPlaceholder.ArgumentClass.object),
    ("%d", .integer), ("%i", .integer), ("%u", .integer), ("%ld", .integer), ("%lld", .integer),
    ("%lu", .integer), ("%qd", .integer), ("%zd", .integer), ("%x", .integer), ("%o", .integer),
    ("%hhd", .integer), ("%jd", .integer), ("%td", .integer),
    ("%f", .floating), ("%.2f", .floating), ("%g", .floating), ("%e", .floating), ("%a", .floating),
    ("%Lf", .floating),
    ("%s", .cString), ("%c", .cString), ("%S", .cString), ("%C", .cString), ("%ls", .cString),
    ("%p", .pointer),
  ])
  func classifiesTheArgument(format: String, expected: FormatPlaceholder.ArgumentClass) throws {
    #expect(try only(format).argumentClass == expected)
  }

  @Test func readsLengthModifiers() throws {
    let lengths: [(String, FormatPlaceholder.Length)] = [
      ("%d", .none), ("%hd", .h), ("%hhd", .hh), ("%ld", .l), ("%lld", .ll), ("%qd", .q),
      ("%Lf", .L), ("%zu", .z), ("%td", .t), ("%jd", .j),
    ]
    for (format, length) in lengths {
      let p = try only(format)
      #expect(p.length == length, "\(format)")
      #expect(p.range == 0..<format.utf8.count, "\(format)")
    }
  }

  @Test func readsPositionsFlagsWidthAndPrecision() throws {
    let p = try only("%2$-+ #0'12.3lf")
    #expect(p.position == 2)
    #expect(p.flags == [.minus, .plus, .space, .alternate, .zero, .grouping])
    #expect(p.width == .fixed(12))
    #expect(p.precision == .fixed(3))
    #expect(p.length == .l)
    #expect(p.conversion == UInt8(ascii: "f"))

    let padded = try only("%05d")
    #expect(padded.position == nil)
    #expect(padded.flags == [.zero])
    #expect(padded.width == .fixed(5))

    #expect(try only("%10d").width == .fixed(10))
    #expect(try only("%10d").position == nil)
    #expect(try only("%.f").precision == .fixed(0))
    #expect(try only("%12$@").position == 12)
  }

  @Test func readsStarWidthAndPrecision() throws {
    let p = try only("%*.*f")
    #expect(p.width == .argument(position: nil))
    #expect(p.precision == .argument(position: nil))
    let q = try only("%3$*1$.*2$f")
    #expect(q.position == 3)
    #expect(q.width == .argument(position: 1))
    #expect(q.precision == .argument(position: 2))
  }

  @Test func countsArgumentsWithStars() {
    let args = FormatPlaceholders("%*d and %@").arguments
    #expect(args.map(\.position) == [1, 2, 3])
    #expect(args.map(\.argumentClass) == [.integer, .integer, .object])
    #expect(args.map(\.placeholder) == [0, 0, 1])

    let positional = FormatPlaceholders("%2$@ %1$d").arguments
    #expect(positional.map(\.position) == [2, 1])
    #expect(positional.map(\.argumentClass) == [.object, .integer])
  }

  @Test func escapedPercentIsNoPlaceholder() {
    let p = FormatPlaceholders("%d%% done, 100%%")
    #expect(p.placeholders.count == 1)
    #expect(p.escapedPercents == 2)
    #expect(p.malformed.isEmpty)
    #expect(FormatPlaceholders("%%d").placeholders.isEmpty)
    #expect(FormatPlaceholders("%%%d").placeholders.count == 1)
  }

  @Test func positionalAndNot() {
    #expect(!FormatPlaceholders("%1$@ sent %2$@").hasNonPositional)
    #expect(FormatPlaceholders("%1$@ and %@").hasNonPositional)
    #expect(FormatPlaceholders("%@ and %@").hasNonPositional)
    #expect(!FormatPlaceholders("no placeholders").hasNonPositional)
  }

  @Test func readsSubstitutions() throws {
    let p = try only("%#@files@")
    #expect(p.conversion == UInt8(ascii: "@"))
    #expect(p.flags == [.alternate])
    #expect(p.substitution == 3..<8)
    #expect(p.range == 0..<9)

    let q = try only("%1$#@count_of_items@")
    #expect(q.position == 1)
    #expect(q.substitution == 5..<19)
    #expect(q.range == 0..<20)

    // Without a closing `@` it is an object placeholder with the `#` flag.
    let r = FormatPlaceholders("%#@ left")
    #expect(r.placeholders.count == 1)
    #expect(r.placeholders[0].substitution == nil)
    #expect(r.placeholders[0].range == 0..<3)
  }

  @Test func spaceIsAFlag() throws {
    // What printf reads: `% @` is an object with the space flag; so is text after `% `.
    let p = try only("% @")
    #expect(p.flags == [.space])
    #expect(p.conversion == UInt8(ascii: "@"))
    #expect(try only("50% off").conversion == UInt8(ascii: "o"))
  }

  @Test func keepsMalformedSpecifiers() {
    let end = FormatPlaceholders("100%")
    #expect(end.placeholders.isEmpty)
    #expect(end.malformed == [3..<4])

    let letter = FormatPlaceholders("%y then %@")
    #expect(letter.malformed == [0..<1])
    #expect(letter.placeholders.count == 1)
    #expect(letter.placeholders[0].range == 8..<10)

    let position = FormatPlaceholders("%1$")
    #expect(position.placeholders.isEmpty)
    #expect(position.malformed == [0..<3])

    // `%0$@`: no position 0; the `0` is a flag and `$` no conversion.
    #expect(FormatPlaceholders("%0$@").placeholders.isEmpty)
    #expect(FormatPlaceholders("%0$@").malformed.count == 1)

    // A `%` right after a malformed one is read again.
    let twice = FormatPlaceholders("%.%d")
    #expect(twice.malformed == [0..<2])
    #expect(twice.placeholders.map(\.range) == [2..<4])
  }

  @Test func rangesAreByteOffsets() {
    let p = FormatPlaceholders("Ünïcödé %@ → %2$ld")
    #expect(p.placeholders.map(\.range) == [12..<14, 19..<24])
  }

  @Test func findsLookalikePercentSigns() {
    let arabic = FormatPlaceholders("تم ٪@ و %@")
    #expect(arabic.placeholders.count == 1)
    #expect(arabic.lookalikes.count == 1)
    #expect(arabic.lookalikes[0].conversion == UInt8(ascii: "@"))
    let start = "تم ".utf8.count
    #expect(arabic.lookalikes[0].range == start..<start + 3)

    #expect(FormatPlaceholders("％d件").lookalikes.count == 1)
    #expect(FormatPlaceholders("﹪1$@").lookalikes.first?.position == 1)
    // An Arabic percent sign before a number in words is the sign, not a specifier.
    #expect(FormatPlaceholders("٪٥٠").lookalikes.isEmpty)
    #expect(FormatPlaceholders("٪").lookalikes.isEmpty)
  }

  @Test func isTotalOnAnyBytes() {
    var rng = SystemRandomNumberGenerator()
    let alphabet: [UInt8] = Array("%$*.#0-+ '123lhqLztj@dfsx".utf8) + [0xD9, 0xAA, 0xEF, 0xBC, 0x85, 0xFF]
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...12, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
      let p = FormatPlaceholders(bytes)
      var last = 0
      for r in (p.placeholders + p.lookalikes).map(\.range) + p.malformed {
        #expect(r.lowerBound >= 0 && r.upperBound <= bytes.count && !r.isEmpty)
        last = max(last, r.upperBound)
      }
      #expect(last <= bytes.count)
      // Placeholders do not overlap and come in order.
      let ranges = p.placeholders.map(\.range)
      for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.upperBound <= b.lowerBound) }
    }
  }
}
