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
  /// Classifies an identifier's bytes without allocating: keywords of up to eight bytes
  /// are matched as one packed integer.
  @inline(__always)
  static func lookup(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
    let len = end - start
    guard len >= 2 && len <= 15 else { return .none }
    if len > 8 { return long(s, start, len) }
    var packed: UInt64 = 0
    if start + 8 <= s.count, let base = s.baseAddress {
      // One unaligned load, first byte lowest, masked to the identifier's length.
      packed = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      if len < 8 { packed &= (1 &<< UInt64(8 * len)) &- 1 }
    } else {
      var k = len - 1
      while k >= 0 {
        packed = packed << 8 | UInt64(s[start + k])
        k -= 1
      }
    }
    switch packed {
    case 0x796e41: return .capitalAny
    case 0x7361: return .`as`
    case 0x6b61657262: return .`break`
    case 0x65736163: return .`case`
    case 0x6863746163: return .`catch`
    case 0x7373616c63: return .`class`
    case 0x65756e69746e6f63: return .`continue`
    case 0x746c7561666564: return .`default`
    case 0x7265666564: return .`defer`
    case 0x74696e696564: return .`deinit`
    case 0x6f64: return .`do`
    case 0x65736c65: return .`else`
    case 0x6d756e65: return .`enum`
    case 0x65736c6166: return .`false`
    case 0x726f66: return .`for`
    case 0x636e7566: return .`func`
    case 0x6472617567: return .`guard`
    case 0x6669: return .`if`
    case 0x74726f706d69: return .`import`
    case 0x6e69: return .`in`
    case 0x74696e69: return .`init`
    case 0x74756f6e69: return .`inout`
    case 0x6c616e7265746e69: return .`internal`
    case 0x7369: return .`is`
    case 0x74656c: return .`let`
    case 0x6c696e: return .`nil`
    case 0x726f74617265706f: return .`operator`
    case 0x65746176697270: return .`private`
    case 0x6c6f636f746f7270: return .`protocol`
    case 0x63696c627570: return .`public`
    case 0x746165706572: return .`repeat`
    case 0x73776f7268746572: return .`rethrows`
    case 0x6e7275746572: return .`return`
    case 0x666c6573: return .`self`
    case 0x666c6553: return .capitalSelf
    case 0x636974617473: return .`static`
    case 0x746375727473: return .`struct`
    case 0x7265707573: return .`super`
    case 0x686374697773: return .`switch`
    case 0x776f726874: return .`throw`
    case 0x73776f726874: return .`throws`
    case 0x65757274: return .`true`
    case 0x797274: return .`try`
    case 0x726176: return .`var`
    case 0x6572656877: return .`where`
    case 0x656c696877: return .`while`
    default: return .none
    }
  }

  static let longKeywords: [(Keyword, [UInt8])] = [
    (.`associatedtype`, Array("associatedtype".utf8)),
    (.`extension`, Array("extension".utf8)),
    (.`fallthrough`, Array("fallthrough".utf8)),
    (.`fileprivate`, Array("fileprivate".utf8)),
    (.`precedencegroup`, Array("precedencegroup".utf8)),
    (.`subscript`, Array("subscript".utf8)),
    (.`typealias`, Array("typealias".utf8)),
  ]

  static func long(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ len: Int) -> Keyword {
    // Every long keyword starts with one of `a e f p s t` and has 9, 11, 14 or 15 bytes.
    switch s[start] {
    case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "f"), UInt8(ascii: "p"),
      UInt8(ascii: "s"), UInt8(ascii: "t"):
      break
    default: return .none
    }
    guard len == 9 || len == 11 || len == 14 || len == 15 else { return .none }
    for (kw, bytes) in longKeywords where bytes.count == len {
      var same = true
      for j in 0..<len where bytes[j] != s[start + j] {
        same = false
        break
      }
      if same { return kw }
    }
    return .none
  }
}
