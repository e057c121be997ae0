extension Linter {
  /// `findings` with the places in catalogs that the project pass names by mark
  /// (`Site.catalogMark`) located: each catalog they are in is read once more through
  /// `read` (its raw bytes, nil when it cannot be read) and its table made again, which
  /// numbers the marks as the scan did. A place that cannot be located (the file is gone,
  /// or changed since the scan) stays at its file's first line.
  func locatingCatalogMarks(_ findings: [ProjectFinding], read: (@Sendable (String) -> [UInt8]?)?)
    -> [ProjectFinding]
  {
    var out = findings
    var byPath: [String: [Int]] = [:]
    for (k, f) in out.enumerated() where f.site.catalogMark != nil {
      byPath[f.site.path, default: []].append(k)
    }
    guard !byPath.isEmpty else { return out }
    let context = RuleContext(options: options, isTestFile: false)
    for (path, indices) in byPath.sorted(by: { $0.key < $1.key }) {
      guard let bytes = read?(path),
        let catalog = CatalogFile.read(
          path: path, bytes: bytes, developmentLanguage: options.developmentLanguage)
      else { continue }
      let marks = CatalogTable.marks(of: catalog, context: context)
      var locator = CatalogText.Locator(catalog.text)
      let order = indices.compactMap { k -> (Int, Int)? in
        guard let m = out[k].site.catalogMark, m >= 0, Int(m) < marks.count else { return nil }
        return (k, marks[Int(m)])
      }
      for (k, offset) in order.sorted(by: { $0.1 < $1.1 }) {
        let l = locator.location(offset)
        out[k].site = Site(path: path, start: l, end: l, lineText: catalog.text.lineText(l.line))
      }
    }
    return out
  }
}
