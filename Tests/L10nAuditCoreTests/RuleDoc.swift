import Foundation

@testable import L10nAuditCore

/// A rule's `Rules/<id>.md`, read as its spec: code blocks by section, `↓` marking where
/// a finding must start.
struct RuleDoc {
  struct Example {
    var code: String
    /// Byte offsets (in `code`, markers removed) where findings must start.
    var markers: [Int]
    /// The file the fence names (```` ```swift App/Developer Menu/Crash.swift ````), or
    /// the default path of a test file that is not test code.
    var path = "Sources/App/File.swift"
  }

  var id: String
  var text: String
  var triggering: [Example] = []
  var nonTriggering: [Example] = []

  static func load(_ id: String) throws -> RuleDoc {
    let url = packageRoot.appendingPathComponent("Rules/\(id).md")
    return RuleDoc(id: id, text: try String(contentsOf: url, encoding: .utf8))
  }

  init(id: String, text: String) {
    self.id = id
    self.text = text
    var section = ""
    var inCode = false
    var block: [String] = []
    var path: String? = nil
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !inCode && line.hasPrefix("## ") {
        section = String(line.dropFirst(3))
      } else if line.hasPrefix("```") {
        if !inCode {
          // The path is the rest of the fence's line after the language.
          let info = line.dropFirst(3)
          path = info.firstIndex(of: " ").map { String(info[info.index(after: $0)...]) }
        }
        if inCode {
          var example = RuleDoc.parse(block.joined(separator: "\n") + "\n")
          if let path { example.path = path }
          if section == "Example" {
            triggering.append(example)
          } else if section == "Use instead" || section == "Does not trigger" {
            nonTriggering.append(example)
          }
          block = []
        }
        inCode.toggle()
      } else if inCode {
        block.append(String(line))
      }
    }
  }

  static func parse(_ code: String) -> Example {
    var bytes: [UInt8] = []
    var markers: [Int] = []
    let marker = Array("↓".utf8)
    let raw = Array(code.utf8)
    var i = 0
    while i < raw.count {
      if raw[i...].starts(with: marker) {
        markers.append(bytes.count)
        i += marker.count
      } else {
        bytes.append(raw[i])
        i += 1
      }
    }
    return Example(code: String(decoding: bytes, as: UTF8.self), markers: markers)
  }

  /// The doc's section headings, in order.
  var headings: [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
  }
}
