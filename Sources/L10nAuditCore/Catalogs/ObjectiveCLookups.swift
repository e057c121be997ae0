/// An Objective-C file of the tree (`.m`, `.mm`) that looks keys up: it names
/// `LocalizedString` (`NSLocalizedString`, or a project's own macro such as
/// `OALocalizedString`) or `localizedStringForKey`. The scan reads nothing more of it:
/// `UnusedKeyFindings` judges no table where such code, or Objective-C a project compiles
/// and the tree does not hold, may look keys up.
public struct ObjectiveCLookups: FileFact {
  /// Whether `path` names an Objective-C source file.
  public static func isObjectiveC(_ path: String) -> Bool {
    path.hasSuffix(".m") || path.hasSuffix(".mm")
  }

  /// The summary of the Objective-C file at `path`: this fact when it looks keys up, nil
  /// when it does not.
  public static func summary(path: String, bytes: [UInt8]) -> FileSummary? {
    let source = SourceFile(path: path, bytes: bytes)
    guard source.contains("LocalizedString") || source.contains("localizedStringForKey") else { return nil }
    return FileSummary(
      path: path, facts: [ObjectiveCLookups()], suppressions: Suppressions(entries: [], lines: LineTable([])))
  }
}
