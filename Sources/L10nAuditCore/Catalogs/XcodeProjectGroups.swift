/// Where an Xcode project's groups put its Swift files: the `project.pbxproj` read as the
/// old-style property list it is, each `PBXFileReference` placed by the `path` and
/// `sourceTree` of the groups above it, from the project's `mainGroup` down. Paths are
/// relative to the folder holding the `.xcodeproj`; a file under a group placed outside
/// it (an absolute path, the SDK, build products) has none.
enum XcodeProjectGroups {
  /// A value of the property list: a string, a list, or a dictionary in its order.
  indirect enum Value {
    case string(String)
    case list([Value])
    case dictionary([String: Value])

    var string: String? {
      if case .string(let s) = self { return s }
      return nil
    }
    subscript(_ key: String) -> Value? {
      if case .dictionary(let d) = self { return d[key] }
      return nil
    }
    var items: [Value] {
      if case .list(let l) = self { return l }
      return []
    }
  }

  /// The Swift files' paths, relative to the project's folder; nil when the text does not
  /// parse or names no main group.
  static func swiftPaths(_ bytes: [UInt8]) -> Set<String>? {
    var reader = Reader(bytes: bytes)
    guard let root = reader.value(), case .dictionary = root, let objects = root["objects"],
      let project = root["rootObject"]?.string.flatMap({ objects[$0] }),
      let main = project["mainGroup"]?.string
    else { return nil }
    var out = Set<String>()
    // An explicit stack of (object, its parent group's path); a group seen twice (a
    // malformed file's cycle) is not walked again.
    var stack: [(String, [String]?)] = [(main, [])]
    var seen = Set<String>()
    while let (id, base) = stack.popLast() {
      guard seen.insert(id).inserted, let object = objects[id] else { continue }
      let own: [String]?
      switch (object["sourceTree"]?.string ?? "<group>", object["path"]?.string) {
      case ("<group>", let path?): own = base.flatMap { normalized($0, path) }
      case ("<group>", nil): own = base
      case ("SOURCE_ROOT", let path?): own = normalized([], path)
      case ("SOURCE_ROOT", nil): own = []
      default: own = nil
      }
      let children = object["children"]?.items.compactMap(\.string) ?? []
      if !children.isEmpty {
        for child in children.reversed() { stack.append((child, own)) }
      } else if let own, own.last?.hasSuffix(".swift") == true, object["isa"]?.string == "PBXFileReference" {
        out.insert(own.joined(separator: "/"))
      }
    }
    return out
  }

  /// `path`'s components after `base`'s, `.` dropped and `..` taken back where it can be;
  /// nil for an absolute path.
  static func normalized(_ base: [String], _ path: String) -> [String]? {
    guard !path.hasPrefix("/") else { return nil }
    var parts = base
    for p in path.split(separator: "/") {
      if p == "." { continue }
      if p == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(String(p))
      }
    }
    return parts
  }

  /// Reads old-style property list text: `{ key = value; }`, `( a, b, )`, quoted and bare
  /// strings, `/* … */` and `// …` comments.
  struct Reader {
    let bytes: [UInt8]
    var i = 0

    mutating func skipSpace() {
      while i < bytes.count {
        let b = bytes[i]
        if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
          i += 1
        } else if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {
          i += 2
          while i + 1 < bytes.count && !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
          i = min(i + 2, bytes.count)
        } else if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2F {
          while i < bytes.count && bytes[i] != 0x0A { i += 1 }
        } else {
          return
        }
      }
    }

    /// The value at the cursor; nil where the text does not parse.
    mutating func value(depth: Int = 0) -> Value? {
      guard depth < 64 else { return nil }
      skipSpace()
      guard i < bytes.count else { return nil }
      switch bytes[i] {
      case UInt8(ascii: "{"):
        i += 1
        var d: [String: Value] = [:]
        while true {
          skipSpace()
          guard i < bytes.count else { return nil }
          if bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .dictionary(d)
          }
          guard let key = string() else { return nil }
          skipSpace()
          guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return nil }
          i += 1
          guard let v = value(depth: depth + 1) else { return nil }
          skipSpace()
          guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else { return nil }
          i += 1
          d[key] = v
        }
      case UInt8(ascii: "("):
        i += 1
        var l: [Value] = []
        while true {
          skipSpace()
          guard i < bytes.count else { return nil }
          if bytes[i] == UInt8(ascii: ")") {
            i += 1
            return .list(l)
          }
          guard let v = value(depth: depth + 1) else { return nil }
          l.append(v)
          skipSpace()
          if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1 }
        }
      default:
        return string().map { .string($0) }
      }
    }

    /// A quoted string (escapes read) or a bare word at the cursor.
    mutating func string() -> String? {
      skipSpace()
      guard i < bytes.count else { return nil }
      if bytes[i] == UInt8(ascii: "\"") {
        i += 1
        var out: [UInt8] = []
        while i < bytes.count && bytes[i] != UInt8(ascii: "\"") {
          if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
            i += 1
            switch bytes[i] {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            default: out.append(bytes[i])
            }
          } else {
            out.append(bytes[i])
          }
          i += 1
        }
        guard i < bytes.count else { return nil }
        i += 1
        return String(decoding: out, as: UTF8.self)
      }
      let start = i
      while i < bytes.count {
        let b = bytes[i]
        if b <= 0x20 || b == UInt8(ascii: "{") || b == UInt8(ascii: "}") || b == UInt8(ascii: "(")
          || b == UInt8(ascii: ")") || b == UInt8(ascii: "=") || b == UInt8(ascii: ";")
          || b == UInt8(ascii: ",")
          || b == UInt8(ascii: "\"")
        {
          break
        }
        i += 1
      }
      return i > start ? String(decoding: bytes[start..<i], as: UTF8.self) : nil
    }
  }
}
