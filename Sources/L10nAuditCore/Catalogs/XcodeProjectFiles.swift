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
  /// code that may look keys up (`ObjectiveCLookups`). None for CocoaPods' `Pods.xcodeproj`.
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
    let names = swiftFileNames(bytes, objectiveC: &objectiveC, catalogs: &catalogs)
    // CocoaPods' own project compiles the pods, third-party code that looks up the keys of
    // its own tables, not the app's.
    if path == "Pods.xcodeproj/project.pbxproj" || path.hasSuffix("/Pods.xcodeproj/project.pbxproj") {
      objectiveC = []
    }
    let synchronizes = bytes.withUnsafeBufferPointer {
      ByteSearch.firstOffset(of: "PBXFileSystemSynchronizedRootGroup", in: $0) != nil
    }
    let synchronized = synchronizes ? synchronizedPaths(text) : []
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
  /// and `.stringsdict` files. Read on the bytes: a project file runs to megabytes.
  static func swiftFileNames(_ bytes: [UInt8], objectiveC: inout Set<String>, catalogs: inout Set<String>)
    -> Set<String>
  {
    var names = Set<String>()
    bytes.withUnsafeBufferPointer { b in
      var from = 0
      while from < b.count,
        let open = ByteSearch.firstOffset(of: "/* ", in: UnsafeBufferPointer(rebasing: b[from...]))
      {
        let start = from + open + 3
        from = start
        // The comment closes within 400 bytes, or it is none of these.
        let window = UnsafeBufferPointer(rebasing: b[start..<min(b.count, start + 400)])
        guard let close = ByteSearch.firstOffset(of: " */", in: window) else { continue }
        from = start + close + 3
        var comment = UnsafeBufferPointer(rebasing: b[start..<start + close])
        if let inPhase = ByteSearch.firstOffset(of: " in ", in: comment) {
          let name = UnsafeBufferPointer(rebasing: comment[..<(comment.startIndex + inPhase)])
          let phase = comment[(comment.startIndex + inPhase + 4)...]
          if phase.elementsEqual("Sources".utf8), ends(name, ".m") || ends(name, ".mm") {
            objectiveC.insert(lastComponent(name))
          }
          comment = name
        }
        if ends(comment, ".swift") {
          names.insert(lastComponent(comment))
        } else if CatalogFile.kind(ofFileName: comment) != nil {
          catalogs.insert(lastComponent(comment))
        }
      }
    }
    return names
  }

  /// Whether `bytes` end with `suffix`.
  private static func ends(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
    let n = suffix.utf8CodeUnitCount
    return bytes.count >= n
      && bytes.suffix(n).elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: n))
  }

  /// The part of a path after its last `/`, as a string.
  private static func lastComponent(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? bytes.startIndex
    return String(decoding: bytes[start...], as: UTF8.self)
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
