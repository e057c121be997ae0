/// `NSLocalizedString(self.rawValue, comment: "")` in an enum whose cases spell their raw
/// values (`case unknownFormat = "errors.unknown_format"`): the keys are known, and the
/// project pass checks them against the `.lproj` tables. Left alone when every raw value
/// is a key of a table of that name in the tree; reported, naming the raw values no table
/// holds, when some are missing (users see the raw key); reported as it is when the tree
/// holds no `.lproj` table of that name.
struct HeldRawValueKey: FileFact {
  var finding: ProjectFinding
  var table: String
  var keys: [String]
}

extension DynamicLocalizationKey {
  /// The table and raw values of a lookup whose key is `rawValue` or `self.rawValue`
  /// inside an enum of the file with `String` raw values, or its extension; nil when the
  /// key has another shape or the table is named at run time.
  func rawValueKeys(_ file: SyntaxFile, _ lookup: Lookup) -> (table: String, keys: [String])? {
    let (f, l) = (lookup.first, lookup.last)
    let spelled =
      f == l
      ? file.isWord(f, "rawValue")
      : l == f + 2 && file.isKeyword(f, [.`self`]) && file.kind(f + 1) == .period
        && file.isWord(l, "rawValue")
    guard spelled, let s = file.enclosingScope(f, .type), file.scopes[s].name >= 0 else { return nil }
    let open = Int(file.enclosingBracket[f])
    guard open > 0, file.kind(open) == .leftParen else { return nil }
    var table = "Localizable"
    for a in file.arguments(ofCall: open) {
      guard let label = a.label, file.isWord(label, "tableName") || file.isWord(label, "table") else {
        continue
      }
      if a.first == a.last && file.isKeyword(a.first, [.nil]) { continue }
      guard let lit = file.literal(at: a.first), Int(file[a.first].match) == a.last,
        !file.literals[lit].hasInterpolation
      else { return nil }
      table = file.value(ofLiteral: lit)
    }
    guard let keys = Self.rawValues(file, ofEnum: file.text(Int(file.scopes[s].name))) else { return nil }
    return (table, keys)
  }

  /// The raw values of the file's `enum name: String` whose cases have no associated
  /// values: each case's literal, or its name where it has none.
  static func rawValues(_ file: SyntaxFile, ofEnum name: String) -> [String]? {
    guard
      let e = file.scopes.indices.first(where: { k in
        let scope = file.scopes[k]
        return scope.kind == .type && scope.name >= 0 && scope.introducer >= 0
          && file.isKeyword(Int(scope.introducer), [.`enum`]) && file.isWord(Int(scope.name), name)
      })
    else { return nil }
    let scope = file.scopes[e]
    guard (Int(scope.name)..<Int(scope.open)).contains(where: { file.isWord($0, "String") }) else {
      return nil
    }
    var values: [String] = []
    var k = Int(scope.open) + 1
    let close = Int(scope.close)
    while k < close {
      defer { k += 1 }
      guard Int(file.scopeOfToken[k]) == e, file.isKeyword(k, [.`case`]) else { continue }
      var j = k + 1
      while j < close {
        guard file.kind(j) == .identifier else { return nil }
        var value = file.text(j)
        if file.kind(j + 1) == .leftParen { return nil }
        if file.kind(j + 1) == .operator && file.isWord(j + 1, "=") {
          guard let lit = file.literal(at: j + 2), !file.literals[lit].hasInterpolation else { return nil }
          value = file.value(ofLiteral: lit)
          j = Int(file[j + 2].match)
        }
        values.append(value)
        guard file.kind(j + 1) == .comma else { break }
        j += 2
      }
      k = j
    }
    return values.isEmpty ? nil : values
  }

  /// The held findings that some raw value of their enum is missing from every table of
  /// their name (as it is reported: naming those raw values), and those whose name no
  /// table of the tree has.
  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    // The `.lproj` tables the catalog rules read (`CatalogTable`); with those rules off,
    // no table is known and the findings stand as they are.
    var tables: [String: Set<UInt64>] = [:]
    for f in files {
      for t in f.facts(CatalogTable.self) {
        tables[t.place.table, default: []].formUnion(t.entries.lazy.filter { !$0.isStale }.map(\.keyHash))
      }
    }
    var out: [ProjectFinding] = []
    for f in files {
      for held in f.facts(HeldRawValueKey.self) {
        guard let present = tables[held.table] else {
          out.append(held.finding)
          continue
        }
        let missing = held.keys.filter { !present.contains(CatalogTable.hash(key: $0)) }
        guard !missing.isEmpty else { continue }
        var finding = held.finding
        let named = missing.prefix(2).map { "`\(PlaceholderComparison.shortened($0))`" }
        let more = missing.count > 2 ? " and \(missing.count - 2) more" : ""
        finding.message +=
          "; \(named.joined(separator: missing.count == 2 ? " and " : ", "))\(more) "
          + "\(missing.count == 1 ? "is" : "are") in no `\(held.table)` table, so users see the raw key"
        out.append(finding)
      }
    }
    return out
  }
}
