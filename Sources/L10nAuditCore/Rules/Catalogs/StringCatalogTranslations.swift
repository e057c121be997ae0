/// A String Catalog's findings for `catalog-missing-translation`, held until every
/// catalog of the tree is known, and the languages each of its keys has a finished
/// translation in.
///
/// A key that another String Catalog of the tree, or the `.lproj` tables of the same
/// name, translate in every language this one lacks, is left alone: Xcode copies a text
/// into the catalog of each target that compiles the code holding it (a watch app
/// sharing the phone app's models), and the translators' work is in the catalog of the
/// target that shows it. Under an Xcode project, only the languages some project over
/// the catalog lists (`knownRegions`) are judged: a language the project does not build
/// (brought into the catalog by one stray value) lacks nothing the app shows. A key
/// whose twin (the same text with other placeholders: `Gait %@` beside `Gait %lld`) is
/// translated in every language it lacks is left alone too: the code's values choose
/// one of the two, and the translated one is the one the team keeps.
struct StringCatalogTranslations: FileFact {
  /// A key to report, where it stands, its hash (`CatalogTable.hash(key:)`) and the
  /// languages that lack it or have it unfinished: the finding is made once the projects
  /// over the catalog are known (`CatalogMissingTranslation.stringCatalogFinding`).
  struct Held {
    var keyHash: UInt64
    var key: String
    var site: Site
    var missing: [String]
    var review: [String]
  }

  var path: String
  /// The folder the catalog lies in (`CatalogPlace.folder`).
  var folder: String
  /// The catalog's languages besides the source, in the order `finished` numbers them.
  var languages: [String]
  /// Each key's hash, with a bit set for each language (by its place in `languages`, up to
  /// 64) whose translation is finished: present, and not `new` or `needs_review`.
  var finished: [UInt64: UInt64]
  var held: [Held]
  /// The hashes of the keys with placeholders, by `shape` of the key.
  var shapes: [String: [UInt64]] = [:]

  init(_ catalog: CatalogFile, languages: [String], held: [Held]) {
    path = catalog.path
    folder = catalog.place.folder
    self.languages = Array(languages.prefix(64))
    self.held = held
    finished = [:]
    for entry in catalog.entries {
      var mask: UInt64 = 0
      for (k, language) in self.languages.enumerated() {
        if let v = entry.localization(language)?.variant, v.hasAnyValue,
          !CatalogMissingTranslation.isUnfinished(v)
        {
          mask |= 1 << UInt64(k)
        }
      }
      if mask != 0 { finished[CatalogTable.hash(key: entry.key), default: 0] |= mask }
      if let shape = Self.shape(entry.key) {
        shapes[shape, default: []].append(CatalogTable.hash(key: entry.key))
      }
    }
  }

  /// A key's text with each placeholder as one mark (`Gait %@` and `Gait %lld` alike),
  /// or nil for a key without placeholders.
  static func shape(_ key: String) -> String? {
    guard key.utf8.contains(UInt8(ascii: "%")) else { return nil }
    let bytes = Array(key.utf8)
    let placeholders = FormatPlaceholders(bytes).placeholders
    guard !placeholders.isEmpty else { return nil }
    return String(decoding: FormatPlaceholders.replacing(placeholders, in: bytes, with: [0]), as: UTF8.self)
  }

  /// Whether another key of the same `shape` as `held`'s is translated in every one of
  /// `languages`.
  func translatesTwin(of held: Held, in languages: [String]) -> Bool {
    guard let shape = Self.shape(held.key) else { return false }
    return (shapes[shape] ?? []).contains { $0 != held.keyHash && translates($0, in: languages) }
  }

  /// Whether the key with hash `key` has a finished translation in every one of
  /// `languages` here.
  func translates(_ key: UInt64, in wanted: [String]) -> Bool {
    guard let mask = finished[key] else { return false }
    return wanted.allSatisfy { l in
      guard let k = languages.firstIndex(of: l) else { return false }
      return mask & (1 << UInt64(k)) != 0
    }
  }

  /// Per table name, the languages whose `.lproj` tables in `files` give each key (by
  /// hash) a value: a key a String Catalog lacks that the app's `.strings` tables translate
  /// (`Text("key")` in a package looks the main bundle's tables up) lacks nothing there.
  static func translatedInTables(_ files: [FileSummary]) -> [String: [UInt64: Set<String>]] {
    var out: [String: [UInt64: Set<String>]] = [:]
    for f in files {
      for t in f.facts(CatalogTable.self) where t.kind != .stringCatalog {
        guard let language = t.place.language, !t.isBroken else { continue }
        for e in t.entries where e.hasValue {
          out[t.place.table, default: [:]][e.keyHash, default: []].insert(language)
        }
      }
    }
    return out
  }

  /// The held findings of every String Catalog in `files`, naming only the languages the
  /// Xcode projects over it build, but for keys another catalog translates in all the
  /// languages a finding names, and keys only unreferenced generated accessors look up.
  static func findings(_ files: [FileSummary]) -> [ProjectFinding] {
    var catalogs: [StringCatalogTranslations] = []
    var holders: [UInt64: [Int]] = [:]
    var projects: [XcodeProjectRegions] = []
    for f in files {
      projects += f.facts(XcodeProjectRegions.self)
      for c in f.facts(StringCatalogTranslations.self) {
        for key in c.finished.keys { holders[key, default: []].append(catalogs.count) }
        catalogs.append(c)
      }
    }
    var out: [ProjectFinding] = []
    guard catalogs.contains(where: { !$0.held.isEmpty }) else { return out }
    let tables = translatedInTables(files)
    // A key only unreferenced accessors look up is looked up by nothing.
    let unreferenced = GeneratedAccessors.unreferencedKeys(files)
    for c in catalogs {
      let owners = projects.filter { $0.holds(folder: c.folder) }
      func built(_ l: String) -> Bool { owners.isEmpty || owners.contains { $0.ships(l) } }
      let dead = unreferenced[CatalogPlace(path: c.path).table] ?? []
      for held in c.held where !dead.contains(held.keyHash) {
        // `"Earnza"` in the catalog of `Earnza.xcodeproj`: the app's name.
        if owners.contains(where: { !$0.name.isEmpty && $0.name == held.key }) { continue }
        let (missing, review) = (held.missing.filter(built), held.review.filter(built))
        guard !missing.isEmpty || !review.isEmpty else { continue }
        let finding = CatalogMissingTranslation.stringCatalogFinding(
          held.site, key: held.key, missing: missing, review: review)
        let elsewhere =
          (holders[held.keyHash] ?? []).contains { m in
            catalogs[m].path != c.path && catalogs[m].translates(held.keyHash, in: finding.languages)
          }
          || tables[CatalogPlace(path: c.path).table]?[held.keyHash].map {
            finding.languages.allSatisfy($0.contains)
          }
            == true
        if !elsewhere && !c.translatesTwin(of: held, in: finding.languages) { out.append(finding) }
      }
    }
    return out
  }
}
