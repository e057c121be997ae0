import L10nAuditCore
import L10nAuditReporters

/// The text report, rendered by the scanning threads file by file while each file's
/// findings are still in their cache; after the scan, only these bytes are put in path
/// order and written. Copying every finding into one list, sorting it and rendering it,
/// all on one thread after the parallel scan, took about 2% of a dense tree's audit.
///
/// For the usual run only: the one report is the text on standard output, and nothing
/// filters findings across files (no baseline, no diff).
struct TextRendering: Sendable {
  var reporter: TextReporter
  /// Findings below it are left out (`--severity-threshold`).
  var threshold: Severity

  /// What a file's findings give: the ones kept, their text, how many of each rule, and
  /// whether a suppression named an unknown rule (kept or not, as the sorted path asks).
  struct Rendered: Sendable {
    var diagnostics: [Diagnostic] = []
    var text: [UInt8] = []
    var ruleCounts: [String: Int] = [:]
    var namesUnknownRule = false
  }

  /// The `Report` the text reporter is handed with each finding; it reads none of it.
  private static let noReport = Report(diagnostics: [], rules: [], filesScanned: 0, toolVersion: "")

  func render(_ all: [Diagnostic]) -> Rendered {
    var text: [UInt8] = []
    var ruleCounts: [String: Int] = [:]
    let kept = all.filter { $0.severity >= threshold }
    kept.withUnsafeBufferPointer { ds in
      guard let first = ds.baseAddress else { return }
      for k in ds.indices {
        reporter.appendLines(at: first + k, in: Self.noReport, to: &text)
        ruleCounts[ds[k].ruleID, default: 0] += 1
      }
    }
    return Rendered(
      diagnostics: kept, text: text, ruleCounts: ruleCounts,
      namesUnknownRule: all.contains { $0.ruleID == Linter.invalidSuppression.id })
  }

  /// The files' texts in the order the findings are sorted in (by path, then within each
  /// file as the linter sorted them), or nil when two files share a path: then their
  /// findings interleave, and the whole list must be sorted.
  static func inPathOrder(_ files: [(path: String, text: [UInt8])]) -> [[UInt8]]? {
    // By the paths' UTF-8, as `Diagnostic.ordered` compares them (by `memcmp`).
    let paths = files.map { Array($0.path.utf8) }
    let order = files.indices.sorted { a, b in
      ByteOrder.precedes(paths[a], paths[b]) || (paths[a] == paths[b] && a < b)
    }
    for (a, b) in zip(order, order.dropFirst()) where paths[a] == paths[b] { return nil }
    // `Diagnostic.ordered` takes paths equal as strings for one path: a composed and a
    // decomposed "é", or "K" and the KELVIN SIGN. Only a path with a non-ASCII byte can
    // equal another without equal bytes.
    if paths.contains(where: { $0.contains { $0 >= 0x80 } }),
      Set(files.map(\.path)).count < files.count
    {
      return nil
    }
    return order.map { files[$0].text }
  }
}
