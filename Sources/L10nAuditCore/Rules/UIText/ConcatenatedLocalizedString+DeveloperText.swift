extension ConcatenatedLocalizedString {
  /// `sendError("Missing parameters".localized() + ": params")`, `let info = … + …` then
  /// `logInfo(info)` and `sendError(info)`, where the file's `func sendError(_ message:
  /// String)` only logs `message` or puts it in a payload (`["msg": message]`): text built
  /// for developers or another program, which no screen shows. The value `first...last` is
  /// the whole argument of a call to a function of this file that reads its parameter only
  /// so, or the value of a local `let` read only so (and by such calls).
  func reachesOnlyDevelopers(_ file: SyntaxFile, _ first: Int, _ last: Int) -> Bool {
    if file.isWord(first - 1, "="), file.kind(first - 2) == .identifier, file.isKeyword(first - 3, [.`let`]),
      file.expressionEnd(from: first) == last
    {
      let uses = file.uses(ofBindingAt: first - 2)
      return !uses.isEmpty
        && uses.allSatisfy { file.isReadForDevelopers($0) || passesToDeveloperFunction(file, $0, $0) }
    }
    return passesToDeveloperFunction(file, first, last)
  }

  /// Whether `first...last` is a whole argument of a call to a function this file declares
  /// (by its bare name or on `self`) that reads the parameter for developers only.
  func passesToDeveloperFunction(_ file: SyntaxFile, _ first: Int, _ last: Int) -> Bool {
    guard let (call, argument) = file.argumentContaining(first), argument.first == first,
      argument.last == last, let callee = TextParameters.plainCallee(file, call: call)
    else { return false }
    let parameters = file.work.memo(TextParameters.self) { TextParameters(file) }
    guard parameters.declaresFunction(named: callee, in: file) else { return false }
    let label = argument.label.map { file.text($0) }
    let ordinal = TextParameters.ordinal(file, call: call, label: label, at: first)
    return parameters.readsOnlyForDevelopers(
      function: file.text(callee), label: label, ordinal: ordinal, in: file)
  }

  /// `"PlayerStreamError pip " + reason` in `enum PlayerStreamError`: text that opens with
  /// the name of a type around it, a description of a value for developers.
  func opensWithOwnTypeName(_ file: SyntaxFile, _ first: Int) -> Bool {
    guard let l = file.literal(at: first) else { return false }
    let value = file.value(ofLiteral: l)
    let word = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard word.count >= 3, word.first?.isUppercase == true else { return false }
    var s = Int(file.scopeOfToken[first])
    while s >= 0 {
      let scope = file.scopes[s]
      if scope.kind == .type, scope.name >= 0, file.textEquals(Int(scope.name), String(word)) { return true }
      s = Int(scope.parent)
    }
    return false
  }
}
