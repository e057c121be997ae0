/// The arguments a catalog string reads, as `String(format:)` and the catalogs' plural
/// machinery take them: printf placeholders, `%#@name@` substitutions (an argument of the
/// substitution's `argNum` and `formatSpecifier` or value type), and `%arg` in a String
/// Catalog substitution's forms (that substitution's argument).
struct CatalogFormat {
  struct Argument {
    var position: Int
    var argumentClass: FormatPlaceholder.ArgumentClass
    /// As written (`%2$lld`, `%#@files@`, `%arg`).
    var spelled: String
    /// Written with the space flag (`% @`, `% d`): most often a percent sign followed by a
    /// space in text, which `String(format:)` reads as a placeholder.
    var hasSpaceFlag: Bool
    /// A plain `%@` (or `%2$@`) glued to the end of a word, with no letter after it: an
    /// English inflection suffix (`path%@`, from `Text("\(n) path\(n == 1 ? "" : "s")")`).
    var isWordSuffix = false
  }

  var arguments: [Argument] = []
  /// Placeholders written with a look-alike percent sign (`٪@`, `％d`), as written.
  var lookalikes: [String] = []

  /// The substitution a string belongs to, when it is one of its forms.
  struct Owner {
    var position: Int
    var argumentClass: FormatPlaceholder.ArgumentClass
  }

  init() {}

  /// Reads `text`; `substitutions` resolve its `%#@name@`; `owner` is the substitution whose
  /// form `text` is.
  init(_ text: String, substitutions: [CatalogSubstitution] = [], owner: Owner? = nil) {
    let bytes = Array(text.utf8)
    let parsed = FormatPlaceholders(bytes)
    let placeholders = parsed.placeholders
    for a in parsed.arguments {
      let p = placeholders[a.placeholder]
      var position = a.position
      var argumentClass = a.argumentClass
      let spelled = String(decoding: bytes[p.range], as: UTF8.self)
      if let name = p.substitution {
        let subName = String(decoding: bytes[name], as: UTF8.self)
        if let sub = substitutions.first(where: { $0.name == subName }) {
          if let n = sub.argumentNumber, n > 0 { position = n }
          argumentClass = CatalogFormat.argumentClass(ofSpecifier: sub.formatSpecifier) ?? .integer
        } else {
          argumentClass = .integer
        }
      } else if let owner, p.conversion == UInt8(ascii: "a"), p.range.count == 2, p.position == nil,
        bytes[p.range.upperBound...].starts(with: Array("rg".utf8))
      {
        arguments.append(
          Argument(
            position: owner.position, argumentClass: owner.argumentClass, spelled: "%arg", hasSpaceFlag: false
          ))
        continue
      }
      arguments.append(
        Argument(
          position: position, argumentClass: argumentClass, spelled: spelled,
          hasSpaceFlag: p.flags.contains(.space), isWordSuffix: Self.isWordSuffix(p, in: bytes)))
    }
    lookalikes = parsed.lookalikes.map { String(decoding: bytes[$0.range], as: UTF8.self) }
  }

  /// Whether `p` is a plain `%@` (or `%2$@`) with a letter just before it and none just
  /// after it (`path%@`, `file%@.`).
  static func isWordSuffix(_ p: FormatPlaceholder, in bytes: [UInt8]) -> Bool {
    guard p.conversion == UInt8(ascii: "@"), p.substitution == nil, p.flags.isEmpty, p.width == .none,
      p.precision == .none, p.length == .none
    else { return false }
    // The scalar that ends just before the `%`: back over UTF-8 continuation bytes.
    var start = p.range.lowerBound - 1
    while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
    guard start >= 0, let before = scalar(in: bytes, at: start), before.properties.isAlphabetic else {
      return false
    }
    guard let after = scalar(in: bytes, at: p.range.upperBound) else { return true }
    return !after.properties.isAlphabetic
  }

  /// The Unicode scalar whose UTF-8 starts at `i`, if any (the lexer's decoder).
  static func scalar(in bytes: [UInt8], at i: Int) -> Unicode.Scalar? {
    guard i >= 0, i < bytes.count else { return nil }
    return bytes.withUnsafeBufferPointer { CharacterClass.decode($0, i) }.flatMap {
      Unicode.Scalar($0.scalar)
    }
  }

  /// The class of a `formatSpecifier` or `NSStringFormatValueTypeKey` (`lld`, `.1f`, `@`).
  static func argumentClass(ofSpecifier spec: String?) -> FormatPlaceholder.ArgumentClass? {
    guard let spec, !spec.isEmpty else { return nil }
    let p = FormatPlaceholders("%" + spec).placeholders
    return p.count == 1 ? p[0].argumentClass : nil
  }

  var isEmpty: Bool { arguments.isEmpty && lookalikes.isEmpty }

  /// The first use of each position.
  var byPosition: [Int: Argument] {
    var out: [Int: Argument] = [:]
    for a in arguments where out[a.position] == nil { out[a.position] = a }
    return out
  }
}

/// What the source of a key passes to `String(format:)`: the arguments of its value (all
/// its forms and substitutions) and, when the key is itself a format, of the key.
struct SourceArguments {
  /// Whether `text` holds a `strftime` field that no `printf` format has: `%Y`, `%m`,
  /// `%B`, `%H`, `%M` and the like. (`%S`, `%D`, `%U` and `%O` are old `NSString`
  /// conversions, and read as such.)
  static func isDatePattern(_ text: [UInt8]) -> Bool {
    var k = 0
    while k + 1 < text.count {
      guard text[k] == 0x25 else {
        k += 1
        continue
      }
      switch text[k + 1] {
      case 0x25:
        k += 2  // `%%` writes a percent sign
        continue
      case UInt8(ascii: "Y"), UInt8(ascii: "m"), UInt8(ascii: "B"), UInt8(ascii: "H"), UInt8(ascii: "M"),
        UInt8(ascii: "b"), UInt8(ascii: "y"), UInt8(ascii: "T"), UInt8(ascii: "R"), UInt8(ascii: "I"):
        return true
      default:
        k += 1
      }
    }
    return false
  }

  /// What every translation must keep.
  var required: [Int: CatalogFormat.Argument] = [:]
  /// What a translation may read: the required ones and those the key's format names.
  var allowed: [Int: CatalogFormat.Argument] = [:]
  /// Required arguments that the source reads only as a `%@` glued to the end of a word
  /// (`path%@`): an English inflection suffix, which a translation may drop. Beside such
  /// a suffix, also a `%@` that no translation reads (`allowPhrasesEveryTranslationDrops`).
  var wordSuffixes: Set<Int> = []

  /// Arguments the source itself leaves out of a plural form that stands for several
  /// numbers (an English `other` form "Trackers stopped" under a count shown elsewhere):
  /// a translation's forms may leave them out too.
  var droppable: Set<Int> = []

  var isEmpty: Bool { required.isEmpty }

  /// Nothing to compare.
  init() {}

  /// `variant` is the source language's value (nil when the catalog holds none and the key
  /// stands for it), in `language`. A source with a space-flagged placeholder (`50% off`
  /// reads `% o`) is not taken for a format: nothing is compared.
  init(key: String, variant: CatalogVariant?, language: String) {
    let keyFormat = CatalogFormat(key)
    var fromValue = CatalogFormat()
    let strings = variant.map { CatalogFormat.all(of: $0) } ?? []
    fromValue.arguments = strings.flatMap(\.format.arguments)
    if fromValue.arguments.contains(where: \.hasSpaceFlag) { return }
    // `%d.%m.%Y`: a `strftime` date pattern (for a web page or a C library), no format.
    if strings.contains(where: { Self.isDatePattern(Array($0.string.text.utf8)) }) { return }
    let primary = variant != nil && variant?.hasAnyValue == true ? fromValue : keyFormat
    if primary.arguments.contains(where: \.hasSpaceFlag) { return }
    // A source that reads one argument as two classes (`%#@names@` of `ld` and `%1$@`) is
    // no format a translation can be held to.
    var classes: [Int: FormatPlaceholder.ArgumentClass] = [:]
    for a in primary.arguments {
      if let c = classes[a.position], c != a.argumentClass { return }
      classes[a.position] = a.argumentClass
    }
    required = primary.byPosition
    allowed = required
    for p in required.keys
    where primary.arguments.allSatisfy({ $0.position != p || $0.isWordSuffix }) {
      wordSuffixes.insert(p)
    }
    if !keyFormat.arguments.contains(where: \.hasSpaceFlag) {
      for (p, a) in keyFormat.byPosition where allowed[p] == nil { allowed[p] = a }
    }
    guard strings.contains(where: { $0.category != nil }), let rules = PluralCategories.rules(for: language)
    else { return }
    for s in strings where !s.string.text.isEmpty {
      guard let category = s.category, !rules.selectsOneInteger(category) else { continue }
      let present = Set(s.format.arguments.map(\.position))
      if let own = s.ownPosition {
        if !present.contains(own) { droppable.insert(own) }
      } else {
        for p in required.keys where !present.contains(p) { droppable.insert(p) }
      }
    }
  }
}

extension SourceArguments {
  /// Allows the arguments that the source does not read and that two translations or more
  /// read, each as one class: `"Ciao %@, bentornat%@!"` and `"Hallo %@, welkom terug%@!"`
  /// for `"Hi %@, welcome back!"` (a gender ending English has no use for),
  /// `"<del>%@</del>%@ 歳…"` in Japanese and Chinese. The code passes them; the source
  /// leaves them out. A translation may read them, and need not.
  mutating func allowArgumentsTranslationsShare(_ translations: [CatalogVariant]) {
    guard translations.count >= 2 else { return }
    var readers: [Int: (argument: CatalogFormat.Argument, count: Int, oneClass: Bool)] = [:]
    for t in translations {
      var seen = Set<Int>()
      for s in CatalogFormat.all(of: t) {
        for a in s.format.arguments
        where allowed[a.position] == nil && !a.hasSpaceFlag && seen.insert(a.position).inserted {
          if let r = readers[a.position] {
            readers[a.position] = (
              r.argument, r.count + 1, r.oneClass && r.argument.argumentClass == a.argumentClass
            )
          } else {
            readers[a.position] = (a, 1, true)
          }
        }
      }
    }
    for (p, r) in readers where r.count >= 2 && r.oneClass { allowed[p] = r.argument }
  }
}

extension SourceArguments {
  /// `"…used by %1$lld automation%2$@…will break %4$@."`: a source that glues an English
  /// plural suffix to a word builds its English in code, and a `%@` that no translation
  /// reads (two or more translations) is another English piece chosen there ("that
  /// automation" / "those automations"), which each translator words instead. Such an
  /// argument may be dropped, as the suffix may.
  mutating func allowPhrasesEveryTranslationDrops(_ translations: [CatalogVariant]) {
    guard !wordSuffixes.isEmpty, translations.count >= 2 else { return }
    var read = Set<Int>()
    for t in translations {
      guard t.hasAnyValue else { return }
      for s in CatalogFormat.all(of: t) {
        for a in s.format.arguments { read.insert(a.position) }
      }
    }
    for (p, a) in required where a.argumentClass == .object && !read.contains(p) {
      wordSuffixes.insert(p)
    }
  }
}

extension CatalogVariant {
  /// Whether any string of the variant is not empty.
  var hasAnyValue: Bool {
    var any = false
    forEachString { s, _ in if !s.text.isEmpty { any = true } }
    if !any {
      for sub in substitutions {
        for f in sub.plural ?? [] where !(f.variant.value?.text.isEmpty ?? true) { any = true }
      }
    }
    return any
  }
}

/// One string of a localization with what it is part of.
struct LocalizedString {
  var string: CatalogString
  var format: CatalogFormat
  /// The plural category of the form it is, if any.
  var category: String?
  /// The substitution whose form it is, if any, and the position of its argument.
  var substitution: CatalogSubstitution?
  var ownPosition: Int? = nil
  /// The main string of a localization with substitutions (not a form of one).
  var isMain: Bool
}

extension CatalogFormat {
  /// Every string of `variant`: its value, plural and device forms, and its substitutions'
  /// forms, each read as a format.
  static func all(of variant: CatalogVariant) -> [LocalizedString] {
    var out: [LocalizedString] = []
    func add(_ v: CatalogVariant, category: String?, substitutions: [CatalogSubstitution]) {
      let subs = v.substitutions.isEmpty ? substitutions : v.substitutions
      if let value = v.value {
        out.append(
          LocalizedString(
            string: value, format: CatalogFormat(value.text, substitutions: subs), category: category,
            substitution: nil, isMain: true))
      }
      for f in v.plural ?? [] { add(f.variant, category: f.name, substitutions: subs) }
      for f in v.devices { add(f.variant, category: category, substitutions: subs) }
    }
    add(variant, category: nil, substitutions: variant.substitutions)
    // Substitutions' forms: `%arg` (or a placeholder of the substitution's class) is the
    // substitution's argument.
    let mains = out.map(\.format)
    for sub in variant.substitutions {
      let position =
        sub.argumentNumber
        ?? mains.lazy.flatMap(\.arguments).first(where: { $0.spelled.hasSuffix("@\(sub.name)@") })?.position
        ?? 1
      let argumentClass = argumentClass(ofSpecifier: sub.formatSpecifier) ?? .integer
      let owner = Owner(position: position, argumentClass: argumentClass)
      for f in sub.plural ?? [] {
        guard let value = f.variant.value else { continue }
        var format = CatalogFormat(value.text, substitutions: variant.substitutions, owner: owner)
        // A form stands in the format where its `%#@name@` stood: its placeholders without
        // a position continue from the substitution's own (a stringsdict's `%d` is its
        // number).
        for k in format.arguments.indices
        where format.arguments[k].spelled != "%arg" && !format.arguments[k].spelled.contains("$") {
          format.arguments[k].position += position - 1
        }
        out.append(
          LocalizedString(
            string: value, format: format, category: f.name, substitution: sub, ownPosition: position,
            isMain: false))
      }
    }
    return out
  }
}
