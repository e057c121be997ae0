/// `file://` URIs and the paths they name (RFC 8089, percent-encoded UTF-8).
enum FileURI {
  /// The absolute path of a `file:` URI, or nil for any other scheme.
  static func path(of uri: String) -> String? {
    let lower = uri.lowercased()
    guard lower.hasPrefix("file:") else { return nil }
    var rest = Substring(uri.dropFirst(5))
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      // The authority: empty or `localhost` for a local file.
      let slash = rest.firstIndex(of: "/") ?? rest.endIndex
      let host = rest[..<slash].lowercased()
      guard host.isEmpty || host == "localhost" else { return nil }
      rest = rest[slash...]
    }
    guard rest.hasPrefix("/") else { return nil }
    if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
    return decoded(rest)
  }

  /// The `file://` URI of an absolute path, encoded as VS Code encodes it.
  static func uri(of path: String) -> String {
    var out = "file://"
    for b in path.utf8 {
      if isUnreserved(b) || b == UInt8(ascii: "/") {
        out.unicodeScalars.append(Unicode.Scalar(b))
      } else {
        out += "%" + hex(b >> 4) + hex(b & 0xF)
      }
    }
    return out
  }

  private static func isUnreserved(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  private static func hex(_ n: UInt8) -> String { String(n, radix: 16, uppercase: true) }

  private static func decoded(_ s: Substring) -> String? {
    var bytes: [UInt8] = []
    var u = Array(s.utf8)[...]
    while let b = u.popFirst() {
      guard b == UInt8(ascii: "%") else {
        bytes.append(b)
        continue
      }
      guard u.count >= 2, let hi = digit(u[u.startIndex]), let lo = digit(u[u.startIndex + 1]) else {
        return nil
      }
      bytes.append(hi << 4 | lo)
      u = u.dropFirst(2)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func digit(_ b: UInt8) -> UInt8? {
    switch b {
    case 0x30...0x39: return b - 0x30
    case 0x41...0x46: return b - 0x41 + 10
    case 0x61...0x66: return b - 0x61 + 10
    default: return nil
    }
  }
}
