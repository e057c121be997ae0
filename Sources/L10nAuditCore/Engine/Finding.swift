/// One replacement of a byte range of the source.
public struct Edit: Sendable, Hashable, Codable {
  public var start: Int
  public var end: Int
  public var replacement: String
  /// Line and columns of `start` and `end`, filled in by the linter for reporters.
  public var startLocation: SourceLocation? = nil
  public var endLocation: SourceLocation? = nil

  public init(
    start: Int, end: Int, replacement: String, startLocation: SourceLocation? = nil,
    endLocation: SourceLocation? = nil
  ) {
    self.start = start
    self.end = end
    self.replacement = replacement
    self.startLocation = startLocation
    self.endLocation = endLocation
  }
}

/// An automatic fix: edits that resolve the finding.
public struct Fix: Sendable, Hashable, Codable {
  public var summary: String
  public var edits: [Edit]
  /// Safe fixes keep behaviour everywhere but at the bug; they may be applied unattended.
  public var isSafe: Bool

  public init(summary: String, edits: [Edit], isSafe: Bool) {
    self.summary = summary
    self.edits = edits
    self.isSafe = isSafe
  }

  /// The same fix with each edit's line and column filled in by `location`.
  func located(_ location: (Int) -> SourceLocation) -> Fix {
    var fix = self
    fix.edits = edits.map { e in
      var e = e
      e.startLocation = location(e.start)
      e.endLocation = location(e.end)
      return e
    }
    return fix
  }
}

/// What a rule reports: a byte range of the file, with words for the user.
public struct Finding: Sendable, Hashable {
  public var ruleID: String
  public var severity: Severity
  public var start: Int
  public var end: Int
  /// What is wrong: lowercase, no trailing period, no advice.
  public var message: String
  /// What to do about it.
  public var help: String?
  public var fix: Fix?
  /// The languages a catalog finding is about (a key untranslated in each), for the
  /// summary's totals.
  public var languages: [String] = []
  /// The catalog key a catalog finding is about, so that it can be dropped when no Swift
  /// code uses the key (`UnusedKeyFindings`). Never reported.
  public var catalogKey: String? = nil
  /// The declarations around a Swift finding that files other than its own may name
  /// (`UnreadDeclarations`). Never reported.
  public var declarations: [String] = []
  /// Whether the finding lies in a private or local declaration that its file never names
  /// (`UnreadDeclarations`). Never reported.
  public var inUnreadCode = false
  /// The hash (`CatalogTable.hash(key:)`) of the literal a finding is on, when it is one
  /// literal without interpolations (`NeutralTexts.drop`).
  public var textHash: UInt64? = nil

  public init(
    ruleID: String, severity: Severity, range: Range<Int>, message: String, help: String? = nil,
    fix: Fix? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.start = range.lowerBound
    self.end = range.upperBound
    self.message = message
    self.help = help
    self.fix = fix
  }
}

/// A finding placed in its file, ready for reporters.
public struct Diagnostic: Sendable, Hashable {
  public var path: String
  public var ruleID: String
  public var severity: Severity
  public var start: SourceLocation
  /// Exclusive end.
  public var end: SourceLocation
  public var message: String
  public var help: String?
  public var fix: Fix?
  /// The text of the finding's first line, without its line break (for baselines and
  /// fingerprints that survive edits elsewhere in the file).
  public var lineText: String
  /// The languages a catalog finding is about (`Finding.languages`).
  public var languages: [String] = []
  /// The catalog key a catalog finding is about (`Finding.catalogKey`).
  public var catalogKey: String? = nil
  /// `Finding.declarations`.
  public var declarations: [String] = []
  /// `Finding.inUnreadCode`.
  public var inUnreadCode = false
  /// `Finding.textHash`.
  public var textHash: UInt64? = nil

  public init(
    path: String, ruleID: String, severity: Severity, start: SourceLocation, end: SourceLocation,
    message: String, help: String?, fix: Fix?, lineText: String
  ) {
    self.path = path
    self.ruleID = ruleID
    self.severity = severity
    self.start = start
    self.end = end
    self.message = message
    self.help = help
    self.fix = fix
    self.lineText = lineText
  }

  /// The order of every report: path, line, column, rule.
  public static func ordered(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
    if a.start.line != b.start.line { return a.start.line < b.start.line }
    if a.start.column != b.start.column { return a.start.column < b.start.column }
    if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
    return a.message < b.message
  }
}

extension [Diagnostic] {
  /// Sorts by `Diagnostic.ordered`, stably. Checks the order first (findings usually
  /// arrive sorted) and otherwise sorts positions, then moves each diagnostic once:
  /// sorting the values themselves copies every one many times.
  public mutating func sortDiagnostics() {
    guard indices.dropFirst().contains(where: { Diagnostic.ordered(self[$0], self[$0 - 1]) })
    else { return }
    let order = indices.sorted { a, b in
      Diagnostic.ordered(self[a], self[b]) || (!Diagnostic.ordered(self[b], self[a]) && a < b)
    }
    self = order.map { self[$0] }
  }
}

extension Diagnostic {
  /// The finding's line without leading and trailing spaces, tabs and CR: what baselines
  /// and fingerprints match on, so re-indenting a line does not change its identity.
  public var trimmedLineText: String {
    var s = Substring(lineText)
    while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
    while let c = s.last, c == " " || c == "\t" || c == "\r" { s = s.dropLast() }
    return String(s)
  }
}
