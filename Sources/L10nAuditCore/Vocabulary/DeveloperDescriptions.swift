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
