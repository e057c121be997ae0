/// Text a type writes for a language model, not for the person using the app: tool
/// results and prompts that speak of "the user" (`"Ask the user which one they mean."`,
/// `"… already in the user's library. Do NOT guess again."`). UI text speaks to its reader
/// as "you"; a type whose own texts speak of the user in the third person writes for
/// someone else. The counts and joins such a type builds (`"\(n) pick\(n == 1 ? "" : "s")"`)
/// are read by a model, which reads any grammar, so the rules that judge text by its shape
/// (`ruleIDs`) leave the type's declarations and extensions alone, in every file, as they
/// do a debug-only screen's (`DebugScreens.drop`).
///
/// So does a type named for a large language model, whose texts are its prompts: a word
/// of its name starts with `LLM` or `GPT` (`LLMService`, `ChatGPTClient`), or names a
/// model's maker or family (`OpenAIStoreMetadataService`, `GeminiCoachService`).
///
/// A screen type (a view or view controller: `ScreenConstructions.screens`) is never one:
/// its texts are shown.
public enum ModelText {
  /// The rules that take text for UI text from its shape: a count compared with 1, a
  /// sentence joined from pieces.
  public static let ruleIDs: Set<String> = ["english-plural-branch", "concatenated-localized-string"]

  /// Whether a type's name speaks of a large language model (see the type's doc).
  static func namesLanguageModel(_ name: String) -> Bool {
    // `OpenAIStore…` splits as `open`, `aistore`: the capitals tell.
    if TextSearch.contains(name, "OpenAI") || TextSearch.contains(name, "openAI") { return true }
    return EnglishPluralBranch.words(name).contains { w in
      w.hasPrefix("llm") || w.hasPrefix("gpt") || w.hasPrefix("openai") || w == "gemini"
    }
  }

  /// Whether a name's bytes hold, in any case, a part `namesLanguageModel` looks for: most
  /// type names hold none, and are not split into words.
  static func mayNameLanguageModel(_ name: ArraySlice<UInt8>) -> Bool {
    name.withUnsafeBufferPointer { b in
      ["llm", "gpt", "openai", "gemini"].contains { (needle: StaticString) in
        TextSearch.firstMatchFoldingCase(b, needle) != nil
      }
    }
  }

  /// The hashes (`ScreenConstructions.nameHash`) of the types whose declarations in `file`
  /// hold a string literal that speaks of the user in the third person (not a localized
  /// text, nor a translator's comment, nor a log's argument), or that are named for a
  /// language model.
  static func types(in file: SyntaxFile) -> [UInt32] {
    var out: [UInt32] = []
    for scope in file.scopes where scope.kind == .type && scope.name >= 0 {
      let name = Int(scope.name)
      guard file.kind(name) == .identifier, Self.mayNameLanguageModel(file.bytes[file[name].range]),
        Self.namesLanguageModel(file.text(name))
      else { continue }
      let hash = ScreenConstructions.nameHash(file.bytes[file[name].range])
      if !out.contains(hash) { out.append(hash) }
    }
    var offsets: [Int] = []
    file.source.bytes.withUnsafeBufferPointer { b in
      for needle: StaticString in ["the user", "The user"] {
        ByteSearch.forEachOffset(of: needle, in: b) { at in
          // A word: `the user`, `the user's`, not `the users` or `bathe user`.
          let end = at + needle.utf8CodeUnitCount
          let before = at > 0 ? b[at - 1] : 0x20
          let after = end < b.count ? b[end] : 0x20
          if (before | 0x20) &- 0x61 >= 26 && (after | 0x20) &- 0x61 >= 26 {
            offsets.append(at)
          }
          return true
        }
      }
    }
    for at in offsets {
      let i = file.firstToken(atOrAfter: at + 1) - 1
      guard i >= 0, file.kind(i) == .stringSegment, file[i].range.contains(at),
        let type = file.enclosingScope(i, .type), file.scopes[type].name >= 0
      else { continue }
      guard let open = literalOpen(file, holding: i) else { continue }
      if file.localizedCall(withText: open) != nil || file.isInLoggingCall(open) { continue }
      if let (_, argument) = file.argumentContaining(open), let label = argument.label,
        file.isWord(label, "comment")
      {
        continue
      }
      let name = Int(file.scopes[type].name)
      let hash = ScreenConstructions.nameHash(file.bytes[file[name].range])
      if !out.contains(hash) { out.append(hash) }
    }
    return out
  }

  /// The `stringOpen` of the innermost literal that holds segment `i`.
  static func literalOpen(_ file: SyntaxFile, holding i: Int) -> Int? {
    var lo = 0
    var hi = file.literals.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if Int(file.literals[mid].open) < i { lo = mid + 1 } else { hi = mid }
    }
    // Literals before it that closed before `i` lie in an earlier interpolation.
    var l = lo - 1
    while l >= 0 {
      if Int(file.literals[l].last) >= i { return Int(file.literals[l].open) }
      l -= 1
    }
    return nil
  }

  /// The types that `summaries` show write text for a model, screens aside.
  public static func types(_ summaries: [FileSummary]) -> Set<UInt32> {
    var found = Set<UInt32>()
    var screens = Set<UInt32>()
    for s in summaries {
      for f in s.facts(ScreenConstructions.self) {
        found.formUnion(f.modelTextTypes)
        screens.formUnion(f.screens)
      }
    }
    return found.subtracting(screens)
  }
}
