/// The functions of a file with a `String` parameter that reaches a UI API as written in
/// the function's body: `func showError(_ message: String)` that builds
/// `UIAlertController(message: message)`. A literal passed for such a parameter is shown as
/// written, as if it were handed to the API itself.
///
/// A function is read when a literal is first passed to its name, and its answer kept: most
/// files call none of their own functions with text. One per file, kept in the file's
/// cache and used by one thread; it holds no reference to the file (the cache is the
/// file's own, and a reference back would keep every file alive).
final class TextParameters {
  /// A parameter that reaches a UI API: its external label (nil for `_`), and the API.
  struct Parameter {
    var label: String?
    /// How many parameters with the same label come before it.
    var ordinal: Int
    var api: String
    /// The internal name (`key` in `func hint(_ key: String, …)`).
    var name: String
  }

  /// The file's `func` scopes.
  private let functions: [Int]
  /// Function name → its parameters that reach a UI API, once read.
  private var read: [String: [Parameter]] = [:]
  /// `name(label:)#ordinal` → whether that parameter is read for developers only, once read.
  private var developerOnly: [String: Bool] = [:]

  init(_ file: SyntaxFile) {
    functions = file.scopes.indices.filter { k in
      let scope = file.scopes[k]
      return scope.kind == .function && scope.name >= 0 && file.isKeyword(Int(scope.introducer), [.`func`])
        && file.kind(Int(scope.name)) == .identifier
    }
  }

  /// Whether the file declares a `func` named as token `name` reads (bytes compared, no
  /// string made: this is asked for every literal passed to a plain name).
  func declaresFunction(named name: Int, in file: SyntaxFile) -> Bool {
    let range = file[name].range
    return file.bytes.withUnsafeBufferPointer { b in
      functions.contains { k in
        let other = file[Int(file.scopes[k].name)].range
        return other.count == range.count && b[other].elementsEqual(b[range])
      }
    }
  }

  /// The parameter, with the UI API it reaches, that a literal is passed for as the
  /// argument labeled `label` of a call to the file's function `function`, after `ordinal`
  /// arguments of the same label.
  func parameter(
    function: String, label: String?, ordinal: Int, in file: SyntaxFile, apis: TextDisplayAPIs,
    apiName: (Int) -> String?
  ) -> Parameter? {
    if read[function] == nil {
      read[function] = parameters(of: function, in: file, apis: apis, apiName: apiName)
    }
    return read[function]?.first { $0.label == label && $0.ordinal == ordinal }
  }

  /// The callee of the call whose `(` is at `p` when it names a function by its bare name
  /// or on `self` (`showError(…)`, `self.showError(…)`): perhaps one of this file's.
  static func plainCallee(_ file: SyntaxFile, call p: Int) -> Int? {
    guard let callee = file.callee(ofOpenParen: p), file.kind(callee) == .identifier,
      file.kind(callee - 1) != .period || file.isKeyword(callee - 2, [.`self`])
    else { return nil }
    return callee
  }

  /// How many arguments labeled `label` come before the one that holds token `value` in
  /// the call at `p`: in `notify(id, "Done", nil, "open")`, `"open"` is the fourth
  /// unlabeled argument, matched to the fourth unlabeled parameter.
  static func ordinal(_ file: SyntaxFile, call p: Int, label: String?, at value: Int) -> Int {
    var ordinal = 0
    for a in file.arguments(ofCall: p) {
      if a.first <= value && value <= a.last { break }
      if a.label.map({ file.text($0) }) == label { ordinal += 1 }
    }
    return ordinal
  }

  /// Whether the file declares a function named `function` whose `String` parameter
  /// labeled `label` (after `ordinal` of the same label) is read only where developers or
  /// machines read it, in every function of that name: a log, an assertion, another
  /// non-UI sink or a payload (`func sendError(_ message: String) { print(message) }`,
  /// `["msg": message]`), or not at all.
  func readsOnlyForDevelopers(function: String, label: String?, ordinal: Int, in file: SyntaxFile) -> Bool {
    let key = "\(function)(\(label ?? "_"):)#\(ordinal)"
    if let known = developerOnly[key] { return known }
    var found = false
    var answer = true
    for k in functions where file.textEquals(Int(file.scopes[k].name), function) {
      guard let p = file.parameterList(ofScope: k) else { continue }
      let all = Self.parameters(file, list: p)
      guard let parameter = all.indices.filter({ all[$0].label == label }).dropFirst(ordinal).first,
        all[parameter].type == .string
      else {
        answer = false
        break
      }
      found = true
      let body = file.body(ofScope: k)
      file.work.add(body.count)
      let name = all[parameter].name
      // Not a member (`x.name`) or an argument label (`f(name: …)`).
      for u in body
      where file.kind(u) == .identifier && file.kind(u - 1) != .period && file.textEquals(u, name)
        && !(file.kind(u + 1) == .colon && (file.kind(u - 1) == .leftParen || file.kind(u - 1) == .comma))
      {
        if !file.isReadForDevelopers(u) {
          answer = false
          break
        }
      }
      if !answer { break }
    }
    developerOnly[key] = found && answer
    return found && answer
  }

  /// The `String` parameters of the functions named `name` that reach a UI API. A label
  /// that an overload takes as localized text (`func footnote(_ title:
  /// LocalizedStringResource)` beside a `@_disfavoredOverload` one taking `String`) is
  /// left out: a literal picks that overload.
  private func parameters(
    of name: String, in file: SyntaxFile, apis: TextDisplayAPIs, apiName: (Int) -> String?
  ) -> [Parameter] {
    var found: [Parameter] = []
    var localizing: [String?] = []
    for k in functions where file.textEquals(Int(file.scopes[k].name), name) {
      guard let p = file.parameterList(ofScope: k) else { continue }
      let all = Self.parameters(file, list: p)
      localizing += all.filter { $0.type == .localized }.map(\.label)
      var ordinals: [Int] = []
      for (k, a) in all.enumerated() { ordinals.append(all[..<k].filter { $0.label == a.label }.count) }
      let strings = all.indices.filter { all[$0].type == .string }.map {
        (name: all[$0].name, label: all[$0].label, ordinal: ordinals[$0])
      }
      guard !strings.isEmpty else { continue }
      // One walk over the body for all its `String` parameters.
      let body = file.body(ofScope: k)
      let first = found.count
      var open = Array(strings.indices)
      file.work.add(body.count)
      for u in body where file.kind(u) == .identifier && file.kind(u - 1) != .period {
        guard let j = open.firstIndex(where: { file.textEquals(u, strings[$0].name) }) else { continue }
        guard file.textDisplay(ofValue: u, u, apis: apis) != nil, let api = apiName(u) else { continue }
        let parameter = strings[open[j]]
        found.append(
          Parameter(label: parameter.label, ordinal: parameter.ordinal, api: api, name: parameter.name))
        open.remove(at: j)
        if open.isEmpty { break }
      }
      // `text?.localized()`, `String.LocalizationValue(value)`: a parameter the body looks
      // up itself is a key, whatever else shows it.
      let kept = found[first...].filter { !Self.looksUp($0.name, in: body, file) }
      found.replaceSubrange(first..., with: kept)
    }
    return found.filter { p in !localizing.contains(where: { $0 == p.label }) }
  }

  /// Whether `body` hands the name to a lookup: `name.localized`, `name?.localized()`, or
  /// an argument that is the name alone of a localizing call (`NSLocalizedString(name,
  /// …)`, `String.LocalizationValue(name)`, `String(localized: name)`).
  static func looksUp(_ name: String, in body: Range<Int>, _ file: SyntaxFile) -> Bool {
    for u in body where file.kind(u) == .identifier && file.kind(u - 1) != .period && file.textEquals(u, name)
    {
      var m = u + 1
      if file.isWord(m, "?") || file.isWord(m, "!") { m += 1 }
      if file.kind(m) == .period, file.isWord(m + 1, "localized") { return true }
      guard let p = file.enclosingCall(u), let a = file.arguments(ofCall: p).first(where: { $0.first == u }),
        a.last == u, let callee = file.callee(ofOpenParen: p)
      else { continue }
      if file.text(callee, isIn: LocalizedExpressions.functionWords)
        || file.isWord(callee, "LocalizationValue")
        || a.label.map({ file.isWord($0, "localized") }) == true
      {
        return true
      }
    }
    return false
  }

  enum ParameterType { case string, localized, other }

  /// `label name: Type` entries of the list opening at `p`: the external label (nil for
  /// `_`), the internal name, and whether the type is `String` (or `String?`) or localized
  /// text (`LocalizedStringKey`, `LocalizedStringResource`).
  static func parameters(_ file: SyntaxFile, list p: Int)
    -> [(label: String?, name: String, type: ParameterType)]
  {
    var out: [(label: String?, name: String, type: ParameterType)] = []
    for a in file.arguments(ofCall: p) {
      // `label name: String`, `name: String`, `_ name: String`.
      var j = a.label ?? a.first
      var names: [Int] = []
      while j <= a.last && file.kind(j) != .colon {
        if file.kind(j) == .identifier || file.kind(j) == .keyword { names.append(j) }
        j += 1
      }
      guard j < a.last, (1...2).contains(names.count) else { continue }
      let type: ParameterType
      if file.isWord(j + 1, "String"), j + 1 == a.last || file.isWord(j + 2, "?") || file.isWord(j + 2, "=") {
        type = .string
      } else if file.isWord(j + 1, "LocalizedStringKey") || file.isWord(j + 1, "LocalizedStringResource") {
        type = .localized
      } else {
        type = .other
      }
      let internalName = file.text(names.last!)
      let external = names.count == 2 ? file.text(names[0]) : internalName
      out.append((external == "_" ? nil : external, internalName, type))
    }
    return out
  }
}
