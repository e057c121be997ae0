/// Reads a String Catalog (`.xcstrings`): `sourceLanguage`, and for each key of `strings`
/// its `comment`, `extractionState`, `shouldTranslate` and `localizations`, each language
/// a `stringUnit` (`state`, `value`), `variations` (`plural`, `device`, nested) and
/// `substitutions` (`argNum`, `formatSpecifier`, `variations.plural`). Members it does not
/// know are stepped over. A syntax error or a known member of the wrong type stops the
/// reading there, with what was read before kept.
enum StringCatalogReader {
  /// Variations inside variations (a device's plural forms) go this deep at most; deeper
  /// ones are stepped over.
  static let maxVariationDepth = 4

  static func read(into file: inout CatalogFile) {
    var entries: [CatalogEntry] = []
    var sourceLanguage: String? = nil
    let error: CatalogSyntaxError? = file.text.bytes.withUnsafeBufferPointer { p in
      var c = JSONCursor(p, at: file.text.bodyStart)
      c.trailingCommas = true
      do throws(CatalogSyntaxError) {
        var root = try c.beginObject("at the start of a String Catalog")
        while let (name, _) = try c.nextMember(&root) {
          switch name {
          case "sourceLanguage": sourceLanguage = try c.stringValue("for \"sourceLanguage\"")?.0
          case "strings":
            var strings = try c.beginObject("for \"strings\"")
            while let (key, offset) = try c.nextMember(&strings) {
              entries.append(try entry(&c, key: key, offset: offset))
            }
          default: try c.skipValue()
          }
        }
        c.skipSpace()
        if !c.atEnd { throw c.fail("the end of the file after the top-level object") }
        return nil
      } catch {
        return error
      }
    }
    file.entries = entries
    file.sourceLanguage = sourceLanguage
    file.error = error
  }

  static func entry(_ c: inout JSONCursor, key: String, offset: Int) throws(CatalogSyntaxError)
    -> CatalogEntry
  {
    var e = CatalogEntry(key: key, offset: offset, end: offset)
    var o = try c.beginObject("for the key \"\(key)\"")
    while let (name, _) = try c.nextMember(&o) {
      switch name {
      case "comment": e.comment = try c.stringValue("for \"comment\"")?.0
      case "extractionState": e.extractionState = try c.stringValue("for \"extractionState\"")?.0
      case "shouldTranslate": e.shouldTranslate = try c.boolValue("for \"shouldTranslate\"") ?? true
      case "localizations":
        var languages = try c.beginObject("for \"localizations\"")
        while let (language, at) = try c.nextMember(&languages) {
          let v = try variant(&c, depth: 0, what: "for the language \"\(language)\"")
          e.localizations.append(CatalogLocalization(language: language, offset: at, variant: v))
        }
      default: try c.skipValue()
      }
    }
    e.end = c.i
    return e
  }

  /// A `stringUnit` with `variations` and `substitutions`, as a language or a form holds.
  static func variant(_ c: inout JSONCursor, depth: Int, what: @autoclosure () -> String)
    throws(CatalogSyntaxError) -> CatalogVariant
  {
    var v = CatalogVariant()
    var o = try c.beginObject(what())
    while let (name, _) = try c.nextMember(&o) {
      switch name {
      case "stringUnit":
        var unit = try c.beginObject("for \"stringUnit\"")
        while let (field, _) = try c.nextMember(&unit) {
          switch field {
          case "state": v.state = try c.stringValue("for \"state\"")?.0
          case "value":
            if let (text, at) = try c.stringValue("for \"value\"") {
              v.value = CatalogString(text, offset: at)
            }
          default: try c.skipValue()
          }
        }
      case "variations" where depth < maxVariationDepth:
        try variations(&c, into: &v, depth: depth)
      case "substitutions":
        var subs = try c.beginObject("for \"substitutions\"")
        while let (sub, at) = try c.nextMember(&subs) {
          v.substitutions.append(try substitution(&c, name: sub, offset: at, depth: depth))
        }
      default: try c.skipValue()
      }
    }
    return v
  }

  static func variations(_ c: inout JSONCursor, into v: inout CatalogVariant, depth: Int)
    throws(CatalogSyntaxError)
  {
    var o = try c.beginObject("for \"variations\"")
    while let (kind, _) = try c.nextMember(&o) {
      switch kind {
      case "plural":
        v.plural = try forms(&c, depth: depth, what: "plural")
      case "device":
        v.devices = try forms(&c, depth: depth, what: "device")
      default: try c.skipValue()
      }
    }
  }

  static func forms(_ c: inout JSONCursor, depth: Int, what: String) throws(CatalogSyntaxError)
    -> [CatalogForm]
  {
    var out: [CatalogForm] = []
    var o = try c.beginObject("for \"\(what)\"")
    while let (name, at) = try c.nextMember(&o) {
      let v = try variant(&c, depth: depth + 1, what: "for the \(what) form \"\(name)\"")
      out.append(CatalogForm(name: name, offset: at, variant: v))
    }
    return out
  }

  static func substitution(_ c: inout JSONCursor, name: String, offset: Int, depth: Int)
    throws(CatalogSyntaxError) -> CatalogSubstitution
  {
    var s = CatalogSubstitution(name: name, offset: offset)
    var o = try c.beginObject("for the substitution \"\(name)\"")
    while let (field, _) = try c.nextMember(&o) {
      switch field {
      case "argNum": s.argumentNumber = try c.integerValue("for \"argNum\"")
      case "formatSpecifier": s.formatSpecifier = try c.stringValue("for \"formatSpecifier\"")?.0
      case "variations" where depth < maxVariationDepth:
        var inner = CatalogVariant()
        try variations(&c, into: &inner, depth: depth + 1)
        s.plural = inner.plural
      default: try c.skipValue()
      }
    }
    return s
  }
}
