/// What a rule is, as data: reporters and the CLI see rules only through this.
public struct RuleDescription: Sendable, Hashable {
  /// Whether findings carry an automatic fix, and how far it can be trusted.
  public enum Fixability: String, Sendable, Hashable {
    case none, safe, unsafe
  }

  /// The family a rule belongs to; its sources live in `Rules/<Group>/`.
  public enum Group: String, Sendable, Hashable, CaseIterable {
    /// Text people read: literals that never reach translators, sentences and plurals
    /// built in code, text looked up too early, and alignments that ignore its direction.
    case uiText = "ui-text"
    /// Date patterns and the formatters that apply them.
    case dates
    /// Case mapping and comparison that follow the user's locale.
    case caseMapping = "case-mapping"
    /// Numbers parsed, formatted and ordered: machine text read in the user's locale,
    /// display numbers built by hand.
    case numbers
    /// Localization catalogs (`.xcstrings`, `.strings`, `.stringsdict`) and the keys code
    /// looks up in them.
    case catalogs
    /// Comments that silence findings (the linter's own diagnostics).
    case suppressions
  }

  /// The public, stable kebab-case id (`week-based-year`).
  public let id: String
  /// One line naming the bad pattern.
  public let summary: String
  public let severity: Severity
  public let fixability: Fixability
  public let group: Group
  /// Runs unless turned off; an opt-in rule runs only when the configuration or `--rules`
  /// names it.
  public let isDefault: Bool
  /// Leaves debug-only code alone (`DebugCode`), and so the screens that only debug code
  /// opens (`DebugScreens`).
  public let skipsDebugCode: Bool

  public init(
    id: String, summary: String, severity: Severity, fixability: Fixability = .none,
    group: Group, isDefault: Bool = true, skipsDebugCode: Bool = false
  ) {
    self.id = id
    self.summary = summary
    self.severity = severity
    self.fixability = fixability
    self.group = group
    self.isDefault = isDefault
    self.skipsDebugCode = skipsDebugCode
  }

  /// The line under a rule doc's title, generated from this description.
  public var headerLine: String {
    "Severity: \(severity.rawValue) · Fix: \(fixability.rawValue) · Group: \(group.rawValue) · "
      + (isDefault ? "On by default" : "Opt-in")
  }

  /// The rule's documentation, as shipped in the binary (from `Rules/<id>.md`).
  public var documentation: String { RuleDocs.byID[id] ?? "" }

  /// The text of one `## Heading` section of the documentation, trimmed.
  public func documentationSection(_ heading: String) -> String {
    var lines: [Substring] = []
    var inside = false
    for line in documentation.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        if inside { break }
        inside = line.dropFirst(3) == heading
        continue
      }
      if inside { lines.append(line) }
    }
    return lines.joined(separator: "\n").trimmingWhitespace
  }

  /// Where the documentation lives on the web, for SARIF `helpUri` and links.
  public var documentationURL: String { Self.documentationURL(id: id) }

  /// Where the documentation of the rule `id` lives on the web.
  public static func documentationURL(id: String) -> String {
    "https://github.com/l10n-audit/l10n-audit/blob/main/Rules/\(id).md"
  }
}

extension String {
  /// Without leading and trailing spaces and line breaks.
  var trimmingWhitespace: String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\n" || c == "\t" { s = s.dropFirst() }
    while let c = s.last, c == " " || c == "\n" || c == "\t" { s = s.dropLast() }
    return String(s)
  }
}
