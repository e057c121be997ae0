/// The Swift files an Xcode project compiles, as far as its `project.pbxproj` tells: the
/// names of the Swift files it references (`/* Name.swift in Sources */`), and the folders
/// it keeps in step with the disk (Xcode 16's `PBXFileSystemSynchronizedRootGroup`, whose
/// files are all built). `UnbuiltFiles` finds the Swift files of the tree that no project
/// builds.
public struct XcodeProjectFiles: FileFact, Sendable, Hashable {
  /// The folder holding the `.xcodeproj`, as `XcodeProjectRegions.folder`.
  public var folder: String
  /// The names of the Swift files the project references (`ContactViewController.swift`).
  public var fileNames: Set<String>
  /// The paths of its synchronized folders, relative to the project's folder, without a
  /// leading `./` or `../` (`Platforms/macOS`).
  public var synchronizedPaths: [String]
  /// The names of the Objective-C files the project compiles (`/* Name.m in Sources */`):
  /// code that may look keys up (`ObjectiveCLookups`).
  public var objectiveCNames: Set<String> = []
  /// The paths of the Swift files its groups place (`XcodeProjectGroups`), as the scan
  /// names files: what tells a built file from a leftover copy of the same name.
  public var filePaths: Set<String> = []
  /// The names of the catalogs the project references (`Localizable.xcstrings`,
  /// `Localizable.strings` for a variant group of `.lproj` tables).
  public var catalogNames: Set<String> = []

  public init(folder: String, fileNames: Set<String>, synchronizedPaths: [String]) {
    self.folder = folder
    self.fileNames = fileNames
    self.synchronizedPaths = synchronizedPaths
  }

  /// The Swift files of the project file at `path`; nil when it names none, synchronizes
  /// no folder and compiles no Objective-C (it then tells nothing of what is built).
  public static func read(path: String, bytes: [UInt8]) -> XcodeProjectFiles? {
    let text = String(decoding: bytes, as: UTF8.self)
    var objectiveC = Set<String>()
    var catalogs = Set<String>()
    let names = swiftFileNames(text, objectiveC: &objectiveC, catalogs: &catalogs)
    let synchronized = synchronizedPaths(text)
    guard !names.isEmpty || !synchronized.isEmpty || !objectiveC.isEmpty else { return nil }
    var out = XcodeProjectFiles(
      folder: XcodeProjectRegions.folder(ofProjectFile: path), fileNames: names,
      synchronizedPaths: synchronized)
    out.objectiveCNames = objectiveC
    out.catalogNames = catalogs
    if !names.isEmpty, let placed = XcodeProjectGroups.swiftPaths(bytes) {
      out.filePaths = Set(placed.map { out.folder.isEmpty ? $0 : out.folder + "/" + $0 })
    }
    return out
  }

  /// The names in comments `/* Name.swift */` and `/* Name.swift in Sources */`, as Xcode
  /// writes beside each file reference and build file; `objectiveC` gets the names of the
  /// `.m` and `.mm` files in a Sources phase, `catalogs` those of `.xcstrings`, `.strings`
  /// and `.stringsdict` files.
  static func swiftFileNames(_ text: String, objectiveC: inout Set<String>, catalogs: inout Set<String>)
    -> Set<String>
  {
    var names = Set<String>()
    var rest = Substring(text)
    while let open = rest.firstRange(of: "/* ") {
      rest = rest[open.upperBound...]
      guard let close = rest.prefix(400).firstRange(of: " */") else { continue }
      var comment = rest[..<close.lowerBound]
      rest = rest[close.upperBound...]
      if let inPhase = comment.firstRange(of: " in ") {
        let name = comment[..<inPhase.lowerBound]
        if comment[inPhase.upperBound...] == "Sources", name.hasSuffix(".m") || name.hasSuffix(".mm") {
          objectiveC.insert(String(name.split(separator: "/").last ?? name))
        }
        comment = name
      }
      let name = String(comment.split(separator: "/").last ?? comment)
      if comment.hasSuffix(".swift") {
        names.insert(name)
      } else if CatalogFile.kind(ofFileName: Array(name.utf8)) != nil {
        catalogs.insert(name)
      }
    }
    return names
  }

  /// The `path` of each `PBXFileSystemSynchronizedRootGroup`, written on one line or over
  /// several: the first `path = …;` after its `isa`, before the next object's.
  static func synchronizedPaths(_ text: String) -> [String] {
    var out: [String] = []
    var rest = Substring(text)
    while let isa = rest.firstRange(of: "isa = PBXFileSystemSynchronizedRootGroup;") {
      rest = rest[isa.upperBound...]
      guard let path = rest.firstRange(of: "path = ") else { break }
      if let next = rest.firstRange(of: "isa = "), next.lowerBound < path.lowerBound { continue }
      let value = rest[path.upperBound...].prefix { $0 != ";" && $0 != "\n" }
      var p = value.trimmingCharacters(in: ["\""])
      while p.hasPrefix("./") || p.hasPrefix("../") { p = String(p.drop { $0 == "." }.dropFirst()) }
      if !p.isEmpty { out.append(p) }
    }
    return out
  }
}

extension StringProtocol {
  /// Without the given characters at either end.
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    var s = Substring(self)
    while let f = s.first, set.contains(f) { s = s.dropFirst() }
    while let l = s.last, set.contains(l) { s = s.dropLast() }
    return String(s)
  }
}
