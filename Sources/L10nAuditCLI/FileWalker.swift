import L10nAuditCore
import L10nAuditReporters

/// A file to scan: its bytes path (names need not be UTF-8) and how it is shown.
struct ScanTarget: Sendable {
  var path: [UInt8]
  var display: String
  /// Reached through a symbolic link inside a walked folder.
  var isLink = false
  /// A localization catalog (`.xcstrings`, `.strings`, `.stringsdict`), or an Xcode
  /// project's `project.pbxproj`, rather than Swift.
  var isCatalog = false
  /// The length of the folder named on the command line at the start of `display`: the
  /// folders that mark tests and sample apps count only below it.
  var roleStart = 0

  /// The part of `display` that tells the file's role, as `SourceFile.rolePath` does.
  var rolePath: String {
    roleStart == 0 ? display : String(decoding: display.utf8.dropFirst(roleStart), as: UTF8.self)
  }

  /// An Xcode project's `project.pbxproj`: read for its languages, not counted as scanned.
  var isProjectFile: Bool { isCatalog && XcodeProjectRegions.isProjectFile(display) }
  /// An Objective-C file: searched for lookups (`ObjectiveCLookups`), not counted as
  /// scanned.
  var isObjectiveC: Bool { isCatalog && ObjectiveCLookups.isObjectiveC(display) }
  /// A localization catalog (`.xcstrings`, `.strings`, `.stringsdict`): neither a project
  /// file nor Objective-C.
  var isTable: Bool { isCatalog && !isProjectFile && !isObjectiveC }
}

/// Finds the `.swift` files under the given paths, in sorted order, and the localization
/// catalogs when `includesCatalogs` is set.
///
/// Symbolic links: a link named on the command line is followed. Inside a walk, a link to
/// a file is followed when its target lies inside the root being walked; links to
/// directories are never followed (no loops, no escaping the tree). Skipped links are
/// reported as notes, never silently.
struct FileWalker {
  static let skippedDirectories: Set<[UInt8]> = Set(
    // `fastlane`: screenshot captions and store metadata (`fastlane/screenshots/en-GB/
    // title.strings`), which the app never loads.
    [".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", "fastlane"].map {
      Array($0.utf8)
    })

  /// A prebuilt framework (`Sparkle.framework`, `ConnectIQ.xcframework`): another
  /// project's binary and resources, translated by that project, like `Pods` and
  /// `Carthage`.
  static func isPrebuiltBundle(_ name: [UInt8]) -> Bool {
    prebuiltBundleSuffixes.contains { name.count > $0.count && name.suffix($0.count).elementsEqual($0) }
  }
  static let prebuiltBundleSuffixes = [".framework", ".xcframework"].map { Array($0.utf8) }

  var errors: [ScanError] = []
  var notes: [String] = []
  /// Also yield `.xcstrings`, `.strings` and `.stringsdict` files (outside `.xcloc`
  /// exports, which copy a project's catalogs).
  var includesCatalogs = false
  /// Whether Xcode projects' `project.pbxproj` files are walked without the catalogs
  /// (for their debug groups, `XcodeDebugGroups`).
  var includesProjectFiles = false
  /// Also yield Objective-C files (`.m`, `.mm`), for the lookups they may hold
  /// (`ObjectiveCLookups`).
  var includesObjectiveC = false

  mutating func collect(_ roots: [String]) -> [ScanTarget] {
    var out: [ScanTarget] = []
    collect(roots) { out.append($0) }
    return out
  }

  /// Hands each file to `emit` as soon as it is found, in the order `collect` returns them.
  mutating func collect(_ roots: [String], emit: (ScanTarget) -> Void) {
    for root in roots {
      let rootBytes = Array(root.utf8)
      let (type, code) = FileSystem.type(rootBytes, followLinks: true)
      switch type {
      case .missing:
        errors.append(ScanError(path: root, message: FileError(code).message))
      case .directory:
        walk(rootBytes, display: root, emit: emit)
      default:
        emit(ScanTarget(path: rootBytes, display: root, isCatalog: isCatalog(rootBytes)))
      }
    }
  }

  private mutating func walk(_ root: [UInt8], display: String, emit: (ScanTarget) -> Void) {
    let realRoot = FileSystem.realPath(root) ?? root
    let roleStart = display == "." ? 0 : display.utf8.count
    // An explicit stack: deep trees cannot overflow the call stack.
    var stack: [([UInt8], String)] = [(root, display)]
    while let (dir, shown) = stack.popLast() {
      let entries: [(name: [UInt8], type: FileSystem.EntryType?)]
      switch FileSystem.list(dir) {
      case .failure(let e):
        errors.append(ScanError(path: shown, message: "cannot read directory: \(e.message)"))
        continue
      case .success(let list):
        entries = list.sorted { ByteOrder.precedes($0.name, $1.name) }
      }
      var subdirectories: [([UInt8], String)] = []
      for (name, listedType) in entries {
        // Only scanned files, folders and links matter: other files are passed over unnamed.
        if listedType == .file && !isScanned(name) || listedType == .other { continue }
        let path = join(dir, name)
        let nameText = String(decoding: name, as: UTF8.self)
        let display = shown == "." ? nameText : joinDisplay(shown, nameText)
        // The directory's own record of the type saves an `lstat` per entry.
        var type = listedType ?? .missing
        var code: Int32 = 0
        if listedType == nil { (type, code) = FileSystem.type(path, followLinks: false) }
        switch type {
        case .directory:
          if Self.skippedDirectories.contains(name) || Self.isPrebuiltBundle(name) { continue }
          if includesCatalogs && name.count > 6 && name.suffix(6).elementsEqual(".xcloc".utf8) { continue }
          subdirectories.append((path, display))
        case .file:
          if isScanned(name) {
            emit(
              ScanTarget(path: path, display: display, isCatalog: !isSwift(name), roleStart: roleStart))
          }
        case .symlink:
          guard isScanned(name) else {
            if FileSystem.type(path, followLinks: true).0 == .directory {
              notes.append("\(display): skipped symbolic link to a directory")
            }
            continue
          }
          let target: [UInt8]
          switch FileSystem.resolve(path) {
          case .success(let t): target = t
          case .failure(let e):
            errors.append(ScanError(path: display, message: e.message))
            continue
          }
          if target.starts(with: realRoot + [0x2F]) {
            emit(
              ScanTarget(
                path: path, display: display, isLink: true, isCatalog: !isSwift(name),
                roleStart: roleStart))
          } else {
            notes.append("\(display): skipped symbolic link that points outside \(shown)")
          }
        case .missing:
          errors.append(ScanError(path: display, message: FileError(code).message))
        case .other:
          continue
        }
      }
      // Pushed in reverse so that the walk visits them in sorted order.
      stack.append(contentsOf: subdirectories.reversed())
    }
  }

  private func isSwift(_ name: [UInt8]) -> Bool {
    name.count > 6 && name.suffix(6).elementsEqual(".swift".utf8)
  }

  private func isScanned(_ name: [UInt8]) -> Bool {
    isSwift(name) || includesCatalogs && CatalogFile.kind(ofFileName: name) != nil
      || (includesCatalogs || includesProjectFiles) && isProjectFile(name)
      || includesObjectiveC
        && (name.last == UInt8(ascii: "m")
          && (name.suffix(2).elementsEqual(".m".utf8)
            || name.suffix(3).elementsEqual(".mm".utf8)))
  }

  /// A path named on the command line is a catalog by its name, whatever the walk includes.
  private func isCatalog(_ path: [UInt8]) -> Bool {
    CatalogFile.kind(ofFileName: path) != nil || isProjectFile(path)
  }

  /// An Xcode project's `project.pbxproj`, read with the catalogs for the languages it
  /// builds.
  private func isProjectFile(_ path: [UInt8]) -> Bool {
    let name = "project.pbxproj".utf8
    return path.count >= name.count && path.suffix(name.count).elementsEqual(name)
      && (path.count == name.count || path[path.count - name.count - 1] == 0x2F)
  }

  private func join(_ dir: [UInt8], _ name: [UInt8]) -> [UInt8] {
    dir.last == 0x2F ? dir + name : dir + [0x2F] + name
  }

  private func joinDisplay(_ dir: String, _ name: String) -> String {
    dir.hasSuffix("/") ? dir + name : dir + "/" + name
  }
}
