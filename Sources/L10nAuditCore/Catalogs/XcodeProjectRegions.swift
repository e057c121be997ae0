/// The localizations an Xcode project builds, read from the `knownRegions` list of its
/// `project.pbxproj`: a `.lproj` folder of a language the project does not list (left
/// behind, or never added to the project) is not in the app.
public struct XcodeProjectRegions: FileFact, Sendable, Hashable {
  /// The folder holding the `.xcodeproj` (`App` for `App/App.xcodeproj/project.pbxproj`),
  /// "" at the top of the scan: the project's catalogs lie under it.
  public var folder: String
  /// The listed regions, lowercased, with `_` written `-` (`pt-br`, `zh-hans`, `base`).
  public var regions: Set<String>
  /// The `.xcodeproj`'s name without its extension (`Earnza` for `Earnza.xcodeproj`), most
  /// often the app's own name.
  public var name = ""
  /// Every target builds an app, an app extension or tests (no framework or library,
  /// whose text another project may show).
  public var buildsOnlyApps = false

  /// Whether the project lists one language at most besides `Base`: an app it builds
  /// shows its text in that language alone.
  public var listsOneLanguage: Bool { regions.subtracting(["base"]).count <= 1 }

  /// Whether `path` names a `project.pbxproj` (an Xcode project's, in its `.xcodeproj`).
  public static func isProjectFile(_ path: some StringProtocol) -> Bool {
    path.hasSuffix("/project.pbxproj") || path == "project.pbxproj"
  }

  /// The regions of the project file at `path`, or nil when it lists none.
  public static func read(path: String, bytes: [UInt8]) -> XcodeProjectRegions? {
    guard let regions = knownRegions(bytes) else { return nil }
    var out = XcodeProjectRegions(folder: folder(ofProjectFile: path), regions: Set(regions.map(normalized)))
    out.buildsOnlyApps = buildsOnlyApps(bytes)
    let parts = path.split(separator: "/")
    if parts.count >= 2, parts[parts.count - 2].hasSuffix(".xcodeproj") {
      out.name = String(parts[parts.count - 2].dropLast(10))
    }
    return out
  }

  /// Whether every `productType` of the project is an app's, an app extension's or a test
  /// bundle's, and one at least is an app's. Read on the bytes: a project file runs to
  /// megabytes.
  static func buildsOnlyApps(_ bytes: [UInt8]) -> Bool {
    var apps = 0
    var others = false
    bytes.withUnsafeBufferPointer { b in
      ByteSearch.forEachOffset(of: "productType = \"", in: b) { at in
        let start = at + 15
        var end = start
        while end < b.count && b[end] != UInt8(ascii: "\"") { end += 1 }
        switch String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self) {
        case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
          "com.apple.product-type.application.watchapp2-container":
          apps += 1
        case "com.apple.product-type.app-extension", "com.apple.product-type.bundle.unit-test",
          "com.apple.product-type.bundle.ui-testing", "com.apple.product-type.watchkit2-extension",
          "com.apple.product-type.extensionkit-extension":
          break
        default:
          others = true
          return false
        }
        return true
      }
    }
    return apps > 0 && !others
  }

  /// The folder holding the `.xcodeproj` of the `project.pbxproj` at `path` (`App` for
  /// `App/App.xcodeproj/project.pbxproj`), "" at the top of the scan.
  static func folder(ofProjectFile path: String) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast()  // project.pbxproj
    if parts.last?.hasSuffix(".xcodeproj") == true { parts.removeLast() }
    return parts.joined(separator: "/")
  }

  /// Whether the project builds `language` (a `.lproj` folder's code).
  public func ships(_ language: String) -> Bool {
    regions.contains(Self.normalized(language))
  }

  /// Whether a catalog in `folder` (a path as the scan shows it) belongs to this project.
  public func holds(folder other: String) -> Bool {
    folder.isEmpty || other == folder || other.hasPrefix(folder + "/")
  }

  /// Whether a `.strings` or `.stringsdict` table at `place` is left out of the app: it
  /// lies in a `.lproj` folder of a language that no project over it lists (with no
  /// project over it, it is not). A String Catalog holds every language itself, in
  /// `mul.lproj` or anywhere else: it is never left out whole; the languages of it that
  /// no project builds are set aside in `StringCatalogTranslations`.
  public static func isUnshipped(
    _ place: CatalogPlace, kind: CatalogFile.Kind?, projects: [XcodeProjectRegions]
  ) -> Bool {
    guard !projects.isEmpty, kind == .strings || kind == .stringsdict, let language = place.language,
      !place.isBase,
      language != "mul"
    else { return false }
    let owners = projects.filter { $0.holds(folder: place.folder) }
    return !owners.isEmpty && !owners.contains { $0.ships(language) }
  }

  static func normalized(_ code: some StringProtocol) -> String {
    String(code.lowercased().map { $0 == "_" ? "-" : $0 })
  }

  /// The items of the first `knownRegions = ( … );` in the project's text: bare words or
  /// quoted strings, comments skipped.
  static func knownRegions(_ bytes: [UInt8]) -> [String]? {
    let name: StaticString = "knownRegions"
    guard let at = bytes.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: name, in: $0) }) else {
      return nil
    }
    var i = at + name.utf8CodeUnitCount
    func skipSpace() {
      while i < bytes.count {
        let c = bytes[i]
        if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
          i += 1
        } else if c == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {
          i += 2
          while i + 1 < bytes.count && !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
          i = min(i + 2, bytes.count)
        } else {
          return
        }
      }
    }
    skipSpace()
    guard i < bytes.count, bytes[i] == 0x3D else { return nil }
    i += 1
    skipSpace()
    guard i < bytes.count, bytes[i] == 0x28 else { return nil }
    i += 1
    var out: [String] = []
    while true {
      skipSpace()
      guard i < bytes.count else { return nil }
      switch bytes[i] {
      case 0x29:
        return out
      case 0x2C:
        i += 1
      case 0x22:
        var item: [UInt8] = []
        i += 1
        while i < bytes.count && bytes[i] != 0x22 {
          if bytes[i] == 0x5C { i += 1 }
          if i < bytes.count { item.append(bytes[i]) }
          i += 1
        }
        i += 1
        out.append(String(decoding: item, as: UTF8.self))
      default:
        let start = i
        while i < bytes.count, Self.isWordByte(bytes[i]) { i += 1 }
        guard i > start else { return nil }
        out.append(String(decoding: bytes[start..<i], as: UTF8.self))
      }
    }
  }

  static func isWordByte(_ c: UInt8) -> Bool {
    c &- 0x30 < 10 || (c | 0x20) &- 0x61 < 26 || c == 0x2D || c == 0x5F || c == 0x2E
  }
}
