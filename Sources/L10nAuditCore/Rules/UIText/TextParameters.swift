/// The functions of a file with a `String` parameter that reaches a UI API as written in
/// the function's body: `func showError(_ message: String)` that builds
/// `UIAlertController(message: message)`. A literal passed for such a parameter is shown as
/// written, as if it were handed to the API itself.
struct TextParameters {
  /// A parameter that reaches a UI API: its external label (nil for `_`), and the API.
  struct Parameter {
    var label: String?
    var api: String
  }

  /// Function name → its parameters that reach a UI API.
  private var byFunction: [String: [Parameter]] = [:]

  init(_ file: SyntaxFile, apis: TextDisplayAPIs, apiName: (Int) -> String?) {
    // Names with an overload that localizes (`func footnote(_ title: LocalizedStringResource)`
    // beside a `@_disfavoredOverload` one taking `String`): a literal picks that one.
    var localizing = Set<String>()
    for (k, scope) in file.scopes.enumerated() where scope.kind == .function && scope.name >= 0 {
      let name = Int(scope.name)
      guard file.isKeyword(Int(scope.introducer), [.`func`]), file.kind(name) == .identifier else {
        continue
      }
      // The parameter list: the first `(` after the name (past generic parameters).
      var p = name + 1
      while p < Int(scope.open) && file.kind(p) != .leftParen { p += 1 }
      guard p < Int(scope.open), file[p].match > p else { continue }
      if (p..<Int(file[p].match)).contains(where: {
        file.isWord($0, "LocalizedStringResource") || file.isWord($0, "LocalizedStringKey")
      }) {
        localizing.insert(file.text(name))
      }
      let body = file.body(ofScope: k)
      var found: [Parameter] = []
      for parameter in Self.parameters(file, list: p) {
        for use in file.wordPositions(parameter.name, in: body) {
          let u = Int(use)
          file.work.add(1)
          guard file.kind(u - 1) != .period, file.textDisplay(ofValue: u, u, apis: apis) != nil,
            let api = apiName(u)
          else { continue }
          found.append(Parameter(label: parameter.label, api: api))
          break
        }
      }
      if !found.isEmpty { byFunction[file.text(name), default: []] += found }
    }
    for name in localizing { byFunction[name] = nil }
  }

  /// `label name: String` entries of the list opening at `p`: the external label (nil for
  /// `_`) and the internal name, for `String` and `String?` parameters only.
  static func parameters(_ file: SyntaxFile, list p: Int) -> [(label: String?, name: String)] {
    var out: [(label: String?, name: String)] = []
    for a in file.arguments(ofCall: p) {
      // `label name: String`, `name: String`, `_ name: String`.
      var j = a.label ?? a.first
      var names: [Int] = []
      while j <= a.last && file.kind(j) != .colon {
        if file.kind(j) == .identifier || file.kind(j) == .keyword { names.append(j) }
        j += 1
      }
      guard j < a.last, (1...2).contains(names.count), file.isWord(j + 1, "String"),
        j + 1 == a.last || file.isWord(j + 2, "?") || file.isWord(j + 2, "=")
      else { continue }
      let internalName = file.text(names.last!)
      let external = names.count == 2 ? file.text(names[0]) : internalName
      out.append((external == "_" ? nil : external, internalName))
    }
    return out
  }

  /// The UI API a literal reaches when passed as the argument labeled `label` of a call to
  /// the file's function `function`.
  func api(function: String, label: String?) -> String? {
    byFunction[function]?.first { $0.label == label }?.api
  }

  var isEmpty: Bool { byFunction.isEmpty }
}
