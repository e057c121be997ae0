/// The Swift files an Xcode project files under a group named for debugging (`Debug`,
/// `DebugMenu`), or under a group inside one: Xcode's own folders, which need not be
/// folders on disk. Their code is debug-only, like a file in a folder of that name
/// (`DebugCode`); `DebugScreens.drop` removes the findings there of the rules that leave
/// debug code alone.
public struct XcodeDebugGroups: FileFact, Sendable, Hashable {
  /// The folder holding the `.xcodeproj`, as `XcodeProjectRegions.folder`.
  public var folder: String
  /// The names of the Swift files in debug groups (`ContactViewController.swift`).
  public var fileNames: Set<String>

  public init(folder: String, fileNames: Set<String>) {
    self.folder = folder
    self.fileNames = fileNames
  }

  /// The debug groups' Swift files of the project file at `path`; nil when it has none.
  public static func read(path: String, bytes: [UInt8]) -> XcodeDebugGroups? {
    let names = debugFileNames(bytes)
    guard !names.isEmpty else { return nil }
    return XcodeDebugGroups(folder: XcodeProjectRegions.folder(ofProjectFile: path), fileNames: names)
  }

  /// Whether a file at `path` (as the scan shows it) is one of the project's debug files.
  public func holds(_ path: String) -> Bool {
    guard folder.isEmpty || path.hasPrefix(folder + "/") else { return false }
    return fileNames.contains(String(path.split(separator: "/").last ?? ""))
  }

  /// Each `PBXGroup` written as Xcode writes it (`ID /* Name */ = {`, then `isa =
  /// PBXGroup;`, then `children = ( ID /* child */, … );`): the Swift files of the groups
  /// named for debugging and of the groups inside them.
  static func debugFileNames(_ bytes: [UInt8]) -> Set<String> {
    guard bytes.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: "PBXGroup", in: $0) }) != nil else {
      return []
    }
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    // Group ID → its name and its children (ID, name).
    var groups: [Substring: (name: Substring, children: [(Substring, Substring)])] = [:]
    var k = 1
    while k < lines.count {
      defer { k += 1 }
      let line = String(decoding: lines[k], as: UTF8.self)
      guard line.contains("isa = PBXGroup;"),
        let header = entry(String(decoding: lines[k - 1], as: UTF8.self))
      else { continue }
      var children: [(Substring, Substring)] = []
      var j = k + 1
      var inChildren = false
      while j < lines.count {
        let text = String(decoding: lines[j], as: UTF8.self)
        if text.contains("children = (") {
          inChildren = true
        } else if inChildren, text.contains(");") {
          break
        } else if inChildren, let child = entry(text) {
          children.append(child)
        } else if text.contains("};") {
          break
        }
        j += 1
      }
      groups[header.id] = (header.name, children)
      k = j
    }
    var debug = groups.keys.filter { id in TextSearch.contains(String(groups[id]!.name), "Debug") }
    var seen = Set(debug)
    var files = Set<String>()
    while let id = debug.popLast() {
      for (child, name) in groups[id]?.children ?? [] {
        if groups[child] != nil {
          if seen.insert(child).inserted { debug.append(child) }
        } else if name.hasSuffix(".swift") {
          files.insert(String(name))
        }
      }
    }
    return files
  }

  /// The ID and commented name of a line `ID /* Name */ = {` or `ID /* Name */,`.
  static func entry(_ line: String) -> (id: Substring, name: Substring)? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard let open = trimmed.firstRange(of: " /* "), let close = trimmed.firstRange(of: " */") else {
      return nil
    }
    let id = trimmed[..<open.lowerBound]
    guard !id.isEmpty, id.allSatisfy({ $0.isHexDigit || $0 == "_" || $0.isLetter || $0.isNumber }),
      open.upperBound <= close.lowerBound
    else { return nil }
    return (id, trimmed[open.upperBound..<close.lowerBound])
  }
}
