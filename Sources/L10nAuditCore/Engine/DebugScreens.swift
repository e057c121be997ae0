/// Screens that only debug code opens, across files: a view, view controller or window
/// type that the project constructs only in debug-only code (`DebugCode`: a `debug…`
/// function, a `#if DEBUG` branch, a file named for debugging), in previews, or inside
/// other such screens (a demo view that only a preview-only poster builds). Its texts are
/// a developer's tools, like the debug code itself; the rules that leave debug code alone
/// (`RuleDescription.skipsDebugCode`) leave such a type's declarations alone too.
///
/// A screen type is one the project declares with a screen's name ending
/// (`SettingsViewController`, `LogsWindow`) or as a SwiftUI `View` (`AlbumArtPoster`,
/// but not `QRCode`: see `isAcronymPrefixed`).
/// Each file leaves a `ScreenConstructions` fact; `DebugScreens.drop` then removes the
/// findings that lie in a debug-only type's declaration or extension.
public struct ScreenConstructions: FileFact, Sendable, Hashable {
  /// A type declared or extended in the file (its name's `nameHash`), and the lines its
  /// braces span.
  public struct Declaration: Sendable, Hashable {
    public var name: UInt32
    var first: Int32
    var last: Int32

    public var lines: ClosedRange<Int> { Int(first)...Int(last) }
  }

  /// A construction or member use outside debug-only code and previews: the hashes
  /// (`nameHash`) of the type and of the innermost type declaration around it (0: none,
  /// as in a free function, or one without a name).
  public struct Use: Sendable, Hashable, Comparable {
    public var type: UInt32
    public var enclosing: UInt32

    public init(type: UInt32, enclosing: UInt32) {
      self.type = type
      self.enclosing = enclosing
    }

    public static func < (a: Use, b: Use) -> Bool { (a.type, a.enclosing) < (b.type, b.enclosing) }
  }

  /// Types constructed in debug-only code or previews.
  public var inDebugCode: Set<String> = []
  /// Types constructed or used anywhere else (outside their own declaration), sorted.
  public var uses: [Use] = []
  /// The hashes of the screen types the file declares.
  public var screens: [UInt32] = []
  /// The file's type declarations and extensions, where findings may be dropped: only
  /// when it has findings or facts of the rules that leave debug code alone.
  public var declarations: [Declaration] = []
  /// The hashes of the types whose texts in the file are written for a model
  /// (`ModelText`): found only with `declarations`.
  public var modelTextTypes: [UInt32] = []

  public var isEmpty: Bool {
    inDebugCode.isEmpty && uses.isEmpty && screens.isEmpty && declarations.isEmpty && modelTextTypes.isEmpty
  }

  /// Name endings of screen types: what a debug menu opens.
  static let screenSuffixes: [[UInt8]] = [
    "Controller", "View", "Window", "Screen", "Sheet", "Panel", "Menu", "Page",
  ].map { Array($0.utf8) }

  /// The constructions of types in `file` (`TestViewController()`,
  /// `DebugSettingsView(model: m)`, `LogsWindow.init()`, `AlbumArt { … }`) and their
  /// other uses through a member (`Poster.render(…)`), the screen
  /// types it declares, and its type declarations and extensions when `declarations` is
  /// true, with the types that write for a model among them when `modelText` is true too.
  public init(_ file: SyntaxFile, declarations: Bool, modelText: Bool = true) {
    let bytes = file.bytes
    let count = file.count
    var uses = Set<Use>()
    var i = 0
    while i + 1 < count {
      defer { i += 1 }
      let t = file[i]
      guard t.kind == .identifier, bytes[Int(t.start)] &- 0x41 < 26 else { continue }
      let next = file[i + 1].kind
      // `Name(…)`, `Name { … }` with a trailing closure (not a superclass, conformance or
      // return type before a body: `: BaseView {`, `-> V {`), and `Name.init(…)` or any
      // other member (`Poster.render(…)`, `Cell.self`): a use of the type that code can
      // reach without building it in sight.
      let before = file.kind(i - 1)
      let constructs =
        next == .leftParen
        || (next == .leftBrace && before != .colon && before != .comma && before != .keyword
          && !file.isWord(i - 1, "->") && !file.isWord(i - 1, "&") && !file.isWord(i - 1, "some")
          && !file.isWord(i - 1, "any"))
        || (next == .period && file.isWord(i + 2, "init") && file.kind(i + 3) == .leftParen)
      guard constructs || next == .period, before != .period, !file.isDeclarationName(i) else { continue }
      if file.debugCode.contains(file, i) || file.isInPreview(i) {
        // Debug code opens a screen by building it; a member it reads opens nothing.
        if constructs { inDebugCode.insert(file.text(i)) }
      } else if Self.namesScreen(bytes, t) || !Self.isAcronymPrefixed(bytes, t),
        !file.isInsideDeclaration(of: i)
      {
        let host = file.enclosingScope(i, .type).map { Int(file.scopes[$0].name) } ?? -1
        let enclosing = host >= 0 ? Self.nameHash(bytes[file[host].range]) : 0
        uses.insert(Use(type: Self.nameHash(bytes[t.range]), enclosing: enclosing))
      }
    }
    self.uses = uses.sorted()
    file.work.add(count / 8 + 1)
    for scope in file.scopes where scope.kind == .type && scope.name >= 0 {
      let name = Int(scope.name)
      let hash = Self.nameHash(bytes[file[name].range])
      if file.isKeyword(name - 1, [.`class`, .`struct`]),
        Self.namesScreen(bytes, file[name])
          || (!Self.isAcronymPrefixed(bytes, file[name]) && file.inheritsView(name, open: Int(scope.open)))
      {
        screens.append(hash)
      }
      guard declarations else { continue }
      let first = file.location(Int(file[name].start)).line
      let last = file.location(Int(file[Int(scope.close)].start)).line
      self.declarations.append(Declaration(name: hash, first: Int32(first), last: Int32(max(first, last))))
    }
    if declarations && modelText { modelTextTypes = ModelText.types(in: file) }
  }

  /// Whether a name starts with two capitals (`NSLocalizedString`, `URL`, `UIColor`): a
  /// framework's type, whose constructions are not kept, so a view named so is not
  /// judged either (unless its name ends as a screen's does).
  static func isAcronymPrefixed(_ bytes: [UInt8], _ t: Token) -> Bool {
    let start = Int(t.start)
    return Int(t.end) > start + 1 && bytes[start + 1] &- 0x41 < 26
  }

  /// A type name's 32-bit FNV-1a hash, never 0 (the hash of no enclosing type). Two names
  /// that share a hash can only keep a screen's findings, or, far less likely, take one
  /// screen for another's host.
  public static func nameHash<C: Collection<UInt8>>(_ name: C) -> UInt32 {
    var h: UInt32 = 0x811c_9dc5
    for b in name { h = (h ^ UInt32(b)) &* 0x0100_0193 }
    return h == 0 ? 1 : h
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

  /// Whether the inheritance clause after type name `name`, before the body's brace at
  /// `open`, names SwiftUI's `View` (`struct Poster: View`, `: SwiftUI.View`).
  func inheritsView(_ name: Int, open: Int) -> Bool {
    guard kind(name + 1) == .colon || kind(name + 1) == .operator else { return false }
    var k = name + 1
    while k < open {
      if self[k].kind == .identifier, isWord(k, "View"), kind(k + 1) != .period { return true }
      if isWord(k, "where") { return false }
      k += 1
    }
    return false
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
  /// The hashes (`ScreenConstructions.nameHash`) of the screen types that debug code or
  /// previews construct, directly or through other such screens, and nothing else does.
  public static func debugOnly(_ summaries: [FileSummary]) -> Set<UInt32> {
    var screens = Set<UInt32>()
    var roots = Set<UInt32>()
    var uses: [UInt32: [UInt32]] = [:]
    for s in summaries {
      for f in s.facts(ScreenConstructions.self) {
        screens.formUnion(f.screens)
        for name in f.inDebugCode { roots.insert(ScreenConstructions.nameHash(name.utf8)) }
        for u in f.uses { uses[u.type, default: []].append(u.enclosing) }
      }
    }
    // The screens every construction of which lies in another such screen, then those
    // of them that debug code reaches.
    var candidates = screens.filter { roots.contains($0) || uses[$0] != nil }
    var changed = true
    while changed {
      changed = false
      for n in candidates where (uses[n] ?? []).contains(where: { !candidates.contains($0) }) {
        candidates.remove(n)
        changed = true
      }
    }
    var reached = candidates.intersection(roots)
    changed = true
    while changed {
      changed = false
      for n in candidates.subtracting(reached) where (uses[n] ?? []).contains(where: reached.contains) {
        reached.insert(n)
        changed = true
      }
    }
    return reached
  }

  /// Drops, from `start` on, the findings of rules in `ruleIDs` that lie in a file of an
  /// Xcode project's debug group (`XcodeDebugGroups`) or in a declaration or extension of
  /// a debug-only screen type: one of `types`, by default those that `summaries` show
  /// (`debugOnly`).
  public static func drop(
    _ diagnostics: inout [Diagnostic], from start: Int, _ summaries: [FileSummary], ruleIDs: Set<String>,
    types known: Set<UInt32>? = nil
  ) {
    guard !ruleIDs.isEmpty else { return }
    let groups = summaries.flatMap { $0.facts(XcodeDebugGroups.self) }
    if !groups.isEmpty {
      let kept = diagnostics[start...].filter { d in
        !(ruleIDs.contains(d.ruleID) && groups.contains { $0.holds(d.path) })
      }
      diagnostics.replaceSubrange(start..., with: kept)
    }
    let types = known ?? debugOnly(summaries)
    guard !types.isEmpty else { return }
    var regions: [String: [ClosedRange<Int>]] = [:]
    for s in summaries {
      for f in s.facts(ScreenConstructions.self) {
        for d in f.declarations where types.contains(d.name) {
          regions[s.path, default: []].append(d.lines)
        }
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
