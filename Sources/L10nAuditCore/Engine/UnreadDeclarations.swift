/// Findings in code that nothing runs: a formatter in a `static let` that no file names, a
/// date pattern in a `private func` that nothing calls. Such a finding shows nothing wrong
/// to anyone. Only the rules of `groups` are judged so (RULES.md keeps text in code that is
/// never called reported), and only in the files of an app: Swift files that an Xcode
/// project of the tree builds, where the tree holds the code that may name them.
///
/// Only declarations that no framework calls by name are asked about: members that are
/// `private`, `fileprivate`, `static` or `class`, instance members of a type that
/// conforms to nothing a framework calls back (`conformsToNoCallbacks`), declarations at a
/// file's top level, and local functions and constants. Left out: overrides, `@objc`,
/// `dynamic` and Interface Builder members, protocol requirements, and the names frameworks read
/// (`excludedNames`). A private or local declaration is unread when its own file writes
/// its name only where it declares it (`Finding.inUnreadCode`, found as the file is
/// scanned); any other, when the project's Swift and Objective-C files (tests and sample
/// apps aside: what only they read, the app never runs) write its name only where they
/// declare it (after `func`, `let` or `var`: two classes' uncalled `stringFromDate`), in
/// all (`Finding.declarations`, judged after the scan). A name written anywhere else (a
/// `#selector`, another type's member of the same name; for the project, a comment or a
/// string too) counts as a use.
public enum UnreadDeclarations {
  /// The rule groups whose findings in unread code are dropped.
  public static let groups: Set<RuleDescription.Group> = [.dates]

  /// Marks the findings of `ruleIDs` with what `file` tells about the declarations around
  /// them.
  static func mark(_ findings: inout [Finding], in file: SyntaxFile, ruleIDs: Set<String>) {
    guard !ruleIDs.isEmpty else { return }
    for k in findings.indices where ruleIDs.contains(findings[k].ruleID) {
      for d in declarations(file, at: findings[k].start) {
        if !d.fileOnly {
          findings[k].declarations.append(d.name)
        } else if file.wordPositions(d.name).count <= 1 {
          findings[k].inUnreadCode = true
        }
      }
    }
  }

  /// The declarations that hold byte `offset` of `file` (innermost first) and that only
  /// the project's own code can reach, each with whether only its own file can name it.
  static func declarations(_ file: SyntaxFile, at offset: Int) -> [(name: String, fileOnly: Bool)] {
    guard file.count > 0 else { return [] }
    let i = file.firstToken(atOrAfter: offset)
    var out: [(name: String, fileOnly: Bool)] = []
    func add(_ declaration: (start: Int, introducer: Int, name: Int)?) {
      guard let d = declaration, let found = qualifyingName(file, d) else { return }
      if !out.contains(where: { $0.name == found.name }) { out.append(found) }
    }
    // The statement the finding is in, when it declares a member or a constant.
    if let start = file.statementStart(i, within: 4_096) { add(declaration(file, startingAt: start)) }
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let scope = file.scopes[s]
      if scope.kind == .function || scope.kind == .accessor, scope.introducer >= 0, scope.name >= 0,
        file.isKeyword(Int(scope.introducer), [.func, .let, .var]),
        let start = file.statementStart(Int(scope.introducer), within: 4_096),
        // `let x = 5` and, on the next line, `run {`: the brace is no part of `x`.
        file.statementStart(Int(scope.open), within: 4_096) == start
      {
        add((start, Int(scope.introducer), Int(scope.name)))
      } else if scope.kind == .closure, file.isWord(Int(scope.open) - 1, "="),
        let start = file.statementStart(Int(scope.open), within: 4_096)
      {
        // `private let formatter: DateFormatter = { … }()`: the closure makes the value.
        add(declaration(file, startingAt: start))
      }
      s = Int(scope.parent)
    }
    return out
  }

  /// The declaration whose statement starts at `start`: attributes and modifiers, then
  /// `func`, `let` or `var` and a name. Nil for any other statement.
  static func declaration(_ file: SyntaxFile, startingAt start: Int) -> (
    start: Int, introducer: Int, name: Int
  )? {
    var j = start
    while j < file.count && j < start + 64 {
      if file.isKeyword(j, [.func, .let, .var]) {
        guard file.kind(j + 1) == .identifier else { return nil }
        return (start, j, j + 1)
      }
      switch file[j].kind {
      case .identifier, .keyword, .attribute:
        j += 1
      case .leftParen:
        // `@available(…)`, `private(set)`.
        guard file[j].match > Int32(j) else { return nil }
        j = Int(file[j].match) + 1
      default:
        return nil
      }
    }
    return nil
  }

  /// Names that frameworks read without the project writing them: SwiftUI's `body` and
  /// previews, environment and preference keys, App Intents' static texts, UIKit's class
  /// properties, `Encodable`'s `encode(to:)` and `Hashable`'s `hash(into:)`.
  static let excludedNames: Set<String> = [
    "body", "previews", "defaultValue", "reduce", "main", "title", "description", "typeDisplayRepresentation",
    "caseDisplayRepresentations", "parameterSummary", "openAppWhenRun", "appShortcuts", "layerClass",
    "supportsSecureCoding", "requiresConstraintBasedLayout", "allCases", "transferRepresentation",
    "readableContentTypes", "writableContentTypes", "configuration", "placeholder", "snapshot", "timeline",
    "encode", "hash",
  ]

  /// Words among a declaration's attributes and modifiers that let code outside the
  /// project call it by name.
  static let reachableFromOutside: Set<String> = [
    "override", "dynamic", "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction",
    "NSManaged", "main", "UIApplicationMain", "NSApplicationMain", "_cdecl", "_dynamicReplacement",
    "_silgen_name", "required", "optional",
  ]

  /// The declaration's name when only the project's own code can reach it, and whether
  /// only its own file can.
  static func qualifyingName(_ file: SyntaxFile, _ d: (start: Int, introducer: Int, name: Int)) -> (
    name: String, fileOnly: Bool
  )? {
    var name = file.text(d.name)
    if name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 {
      name = String(name.dropFirst().dropLast())
    }
    guard !excludedNames.contains(name) else { return nil }
    var isPrivate = false
    var isStatic = false
    var j = d.start
    while j < d.introducer {
      if file[j].kind == .leftParen {
        j = max(j + 1, Int(file[j].match) + 1)
        continue
      }
      var word = file.text(j)
      if word.hasPrefix("@") { word.removeFirst() }
      if reachableFromOutside.contains(word) { return nil }
      // `private(set) var`: private to write, not to read.
      if (word == "private" || word == "fileprivate") && file.kind(j + 1) != .leftParen { isPrivate = true }
      if word == "static" || word == "class" { isStatic = true }
      j += 1
    }
    let container = Int(file.scopeOfToken[d.start])
    guard container >= 0 else { return (name, isPrivate) }  // the file's top level
    let scope = file.scopes[container]
    switch scope.kind {
    case .type:
      // A protocol's members are requirements, met elsewhere.
      if scope.introducer >= 0 && file.isKeyword(Int(scope.introducer), [.protocol]) { return nil }
      if isPrivate { return (name, true) }
      if isStatic || conformsToNoCallbacks(file, type: container) { return (name, false) }
      return nil
    case .preview:
      return nil
    case .function, .accessor, .closure, .block:
      // A local function or constant: in a function's body. (A body the scopes do not
      // know, such as an `actor`'s, is no function's.)
      var s = container
      while s >= 0 {
        if file.scopes[s].kind == .function || file.scopes[s].kind == .accessor { return (name, true) }
        if file.scopes[s].kind == .type { return nil }
        s = Int(file.scopes[s].parent)
      }
      return nil
    }
  }

  /// Whether the type declared by scope `t` is a `struct`, `class` or `enum` whose
  /// inheritance clause names nothing but protocols with no method a framework calls
  /// (`class CalendarViewModel: ObservableObject`): its instance members are called by
  /// the project's own code or not at all. An extension is not asked (it may add a
  /// delegate's conformance), nor a subclass (its superclass may call them).
  static func conformsToNoCallbacks(_ file: SyntaxFile, type t: Int) -> Bool {
    let scope = file.scopes[t]
    guard scope.introducer >= 0, scope.name >= 0,
      file.isKeyword(Int(scope.introducer), [.`struct`, .`class`, .`enum`])
    else { return false }
    var j = Int(scope.name) + 1
    let open = Int(scope.open)
    if file.isWord(j, "<") {
      while j < open && !file.isWord(j, ">") { j += 1 }
      j += 1
    }
    guard j < open else { return true }
    guard file.kind(j) == .colon else { return false }
    j += 1
    while j < open {
      if file.isKeyword(j, [.`where`]) { break }
      if file.kind(j) == .identifier {
        guard file.text(j, isIn: inertProtocols) else { return false }
      } else if file.kind(j) != .comma && !file.isWord(j, "&") {
        return false
      }
      j += 1
    }
    return true
  }

  /// Protocols whose requirements are values, operators or names left alone
  /// (`excludedNames`), never a method a framework calls back.
  static let inertProtocols: WordSet = [
    "ObservableObject", "Identifiable", "Codable", "Decodable", "Encodable", "Equatable", "Hashable",
    "Sendable", "Comparable", "CaseIterable", "Error", "View", "CustomStringConvertible",
  ]

  /// Drops, from `start` on, the findings in unread code (`mark`) among those in the
  /// `appFiles`: in a declaration its own file never names, or in one that the files
  /// `sources` name only where they declare it, in all. `read` gives a file's bytes by its
  /// path (nil when it cannot be read: then only the first kind is dropped). Up to `jobs`
  /// files are read at once; nothing is read when no such finding has a declaration to look
  /// for.
  public static func drop(
    _ diagnostics: inout [Diagnostic], from start: Int, appFiles: Set<String>, sources: [String],
    read: @Sendable (String) -> [UInt8]?, jobs: Int
  ) {
    guard !appFiles.isEmpty else { return }
    let names = Set(
      diagnostics[start...].filter { appFiles.contains($0.path) && !$0.inUnreadCode }.flatMap(\.declarations))
    let unread = names.isEmpty ? [] : unreadNames(names, sources: sources, read: read, jobs: jobs)
    let kept = diagnostics[start...].filter { d in
      guard appFiles.contains(d.path) else { return true }
      return !d.inUnreadCode && !d.declarations.contains(where: unread.contains)
    }
    diagnostics.replaceSubrange(start..., with: kept)
  }

  /// Of `names`, those that the files `sources` write only to declare them; none when a
  /// file cannot be read.
  static func unreadNames(
    _ names: Set<String>, sources: [String], read: @Sendable (String) -> [UInt8]?, jobs: Int
  ) -> Set<String> {
    guard !sources.isEmpty else { return [] }
    let counter = NameCounter(names)
    let tasks = min(sources.count, max(1, jobs) * 8)
    let found = Parallel.map(0..<tasks, jobs: jobs) { t -> [Int]? in
      var counts = [Int](repeating: 0, count: counter.names.count)
      for k in stride(from: t, to: sources.count, by: tasks) {
        guard let bytes = read(sources[k]) else { return nil }
        counter.count(in: bytes, into: &counts)
      }
      return counts
    }
    var total = [Int](repeating: 0, count: counter.names.count)
    for counts in found {
      guard let counts else { return [] }
      for k in total.indices { total[k] += counts[k] }
    }
    var out = Set<String>()
    for (k, name) in counter.names.enumerated() where total[k] == 0 { out.insert(name) }
    return out
  }

  /// Counts whole-word occurrences of a set of names in bytes: each run of identifier bytes
  /// whose length and first byte some name has is compared with the names of its length.
  struct NameCounter: Sendable {
    let names: [String]
    private let byLength: [Int: [(bytes: [UInt8], index: Int)]]
    private let firstBytes: [Bool]

    init(_ names: Set<String>) {
      self.names = names.sorted()
      var byLength: [Int: [(bytes: [UInt8], index: Int)]] = [:]
      var first = [Bool](repeating: false, count: 256)
      for (k, name) in self.names.enumerated() {
        let bytes = Array(name.utf8)
        guard let b = bytes.first else { continue }
        byLength[bytes.count, default: []].append((bytes, k))
        first[Int(b)] = true
      }
      self.byLength = byLength
      firstBytes = first
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
      (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        || b >= 0x80
    }

    /// Whether the name at `start` follows `func`, `let` or `var` (and spaces): the
    /// declaration of a name, which reads nothing.
    static func isDeclared(_ b: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
      var j = start - 1
      while j >= 0 && (b[j] == 0x20 || b[j] == 0x09) { j -= 1 }
      guard j < start - 1 else { return false }
      for word: StaticString in ["func", "let", "var"] {
        let n = word.utf8CodeUnitCount
        guard j - n + 1 >= 0, j - n < 0 || !isIdentifierByte(b[j - n]) else { continue }
        if (0..<n).allSatisfy({ b[j - n + 1 + $0] == word.utf8Start[$0] }) { return true }
      }
      return false
    }

    /// Adds to `counts` the occurrences in `bytes` of each name that do not declare it.
    func count(in bytes: [UInt8], into counts: inout [Int]) {
      bytes.withUnsafeBufferPointer { b in
        var i = 0
        let n = b.count
        while i < n {
          guard Self.isIdentifierByte(b[i]) else {
            i += 1
            continue
          }
          let start = i
          while i < n && Self.isIdentifierByte(b[i]) { i += 1 }
          guard firstBytes[Int(b[start])], let candidates = byLength[i - start] else { continue }
          for (name, k) in candidates where name.elementsEqual(b[start..<i]) {
            if !Self.isDeclared(b, at: start) { counts[k] += 1 }
          }
        }
      }
    }
  }
}
