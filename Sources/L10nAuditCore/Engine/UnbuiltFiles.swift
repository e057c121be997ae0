/// Swift files that no target compiles: in the folder of an Xcode project of the tree,
/// outside every Swift package (a folder with a `Package.swift`), named by no project
/// (`XcodeProjectFiles`), or named but not where the project's groups place a file of
/// that name that the tree holds, and outside every folder a project synchronizes. A
/// leftover copy, a folder of deprecated code, a file template: no user runs their code,
/// so no finding is reported in them.
public enum UnbuiltFiles {
  /// Of `swiftPaths` (every Swift file scanned, as the scan names them), those that no
  /// project builds. A project that would leave out half of the Swift files in its folder
  /// or more, by names it does not hold, is not taken at its word: its file says less than
  /// Xcode reads in it. A copy of a file the groups place elsewhere in the tree is left
  /// out however many there are (an old tree kept beside the app's).
  public static func paths(_ swiftPaths: [String], projects: [XcodeProjectFiles]) -> Set<String> {
    guard !projects.isEmpty else { return [] }
    let packages = packageFolders(swiftPaths)
    let names = projects.reduce(into: Set<String>()) { $0.formUnion($1.fileNames) }
    // Names the groups place at a file the tree holds: another file of such a name is a
    // copy the project leaves out. (Where no placed path is in the tree, the groups are
    // read wrong or the tree is partial: the name alone is trusted.)
    let placed = projects.reduce(into: Set<String>()) { $0.formUnion($1.filePaths) }
    var placedNames = Set<Substring>()
    for path in swiftPaths where placed.contains(path) {
      placedNames.insert(path.split(separator: "/").last ?? Substring(path))
    }
    let synchronized = projects.flatMap { p in p.synchronizedPaths.map { "/" + $0 + "/" } }
    let packagePrefixes = packages.map(folderPrefix)
    // The paths outside every package, once, in byte order: a project's paths are the run
    // that starts with its folder.
    let unpackaged = swiftPaths.filter { path in
      !packagePrefixes.contains { PathBytes.hasPrefix(path, $0) }
    }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var out = Set<String>()
    for project in projects {
      let prefix = folderPrefix(project.folder)
      var inProject = 0
      var unbuilt: [String] = []
      for path in PathBytes.run(in: unpackaged, withPrefix: prefix) {
        inProject += 1
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if names.contains(name) && (placed.contains(path) || !placedNames.contains(Substring(name))) {
          continue
        }
        let rooted = "/" + path
        if synchronized.contains(where: { PathBytes.contains(rooted, $0) }) { continue }
        if names.contains(name) {
          // A copy: the groups place a file of this name elsewhere in the tree.
          out.insert(path)
        } else {
          unbuilt.append(path)
        }
      }
      if unbuilt.count * 2 < inProject { out.formUnion(unbuilt) }
    }
    return out
  }

  /// Of `catalogPaths`, those that no project of the tree builds: in the folder of an
  /// Xcode project that names a catalog or synchronizes a folder, outside every Swift
  /// package of `swiftPaths`, named by no project and outside every folder a project
  /// synchronizes (a `Localizable.xcstrings` left beside the project while the app builds
  /// its `.lproj` tables). No user reads their text, so no finding is reported in them.
  public static func catalogPaths(
    _ catalogPaths: [String], swiftPaths: [String], projects: [XcodeProjectFiles]
  )
    -> Set<String>
  {
    guard !projects.isEmpty, !catalogPaths.isEmpty else { return [] }
    let packages = packageFolders(swiftPaths)
    let names = projects.reduce(into: Set<String>()) { $0.formUnion($1.catalogNames) }
    var out = Set<String>()
    for path in catalogPaths {
      // A project that names no catalog and synchronizes no folder tells nothing of them.
      let owners = projects.filter {
        inFolder(path, $0.folder) && !($0.catalogNames.isEmpty && $0.synchronizedPaths.isEmpty)
      }
      guard !owners.isEmpty, !packages.contains(where: { inFolder(path, $0) }) else { continue }
      if names.contains(path.split(separator: "/").last.map(String.init) ?? path) { continue }
      // In a folder a project synchronizes: its path below the project's folder holds
      // the synchronized path.
      let synchronized = owners.contains { project in
        let below = "/" + path.dropFirst(project.folder.isEmpty ? 0 : project.folder.count + 1)
        return project.synchronizedPaths.contains { PathBytes.contains(below, "/" + $0 + "/") }
      }
      if !synchronized { out.insert(path) }
    }
    return out
  }

  /// The folders of the Swift packages (each `Package.swift`) among `swiftPaths`.
  static func packageFolders(_ swiftPaths: [String]) -> [String] {
    swiftPaths.compactMap { p -> String? in
      if p == "Package.swift" { return "" }
      guard p.utf8.count > 14, p.utf8.reversed().starts(with: "tfiws.egakcaP/".utf8) else { return nil }
      return String(decoding: p.utf8.dropLast(14), as: UTF8.self)
    }
  }

  static func inFolder(_ path: String, _ folder: String) -> Bool {
    PathBytes.hasPrefix(path, folderPrefix(folder))
  }

  /// What the paths in `folder` start with: `folder/`, or nothing for the tree's root.
  static func folderPrefix(_ folder: String) -> String { folder.isEmpty ? "" : folder + "/" }

  /// Drops, from `start` on, the findings that lie in `unbuilt` files.
  public static func drop(_ diagnostics: inout [Diagnostic], from start: Int, unbuilt: Set<String>) {
    guard !unbuilt.isEmpty else { return }
    let kept = diagnostics[start...].filter { !unbuilt.contains($0.path) }
    diagnostics.replaceSubrange(start..., with: kept)
  }
}
