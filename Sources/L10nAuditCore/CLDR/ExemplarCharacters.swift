import CICU

/// The letters a language writes with, from CLDR's standard exemplar characters (ICU),
/// in either case: `é` is French, `ñ` Spanish, kana and common kanji Japanese; English
/// has only `a`–`z`.
public struct ExemplarCharacters: Sendable {
  /// Inclusive code point ranges, in order.
  let ranges: [ClosedRange<UInt32>]

  /// The set of `language` (a catalog's language code: `fr`, `pt-BR`, `zh-Hans`); nil
  /// when ICU has none. Each language is read from ICU once for the process: every
  /// catalog of a tree asks for the same few.
  public static func of(_ language: String) -> ExemplarCharacters? {
    if let known = cache.value(language) { return known }
    let found = ExemplarCharacters(language)
    cache.store(language, found)
    return found
  }

  static let cache = LockedCache<String, ExemplarCharacters?>()

  /// The set read from ICU, uncached.
  init?(_ language: String) {
    var buffer = [UInt32](repeating: 0, count: 1 << 14)
    let locale = String(language.map { $0 == "-" ? "_" : $0 })
    let n = Int(
      buffer.withUnsafeMutableBufferPointer { cicu_exemplar_ranges(locale, $0.baseAddress, Int32($0.count)) })
    guard n > 0 else { return nil }
    ranges = stride(from: 0, to: n - 1, by: 2).map { buffer[$0]...buffer[$0 + 1] }
  }

  /// Whether the set holds `scalar`.
  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    var lo = 0
    var hi = ranges.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if ranges[mid].upperBound < v { lo = mid + 1 } else { hi = mid }
    }
    return lo < ranges.count && ranges[lo].contains(v)
  }
}
