import L10nAuditCore

/// Code actions: each safe fix of a finding under the cursor, a comment that suppresses
/// the finding's rule on its line, and (asked for as `source.fixAll.l10n-audit`) every
/// safe fix of the file at once.
extension LanguageServer {
  static let fixAllKind = "source.fixAll.l10n-audit"

  func codeActions(_ params: JSON) throws(InvalidParams) -> JSON {
    guard let uri = params["textDocument"]?["uri"]?.string, let asked = params["range"],
      let askedStart = Self.point(asked["start"]), let askedEnd = Self.point(asked["end"])
    else { throw InvalidParams(message: "needs 'textDocument.uri' and a 'range'") }
    guard let doc = documents[uri] else { return .array([]) }
    let only = params["context"]?["only"]?.array?.compactMap(\.string)
    func wanted(_ kind: String) -> Bool {
      guard let only else { return kind != Self.fixAllKind }
      return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
    let lines = LineTable(doc.bytes)
    var actions: [JSON] = []
    if wanted("quickfix") {
      for d in doc.published {
        let start = Self.point(position(d.start))!
        let end = Self.point(position(d.end))!
        guard start <= askedEnd && askedStart <= end else { continue }
        let diagnostic = lspDiagnostic(d, uri: uri)
        if let fix = d.fix, fix.isSafe, !fix.edits.isEmpty {
          actions.append(
            action(
              fix.summary, kind: "quickfix", diagnostics: [diagnostic], uri: uri,
              edits: fix.edits.map { textEdit($0, doc: doc, lines: lines) }, preferred: true))
        }
        if let comment = suppression(d, doc: doc, lines: lines) {
          actions.append(
            action(
              "Suppress \(d.ruleID) on this line with a comment", kind: "quickfix", diagnostics: [diagnostic],
              uri: uri, edits: [comment], preferred: false))
        }
      }
    }
    if wanted(Self.fixAllKind) {
      let fixes = doc.published.compactMap { d in d.fix.flatMap { $0.isSafe && !$0.edits.isEmpty ? $0 : nil }
      }
      let (edits, made) = Fixer.chosenEdits(fixes, count: doc.bytes.count)
      if made > 0 {
        actions.append(
          action(
            "Apply every safe l10n-audit fix in the file", kind: Self.fixAllKind, diagnostics: [], uri: uri,
            edits: edits.map { textEdit($0, doc: doc, lines: lines) }, preferred: false))
      }
    }
    return .array(actions)
  }

  private func action(
    _ title: String, kind: String, diagnostics: [JSON], uri: String, edits: [JSON], preferred: Bool
  ) -> JSON {
    var out: [String: JSON] = [
      "title": .string(title), "kind": .string(kind),
      "edit": .object(["changes": .object([uri: .array(edits)])]),
    ]
    if !diagnostics.isEmpty { out["diagnostics"] = .array(diagnostics) }
    if preferred { out["isPreferred"] = .bool(true) }
    return .object(out)
  }

  private func textEdit(_ e: Edit, doc: Document, lines: LineTable) -> JSON {
    let count = doc.bytes.count
    let start = lines.location(of: min(max(0, e.start), count), in: doc.bytes)
    let end = lines.location(of: min(max(0, e.end), count), in: doc.bytes)
    return .object([
      "range": .object(["start": position(start), "end": position(end)]),
      "newText": .string(e.replacement),
    ])
  }

  /// A `disable-next-line` comment for the finding's rule, on a line of its own above the
  /// finding's, indented as that line is; nil in a String Catalog (JSON has no comments).
  private func suppression(_ d: Diagnostic, doc: Document, lines: LineTable) -> JSON? {
    let name = doc.path ?? doc.uri
    let directive = "l10n-audit:disable-next-line \(d.ruleID)"
    let comment: String
    switch CatalogFile.kind(ofFileName: Array(name.utf8)) {
    case nil: comment = "// \(directive)"
    case .some(let kind):
      switch kind {
      case .stringCatalog: return nil
      case .strings:
        // A `.strings` file may be an XML property list, which takes XML comments.
        let isXML = doc.bytes.prefix(64).contains(UInt8(ascii: "<"))
        comment = isXML ? "<!-- \(directive) -->" : "/* \(directive) */"
      case .stringsdict: comment = "<!-- \(directive) -->"
      }
    }
    guard d.start.line >= 1 && d.start.line <= lines.lineCount else { return nil }
    let start = lines.start(ofLine: d.start.line)
    var indent = start
    while indent < doc.bytes.count, doc.bytes[indent] == 0x20 || doc.bytes[indent] == 0x09 { indent += 1 }
    let lead = String(decoding: doc.bytes[start..<indent], as: UTF8.self)
    let at = JSON.object(["line": .int(d.start.line - 1), "character": .int(0)])
    return .object([
      "range": .object(["start": at, "end": at]),
      "newText": .string(lead + comment + "\n"),
    ])
  }

  /// A position as (line, character), to compare.
  static func point(_ p: JSON?) -> Point? {
    guard let line = p?["line"]?.int, let character = p?["character"]?.int else { return nil }
    return Point(line: line, character: character)
  }

  struct Point: Comparable {
    var line: Int
    var character: Int
    static func < (a: Point, b: Point) -> Bool {
      a.line != b.line ? a.line < b.line : a.character < b.character
    }
  }
}
