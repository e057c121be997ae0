/// A source key without a translation in a language its catalog ships. Documented, with
/// examples, in `Rules/catalog-missing-translation.md`.
public struct CatalogMissingTranslation: CatalogRule, ProjectRule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "catalog-missing-translation",
    summary: "a key without a translation in a language its catalog otherwise ships",
    severity: .warning, fixability: .none, group: .catalogs)

  /// A String Catalog's languages besides the source, and its keys to translate, each
  /// with the languages that lack it and those whose translation is not finished.
  struct Untranslated {
    var languages: [String]
    var keys: [(entry: CatalogEntry, missing: [String], review: [String])]
    /// Languages not translated yet (`copies(in:)`): counted in the coverage, not reported
    /// key by key.
    var copies: Set<String> = []
  }

  /// Found once per catalog, for the findings and the coverage.
  static func untranslated(in catalog: CatalogFile, context: RuleContext) -> Untranslated {
    catalog.work.memo(Untranslated.self) { findUntranslated(in: catalog, context: context) }
  }

  private static func findUntranslated(in catalog: CatalogFile, context: RuleContext) -> Untranslated {
    guard catalog.kind == .stringCatalog else { return Untranslated(languages: [], keys: []) }
    let source = catalog.sourceLanguage ?? context.options.developmentLanguage
    let languages = catalog.languages.filter { !Self.isVariant($0, of: source) }
    guard !languages.isEmpty else { return Untranslated(languages: [], keys: []) }
    var out: [(entry: CatalogEntry, missing: [String], review: [String])] = []
    let isInfoPlist = catalog.place.table == "InfoPlist"
    let written = KeyLanguages(source: source, languages: languages, catalog: catalog)
    let pluralForms = PluralFormKeys(keys: Set(catalog.entries.map(\.key)))
    for entry in catalog.entries where entry.shouldTranslate && entry.extractionState != "stale" {
      guard !(isInfoPlist && Self.isAppName(entry.key)) else { continue }
      let sourceVariant = entry.localization(source)?.variant
      if isInfoPlist && Self.isStandInPurpose(entry.key, sourceVariant?.value?.text) { continue }
      guard Self.needsTranslation(key: entry.key, sourceVariant, path: catalog.path) else { continue }
      var missing: [String] = []
      var review: [String] = []
      // Languages the key is written in, or the source's value is (`"got %1$@ / want
      // %2$@"` as a Chinese source's value, in English letters): they read it as written.
      // A lookup that a language's table lacks shows the key, so a key written in Korean
      // (letters beyond ASCII) reads as meant in Korean whatever the source's value.
      let readers: [String]
      if sourceVariant?.hasAnyValue == true {
        let value =
          sourceVariant?.value.map { written.languages(writingValue: $0.text, among: languages) } ?? []
        // Only a key in letters beyond ASCII: `plan` beside a value is a name for the text.
        let key =
          entry.key.unicodeScalars.contains { !$0.isASCII && $0.properties.isAlphabetic }
          ? written.languages(lettersOf: entry.key, among: languages) : []
        readers = key + value.filter { !key.contains($0) }
      } else {
        readers = written.languages(writing: entry.key, among: languages)
      }
      for language in languages where !readers.contains(language) {
        guard let v = entry.localization(language)?.variant, v.hasAnyValue else {
          if !pluralForms.isUnused(entry.key, by: language) { missing.append(language) }
          continue
        }
        if Self.isUnfinished(v) { review.append(language) }
      }
      // `"Google Books"`, kept as written by every language that has it: a name, which the
      // missing languages show as written too.
      let text = sourceVariant?.value?.text ?? entry.key
      if !missing.isEmpty, missing.count < languages.count,
        languages.allSatisfy({ l in
          missing.contains(l) || entry.localization(l)?.variant.value?.text == text
        })
      {
        continue
      }
      // `"Login"` awaiting review in German while Italian's finished translation keeps it
      // too: a word those languages share, which the review would leave as it is. Only
      // plain values: a plural or substituted text's forms are not compared.
      func keepsSource(_ l: String) -> Bool {
        guard let v = entry.localization(l)?.variant, v.plural == nil, v.devices.isEmpty,
          v.substitutions.isEmpty
        else { return false }
        return v.value?.text == text
      }
      if !review.isEmpty, languages.contains(where: { !review.contains($0) && keepsSource($0) }) {
        review.removeAll(where: keepsSource)
      }
      out.append((entry, missing, review))
    }
    return Untranslated(
      languages: languages, keys: out, copies: copies(in: catalog, source: source, languages: languages))
  }

  /// The languages of a String Catalog that hold the source's own text, or a value Xcode
  /// marks `new` or `needs_review`, for nine keys to translate in ten or more, over at
  /// least eight: languages added and left `new` with the source text, whose every key
  /// reads as the source does, and languages whose whole translation awaits review (a
  /// draft held back on purpose). A key they lack or leave unfinished is no gap of its own:
  /// the coverage shows the language.
  static func copies(in catalog: CatalogFile, source: String, languages: [String]) -> Set<String> {
    var considered = 0
    var standIns: [String: Int] = [:]
    for entry in catalog.entries where entry.shouldTranslate && entry.extractionState != "stale" {
      let sourceVariant = entry.localization(source)?.variant
      guard needsTranslation(key: entry.key, sourceVariant, path: catalog.path) else { continue }
      considered += 1
      let text = sourceVariant?.value?.text ?? entry.key
      for l in languages {
        guard let v = entry.localization(l)?.variant else { continue }
        let copy = v.plural == nil && v.substitutions.isEmpty && v.value?.text == text
        guard copy || (v.hasAnyValue && isUnfinished(v)) else { continue }
        standIns[l, default: 0] += 1
      }
    }
    guard considered >= 8 else { return [] }
    return Set(languages.filter { (standIns[$0] ?? 0) * 10 >= considered * 9 })
  }

  /// A String Catalog: each key against the languages the file holds, held for the
  /// project pass (`StringCatalogTranslations`), and the coverage.
  public func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact] {
    if catalog.kind == .stringCatalog {
      let u = Self.untranslated(in: catalog, context: context)
      let (languages, keys) = (u.languages, u.keys)
      guard !languages.isEmpty else { return [] }
      var facts: [any FileFact] = [
        StringCatalogTranslations(catalog, languages: languages, held: heldFindings(u, catalog))
      ]
      guard !keys.isEmpty else { return facts }
      var counts: [String: (keys: Int, translated: Int)] = [:]
      for l in languages { counts[l] = (keys.count, keys.count) }
      for k in keys { for l in k.missing + k.review { counts[l]?.translated -= 1 } }
      facts.append(StringCatalogCoverage(counts: counts))
      return facts
    }
    guard catalog.place.language != nil else { return [] }
    return [CatalogTable.of(catalog, context: context)]
  }

  /// The keys of a String Catalog to report, located in it.
  private func heldFindings(_ u: Untranslated, _ catalog: CatalogFile) -> [StringCatalogTranslations.Held] {
    var out: [StringCatalogTranslations.Held] = []
    var locator = CatalogText.Locator(catalog.text)
    for (entry, allMissing, allReview) in u.keys {
      let missing = allMissing.filter { !u.copies.contains($0) }
      let review = allReview.filter { !u.copies.contains($0) }
      guard !missing.isEmpty || !review.isEmpty else { continue }
      let l = locator.location(entry.offset)
      out.append(
        StringCatalogTranslations.Held(
          keyHash: CatalogTable.hash(key: entry.key), key: entry.key,
          site: Site(path: catalog.path, start: l, end: l, lineText: catalog.text.lineText(l.line)),
          missing: missing, review: review))
    }
    return out
  }

  /// The finding at a String Catalog's key that `missing` lack and `review` have
  /// unfinished.
  static func stringCatalogFinding(_ site: Site, key: String, missing: [String], review: [String])
    -> ProjectFinding
  {
    var f = ProjectFinding(
      site: site, message: Self.message(key, missing: missing, review: review),
      help: missing.isEmpty
        ? "review the translations and mark them translated: a `new` or `needs_review` entry may hold "
          + "the source text or text no translator has confirmed, and that is what those languages show"
        : "translate it (or set `shouldTranslate` to false if it reads the same in every language): "
          + "until then those languages show the source text")
    f.languages = missing + review
    f.catalogKey = key
    return f
  }

  /// Swift files tell which keys generated accessors look up and nothing refers to.
  public func mayReport(in source: SourceFile) -> Bool { true }
  public func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact] {
    GeneratedAccessors.of(file)
  }

  /// String Catalogs' held findings (`StringCatalogTranslations.findings`), and `.lproj`
  /// tables: each key of the source language's file against the other folders that hold
  /// the table, but for keys only unreferenced generated accessors look up.
  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    var out = StringCatalogTranslations.findings(files)
    let unreferenced = GeneratedAccessors.unreferencedKeys(files)
    for table in Self.tables(in: files, context: context) where !table.translations.isEmpty {
      let source = table.source
      let dead = unreferenced[source.place.table] ?? []
      let isInfoPlist = source.place.table == "InfoPlist"
      // A language whose table copies the source's text is not translated yet: a key it
      // lacks reads as its other keys do, and the coverage shows the language. So is one
      // whose table holds no entry at all (every line commented out), for keys written as
      // text, which it shows as written; a key written as an identifier shows as itself.
      // A table that repeats its keys as its text, where the source's does not
      // (`"Salvar" = "Salvar";` in `pt-BR.lproj`, `"Salvar" = "Save";` in `en.lproj`), is
      // in the language the keys are written in: it too shows a text key it lacks as written.
      let copies = table.translations.indices.filter { table.translations[$0].isCopy(of: source) }
      let sourceEchoes = source.echoesKeys
      let unstarted = table.translations.indices.filter {
        table.translations[$0].entries.isEmpty || (!sourceEchoes && table.translations[$0].echoesKeys)
      }
      // `"取消"` in a table whose source is English: Chinese users read the key as written.
      let wantedKeys = table.wanted.compactMap { source.key($0) }
      let written = KeyLanguages(
        source: source.language, languages: table.translations.map(\.language), tableKeys: wantedKeys)
      var pluralForms: PluralFormKeys? = nil
      // Each translation's value hashes by key hash, made when first asked.
      var valueHashes: [Int: [UInt64: UInt64]] = [:]
      func valueHash(of t: Int, key: UInt64) -> UInt64 {
        if valueHashes[t] == nil {
          var byKey: [UInt64: UInt64] = [:]
          for entry in table.translations[t].entries { byKey[entry.keyHash] = entry.valueHash }
          valueHashes[t] = byKey
        }
        return valueHashes[t]?[key] ?? 0
      }
      for k in table.wanted {
        let e = source.entries[k]
        guard !dead.contains(e.keyHash), let key = source.key(k) else { continue }
        if isInfoPlist && Self.isAppName(key) { continue }
        let shownAsWritten = !unstarted.isEmpty && !CatalogMissingKey.isExplicitKey(key)
        var missing = table.translations.indices.filter {
          !table.present[$0].contains(e.keyHash) && !copies.contains($0) && !table.misnamed.contains($0)
            && !(shownAsWritten && unstarted.contains($0))
        }.map {
          table.translations[$0].language
        }
        guard !missing.isEmpty else { continue }
        // `"TCP" = "TCP";` kept as written by every language that translates the table and
        // holds the key, two or more: a name, which the missing languages show as written too.
        let holders = table.translations.indices.filter {
          table.present[$0].contains(e.keyHash) && !copies.contains($0) && !table.misnamed.contains($0)
            && !unstarted.contains($0)
        }
        if e.valueHash != 0, holders.count >= 2,
          holders.allSatisfy({ valueHash(of: $0, key: e.keyHash) == e.valueHash })
        {
          continue
        }
        if PluralFormKeys.categories.contains(where: { key.hasSuffix($0) }) {
          if pluralForms == nil {
            pluralForms = PluralFormKeys(keys: Set(wantedKeys))
          }
          missing.removeAll { pluralForms!.isUnused(key, by: $0) }
          guard !missing.isEmpty else { continue }
        }
        if written.catalogLanguage != nil || key.unicodeScalars.contains(where: { !$0.isASCII }) {
          let readers = written.languages(writingTableKey: key, among: missing)
          missing.removeAll(where: readers.contains)
          guard !missing.isEmpty else { continue }
        }
        let files = missing.prefix(2).map { "\($0).lproj/\(source.place.table).\(source.kind.rawValue)" }
        var f = ProjectFinding(
          site: source.keySite(e), message: Self.message(key, missing: missing, review: []),
          help: "add it to \(files.joined(separator: ", "))\(missing.count > 2 ? " and the others" : ""): "
            + (source.place.table == "InfoPlist"
              ? "until then those languages show Info.plist's own text, in the development language"
              : Self.isInterfaceBuilderKey(key)
                ? "until then those languages show the storyboard's own text, in the development language"
                : "until then those languages show the key itself, or the lookup's default `value:`"))
        f.languages = missing
        f.catalogKey = key
        out.append(f)
      }
    }
    return out
  }

  /// Whether `language`'s code (`pt-BR`: `pt`) is a language ICU has locale data for,
  /// as every language a device can be set to is.
  static func isDeviceLanguage(_ language: String) -> Bool {
    LanguageNames.isCode(baseLanguage(language).lowercased())
  }

  /// A language code's language, without script or region (`pt-BR`, `zh_Hant`: `pt`, `zh`).
  static func baseLanguage(_ language: String) -> Substring {
    language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(language)
  }

  /// Whether Xcode marks a translation, or one of its forms, `new` or `needs_review`.
  static func isUnfinished(_ v: CatalogVariant) -> Bool {
    func unfinished(_ state: String?) -> Bool { state == "new" || state == "needs_review" }
    return unfinished(v.state) || (v.plural ?? []).contains { unfinished($0.variant.state) }
      || v.devices.contains { unfinished($0.variant.state) }
      || v.substitutions.contains { s in (s.plural ?? []).contains { unfinished($0.variant.state) } }
  }

  /// `CFBundleDisplayName` and `CFBundleName` of an `InfoPlist` table: the app's name,
  /// which a language without it shows as Info.plist writes it, like most apps do in
  /// every language.
  static func isAppName(_ key: String) -> Bool {
    key == "CFBundleDisplayName" || key == "CFBundleName"
  }

  /// `NSCameraUsageDescription` = `"Yes"`: a purpose string of one word, which no one
  /// wrote for a person to read (a target that never asks for that access needs the key
  /// only to build); the prompt it stands in for is not shown.
  static func isStandInPurpose(_ key: String, _ text: String?) -> Bool {
    guard key.hasSuffix("UsageDescription"), let text else { return false }
    let words = text.split(whereSeparator: { $0.isWhitespace })
    return words.count <= 1
  }

  /// `"Xy3-ab-9Qz.text"`: a key Interface Builder writes for an object of a storyboard or
  /// xib (its object ID, then the property), whose own text shows when the table lacks it.
  static func isInterfaceBuilderKey(_ key: String) -> Bool {
    let u = Array(key.utf8)
    guard u.count > 11, u[3] == 0x2D, u[6] == 0x2D, u[10] == 0x2E else { return false }
    func isIDByte(_ b: UInt8) -> Bool { b &- 0x30 < 10 || (b | 0x20) &- 0x61 < 26 }
    return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { isIDByte(u[$0]) }
  }

  /// A `.lproj` table whose source file parses, with what the findings and the coverage
  /// count: the source's entries with words to translate (each key once), and the
  /// translations judged against them (not broken, not a variant of the source language)
  /// with the keys each holds a value for.
  struct TranslatedTable {
    var source: CatalogTable
    var wanted: [Int]
    var translations: [CatalogTable]
    var present: [Set<UInt64>]
    /// The translations in a misnamed folder: their missing keys are not reported.
    var misnamed: [Int]
  }

  static func tables(in files: [FileSummary], context: RuleContext) -> [TranslatedTable] {
    let projects = files.flatMap { $0.facts(XcodeProjectRegions.self) }
    return CatalogTable.groups(files, context: context).compactMap { group in
      guard let source = group.source, !source.isBroken else { return nil }
      var seen = Set<UInt64>()
      let wanted = source.entries.indices.filter {
        source.entries[$0].needsTranslation && seen.insert(source.entries[$0].keyHash).inserted
      }
      // Under an Xcode project, only the languages some project over the folder lists.
      let translations = group.translations.filter { t in
        !t.isBroken && !isVariant(t.language, of: source.language)
          && !XcodeProjectRegions.isUnshipped(t.place, kind: t.kind, projects: projects)
      }
      let present = translations.map { t in Set(t.entries.lazy.filter(\.hasValue).map(\.keyHash)) }
      // A table of a code no device language has (`kr.lproj` beside `ko.lproj`: `kr` is
      // Kanuri, which ICU has no locale for) that is empty, or repeats the text of a device
      // language's table (one the project lists or not), is a misnamed folder no user reads.
      let misnamed = translations.indices.filter { i in
        let t = translations[i]
        guard !isDeviceLanguage(t.language) else { return false }
        return t.entries.isEmpty
          || group.translations.contains { $0 !== t && isDeviceLanguage($0.language) && t.isCopy(of: $0) }
      }
      return TranslatedTable(
        source: source, wanted: wanted, translations: translations, present: present, misnamed: misnamed)
    }
  }

  /// Whether `language` is the source language or a regional variant of it (`en-GB` for
  /// `en`): a missing text falls back to the same language there.
  /// Languages written in another script are not variants: `zh-Hant` (and `zh-HK`, whose
  /// likely script ICU gives as Traditional) is not `zh-Hans`.
  static func isVariant(_ language: String, of source: String) -> Bool {
    if language == source { return true }
    guard baseLanguage(language).lowercased() == baseLanguage(source).lowercased() else { return false }
    func script(_ s: String) -> String {
      let id = String(s.map { $0 == "-" ? "_" : $0 })
      return ICU.part(.script, of: ICU.addingLikelySubtags(id) ?? id)
    }
    return script(language) == script(source)
  }

  /// "`title` has no translation for de, fr and 3 more; needs review in ja".
  static func message(_ key: String, missing: [String], review: [String]) -> String {
    func list(_ l: [String]) -> String {
      l.count <= 4
        ? l.joined(separator: ", ") : l.prefix(3).joined(separator: ", ") + " and \(l.count - 3) more"
    }
    var parts: [String] = []
    if !missing.isEmpty { parts.append("has no translation for \(list(missing))") }
    if !review.isEmpty {
      parts.append(
        "\(missing.isEmpty ? "is" : "and is") not finished (new or needs review) in \(list(review))")
    }
    return "`\(PlaceholderComparison.shortened(key))` " + parts.joined(separator: " ")
  }

  /// Whether a source text holds words to translate (placeholders aside): `%@` or `—`
  /// reads the same in every language, and an empty source value shows nothing in any.
  /// Without a source value, the key is the source text. Nor does the app's name, the
  /// name of the top folder the catalog lies in (`"sportify"` in `Sportify/…`), which apps
  /// write the same in every language.
  static func needsTranslation(key: String, _ source: CatalogVariant?, path: String) -> Bool {
    var texts: [String] = []
    source?.forEachString { s, _ in texts.append(s.text) }
    for sub in source?.substitutions ?? [] {
      for f in sub.plural ?? [] { f.variant.forEachString { s, _ in texts.append(s.text) } }
    }
    if texts.isEmpty { texts = [key] }
    if texts.count == 1 && NaturalLanguage.namesAFolder(of: path, texts[0]) { return false }
    if texts.count == 1 && namesAStoredValue(key: key, texts[0]) { return false }
    return texts.contains(where: hasWords)
  }

  /// `"pref_general_enable_crop_key" = "enablecrop"`, `"…_d_M_yyyy_entryValue" =
  /// "d_M_yyyy"`: a key named for a preference's key or stored value whose text is one
  /// token written for a machine (lowercase, in snake case or with a capital inside:
  /// `"EmailCC"`), which code stores and reads back, never shows.
  static func namesAStoredValue(key: String, _ text: String) -> Bool {
    guard let last = NaturalLanguage.lastKeyWord(key[...]),
      last == "key" || last == "entryvalue" || last == "entryvalues"
    else { return false }
    let u = Array(text.utf8)
    guard u.count >= 2, let first = u.first,
      u.allSatisfy({ $0 &- 0x61 < 26 || $0 &- 0x41 < 26 || $0 &- 0x30 < 10 || $0 == 0x5F })
    else { return false }
    return first &- 0x61 < 26 || u.contains(0x5F) || u.dropFirst().contains(where: { $0 &- 0x41 < 26 })
  }

  /// `"name@example.com"`: one `@` between a name and a domain with a dot, no spaces.
  static func isEmailAddress(_ text: String) -> Bool {
    let parts = text.utf8.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, let dot = parts[1].firstIndex(of: UInt8(ascii: ".")),
      dot != parts[1].startIndex, parts[1].last != UInt8(ascii: ".")
    else { return false }
    return !text.utf8.contains { $0 <= 0x20 }
  }

  /// `"Chainalysis.com"`, `"hashdit.io"`: a site's domain name, written the same in every
  /// language: labels of ASCII letters, digits and `-` joined by dots, the last a common
  /// top-level domain (`topLevelDomains`; `settings.title` is a key).
  static func isDomainName(_ text: String) -> Bool {
    let labels = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard labels.count >= 2, let last = labels.last,
      topLevelDomains.contains(String(decoding: last, as: UTF8.self))
    else { return false }
    return labels.allSatisfy { label in
      !label.isEmpty
        && label.allSatisfy { b in
          (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2D
        }
    }
  }

  /// Top-level domains that sites' names commonly end with, but for those that are also
  /// words of keys (`in`, `to`, `app`).
  static let topLevelDomains: Set<String> = [
    "com", "org", "net", "io", "co", "ai", "gov", "edu", "tv", "xyz", "eu", "uk", "de", "fr", "jp",
    "cn", "ru", "ch", "nl", "ca", "au", "br", "kr", "se", "fi", "pl", "cz", "dk", "gg", "ly", "fm",
    "cc", "biz",
  ]

  /// `"TheDynamicIsland"`, `"AirPods"`: one run of ASCII letters and digits that starts
  /// with a capital and holds two or more capitals each followed by a small letter, a
  /// name that every language writes as it is.
  static func isCamelCaseName(_ text: String) -> Bool {
    let u = Array(text.utf8)
    func isUpper(_ b: UInt8) -> Bool { b &- 0x41 < 26 }
    func isLower(_ b: UInt8) -> Bool { b &- 0x61 < 26 }
    guard let first = u.first, isUpper(first),
      u.allSatisfy({ isUpper($0) || isLower($0) || $0 &- 0x30 < 10 })
    else { return false }
    var humps = 0
    for k in u.indices.dropLast() where isUpper(u[k]) && isLower(u[k + 1]) { humps += 1 }
    return humps >= 2
  }

  /// `"Apple Health"`, `"Apple Watch"`, `"Apple Pay"`: Apple and one or two capitalized
  /// words, a product's name, which apps write as Apple does, the same in every language.
  static func isAppleProductName(_ text: String) -> Bool {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 2 || words.count == 3, words[0] == "Apple" else { return false }
    return words.dropFirst().allSatisfy { w in
      w.utf8.first.map { $0 &- 0x41 < 26 } == true && w.utf8.dropFirst().allSatisfy { $0 &- 0x61 < 26 }
    }
  }

  /// Two letters in a row, or one of a script that writes words in one character, outside
  /// the placeholders, and more than a unit symbol after a value (`"%@ cm"`, `"%.1f mm"`,
  /// `"1000 MB"`, `" ETH"`) or an address (`"https://example.org/hotspots"`,
  /// `"name@example.com"`, read by no one; a domain name, `"Chainalysis.com"`).
  static func hasWords(_ text: String) -> Bool {
    if NaturalLanguage.isIdentifierShaped(text) && TextSearch.contains(text, "://") { return false }
    if isEmailAddress(text) || isDomainName(text) { return false }
    if isCamelCaseName(text) || isAppleProductName(text) { return false }
    var bytes = Array(text.utf8)
    let placeholders = FormatPlaceholders(bytes).placeholders
    // `"1000 MB"`: a number and its unit's symbol (`"1 Week"` is words).
    if placeholders.isEmpty && NaturalLanguage.isUnitLabel(text, lowercaseSymbols: false)
      && NaturalLanguage.isUnitSuffix(text)
    {
      return false
    }
    // `" ETH"`: a unit's symbol alone, with the space that puts it after a value.
    if placeholders.isEmpty, text.hasPrefix(" "),
      NaturalLanguage.isUnitLabel(String(SyntaxFile.interpolationMark) + text, lowercaseSymbols: false)
    {
      return false
    }
    if !placeholders.isEmpty {
      let marked = FormatPlaceholders.replacing(
        placeholders, in: bytes, with: Array(String(SyntaxFile.interpolationMark).utf8))
      if NaturalLanguage.isUnitLabel(String(decoding: marked, as: UTF8.self), lowercaseSymbols: false) {
        return false
      }
    }
    for p in placeholders { for k in p.range { bytes[k] = 0x20 } }
    var previousLetter = false
    for u in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      if NaturalLanguage.isWordCharacterScript(u.value) { return true }
      let letter = u.properties.isAlphabetic
      if letter && previousLetter { return true }
      previousLetter = letter
    }
    return false
  }
}
