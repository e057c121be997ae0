/// A catalog key that no Swift file uses. Documented, with examples, in
/// `Rules/catalog-unused-key.md`.
public struct CatalogUnusedKey: CatalogRule, ProjectRule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "catalog-unused-key",
    summary: "a catalog key that no Swift file of the tree uses",
    severity: .note, fixability: .none, group: .catalogs, isDefault: false)

  /// What a Swift file tells about keys: every literal text it holds (a key may reach a
  /// lookup through a wrapper or generated code), the tables it looks literal keys up in,
  /// and those it looks up keys made at run time in.
  struct Uses: FileFact {
    var texts: Set<String>
    /// Member names, lowercased: Xcode's generated symbols name keys
    /// (`.reply.zappedYou` for the key `zappedYou` of table `Reply`).
    var names: Set<String>
    var tables: Set<String>
    var dynamicTables: Set<String>
  }

  public func mayReport(in source: SourceFile) -> Bool { true }

  public func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact] {
    let lookups = file.localizedLookups()
    var texts = Set<String>()
    for l in file.literals.indices { texts.insert(file.value(ofLiteral: l)) }
    var names = Set<String>()
    for i in file.tokens.indices where file[i].kind == .identifier && file.kind(i - 1) == .period {
      names.insert(file.text(i).lowercased())
    }
    return [
      Uses(
        texts: texts, names: names, tables: Set(lookups.keys.map(\.table)),
        dynamicTables: Set(lookups.dynamic.map(\.table)))
    ]
  }

  public func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact] {
    [CatalogTable.of(catalog, context: context)]
  }

  /// A key as the Swift literal it was extracted from reads: `"\(n) items"` is the key
  /// `%lld items`, its interpolations marked `SyntaxFile.interpolationMark`. A key with a
  /// placeholder that no interpolation makes (`%a`, `%x`, `%s`: an interpolation is an
  /// object or text, an integer or a floating-point number in decimal) was not extracted
  /// from one, and stays as it is.
  static func asInterpolated(_ key: String) -> String {
    guard key.utf8.contains(0x25) else { return key }
    let bytes = Array(key.utf8)
    let placeholders = FormatPlaceholders(bytes).placeholders
    guard placeholders.allSatisfy({ "@dDiuUfF".utf8.contains($0.conversion) }) else { return key }
    let mark = Array(String(SyntaxFile.interpolationMark).utf8)
    let out = FormatPlaceholders.replacing(placeholders, in: bytes, with: mark)
    return String(decoding: out, as: UTF8.self).replacingAll("%%", with: "%")
  }

  /// A key as a generated symbol's name, lowercased: letters and digits only.
  static func asSymbol(_ key: String) -> String {
    String(
      String.UnicodeScalarView(
        key.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
    )
    .lowercased()
  }

  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    var texts = Set<String>()
    var names = Set<String>()
    var tables = Set<String>()
    var dynamic = Set<String>()
    for f in files {
      for u in f.facts(Uses.self) {
        texts.formUnion(u.texts)
        names.formUnion(u.names)
        tables.formUnion(u.tables)
        dynamic.formUnion(u.dynamicTables)
      }
    }
    // Each key is reported once: in a String Catalog, or in the source language's file of
    // a `.lproj` table.
    let sources = Set(CatalogTable.groups(files, context: context).compactMap { $0.source?.path })
    var out: [ProjectFinding] = []
    for f in files {
      guard let t = f.facts(CatalogTable.self).first else { continue }
      let judged = tables.contains(t.place.table) && !dynamic.contains(t.place.table) && !t.isBroken
      for (k, e) in t.entries.enumerated() {
        guard let key = t.key(k) else { continue }
        if t.kind == .stringCatalog && e.isStale {
          out.append(
            ProjectFinding(
              site: t.keySite(e),
              message:
                "key `\(PlaceholderComparison.shortened(key))` is stale: Xcode found no code that uses it",
              help: "remove the entry if nothing looks it up any more"))
          continue
        }
        guard judged, t.kind == .stringCatalog || sources.contains(t.path), !texts.contains(key),
          !texts.contains(Self.asInterpolated(key)), !names.contains(Self.asSymbol(key))
        else { continue }
        out.append(
          ProjectFinding(
            site: t.keySite(e),
            message: "key `\(PlaceholderComparison.shortened(key))` is used by no Swift file of the tree",
            help: "remove it from every language of table `\(t.place.table)` if nothing else looks it up"))
      }
    }
    return out
  }
}

extension String {
  /// Every `target` replaced by `replacement`, left to right.
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    var out = ""
    var rest = Substring(self)
    while let r = rest.firstRange(of: target) {
      out += rest[..<r.lowerBound]
      out += replacement
      rest = rest[r.upperBound...]
    }
    return out + rest
  }
}
