/// Findings in code that nothing runs: a formatter in a `static let` that no file names, a
/// date pattern in a `private func` that nothing calls. Such a finding shows nothing wrong
/// to anyone. Only the rules of `groups` and `ruleIDs` are judged so (RULES.md keeps a
/// hardcoded literal in code that is never called reported), and only in the files of an
/// app: Swift files that an Xcode project of the tree builds, where the tree holds the
/// code that may name them.
///
/// Only declarations that no framework calls by name are asked about: members that are
/// `private`, `fileprivate`, `static` or `class`, instance members of a type that
/// conforms to nothing a framework calls back (`conformsToNoCallbacks`), functions and
/// properties of extensions and subclasses that no framework reaches but through overrides
/// (`callsBackOnlyThroughOverrides`, `mayBeCallback`), types that only the project can make
/// (`unconstructedTypeName`: a SwiftUI view no file names), declarations at a file's top
/// level, and local functions and constants. Left out: overrides, `@objc`, `dynamic` and
/// Interface Builder members, protocol requirements, and the names frameworks read
/// (`excludedNames`). A private or local declaration is unread when its own file writes
/// its name only where it declares it (`Finding.inUnreadCode`, found as the file is
/// scanned); any other, when the project's Swift and Objective-C files (tests and sample
/// apps aside: what only they read, the app never runs) write its name only where they
/// declare it (after `func`, `let`, `var` or a type's keyword: two classes' uncalled
/// `stringFromDate`), in all (`Finding.declarations`, judged after the scan). A name
/// written anywhere else (a `#selector`, another type's member of the same name; for the
/// project, a string too, not a comment) counts as a use.
public enum UnreadDeclarations {
  /// The rule groups whose findings in unread code are dropped.
  public static let groups: Set<RuleDescription.Group> = [.dates, .numbers]

  /// The other rules whose findings in unread code are dropped: text built in code that
  /// nothing runs shows no one a sentence, and a key it looks up shows no one a missing
  /// text.
  public static let ruleIDs: Set<String> = [
    "concatenated-localized-string", "english-plural-branch", "frozen-notification-text",
    "non-positional-placeholders", "string-typed-ui-property", "catalog-missing-key",
  ]

  /// Whether findings of the rule `description` in unread code are dropped.
  public static func judges(_ description: RuleDescription) -> Bool {
    groups.contains(description.group) || ruleIDs.contains(description.id)
  }

  /// Marks the findings of `ruleIDs` with what `file` tells about the declarations around
  /// them.
  static func mark(_ findings: inout [Finding], in file: SyntaxFile, ruleIDs: Set<String>) {
    guard !ruleIDs.isEmpty else { return }
    for k in findings.indices where ruleIDs.contains(findings[k].ruleID) {
      (findings[k].declarations, findings[k].inUnreadCode) = judge(file, at: findings[k].start)
    }
  }

  /// Marks so, from `start` on, the diagnostics of `ruleIDs` in `appFiles` that the
  /// project pass made (from facts, with no file at hand): each of their files is read
  /// again (`read`, nil when it cannot be: its findings stay unmarked) and parsed once.
  public static func markProjectFindings(
    _ diagnostics: inout [Diagnostic], from start: Int, ruleIDs: Set<String>, appFiles: Set<String>,
    read: (String) -> [UInt8]?
  ) {
    guard !ruleIDs.isEmpty else { return }
    var byPath: [String: [Int]] = [:]
    for k in start..<diagnostics.count
    where ruleIDs.contains(diagnostics[k].ruleID) && appFiles.contains(diagnostics[k].path) {
      byPath[diagnostics[k].path, default: []].append(k)
    }
    for (path, indices) in byPath {
      guard let bytes = read(path) else { continue }
      let file = SyntaxFile(SourceFile(path: path, bytes: bytes))
      for k in indices {
        (diagnostics[k].declarations, diagnostics[k].inUnreadCode) = judge(
          file, at: diagnostics[k].start.offset)
      }
    }
  }

  /// The names of the declarations around byte `offset` of `file` that the project's
  /// code must name, and whether one that only the file can name it names nowhere else.
  static func judge(_ file: SyntaxFile, at offset: Int) -> (names: [String], unread: Bool) {
    var names: [String] = []
    var unread = false
    for d in declarations(file, at: offset) {
      if !d.fileOnly {
        names.append(d.name)
        continue
      }
      let positions = file.wordPositions(d.name)
      if positions.count <= 1 {
        unread = true
      } else if positions.count <= maxFollowedReads + 1 {
        // Read only inside code that is unread itself: private, or a declaration that all
        // of its reads lie in, which the project pass looks for.
        switch readers(of: d.name, in: file, at: positions) {
        case .dead: unread = true
        case .outer(let outer): names.append(outer[0])
        case .live: break
        }
      }
    }
    return (names, unread)
  }

  /// The declarations that hold byte `offset` of `file` (innermost first) and that only
  /// the project's own code can reach, each with whether only its own file can name it.
  static func declarations(_ file: SyntaxFile, at offset: Int) -> [(name: String, fileOnly: Bool)] {
    guard file.count > 0 else { return [] }
    let i = file.firstToken(atOrAfter: offset)
    var out: [(name: String, fileOnly: Bool)] = []
    func insert(_ found: (name: String, fileOnly: Bool)?) {
      guard let found, !out.contains(where: { $0.name == found.name }) else { return }
      out.append(found)
    }
    func add(_ declaration: (start: Int, introducer: Int, name: Int)?) {
      insert(declaration.flatMap { qualifyingName(file, $0) })
    }
    // A statement that sets a property (`detailText = "…"`, also through a closure that
    // makes the value: `inspectorText = slices.map { … }`): a property that nothing reads
    // shows the text to no one (`assignedPrefix`).
    func addAssigned(statementStart start: Int) {
      guard let target = assignedProperty(file, statementStart: start), i > target + 1 else { return }
      insert((assignedPrefix + file.text(target), false))
    }
    // The statement the finding is in, when it declares a member or a constant, or sets a
    // property.
    if let start = file.statementStart(i, within: 4_096) {
      add(declaration(file, startingAt: start))
      addAssigned(statementStart: start)
    }
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let scope = file.scopes[s]
      if scope.kind == .function || scope.kind == .accessor, scope.introducer >= 0, scope.name >= 0,
        file.isKeyword(Int(scope.introducer), [.func, .let, .var]),
        let start = file.statementStart(Int(scope.introducer), within: 4_096),
        // `let x = 5` and, on the next line, `run {`: the brace is no part of `x`. A
        // function's brace is its own, on the signature's line or the next.
        file.isKeyword(Int(scope.introducer), [.func])
          || file.statementStart(Int(scope.open), within: 4_096) == start
      {
        add((start, Int(scope.introducer), Int(scope.name)))
      } else if scope.kind == .type {
        insert(unconstructedTypeName(file, type: s))
      } else if scope.kind == .closure, file.isWord(Int(scope.open) - 1, "="),
        let start = file.statementStart(Int(scope.open), within: 4_096)
      {
        // `private let formatter: DateFormatter = { … }()`: the closure makes the value.
        add(declaration(file, startingAt: start))
      } else if scope.kind == .closure, let start = file.statementStart(Int(scope.open), within: 4_096) {
        addAssigned(statementStart: start)
      }
      s = Int(scope.parent)
    }
    return out
  }

  /// Marks a name in `Finding.declarations` that is unread when the project's files only
  /// declare it, set it (`name = …`, `name += …`) or label an argument with it
  /// (`Row(detailText: …)`): a property the finding's text is assigned to.
  static let assignedPrefix = "="

  /// The token of the property that the statement starting at `start` sets: `name = …`,
  /// `self.name = …`, `name += …`, where `name` is a `var` that a type of the same file
  /// declares (not an override: a framework's own property, such as a view controller's
  /// `title`, is read by the framework; nor one of an `Encodable` type); nil for any other
  /// statement.
  static func assignedProperty(_ file: SyntaxFile, statementStart start: Int) -> Int? {
    var t = start
    if file.isWord(t, "self") && file.kind(t + 1) == .period { t += 2 }
    guard file.kind(t) == .identifier, file.kind(t + 1) == .operator,
      file.isWord(t + 1, "=") || file.isWord(t + 1, "+=")
    else { return nil }
    // `declarations(of:)` gives the `let` or `var` before each declared name.
    let declared = file.declarations(of: file.text(t)).contains { k in
      let k = Int(k)
      guard file.isKeyword(k, [.var]) else { return false }
      let scope = Int(file.scopeOfToken[k])
      guard scope >= 0, file.scopes[scope].kind == .type, let statement = file.statementStart(k, within: 64)
      else { return false }
      // An `Encodable` type's properties are read by the code the compiler writes.
      if let inherited = inheritance(file, type: scope),
        inherited.contains(where: { file.isWord($0, "Codable") || file.isWord($0, "Encodable") })
      {
        return false
      }
      return !(statement..<k).contains { file.isWord($0, "override") }
    }
    return declared ? t : nil
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

  /// The name of the `struct`, `class` or `enum` of scope `t` when only the project's code
  /// can make one: it conforms to nothing a framework calls back (`struct PracticeSummary:
  /// View`; no storyboard names such a type) and bears no attribute (`@main`), with whether
  /// only its own file can name it.
  static func unconstructedTypeName(_ file: SyntaxFile, type t: Int) -> (name: String, fileOnly: Bool)? {
    let scope = file.scopes[t]
    let introducer = Int(scope.introducer)
    guard scope.name >= 0, conformsToNoCallbacks(file, type: t),
      let start = file.statementStart(introducer, within: 256)
    else { return nil }
    var isPrivate = false
    for j in start..<introducer {
      if file[j].kind == .attribute { return nil }
      if file.isWord(j, "private") || file.isWord(j, "fileprivate") { isPrivate = true }
    }
    return (file.text(Int(scope.name)), isPrivate)
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
      if callsBackOnlyThroughOverrides(file, type: container) && !mayBeCallback(file, d) {
        return (name, false)
      }
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
  /// the project's own code or not at all. Extensions and subclasses are asked by
  /// `callsBackOnlyThroughOverrides`.
  static func conformsToNoCallbacks(_ file: SyntaxFile, type t: Int) -> Bool {
    let scope = file.scopes[t]
    guard scope.introducer >= 0, file.isKeyword(Int(scope.introducer), [.`struct`, .`class`, .`enum`]),
      let inherited = inheritance(file, type: t)
    else { return false }
    return inherited.allSatisfy { file.text($0, isIn: inertProtocols) }
  }

  /// Whether a framework reaches the members of the type or extension of scope `t` only
  /// through overrides and `@objc` (both left out): an `extension` that adds no
  /// conformance but inert ones (`extension Date`, `extension StringsViewController`), or
  /// a `class` that names a superclass and inert protocols only (`class TokenCell:
  /// UITableViewCell`). Not an `@objc` extension or an `@objcMembers` class. A member
  /// there may still meet a requirement that another declaration conforms to
  /// (`mayBeCallback` tells), and a class's first name may be a protocol
  /// (`protocolSuffixes`).
  static func callsBackOnlyThroughOverrides(_ file: SyntaxFile, type t: Int) -> Bool {
    let scope = file.scopes[t]
    let introducer = Int(scope.introducer)
    guard introducer >= 0, file.isKeyword(introducer, [.`extension`, .`class`]),
      let inherited = inheritance(file, type: t),
      let start = file.statementStart(introducer, within: 256)
    else { return false }
    for j in start..<introducer where file[j].kind == .attribute {
      if file.isWord(j, "@objc") || file.isWord(j, "@objcMembers") { return false }
    }
    var protocols = inherited[...]
    if file.isKeyword(introducer, [.`class`]), let first = inherited.first {
      let name = file.text(first)
      if protocolSuffixes.contains(where: name.hasSuffix) { return false }
      protocols = inherited.dropFirst()
    }
    return protocols.allSatisfy { file.text($0, isIn: inertProtocols) }
  }

  /// Endings of protocol names, which a class's first inherited name may be instead of a
  /// superclass (`class SocketListener: WebSocketDelegate`, `class TimeAxis:
  /// AxisValueFormatter`, whose `stringForValue(_:axis:)` a chart calls).
  static let protocolSuffixes = [
    "Delegate", "DataSource", "Source", "Protocol", "Provider", "Handling", "Handler", "Formatter",
    "Listener", "Observer", "Renderer", "able", "ible",
  ]

  /// The token indices of the names in the inheritance clause of the type or extension
  /// of scope `t` (`Foo.Bar` gives `Bar`), empty when it has none; nil when the clause
  /// holds more than names (`Base<T>`, `any P`).
  static func inheritance(_ file: SyntaxFile, type t: Int) -> [Int]? {
    let scope = file.scopes[t]
    guard scope.name >= 0 else { return nil }
    let open = Int(scope.open)
    var j = Int(scope.name) + 1
    while file.kind(j) == .period && file.kind(j + 1) == .identifier { j += 2 }
    if file.isWord(j, "<") {
      while j < open && !file.isWord(j, ">") { j += 1 }
      j += 1
    }
    guard j < open && !file.isKeyword(j, [.`where`]) else { return [] }
    guard file.kind(j) == .colon else { return nil }
    j += 1
    var names: [Int] = []
    while j < open {
      if file.isKeyword(j, [.`where`]) { break }
      switch file.kind(j) {
      case .identifier:
        if file.kind(j + 1) == .period { break }
        names.append(j)
      case .comma, .period:
        break
      default:
        guard file.isWord(j, "&") else { return nil }
      }
      j += 1
    }
    return names
  }

  /// Whether the function of declaration `d` may be a callback that a framework calls by
  /// its name: one of its parameters has a type named as framework types are, an
  /// uppercase prefix and a word (`UITableView`, `CLLocationManager`, `URLSession`), as
  /// a delegate method's first parameter does (`numberOfSections(in tableView:
  /// UITableView)`).
  static func mayBeCallback(_ file: SyntaxFile, _ d: (start: Int, introducer: Int, name: Int)) -> Bool {
    guard file.isKeyword(d.introducer, [.func]) else { return false }
    var j = d.name + 1
    if file.isWord(j, "<") {
      while j < file.count && j < d.name + 64 && !file.isWord(j, ">") { j += 1 }
      j += 1
    }
    guard file.kind(j) == .leftParen, file[j].match > Int32(j) else { return true }
    for k in j + 1..<Int(file[j].match) where file.kind(k) == .identifier && file.kind(k - 1) != .period {
      if hasFrameworkPrefix(file.text(k).utf8) { return true }
    }
    return false
  }

  /// Whether a type name opens with three or more capitals and then a lowercase letter.
  static func hasFrameworkPrefix(_ name: String.UTF8View) -> Bool {
    var capitals = 0
    for b in name {
      if b >= 0x41 && b <= 0x5A {
        capitals += 1
      } else {
        return capitals >= 3 && b >= 0x61 && b <= 0x7A
      }
    }
    return false
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

  /// Of `names`, those that the files `sources` write only to declare them, or at most
  /// `maxFollowedReads` times, each inside code that nothing runs (`readOnlyInUnreadCode`);
  /// none when a file cannot be read.
  static func unreadNames(
    _ names: Set<String>, sources: [String], read: @Sendable (String) -> [UInt8]?, jobs: Int,
    followReaders: Bool = true
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
    guard followReaders else { return out }
    let rare = counter.names.indices.filter { total[$0] > 0 && total[$0] <= maxFollowedReads }
    guard !rare.isEmpty else { return out }
    return out.union(
      readOnlyInUnreadCode(Set(rare.map { counter.names[$0] }), sources: sources, read: read, jobs: jobs))
  }

  /// Counts whole-word occurrences of a set of names in bytes: each run of identifier bytes
  /// whose length and first byte some name has is compared with the names of its length.
  struct NameCounter: Sendable {
    /// The names as given (`assignedPrefix` kept).
    let names: [String]
    private let byLength: [Int: [(bytes: [UInt8], index: Int, readsOnly: Bool)]]
    private let firstBytes: [Bool]

    /// A name marked with `assignedPrefix` counts only where it is read: not where it is
    /// set or labels an argument.
    init(_ names: Set<String>) {
      self.names = names.sorted()
      var byLength: [Int: [(bytes: [UInt8], index: Int, readsOnly: Bool)]] = [:]
      var first = [Bool](repeating: false, count: 256)
      for (k, name) in self.names.enumerated() {
        let readsOnly = name.hasPrefix(assignedPrefix)
        let bytes = Array(name.utf8.dropFirst(readsOnly ? assignedPrefix.utf8.count : 0))
        guard let b = bytes.first else { continue }
        byLength[bytes.count, default: []].append((bytes, k, readsOnly))
        first[Int(b)] = true
      }
      self.byLength = byLength
      firstBytes = first
    }

    /// Whether the name ending before `end` is set (`= `, `+=`, not `==`) or labels an
    /// argument (`name:` with no space, not `::`).
    static func isWrittenOrLabel(_ b: UnsafeBufferPointer<UInt8>, at end: Int) -> Bool {
      var j = end
      if j < b.count && b[j] == 0x3A { return j + 1 >= b.count || b[j + 1] != 0x3A }
      while j < b.count && (b[j] == 0x20 || b[j] == 0x09) { j += 1 }
      guard j < b.count else { return false }
      if b[j] == 0x3D { return j + 1 >= b.count || b[j + 1] != 0x3D }
      return b[j] == 0x2B && j + 1 < b.count && b[j + 1] == 0x3D
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
      (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        || b >= 0x80
    }

    /// Whether the name at `start` follows `func`, `let` or `var`, or a type's keyword
    /// (and spaces): the declaration of a name, which reads nothing; an `extension` of a
    /// type makes none.
    static func isDeclared(_ b: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
      var j = start - 1
      while j >= 0 && (b[j] == 0x20 || b[j] == 0x09) { j -= 1 }
      guard j < start - 1 else { return false }
      for word: StaticString in ["func", "let", "var", "struct", "class", "enum", "extension", "actor"] {
        let n = word.utf8CodeUnitCount
        guard j - n + 1 >= 0, j - n < 0 || !isIdentifierByte(b[j - n]) else { continue }
        if startsWith(b, at: j - n + 1, word) { return true }
      }
      return false
    }

    /// Where counting goes on after the `#if DEBUG` that starts a line at `i`: after the
    /// line of its `#else` or `#elseif`, or after its `#endif` (nested `#if`s counted);
    /// nil for any other `#`.
    static func debugBlockEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
      var j = i - 1
      while j >= 0 && (b[j] == 0x20 || b[j] == 0x09) { j -= 1 }
      guard j < 0 || b[j] == 0x0A, startsWith(b, at: i, "#if DEBUG") else { return nil }
      var k = i + 9
      while k < b.count && (b[k] == 0x20 || b[k] == 0x09 || b[k] == 0x0D) { k += 1 }
      guard k >= b.count || b[k] == 0x0A || startsWith(b, at: k, "//") else { return nil }
      var depth = 0
      while k < b.count {
        // The next line's first non-blank byte.
        while k < b.count && b[k] != 0x0A { k += 1 }
        k += 1
        while k < b.count && (b[k] == 0x20 || b[k] == 0x09) { k += 1 }
        guard k < b.count, b[k] == 0x23 else { continue }
        if startsWith(b, at: k, "#if") {
          depth += 1
        } else if startsWith(b, at: k, "#endif") {
          if depth == 0 { return k + 6 }
          depth -= 1
        } else if depth == 0, startsWith(b, at: k, "#else") {
          return k + 5
        }
      }
      return b.count
    }

    /// Where counting goes on after the `#Preview` macro at `i`: after the brace that
    /// closes its body (braces in strings on its lines aside); nil for any other `#`. Only
    /// Xcode's canvas runs a preview.
    static func previewEnd(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
      guard startsWith(b, at: i, "#Preview"), i + 8 >= b.count || !isIdentifierByte(b[i + 8]) else {
        return nil
      }
      var k = i + 8
      var depth = 0
      var inString = false
      while k < b.count {
        switch b[k] {
        case 0x0A: inString = false
        case 0x22 where b[k - 1] != 0x5C: inString.toggle()
        case 0x7B where !inString: depth += 1
        case 0x7D where !inString:
          depth -= 1
          if depth == 0 { return k + 1 }
        default: break
        }
        k += 1
      }
      return b.count
    }

    static func startsWith(_ b: UnsafeBufferPointer<UInt8>, at i: Int, _ text: StaticString) -> Bool {
      let n = text.utf8CodeUnitCount
      guard i + n <= b.count else { return false }
      for k in 0..<n where b[i + k] != text.utf8Start[k] { return false }
      return true
    }

    /// Adds to `counts` the occurrences in `bytes` of each name that do not declare it,
    /// outside comments (`// showReport()`: a call commented out), `#if DEBUG` blocks and
    /// `#Preview` bodies.
    /// A `"` opens or closes a string until the line ends (a `//` in `"https://…"` opens no
    /// comment).
    func count(in bytes: [UInt8], into counts: inout [Int]) {
      forEachRead(in: bytes) { k, _ in counts[k] += 1 }
    }

    /// Calls `body` with the index of the name and the byte offset of each occurrence
    /// that `count(in:into:)` counts.
    func forEachRead(in bytes: [UInt8], _ body: (Int, Int) -> Void) {
      bytes.withUnsafeBufferPointer { b in
        var i = 0
        let n = b.count
        var inString = false
        while i < n {
          guard Self.isIdentifierByte(b[i]) else {
            switch b[i] {
            case 0x0A:
              inString = false
            case 0x22 where i == 0 || b[i - 1] != 0x5C:
              inString.toggle()
            case 0x2F where !inString && i + 1 < n && b[i + 1] == 0x2F:
              while i < n && b[i] != 0x0A { i += 1 }
              continue
            case 0x2F where !inString && i + 1 < n && b[i + 1] == 0x2A:
              i += 2
              while i + 1 < n && !(b[i] == 0x2A && b[i + 1] == 0x2F) { i += 1 }
              i += 2
              continue
            case 0x23 where !inString:
              // `#if DEBUG … #endif`: what only a debug build runs, the app never does.
              if let end = Self.debugBlockEnd(b, at: i) ?? Self.previewEnd(b, at: i) {
                i = end
                continue
              }
            default:
              break
            }
            i += 1
            continue
          }
          let start = i
          while i < n && Self.isIdentifierByte(b[i]) { i += 1 }
          guard firstBytes[Int(b[start])], let candidates = byLength[i - start] else { continue }
          for (name, k, readsOnly) in candidates where name.elementsEqual(b[start..<i]) {
            if !Self.isDeclared(b, at: start) && !(readsOnly && Self.isWrittenOrLabel(b, at: i)) {
              body(k, start)
            }
          }
        }
      }
    }
  }
}
