import L10nAuditCore

/// A report's findings counted by rule, severity, folder and file: what the HTML page and
/// the Markdown summary chart and tabulate.
struct ReportTallies {
  /// Findings of each severity, indexed by `SeverityCounts.index`.
  struct SeverityCounts: Equatable {
    var error = 0
    var warning = 0
    var note = 0
    var total: Int { error + warning + note }

    mutating func add(_ s: Severity) {
      switch s {
      case .error: error += 1
      case .warning: warning += 1
      case .note: note += 1
      }
    }
  }

  struct Row {
    var name: String
    var counts = SeverityCounts()
  }

  /// Every rule with findings, most findings first, then in the order rules ran
  /// (catalogue order); rules the report does not describe come last, by id.
  var rules: [Row] = []
  /// Each rule's description, by id, where the report has one.
  var descriptions: [String: RuleDescription] = [:]
  /// Folders (`folderDepth` components of each path's directory), most findings first.
  var folders: [Row] = []
  /// Files, most findings first, then by path.
  var files: [Row] = []
  var severities = SeverityCounts()
  /// How many leading directory components name a finding's folder.
  var folderDepth = 1
  /// Each finding's rule (an index into `rules`) and folder (into `folders`).
  var ruleOfFinding: [Int32] = []
  var folderOfFinding: [Int32] = []

  init(_ report: Report) {
    var order: [String: Int] = [:]
    for (k, r) in report.rules.enumerated() where order[r.id] == nil {
      order[r.id] = k
      descriptions[r.id] = r
    }
    var ruleIndex: [String: Int] = [:]
    var byFile: [String: SeverityCounts] = [:]
    for d in report.diagnostics {
      severities.add(d.severity)
      byFile[d.path, default: SeverityCounts()].add(d.severity)
      if ruleIndex[d.ruleID] == nil {
        ruleIndex[d.ruleID] = rules.count
        rules.append(Row(name: d.ruleID))
      }
      rules[ruleIndex[d.ruleID]!].counts.add(d.severity)
    }
    func rank(_ r: Row) -> (Int, Int, String) { (-r.counts.total, order[r.name] ?? Int.max, r.name) }
    rules.sort { rank($0) < rank($1) }
    for (k, r) in rules.enumerated() { ruleIndex[r.name] = k }

    // Each file's folder, and each folder's counts as the sum of its files'.
    folderDepth = Self.depth(for: Array(byFile.keys))
    var folderIndex: [String: Int] = [:]
    var folderOfPath: [String: Int] = [:]
    for path in byFile.keys.sorted(by: Self.utf8Order) {
      let f = Self.folder(of: path, depth: folderDepth)
      if folderIndex[f] == nil {
        folderIndex[f] = folders.count
        folders.append(Row(name: f))
      }
      let k = folderIndex[f]!
      folderOfPath[path] = k
      let c = byFile[path]!
      folders[k].counts.error += c.error
      folders[k].counts.warning += c.warning
      folders[k].counts.note += c.note
    }
    ruleOfFinding = report.diagnostics.map { Int32(ruleIndex[$0.ruleID]!) }
    folderOfFinding = report.diagnostics.map { Int32(folderOfPath[$0.path]!) }
    // Folders keep their indices (findings point at them); `folderRanking` orders them.
    files = byFile.map { Row(name: $0.key, counts: $0.value) }.sorted(by: Self.mostFirst)
  }

  /// Folder indices, most findings first, then by name.
  var folderRanking: [Int] {
    folders.indices.sorted { Self.mostFirst(folders[$0], folders[$1]) }
  }

  static func mostFirst(_ a: Row, _ b: Row) -> Bool {
    a.counts.total != b.counts.total ? a.counts.total > b.counts.total : utf8Order(a.name, b.name)
  }

  static func utf8Order(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

  /// The folder a path is counted under: the first `depth` components of its directory,
  /// with a trailing `xx.lproj` dropped (a translation counts with its catalog's folder);
  /// `.` for a file at the top.
  static func folder(of path: String, depth: Int) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    if parts.last?.hasSuffix(".lproj") == true { parts = parts.dropLast() }
    let kept = parts.prefix(depth)
    if kept.isEmpty || kept == [""] { return path.hasPrefix("/") && !kept.isEmpty ? "/" : "." }
    return kept.joined(separator: "/")
  }

  /// The shallowest depth that splits the files into at least five folders, or failing
  /// that the shallowest with the most folders: a tree under one `App/Sources` is split
  /// below it.
  static func depth(for paths: [String]) -> Int {
    var best = (depth: 1, count: 0)
    for depth in 1...8 {
      let count = Set(paths.map { folder(of: $0, depth: depth) }).count
      if count > best.count { best = (depth, count) }
      if count >= 5 { break }
    }
    return best.depth
  }
}
