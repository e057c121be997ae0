/// Text for developers that no UI API receives: the bodies of `description`,
/// `debugDescription` and similar members, which print values in logs and the debugger.
public enum DeveloperDescriptions {
  public static let members: WordSet = [
    "description", "debugDescription", "logDescription", "customMirror", "playgroundDescription",
  ]
}

extension SyntaxFile {
  /// Whether token `i` is inside a `description`-like member (`var debugDescription: String { … }`).
  public func isInDeveloperDescription(_ i: Int) -> Bool {
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      let scope = scopes[s]
      if scope.kind == .type { return false }
      if scope.name >= 0, text(Int(scope.name), isIn: DeveloperDescriptions.members) {
        return true
      }
      s = Int(scope.parent)
    }
    return false
  }
}

extension SyntaxFile {
  /// The file's debug-only code, found once and shared by the rules that skip it.
  public var debugCode: DebugCode { work.memo(DebugCode.self) { DebugCode(self) } }
}

/// Debug-only code: screens and menus that teams keep in English on purpose. A file,
/// folder or type named `…Debug…`, a folder of a developer menu, a function or computed property named `debug…`
/// (`debugTitle`), a log console (a type named for logs whose texts name log levels:
/// `namesLogLevels`), or code under `#if DEBUG`, `#if STAGING` and other internal-build
/// conditions (`isInternalBuild`).
public struct DebugCode: Sendable {
  let wholeFile: Bool
  let regions: [Range<Int>]
  /// For each scope: it or an enclosing scope is a type or member named for debugging. Computed once, so
  /// a query is O(1) instead of a walk (and a name decoding) per enclosing scope.
  let debugScopes: [Bool]

  public init(_ file: borrowing SyntaxFile) {
    // A file or folder named for debugging (`DebugMenu.swift`, `Modules/DebugMenu/…`):
    // `Debug` in the file name or the three folders above it (not higher, where the
    // path may name the folder the audit runs in).
    // A folder of a developer menu (`Source/Developer Menu/Features/…`) too.
    let tail = String(Self.tail(of: file.path, components: 4))
    wholeFile =
      TextSearch.contains(tail, "Debug") || TextSearch.contains(tail, "Developer Menu")
      || TextSearch.contains(tail, "DeveloperMenu")
    var regions: [Range<Int>] = []
    // Stack of (is a `#if DEBUG` branch, start token, whether the `#else` branch is one:
    // `#if !targetEnvironment(simulator)` … `#else`).
    var stack: [(Bool, Int, Bool)] = []
    // From the lexer's list of pound keywords, not a pass over every token.
    for k in file.kindIndex.poundKeywords {
      let i = Int(k)
      if file.isWord(i, "#if") {
        stack.append(
          (Self.isInternalBuild(file, condition: i + 1), i, Self.negatesInternalBuild(file, condition: i + 1))
        )
      } else if file.isWord(i, "#elseif") || file.isWord(i, "#else") || file.isWord(i, "#endif") {
        guard let (debug, start, elseIsDebug) = stack.popLast() else { continue }
        if debug { regions.append(start..<i) }
        if !file.isWord(i, "#endif") { stack.append((file.isWord(i, "#else") && elseIsDebug, i, false)) }
      }
    }
    self.regions = regions
    // Parents come before their children. Every test below needs `debug` or `Debug` in
    // the file: one byte search spares most files the walk.
    var debugScopes = [Bool](repeating: false, count: file.scopes.count)
    let named = Self.tokensMentioningDebug(file)
    // Whether a token of `named` lies in `range`: the gate and signature tests read only
    // the few scopes near one.
    func mentions(_ range: Range<Int>) -> Bool {
      let i = SyntaxFile.lowerBound(of: range.lowerBound, in: named)
      return i < named.count && Int(named[i]) < range.upperBound
    }
    let logConsoles = file.scopes.contains {
      $0.kind == .type && $0.name >= 0 && Self.namesLogs(file, Int($0.name))
    }
    for (k, scope) in file.scopes.enumerated() where !named.isEmpty || logConsoles {
      if scope.parent >= 0 && debugScopes[Int(scope.parent)] {
        debugScopes[k] = true
      } else if scope.kind == .type, scope.name >= 0, Self.namesDebug(file, Int(scope.name)) {
        debugScopes[k] = true
      } else if logConsoles, scope.kind == .type, scope.name >= 0, Self.namesLogs(file, Int(scope.name)),
        Self.namesLogLevels(file, scope: k)
      {
        debugScopes[k] = true
      } else if scope.kind == .function || scope.kind == .accessor, scope.name >= 0,
        Self.startsWithDebug(file, Int(scope.name)) || Self.namesDeveloperMenu(file, Int(scope.name))
      {
        debugScopes[k] = true
      } else if scope.kind == .block, mentions(max(0, Int(scope.open) - 24)..<Int(scope.open)),
        Self.isDebugGate(file, scope)
      {
        debugScopes[k] = true
      } else if scope.kind == .function, scope.name >= 0, mentions(Int(scope.name)..<Int(scope.open)),
        Self.hasDebugSignature(file, scope)
      {
        debugScopes[k] = true
      }
    }
    self.debugScopes = debugScopes
  }

  /// The last `components` components of `path` (all of it when it has fewer).
  static func tail(of path: String, components: Int) -> Substring {
    var seen = 0
    for i in path.utf8.indices.reversed() where path.utf8[i] == UInt8(ascii: "/") {
      seen += 1
      if seen == components { return path[path.utf8.index(after: i)...] }
    }
    return path[...]
  }

  /// Whether the `#if` condition starting at token `c` is one internal-build term negated
  /// and nothing more (`!targetEnvironment(simulator)`, `!DEBUG`): its `#else` branch runs
  /// only in internal builds.
  static func negatesInternalBuild(_ file: SyntaxFile, condition c: Int) -> Bool {
    guard file.isWord(c, "!"), let end = internalTermEnd(file, c + 1) else { return false }
    // Nothing joined after it: `||` and `&&` are operators.
    return file.kind(end) != .operator
  }

  /// Whether the `#if` condition starting at token `c` holds only in builds that never
  /// reach users: a flag named for one (`DEBUG`, `STAGING`, `ENABLE_LOGGING`,
  /// `ENABLE_TESTING`, `MOCK_API`: a part between `_` is one of `internalFlagParts`), a
  /// negated release flag (`!RELEASE`, `!PROD`, `!PRODUCTION`, `!APPSTORE`), or
  /// `targetEnvironment(simulator)`, or such terms joined with `||` (`DEVELOPMENT ||
  /// STAGING`, `DEBUG || !PROD`). A condition joined with others (`DEBUG || BETA`,
  /// `DEBUG && X`) is not known.
  static func isInternalBuild(_ file: SyntaxFile, condition c: Int) -> Bool {
    var t = c
    for _ in 0..<8 {
      guard let next = internalTermEnd(file, t) else { return false }
      guard file.isWord(next, "||") else { return file.kind(next) != .operator }
      t = next + 1
    }
    return false
  }

  /// The token after the term of a condition that starts at `t`, when the term names an
  /// internal build; nil otherwise.
  static func internalTermEnd(_ file: SyntaxFile, _ t: Int) -> Int? {
    if file.isWord(t, "targetEnvironment"), file.kind(t + 1) == .leftParen, file.isWord(t + 2, "simulator"),
      file.kind(t + 3) == .rightParen
    {
      return t + 4
    }
    if file.isWord(t, "!") {
      guard file.kind(t + 1) == .identifier, releaseFlags.contains(file.text(t + 1)) else { return nil }
      return t + 2
    }
    guard file.kind(t) == .identifier, isInternalFlag(file.text(t)) else { return nil }
    return t + 1
  }

  /// Flags of the builds that reach users, whose negation marks an internal build.
  static let releaseFlags: Set<String> = ["RELEASE", "APPSTORE", "PRODUCTION", "PROD"]

  static func isInternalFlag(_ name: String) -> Bool {
    name.split(separator: "_").contains { internalFlagParts.contains(String($0)) }
  }

  /// Parts of compile flags that name internal builds.
  static let internalFlagParts: Set<String> = [
    "DEBUG", "STAGING", "TEST", "TESTING", "LOGGING", "MOCK", "MOCKS", "DEV", "DEVELOPMENT", "DEVELOPER",
    "INTERNAL", "SIMULATOR", "TESTFLIGHT",
  ]

  /// Whether the name token `t` contains `Debug` or `DeveloperMenu` (type names only: a
  /// few per file).
  static func namesDebug(_ file: SyntaxFile, _ t: Int) -> Bool {
    contains(file, t, "Debug") || namesDeveloperMenu(file, t)
  }

  /// Whether the name token `t` has `Log` or `Logs` as a word of its own (`LogsView`,
  /// `AppLogViewController`; not `Login` or `Catalog`).
  static func namesLogs(_ file: SyntaxFile, _ t: Int) -> Bool {
    let name = file.bytes[file[t].range]
    var i = name.startIndex
    while let l = name[i...].firstIndex(of: UInt8(ascii: "L")) {
      defer { i = l + 1 }
      guard name[l...].starts(with: "Log".utf8) else { continue }
      let wordStart = l == name.startIndex || name[l - 1] &- 0x61 < 26 || name[l - 1] &- 0x30 < 10
      var end = l + 3
      if end < name.endIndex && name[end] == UInt8(ascii: "s") { end += 1 }
      if wordStart && (end == name.endIndex || name[end] &- 0x41 < 26) { return true }
    }
    return false
  }

  /// Whether the texts of type scope `scope` name two or more log levels (`"Debug"`,
  /// `"Warning"`): a console that lists a log's entries by level, kept for developers.
  static func namesLogLevels(_ file: borrowing SyntaxFile, scope: Int) -> Bool {
    var found = Set<String>()
    for k in file.body(ofScope: scope)
    where file[k].kind == .stringSegment && file[k].range.count <= 8 {
      let text = file.text(k)
      if logLevels.contains(text) { found.insert(text.lowercased()) }
    }
    return found.count >= 2
  }

  static let logLevels: Set<String> = [
    "Debug", "Info", "Warning", "Error", "Verbose", "Trace", "Fatal", "Notice", "Critical",
    "DEBUG", "INFO", "WARNING", "ERROR", "VERBOSE", "TRACE", "FATAL",
  ]

  /// Whether the name token `t` contains `DeveloperMenu` or `DevMenu` (`openDeveloperMenu()`,
  /// `DevMenuView`): the screen of a team's internal settings. (`Developer` alone
  /// may be a user's own account, as in an app for developers.)
  static func namesDeveloperMenu(_ file: SyntaxFile, _ t: Int) -> Bool {
    contains(file, t, "DeveloperMenu") || contains(file, t, "DevMenu")
  }

  static func contains(_ file: SyntaxFile, _ t: Int, _ part: StaticString) -> Bool {
    // On the name's bytes; as a `String` only when non-ASCII bytes could change the answer.
    let range = file[t].range
    let fast = file.bytes.withUnsafeBufferPointer {
      TextSearch.contains(bytes: UnsafeBufferPointer(rebasing: $0[range]), part)
    }
    return fast ?? TextSearch.contains(file.text(t), part)
  }

  /// Whether the name token `t` is `debug` followed by a capital (`debugTitle`,
  /// `debugMenu()`): a function or computed property named for debugging. A name with
  /// `Debug` inside (`promptToSendDebugLogs`) can be a screen users see.
  static func startsWithDebug(_ file: SyntaxFile, _ t: Int) -> Bool {
    let bytes = file.bytes
    let start = Int(file[t].start)
    guard Int(file[t].end) - start > 5 else { return false }
    return bytes[start..<(start + 5)].elementsEqual([0x64, 0x65, 0x62, 0x75, 0x67])  // debug
      && bytes[start + 5] &- 0x41 < 26
  }

  /// The tokens whose text holds `ebug` (`debugMode`, `DebugPermission`),
  /// `DeveloperMenu` or `DevMenu`, in order: found
  /// by a byte search, each placed by a binary search over the token starts.
  static func tokensMentioningDebug(_ file: SyntaxFile) -> [Int32] {
    var out: [Int32] = []
    file.tokens.withUnsafeBufferPointer { tokens in
      file.source.bytes.withUnsafeBufferPointer { bytes in
        func place(_ offset: Int) {
          // The last token starting at or before the offset.
          var lo = 0
          var hi = tokens.count
          while lo < hi {
            let mid = (lo &+ hi) / 2
            if Int(tokens[mid].start) <= offset { lo = mid + 1 } else { hi = mid }
          }
          let t = lo - 1
          if t >= 0, Int(tokens[t].end) > offset, tokens[t].kind == .identifier, out.last != Int32(t) {
            out.append(Int32(t))
          }
        }
        ByteSearch.forEachOffset(of: "ebug", in: bytes) { offset in
          place(offset)
          return true
        }
        let debugCount = out.count
        for menu: StaticString in ["DeveloperMenu", "DevMenu"] {
          ByteSearch.forEachOffset(of: menu, in: bytes) { offset in
            place(offset)
            return true
          }
        }
        if out.count > debugCount {
          out.sort()
          var unique: [Int32] = []
          for t in out where unique.last != t { unique.append(t) }
          out = unique
        }
      }
    }
    file.work.add(out.count + 1)
    return out
  }

  /// `if settings.debugMode { … }`, `if Defaults.workerDebugging { … }`,
  /// `if AppEnvironment.isDebug && !isSimulatingProduction { … }`: the body of an `if`
  /// whose condition reads a flag named for debugging, a feature gate that users do not
  /// reach. Not its `else`, and not a condition that reads such a flag negated
  /// (`!isDebug`, `!AppEnvironment.isDebug`); a flag named for hiding debug code gates it
  /// only negated (`if !viewModel.hidesDebugSection`). Another flag negated beside it
  /// changes nothing; of parts joined with `||`, each must read a flag for debugging or
  /// for an internal build (`isDebug || isNonProductionEnvironment`, not `onboardingDone
  /// || skipOnboardingForDebug`).
  static func isDebugGate(_ file: SyntaxFile, _ scope: Scope) -> Bool {
    let open = Int(scope.open)
    var i = open - 1
    // The condition: back to the `if` on the same nesting level, at most a few tokens.
    var steps = 0
    var sawFlag = false
    // Each part that `||` joins reads a flag of an internal build (`isDebug ||
    // isNonProductionEnvironment`); `onboardingDone || skipOnboardingForDebug` runs for
    // users too.
    var partReadsFlag = false
    // In the member chain read so far (`AppEnvironment.isDebug`, right to left): a flag
    // named for debugging, and one named for hiding debug code.
    var named = false
    var hidden = false
    while i >= 0 && steps < 24 {
      steps += 1
      let t = file[i]
      if file.isKeyword(i, [.`if`]) { return sawFlag && partReadsFlag }
      if file.isWord(i, "||") {
        guard partReadsFlag else { return false }
        partReadsFlag = false
      }
      if t.kind == .leftBrace || t.kind == .rightBrace || file.isKeyword(i, [.`else`, .`guard`, .`while`]) {
        return false
      }
      if t.kind == .identifier || file.isWord(i, "self") {
        if namesDebug(file, i) || startsWithDebug(file, i) || file.isWord(i, "debug") {
          // `hidesDebugSection` gates debug code when negated, and only then.
          if hidesSomething(file, i) { hidden = true } else { named = true }
          partReadsFlag = true
        } else if namesInternalBuild(file, i) {
          partReadsFlag = true
        }
      }
      // The chain's start (`AppEnvironment`, or the `.` of an implicit member: `.debug`):
      // what a `!` before it negates.
      let before = file.kind(i - 1)
      let startsChain =
        t.kind == .period
        ? before != .identifier && before != .rightParen && before != .rightBracket
          && !file.isWord(i - 1, "self")
          && !file.isWord(i - 1, "?") && !file.isWord(i - 1, "!")
        : (t.kind == .identifier || file.isWord(i, "self")) && before != .period
      if startsChain {
        if file.isWord(i - 1, "!") {
          if hidden { sawFlag = true } else if named { return false }
        } else if named && !hidden {
          sawFlag = true
        }
        named = false
        hidden = false
      }
      i -= 1
    }
    return false
  }

  /// Whether identifier `i` names a build that does not reach the App Store
  /// (`isNonProductionEnvironment`, `isTestFlight`, `isStaging`, `isInternalBuild`), or a
  /// run in the simulator (`isSimulator`), which no user's device is.
  static func namesInternalBuild(_ file: SyntaxFile, _ i: Int) -> Bool {
    contains(file, i, "NonProd") || contains(file, i, "TestFlight") || contains(file, i, "Testflight")
      || contains(file, i, "Staging") || contains(file, i, "InternalBuild") || contains(file, i, "Simulator")
  }

  /// Whether identifier `i` is named for hiding (`hidesDebugSection`, `shouldHideDebugMenu`).
  static func hidesSomething(_ file: SyntaxFile, _ i: Int) -> Bool {
    let name = file.text(i)
    return name.hasPrefix("hide") || name.hasPrefix("shouldHide") || name.hasPrefix("isHidingDebug")
  }

  /// A function named for a debugging tool (`processDebugReaderAction`) or taking a value
  /// of a debugging type (`response: DebugPermissionResponse`). Names that offer users to
  /// send debug logs or reports (`promptToSendDebugLogs`) are screens users see.
  static func hasDebugSignature(_ file: SyntaxFile, _ scope: Scope) -> Bool {
    let name = Int(scope.name)
    let open = Int(scope.open)
    guard open - name < 64 else { return false }
    for i in name..<open where file.kind(i) == .identifier && namesDebug(file, i) {
      // What follows each `Debug` in the name.
      let parts = file.text(i).split(separator: "Debug", omittingEmptySubsequences: false).dropFirst()
      if parts.contains(where: { rest in !Self.userFacingDebugWords.contains(where: { rest.hasPrefix($0) }) })
      {
        return true
      }
    }
    return false
  }

  static let userFacingDebugWords = ["Log", "Report", "Info", "Data", "Mail", "Email", "Description"]

  /// Whether token `i` is debug-only code.
  public func contains(_ file: SyntaxFile, _ i: Int) -> Bool {
    if wholeFile || regions.contains(where: { $0.contains(i) }) { return true }
    let s = Int(file.scopeOfToken[i])
    return s >= 0 && debugScopes[s]
  }
}

extension SyntaxFile {
  /// Whether token `i` is in a function named for stand-in data, a word of its name being
  /// `dummy`, `mock`, `fake` or `stub` (`setDummy()`, `makeMockItems()`): values that fill a
  /// screen before real data, or in place of it, never shown as written to users.
  public func isInStandInDataFunction(_ i: Int) -> Bool {
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      let scope = scopes[s]
      if scope.kind == .function, scope.name >= 0, kind(Int(scope.name)) == .identifier,
        EnglishPluralBranch.words(text(Int(scope.name))).contains(where: {
          Self.standInWords.contains($0.lowercased())
        })
      {
        return true
      }
      if scope.kind == .type { return false }
      s = Int(scope.parent)
    }
    return false
  }

  static let standInWords: Set<String> = ["dummy", "mock", "fake", "stub"]

  /// Whether token `i` is inside a closure handed to a log call: `Log.info { "…" }`,
  /// `logger.debug(privacy: .public) { … }`, `os_log { … }`.
  public func isInLoggingClosure(_ i: Int) -> Bool {
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      let scope = scopes[s]
      if scope.kind == .type || scope.kind == .function { return false }
      if scope.kind == .closure {
        var j = Int(scope.open) - 1
        if kind(j) == .rightParen && tokens[j].match >= 0 { j = Int(tokens[j].match) - 1 }
        if j >= 0, tokens[j].kind == .identifier {
          if text(j, isIn: NonUISinks.functions) { return true }
          if text(j, isIn: NonUISinks.loggerMethods), let base = memberBase(j),
            TextSearch.containsIgnoringCase(text(base), "log")
          {
            return true
          }
        }
      }
      s = Int(scope.parent)
    }
    return false
  }
}
