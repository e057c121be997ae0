/// One localization catalog, read: its entries with the byte offset of every key, language
/// entry and value in its UTF-8 text, so that findings name the line in the file. Built
/// once per file during the scan and dropped with it; the project pass sees only what
/// rules keep of it (`CatalogSummary`).
public struct CatalogFile: Sendable {
  public enum Kind: String, Sendable, Hashable {
    /// A String Catalog (`.xcstrings`, JSON): every language in one file.
    case stringCatalog = "xcstrings"
    /// A `.strings` table of one language (old-style property list text or XML).
    case strings
    /// A `.stringsdict` table of one language (XML property list of plural rules).
    case stringsdict
  }

  public let path: String
  public let kind: Kind
  public let text: CatalogText
  /// Where the file sits: its table, `.lproj` folder and language.
  public let place: CatalogPlace
  /// The development language a String Catalog names (`sourceLanguage`).
  public var sourceLanguage: String? = nil
  public var entries: [CatalogEntry] = []
  /// The file's comments (`/* */`, `//`, `<!-- -->`), for suppressions.
  public var comments: [CatalogComment] = []
  /// Why the file could not be read to its end: what was read before stays in `entries`.
  public var error: CatalogSyntaxError? = nil
  /// A compiled (binary) property list: valid, but its entries are not read.
  public var isCompiled = false
  /// Facts about the file found on first use, kept for its other readers.
  public let work = WorkMeter()

  public init(path: String, kind: Kind, text: CatalogText, place: CatalogPlace) {
    self.path = path
    self.kind = kind
    self.text = text
    self.place = place
  }

  public var bytes: [UInt8] { text.bytes }

  /// The languages of the file: a String Catalog's own, or the `.lproj` folder's.
  public var languages: [String] {
    if kind != .stringCatalog { return place.language.map { [$0] } ?? [] }
    var seen = Set<String>()
    var out: [String] = []
    for e in entries {
      for l in e.localizations where seen.insert(l.language).inserted { out.append(l.language) }
    }
    return out
  }

  /// The catalog kind a file name says, if any.
  public static func kind(ofFileName name: some Collection<UInt8>) -> Kind? {
    func ends(_ suffix: StaticString) -> Bool {
      let n = suffix.utf8CodeUnitCount
      guard name.count > n else { return false }
      return name.suffix(n).elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: n))
    }
    if ends(".xcstrings") { return .stringCatalog }
    if ends(".strings") { return .strings }
    if ends(".stringsdict") { return .stringsdict }
    return nil
  }

  /// Reads the catalog at `path` (its kind from the name) from its raw bytes.
  public static func read(path: String, bytes raw: [UInt8], developmentLanguage: String = "en")
    -> CatalogFile?
  {
    guard let kind = kind(ofFileName: Array(path.utf8)) else { return nil }
    let place = CatalogPlace(path: path, developmentLanguage: developmentLanguage)
    let text = CatalogText(raw)
    var file = CatalogFile(path: path, kind: kind, text: text, place: place)
    if raw.starts(with: Array("bplist".utf8)) {
      // A compiled (binary) property list has no lines to point at; only its text form is
      // read.
      file.isCompiled = true
      return file
    }
    switch kind {
    case .stringCatalog: StringCatalogReader.read(into: &file)
    case .strings:
      if XMLPropertyList.looksLikeXML(text) {
        StringsdictReader.readStrings(into: &file)
      } else {
        StringsFileReader.read(into: &file)
      }
    case .stringsdict: StringsdictReader.read(into: &file)
    }
    // Bytes that are not text come first: what the reader made of them is unreliable.
    if let e = text.error { file.error = e }
    return file
  }

  /// A comment of the file.
  public struct CatalogComment: Sendable {
    public var range: Range<Int>
    /// `/* */` or `<!-- -->` (may span lines) rather than `//`.
    public var isBlock: Bool
  }
}

/// Where a catalog sits, read from its path: `App/de.lproj/Localizable.strings` is table
/// `Localizable`, language `de`, in the `.lproj` folders of `App`.
public struct CatalogPlace: Sendable, Hashable {
  /// The table: the file name without its extension (`Localizable`).
  public var table: String
  /// The `.lproj` folder's language (`de`, `pt-BR`; `Base` becomes the development
  /// language), nil outside one.
  public var language: String?
  /// Whether the folder is `Base.lproj`.
  public var isBase = false
  /// The folder holding the `.lproj` folders (or the file's own folder): the files of one
  /// table in its languages share it.
  public var folder: String

  /// Whether the file holds the source language of its table: in `Base.lproj` or the
  /// development language's folder.
  public func isSource(developmentLanguage: String) -> Bool {
    isBase || language == developmentLanguage
  }

  public init(path: String, developmentLanguage: String = "en") {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    let name = parts.popLast().map(String.init) ?? path
    if let dot = name.lastIndex(of: ".") {
      table = String(name[..<dot])
    } else {
      table = name
    }
    folder = parts.joined(separator: "/")
    if let dir = parts.last, dir.hasSuffix(".lproj"), dir.count > 6 {
      let code = String(dir.dropLast(6))
      parts.removeLast()
      folder = parts.joined(separator: "/")
      if code == "Base" {
        isBase = true
        language = developmentLanguage
      } else {
        language = code
      }
    }
  }
}

/// One key of a catalog and its values in each language the file holds.
public struct CatalogEntry: Sendable {
  public var key: String
  /// The byte offset of the key (its opening quote or `<key>` tag).
  public var offset: Int
  /// The byte offset just past the entry (for `.strings`, past its `;`).
  public var end: Int
  /// String Catalog fields.
  public var comment: String? = nil
  public var extractionState: String? = nil
  public var shouldTranslate = true
  /// A String Catalog's languages, or the one language of a `.strings` / `.stringsdict`.
  public var localizations: [CatalogLocalization] = []

  public init(key: String, offset: Int, end: Int) {
    self.key = key
    self.offset = offset
    self.end = end
  }

  public func localization(_ language: String) -> CatalogLocalization? {
    localizations.first { $0.language == language }
  }
}

/// One language's value of a key.
public struct CatalogLocalization: Sendable {
  /// The language code as written (`pt-BR`), or the `.lproj` folder's.
  public var language: String
  /// Where the language's entry starts (a String Catalog's `"ru" : {`); for one-language
  /// files, the key.
  public var offset: Int
  public var variant: CatalogVariant

  public init(language: String, offset: Int, variant: CatalogVariant) {
    self.language = language
    self.offset = offset
    self.variant = variant
  }
}

/// A value with its variations: a plain string, plural forms, device forms, and the
/// substitutions (`%#@name@`) it uses.
public struct CatalogVariant: Sendable {
  /// The string: a String Catalog's `stringUnit.value`, a `.strings` value, a
  /// `.stringsdict` entry's `NSStringLocalizedFormatKey`.
  public var value: CatalogString? = nil
  /// A String Catalog's `stringUnit.state` (`translated`, `new`, `needs_review`).
  public var state: String? = nil
  /// Plural forms (`variations.plural`), in the file's order.
  public var plural: [CatalogForm]? = nil
  /// Device forms (`variations.device`: `iphone`, `mac`, `other`…).
  public var devices: [CatalogForm] = []
  /// `substitutions` of a String Catalog, the variables of a `.stringsdict` entry.
  public var substitutions: [CatalogSubstitution] = []

  public init() {}

  /// Whether the variant, its device forms or its substitutions have plural forms.
  public var hasPlural: Bool {
    plural != nil || devices.contains { $0.variant.hasPlural } || substitutions.contains { $0.plural != nil }
  }

  /// Every string of this variant and its forms, with the plural category each is for.
  public func forEachString(_ body: (CatalogString, _ category: String?) -> Void) {
    if let value { body(value, nil) }
    for f in plural ?? [] { f.variant.forEachString { s, _ in body(s, f.name) } }
    for f in devices { f.variant.forEachString(body) }
  }
}

/// One form of a variation: its category or device name and its value.
public struct CatalogForm: Sendable {
  public var name: String
  /// Where the form's key is.
  public var offset: Int
  public var variant: CatalogVariant

  public init(name: String, offset: Int, variant: CatalogVariant) {
    self.name = name
    self.offset = offset
    self.variant = variant
  }
}

/// A substitution: a String Catalog's `substitutions.name`, or a `.stringsdict` variable.
public struct CatalogSubstitution: Sendable {
  public var name: String
  public var offset: Int
  /// `argNum`: which argument the substitution takes (String Catalogs).
  public var argumentNumber: Int? = nil
  /// `formatSpecifier` (`lld`, `.1f`) or `NSStringFormatValueTypeKey` (`d`).
  public var formatSpecifier: String? = nil
  /// `NSStringFormatSpecTypeKey` (`NSStringPluralRuleType`); nil in String Catalogs.
  public var ruleType: String? = nil
  /// The plural forms.
  public var plural: [CatalogForm]? = nil

  public init(name: String, offset: Int) {
    self.name = name
    self.offset = offset
  }
}

/// A string of a catalog and where its text starts.
public struct CatalogString: Sendable, Hashable {
  public var text: String
  /// The byte offset of the string's opening quote or tag.
  public var offset: Int

  public init(_ text: String, offset: Int) {
    self.text = text
    self.offset = offset
  }
}
