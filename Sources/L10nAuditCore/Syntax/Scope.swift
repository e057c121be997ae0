/// A region between braces, with what opened it.
public struct Scope: Sendable {
  public enum Kind: UInt8, Sendable {
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
