/// Where the English plural assumption (1 is singular, every other number plural)
/// goes wrong, read from the CLDR plural rules in the system ICU at run time.
///
/// Each language's rules are sampled at a few telling numbers; a language breaks the
/// assumption when it groups those numbers differently from English and has more than
/// one form. Computed once per process (`shared`), on first use.
public struct EnglishPluralAssumption: Sendable {
  /// Numbers that tell plural systems apart: zero, one, a dual, a small and a larger
  /// plural, a compound ending in 1, a fraction.
  public static let samples: [Double] = [0, 1, 2, 5, 21, 1.5]

  /// The CLDR categories in their canonical order.
  public static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

  /// How one language's plural rules differ from English on the samples.
  public struct Difference: Sendable, Hashable {
    /// The language code (`fr`).
    public var language: String
    /// Its English name ("French").
    public var name: String
    /// The category of each sample, in the order of `samples`.
    public var categories: [String]
    /// Samples other than 1 that are singular (in `one`): 0 and 1.5 in French.
    public var alsoSingular: [Double]
    /// Categories besides `one` and `other` that the samples need (`few`, `many`).
    public var extraForms: [String]
    /// How many ICU locales speak this language; used to rank examples.
    public var localeCount: Int

    /// "French treats 0 and 1.5 as singular".
    public var phrase: String {
      var parts: [String] = []
      if !alsoSingular.isEmpty {
        parts.append("treats \(listed(alsoSingular.map(EnglishPluralAssumption.format))) as singular")
      }
      if !extraForms.isEmpty {
        let forms = extraForms.map { "`\($0)`" }
        parts.append(forms.count == 1 ? "needs a \(forms[0]) form" : "needs \(listed(forms)) forms")
      }
      if parts.isEmpty { parts.append("groups numbers differently") }
      return name + " " + parts.joined(separator: " and ")
    }

    /// What sets this language apart, ignoring which language it is.
    var kind: [String] { alsoSingular.map(EnglishPluralAssumption.format) + ["|"] + extraForms }
  }

  /// Languages that break the assumption, most widely spoken (by ICU locale count) first.
  public let differences: [Difference]
  /// How many languages ICU has plural rules for.
  public let languageCount: Int
  /// One language for each distinct way of breaking the assumption, ranked like `differences`.
  public let examples: [Difference]

  /// The analysis of the ICU this process runs with. Thread-safe, computed once.
  public static let shared = EnglishPluralAssumption(locales: ICU.availableLocales)

  /// Analyses the languages of `locales` (identifiers such as `fr_CA`).
  public init(locales: [String]) {
    var localeCount: [String: Int] = [:]
    for locale in locales {
      localeCount[ICU.language(of: locale), default: 0] += 1
    }
    localeCount["root"] = nil
    localeCount[""] = nil
    var found: [Difference] = []
    // Rules are read once per rule set, not once per language: a set's languages share
    // them, and opening ICU's rules for a language is most of the cost.
    let sets = ICU.pluralRuleSets
    var categoriesOfSet: [String: [String]?] = [:]
    for (language, count) in localeCount {
      let set = sets[language]
      let categories: [String]?
      if let set, let known = categoriesOfSet[set] {
        categories = known
      } else {
        categories = ICU.pluralCategories(Self.samples, locale: language)
        if let set { categoriesOfSet[set] = categories }
      }
      guard let categories, categories.count == Self.samples.count,
        Self.breaksEnglish(categories)
      else { continue }
      let alsoSingular = zip(Self.samples, categories).filter { $0.0 != 1 && $0.1 == "one" }
        .map(\.0)
      let extraForms = Self.categoryOrder.filter {
        $0 != "one" && $0 != "other" && categories.contains($0)
      }
      found.append(
        Difference(
          language: language, name: ICU.languageName(language), categories: categories,
          alsoSingular: alsoSingular, extraForms: extraForms, localeCount: count))
    }
    found.sort {
      $0.localeCount != $1.localeCount ? $0.localeCount > $1.localeCount : $0.language < $1.language
    }
    differences = found
    languageCount = localeCount.count
    var seen = Set<[String]>()
    examples = found.filter { seen.insert($0.kind).inserted }
  }

  /// Whether sample categories group the numbers unlike English (1 apart from the rest),
  /// in a language that has more than one form.
  static func breaksEnglish(_ categories: [String]) -> Bool {
    guard Set(categories).count > 1 else { return false }
    for (i, a) in categories.enumerated() {
      for (j, b) in categories.enumerated() where j > i {
        let englishSame = (samples[i] == 1) == (samples[j] == 1)
        if (a == b) != englishSame { return true }
      }
    }
    return false
  }

  /// "French treats 0 and 1.5 as singular; Russian treats 21 as singular and needs few
  /// and many forms; Arabic needs zero, two, few and many forms".
  public func summary(examples limit: Int = 3) -> String {
    examples.prefix(limit).map(\.phrase).joined(separator: "; ")
  }

  /// "0", "21", "1.5".
  static func format(_ n: Double) -> String {
    n == n.rounded() ? String(Int(n)) : String(n)
  }
}

/// "a", "a and b", "a, b and c".
func listed(_ items: [String]) -> String {
  switch items.count {
  case 0: return ""
  case 1: return items[0]
  default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
