/// An Objective-C file of the tree (`.m`, `.mm`) that looks keys up: it names
/// `LocalizedString` (`NSLocalizedString`, or a project's own macro such as
/// `OALocalizedString`) or `localizedStringForKey`. When every such name is one of
/// Foundation's lookups given a literal key (`NSLocalizedString(@"key", nil)`,
/// `NSLocalizedStringWithDefaultValue(@"key", @"Table", …)`, `[bundle
/// localizedStringForKey:@"key" …]`), the file looks up those keys alone (`literalKeys`);
/// otherwise it may look up any (`readsUnknownKeys`). `UnusedKeyFindings` judges no table
/// where such code, or Objective-C a project compiles and the tree does not hold, may look
/// any key up, and counts the literal keys as used.
public struct ObjectiveCLookups: FileFact {
  /// The keys the file's lookups spell, each once.
  public var literalKeys: [String] = []
  /// Some lookup's key is not a literal, or a name with `LocalizedString` in it is not one
  /// of Foundation's lookups.
  public var readsUnknownKeys = false

  /// Whether `path` names an Objective-C source file.
  public static func isObjectiveC(_ path: String) -> Bool {
    path.hasSuffix(".m") || path.hasSuffix(".mm")
  }

  /// The summary of the Objective-C file at `path`: this fact when it looks keys up, nil
  /// when it does not.
  public static func summary(path: String, bytes: [UInt8]) -> FileSummary? {
    let source = SourceFile(path: path, bytes: bytes)
    guard source.contains("LocalizedString") || source.contains("localizedStringForKey") else { return nil }
    return FileSummary(
      path: path, facts: [ObjectiveCLookups(bytes)],
      suppressions: Suppressions(entries: [], lines: LineTable([])))
  }

  /// Foundation's lookup macros, whose first argument is the key.
  static let macros: Set<String> = [
    "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle",
    "NSLocalizedStringWithDefaultValue",
  ]

  init(_ bytes: [UInt8]) {
    var keys = Set<String>()
    var i = 0
    while i < bytes.count {
      guard Self.isNameByte(bytes[i]), i == 0 || !Self.isNameByte(bytes[i - 1]) else {
        i += 1
        continue
      }
      var end = i
      while end < bytes.count && Self.isNameByte(bytes[end]) { end += 1 }
      let name = String(decoding: bytes[i..<end], as: UTF8.self)
      defer { i = end }
      let isMacro = Self.macros.contains(name)
      let isMessage = name == "localizedStringForKey"
      guard isMacro || isMessage || name.contains("LocalizedString") else { continue }
      // `NSLocalizedString(@"key"` or `localizedStringForKey:@"key"`.
      let j = Self.skipSpaces(bytes, end)
      let opener: UInt8 = isMacro ? 0x28 : 0x3A  // `(` or `:`
      guard isMacro || isMessage, j < bytes.count, bytes[j] == opener,
        let key = Self.literal(bytes, at: Self.skipSpaces(bytes, j + 1))
      else {
        readsUnknownKeys = true
        continue
      }
      keys.insert(key)
    }
    literalKeys = keys.sorted()
  }

  static func isNameByte(_ b: UInt8) -> Bool {
    b == 0x5F || b &- 0x30 < 10 || (b | 0x20) &- 0x61 < 26
  }

  static func skipSpaces(_ bytes: [UInt8], _ start: Int) -> Int {
    var j = start
    while j < bytes.count && (bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D) {
      j += 1
    }
    return j
  }

  /// The text of the string literal `@"…"` at `start` (escapes kept as written, as a
  /// `.strings` key spells them), or nil when none starts there.
  static func literal(_ bytes: [UInt8], at start: Int) -> String? {
    guard start + 1 < bytes.count, bytes[start] == 0x40, bytes[start + 1] == 0x22 else { return nil }
    var j = start + 2
    while j < bytes.count && bytes[j] != 0x22 && bytes[j] != 0x0A {
      j += bytes[j] == 0x5C ? 2 : 1
    }
    guard j < bytes.count, bytes[j] == 0x22 else { return nil }
    return String(decoding: bytes[(start + 2)..<j], as: UTF8.self)
  }
}
