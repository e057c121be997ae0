/// Finds the string literals that are handed to date formatters as patterns or
/// templates, directly or through a constant of the same file.
public struct DatePatternContexts: Sendable {
  /// Literal indices in a pattern or template context.
  public let explicitLiterals: Set<Int>

  public init(_ file: borrowing SyntaxFile) {
    var literals = Set<Int>()
    var names = Set<String>()
    func collect(_ first: Int, _ last: Int) {
      var i = first
      while i <= last && i < file.count {
        let t = file[i]
        if t.kind == .stringOpen, let l = file.literalIndex(open: i) {
          literals.insert(l)
        } else if t.kind == .identifier && file.kind(i + 1) != .leftParen
          && file.kind(i + 1) != .period
        {
          names.insert(file.text(i))
        }
        i += 1
      }
    }
    for i in file.tokens(spelled: "dateFormat") where file[i].kind == .identifier {
      if file.kind(i - 1) == .period && file.isWord(i + 1, "=") {
        collect(i + 2, file.expressionEnd(from: i + 2))
      } else if file.kind(i + 1) == .colon, file.enclosingCall(i) != nil {
        collect(i + 2, file.expressionEnd(from: i + 2))
      } else if file.kind(i + 1) == .leftParen, let a = file.argument("fromTemplate", ofCall: i + 1) {
        collect(a.first, a.last)
      }
    }
    for i in file.tokens(spelled: "setLocalizedDateFormatFromTemplate")
    where file[i].kind == .identifier && file.kind(i + 1) == .leftParen {
      if let a = file.arguments(ofCall: i + 1).first { collect(a.first, a.last) }
    }
    // `let pattern = "…"` (or `static let`) whose name reaches a pattern context.
    if !names.isEmpty {
      for k in file.kindIndex.keywords where file.isKeyword(Int(k), [.`let`, .`var`]) {
        let i = Int(k)
        guard file.kind(i + 1) == .identifier, names.contains(file.text(i + 1)) else { continue }
        var j = i + 2
        if file.kind(j) == .colon {
          while j < file.count && !file.isWord(j, "=") && !file[j].flags.contains(.newlineBefore) {
            j += 1
          }
        }
        guard file.isWord(j, "="), let l = file.literal(at: j + 1) else { continue }
        literals.insert(l)
      }
    }
    explicitLiterals = literals
  }
}

extension SyntaxFile {
  /// The file's date-pattern contexts, found once and shared by the date-pattern rules.
  public var datePatternContexts: DatePatternContexts {
    work.memo(DatePatternContexts.self) { DatePatternContexts(self) }
  }
}
