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
    // Group ID → its name and its children (ID, name). Lines are decoded only around each
    // `isa = PBXGroup;`: a project file runs to megabytes.
    var groups: [Substring: (name: Substring, children: [(Substring, Substring)])] = [:]
    bytes.withUnsafeBufferPointer { b in
      func lineStart(_ at: Int) -> Int {
        var s = at
        while s > 0 && b[s - 1] != 0x0A { s -= 1 }
        return s
      }
      func lineEnd(_ at: Int) -> Int {
        var e = at
        while e < b.count && b[e] != 0x0A { e += 1 }
        return e
      }
      func line(_ s: Int, _ e: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[s..<e]), as: UTF8.self)
      }
      var resume = 0
      ByteSearch.forEachOffset(of: "isa = PBXGroup;", in: b) { at in
        guard at >= resume else { return true }
        let s = lineStart(at)
        guard s > 0, let header = entry(line(lineStart(s - 1), s - 1)) else { return true }
        var children: [(Substring, Substring)] = []
        var j = lineEnd(at) + 1
        var inChildren = false
        while j < b.count {
          let e = lineEnd(j)
          let text = line(j, e)
          if TextSearch.contains(text, "children = (") {
            inChildren = true
          } else if inChildren, TextSearch.contains(text, ");") {
            break
          } else if inChildren, let child = entry(text) {
            children.append(child)
          } else if TextSearch.contains(text, "};") {
            break
          }
          j = e + 1
        }
        groups[header.id] = (header.name, children)
        resume = j
        return true
      }
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
