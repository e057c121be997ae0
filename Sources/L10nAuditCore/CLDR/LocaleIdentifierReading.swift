#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A locale identifier that ICU does not read as the locale it names: a subtag ICU does
/// not know, with what ICU made of the identifier and the identifier probably meant.
public struct LocaleIdentifierProblem: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// A language code ICU does not know (`english`, `jp`).
    case language
    /// A script code ICU does not know (`zh_Hanz`).
    case script
    /// A region code ICU does not know (`en_EN`).
    case region
    /// A region ICU knows only as an alias that its data does not follow (`UK` for `GB`).
    case regionAlias(canonical: String)
    /// A variant ICU does not know (`POSX` in `en_US_POSX`).
    case variant
    /// A script written after the region, where ICU reads a variant (`zh_CN_Hans`).
    case scriptAsVariant
  }

  /// The identifier as written.
  public var identifier: String
  public var kind: Kind
  /// The subtag at fault, as ICU reads it (`POSX`, `english`, `HANS`).
  public var subtag: String
  /// What formatters get instead: the identifier without that subtag (`en_US`); nil when
  /// the language itself is unknown.
  public var fallback: String?
  /// The identifier probably meant (`en_US_POSIX`), or nil when nothing stands out.
  public var suggestion: String?
  /// A second identifier, for a region ICU does not know: the language alone is one guess
  /// (`en`), its likely region another (`en_US`).
  public var alternative: String?
  /// Why the suggestion: "`JP` is the region Japan", "`en` is the language code of English".
  public var reason: String?
  /// The English name of the suggestion's language ("English"), for an unknown language.
  public var suggestedName: String?

  /// "`en_US_POSX` has variant `POSX`, which ICU does not know; formatters get plain `en_US`".
  public var message: String {
    let id = "`\(identifier)`"
    var text: String
    switch kind {
    case .language: text = "\(id) is not a language ICU knows"
    case .script: text = "\(id) has script `\(subtag)`, which ICU does not know"
    case .region: text = "\(id) has region `\(subtag)`, which ICU does not know"
    case .regionAlias(let canonical):
      text = "\(id) has region `\(subtag)`, which ICU knows only as an alias of `\(canonical)`"
    case .variant: text = "\(id) has variant `\(subtag)`, which ICU does not know"
    case .scriptAsVariant:
      text = "\(id) puts the script `\(subtag)` after the region, where ICU reads an unknown variant"
    }
    if let reason { text += " (\(reason))" }
    if let fallback { text += "; formatters get plain `\(fallback)`" }
    return text
  }

  /// "did you mean `en_US_POSIX`?", or what to write when nothing stands out.
  public var help: String {
    guard let suggestion else {
      switch kind {
      case .language:
        return "write an ISO 639 language code, optionally with a region (`en`, `pt_BR`)"
      case .script: return "drop the script, or write an ISO 15924 script code (`Latn`, `Hans`)"
      case .region, .regionAlias:
        return "write an ISO 3166 region code after the language (`en_GB`)"
      case .variant, .scriptAsVariant: return "drop the variant"
      }
    }
    var text = "did you mean `\(suggestion)`"
    if let suggestedName { text += " (\(suggestedName))" }
    if let alternative { text += " or `\(alternative)`" }
    return text + "?"
  }
}

/// Reads locale identifiers as ICU does (`uloc_canonicalize`, then its language, script,
/// region and variant) and judges each subtag against ICU's own lists and names. Spellings
/// ICU canonicalizes to the locale they name are fine: case (`en_us`), `-` for `_`
/// (`pt-BR`), a POSIX charset (`en_US.UTF-8`), keywords (`@calendar=japanese`).
public enum LocaleIdentifierReading {
  /// The problem with `identifier`, or nil when ICU reads it as the locale it names.
  /// Answers are kept for the process: each distinct identifier is read once.
  public static func problem(in identifier: String) -> LocaleIdentifierProblem? {
    if let known = cache.value(identifier) { return known }
    let found = read(identifier)
    cache.store(identifier, found)
    return found
  }

  static let cache = LockedCache<String, LocaleIdentifierProblem?>()

  /// The reading itself, uncached.
  static func read(_ identifier: String) -> LocaleIdentifierProblem? {
    // Keywords (`@calendar=…`) and the POSIX `@modifier` are not judged.
    let base = String(identifier.prefix { $0 != "@" })
    guard !base.isEmpty, base.utf8.allSatisfy(isIdentifierByte),
      let canonical = ICU.canonicalize(base)
    else { return nil }
    let language = ICU.part(.language, of: canonical)
    let script = ICU.part(.script, of: canonical)
    let region = ICU.part(.region, of: canonical)
    let variants = ICU.part(.variant, of: canonical).split(separator: "_").map(String.init)
    // `_US` and the root locale: no language to judge.
    guard !language.isEmpty else { return nil }
    let data = ICULocaleData.shared
    let style = Style(of: base)

    // A language ICU's alias data replaced (`eng` → `en`, `hy_AREVMDA` → `hyw`) is what
    // ICU makes of it, known or not.
    let aliased = ICU.part(.language, of: base).lowercased() != language
    if !aliased && !data.isKnownLanguage(language) {
      var problem = LocaleIdentifierProblem(identifier: identifier, kind: .language, subtag: language)
      if let (code, reason) = data.languageMeant(by: language) {
        problem.reason = reason
        problem.suggestedName = ICU.displayName(of: .language, code)
        problem.suggestion = style.join(code, script, region, variants)
      } else if let whole = data.resegmented(String(base.prefix { $0 != "_" && $0 != "-" && $0 != "." })) {
        problem.suggestion = style.join(whole[0], whole[1], whole[2], Array(whole[3...]))
      }
      return problem
    }
    if !script.isEmpty && !data.isKnownScript(script) {
      let near = data.nearestScript(to: script)
      return LocaleIdentifierProblem(
        identifier: identifier, kind: .script, subtag: script,
        fallback: style.join(language, "", region, variants),
        suggestion: near.map { style.join(language, $0, region, variants) })
    }
    if !region.isEmpty,
      let problem = regionProblem(
        identifier, language: language, script: script, region: region, variants: variants, style: style)
    {
      return problem
    }
    if !variants.isEmpty && !ICU.hasLocaleData(canonical) {
      let unknown = variants.filter { !data.isKnownVariant($0) }
      guard !unknown.isEmpty else { return nil }
      let others = variants.filter { data.isKnownVariant($0) }
      let plain = style.join(language, script, region, others)
      // Several unknown subtags are one mistake (`en_GB_UTF-8`, read as `UTF_8`).
      var problem = LocaleIdentifierProblem(
        identifier: identifier, kind: .variant, subtag: unknown.joined(separator: "_"), fallback: plain,
        suggestion: plain)
      if unknown.count == 1, let variant = unknown.first {
        if script.isEmpty, let named = data.script(spelled: variant) {
          problem.kind = .scriptAsVariant
          // As written (`Hans`), not as ICU spells a variant (`HANS`).
          problem.subtag =
            base.split(whereSeparator: { $0 == "_" || $0 == "-" }).last { $0.uppercased() == variant }
            .map(String.init) ?? named
          problem.suggestion = style.join(language, named, region, others)
        } else if let near = data.nearestVariant(to: variant) {
          problem.suggestion = style.join(
            language, script, region, variants.map { $0 == variant ? near : $0 })
        }
      }
      return problem
    }
    return nil
  }

  static func regionProblem(
    _ identifier: String, language: String, script: String, region: String, variants: [String],
    style: Style
  ) -> LocaleIdentifierProblem? {
    let data = ICULocaleData.shared
    let plain = style.join(language, script, "", variants)
    if let known = ICU.region(region) {
      // `ZZ` (unknown region) and regions that no longer exist (`SU`) are what they say.
      guard known.code != region, known.type == 1 else { return nil }
      return LocaleIdentifierProblem(
        identifier: identifier, kind: .regionAlias(canonical: known.code), subtag: region,
        fallback: plain,
        suggestion: style.join(language, script, known.code, variants))
    }
    var problem = LocaleIdentifierProblem(
      identifier: identifier, kind: .region, subtag: region, fallback: plain, suggestion: plain)
    let lowered = region.lowercased()
    if data.isKnownLanguage(lowered), let name = ICU.displayName(of: .language, lowered), name != lowered {
      problem.reason = "`\(lowered)` is the language code of \(name)"
    }
    if let likely = ICU.addingLikelySubtags(language).map({ ICU.part(.region, of: $0) }),
      !likely.isEmpty, likely != region
    {
      problem.alternative = style.join(language, script, likely, variants)
    }
    return problem
  }

  /// Letters, digits and the separators and marks of locale identifiers: anything else
  /// (spaces, other scripts) is not an identifier ICU is meant to read.
  static func isIdentifierByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
      return true
    default: return false
    }
  }

  /// How the identifier was written: suggestions keep BCP 47 dashes (`zh-Hans-CN`) where
  /// the literal used them only.
  struct Style {
    var separator: String

    init(of identifier: String) {
      let dashes = identifier.utf8.contains(UInt8(ascii: "-"))
      let underscores = identifier.utf8.contains(UInt8(ascii: "_"))
      separator = dashes && !underscores ? "-" : "_"
    }

    /// The subtags in ICU's order, empty ones left out (`en_POSIX` reads as ICU's
    /// `en__POSIX`).
    func join(_ language: String, _ script: String, _ region: String, _ variants: [String]) -> String {
      ([language, script, region] + variants).filter { !$0.isEmpty }.joined(separator: separator)
    }
  }
}

/// What ICU knows of languages, scripts and variants, gathered once per process on first
/// use: its ISO lists and the codes its English names cover.
struct ICULocaleData: Sendable {
  static let shared = ICULocaleData()

  let languages: Set<String>
  let regions: Set<String>
  /// Variant codes ICU names (`POSIX`, `VALENCIA`, `1996`).
  let variants: [String]
  /// Script codes ICU names (`Latn`, `Hans`), and each by its uppercase spelling.
  let scripts: [String]
  let scriptByUppercase: [String: String]

  init() {
    languages = Set(ICU.isoLanguages)
    regions = Set(ICU.isoRegions)
    variants = ICU.nameTableCodes("Variants")
    scripts = ICU.nameTableCodes("Scripts").filter { $0.utf8.count == 4 }
    var byUppercase: [String: String] = [:]
    for s in scripts { byUppercase[s.uppercased()] = s }
    scriptByUppercase = byUppercase
  }

  /// Languages by their English name and by their own name, lowercased, letters only
  /// (`english` → `en`, `deutsch` → `de`): read on the first unknown language, as naming
  /// each language in its own words opens its data.
  static let languageByName: [String: String] = {
    var byName: [String: String] = [:]
    for code in ICU.isoLanguages {
      for display in ["en", code] {
        guard let name = ICU.displayName(of: .language, code, in: display) else { continue }
        let key = nameKey(name)
        if key != code, !key.isEmpty, byName[key] == nil { byName[key] = code }
      }
    }
    return byName
  }()

  /// `English` → `english`; `Norwegian Bokmål` → `norwegianbokmål`.
  static func nameKey(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter })
  }

  /// A language ICU lists or can name (`iw`, `tl`, `sh` are named though not listed).
  func isKnownLanguage(_ code: String) -> Bool {
    if languages.contains(code) { return true }
    guard let name = ICU.displayName(of: .language, code) else { return false }
    return name != code
  }

  func isKnownScript(_ code: String) -> Bool {
    scriptByUppercase[code.uppercased()] != nil
  }

  func isKnownVariant(_ code: String) -> Bool {
    variants.contains(code.uppercased())
  }

  /// The known script spelled `code` in any case (`HANS` → `Hans`).
  func script(spelled code: String) -> String? {
    code.utf8.count == 4 ? scriptByUppercase[code.uppercased()] : nil
  }

  /// The language an unknown code probably stands for, with why: its English or own name
  /// (`english` → `en`), or a region code where a language belongs (`jp` → `ja`, the
  /// likely language of Japan).
  func languageMeant(by code: String) -> (String, String?)? {
    if let named = Self.languageByName[Self.nameKey(code)] { return (named, nil) }
    let upper = code.uppercased()
    guard code.utf8.count == 2, regions.contains(upper), let region = ICU.region(upper), region.type == 1,
      let likely = ICU.addingLikelySubtags("und_" + upper)
    else { return nil }
    let language = ICU.part(.language, of: likely)
    guard !language.isEmpty, language != "und" else { return nil }
    let name = ICU.displayName(of: .region, "und_" + upper) ?? upper
    return (language, "`\(upper)` is the region \(name)")
  }

  /// A run of letters that is a language, region and variant written without separators,
  /// each in its own case (`enUSPOSIX` → `en`, `US`, `POSIX`): `base` is not `ba_SE`.
  func resegmented(_ written: String) -> [String]? {
    let letters = Array(written.utf8)
    guard letters.count >= 4, letters.allSatisfy({ $0 < 0x80 }) else { return nil }
    func isLower(_ r: Range<Int>) -> Bool { letters[r].allSatisfy { $0 &- 0x61 < 26 } }
    func isUpper(_ r: Range<Int>) -> Bool { letters[r].allSatisfy { $0 &- 0x41 < 26 } }
    for n in [2, 3] where letters.count >= n + 2 && isLower(0..<n) && isUpper(n..<n + 2) {
      let language = String(decoding: letters[..<n], as: UTF8.self)
      let region = String(decoding: letters[n..<n + 2], as: UTF8.self)
      let rest = String(decoding: letters[(n + 2)...], as: UTF8.self).uppercased()
      guard languages.contains(language), regions.contains(region) else { continue }
      if rest.isEmpty { return [language, "", region] }
      if isKnownVariant(rest) { return [language, "", region, rest] }
    }
    return nil
  }

  func nearestVariant(to code: String) -> String? {
    Self.nearest(to: code.uppercased(), in: variants)
  }

  func nearestScript(to code: String) -> String? {
    Self.nearest(to: code.uppercased(), in: scripts.map { $0.uppercased() }).flatMap {
      scriptByUppercase[$0]
    }
  }

  /// The one candidate within a typo of `code`: one edit for short codes, two from six
  /// letters on. Nil when none is, or when two are equally near.
  static func nearest(to code: String, in candidates: [String]) -> String? {
    let limit = code.utf8.count >= 6 ? 2 : 1
    var best: (String, Int)? = nil
    var tied = false
    for c in candidates {
      let d = editDistance(Array(code.utf8), Array(c.uppercased().utf8), limit: limit)
      guard d <= limit else { continue }
      if let b = best, b.1 == d {
        tied = true
      } else if best == nil || d < best!.1 {
        best = (c, d)
        tied = false
      }
    }
    return tied ? nil : best?.0
  }

  /// Levenshtein distance, or more than `limit` when it exceeds `limit`.
  static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

/// A dictionary behind a lock, for answers that any thread may ask and store.
final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  /// On the heap: a mutex must not move, and a stored property's address is not stable.
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  // Read and written under `lock` only.
  @exclusivity(unchecked) private var values: [Key: Value] = [:]

  init() { pthread_mutex_init(lock, nil) }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  func value(_ key: Key) -> Value? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return values[key]
  }

  func store(_ key: Key, _ value: Value) {
    pthread_mutex_lock(lock)
    values[key] = value
    pthread_mutex_unlock(lock)
  }
}
