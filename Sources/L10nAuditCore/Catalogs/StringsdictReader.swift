/// Reads the XML property-list catalogs: a `.stringsdict` (each key a dict with
/// `NSStringLocalizedFormatKey` and its variables, each variable a dict with
/// `NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey` and the forms `zero`, `one`,
/// `two`, `few`, `many`, `other`), and a `.strings` written as XML (a dict of strings).
enum StringsdictReader {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralRuleType = "NSStringPluralRuleType"

  static func read(into file: inout CatalogFile) {
    guard let root = parseRoot(&file) else { return }
    let language = file.place.language ?? ""
    for (key, offset, value) in root {
      var e = CatalogEntry(key: key, offset: offset, end: offset)
      var v = CatalogVariant()
      switch value {
      case .dict(let fields, _):
        for (name, at, field) in fields {
          if name == formatKey {
            if let s = field.string { v.value = CatalogString(s, offset: field.offset) }
            continue
          }
          guard case .dict(let spec, _) = field else { continue }
          var sub = CatalogSubstitution(name: name, offset: at)
          var forms: [CatalogForm] = []
          for (f, fAt, fv) in spec {
            switch f {
            case specTypeKey: sub.ruleType = fv.string
            case valueTypeKey: sub.formatSpecifier = fv.string
            default:
              guard let s = fv.string else { continue }
              var form = CatalogVariant()
              form.value = CatalogString(s, offset: fv.offset)
              forms.append(CatalogForm(name: f, offset: fAt, variant: form))
            }
          }
          if sub.ruleType == pluralRuleType { sub.plural = forms }
          v.substitutions.append(sub)
        }
      case .string(let s, let at):
        v.value = CatalogString(s, offset: at)
      default:
        break
      }
      e.localizations = [CatalogLocalization(language: language, offset: offset, variant: v)]
      file.entries.append(e)
    }
  }

  /// An XML `.strings`: keys with string values.
  static func readStrings(into file: inout CatalogFile) {
    guard let root = parseRoot(&file) else { return }
    let language = file.place.language ?? ""
    for (key, offset, value) in root {
      var e = CatalogEntry(key: key, offset: offset, end: offset)
      var v = CatalogVariant()
      if let s = value.string { v.value = CatalogString(s, offset: value.offset) }
      e.localizations = [CatalogLocalization(language: language, offset: offset, variant: v)]
      file.entries.append(e)
    }
  }

  /// The root dict's entries, or nil (with `file.error` set) when the file does not parse
  /// or its root is not a dict.
  static func parseRoot(_ file: inout CatalogFile) -> [(key: String, offset: Int, value: PlistValue)]? {
    var reader = XMLPropertyList()
    let result = file.text.bytes.withUnsafeBufferPointer { reader.parse($0, from: file.text.bodyStart) }
    file.comments = reader.comments
    switch result {
    case .failure(let e):
      file.error = e
      return nil
    case .success(.dict(let entries, _)):
      return entries
    case .success(let other):
      file.error = CatalogSyntaxError(
        offset: other.offset, "expected a `<dict>` at the top of the property list")
      return nil
    }
  }
}
