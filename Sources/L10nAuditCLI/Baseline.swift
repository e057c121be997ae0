import Foundation
import L10nAuditCore

/// Known findings a team accepts for now. Entries match by rule, path and the text of the
/// finding's line (trimmed), never by line number, so edits elsewhere in a file do not
/// bring a finding back. A count covers identical lines.
struct Baseline: Sendable {
  struct Key: Hashable, Comparable, Sendable {
    var rule: String
    var path: String
    var lineText: String
    static func < (a: Key, b: Key) -> Bool {
      (a.path, a.rule, a.lineText) < (b.path, b.rule, b.lineText)
    }
  }

  var counts: [Key: Int] = [:]
  static let version = 1

  static func key(_ d: Diagnostic) -> Key {
    Key(rule: d.ruleID, path: normalize(d.path), lineText: d.trimmedLineText)
  }

  /// Paths as matched: relative to the working directory when below it, without `./`.
  static func normalize(_ path: String) -> String {
    ChangedLines.normalize(path)
  }

  static func normalize(_ path: String, cwd: String) -> String {
    ChangedLines.normalize(path, cwd: cwd)
  }

  init(_ diagnostics: [Diagnostic]) {
    for d in diagnostics { counts[Baseline.key(d), default: 0] += 1 }
  }

  init() {}

  struct Invalid: Error { var message: String }

  static func load(_ path: String) throws(Invalid) -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Invalid(message: "\(path): error: cannot read baseline file")
    }
    guard case .object(let root)? = try? JSONDecoder().decode(JSONValue.self, from: data),
      case .number(let v)? = root["version"], Int(v) == version,
      case .array(let entries)? = root["findings"]
    else {
      throw Invalid(
        message:
          "\(path): error: not a version \(version) l10n-audit baseline (write one with --write-baseline)")
    }
    var b = Baseline()
    for e in entries {
      guard case .object(let o) = e, case .string(let rule)? = o["rule"],
        case .string(let p)? = o["path"], case .string(let line)? = o["lineText"]
      else { throw Invalid(message: "\(path): error: a baseline entry lacks rule, path or lineText") }
      var count = 1
      if case .number(let n)? = o["count"] {
        guard let c = Int(exactly: n), c >= 1, c <= 1_000_000_000 else {
          throw Invalid(message: "\(path): error: a baseline entry's count must be a whole number from 1")
        }
        count = c
      }
      b.counts[Key(rule: rule, path: normalize(p), lineText: line), default: 0] += count
    }
    return b
  }

  func render() -> String {
    let entries = counts.keys.sorted().map { k in
      "    {\"rule\": \(json(k.rule)), \"path\": \(json(k.path)), \"lineText\": \(json(k.lineText)), \"count\": \(counts[k]!)}"
    }
    return "{\n  \"version\": \(Baseline.version),\n  \"findings\": [\n" + entries.joined(separator: ",\n")
      + (entries.isEmpty ? "" : "\n") + "  ]\n}\n"
  }

  /// Splits findings into new ones and baselined ones; also returns the baseline
  /// entries no finding matched any more (fixed since the baseline was written), counting
  /// only entries of files that were scanned and rules that ran.
  func apply(_ diagnostics: [Diagnostic], scannedPaths: Set<String>, ranRules: Set<String>)
    -> (new: [Diagnostic], matched: Int, gone: [Key])
  {
    var left = counts
    var new: [Diagnostic] = []
    var matched = 0
    for d in diagnostics {
      let k = Baseline.key(d)
      if let n = left[k], n > 0 {
        left[k] = n - 1
        matched += 1
      } else {
        new.append(d)
      }
    }
    let gone = left.filter {
      $0.value > 0 && scannedPaths.contains($0.key.path) && ranRules.contains($0.key.rule)
    }.keys.sorted()
    return (new, matched, gone)
  }

  private func json(_ s: String) -> String {
    let data = try! JSONEncoder().encode([s])
    let text = String(decoding: data, as: UTF8.self)
    return String(text.dropFirst().dropLast())
  }
}
