/// Text for developers that no UI API receives: the bodies of `description`,
/// `debugDescription` and similar members, which print values in logs and the debugger.
public enum DeveloperDescriptions {
  public static let members: Set<String> = [
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
      if scope.name >= 0, DeveloperDescriptions.members.contains(text(Int(scope.name))) {
        return true
      }
      s = Int(scope.parent)
    }
    return false
  }
}

/// Debug-only code: screens and menus that teams keep in English on purpose. A file or
/// type named `…Debug…`, or code under `#if DEBUG`.
public struct DebugCode: Sendable {
  let wholeFile: Bool
  let regions: [Range<Int>]

  public init(_ file: SyntaxFile) {
    let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
    wholeFile = name.contains("Debug")
    var regions: [Range<Int>] = []
    // Stack of (is a `#if DEBUG` branch, start token).
    var stack: [(Bool, Int)] = []
    for i in 0..<file.count where file[i].kind == .poundKeyword {
      if file.isWord(i, "#if") {
        stack.append((file.isWord(i + 1, "DEBUG") && file.kind(i + 2) != .operator, i))
      } else if file.isWord(i, "#elseif") || file.isWord(i, "#else") || file.isWord(i, "#endif") {
        guard let (debug, start) = stack.popLast() else { continue }
        if debug { regions.append(start..<i) }
        if !file.isWord(i, "#endif") { stack.append((false, i)) }
      }
    }
    self.regions = regions
  }

  /// Whether token `i` is debug-only code.
  public func contains(_ file: SyntaxFile, _ i: Int) -> Bool {
    if wholeFile || regions.contains(where: { $0.contains(i) }) { return true }
    var s = Int(file.scopeOfToken[i])
    while s >= 0 {
      let scope = file.scopes[s]
      if scope.kind == .type, scope.name >= 0, file.text(Int(scope.name)).contains("Debug") {
        return true
      }
      s = Int(scope.parent)
    }
    return false
  }
}

extension SyntaxFile {
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
          let name = text(j)
          if NonUISinks.functions.contains(name) { return true }
          if NonUISinks.loggerMethods.contains(name), let base = memberBase(j),
            text(base).lowercased().contains("log")
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
