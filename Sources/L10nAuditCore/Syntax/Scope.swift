/// A region between braces, with what opened it.
public struct Scope: Sendable {
  public enum Kind: UInt8, Sendable, BitwiseCopyable {
    /// `class`, `struct`, `enum`, `extension`, `protocol`, `actor`.
    case type
    /// `func`, `init`, `deinit`, `subscript`.
    case function
    /// A computed property, or an accessor (`get`, `set`, `willSet`, `didSet`).
    case accessor
    /// `{ … }` as an expression.
    case closure
    /// The body of `if`, `guard`, `for`, `while`, `switch`, `do`, `catch`, `repeat`, `defer`, `else`.
    case block
    /// `#Preview { … }`.
    case preview
  }
  /// A set of kinds, one bit each: `[.function, .closure]` costs no allocation.
  public struct Kinds: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ kind: Kind) { rawValue = 1 << kind.rawValue }
    public static let type = Kinds(.type)
    public static let function = Kinds(.function)
    public static let accessor = Kinds(.accessor)
    public static let closure = Kinds(.closure)
    public static let block = Kinds(.block)
    public static let preview = Kinds(.preview)
  }

  public var kind: Kind
  /// Token index of `{`.
  public var open: Int32
  /// Token index of the matching `}`, or of the last token when unterminated.
  public var close: Int32
  /// Token index of the declared name (type or function), or -1.
  public var name: Int32
  /// Token index of the declaration keyword (`class`, `func`, `var`…), or -1.
  public var introducer: Int32
  /// Index of the enclosing scope, or -1.
  public var parent: Int32
  /// Inside a `#Preview` or a type conforming to `PreviewProvider`.
  public var isPreview: Bool
}
