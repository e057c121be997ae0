/// Runs the enabled rules over a file and places their findings. Knows no rule by name.
public struct Linter: Sendable {
  public let rules: [any Rule]
  public let options: RuleOptions

  public init(rules: [any Rule], options: RuleOptions = RuleOptions()) {
    self.rules = rules
    self.options = options
  }

  /// All diagnostics of `source`, sorted.
  public func lint(_ source: SourceFile) -> [Diagnostic] {
    lint(SyntaxFile(source))
  }

  public func lint(_ file: SyntaxFile) -> [Diagnostic] {
    let context = RuleContext(options: options, isTestFile: isTestPath(file.path))
    var findings: [Finding] = []
    for rule in rules {
      findings.append(contentsOf: rule.findings(in: file, context: context))
    }
    if findings.isEmpty { return [] }
    let suppressions = Suppressions(file)
    var out: [Diagnostic] = []
    out.reserveCapacity(findings.count)
    var seen = Set<Finding>()
    for f in findings where seen.insert(f).inserted {
      let start = file.location(f.start)
      if suppressions.isSuppressed(rule: f.ruleID, line: start.line) { continue }
      let end = file.location(max(f.start, f.end))
      let lineEnd = file.lines.end(ofLine: start.line, in: file.bytes)
      let lineText = file.source.text(file.lines.start(ofLine: start.line)..<lineEnd)
      out.append(
        Diagnostic(
          path: file.path, ruleID: f.ruleID, severity: f.severity, start: start, end: end,
          message: f.message, help: f.help, fix: f.fix, lineText: lineText))
    }
    out.sort(by: Diagnostic.ordered)
    return out
  }
}
