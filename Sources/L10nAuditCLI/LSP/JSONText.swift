import L10nAuditCore
import L10nAuditReporters

/// JSON text of a value for the client: compact, objects with their keys sorted, so that
/// every message has one spelling.
extension JSON {
  /// The value as compact JSON text.
  var text: String {
    var out = ""
    write(into: &out)
    return out
  }

  func write(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let n): out += String(n)
    case .double(let d): out += d.isFinite ? "\(d)" : "null"
    case .string(let s): out += JSONWriter.string(s)
    case .array(let items):
      out += "["
      for (k, item) in items.enumerated() {
        if k > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (k, key) in members.keys.sorted().enumerated() {
        if k > 0 { out += "," }
        out += JSONWriter.string(key)
        out += ":"
        members[key]!.write(into: &out)
      }
      out += "}"
    }
  }
}
