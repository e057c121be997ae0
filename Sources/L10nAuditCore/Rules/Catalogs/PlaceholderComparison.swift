/// How a translation's placeholders differ from its source's: by argument (its position, or
/// its place among the placeholders without one) and type class, as
/// `catalog-placeholder-mismatch` reports them.
struct PlaceholderProblem {
  enum Kind: Int, Comparable {
    case typeMismatch, extra, lookalike, spaceFlag, missing
    static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
  }

  var kind: Kind
  /// The string holding the problem.
  var string: CatalogString
  var message: String
  var help: String
  /// The plural category of the form holding it, if any.
  var form: String?
  /// The message without the language and key: `drops `%@` of the source`.
  var what: String
  /// The source's argument a `.missing` problem drops, and its spelling (nil for a plural
  /// form's number).
  var dropped: (position: Int, spelled: String)?

  var severity: Severity { kind <= .extra ? .error : .warning }
}

enum PlaceholderComparison {
  /// The problems of `translation` (language `language`) against `source`, worst first.
  /// `pedantic`: also a form for 0 and 1 that spells out the 1 (see `droppedNumber`).
  static func problems(
    of translation: CatalogVariant, language: String, key: String, against source: SourceArguments,
    pedantic: Bool = false
  ) -> [PlaceholderProblem] {
    let strings = CatalogFormat.all(of: translation).filter { !$0.string.text.isEmpty }
    guard !strings.isEmpty, !source.isEmpty else { return [] }
    // Substitutions whose forms are all empty are untranslated, not short of placeholders
    // (`catalog-missing-plural-forms` reports them).
    if !translation.substitutions.isEmpty
      && translation.substitutions.allSatisfy({ sub in
        (sub.plural ?? []).allSatisfy { $0.variant.value?.text.isEmpty ?? true }
      })
    {
      return []
    }
    // The language's rules, looked up only for a form that drops a number.
    var looked: PluralCategorySet?? = nil
    func rules() -> PluralCategorySet? {
      if let looked { return looked }
      let found = PluralCategories.rules(for: language)
      looked = .some(found)
      return found
    }
    var out: [PlaceholderProblem] = []
    func add(
      _ kind: PlaceholderProblem.Kind, _ s: LocalizedString, _ what: String, _ help: String,
      dropping: (position: Int, spelled: String)? = nil
    ) {
      let name = "`\(language)` translation of `\(shortened(key))`"
      let form = s.category.map { " (its `\($0)` form)" } ?? ""
      out.append(
        PlaceholderProblem(
          kind: kind, string: s.string, message: "\(name)\(form) \(what)", help: help, form: s.category,
          what: what, dropped: dropping))
    }
    for s in strings {
      for a in s.format.arguments {
        guard let expected = source.allowed[a.position] else {
          if a.hasSpaceFlag {
            add(
              .extra, s, "has `\(a.spelled)`, which reads an argument the source does not pass",
              "a percent sign before a space and a letter is read as a placeholder: write it as `%%`")
          } else {
            add(
              .extra, s, "reads `\(a.spelled)`, argument \(a.position), which the source does not pass",
              "use the source's placeholders: reading an argument that is not passed prints garbage or crashes"
            )
          }
          continue
        }
        if expected.argumentClass != a.argumentClass {
          if a.hasSpaceFlag {
            add(
              .typeMismatch, s,
              "has `\(a.spelled)`, read as \(describe(a.argumentClass)) where the source passes `\(expected.spelled)`",
              "a percent sign before a space and a letter is read as a placeholder: write it as `%%`")
          } else {
            add(
              .typeMismatch, s,
              "reads `\(a.spelled)` (\(describe(a.argumentClass))) where the source passes `\(expected.spelled)` (\(describe(expected.argumentClass)))",
              "write `\(expected.spelled)` as the source does: `String(format:)` reads the argument as the wrong type and can crash"
            )
          }
        } else if a.hasSpaceFlag && !expected.hasSpaceFlag && !isNumber(a.argumentClass) {
          // `% d` prints a space before a positive number, a valid printf flag; `% @` has
          // no meaning.
          add(
            .spaceFlag, s, "writes `\(a.spelled)` with a space after `%`",
            "write `\(expected.spelled)` as the source does")
        }
      }
      for l in s.format.lookalikes {
        add(
          .lookalike, s, "writes `\(l)` with a look-alike percent sign, which is shown as is",
          "write the placeholder with `%` (U+0025) as the source does")
      }
    }
    // Missing arguments. With substitutions, the main string and the substitutions' forms
    // read the arguments together; otherwise each string (a plural or device form) must
    // read them all, but a form for exactly one number may spell the number out. An
    // English suffix (`path%@`) may be dropped anywhere.
    if !translation.substitutions.isEmpty {
      var present = Set<Int>()
      for s in strings { for a in s.format.arguments { present.insert(a.position) } }
      if let main = strings.first(where: { $0.isMain }) ?? strings.first {
        for (p, a) in source.required.sorted(by: { $0.key < $1.key })
        where !present.contains(p) && !source.wordSuffixes.contains(p) {
          add(
            .missing, main, "drops `\(a.spelled)` of the source",
            "keep `\(a.spelled)`: without it the value is not shown", dropping: (p, a.spelled))
        }
      }
      // `%1$lld %#@seasons@`: the string around the substitution prints the number itself,
      // and the substitution's forms only choose the noun.
      var printedOutside = Set<Int>()
      for s in strings where s.substitution == nil {
        for a in s.format.arguments where !a.spelled.hasPrefix("%#@") { printedOutside.insert(a.position) }
      }
      for s in strings {
        guard let sub = s.substitution, let category = s.category else { continue }
        let own = s.format.arguments.contains { $0.position == s.ownPosition }
        if !own, !source.droppable.contains(s.ownPosition ?? 0), !printedOutside.contains(s.ownPosition ?? 0),
          let problem = droppedNumber(
            category, rules(), zero: hasZero(sub.plural), language: language, key: key, pedantic: pedantic)
        {
          add(
            .missing, s, "drops the number of `%#@\(sub.name)@`, \(problem)",
            "keep the number (`%arg`) in this form")
        }
      }
    } else {
      for s in strings {
        let present = Set(s.format.arguments.map(\.position))
        for (p, a) in source.required.sorted(by: { $0.key < $1.key })
        where !present.contains(p) && !source.wordSuffixes.contains(p) {
          if let category = s.category, isNumber(a.argumentClass) {
            guard !source.droppable.contains(p),
              let problem = droppedNumber(
                category, rules(), zero: hasZero(translation.plural), language: language, key: key,
                pedantic: pedantic)
            else { continue }
            add(.missing, s, "drops `\(a.spelled)`, \(problem)", "keep `\(a.spelled)` in this form")
          } else if s.category == nil, source.droppable.contains(p), rules()?.all == ["other"] {
            // `"팔로워 %2$@명"` for `%#@followers@`: the source reads the count only to
            // choose a form, and a language with one form (Korean) has nothing to choose.
            continue
          } else {
            add(
              .missing, s, "drops `\(a.spelled)` of the source",
              "keep `\(a.spelled)`: without it the value is not shown", dropping: (p, a.spelled))
          }
        }
      }
    }
    return out.enumerated().sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }.map(
      \.element)
  }

  static func isNumber(_ c: FormatPlaceholder.ArgumentClass) -> Bool { c == .integer || c == .floating }

  static func hasZero(_ forms: [CatalogForm]?) -> Bool {
    forms?.contains { $0.name == "zero" && !($0.variant.value?.text.isEmpty ?? true) } ?? false
  }

  /// Why a form of `category` may not drop the number (it stands for several numbers),
  /// or nil when it may.
  static func droppedNumber(
    _ category: String, _ rules: PluralCategorySet?, zero: Bool, language: String, key: String,
    pedantic: Bool = false
  ) -> String? {
    guard let rules else { return nil }
    if rules.selectsOneInteger(category, zeroFormPresent: zero) { return nil }
    // A form for 0 and 1 (French `one`) shows its 1 wrongly only for a count of 0, which
    // judged code almost never passes there (an empty list shows its own text): pedantic
    // only. A count of a time unit is never 0 ("now" stands for it).
    if rules.selectsOnlyZeroAndOne(category) && (!pedantic || NaturalLanguage.countsTimeUnit(key: key)) {
      return nil
    }
    let samples = rules.samples(category, integersOnly: false, zeroFormPresent: zero)
    guard !samples.isEmpty else { return nil }
    return "but \(ICU.languageName(language)) uses `\(category)` for \(samples)…"
  }

  static func describe(_ c: FormatPlaceholder.ArgumentClass) -> String {
    switch c {
    case .object: return "an object"
    case .integer: return "an integer"
    case .floating: return "a floating-point number"
    case .cString: return "a C string"
    case .pointer: return "a pointer"
    }
  }

  /// A key as messages show it: at most 40 characters, on one line.
  static func shortened(_ key: String) -> String {
    let flat = key.map { $0 == "\n" || $0 == "\r" ? " " : $0 }
    return flat.count <= 40 ? String(flat) : String(flat.prefix(39)) + "…"
  }
}
