import Dispatch
import L10nAuditCore

/// Open documents: their text as the editor sends it, linted on every change, and the
/// project rules run again over the workspace on every save.
extension LanguageServer {
  func didOpen(_ params: JSON) throws(InvalidParams) {
    guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string
    else { throw InvalidParams(message: "textDocument needs 'uri' and 'text'") }
    let path = FileURI.path(of: uri)
    let name = path ?? uri
    let isCatalog = CatalogFile.kind(ofFileName: Array(name.utf8)) != nil
    let isSwift = name.hasSuffix(".swift") || item["languageId"]?.string == "swift"
    guard isCatalog || isSwift else { return }
    documents[uri] = Document(
      uri: uri, path: path, version: item["version"]?.int, bytes: Array(text.utf8), isCatalog: isCatalog)
    lintAndPublish(uri)
  }

  func didChange(_ params: JSON) throws(InvalidParams) {
    guard let uri = params["textDocument"]?["uri"]?.string, let changes = params["contentChanges"]?.array
    else { throw InvalidParams(message: "needs 'textDocument.uri' and 'contentChanges'") }
    guard var doc = documents[uri] else { return }
    // The server asks for whole texts: the last change that is one holds the document.
    guard let text = changes.last(where: { $0["range"] == nil })?["text"]?.string else {
      throw InvalidParams(message: "each change must hold the whole text (the server syncs whole documents)")
    }
    doc.bytes = Array(text.utf8)
    doc.version = params["textDocument"]?["version"]?.int ?? doc.version
    documents[uri] = doc
    lintAndPublish(uri)
  }

  func didSave(_ params: JSON) throws(InvalidParams) {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw InvalidParams(message: "needs 'textDocument.uri'")
    }
    guard var doc = documents[uri] else { return }
    if let text = params["text"]?.string {
      doc.bytes = Array(text.utf8)
      documents[uri] = doc
    }
    relint(uri)
    if let path = doc.path, let w = workspace(of: path) { w.refreshProject(texts: openTexts(), jobs: jobs) }
    publishAll(relint: false)
  }

  func didClose(_ params: JSON) throws(InvalidParams) {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw InvalidParams(message: "needs 'textDocument.uri'")
    }
    guard let doc = documents.removeValue(forKey: uri) else { return }
    // What is on disk counts again: the editor may have dropped unsaved changes.
    if let path = doc.path, let w = workspace(of: path) {
      w.rescan(path, isCatalog: doc.isCatalog)
    }
    notify("textDocument/publishDiagnostics", .object(["uri": .string(uri), "diagnostics": .array([])]))
  }

  func didChangeWatchedFiles(_ params: JSON) throws(InvalidParams) {
    guard let changes = params["changes"]?.array else { throw InvalidParams(message: "needs 'changes'") }
    var touched: [ObjectIdentifier: LSPWorkspace] = [:]
    var reload: [ObjectIdentifier: LSPWorkspace] = [:]
    for change in changes {
      guard let path = change["uri"]?.string.flatMap(FileURI.path(of:)) else { continue }
      if path.hasSuffix("/" + Configuration.fileName) {
        // A workspace reads the configuration of its own folder or the nearest above it.
        let folder = String(path.dropLast(Configuration.fileName.count + 1))
        for w in workspaces + Array(looseWorkspaces.values)
        where w.root == folder || w.root.hasPrefix(folder + "/") {
          reload[ObjectIdentifier(w)] = w
        }
        continue
      }
      guard let w = workspace(of: path) else { continue }
      let isCatalog = CatalogFile.kind(ofFileName: Array(path.utf8)) != nil
      guard isCatalog || path.hasSuffix(".swift") else { continue }
      // An open document's text is the editor's, not the disk's.
      if documents.values.contains(where: { $0.path == path }) { continue }
      if change["type"]?.int == 3 {
        w.update(path, summary: nil)
      } else {
        w.rescan(path, isCatalog: isCatalog)
      }
      touched[ObjectIdentifier(w)] = w
    }
    for w in reload.values {
      w.loadConfiguration()
      scan(w)
      touched.removeValue(forKey: ObjectIdentifier(w))
    }
    for w in touched.values { w.refreshProject(texts: openTexts(), jobs: jobs) }
    if !reload.isEmpty || !touched.isEmpty { publishAll(relint: !reload.isEmpty) }
  }

  // MARK: Linting and publishing

  /// The workspace folder `path` is in (the innermost), or nil.
  func workspace(of path: String) -> LSPWorkspace? {
    workspaces.filter { $0.contains(path) }.max { $0.root.count < $1.root.count }
  }

  /// The workspace that governs a document: its folder's, else one for the file's own
  /// folder, with its configuration but no project pass.
  func governing(_ doc: Document) -> LSPWorkspace {
    if let path = doc.path, let w = workspace(of: path) { return w }
    var folder = "/"
    if let path = doc.path, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      folder = String(path[..<slash])
    }
    if let w = looseWorkspaces[folder] { return w }
    let w = LSPWorkspace(root: folder, isProject: false)
    looseWorkspaces[folder] = w
    return w
  }

  func lint(_ doc: Document) -> Linter.FileOutcome? {
    governing(doc).lint(path: doc.path ?? doc.uri, bytes: doc.bytes, isCatalog: doc.isCatalog)
  }

  /// Lints a document's text and publishes its diagnostics: its own, and the project
  /// rules' findings from the last pass that still stand on the line they were found on.
  func lintAndPublish(_ uri: String) {
    relint(uri)
    publish(uri)
  }

  /// Lints a document's text: keeps its diagnostics, and gives its workspace its summary.
  private func relint(_ uri: String) {
    guard let doc = documents[uri] else { return }
    let outcome = lint(doc)
    documents[uri]?.own = outcome?.diagnostics ?? []
    if let path = doc.path, let w = workspace(of: path) { w.update(path, summary: outcome?.summary) }
  }

  /// Publishes every open document again (after a save, or a new configuration or
  /// folder, when the project rules' findings may have moved anywhere); with `relint`,
  /// lints each first, for a linter that changed.
  func publishAll(relint: Bool) {
    for uri in documents.keys.sorted() {
      if relint, let doc = documents[uri] { documents[uri]?.own = lint(doc)?.diagnostics ?? [] }
      publish(uri)
    }
  }

  private func publish(_ uri: String) {
    guard var doc = documents[uri] else { return }
    var all = doc.own
    let path = doc.path
    let w = path.flatMap { workspace(of: $0) }
    if let path, let w { all = w.withoutDebugScreens(all, path: path) }
    if let path, let w, let found = w.project[path], !found.isEmpty {
      let lines = LineTable(doc.bytes)
      all += found.filter { d in
        guard d.start.line >= 1 && d.start.line <= lines.lineCount else { return false }
        let start = lines.start(ofLine: d.start.line)
        var end = lines.end(ofLine: d.start.line, in: doc.bytes)
        if end > start && doc.bytes[end - 1] == 0x0D { end -= 1 }
        let text = doc.bytes[start..<end]
        let expected = Array(d.lineText.utf8)
        // A catalog's line text may be cut short.
        return text.count >= expected.count && text.prefix(expected.count).elementsEqual(expected)
      }
      all.sortDiagnostics()
    }
    doc.published = all
    documents[uri] = doc
    var params: [String: JSON] = [
      "uri": .string(uri), "diagnostics": .array(all.map { lspDiagnostic($0, uri: uri) }),
    ]
    if let v = doc.version { params["version"] = .int(v) }
    notify("textDocument/publishDiagnostics", .object(params))
  }

  /// The text of every open document that names a file, by path.
  func openTexts() -> [String: [UInt8]] {
    var out: [String: [UInt8]] = [:]
    for doc in documents.values { if let p = doc.path { out[p] = doc.bytes } }
    return out
  }

  // MARK: Conversions

  func position(_ l: SourceLocation) -> JSON {
    .object([
      "line": .int(max(0, l.line - 1)),
      "character": .int(max(0, (encoding == .utf8 ? l.utf8Column : l.utf16Column) - 1)),
    ])
  }

  func range(_ d: Diagnostic) -> JSON {
    .object(["start": position(d.start), "end": position(d.end)])
  }

  func lspDiagnostic(_ d: Diagnostic, uri: String) -> JSON {
    var out: [String: JSON] = [
      "range": range(d),
      "severity": .int(Self.severity(d.severity)),
      "code": .string(d.ruleID),
      "codeDescription": .object(["href": .string(RuleDescription.documentationURL(id: d.ruleID))]),
      "source": .string("l10n-audit"),
      "message": .string(d.message),
    ]
    if let help = d.help, !help.isEmpty {
      out["relatedInformation"] = .array([
        .object([
          "location": .object(["uri": .string(uri), "range": range(d)]),
          "message": .string(help),
        ])
      ])
    }
    return .object(out)
  }

  static func severity(_ s: Severity) -> Int {
    switch s {
    case .error: return 1
    case .warning: return 2
    case .note: return 3
    }
  }
}

func monotonicSeconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
