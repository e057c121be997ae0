/// Screens that only debug code opens, across files: a view, view controller or window
/// type that the project constructs only in debug-only code (`DebugCode`: a `debug…`
/// function, a `#if DEBUG` branch, a file named for debugging) or in previews. Its texts
/// are a developer's tools, like the debug code itself; the rules that leave debug code
/// alone (`RuleDescription.skipsDebugCode`) leave such a type's declarations alone too.
///
/// Each file leaves a `ScreenConstructions` fact; `DebugScreens.drop` then removes the
/// findings that lie in a debug-only type's declaration or extension.
public struct ScreenConstructions: FileFact, Sendable, Hashable {
  /// A type declared or extended in the file, and the lines its braces span.
  public struct Declaration: Sendable, Hashable {
    public var name: String
    public var lines: ClosedRange<Int>
  }

  /// Screen types constructed in debug-only code or previews.
  public var inDebugCode: Set<String> = []
  /// Screen types constructed anywhere else (outside their own declaration).
  public var elsewhere: Set<String> = []
  /// The file's type declarations, only when it has findings that may be dropped.
  public var declarations: [Declaration] = []

  public var isEmpty: Bool { inDebugCode.isEmpty && elsewhere.isEmpty && declarations.isEmpty }

  /// Name endings of screen types: what a debug menu opens.
  static let screenSuffixes: [[UInt8]] = [
    "Controller", "View", "Window", "Screen", "Sheet", "Panel", "Menu", "Page",
  ].map { Array($0.utf8) }

  /// The constructions of screen types in `file` (`TestViewController()`,
  /// `DebugSettingsView(model: m)`, `LogsWindow.init()`), and its type declarations when
  /// `declarations` is true.
  public init(_ file: SyntaxFile, declarations: Bool) {
    let bytes = file.bytes
    let count = file.count
    var i = 0
    while i + 1 < count {
      defer { i += 1 }
      let t = file[i]
      guard t.kind == .identifier, bytes[Int(t.start)] &- 0x41 < 26 else { continue }
      let next = file[i + 1].kind
      // `Name(…)`, `Name.init(…)`, and `Name { … }` with a trailing closure (not a
      // superclass, conformance or return type before a body: `: BaseView {`, `-> V {`).
      let before = file.kind(i - 1)
      let constructs =
        next == .leftParen
        || (next == .leftBrace && before != .colon && before != .comma && before != .keyword
          && !file.isWord(i - 1, "->") && !file.isWord(i - 1, "&"))
        || (next == .period && file.isWord(i + 2, "init") && file.kind(i + 3) == .leftParen)
      guard constructs, before != .period, Self.namesScreen(bytes, t), !file.isDeclarationName(i)
      else { continue }
      let name = file.text(i)
      if file.debugCode.contains(file, i) || file.isInPreview(i) {
        inDebugCode.insert(name)
      } else if !file.isInsideDeclaration(of: i) {
        elsewhere.insert(name)
      }
    }
    file.work.add(count / 8 + 1)
    guard declarations else { return }
    for scope in file.scopes where scope.kind == .type && scope.name >= 0 {
      let first = file.location(Int(file[Int(scope.name)].start)).line
      let last = file.location(Int(file[Int(scope.close)].start)).line
      self.declarations.append(Declaration(name: file.text(Int(scope.name)), lines: first...max(first, last)))
    }
  }

  /// Whether identifier token `t` ends in one of `screenSuffixes`.
  static func namesScreen(_ bytes: [UInt8], _ t: Token) -> Bool {
    let start = Int(t.start)
    let end = Int(t.end)
    for suffix in screenSuffixes where end - start > suffix.count {
      if bytes[(end - suffix.count)..<end].elementsEqual(suffix) { return true }
    }
    return false
  }
}

extension SyntaxFile {
  /// Whether identifier `i` is the name a `class`, `struct`, `enum`, `extension`
  /// or `protocol` declares.
  func isDeclarationName(_ i: Int) -> Bool {
    guard i > 0, self[i - 1].kind == .keyword else { return false }
    return isKeyword(i - 1, [.`class`, .`struct`, .`enum`, .`extension`, .`protocol`])
  }

  /// Whether token `i` (a type's name) lies inside a declaration or extension of that
  /// same type (`static func make() -> Self { TestViewController() }`).
  func isInsideDeclaration(of i: Int) -> Bool {
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      let scope = scopes[s]
      if scope.kind == .type, scope.name >= 0, isWord(Int(scope.name), bytes: Array(bytes[self[i].range])) {
        return true
      }
      s = Int(scope.parent)
    }
    return false
  }
}

/// Removes the findings that debug-only screens hold (see `ScreenConstructions`).
public enum DebugScreens {
  /// The screen types that debug code or previews construct and nothing else does.
  public static func debugOnly(_ summaries: [FileSummary]) -> Set<String> {
    var debug = Set<String>()
    var elsewhere = Set<String>()
    for s in summaries {
      for f in s.facts(ScreenConstructions.self) {
        debug.formUnion(f.inDebugCode)
        elsewhere.formUnion(f.elsewhere)
      }
    }
    return debug.subtracting(elsewhere)
  }

  /// Drops, from `start` on, the findings of rules in `ruleIDs` that lie in a declaration
  /// or extension of a debug-only screen type: one of `types`, by default those that
  /// `summaries` show (`debugOnly`).
  public static func drop(
    _ diagnostics: inout [Diagnostic], from start: Int, _ summaries: [FileSummary], ruleIDs: Set<String>,
    types known: Set<String>? = nil
  ) {
    guard !ruleIDs.isEmpty else { return }
    let types = known ?? debugOnly(summaries)
    guard !types.isEmpty else { return }
    var regions: [String: [ClosedRange<Int>]] = [:]
    for s in summaries {
      for f in s.facts(ScreenConstructions.self) {
        for d in f.declarations where types.contains(d.name) { regions[s.path, default: []].append(d.lines) }
      }
    }
    guard !regions.isEmpty else { return }
    let kept = diagnostics[start...].filter { d in
      guard ruleIDs.contains(d.ruleID), let lines = regions[d.path] else { return true }
      return !lines.contains { $0.contains(d.start.line) }
    }
    diagnostics.replaceSubrange(start..., with: kept)
  }
}
