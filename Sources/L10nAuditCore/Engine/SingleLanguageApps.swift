/// Swift files of an app that ships one language: their innermost Xcode project builds
/// only apps (`XcodeProjectRegions.buildsOnlyApps`), lists one language at most besides
/// `Base`, and holds no catalog in its folder. No translator works on such an app, so the
/// rules about text translators never see (group `uiText`) say nothing in them: every
/// text of the app would be a finding. The date, number and case-mapping rules still run.
public enum SingleLanguageApps {
  /// The folders of the projects, of `projects`, that ship one language, given the paths
  /// of the tree's catalogs (as the scan names files).
  public static func folders(_ projects: [XcodeProjectRegions], catalogPaths: [String]) -> [String] {
    projects.filter { p in
      p.buildsOnlyApps && p.listsOneLanguage
        && !catalogPaths.contains { p.folder.isEmpty || $0.hasPrefix(p.folder + "/") }
    }.map(\.folder)
  }

  /// Drops, from `start` on, the findings of `ruleIDs` in Swift files whose innermost
  /// project folder, of all the `projects`, is one of `single`.
  public static func drop(
    _ diagnostics: inout [Diagnostic], from start: Int, ruleIDs: Set<String>, single: [String],
    projects: [XcodeProjectRegions]
  ) {
    guard !single.isEmpty else { return }
    let all = projects.map(\.folder)
    func inFolder(_ path: String, _ folder: String) -> Bool { folder.isEmpty || path.hasPrefix(folder + "/") }
    var known: [String: Bool] = [:]
    let kept = diagnostics[start...].filter { d in
      guard ruleIDs.contains(d.ruleID), d.path.hasSuffix(".swift") else { return true }
      if let k = known[d.path] { return !k }
      let innermost = all.filter { inFolder(d.path, $0) }.max { $0.utf8.count < $1.utf8.count }
      let drop = innermost.map { single.contains($0) } ?? false
      known[d.path] = drop
      return !drop
    }
    diagnostics.replaceSubrange(start..., with: kept)
  }
}
