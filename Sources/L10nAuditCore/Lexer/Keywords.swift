// Generated from the compiler's lexer-classified keyword list; a test checks it.
/// A keyword the lexer classifies, stored in each token (0 for non-keywords).
public enum Keyword: UInt8, Sendable, CaseIterable, BitwiseCopyable {
  case none = 0
  case capitalAny
  case `as`
  case `associatedtype`
  case `break`
  case `case`
  case `catch`
  case `class`
  case `continue`
  case `default`
  case `defer`
  case `deinit`
  case `do`
  case `else`
  case `enum`
  case `extension`
  case `fallthrough`
  case `false`
  case `fileprivate`
  case `for`
  case `func`
  case `guard`
  case `if`
  case `import`
  case `in`
  case `init`
  case `inout`
  case `internal`
  case `is`
  case `let`
  case `nil`
  case `operator`
  case `precedencegroup`
  case `private`
  case `protocol`
  case `public`
  case `repeat`
  case `rethrows`
  case `return`
  case `self`
  case capitalSelf
  case `static`
  case `struct`
  case `subscript`
  case `super`
  case `switch`
  case `throw`
  case `throws`
  case `true`
  case `try`
  case `typealias`
  case `var`
  case `where`
  case `while`

  /// The source spelling.
  public var text: String {
    switch self {
    case .none: return ""
    case .capitalAny: return "Any"
    case .`as`: return "as"
    case .`associatedtype`: return "associatedtype"
    case .`break`: return "break"
    case .`case`: return "case"
    case .`catch`: return "catch"
    case .`class`: return "class"
    case .`continue`: return "continue"
    case .`default`: return "default"
    case .`defer`: return "defer"
    case .`deinit`: return "deinit"
    case .`do`: return "do"
    case .`else`: return "else"
    case .`enum`: return "enum"
    case .`extension`: return "extension"
    case .`fallthrough`: return "fallthrough"
    case .`false`: return "false"
    case .`fileprivate`: return "fileprivate"
    case .`for`: return "for"
    case .`func`: return "func"
    case .`guard`: return "guard"
    case .`if`: return "if"
    case .`import`: return "import"
    case .`in`: return "in"
    case .`init`: return "init"
    case .`inout`: return "inout"
    case .`internal`: return "internal"
    case .`is`: return "is"
    case .`let`: return "let"
    case .`nil`: return "nil"
    case .`operator`: return "operator"
    case .`precedencegroup`: return "precedencegroup"
    case .`private`: return "private"
    case .`protocol`: return "protocol"
    case .`public`: return "public"
    case .`repeat`: return "repeat"
    case .`rethrows`: return "rethrows"
    case .`return`: return "return"
    case .`self`: return "self"
    case .capitalSelf: return "Self"
    case .`static`: return "static"
    case .`struct`: return "struct"
    case .`subscript`: return "subscript"
    case .`super`: return "super"
    case .`switch`: return "switch"
    case .`throw`: return "throw"
    case .`throws`: return "throws"
    case .`true`: return "true"
    case .`try`: return "try"
    case .`typealias`: return "typealias"
    case .`var`: return "var"
    case .`where`: return "where"
    case .`while`: return "while"
    }
  }
}

enum Keywords {
  /// Multiplier of the perfect hash: `(packed &* hashMagic) >> 57` gives each keyword of
  /// two to eight bytes its own slot of 128 (checked when the table is built).
  static let hashMagic: UInt64 = 0x0860_e944_0a3b_046f

  /// One slot per hash value: the packed spelling (0 when empty) and its keyword. Allocated
  /// once and never freed, so the lexer reads it through a raw pointer.
  nonisolated(unsafe) static let table: UnsafePointer<(UInt64, Keyword)> = {
    let t = UnsafeMutablePointer<(UInt64, Keyword)>.allocate(capacity: 128)
    t.initialize(repeating: (0, .none), count: 128)
    for k in Keyword.allCases where (2...8).contains(k.text.utf8.count) {
      var packed: UInt64 = 0
      for (j, b) in k.text.utf8.enumerated() { packed |= UInt64(b) << UInt64(8 * j) }
      let slot = Int((packed &* hashMagic) >> 57)
      precondition(t[slot].0 == 0, "keyword hash collision")
      t[slot] = (packed, k)
    }
    return UnsafePointer(t)
  }()

  /// Classifies an identifier's bytes without allocating: keywords of up to eight bytes
  /// are matched as one packed integer in a perfect-hash table.
  @inline(__always)
  static func lookup(
    _ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
    table: UnsafePointer<(UInt64, Keyword)> = Keywords.table
  ) -> Keyword {
    // Offsets within the buffer: no overflow checks needed.
    let len = end &- start
    guard len >= 2 && len <= 15 else { return .none }
    if len > 8 { return long(s, start, len) }
    var packed: UInt64 = 0
    if start &+ 8 <= s.count, let base = s.baseAddress {
      // One unaligned load, first byte lowest, masked to the identifier's length.
      packed = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      if len < 8 { packed &= (1 &<< UInt64(8 &* len)) &- 1 }
    } else {
      var k = len - 1
      while k >= 0 {
        packed = packed << 8 | UInt64(s[start + k])
        k -= 1
      }
    }
    let entry = table[Int((packed &* hashMagic) >> 57)]
    return entry.0 == packed ? entry.1 : .none
  }

  /// A keyword of more than eight bytes: `associatedtype`, `extension`, `fallthrough`,
  /// `fileprivate`, `precedencegroup`, `subscript` or `typealias`, told apart by length and
  /// first bytes, then compared whole.
  static func long(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ len: Int) -> Keyword {
    let candidate: (StaticString, Keyword)
    switch (len, s[start]) {
    case (9, UInt8(ascii: "e")): candidate = ("extension", .`extension`)
    case (9, UInt8(ascii: "s")): candidate = ("subscript", .`subscript`)
    case (9, UInt8(ascii: "t")): candidate = ("typealias", .`typealias`)
    case (11, UInt8(ascii: "f")):
      candidate =
        s[start + 1] == UInt8(ascii: "a") ? ("fallthrough", .`fallthrough`) : ("fileprivate", .`fileprivate`)
    case (14, UInt8(ascii: "a")): candidate = ("associatedtype", .`associatedtype`)
    case (15, UInt8(ascii: "p")): candidate = ("precedencegroup", .`precedencegroup`)
    default: return .none
    }
    let word = candidate.0
    guard word.utf8CodeUnitCount == len else { return .none }
    for k in 0..<len where s[start + k] != word.utf8Start[k] { return .none }
    return candidate.1
  }

}
