/// Whether text is for a person to read (the natural-language literal of
/// Rules/hardcoded-ui-string.md).
public enum NaturalLanguage {
  /// Writing systems in which one character is a word (Han, Hangul, kana).
  public static func isWordCharacterScript(_ v: UInt32) -> Bool {
    switch v {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F:  // Han
      return true
    case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF:
      return true  // Hangul
    case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:  // kana
      return true
    default:
      return false
    }
  }

  /// A literal value (interpolations as `U+FFFC`) holds a word a person reads: two or
  /// more letters in a row, or one Han/Hangul/kana letter; and it is not shaped like an
  /// identifier, key, path, URL or a shell's prompt.
  public static func isNaturalLanguage(_ text: String) -> Bool {
    // Only text that reads as words is asked whether it is a prompt.
    readsAsWords(text) && !(text.utf8.contains(UInt8(ascii: "@")) && isShellPrompt(text))
  }

  /// The test of words and shapes itself: on the bytes of ASCII text, the common case, and
  /// on its Unicode scalars otherwise (the two answer alike on ASCII text).
  static func readsAsWords(_ text: String) -> Bool {
    let ascii = text.utf8.withContiguousStorageIfAvailable { isNaturalLanguageASCII($0) }
    return (ascii ?? nil) ?? isNaturalLanguageScalars(text)
  }

  /// `"pastfly@server:~$ "`, `"root@host:/var# "`: a shell's prompt, a user's name (letters,
  /// digits, `.`, `_`, `-`) at a host, a colon and a folder, then `$`, `#` or `%`, with
  /// nothing but spaces after it and no whitespace inside, as a terminal shows it.
  static func isShellPrompt(_ text: String) -> Bool {
    var t = Substring(text)
    while t.last == " " { t = t.dropLast() }
    guard let last = t.last, "$#%".contains(last) else { return false }
    let body = t.dropLast()
    guard !body.contains(where: \.isWhitespace), let at = body.firstIndex(of: "@"), at != body.startIndex,
      body[..<at].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
    else { return false }
    return body[at...].contains(":")
  }

  /// `"⌘⇧ MD"`, `"⌥⌘ P"`: modifier keys' symbols, then at most three capitals or digits,
  /// a keyboard shortcut as menus print it in every language.
  static func isKeyboardShortcut(_ text: String) -> Bool {
    if text.utf8.contains(UInt8(ascii: "+")) { return isKeyCombination(text) }
    let u = Substring(text).unicodeScalars
    let modifiers = u.prefix { "⌘⌥⇧⌃".unicodeScalars.contains($0) }
    guard !modifiers.isEmpty else { return false }
    let key = u.dropFirst(modifiers.count).drop { $0 == " " }
    return key.count <= 3 && key.allSatisfy { $0.value &- 0x41 < 26 || $0.value &- 0x30 < 10 }
  }

  /// `"Cmd+W"`, `"Ctrl+Shift+P"`, `"Cmd + Enter"`, `"Cmd+`"`: modifier keys' names or
  /// symbols joined by `+` to one key (a character, or a key's name such as `Enter`, `Tab`,
  /// `F5`), a keyboard shortcut as a help screen prints it.
  static func isKeyCombination(_ text: String) -> Bool {
    let parts = text.split(separator: "+", omittingEmptySubsequences: false).map { part in
      String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    guard parts.count >= 2, let key = parts.last else { return false }
    guard parts.dropLast().allSatisfy({ modifierKeyNames.contains($0.lowercased()) }) else { return false }
    if key.count == 1 { return !key.first!.isWhitespace }
    let lowered = key.lowercased()
    if keyNames.contains(lowered) { return true }
    // `F1` … `F20`.
    return lowered.first == "f" && lowered.count <= 3 && lowered.dropFirst().allSatisfy(\.isASCII)
      && Int(lowered.dropFirst()).map { (1...20).contains($0) } == true
  }

  static let modifierKeyNames: Set<String> = [
    "cmd", "command", "ctrl", "control", "shift", "alt", "option", "opt", "fn", "meta", "super",
    "win", "⌘", "⌥", "⇧", "⌃",
  ]
  static let keyNames: Set<String> = [
    "enter", "return", "tab", "esc", "escape", "space", "delete", "del", "backspace", "up", "down",
    "left", "right", "home", "end", "pageup", "pagedown", "pgup", "pgdn", "insert", "ins",
    "comma", "period", "slash", "backslash", "minus", "plus", "equal", "click",
  ]

  /// A log-level tag before a message: `"[DEBUG] "`, `"[WARN] \(message)"`: two to ten
  /// capital letters in brackets, then nothing else to read.
  public static func isLogLevelTag(_ text: String) -> Bool {
    var u = Substring(text).unicodeScalars.drop { $0 == " " || $0 == "\t" }
    guard u.first == "[" else { return false }
    u = u.dropFirst()
    let letters = u.prefix { $0.value &- 0x41 < 26 }
    guard (2...10).contains(letters.count), u.dropFirst(letters.count).first == "]" else {
      return false
    }
    return !u.dropFirst(letters.count + 1).contains { isAlphabetic($0) }
  }

  /// Syntax to type or read as written, listed: example domains
  /// (`"example.com example.org *example.gov"`), CSS selectors (`"article, li.post,
  /// [data-testid=card]"`). Each piece between spaces and commas is code (`isCodePiece`)
  /// or a short lowercase word (`"img, .hero img"`), and one at least is code.
  static func isCodeSample(_ text: String) -> Bool {
    var hasCode = false
    for piece in text.unicodeScalars.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" }) {
      guard piece.contains(where: { isAlphabetic($0) }) else { continue }
      if isCodePiece(Array(piece)) {
        hasCode = true
      } else if piece.count > 12
        || !piece.allSatisfy({ $0.value &- 0x61 < 26 || $0.value &- 0x30 < 10 || $0 == "-" })
      {
        return false
      }
    }
    return hasCode
  }

  /// `"LaunchNext --tui"`, `"swiftlint --fix -q"`, `"LaunchNext --cli help"`: a program's
  /// name (lowercase, or with a capital inside) and its options, to type as written. The
  /// second word is an option (`-x`, `--name`, `--name=…`); each word after it is one too,
  /// or a lowercase value.
  static func isCommandLine(_ text: String) -> Bool {
    let words = text.split(separator: " ")
    guard words.count >= 2, let program = words.first,
      program.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_./".contains($0)) }),
      program.first?.isLetter == true,
      program.allSatisfy({ !$0.isUppercase }) || program.dropFirst().contains(where: \.isUppercase)
    else { return false }
    func isOption(_ word: Substring) -> Bool {
      let name = word.drop(while: { $0 == "-" })
      let dashes = word.count - name.count
      return (dashes == 1 || dashes == 2) && name.first.map { $0.isASCII && $0.isLetter } == true
    }
    return isOption(words[1])
      && words.dropFirst(2).allSatisfy { isOption($0) || $0.allSatisfy { $0.isASCII && $0.isLowercase } }
  }

  /// `"{date}"`, `"{{city}}"`: a template's variable, which the app replaces itself and
  /// which must stay as written: a name in braces and nothing else.
  static func isTemplateVariable(_ text: String) -> Bool {
    var t = Substring(text.trimmingWhitespace)
    guard t.first == "{", t.last == "}" else { return false }
    while t.first == "{" && t.last == "}" { t = t.dropFirst().dropLast() }
    return !t.isEmpty && t.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) }
  }

  /// `"!moblin zoom <x>"`, `"/help"`: a command that users type in a chat, a `!` or `/`
  /// then a lowercase name, to be typed as written.
  static func isChatCommand(_ text: String) -> Bool {
    guard let first = text.first, first == "!" || first == "/" else { return false }
    let name = text.dropFirst().prefix { !$0.isWhitespace }
    guard let head = name.first, head.isASCII, head.isLowercase else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || "_-".contains($0)) }
  }

  /// `" --path \(path)"`, `"tool add \(id) --ref \(ref)"`: a command line's long option,
  /// two hyphens and a lowercase name at the start or after a space.
  static func hasLongOption(_ text: String) -> Bool {
    let b = Array(text.utf8)
    guard b.count >= 3 else { return false }
    for i in 0..<(b.count - 2) where b[i] == 0x2D && b[i + 1] == 0x2D && b[i + 2] &- 0x61 < 26 {
      if i == 0 || b[i - 1] == 0x20 { return true }
    }
    return false
  }

  /// `"printf %s \"$?\" > "`, `"mkdir -p \(dir) && cd \(dir)"`: a shell's command line, with
  /// a status or substitution (`$?`, `$(`, `${`) or commands chained by ` && `, which no
  /// sentence writes.
  static func hasShellSyntax(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for b in text.utf8 {
      if previous == 0x24, b == 0x3F || b == 0x28 || b == 0x7B { return true }  // `$?`, `$(`, `${`
      previous = b
    }
    return TextSearch.contains(text, " && ")
  }

  /// `"TrollLock & DirtyJIT"`, `"iPhone / iPad"`: names with a capital inside each
  /// (`isInnerCapitalName`), joined by `&`, `+`, `/` or commas, and nothing else.
  static func isListOfNames(_ text: String) -> Bool {
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x2B || $0 == 0x2F || $0 == 0x2C }) else {
      return false
    }
    var names = 0
    for piece in text.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x2C }) {
      if piece.count == 1, "&+/".utf8.contains(piece.first!) { continue }
      guard isInnerCapitalName(piece) else { return false }
      names += 1
    }
    return names >= 2
  }

  /// ASCII letters and digits with a capital after the first letter: `TrollLock`,
  /// `DirtyJIT`, `iPad`, a name written as one word.
  static func isInnerCapitalName<C: Collection<UInt8>>(_ word: C) -> Bool {
    guard word.count >= 2, word.allSatisfy({ ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 }) else {
      return false
    }
    return word.dropFirst().contains { $0 &- 0x41 < 26 } && word.contains { $0 &- 0x61 < 26 }
  }

  /// `"© 2020 Fin"`, `"Copyright (MIT License) 2019 Paul Hudson"`: a copyright sign or
  /// the word `Copyright` (perhaps both, perhaps with a license's name in brackets), a
  /// year and a name of at most two words (three after the word), written the same in
  /// every language.
  static func isCopyrightLine(_ text: String) -> Bool {
    var pieces = text.split(separator: " ")[...]
    let worded = pieces.first == "Copyright"
    if worded { pieces = pieces.dropFirst() }
    if let sign = pieces.first, sign == "©" || sign == "(c)" || sign == "(C)" {
      pieces = pieces.dropFirst()
    } else if !worded {
      return false
    }
    // `(MIT License)`: the license, named in brackets.
    if worded, let open = pieces.first, open.hasPrefix("("),
      let close = pieces.firstIndex(where: { $0.hasSuffix(")") }),
      isLicenseName(pieces[pieces.startIndex...close].joined(separator: " "))
    {
      pieces = pieces[(close + 1)...]
    }
    guard let first = pieces.first, (2...(worded ? 4 : 3)).contains(pieces.count) else { return false }
    let year = first.split(separator: "-")
    return (1...2).contains(year.count)
      && year.allSatisfy { $0.count == 4 && $0.allSatisfy { c in c.isASCII && c.isNumber } }
  }

  /// `"MIT license"`, `"Apache License 2.0"`, `"BSD-3-Clause license"`: the name of an
  /// open-source license (a family's name, `license` or `licence`, a version), which
  /// credits and legal screens write as the license does, in every language.
  static func isLicenseName(_ text: String) -> Bool {
    guard TextSearch.containsIgnoringCase(text, "licen") else { return false }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "-" })
    guard (2...7).contains(words.count) else { return false }
    var sawFamily = false
    for w in words {
      // `(ODbL)`: an abbreviation in brackets after the name.
      var bare = w
      while bare.first == "(" { bare = bare.dropFirst() }
      while bare.last == ")" { bare = bare.dropLast() }
      let lower = bare.lowercased()
      if lower == "license" || lower == "licence" { continue }
      if licenseFamilies.contains(lower) {
        sawFamily = true
        continue
      }
      // `2.0`, `v3`, `3`, `Clause`, `Public`, `General`: a version or a family's parts.
      if lower.allSatisfy({ $0.isNumber || $0 == "." || $0 == "v" }) { continue }
      guard licenseWords.contains(lower) else { return false }
    }
    return sawFamily
  }

  /// `"JPEG"`, `"PNG"`, `"PDF"`: a file format's name, as a format picker lists it, the
  /// same in every language.
  static let fileFormatNames: Set<String> = [
    "PNG", "JPEG", "JPG", "HEIC", "HEIF", "TIFF", "TIF", "BMP", "GIF", "WEBP", "AVIF", "SVG", "PDF", "EPS",
    "CSV", "TSV", "JSON", "XML", "YAML", "HTML", "TXT", "RTF", "DOCX", "XLSX", "PPTX", "EPUB", "MOBI",
    "MP3", "MP4", "M4A", "M4V", "MOV", "WAV", "AAC", "FLAC", "OGG", "AIFF", "OPUS", "WEBM", "MKV", "AVI",
    "ZIP", "GPX", "KML", "ICS", "VCF", "ICNS", "ICO", "RAW", "DNG", "ALAC", "CAF",
  ]

  /// `"FLAC, ALAC/M4A, MP3, AAC"`: file formats' names (`fileFormatNames`), two at least,
  /// joined by commas, `/` or spaces: a list of supported formats, the same in every
  /// language.
  static func isListOfFileFormats(_ text: String) -> Bool {
    let names = text.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == " " })
    return names.count >= 2 && names.allSatisfy { fileFormatNames.contains(String($0)) }
  }

  /// `"Core Audio"`, `"Core Data"`: the name of an Apple framework, written the same in
  /// every language.
  static let appleFrameworkNames: Set<String> = [
    "Core Audio", "Core Data", "Core ML", "Core Image", "Core Animation", "Core Location", "Core Bluetooth",
    "Core Graphics", "Core Motion", "Core Text", "Core Video", "Core MIDI", "Core NFC", "Core Spotlight",
    "Core Haptics", "AVFoundation", "AudioToolbox", "CloudKit", "HealthKit", "HomeKit", "MapKit", "StoreKit",
    "WidgetKit", "SwiftUI", "UIKit", "AppKit", "ARKit", "RealityKit",
  ]

  /// `"Instagram"`, `"GitHub"`: the whole text is the name of a well-known service, written
  /// the same in every language (a link to the app's page there). Names that are also
  /// words (`Signal`, `Threads`, `Line`) are not listed.
  static let serviceNames: Set<String> = [
    "Instagram", "Facebook", "Twitter", "YouTube", "WhatsApp", "Telegram", "Discord", "GitHub", "GitLab",
    "Reddit", "LinkedIn", "TikTok", "Snapchat", "Pinterest", "Mastodon", "Bluesky", "WeChat", "Weibo",
    "Spotify", "Twitch", "Patreon", "PayPal", "Venmo", "Dropbox", "Tumblr", "Flickr", "Vimeo", "Substack",
    "KakaoTalk", "Kakao", "Naver", "Gmail", "Trello", "Strava", "Bilibili", "QQ", "Xiaohongshu",
  ]

  /// `"CPU"`, `"GPU"`: a computer's part as its chart or gauge names it, written the same in
  /// every language.
  static let hardwareUnitNames: Set<String> = [
    "CPU", "GPU", "NPU", "ANE", "RAM", "VRAM", "SSD", "HDD", "SoC",
  ]

  /// `"PM10"`, `"CO2"`, `"H264"`, `"5G"`: one code of capitals and digits, with a digit
  /// (a pollutant, a codec, a network), the same in every language; not a word.
  static func isCodeOfCapitalsAndDigits(_ text: String) -> Bool {
    let u = text.utf8
    guard (2...6).contains(u.count), u.contains(where: { $0 &- 0x30 < 10 }),
      u.contains(where: { $0 &- 0x41 < 26 })
    else { return false }
    return u.allSatisfy { $0 &- 0x30 < 10 || $0 &- 0x41 < 26 || $0 == UInt8(ascii: ".") }
  }

  /// `"UUID"`, `"SSID"`, `"IMEI"`: the name of a technical identifier, as a detail screen
  /// labels its value, written the same in every language.
  static let identifierNames: Set<String> = [
    "UUID", "UDID", "GUID", "UID", "URL", "URI", "SSID", "BSSID", "IMEI", "IMSI", "ICCID", "MAC",
  ]

  /// One of `identifierNames`, asked only of two to five capital letters.
  static func isIdentifierName(_ text: String) -> Bool {
    let u = text.utf8
    return (2...5).contains(u.count) && u.allSatisfy { $0 &- 0x41 < 26 } && identifierNames.contains(text)
  }

  /// `"GET"`, `"POST"`: an HTTP method, as an endpoint list shows it, the same in every
  /// language.
  static let httpMethodNames: Set<String> = [
    "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "CONNECT", "TRACE",
  ]

  static let licenseFamilies: Set<String> = [
    "mit", "apache", "bsd", "gpl", "lgpl", "agpl", "mpl", "isc", "zlib", "epl", "cddl", "wtfpl", "unlicense",
    "mozilla", "gnu", "boost", "bsl", "cc0", "artistic", "eclipse", "unicode", "ofl", "cc", "commons",
    "odbl",
  ]
  static let licenseWords: Set<String> = [
    "clause", "public", "general", "lesser", "affero", "software", "new", "simplified",
    "revised", "version", "or", "later", "only", "open", "font", "the",
    // Creative Commons: `CC BY-NC-SA 4.0`, `Creative Commons Attribution 4.0`.
    "creative", "by", "nc", "sa", "nd", "attribution", "sharealike", "noncommercial",
    "noderivatives", "international",
    // Open Data Commons: `Open Data Commons Open Database License (ODbL)`.
    "data", "database",
  ]

  /// `text` without the targets of its Markdown links (`[label](https://…)` →
  /// `[label]`); nil when it has none.
  static func withoutLinkTargets(_ text: String) -> String? {
    guard TextSearch.contains(text, "](") else { return nil }
    var out = ""
    var rest = Substring(text)
    while let r = rest.firstRange(of: "]("), let close = rest[r.upperBound...].firstIndex(of: ")") {
      out += rest[..<r.lowerBound] + "]"
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  /// A piece of syntax: with `=`, `://`, a `.` or `/` between letters or digits
  /// (`li.post`, `example.com`), or a leading `.`, `#` or `*` before a letter (`.title`).
  /// Not a word before a full stop (`again.`).
  static func isCodePiece(_ p: [Unicode.Scalar]) -> Bool {
    func isAlphanumeric(_ u: Unicode.Scalar) -> Bool {
      u.value &- 0x61 < 26 || u.value &- 0x41 < 26 || u.value &- 0x30 < 10
    }
    if p.contains(where: { $0 == "=" }) { return true }
    if p.count > 1, p[0] == "." || p[0] == "#" || p[0] == "*", isAlphanumeric(p[1]) { return true }
    for k in p.indices.dropFirst().dropLast() where p[k] == "." || p[k] == "/" {
      if isAlphanumeric(p[k - 1]) && isAlphanumeric(p[k + 1]) { return true }
      if p[k] == "/" && p[k - 1] == ":" { return true }
    }
    return false
  }

  /// Every letter is the same one: a mask or a filler (`"xxxx"`, `"ᐧᐧᐧᐧ"`), not a word.
  static func isOneRepeatedLetter(_ text: String) -> Bool {
    var letter: Unicode.Scalar? = nil
    for u in text.unicodeScalars where isAlphabetic(u) {
      if isWordCharacterScript(u.value) { return false }
      if let l = letter, l != u { return false }
      letter = u
    }
    return letter != nil
  }

  /// `isNaturalLanguage` of ASCII text, on its bytes; nil when a byte is not ASCII.
  static func isNaturalLanguageASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var previousIsLetter = false
    var hasWord = false
    for b in bytes {
      if b >= 0x80 { return nil }
      let isLetter = (b | 0x20) &- 0x61 < 26
      if isLetter && previousIsLetter { hasWord = true }
      previousIsLetter = isLetter
    }
    return hasWord && isIdentifierShapedASCII(bytes) == false
  }

  static func isNaturalLanguageScalars(_ text: String) -> Bool {
    var run = 0
    var hasWord = false
    for u in text.unicodeScalars {
      if isWordCharacterScript(u.value) {
        return true
      }
      if isAlphabetic(u) {
        run += 1
        if run >= 2 { hasWord = true }
      } else {
        run = 0
      }
    }
    return hasWord && !isIdentifierShaped(text)
  }

  /// No spaces (line breaks before or after aside), and `_`, `.`, `/`, `-`, `:` or a lower-to-upper hump (digits between
  /// count, `description2Label`): `cell_id`,
  /// `profile.name`, `hasSeenOnboarding`, `https://x.org`; also `#FFAA00` colors and hex data.
  public static func isIdentifierShaped(_ text: String) -> Bool {
    isIdentifierShapedASCII(text) ?? isIdentifierShapedScalars(text)
  }

  static func isIdentifierShapedScalars(_ text: String) -> Bool {
    func isBreak(_ u: Unicode.Scalar) -> Bool { u == "\n" || u == "\r" }
    var scalars = Substring(text).unicodeScalars
    while let f = scalars.first, isBreak(f) { scalars = scalars.dropFirst() }
    while let l = scalars.last, isBreak(l) { scalars = scalars.dropLast() }
    if scalars.isEmpty
      || scalars.contains(where: { isBreak($0) || $0 == " " || $0 == "\u{A0}" || $0 == "\t" })
    {
      return false
    }
    if scalars.first == "#" && scalars.count > 1
      && scalars.dropFirst().allSatisfy({ $0.properties.isASCIIHexDigit })
    {
      return true
    }
    if scalars.count >= 4 && scalars.allSatisfy({ $0.properties.isASCIIHexDigit })
      && scalars.contains(where: { $0.value &- 0x30 < 10 })
    {
      return true
    }
    var previousLower = false
    for u in scalars {
      switch u {
      case "_", ".", "/", "-", ":", "@", "=", "&", "?", "\u{FFFC}":
        if u == "\u{FFFC}" { continue }
        return true
      default:
        if isUppercase(u) && previousLower { return true }
        if u.value &- 0x30 >= 10 { previousLower = isLowercase(u) }
      }
    }
    return false
  }

  /// `isIdentifierShaped` on the bytes of ASCII text; nil for other text.
  static func isIdentifierShapedASCII(_ text: String) -> Bool? {
    text.utf8.withContiguousStorageIfAvailable { isIdentifierShapedASCII($0) } ?? nil
  }

  static func isIdentifierShapedASCII(_ u: UnsafeBufferPointer<UInt8>) -> Bool? {
    var shaped = false
    var previousLower = false
    // Line breaks around the text (`"\nhalloapp.com"`) do not count; between two parts,
    // as spaces anywhere, they make words.
    var started = false
    var ended = false
    for b in u {
      switch b {
      case 0x80...: return nil
      case UInt8(ascii: " "), UInt8(ascii: "\t"): return false
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        if started { ended = true }
        continue
      case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"),
        UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "="), UInt8(ascii: "&"),
        UInt8(ascii: "?"):
        shaped = true
      default:
        if b &- 0x41 < 26 && previousLower { shaped = true }
      }
      if ended { return false }
      started = true
      // Digits keep the hump: `description2Label`.
      if b &- 0x30 >= 10 { previousLower = b &- 0x61 < 26 }
    }
    if shaped { return true }
    var lo = 0
    var hi = u.count
    while lo < hi && (u[lo] == 0x0A || u[lo] == 0x0D) { lo += 1 }
    while hi > lo && (u[hi - 1] == 0x0A || u[hi - 1] == 0x0D) { hi -= 1 }
    return isHexASCII(UnsafeBufferPointer(rebasing: u[lo..<hi]))
  }

  /// A color (`#` and hexadecimal digits, `#FFAA00`) or hexadecimal data (four or more
  /// hexadecimal digits, a decimal one among them: `"32af68c1"`; `"cafe"` is a word).
  static func isHexASCII(_ u: UnsafeBufferPointer<UInt8>) -> Bool {
    func isHex(_ b: UInt8) -> Bool { b &- 0x30 < 10 || (b | 0x20) &- 0x61 < 6 }
    if u.count > 1, u[0] == UInt8(ascii: "#") { return u.dropFirst().allSatisfy(isHex) }
    return u.count >= 4 && u.allSatisfy(isHex) && u.contains { $0 &- 0x30 < 10 }
  }

  // Letter classes with an ASCII fast path: the Unicode property tables are only
  // consulted for non-ASCII scalars (the ASCII answers are A-Z and a-z).
  /// Unicode White_Space; its ASCII members are tab through carriage return, and space.
  @inline(__always) static func isWhitespace(_ u: Unicode.Scalar) -> Bool {
    u.value < 0x80 ? u.value == 0x20 || u.value &- 0x09 < 5 : u.properties.isWhitespace
  }
  @inline(__always) static func isAlphabetic(_ u: Unicode.Scalar) -> Bool {
    u.value < 0x80 ? (u.value | 0x20) &- 0x61 < 26 : u.properties.isAlphabetic
  }
  @inline(__always) static func isUppercase(_ u: Unicode.Scalar) -> Bool {
    u.value < 0x80 ? u.value &- 0x41 < 26 : u.properties.isUppercase
  }
  @inline(__always) static func isLowercase(_ u: Unicode.Scalar) -> Bool {
    u.value < 0x80 ? u.value &- 0x61 < 26 : u.properties.isLowercase
  }
}

extension NaturalLanguage {
  /// Natural language once the user's brand terms (product names shown as written on
  /// purpose) and Apple's platform names are taken out: `"Ice Cubes"` is not, `"Welcome
  /// to Ice Cubes"` still is.
  /// Log-level tags (`"[DEBUG] "`) and masks of one repeated letter are no words either:
  /// text there is for developers, or decoration.
  public static func isNaturalLanguage(_ text: String, brandTerms: [String]) -> Bool {
    guard isNaturalLanguage(text) else { return false }
    if isLogLevelTag(text) || isOneRepeatedLetter(text) || isCodeSample(text) || isCommandLine(text)
      || isListOfNames(text) || isKeyboardShortcut(text) || isTemplateVariable(text) || isChatCommand(text)
      || isCopyrightLine(text) || isLicenseName(text) || fileFormatNames.contains(text)
      || httpMethodNames.contains(text) || hardwareUnitNames.contains(text) || serviceNames.contains(text)
      || appleFrameworkNames.contains(text) || isListOfFileFormats(text)
      || isIdentifierName(text)
      || isCodeOfCapitalsAndDigits(text)
    {
      return false
    }
    // A Markdown link's target is an address, read by no one: `"\(a) [\(b)](https://…)"`.
    if let shown = withoutLinkTargets(text) { return isNaturalLanguage(shown, brandTerms: brandTerms) }
    // Apple's platform names are written the same in every language.
    let platforms = TextSearch.contains(text, "OS") ? platformNames : []
    if brandTerms.isEmpty && platforms.isEmpty { return true }
    let brandTerms = brandTerms + platforms
    var rest = text
    // Longest first: with "Stats" and "System Stats" listed, "System Stats" goes whole.
    for term in brandTerms.sorted(by: { $0.count > $1.count }) where !term.isEmpty {
      rest = rest.replacing(term, with: " ")
    }
    return isNaturalLanguage(rest)
  }
}

extension NaturalLanguage {
  /// `"Cryptomator"` in `Cryptomator/Settings/…`, `"Home Assistant"` in
  /// `HomeAssistant/Sources/…`: text that is only the name of the top folder the file sits
  /// in (spaces aside), which apps name after the product, is shown as written in every
  /// language, as `brandTerms` would say. Only the first folder of the path: deeper ones
  /// are named for screens (`Settings/`), whose titles are translated. A system's name or
  /// an edition beside it (`"HDrezka macOS"`, `"VoiceInk Pro"`) is part of the product's
  /// name.
  public static func namesAFolder(of path: String, _ value: String) -> Bool {
    if let answer = asciiNamesAFolder(of: path, value) { return answer }
    let words = value.split(whereSeparator: { $0.isWhitespace }).filter {
      !platformNames.contains(String($0))
    }
    if namesTopFolder(of: path, words) { return true }
    // `"VoiceInk Pro"` in `VoiceInk/…`, but `"Input Source Pro"` in `InputSourcePro/…` too.
    guard let last = words.last, editionNames.contains(String(last)) else { return false }
    return namesTopFolder(of: path, words.dropLast())
  }

  /// `namesAFolder` answered on the bytes of an ASCII path and value (each byte one
  /// character); nil for others.
  static func asciiNamesAFolder(of path: String, _ value: String) -> Bool? {
    var path = path
    var value = value
    return path.withUTF8 { p in
      value.withUTF8 { v -> Bool? in
        guard !p.contains(where: { $0 >= 0x80 }), !v.contains(where: { $0 >= 0x80 }) else { return nil }
        var folders = p.split(separator: 0x2F).dropLast().drop {
          $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8)
        }
        guard let top = folders.popFirst() else { return false }
        let words = v.split(whereSeparator: { $0 == 0x20 || $0 &- 0x09 < 5 }).filter { word in
          !platformNames.contains { word.elementsEqual($0.utf8) }
        }
        func namesTop(_ words: some Collection<UnsafeBufferPointer<UInt8>.SubSequence>) -> Bool {
          let name = words.joined()
          guard name.count >= 3, name.allSatisfy({ ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 }) else {
            return false
          }
          func lower(_ b: UInt8) -> UInt8 { b &- 0x41 < 26 ? b | 0x20 : b }
          return name.elementsEqual(top) { lower($0) == lower($1) }
        }
        if namesTop(words) { return true }
        guard let last = words.last, editionNames.contains(where: { last.elementsEqual($0.utf8) }) else {
          return false
        }
        return namesTop(words.dropLast())
      }
    }
  }

  /// Whether `words`, joined, are the name of the top folder of `path`.
  static func namesTopFolder(of path: String, _ words: some Collection<Substring>) -> Bool {
    let name = words.joined().unicodeScalars
    guard name.count >= 3, name.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil })
    else { return false }
    var parts = path.split(separator: "/").dropLast().drop { $0 == "." || $0 == ".." }
    guard let top = parts.popFirst() else { return false }
    return top.lowercased() == String(String.UnicodeScalarView(name)).lowercased()
  }
}

extension NaturalLanguage {
  /// Text that stands in until the real text is set: `"placeholder"` (a cell's label,
  /// to size it), `"<empty string>"`, `"<null>"`, `"(null)"`, filler that starts `"Lorem
  /// ipsum"`. Written for the developer, in lowercase, in brackets or in Latin, never as a
  /// user would read it.
  public static func isStandInText(_ value: String) -> Bool {
    if value == "placeholder" || value == "Placeholder" { return true }
    if value.utf8.starts(with: "Lorem ipsum".utf8) || value.utf8.starts(with: "lorem ipsum".utf8) {
      return true
    }
    // A programmer's marker for a missing value, as `description` prints one.
    if ["(null)", "(nil)", "<null>", "<nil>", "null", "nil"].contains(value) { return true }
    guard value.count > 2, value.first == "<", value.last == ">" else { return false }
    return !value.dropFirst().dropLast().contains { $0 == "<" || $0 == ">" || $0.isUppercase }
  }

  /// Names of Apple's systems, kept as written in every language.
  static let platformNames = ["macOS", "iPadOS", "iOS", "watchOS", "tvOS", "visionOS"]
  /// Editions a product's name carries (`"VoiceInk Pro"`).
  static let editionNames = ["Pro", "Plus", "Lite", "Max"]
}

extension NaturalLanguage {
  /// A value next to a unit symbol and nothing else to read: `"\(v) MHz"`, `"\(n)ms"`,
  /// `"GMT\(offset)"`, or a written or stand-in value before it (`"0 KB"`, `"?? KB"`,
  /// `" / 150MB"`).
  /// Unit symbols are shared across languages (or formatted by `MeasurementFormatter`),
  /// not translated from a catalog. The symbol has a capital letter or at most two
  /// letters (each part of a compound one, `mm/h`), or is one of the few of three or four
  /// small letters that are no words (`lowercaseUnitSymbols`, `kcal`: not with
  /// `lowercaseSymbols: false`, for a catalog's own text, where a language writes them its
  /// way, `"ккал"`), and touches an interpolation across spaces only, or follows the
  /// written value and ends the text.
  public static func isUnitLabel(_ text: String, lowercaseSymbols: Bool = true) -> Bool {
    let mark: Unicode.Scalar = "\u{FFFC}"
    let hasValue = text.unicodeScalars.contains(mark)
    guard hasValue || text.unicodeScalars.contains(where: { $0 == "?" || ("0"..."9").contains($0) }) else {
      return false
    }
    let scalars = Array(text.unicodeScalars)
    var found: (Int, Int)? = nil
    var i = 0
    while i < scalars.count {
      if isAlphabetic(scalars[i]) {
        if found != nil { return false }  // a second word
        var j = i
        // A compound symbol is one: `mm/h`, `km/h`, `m/s`.
        while j < scalars.count
          && (isAlphabetic(scalars[j])
            || (scalars[j] == "/" && j + 1 < scalars.count && isAlphabetic(scalars[j + 1])))
        {
          j += 1
        }
        found = (i, j)
        i = j
      } else {
        i += 1
      }
    }
    guard let (a, b) = found else { return false }
    let word = scalars[a..<b]
    guard word.count <= 4, !word.contains(where: { isWordCharacterScript($0.value) }),
      word.split(separator: "/").allSatisfy({
        $0.count <= 2 || $0.contains(where: isUppercase)
          || lowercaseSymbols && lowercaseUnitSymbols.contains(String(String.UnicodeScalarView($0)))
      })
    else { return false }
    // After a written value, digits or a stand-in for an unknown one (`"0 KB"`, `"?? KB"`),
    // a range or a bound among them (`"12–20 bpm"`, `"> 20 bpm"`, `"≤ 5 kg"`), or a time on a
    // line before it (`"00:00:00\n0.0 km"`, a timer's text until it runs).
    if !hasValue {
      let before = scalars[..<a].filter { !$0.properties.isWhitespace }
      return !before.isEmpty
        && before.allSatisfy {
          ("0"..."9").contains($0)
            || "?-.,:/\u{2013}\u{2014}<>~+\u{2264}\u{2265}\u{2248}\u{00B1}".unicodeScalars.contains($0)
        }
        && before.contains(where: { $0 == "?" || ("0"..."9").contains($0) })
        && scalars[b...].allSatisfy { $0 == " " }
    }
    // After the value (`"\(v) MHz"`), or glued before it (`"GMT\(offset)"`); a word
    // before a value across a space is a verb or label (`"Open \(name)"`).
    var k = a - 1
    while k >= 0 && scalars[k] == " " { k -= 1 }
    if k >= 0 && scalars[k] == mark { return true }
    return b < scalars.count && scalars[b] == mark
  }

  /// Symbols of units written in three or four small letters, which words of that length
  /// are not (`"\(n) kcal"`, `"\(rate) bpm"`).
  static let lowercaseUnitSymbols: Set<String> = [
    "kcal", "bpm", "rpm", "kwh", "mph", "kmh", "hpa", "ppm", "mmol", "mbar",
  ]

  /// A natural-language literal that can stand as a piece of a sentence next to a value:
  /// it has a space, a one-character-word script, or punctuation at an edge. A bare word
  /// glued to a value (`"quotes" + id`) builds a key, not a sentence.
  public static func isSentencePiece(_ text: String, brandTerms: [String] = []) -> Bool {
    guard isNaturalLanguage(text, brandTerms: brandTerms) else { return false }
    let scalars = text.unicodeScalars
    if scalars.contains(where: { isWhitespace($0) || isWordCharacterScript($0.value) }) {
      return true
    }
    // One word with punctuation at an edge (`"Name:"`, `"(optional"`); not letters and
    // digits alone (`"pdc20"`, an identifier's part).
    guard let first = scalars.first, let last = scalars.last else { return false }
    func isWordCharacter(_ s: Unicode.Scalar) -> Bool { isAlphabetic(s) || s.properties.numericType != nil }
    return !isWordCharacter(first) || !isWordCharacter(last)
  }
}

extension NaturalLanguage {
  /// `" ORDER BY "`, `"SELECT * FROM "`, `" LIMIT "`: SQL keywords in capitals (two at
  /// least, or one that only SQL writes so), with `*` and commas between: a query's
  /// clause, read by a database.
  static func isSQLClause(_ value: String) -> Bool {
    let words = value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "*" || $0 == "\n" })
    guard !words.isEmpty, words.allSatisfy({ sqlKeywords.contains(String($0)) }) else { return false }
    return words.count >= 2 || ["SELECT", "WHERE", "LIMIT", "OFFSET", "VALUES"].contains(String(words[0]))
  }

  static let sqlKeywords: Set<String> = [
    "SELECT", "FROM", "WHERE", "ORDER", "GROUP", "BY", "LIMIT", "OFFSET", "JOIN", "LEFT", "INNER", "OUTER",
    "INSERT", "INTO", "UPDATE", "SET", "DELETE", "VALUES", "AND", "OR", "NOT", "IN", "LIKE", "ASC", "DESC",
    "HAVING", "UNION", "ON", "AS", "DISTINCT", "COUNT", "IS", "NULL", "BETWEEN", "CREATE", "TABLE",
  ]

  /// Text for machines assembled around values: an authorization scheme (`"Bearer "`),
  /// paths and URLs (`/`, `://`), file
  /// extensions (`.json`), query strings and key-value pairs (`?`, `&`, `=`, and a
  /// property's name before a colon: `" httpStatusCode: "`), code (`;`, `{`, `}`),
  /// markup (`<meta …>`, `[label](url)`), names in snake case (`"tutorial_image_"`) and
  /// lowercase names in kebab case (`"ssh-rsa "`), and shell syntax (`hasShellSyntax`).
  public static func isMachineText(_ value: String) -> Bool {
    if namesAPropertyBeforeAColon(value) || hasLongOption(value) || hasShellSyntax(value) { return true }
    if isSQLClause(value) { return true }
    // `"Bearer " + token`: an HTTP authorization scheme before its credentials.
    if value == "Bearer " || value == "Basic " { return true }
    // `"$HOME"`: a shell's variable, in capitals.
    if value.hasPrefix("$"), value.unicodeScalars.count >= 3,
      value.unicodeScalars.dropFirst().allSatisfy({ ("A"..."Z").contains($0) || $0 == "_" })
    {
      return true
    }
    // `"tutorial_page_2_image_\(locale)"`: an identifier in snake case (an asset's or a
    // key's name), no words.
    let text = value.unicodeScalars.filter { $0 != "\u{FFFC}" }
    if text.contains("_"), text.contains(where: { $0.properties.isAlphabetic }),
      text.allSatisfy({
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0))
      })
    {
      return true
    }
    // `"ssh-rsa "`: one lowercase name in kebab case (a key type, a header's name).
    let token = text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " })
    if token.contains("-"), token.first.map(isAlphabetic) == true, token.last.map(isAlphabetic) == true,
      token.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
    {
      return true
    }
    // `"\(prefix)[\(label)]"`: the label of a Markdown link, square brackets and values.
    let fixed = value.unicodeScalars.filter { $0 != "\u{FFFC}" && !$0.properties.isWhitespace }
    if fixed.contains("["), fixed.contains("]"), fixed.allSatisfy({ $0 == "[" || $0 == "]" }) { return true }
    var previous: UInt8 = 0
    for b in value.utf8 {
      switch b {
      case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "{"),
        UInt8(ascii: "}"):
        return true
      case UInt8(ascii: "(") where previous == UInt8(ascii: "]"):
        return true
      default:
        previous = b
      }
    }
    if value.hasPrefix(".") && !value.hasPrefix("..") || value.hasPrefix("?")
      || value.hasPrefix("&") || value.hasPrefix("#")
    {
      return true
    }
    // A markup tag: `<` followed by a letter or `/`.
    var previousIsOpen = false
    for u in value.unicodeScalars {
      if previousIsOpen && (u == "/" || isAlphabetic(u)) { return true }
      previousIsOpen = u == "<"
    }
    return false
  }
}

extension NaturalLanguage {
  /// A camel-case or snake-case name right before a colon (`httpStatusCode:`,
  /// `error_code:`): a property named in a developer's message, never in a sentence.
  static func namesAPropertyBeforeAColon(_ value: String) -> Bool {
    var word: [UInt8] = []
    for b in value.utf8 {
      if b == UInt8(ascii: ":"), isPropertyName(word) { return true }
      let isWordByte =
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
        || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
        || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
      if isWordByte { word.append(b) } else { word.removeAll(keepingCapacity: true) }
    }
    return false
  }

  /// `httpStatusCode`, `error_code`: two lowercase letters, then a capital later on, or an
  /// underscore between letters; not a system's name (`macOS`).
  static func isPropertyName(_ word: [UInt8]) -> Bool {
    guard word.count >= 4, word[0] >= UInt8(ascii: "a"), word[0] <= UInt8(ascii: "z"),
      !platformNames.contains(String(decoding: word, as: UTF8.self))
    else { return false }
    if let u = word.firstIndex(of: UInt8(ascii: "_")), u > 0, u < word.count - 1 { return true }
    guard word[1] >= UInt8(ascii: "a"), word[1] <= UInt8(ascii: "z") else { return false }
    return word.dropFirst(2).contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
  }
}

extension NaturalLanguage {
  /// Marks that set list items apart in every language (`•`, `·`, `⸱`, `|`, `│`, arrows):
  /// text joined with them is a list of independent items, not a sentence.
  public static func isListSeparatorMark(_ u: Unicode.Scalar) -> Bool {
    switch u.value {
    case 0x2022, 0x00B7, 0x2027, 0x2219, 0x25CF, 0x25E6, 0x25AA, 0x2023, 0x2043, 0x2E31:
      return true  // bullets and middle dots
    case 0x7C, 0x2502, 0x00A6, 0xFF5C:  // bars
      return true
    case 0x2190...0x21FF, 0x2794...0x27BF, 0x27F0...0x27FF, 0x2B00...0x2B11, 0x203A:
      return true  // arrows and `›`: `Files ➔ Delta Chat`, `External › Music`, a path of names

    default:
      // Not the en and em dashes: prose uses them inside sentences (`"Maccy — off"`).
      return false
    }
  }

  /// Two spaces or more and nothing else (`"   "`, a tab too): a gap that sets two items
  /// apart in columns, as a menu title and its grey detail, not the space between words.
  public static func isColumnGap(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
      && (text.unicodeScalars.count >= 2 || text == "\t")
  }

  /// A piece of text made of list separators and spaces only, with at least one
  /// separator: `" • "`, `"• "`, `" | "`, or a hyphen with spaces on both sides
  /// (`" - "`). Interpolation marks (`U+FFFC`) are ignored.
  public static func isListSeparator(_ text: String) -> Bool {
    var sawMark = false
    var hyphens = 0
    for u in text.unicodeScalars where u != "\u{FFFC}" {
      if isListSeparatorMark(u) {
        sawMark = true
      } else if u == "-" {
        hyphens += 1
      } else if !u.properties.isWhitespace {
        return false
      }
    }
    if sawMark { return hyphens == 0 }
    // A lone hyphen is a separator only with spaces around it (not `-\(n)` or `a-b`).
    return hyphens == 1 && text.contains(" - ")
  }

  /// A literal's `value` split by list separator marks into items, each a single value
  /// (`U+FFFC`) or text without values: `"\(folder) ➔ Delta Chat"`, `"\(size) • Free"`.
  /// Each item is translated (or shown) whole; nothing is a sentence around a value.
  public static func isListOfItems(_ value: String) -> Bool {
    var sawMark = false
    var item = ""
    var items: [String] = []
    for u in value.unicodeScalars {
      if isListSeparatorMark(u) {
        sawMark = true
        items.append(item)
        item = ""
      } else {
        item.unicodeScalars.append(u)
      }
    }
    items.append(item)
    guard sawMark else { return false }
    return items.allSatisfy { item in
      let values = item.unicodeScalars.filter { $0 == "\u{FFFC}" }.count
      let others = item.unicodeScalars.contains { $0 != "\u{FFFC}" && !$0.properties.isWhitespace }
      return values == 0 || (values == 1 && !others)
    }
  }

  /// Whether every gap between two interpolations of a literal's `value` holds a list
  /// separator: `"\(a) • \(b) • \(c)"` lists its values; `"\(a) \(b) • \(c)"` does not.
  /// `" · \(weight)kg"`, `" · ~\(minutes)min"`: a list separator, then one value with
  /// its unit symbol (an approximate sign before it at most): one more item of a list.
  public static func isSeparatedMeasure(_ value: String) -> Bool {
    let parts = value.split(separator: "\u{FFFC}", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    var lead = Substring(parts[0])
    while let c = lead.last, c == "~" || c == "≈" { lead = lead.dropLast() }
    return lead.unicodeScalars.contains(where: isListSeparatorMark) && isListSeparator(String(lead))
      && isUnitSuffix(String(parts[1]))
  }

  public static func separatesEveryValue(_ value: String) -> Bool {
    separatesEveryValue(value, by: isListSeparator)
  }

  /// Whether every gap between two interpolations of `value` is a separator, and the
  /// text before the first and after the last is a separator or blank.
  public static func separatesEveryValue(_ value: String, by isSeparator: (String) -> Bool) -> Bool {
    let parts = value.split(separator: "\u{FFFC}", omittingEmptySubsequences: false)
    guard parts.count >= 2 else { return false }
    for part in parts.dropFirst().dropLast() where !isSeparator(String(part)) {
      return false
    }
    var sawSeparator = false
    for part in parts {
      if isSeparator(String(part)) {
        sawSeparator = true
      } else if !part.allSatisfy(\.isWhitespace) {
        return false
      }
    }
    return sawSeparator
  }

  /// Whether `text` holds no word once its printf placeholders stand for values: `"%ld"`,
  /// `"%@: %.0fm"`, `"%d MB"` (values, a unit symbol and punctuation).
  public static func isOnlyFormat(_ text: String) -> Bool {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return false }
    let bytes = Array(text.utf8)
    let format = FormatPlaceholders(bytes)
    guard !format.placeholders.isEmpty else { return false }
    var rest: [UInt8] = []
    var next = 0
    for p in format.placeholders {
      rest += bytes[next..<p.range.lowerBound]
      rest += [0xEF, 0xBF, 0xBC]  // a value, as interpolations are marked
      next = p.range.upperBound
    }
    rest += bytes[next...]
    let remainder = String(decoding: rest, as: UTF8.self)
    return !isNaturalLanguage(remainder) || isUnitLabel(remainder)
  }

  /// A key that names a unit of measure: words joined by `_`, `.` or `-` whose last word
  /// (after dropping `short`, `lowercase`, `abbr`) is a unit (`metric_ton`, `int_hour`,
  /// `shared_string_minute_lowercase`, `beats_per_minute_short`), not a phrase
  /// (`days_left`).
  public static func isUnitKey(_ key: String) -> Bool {
    guard var words = keyParts(key) else { return false }
    while let last = words.last,
      ["short", "lowercase", "abbr", "abbreviation", "unit", "symbol"].contains(last)
    {
      words.removeLast()
    }
    return words.last.map { unitWords.contains(String($0)) } ?? false
  }

  /// `"public.aoshuang.game."`, `"com.example.app"`: lowercase ASCII names joined by dots
  /// (and `_`, `-`), no space: a reverse-DNS identifier or its opening.
  static func isDottedIdentifier(_ text: String) -> Bool {
    let bytes = text.utf8
    return bytes.contains(0x2E) && bytes.contains { $0 &- 0x61 < 26 }
      && bytes.allSatisfy { $0 &- 0x61 < 26 || $0 &- 0x30 < 10 || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }
  }

  /// `"Bitcoin Cash"`, `"Avalanche C-Chain"`, `"zkSync Era"`, `"DisChain (ETHF)"`: two to
  /// five words, each capitalized, in capitals, a name written as one word with a capital
  /// inside, or an abbreviation in brackets; none of them a word that opens a phrase
  /// (`"Signed In"`), and no space or punctuation at either end.
  static func isMultiWordName(_ text: String) -> Bool {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    guard (2...5).contains(words.count), !words.contains(where: \.isEmpty) else { return false }
    for w in words {
      var bare = w
      if bare.first == "(" && bare.last == ")" && bare.count > 2 { bare = bare.dropFirst().dropLast() }
      guard let first = bare.first, first.isLetter || first.isNumber,
        bare.last.map({ $0.isLetter || $0.isNumber }) == true,
        bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
        !leadInWords.contains(bare.lowercased())
      else { return false }
      if !first.isUppercase && !first.isNumber && !isInnerCapitalName(Array(bare.utf8)) { return false }
    }
    return true
  }

  /// English words that open a phrase a name or value completes: prepositions,
  /// conjunctions and greetings (`shared_by`, `L10n.welcome`, `near`).
  static let leadInWords: Set<String> = [
    "about", "after", "and", "as", "at", "before", "between", "by", "dear", "for", "from", "hello",
    "hey", "hi", "in", "into", "like", "near", "of", "on", "onto", "or", "per", "since", "than",
    "thanks", "to", "until", "via", "welcome", "with", "without",
  ]

  /// Whether the last word of a key or accessor name (`shared.by`, `sharedBy`,
  /// `welcome_to`) opens a phrase that what follows completes.
  public static func endsWithLeadInWord(_ name: Substring) -> Bool {
    var end = name.endIndex
    while end > name.startIndex, !name[name.index(before: end)].isLetter { end = name.index(before: end) }
    var start = end
    while start > name.startIndex {
      let c = name[name.index(before: start)]
      guard c.isLetter else { break }
      start = name.index(before: start)
      if c.isUppercase { break }
    }
    return leadInWords.contains(name[start..<end].lowercased())
  }

  /// The last word of a key, lowercased: its last part when it is written as parts
  /// (`assignments.copy_suffix` → `suffix`), or, for one run of ASCII letters and digits,
  /// the word its last capital starts (`goalLabel` → `label`, `Suffix` → `suffix`); nil for
  /// other text and for a run without a capital (`label`).
  public static func lastKeyWord(_ key: Substring) -> String? {
    if let last = keyParts(String(key))?.last { return String(last) }
    guard let start = key.lastIndex(where: \.isUppercase),
      key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return nil }
    return key[start...].lowercased()
  }

  /// The lowercased parts of a key written as parts joined by `_`, `.` or `-`
  /// (`metric_ton.short` → `metric`, `ton`, `short`); nil for text with a space or
  /// without such a joint.
  public static func keyParts(_ key: String) -> [Substring]? {
    guard !key.contains(" "), key.contains(where: { $0 == "_" || $0 == "." || $0 == "-" }) else {
      return nil
    }
    return key.lowercased().split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "-" })
  }

  static let unitWords: Set<String> = [
    "ton", "tons", "tonne", "tonnes", "kg", "kilogram", "kilograms", "gram", "grams", "pound", "pounds",
    "hour", "hours", "minute", "minutes", "second", "seconds", "sec", "min", "ms",
    "mile", "miles", "km", "kilometer", "kilometers", "kilometre", "kilometres", "meter", "meters", "metre",
    "metres", "feet", "foot", "yard", "yards", "nm", "kmh", "mph", "knots", "bpm", "rpm",
    "liter", "liters", "litre", "litres", "gallon", "gallons", "percent", "degree", "degrees", "celsius",
    "fahrenheit", "kelvin", "watt", "watts", "volt", "volts", "hz", "kwh",
    "day", "days", "week", "weeks", "month", "months", "year", "years", "point", "points", "pts",
  ]

  /// One English noun in the plural (`words`, `Reactions`: ASCII letters ending in `s`,
  /// not `ss`, `us` or `is`) or one or two Han characters (`字`, `万字`): what a count
  /// before it counts.
  public static func isCountedNoun(_ text: Substring) -> Bool {
    let scalars = text.unicodeScalars
    if scalars.allSatisfy({ (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }) {
      return (1...2).contains(scalars.count)
    }
    guard scalars.count >= 4, scalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else {
      return false
    }
    let word = text.lowercased()
    return word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is")
      && !notCountedNouns.contains(word)
  }

  /// Words ending in `s` that no count counts.
  static let notCountedNouns: Set<String> = ["always", "does", "goes", "perhaps", "sometimes", "yes"]

  /// A unit of measure or time written as one word (`hours`, `hour(s)`, `Minutes`): the
  /// text of a lookup shown after a value.
  public static func isUnitWord(_ text: Substring) -> Bool {
    var t = text.lowercased()
    while t.last == " " { t.removeLast() }
    while t.first == " " { t.removeFirst() }
    if t.hasSuffix("(s)") { t.removeLast(3) }
    // `" sec."`, `" min."`: a unit abbreviated with a full stop.
    if t.count > 2, t.last == ".", let dot = t.firstIndex(of: "."), dot == t.index(before: t.endIndex) {
      t.removeLast()
    }
    return unitWords.contains(t) || lowercaseUnitSymbols.contains(t)
  }

  /// Whether `text`, put after a value, ends it with a unit symbol: `" MiB"`, `" pt"`,
  /// `", \(size) px"`, `"0 mV"`, `" BEAM"`. Its one word is a run of at most three ASCII
  /// letters (five capitals) after a space or a value, with nothing but spaces and closing
  /// marks after it (`" lat: "` labels what follows, and `" seconds"` is a word). Small
  /// letters of other alphabets count as ASCII ones do (`" грн"`, `" мин"`). So does one
  /// counter or numeral of Chinese, Japanese or Korean (`isCounterSuffix`).
  public static func isUnitSuffix(_ text: String) -> Bool {
    if isCounterSuffix(text) { return true }
    var runs = 0
    var run = 0
    var capitals = 0
    var previous: Unicode.Scalar = " "
    var afterRun = false
    for u in text.unicodeScalars {
      if u.properties.isAlphabetic
        && (u.isASCII || u.properties.isLowercase && !isWordCharacterScript(u.value))
      {
        if run == 0 {
          // A word's start: after a space or a value only (not `"x2"` or `"(a"`).
          guard previous == " " || previous == "\u{FFFC}" || previous == "\u{00A0}" else { return false }
          runs += 1
        }
        run += 1
        if ("A"..."Z").contains(u) { capitals += 1 }
        // Three letters, or a code of up to five capitals (a ticker: `" BEAM"`, `" USDT"`).
        if run > 3 && capitals < run || run > 5 || runs > 1 { return false }
      } else if u.properties.isAlphabetic || u.properties.numericType != nil && (runs > 0 || !u.isASCII) {
        return false
      } else if u.properties.numericType != nil {
        // Digits before the unit go on with the value (`"0 mV"` after a tenth).
      } else {
        if run > 0 { afterRun = true }
        run = 0
        if afterRun && !(u.properties.isWhitespace || u == ")" || u == "]" || u == ".") { return false }
      }
      previous = u
    }
    return runs == 1
  }

  /// Whether `text`, put after a value, is one counter word or numeral of Chinese,
  /// Japanese or Korean: `"회"` (times), `"개"`, `"件"`, `"円"`, `"만"` (ten thousand) after
  /// a number, alone or right after the value it follows (`"\(n)회"`). It is the number's,
  /// as a unit is: it follows the number in those languages, and no word order is split.
  static func isCounterSuffix(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars.drop { $0.properties.isWhitespace }
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    guard let last = scalars.last, counterWords.contains(last) else { return false }
    let before = scalars.dropLast()
    guard let end = before.last else { return true }
    return end == "\u{FFFC}" && !before.contains { $0.properties.isAlphabetic }
  }

  /// Counter words and numerals written after a number in Chinese, Japanese and Korean.
  static let counterWords: Set<Unicode.Scalar> = [
    // Korean: times, items, people, turns, cases, won, minutes, seconds, days, years,
    // months, hours, songs, sheets, volumes, places, floors, points, times over, years of age.
    "회", "개", "명", "번", "건", "원", "분", "초", "일", "년", "월", "시", "곡", "장", "권", "위", "층",
    "점", "배", "살", "세",
    // Korean numerals: ten, hundred, thousand, ten thousand, hundred million, trillion.
    "십", "백", "천", "만", "억", "조",
    // Chinese and Japanese.
    "个", "個", "条", "條", "件", "次", "回", "人", "元", "円", "天", "日", "年", "月", "秒", "分", "张",
    "張", "枚", "本", "冊", "首", "曲", "位", "页", "頁", "岁", "歳", "倍", "万", "萬", "亿", "億", "兆",
  ]

  /// Whether `text` is a whole sentence of its own: past the spaces around it, a capital
  /// letter first, a sentence-final mark last (`.`, `!`, `?`, `…`), at least two words, and
  /// no value inside (`" Note that this applies in compact mode only."`, `"No times to
  /// show."`). Set after other text, it is translated whole, in any language's order.
  public static func isWholeSentence(_ text: Substring) -> Bool {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }),
      scalars[first].properties.isUppercase, ".!?\u{2026}".unicodeScalars.contains(scalars[last])
    else { return false }
    let body = scalars[first...last]
    return body.contains(" ") && !body.contains("\u{FFFC}")
  }

  /// Whether `text` ends one sentence and begins the next: sentence-final marks followed by
  /// spaces or a line break (`". "`, `"! "`, `".\n"`), or an ideographic full stop (`"。"`).
  /// Whole messages joined by it are translated each on its own, in any order.
  public static func isSentenceBreak(_ text: String) -> Bool {
    var sawMark = false
    var sawSpaceAfterMark = false
    for u in text.unicodeScalars {
      switch u {
      case ".", "!", "?", "\u{2026}":
        if sawSpaceAfterMark { return false }
        sawMark = true
      case "\u{3002}", "\u{FF01}", "\u{FF1F}":  // 。！？ need no space after them
        if sawSpaceAfterMark { return false }
        sawMark = true
        sawSpaceAfterMark = true
      default:
        guard u.properties.isWhitespace else { return false }
        if sawMark { sawSpaceAfterMark = true } else { return false }
      }
    }
    return sawMark && sawSpaceAfterMark
  }

  /// Whether every gap between the values of `value` ends a sentence or a line:
  /// `"\(name). \(status)"`, whole messages one after the other.
  public static func separatesSentences(_ value: String) -> Bool {
    // The last message may end in its own full stop: `"\(a). \(b)."`.
    var body = Substring(value)
    while let last = body.last, ".!?\u{2026}\u{3002}".contains(last) { body = body.dropLast() }
    return separatesEveryValue(String(body)) { part in
      isSentenceBreak(part)
        || (part.unicodeScalars.contains("\n")
          && part.unicodeScalars.allSatisfy {
            $0.properties.isWhitespace || "-_=*\u{2500}\u{2014}".unicodeScalars.contains($0)
          })
    }
  }

  /// Whether `text` (interpolations as `U+FFFC`) is one value marked by symbols, emoji
  /// and spaces: `"<< \(hint)"`, `"⚠️ \(message)"`. Two values (`"☎️ \(missed)
  /// \(name)"`) are still joined.
  public static func isSymbolsAroundValues(_ text: String) -> Bool {
    let marks = text.unicodeScalars.filter { $0 == "\u{FFFC}" }.count
    guard marks == 1 else { return false }
    // `"- \(label)"`: a hyphen as a list bullet before the one value; `"\n... \(more)"`:
    // an ellipsis that marks it as the rest of a list.
    if let m = text.firstIndex(of: "\u{FFFC}"), text[text.index(after: m)...].allSatisfy(\.isWhitespace) {
      let before = String(text[..<m])
      let mark = before.filter { !$0.isWhitespace }
      if isHyphenBullet(before) || mark == "..." || mark == "\u{2026}" { return true }
    }
    return isSymbolMark(String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FFFC}" })))
  }

  /// `"TEST: …"`, `"[DEBUG] …"`: text a developer tagged as a test or debug message,
  /// which no user reads.
  public static func startsWithDeveloperTag(_ text: String) -> Bool {
    let t = text.drop(while: \.isWhitespace)
    return ["TEST:", "DEBUG:", "Debug:", "[TEST]", "[DEBUG]"].contains { t.hasPrefix($0) }
  }

  /// `"- "`: a hyphen and a space at the start of a line, a list bullet.
  public static func isHyphenBullet(_ text: String) -> Bool {
    text.drop(while: \.isWhitespace) == "- "
  }

  /// Symbols, emoji and spaces, at least one symbol (`"✓ "`, `"← "`, `" ⚠️"`), or the
  /// asterisk of a required field (`"*"`), or one handle or hashtag (`" @lockdown_hq"`):
  /// no words, digits or punctuation that languages space and place differently.
  public static func isSymbolMark(_ text: String) -> Bool {
    if isHandle(text) { return true }
    var sawSymbol = false
    for u in text.unicodeScalars {
      switch u.properties.generalCategory {
      case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: sawSymbol = true
      case .spaceSeparator, .nonspacingMark, .enclosingMark, .format: continue
      default:
        if u == "*" {
          sawSymbol = true
        } else if !u.properties.isWhitespace {
          return false
        }
      }
    }
    return sawSymbol
  }

  /// `" @lockdown_hq"`, `"#ios"`: one handle or hashtag, between spaces at most, the same
  /// in every language.
  public static func isHandle(_ text: String) -> Bool {
    let trimmed = text.unicodeScalars.drop(while: { $0.properties.isWhitespace })
    guard let mark = trimmed.first, mark == "@" || mark == "#" else { return false }
    var name = trimmed.dropFirst()
    while let c = name.last, c.properties.isWhitespace { name = name.dropLast() }
    return name.count >= 2
      && name.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
      }
      && name.contains(where: { $0.properties.isAlphabetic })
  }
}
