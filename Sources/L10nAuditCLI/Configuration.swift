import Foundation
import L10nAuditCore

/// `.l10n-audit.json`: the settings of one project. Every key is documented in
/// docs/configuration.md; unknown keys and wrong types are errors, never ignored.
struct Configuration: Sendable {
  static let fileName = ".l10n-audit.json"

  /// Where the file is (nil: built-in defaults).
  var path: String? = nil
  /// The folder globs are relative to.
  var baseDirectory: String = "."
  /// Rule id → severity, or nil when the rule is off.
  var ruleSettings: [String: Severity?] = [:]
  var include: [Glob] = []
  var exclude: [Glob] = []
  var options = RuleOptions()

  struct Invalid: Error {
    var message: String
  }

  static let keys: Set<String> = [
    "rules", "include", "exclude", "brandTerms", "uiAPIs", "localizationFunctions",
    "scanTestsAndPreviews", "pedantic", "developmentLanguage",
  ]

  /// The file at `path`; rule ids must name rules of `registry`.
  static func load(_ path: String, registry: [any Rule] = RuleRegistry.all) throws(Invalid) -> Configuration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Invalid(message: "\(path): error: cannot read configuration file")
    }
    return try parse(data, path: path, registry: registry)
  }

  static func parse(_ data: Data, path: String, registry: [any Rule] = RuleRegistry.all) throws(Invalid)
    -> Configuration
  {
    func fail(_ what: String) -> Invalid { Invalid(message: "\(path): error: \(what)") }
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw fail("not valid JSON")
    }
    guard case .object(let object) = root else { throw fail("the top level must be a JSON object") }
    var c = Configuration()
    c.path = path
    c.baseDirectory = (path as NSString).deletingLastPathComponent
    if c.baseDirectory.isEmpty { c.baseDirectory = "." }
    for key in object.keys.sorted() where !keys.contains(key) {
      throw fail("unknown key '\(key)'; known keys: \(keys.sorted().joined(separator: ", "))")
    }
    func strings(_ key: String) throws(Invalid) -> [String] {
      guard let v = object[key] else { return [] }
      guard case .array(let list) = v else { throw fail("'\(key)' must be an array of strings") }
      var out: [String] = []
      for item in list {
        guard case .string(let s) = item else { throw fail("'\(key)' must be an array of strings") }
        out.append(s)
      }
      return out
    }
    if let rules = object["rules"] {
      guard case .object(let table) = rules else {
        throw fail(
          "'rules' must be an object mapping rule ids to \"off\", \"note\", \"warning\" or \"error\"")
      }
      for (id, value) in table.sorted(by: { $0.key < $1.key }) {
        guard let rule = registry.first(where: { $0.id == id }) else {
          throw fail("'rules' names unknown rule '\(id)'; 'l10n-audit rules' lists them")
        }
        switch value {
        case .string("off"), .bool(false):
          c.ruleSettings[id] = .some(nil)
        case .bool(true):
          c.ruleSettings[id] = .some(rule.description.severity)
        case .string(let s):
          guard let severity = Severity(rawValue: s) else {
            throw fail("'rules.\(id)' must be \"off\", \"note\", \"warning\" or \"error\", not \"\(s)\"")
          }
          c.ruleSettings[id] = .some(severity)
        default:
          throw fail("'rules.\(id)' must be \"off\", \"note\", \"warning\", \"error\", true or false")
        }
      }
    }
    c.include = try strings("include").map(Glob.init)
    c.exclude = try strings("exclude").map(Glob.init)
    c.options.brandTerms = try strings("brandTerms")
    c.options.customUIAPIs = try strings("uiAPIs")
    c.options.localizationFunctions = try strings("localizationFunctions")
    if let v = object["scanTestsAndPreviews"] {
      guard case .bool(let b) = v else { throw fail("'scanTestsAndPreviews' must be true or false") }
      c.options.includeTestsAndPreviews = b
    }
    if let v = object["pedantic"] {
      guard case .bool(let b) = v else { throw fail("'pedantic' must be true or false") }
      c.options.pedantic = b
    }
    if let v = object["developmentLanguage"] {
      guard case .string(let s) = v, !s.isEmpty, !s.contains("/") else {
        throw fail("'developmentLanguage' must be a language code such as \"en\"")
      }
      c.options.developmentLanguage = s
    }
    for (id, setting) in c.ruleSettings {
      if let severity = setting { c.options.severityOverrides[id] = severity }
    }
    return c
  }

  /// The nearest `.l10n-audit.json` in `path`'s folder or any folder above it.
  static func discover(from path: String) -> String? {
    var dir = URL(fileURLWithPath: path).standardizedFileURL
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDirectory) || !isDirectory.boolValue
    {
      dir = dir.deletingLastPathComponent()
    }
    while true {
      let candidate = dir.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) {
        // Show it relative to the working directory when it is below it.
        let cwd = FileManager.default.currentDirectoryPath
        if candidate.hasPrefix(cwd + "/") { return String(candidate.dropFirst(cwd.count + 1)) }
        return candidate
      }
      let parent = dir.deletingLastPathComponent()
      if parent.path == dir.path { return nil }
      dir = parent
    }
  }

  /// Whether a scanned file (shown as `display`) is in scope of include/exclude.
  func includes(_ display: String) -> Bool {
    if include.isEmpty && exclude.isEmpty { return true }
    let relative = relativeToBase(display)
    if !include.isEmpty && !include.contains(where: { $0.matches(relative) }) { return false }
    return !exclude.contains { $0.matches(relative) }
  }

  func relativeToBase(_ display: String) -> String {
    let absolute = URL(fileURLWithPath: display).standardizedFileURL.path
    let base = URL(fileURLWithPath: baseDirectory).standardizedFileURL.path
    if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
    return display
  }

  /// The rules to run out of `candidates`: those on by default and those this file turns
  /// on or `named` names (`--rules`), less those this file turns off.
  func enabledRules(from candidates: [any Rule], named: Set<String> = []) -> [any Rule] {
    candidates.filter { rule in
      switch ruleSettings[rule.id] {
      case .some(.none): return false
      case .some(.some): return true
      case .none: return rule.description.isDefault || named.contains(rule.id)
      }
    }
  }
}

/// Any JSON value, decoded strictly (a number is never taken for a boolean).
enum JSONValue: Decodable, Equatable {
  case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

  init(from decoder: Decoder) throws {
    let c = try decoder.singleValueContainer()
    if c.decodeNil() {
      self = .null
    } else if let b = try? c.decode(Bool.self) {
      self = .bool(b)
    } else if let n = try? c.decode(Double.self) {
      self = .number(n)
    } else if let s = try? c.decode(String.self) {
      self = .string(s)
    } else if let a = try? c.decode([JSONValue].self) {
      self = .array(a)
    } else {
      self = .object(try c.decode([String: JSONValue].self))
    }
  }
}
