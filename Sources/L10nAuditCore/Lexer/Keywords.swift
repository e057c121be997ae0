/// The keywords the lexer classifies (the compiler's lexer-classified set).
enum Keywords {
  static let all: [String] = [
    "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
    "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
    "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  /// Keywords grouped by byte length, for a lookup that never allocates.
  static let byLength: [[[UInt8]]] = {
    var table = [[[UInt8]]](repeating: [], count: 16)
    for k in all { table[k.utf8.count].append(Array(k.utf8)) }
    return table
  }()

  static func isKeyword(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    let len = end - start
    guard len >= 2 && len < 16 else { return false }
    for k in byLength[len] {
      var same = true
      for j in 0..<len where k[j] != s[start + j] {
        same = false
        break
      }
      if same { return true }
    }
    return false
  }
}
