extension SyntaxFile {
  /// Whether token `i` lies in a type, function or property named for a large language
  /// model (`LLMService`, `llmPrompt(for:)`): text built there is a prompt for the model,
  /// which no user or translator reads.
  public func isInModelPrompt(_ i: Int) -> Bool {
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      let name = Int(scopes[s].name)
      if name >= 0, kind(name) == .identifier,
        EnglishPluralBranch.words(text(name)).contains(where: { $0.hasPrefix("llm") })
      {
        return true
      }
      s = Int(scopes[s].parent)
    }
    return false
  }
}
