/// One key's placeholder problems across its translations, as findings. Translations
/// that share the same problems (three or more) are one mistake made once, by whoever
/// wrote the source or copied one translation into the others: one finding names them
/// all, at the first of their strings. When most translations drop an argument of the
/// source, either the source's placeholder is stray (the code fills none) or those
/// translations lose its value: that finding stands at the source's placeholder.
enum PlaceholderProblemGroups {
  struct Group {
    /// Indices into the translations, in their order.
    var members: [Int]
    var message: String
    var help: String
    var severity: Severity
    /// The string the finding stands at: the source's, or the first member's.
    var string: CatalogString
    /// Whether `string` is the source's.
    var atSource: Bool
  }

  /// The fewest translations that make a shared problem one finding.
  static let fewestShared = 3

  /// `problems`: each translation's language and problems (worst first), in catalog order.
  /// `compared`: how many translations have a value. `source`: the source's strings (none
  /// when the source has no value).
  static func groups(
    _ problems: [(language: String, problems: [PlaceholderProblem])], compared: Int, key: String,
    source: [LocalizedString]
  ) -> [Group] {
    var byProblems: [[String]: [Int]] = [:]
    var order: [[String]] = []
    for (i, t) in problems.enumerated() where !t.problems.isEmpty {
      let signature = t.problems.map { "\($0.kind.rawValue)|\($0.form ?? "")|\($0.what)" }
      if byProblems[signature] == nil { order.append(signature) }
      byProblems[signature, default: []].append(i)
    }
    var out: [Group] = []
    for signature in order {
      let members = byProblems[signature] ?? []
      let first = problems[members[0]].problems
      let worst = first[0]
      let more = first.count > 1 ? " (and \(first.count - 1) more)" : ""
      guard members.count >= fewestShared else {
        for m in members {
          let p = problems[m].problems
          let more = p.count > 1 ? " (and \(p.count - 1) more)" : ""
          out.append(
            Group(
              members: [m], message: p[0].message + more, help: p[0].help, severity: p[0].severity,
              string: p[0].string, atSource: false))
        }
        continue
      }
      let languages = list(members.map { problems[$0].language })
      let name = "`\(PlaceholderComparison.shortened(key))`"
      if first.count == 1, worst.kind == .missing, let dropped = worst.dropped,
        members.count * 2 > compared,
        let reader = source.first(where: { s in
          s.format.arguments.contains { $0.position == dropped.position }
        })
      {
        let spelled = "`\(dropped.spelled)`"
        out.append(
          Group(
            members: members,
            message:
              "\(members.count) of \(compared) translations of \(name) drop \(spelled) of the source (\(languages))",
            help:
              "if the code passes a value, add \(spelled) to those translations; if it passes none, the source shows \(spelled) as written: remove it there",
            severity: worst.severity, string: reader.string, atSource: true))
        continue
      }
      let form = worst.form.map { " in their `\($0)` form" } ?? ""
      out.append(
        Group(
          members: members,
          message:
            "\(members.count) translations of \(name) (\(languages)) share a problem\(form): each \(worst.what)\(more)",
          help: worst.help, severity: worst.severity, string: worst.string, atSource: false))
    }
    return out
  }

  /// `ar`, `da`, `de` and 16 more.
  static func list(_ languages: [String]) -> String {
    let named = languages.prefix(3).map { "`\($0)`" }
    if languages.count <= 3 {
      return named.count < 2
        ? named.joined() : named.dropLast().joined(separator: ", ") + " and " + named.last!
    }
    return named.joined(separator: ", ") + " and \(languages.count - 3) more"
  }
}
