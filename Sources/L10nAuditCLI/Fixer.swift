import L10nAuditCore
import L10nAuditReporters

/// `--fix`: the safe fixes of the reported findings, applied to the Swift files they are
/// in. A file is fixed only when it still holds what the scan read; fixes whose edits
/// overlap an earlier one (in the order of their first edit) wait for the next pass, and
/// an edit two fixes share is made once.
enum Fixer {
  /// A scanned Swift file: where it is, and the digest of the bytes the scan read.
  struct Source: Sendable {
    var path: [UInt8]
    var digest: UInt64
  }

  /// One file's fixes: its bytes before and after, the edits made (sorted, disjoint) and
  /// how many findings they fix.
  struct FileFix {
    var display: String
    var path: [UInt8]
    var old: [UInt8]
    var new: [UInt8]
    var edits: [Edit]
    var fixes: Int
  }

  /// What one pass would change, and the files it leaves alone, with why.
  struct Plan {
    var files: [FileFix] = []
    var skipped: [ScanError] = []
    var fixes: Int { files.reduce(0) { $0 + $1.fixes } }
  }

  /// FNV-1a over the bytes: enough to see that a file changed between its scan and its fix.
  static func digest(_ bytes: [UInt8]) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes {
      h ^= UInt64(b)
      h &*= 0x0000_0100_0000_01B3
    }
    return h
  }

  /// The safe fixes of `diagnostics`, file by file in path order, read from `sources`.
  static func plan(
    _ diagnostics: [Diagnostic], sources: [String: Source],
    read: ([UInt8]) -> Result<[UInt8], FileError> = { path in
      FileSystem.read(path, maxBytes: Scanner.maxFileBytes).map(\.bytes)
    }
  ) -> Plan {
    var byPath: [String: [Fix]] = [:]
    for d in diagnostics {
      guard let fix = d.fix, fix.isSafe, !fix.edits.isEmpty, sources[d.path] != nil else { continue }
      byPath[d.path, default: []].append(fix)
    }
    var plan = Plan()
    for display in byPath.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let source = sources[display]!
      let old: [UInt8]
      switch read(source.path) {
      case .failure(let e):
        plan.skipped.append(ScanError(path: display, message: "cannot read file to fix it: \(e.message)"))
        continue
      case .success(let bytes):
        old = bytes
      }
      guard digest(old) == source.digest else {
        plan.skipped.append(
          ScanError(path: display, message: "changed since it was read; not fixed (run again)"))
        continue
      }
      let (edits, fixes) = chosenEdits(byPath[display]!, count: old.count)
      guard fixes > 0 else { continue }
      let new = applying(edits, to: old)
      guard new != old else { continue }
      plan.files.append(
        FileFix(display: display, path: source.path, old: old, new: new, edits: edits, fixes: fixes))
    }
    return plan
  }

  /// The edits to make of `fixes` in a file of `count` bytes, sorted and disjoint, and how
  /// many fixes they make whole. A fix is taken whole or not at all.
  static func chosenEdits(_ fixes: [Fix], count: Int) -> (edits: [Edit], fixes: Int) {
    func first(_ f: Fix) -> (Int, Int) {
      let e = f.edits.min { ($0.start, $0.end) < ($1.start, $1.end) }!
      return (e.start, e.end)
    }
    let ordered = fixes.enumerated().sorted { a, b in
      let (x, y) = (first(a.element), first(b.element))
      return x != y ? x < y : a.offset < b.offset
    }
    var taken: [Edit] = []
    var made = 0
    for (_, fix) in ordered {
      let edits = fix.edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
      guard edits.allSatisfy({ 0 <= $0.start && $0.start <= $0.end && $0.end <= count }) else { continue }
      var new: [Edit] = []
      var clash = false
      for e in edits {
        if taken.contains(where: { same($0, e) }) { continue }
        if taken.contains(where: { overlaps($0, e) }) || new.contains(where: { overlaps($0, e) }) {
          clash = true
          break
        }
        new.append(e)
      }
      guard !clash else { continue }
      taken += new
      made += 1
    }
    taken.sort { ($0.start, $0.end) < ($1.start, $1.end) }
    return (taken, made)
  }

  static func same(_ a: Edit, _ b: Edit) -> Bool {
    a.start == b.start && a.end == b.end && a.replacement == b.replacement
  }

  /// Two edits touch the same bytes, or insert at the same place.
  static func overlaps(_ a: Edit, _ b: Edit) -> Bool {
    if a.start == a.end || b.start == b.end {
      return a.start == b.start || (a.start < b.end && b.start < a.end)
    }
    return a.start < b.end && b.start < a.end
  }

  /// `bytes` with the sorted, disjoint `edits` made.
  static func applying(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    var at = 0
    for e in edits {
      out += bytes[at..<e.start]
      out += Array(e.replacement.utf8)
      at = e.end
    }
    out += bytes[at...]
    return out
  }
}
