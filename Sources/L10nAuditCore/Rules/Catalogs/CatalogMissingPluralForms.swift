/// A plural variation that lacks a category its language selects. Documented, with
/// examples, in `Rules/catalog-missing-plural-forms.md`.
public struct CatalogMissingPluralForms: CatalogRule, ProjectRule {
  public init() {}
  /// A static, so that the rule itself is empty and copying it costs nothing.
  public var description: RuleDescription { Self.ruleDescription }
  static let ruleDescription = RuleDescription(
    id: "catalog-missing-plural-forms",
    summary: "a plural variation that lacks a category its language uses for the numbers it shows",
    severity: .warning, fixability: .none, group: .catalogs)

  public func findings(in catalog: CatalogFile, context: RuleContext) -> [Finding] {
    if Self.isTranslatedTable(catalog, context) { return [] }
    return check(catalog, context: context).map(\.finding)
  }

  /// A `.stringsdict` of a `.lproj` folder other than the source language's: its findings
  /// wait for the project pass, which compares its forms with the source's.
  static func isTranslatedTable(_ catalog: CatalogFile, _ context: RuleContext) -> Bool {
    catalog.kind == .stringsdict && catalog.place.language != nil
      && !catalog.place.isSource(developmentLanguage: context.options.developmentLanguage)
  }

  /// A `.lproj` `.stringsdict`'s plural forms, for the project pass: the source's forms of
  /// each key, or a translation's findings held back with its forms.
  struct TableForms: FileFact {
    var folder: String
    var table: String
    var isSource: Bool
    /// The source's forms: a hash of every form's name and text, by key hash.
    var forms: [UInt64: UInt64] = [:]
    /// The source's keys whose every plural has text in `other` alone (`isOtherOnly`).
    var otherOnly = Set<UInt64>()
    /// A translation's findings, each with its key's hash and its forms' hash.
    var held: [(key: UInt64, forms: UInt64, finding: ProjectFinding)] = []
  }

  public func facts(in catalog: CatalogFile, context: RuleContext) -> [any FileFact] {
    guard catalog.kind == .stringsdict, catalog.place.language != nil else { return [] }
    var facts = TableForms(
      folder: catalog.place.folder, table: catalog.place.table,
      isSource: !Self.isTranslatedTable(catalog, context))
    let keys = CatalogTable.keyHashes(catalog).values
    if facts.isSource {
      for (k, e) in catalog.entries.enumerated() {
        if let v = e.localizations.first?.variant {
          facts.forms[keys[k]] = Self.formsHash(v)
          if Self.isOtherOnly(v) { facts.otherOnly.insert(keys[k]) }
        }
      }
      return [facts]
    }
    let found = check(catalog, context: context)
    guard !found.isEmpty else { return [] }
    var locator = CatalogText.Locator(catalog.text)
    for (entry, f) in found.sorted(by: { $0.finding.start < $1.finding.start }) {
      let l = locator.location(f.start)
      let site = Site(path: catalog.path, start: l, end: l, lineText: catalog.text.lineText(l.line))
      let forms = catalog.entries[entry].localizations.first.map { Self.formsHash($0.variant) } ?? 0
      var held = ProjectFinding(site: site, message: f.message, help: f.help, severity: f.severity)
      held.catalogKey = f.catalogKey
      facts.held.append((keys[entry], forms, held))
    }
    return [facts]
  }

  /// Swift files tell which keys generated accessors look up and nothing refers to.
  public func mayReport(in source: SourceFile) -> Bool { true }
  public func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact] {
    GeneratedAccessors.of(file)
  }

  /// A translation's findings, less those whose forms are the source's own text (a table
  /// that still holds the English forms is untranslated, not short of forms) and those of
  /// keys only unreferenced generated accessors look up.
  public func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    struct Table: Hashable {
      var folder: String
      var table: String
    }
    var sources: [Table: [UInt64: UInt64]] = [:]
    var otherOnly: [Table: Set<UInt64>] = [:]
    for f in files {
      for t in f.facts(TableForms.self) where t.isSource {
        sources[Table(folder: t.folder, table: t.table), default: [:]].merge(t.forms) { a, _ in a }
        otherOnly[Table(folder: t.folder, table: t.table), default: []].formUnion(t.otherOnly)
      }
    }
    var out: [ProjectFinding] = []
    let unreferenced = GeneratedAccessors.unreferencedKeys(files)
    for f in files {
      for t in f.facts(TableForms.self) where !t.isSource {
        let source = sources[Table(folder: t.folder, table: t.table)]
        // A source of `other` alone says the numbers are never one: so are the translations'.
        let dead = unreferenced[t.table, default: []].union(
          otherOnly[Table(folder: t.folder, table: t.table)] ?? [])
        for h in t.held where source?[h.key] != h.forms && !dead.contains(h.key) { out.append(h.finding) }
      }
    }
    return out
  }

  /// Whether every plural of `v` (its own, and each substitution's) has text in its
  /// `other` form alone: `one` left empty beside `%li words` (a count of 12 or 24).
  static func isOtherOnly(_ v: CatalogVariant) -> Bool {
    var plurals = v.substitutions.compactMap(\.plural)
    if let own = v.plural { plurals.append(own) }
    return !plurals.isEmpty && plurals.allSatisfy(hasTextInOtherAlone)
  }

  /// Whether `forms` has text in its `other` form and in no other.
  static func hasTextInOtherAlone(_ forms: [CatalogForm]) -> Bool {
    forms.filter { !($0.variant.value?.text.isEmpty ?? true) }.map(\.name) == ["other"]
  }

  /// A hash of every plural form's name and text of `v` (whole-string, device and
  /// substitution forms).
  static func formsHash(_ v: CatalogVariant) -> UInt64 {
    var text = ""
    v.forEachString { s, category in text += "\(category ?? "")=\(s.text)\u{0}" }
    for sub in v.substitutions {
      for f in sub.plural ?? [] { text += "\(sub.name)/\(f.name)=\(f.variant.value?.text ?? "")\u{0}" }
    }
    return CatalogTable.hash(key: text)
  }

  /// The findings of `catalog`, each with the index of its entry.
  func check(_ catalog: CatalogFile, context: RuleContext) -> [(entry: Int, finding: Finding)] {
    guard catalog.kind != .strings else { return [] }
    let source = catalog.sourceLanguage ?? context.options.developmentLanguage
    var all: [(entry: Int, finding: Finding)] = []
    for (index, entry) in catalog.entries.enumerated() where entry.extractionState != "stale" {
      var out: [Finding] = []
      defer {
        all += out.map { f in
          var f = f
          f.catalogKey = entry.key
          return (index, f)
        }
      }
      let sourceVariant = entry.localization(source)?.variant
      // A source plural of `other` alone says the numbers are never one (a key for "%lld
      // selected items" shown from 2 on): its translations are left alone too.
      let onlyOther =
        sourceVariant?.plural.map { forms in
          forms.filter { $0.variant.hasAnyValue }.map(\.name) == ["other"]
        } ?? false
      // Likewise for a substitution whose source forms are `other` alone.
      let onlyOtherSubstitutions = Set(
        (sourceVariant?.substitutions ?? []).filter { Self.hasTextInOtherAlone($0.plural ?? []) }.map(\.name))
      for l in entry.localizations where entry.shouldTranslate || l.language == source {
        guard l.variant.hasPlural, let rules = PluralCategories.rules(for: l.language) else { continue }
        // Forms that are all empty are blank on purpose (an entry not to translate) or a
        // template never filled in (Xcode's `StringKey` with `%#@VARIABLE@`): no text is
        // short of a form. A missing translation is `catalog-missing-translation`'s.
        if !Self.holdsText(l.variant) { continue }
        // A translation whose forms are the source's text (or, where the key is the English
        // text, the key's) is untranslated, not short of forms: it reads as the source does.
        if l.language != source && Self.isCopy(l.variant, of: sourceVariant, key: entry.key) { continue }
        // Forms whose every letter is foreign to the language (`"%lld new posts"` in
        // Ukrainian) are text left untranslated: no form added would mend them.
        if l.language != source && Self.isInForeignLetters(l.variant, language: l.language) { continue }
        let check = Check(
          key: entry.key, language: l.language, rules: rules,
          anchor: catalog.kind == .stringCatalog ? l.offset : nil,
          wholeStringPlurals: !onlyOther, onlyOtherSubstitutions: onlyOtherSubstitutions,
          pedantic: context.options.pedantic)
        check.variant(l.variant, source: sourceVariant, into: &out, rule: self)
      }
    }
    return all
  }

  /// Whether no letter follows the text's last placeholder (`"Выбрано: %d"`, `"%lld/%lld"`).
  static func endsWithNumber(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard let last = FormatPlaceholders(bytes).placeholders.last else { return false }
    return !String(decoding: bytes[last.range.upperBound...], as: UTF8.self).contains(where: \.isLetter)
  }

  /// Whether any form of `variant` (a plural form, a device's, a substitution's) has text
  /// (a value that only names a substitution, `%#@count@`, has none of its own).
  static func holdsText(_ variant: CatalogVariant) -> Bool {
    if let t = variant.value?.text, !t.isEmpty, !t.hasPrefix("%#@") { return true }
    return (variant.plural ?? []).contains { holdsText($0.variant) }
      || variant.devices.contains { holdsText($0.variant) }
      || variant.substitutions.contains { s in (s.plural ?? []).contains { holdsText($0.variant) } }
  }

  /// Whether the plural forms of `variant` (a substitution's too) have letters outside
  /// their placeholders and none of them is one `language` writes (CLDR's exemplar
  /// characters): Ukrainian forms that read `"%lld new posts"`.
  static func isInForeignLetters(_ variant: CatalogVariant, language: String) -> Bool {
    guard let letters = ExemplarCharacters.of(language) else { return false }
    var sawLetter = false
    for text in formTexts(variant).values {
      var bytes = Array(text.utf8)
      for p in FormatPlaceholders(bytes).placeholders { for k in p.range { bytes[k] = 0x20 } }
      for u in String(decoding: bytes, as: UTF8.self).unicodeScalars where u.properties.isAlphabetic {
        if letters.contains(u) { return false }
        sawLetter = true
      }
    }
    return sawLetter
  }

  /// Whether the plural forms of `variant` are copies: each the same text as the
  /// source's form of that name or, without a source, the `other` form the key itself.
  static func isCopy(_ variant: CatalogVariant, of source: CatalogVariant?, key: String) -> Bool {
    let own = formTexts(variant)
    guard !own.isEmpty else { return false }
    if let source {
      let theirs = formTexts(source)
      return !theirs.isEmpty && own.allSatisfy { theirs[$0.key] == $0.value }
    }
    return own.contains { $0.key.hasSuffix("/other") && $0.value == key }
  }

  /// The text of each plural form of `v` that has one, whole-string forms by `/name`,
  /// a substitution's by `variable/name`.
  static func formTexts(_ v: CatalogVariant) -> [String: String] {
    var out: [String: String] = [:]
    for f in v.plural ?? [] { if let t = f.variant.value?.text, !t.isEmpty { out["/" + f.name] = t } }
    for sub in v.substitutions {
      for f in sub.plural ?? [] {
        if let t = f.variant.value?.text, !t.isEmpty { out[sub.name + "/" + f.name] = t }
      }
    }
    return out
  }

  /// One localization's plural variations, checked against its language's rules.
  struct Check {
    var key: String
    var language: String
    var rules: PluralCategorySet
    /// Where findings stand (a String Catalog's language entry); nil: at each variable.
    var anchor: Int?
    /// Check `variations.plural` of whole strings (not only substitutions).
    var wholeStringPlurals = true
    /// Substitutions not to check: their source forms are `other` alone.
    var onlyOtherSubstitutions: Set<String> = []
    /// Also ask for a `zero` that holds the number 0 alone.
    var pedantic = false

    func variant(
      _ v: CatalogVariant, source: CatalogVariant?, into out: inout [Finding],
      rule: CatalogMissingPluralForms,
      device: String? = nil
    ) {
      if let forms = v.plural, wholeStringPlurals {
        let argumentClass =
          numberClass(of: forms.map(\.variant)) ?? source.flatMap { s in
            numberClass(of: (s.plural ?? []).map(\.variant))
          }
          ?? numberClass(CatalogFormat(key)) ?? .integer
        if let f = finding(
          forms, argumentClass, at: anchor ?? v.value?.offset ?? 0, what: device.map { " (\($0))" } ?? "",
          rule)
        {
          out.append(f)
        }
      }
      for d in v.devices { variant(d.variant, source: nil, into: &out, rule: rule, device: d.name) }
      // A variable with every form empty beside one with text only takes up its argument
      // (`%#@names@%#@count@`, empty in the source too).
      func filled(_ sub: CatalogSubstitution) -> Bool {
        (sub.plural ?? []).contains { $0.variant.hasAnyValue }
      }
      let someFilled = v.substitutions.contains(where: filled)
      for sub in v.substitutions {
        if someFilled && !filled(sub) { continue }
        // A variable the format never names (`%#@n_usuários@` beside `n_users`) is never
        // shown: `catalog-placeholder-mismatch` reports the broken reference.
        if !Self.names(sub.name, in: v) { continue }
        guard let forms = sub.plural, sub.ruleType == nil || sub.ruleType == StringsdictReader.pluralRuleType,
          !onlyOtherSubstitutions.contains(sub.name)
        else {
          continue
        }
        let argumentClass =
          CatalogFormat.argumentClass(ofSpecifier: sub.formatSpecifier).flatMap {
            $0 == .object ? .object : numeric($0)
          }
          ?? numberClass(of: forms.map(\.variant)) ?? .integer
        if let f = finding(forms, argumentClass, at: anchor ?? sub.offset, what: " `%#@\(sub.name)@`", rule) {
          out.append(f)
        }
      }
    }

    /// Whether a string of the variant refers to the variable `name` (`%#@name@`,
    /// `%1$#@name@`), or the variant has no format text to tell (an empty format key: the
    /// whole entry is untranslated).
    static func names(_ name: String, in v: CatalogVariant) -> Bool {
      guard let format = v.value, !format.text.isEmpty else { return true }
      let reference = "#@" + name + "@"
      var found = false
      func look(_ s: CatalogString, _: String?) {
        if !found && s.text.contains(reference) { found = true }
      }
      v.forEachString(look)
      for sub in v.substitutions {
        for f in sub.plural ?? [] { f.variant.forEachString(look) }
      }
      return found
    }

    func numeric(_ c: FormatPlaceholder.ArgumentClass) -> FormatPlaceholder.ArgumentClass? {
      c == .integer || c == .floating ? c : nil
    }

    /// The class of the number a plural's forms show: floating if one shows a floating
    /// number, else integer if one shows an integer, else object if one shows `%@`.
    func numberClass(of forms: [CatalogVariant]) -> FormatPlaceholder.ArgumentClass? {
      var classes = Set<FormatPlaceholder.ArgumentClass>()
      for f in forms {
        f.forEachString { s, _ in
          for a in CatalogFormat(s.text).arguments { classes.insert(a.argumentClass) }
        }
      }
      if classes.contains(.floating) { return .floating }
      if classes.contains(.integer) { return .integer }
      return classes.contains(.object) ? .object : nil
    }

    func numberClass(_ format: CatalogFormat) -> FormatPlaceholder.ArgumentClass? {
      let classes = Set(format.arguments.map(\.argumentClass))
      if classes.contains(.floating) { return .floating }
      return classes.contains(.integer) ? .integer : nil
    }

    func finding(
      _ forms: [CatalogForm], _ argumentClass: FormatPlaceholder.ArgumentClass, at offset: Int, what: String,
      _ rule: CatalogMissingPluralForms
    ) -> Finding? {
      let present = Set(forms.filter { $0.variant.hasAnyValue }.map(\.name))
      let integersOnly = argumentClass == .integer
      let required = integersOnly ? rules.integers : rules.all
      var missing = required.filter { !present.contains($0) }
      // A form only millions select (French `many`, "1 000 000 de comptes") is left out:
      // `other` reads right for a number written in digits, and counts seldom get there.
      missing.removeAll { rules.selectsOnlyMillions($0) }
      // A `zero` that holds 0 alone (Arabic, Welsh): `other` stands in for a count of 0,
      // which apps almost never show (an empty list has a text of its own).
      if !pedantic { missing.removeAll { $0 == "zero" && rules.selectsOnlyZero } }
      // One text for every number (`other`, with or without Apple's `zero`) where only the
      // number 1 differs is the translator's choice: the noun after a number does not change
      // (Turkish "%lld eşleşme", German "%lld Zeichen", "%lld replaced").
      if present.subtracting(["zero"]) == ["other"], missing == ["one"], rules.selectsOneInteger("one") {
        return nil
      }
      // Ukrainian "%lld файлів" in `other` beside `one` and `few`: integers fall back from
      // the missing `many` to `other`, and an `other` text unlike both is the form integers
      // need there (the one left once `one` and `few` are written).
      if integersOnly, missing == ["many"], present.isSuperset(of: ["one", "few", "other"]) {
        func text(_ name: String) -> String? { forms.first { $0.name == name }?.variant.value?.text }
        if let other = text("other"), !other.isEmpty, other != text("one"), other != text("few") {
          return nil
        }
      }
      // `one` and `other` both "Выбрано: %d" ("Selected: N"): a label before the number,
      // which no word after it agrees with; a missing form falls back to it and reads the
      // same. (Two forms "%ld Izlase", a noun after the number, are a translation left in
      // the singular: still reported.)
      let texts = Set(forms.filter { $0.variant.hasAnyValue }.map { $0.variant.value?.text ?? "" })
      // The same phrase in every form and no number in it ("كيف تريد تصنيفها؟", "How do you
      // want to classify it?"): the translator words it alike for every count. (A lone word,
      // "сообщение" in both, may follow a number the format shows: still reported.)
      if present.count >= 2, present.contains("other"), texts.count == 1, let text = texts.first,
        CatalogMissingPluralForms.endsWithNumber(text) || (!text.contains("%") && text.contains(" "))
      {
        return nil
      }
      // `other` "Изображений: %lld", "Удалить проекты (%lld)": a label before the number,
      // which reads right for any count; the missing `few` and `many` fall back to it.
      if present.contains("other"), !missing.contains("other"), !missing.isEmpty,
        let other = forms.first(where: { $0.name == "other" })?.variant.value?.text, !other.isEmpty,
        CatalogMissingPluralForms.endsWithNumber(other)
      {
        return nil
      }
      // `zero` "left" and `one` "right" for a side's raw value: a switch between two
      // values that shows no number, not a count's forms.
      if present == ["zero", "one"], texts.allSatisfy({ !$0.contains("%") }) { return nil }
      if !present.contains("other") && !missing.contains("other") { missing.append("other") }
      guard !missing.isEmpty else { return nil }
      let zero = present.contains("zero")
      let listed = missing.map { c -> String in
        let samples = rules.samples(c, integersOnly: integersOnly, zeroFormPresent: zero, showsZero: false)
        return samples.isEmpty ? c : "\(c) (\(samples))"
      }.joined(separator: ", ")
      let name = ICU.languageName(language)
      let key = PlaceholderComparison.shortened(self.key)
      let numbers = integersOnly ? "integers" : "numbers"
      if missing == ["other"] {
        let neverUsed = integersOnly && !rules.integers.contains("other")
        return Finding(
          ruleID: rule.description.id, severity: neverUsed ? .note : .warning, range: offset..<offset + 1,
          message: "`\(language)` plural\(what) of `\(key)` has no `other` form"
            + (neverUsed ? " (\(name) integers never use it)" : ": \(language): \(listed)"),
          help:
            "add an `other` form: Apple's plural format requires it, and it is the fallback for any missing form"
        )
      }
      let forms = missing.map { "`\($0)`" }
      return Finding(
        ruleID: rule.description.id, severity: .warning, range: offset..<offset + 1,
        message:
          "`\(language)` plural\(what) of `\(key)` lacks categories \(name) uses for \(numbers): \(language): \(listed)",
        help: "add the \(joined(forms)) form\(forms.count > 1 ? "s" : ""): "
          + "these numbers show the `other` form (or the raw format without one) instead")
    }

    func joined(_ items: [String]) -> String {
      items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
  }
}
