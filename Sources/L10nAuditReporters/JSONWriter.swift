/// Minimal JSON text building with exact escaping; keys keep the order they are written in.
public struct JSONWriter {
  public static func string(_ s: String) -> String {
    var out = "\""
    out.reserveCapacity(s.utf8.count + 2)
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if u.value < 0x20 || u.value == 0x7F || u.value == 0x2028 || u.value == 0x2029 {
          let hex = String(u.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    out += "\""
    return out
  }

  /// An object from ordered key/value pairs whose values are already JSON text.
  static func object(_ pairs: [(String, String)], indent: Int = 0) -> String {
    if pairs.isEmpty { return "{}" }
    let pad = String(repeating: "  ", count: indent + 1)
    let body = pairs.map { "\(pad)\(string($0.0)): \($0.1)" }.joined(separator: ",\n")
    return "{\n\(body)\n\(String(repeating: "  ", count: indent))}"
  }

  static func array(_ items: [String], indent: Int = 0) -> String {
    if items.isEmpty { return "[]" }
    let pad = String(repeating: "  ", count: indent + 1)
    let body = items.map { pad + $0 }.joined(separator: ",\n")
    return "[\n\(body)\n\(String(repeating: "  ", count: indent))]"
  }
}
