/// The per-token `Int32` columns of the structure passes (each token's scope, enclosing
/// bracket, call, call child and argument segment) in one allocation per file. As six
/// arrays they cost six allocations through the standard library's unspecialized path, a
/// runtime metadata lookup each, which is a visible share of a small file's cost.
///
/// The columns are written once, while the `SyntaxFile` is built, and only read after it
/// is shared; that is what makes the unchecked `Sendable` sound.
final class TokenColumnStorage: @unchecked Sendable {
  /// The columns, one after another, `tokens` entries each.
  let base: UnsafeMutablePointer<Int32>
  let tokens: Int

  /// What each column holds (see the `SyntaxFile` property of the same name).
  enum Column: Int, CaseIterable {
    case scopeOfToken, enclosingBracket, callOfToken, callChild, segmentFirst, segmentLast
  }

  init(tokens: Int) {
    self.tokens = tokens
    base = .allocate(capacity: max(1, tokens * Column.allCases.count))
  }

  deinit { base.deallocate() }

  /// A column's memory, uninitialized until a pass writes it.
  func column(_ c: Column) -> UnsafeMutableBufferPointer<Int32> {
    UnsafeMutableBufferPointer(start: base + c.rawValue * tokens, count: tokens)
  }

  /// A read-only view of a column, which keeps the storage alive.
  func view(_ c: Column) -> TokenColumn {
    TokenColumn(storage: self, base: UnsafePointer(base + c.rawValue * tokens), count: tokens)
  }
}

/// One value per token, read like an array (bounds-checked). The pointer is into the
/// storage it holds, which is read-only once shared (see `TokenColumnStorage`).
public struct TokenColumn: @unchecked Sendable {
  let storage: TokenColumnStorage
  let base: UnsafePointer<Int32>
  public let count: Int

  @inline(__always) public subscript(_ i: Int) -> Int32 {
    precondition(i >= 0 && i < count, "token index out of range")
    return base[i]
  }
}
