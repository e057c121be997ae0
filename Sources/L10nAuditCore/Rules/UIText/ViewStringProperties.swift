/// A stored `String` property of a SwiftUI view that the view shows as written
/// (`Text(title)`), with the initializer argument label that sets it.
struct ShownStringProperty: FileFact {
  /// The view type (`StatusBadge`).
  var view: String
  /// The label of the initializer argument that sets it (`title`; `_` for none).
  var label: String
  var property: String
  /// The API that shows it (`Text`, `.navigationTitle`).
  var api: String
  /// Where the property is declared.
  var site: Site
}

/// The types a file declares (`struct`, `class`, `enum`, `actor`), so that the project pass
/// can tell a view's name from the same name declared twice.
struct DeclaredTypes: FileFact {
  var names: [String]
}

/// A natural-language literal passed to a call of a type's initializer:
/// `StatusBadge(title: "New")`.
struct LiteralInitializerArgument: FileFact {
  var type: String
  /// The argument's label (`_` for none).
  var label: String
  var site: Site
  /// `Finding.textHash` of the literal.
  var textHash: UInt64?
}

/// Finds the per-file facts of `string-typed-ui-property`: views and the `String`
/// properties they show, the types the file declares, and literal initializer arguments.
struct ViewStringProperties {
  /// SwiftUI initializers and modifiers whose first unlabeled argument is shown as written
  /// when it is a `String` (and looked up when it is a literal): `Text`, `Button`, `Label`,
  /// `.navigationTitle` and the rest of `TextDisplayAPIs.localizingLiteral`.
  static let displays: [(name: String, isModifier: Bool)] = TextDisplayAPIs.localizingLiteral
    .compactMap { entry in
      guard let (name, labels) = TextDisplayAPIs.parse(entry), labels?.first == "_" else { return nil }
      return (name, entry.hasPrefix("."))
    }
  static let displayNames = WordSet(displays.map(\.name))

  /// The attributes a shown property may carry: none, or `@State` (set once from the
  /// initializer). Bindings, environment values and stored settings are not set by a
  /// literal at the call site.
  static let allowedAttributes: Set<String> = ["@State"]

  let file: SyntaxFile

  /// Every fact of the file.
  func facts(context: RuleContext) -> [any FileFact] {
    var out: [any FileFact] = []
    let types = declaredTypes()
    if !types.isEmpty { out.append(DeclaredTypes(names: types)) }
    out.append(contentsOf: shownProperties())
    out.append(contentsOf: literalArguments(context: context))
    return out
  }

  func declaredTypes() -> [String] {
    var names: [String] = []
    for scope in file.scopes where scope.kind == .type && scope.name >= 0 {
      let k = Int(scope.introducer)
      guard file.isKeyword(k, [.`struct`, .`class`, .`enum`]) || file.isWord(k, "actor") else { continue }
      names.append(file.text(Int(scope.name)))
    }
    return names
  }

  // MARK: Views

  /// The `String` properties of the file's views that the view shows as written.
  func shownProperties() -> [ShownStringProperty] {
    guard file.source.contains("View") else { return [] }
    var out: [ShownStringProperty] = []
    let typeScopes = file.scopes.indices.filter { file.scopes[$0].kind == .type && file.scopes[$0].name >= 0 }
    // Views by name: a conformance may be written on the struct or on an extension.
    var viewNames = Set<String>()
    for s in typeScopes where conformsToView(s) { viewNames.insert(file.text(Int(file.scopes[s].name))) }
    guard !viewNames.isEmpty else { return [] }
    let initializers = file.scopes.indices.filter {
      file.scopes[$0].kind == .function && file.isKeyword(Int(file.scopes[$0].introducer), [.`init`])
    }
    for s in typeScopes where file.isKeyword(Int(file.scopes[s].introducer), [.`struct`]) {
      let name = file.text(Int(file.scopes[s].name))
      guard viewNames.contains(name) else { continue }
      let properties = storedStrings(s)
      guard !properties.isEmpty else { continue }
      let bodies = file.typeBodies(like: s)
      let labels = initializerLabels(s, properties: properties.map(\.name), initializers: initializers)
      for p in properties {
        let reads = argumentReads(of: p.name, in: bodies)
        guard let api = display(of: p.name, reads), !namesAnImage(reads) else { continue }
        for label in labels[p.name] ?? [] {
          out.append(
            ShownStringProperty(
              view: name, label: label, property: p.name, api: api,
              site: file.site(file[p.token].range)))
        }
      }
    }
    return out
  }

  /// `struct Name: View`, `struct Name<T>: Equatable, SwiftUI.View where …`, `extension Name: View`.
  func conformsToView(_ s: Int) -> Bool {
    let scope = file.scopes[s]
    var i = Int(scope.name) + 1
    let open = Int(scope.open)
    if file.isWord(i, "<") {
      // Generic parameters: to their closing `>`.
      var depth = 0
      while i < open {
        if file.isWord(i, "<") { depth += 1 } else if file.isWord(i, ">") { depth -= 1 }
        i += 1
        if depth == 0 { break }
      }
    }
    guard file.kind(i) == .colon else { return false }
    while i < open && !file.isKeyword(i, [.`where`]) {
      if file.isWord(i, "View") && (file.kind(i - 1) != .period || file.isWord(i - 2, "SwiftUI")) {
        return true
      }
      i += 1
    }
    return false
  }

  /// The stored `let`/`var name: String` (or `String?`) properties declared directly in
  /// type scope `s`: no accessor block, no `static`, and a `let` only without a value (a
  /// `let` with one is not an initializer parameter).
  func storedStrings(_ s: Int) -> [(name: String, token: Int)] {
    var out: [(name: String, token: Int)] = []
    for k in file.body(ofScope: s) where Int(file.scopeOfToken[k]) == s {
      guard file.isKeyword(k, [.`let`, .`var`]), file.kind(k + 1) == .identifier, file.kind(k + 2) == .colon,
        file.isWord(k + 3, "String")
      else { continue }
      var end = k + 4
      if file.isWord(end, "?") { end += 1 }
      // What follows the type: a new line, `;`, `}` or a default value.
      let next = end < file.count ? file[end] : nil
      let hasValue = file.isWord(end, "=")
      guard
        next == nil || hasValue || next!.flags.contains(.newlineBefore) || next!.kind == .semicolon
          || next!.kind == .rightBrace
      else { continue }
      if hasValue && file.isKeyword(k, [.`let`]) { continue }
      if file.hasDeclarationModifier(before: k, in: [.`static`, .`class`]) { continue }
      if Self.namesIdentifier(file.text(k + 1)) { continue }
      let attributes = file.declarationModifiers(before: k).filter { file[$0].kind == .attribute }
      if attributes.contains(where: { !Self.allowedAttributes.contains(file.text($0)) }) { continue }
      out.append((file.text(k + 1), k + 1))
    }
    return out
  }

  /// `id`, `deviceID`, `peerId`, `identifier`: a property named for an identifier, a
  /// machine value (`PeerCell(id: "Mac")` also picks the device's icon) that a view may
  /// show but no translator renders.
  static func namesIdentifier(_ name: String) -> Bool {
    name == "id" || name.hasSuffix("ID") || name.hasSuffix("Id") || name == "identifier"
      || name.hasSuffix("Identifier")
  }

  /// The argument labels that set each property: the memberwise initializer's (the
  /// property's name) when the struct declares no initializer of its own, and the labels of
  /// `String` parameters that an initializer stores in it (`self.title = title`).
  func initializerLabels(_ s: Int, properties: [String], initializers: [Int]) -> [String: [String]] {
    var labels: [String: [String]] = [:]
    var declaresInit = false
    for k in initializers {
      let scope = file.scopes[k]
      let introducer = Int(scope.introducer)
      // The struct's own initializers, and those of its extensions in this file.
      let parent = Int(scope.parent)
      guard parent >= 0, file.scopes[parent].kind == .type, file.scopes[parent].name >= 0,
        file.textEquals(Int(file.scopes[parent].name), file.text(Int(file.scopes[s].name)))
      else { continue }
      if parent == s { declaresInit = true }
      var p = introducer + 1
      if file.isWord(p, "?") || file.isWord(p, "!") { p += 1 }
      if file.isWord(p, "<") {
        while p < Int(scope.open) && file.kind(p) != .leftParen { p += 1 }
      }
      guard file.kind(p) == .leftParen, file[p].match > p else { continue }
      let initBody = file.body(ofScope: k)
      for parameter in TextParameters.parameters(file, list: p) where parameter.type == .string {
        for property in properties where stores(parameter.name, in: property, initBody) {
          labels[property, default: []].append(parameter.label ?? "_")
        }
      }
    }
    if !declaresInit {
      for property in properties where !(labels[property]?.contains(property) ?? false) {
        labels[property, default: []].append(property)
      }
    }
    return labels
  }

  /// Whether `self.property = name` (or `property = name`) stands in `body`.
  func stores(_ name: String, in property: String, _ body: Range<Int>) -> Bool {
    for eq in file.wordPositions(property, in: body).map({ Int($0) + 1 }) where file.isWord(eq, "=") {
      let target = eq - 1
      let bare = file.kind(target - 1) != .period
      let onSelf = file.kind(target - 1) == .period && file.isKeyword(target - 2, [.`self`])
      guard bare || onSelf else { continue }
      if file.textEquals(eq + 1, name), file.kind(eq + 2) != .period, file.kind(eq + 2) != .leftParen {
        return true
      }
    }
    return false
  }

  /// A read of a property that is a whole argument of a call: the call's open paren, the
  /// argument and the read's token.
  typealias ArgumentRead = (call: Int, argument: CallArgument, read: Int)

  /// Each read of `property` in the view's `bodies`, bare or as `self.property`, that is a
  /// whole argument of a call.
  func argumentReads(of property: String, in bodies: [Range<Int>]) -> [ArgumentRead] {
    var out: [ArgumentRead] = []
    for body in bodies {
      for u in file.wordPositions(property, in: body).map({ Int($0) }) {
        var first = u
        if file.kind(u - 1) == .period {
          guard file.isKeyword(u - 2, [.`self`]) else { continue }
          first = u - 2
        }
        guard let (call, argument) = file.argumentContaining(u), argument.first == first, argument.last == u
        else { continue }
        out.append((call, argument, u))
      }
    }
    return out
  }

  /// The API that shows `property` as written in one of the view's bodies (`Text`), nil
  /// when none does: one of its `reads` (`argumentReads`) is the whole first unlabeled
  /// argument of one of `displays`, and no closure or function parameter or local binding
  /// of that name stands between.
  func display(of property: String, _ reads: [ArgumentRead]) -> String? {
    for (call, argument, u) in reads {
      guard argument.label == nil, argument.first == call + 1, let callee = file.callee(ofOpenParen: call),
        let k = file.memberIndex(callee, in: Self.displayNames)
      else { continue }
      let entry = Self.displays.first { $0.name == Self.displayNames.members[k] }!
      guard entry.isModifier == (file.kind(callee - 1) == .period) else { continue }
      if isShadowed(property, at: u) { continue }
      return entry.isModifier ? "." + entry.name : entry.name
    }
    return nil
  }

  /// Whether one of a property's `reads` (`argumentReads`) gives it as an image's name
  /// (`Image(systemName: systemName)`, `Label(title, systemImage: icon)`, `Image(icon)`):
  /// an identifier that the view also shows (an accessibility label), not text to translate.
  func namesAnImage(_ reads: [ArgumentRead]) -> Bool {
    reads.contains { call, argument, _ in
      if let label = argument.label {
        return file.isWord(label, "systemName") || file.isWord(label, "systemImage")
      }
      guard let callee = file.callee(ofOpenParen: call) else { return false }
      return file.isWord(callee, "Image") || file.isWord(callee, "UIImage") || file.isWord(callee, "NSImage")
    }
  }

  /// Whether the name at `u` reads something other than the property: a parameter of an
  /// enclosing closure or function, or a local `let`/`var` of an enclosing scope declared
  /// before it (`if let title {` rebinds the property's own value and does not count).
  func isShadowed(_ name: String, at u: Int) -> Bool {
    var s = Int(file.scopeOfToken[u])
    while s >= 0 && file.scopes[s].kind != .type {
      let scope = file.scopes[s]
      let open = Int(scope.open)
      switch scope.kind {
      case .closure:
        // `{ title in`, `{ (title, other) in`, `{ [weak self] title in`.
        var j = open + 1
        while j < u && j < open + 32 && !file.isKeyword(j, [.`in`]) { j += 1 }
        if file.isKeyword(j, [.`in`]), (open + 1..<j).contains(where: { file.textEquals($0, name) }) {
          return true
        }
      case .function:
        let start = max(0, Int(scope.introducer))
        if (start..<open).contains(where: { file.textEquals($0, name) && file.kind($0 + 1) == .colon }) {
          return true
        }
      default:
        break
      }
      s = Int(scope.parent)
    }
    for d in file.declarations(of: name).map({ Int($0) }) where d < u {
      let owner = Int(file.scopeOfToken[d])
      guard owner >= 0, file.scopes[owner].kind != .type, u < Int(file.scopes[owner].close) else { continue }
      guard Int(file.scopes[owner].open) < u, encloses(owner, u) else { continue }
      // `if let title {`, `guard let title else`, `if let title = title`: the same value.
      let after = d + 2
      if file.kind(after) == .leftBrace || file.kind(after) == .comma || file.isKeyword(after, [.`else`]) {
        continue
      }
      if file.isWord(after, "="), file.textEquals(after + 1, name), file.kind(after + 2) != .period {
        continue
      }
      return true
    }
    return false
  }

  /// Whether scope `s` holds token `i`.
  func encloses(_ s: Int, _ i: Int) -> Bool {
    var t = Int(file.scopeOfToken[i])
    while t >= 0 {
      if t == s { return true }
      t = Int(file.scopes[t].parent)
    }
    return false
  }

  // MARK: Call sites

  /// Natural-language literals passed whole to a call of a type's name
  /// (`StatusBadge(title: "New")`, `Row<Text>.init("Name")`), outside tests, previews,
  /// sample code and debug code.
  func literalArguments(context: RuleContext) -> [LiteralInitializerArgument] {
    let options = context.options
    if !options.includeTestsAndPreviews
      && (context.isTestFile || Self.isSamplePath(file.source.rolePath) || Self.showsOtherPreviews(file))
    {
      return []
    }
    var out: [LiteralInitializerArgument] = []
    var sampleTypes: [Int: Bool] = [:]
    let facts = file.literalFacts.facts
    // Calls of the table (and of the team's `customUIAPIs`) are `hardcoded-ui-string`'s.
    let apis = TextDisplayAPIs.configured(options, for: file)
    for l in file.literals.indices {
      let info = file.literals[l]
      let open = Int(info.open)
      let last = Int(info.last)
      guard info.isTerminated, LiteralFacts.mayHoldWord(facts[l]) else { continue }
      guard let (call, argument) = file.argumentContaining(open), argument.first == open,
        argument.last == last, let callee = file.callee(ofOpenParen: call)
      else { continue }
      var type = callee
      if file.isKeyword(callee, [.`init`]) {
        guard file.kind(callee - 1) == .period else { continue }
        type = callee - 2
        if file.isWord(type, ">"), let lt = genericOpen(before: type) { type = lt - 1 }
      } else if file.kind(callee - 1) == .period {
        continue
      }
      // Neither a call of the table nor a lookup (`NSLocalizedString("…")`) builds a view.
      guard file.isTypeName(type), file.memberIndex(type, in: apis.calleeNames) == nil,
        !file.text(type, isIn: LocalizedExpressions.functionWords)
      else { continue }
      if file.plainLiteralIsNaturalLanguage(l, facts: facts[l]) == false { continue }
      if !options.includeTestsAndPreviews && (file.isInPreview(open) || isInSample(open, &sampleTypes)) {
        continue
      }
      let value = file.value(ofLiteral: l)
      guard NaturalLanguage.isNaturalLanguage(value, brandTerms: options.brandTerms),
        !NaturalLanguage.isStandInText(value),
        !NaturalLanguage.isUnitLabel(value), !Self.isUnitSymbol(file, label: argument.label, value),
        !Self.isKeyCap(file, label: argument.label, value),
        !NaturalLanguage.namesAFolder(of: file.path, value),
        // `{{ states("sensor.x") }}`: a template, not text.
        !TextSearch.contains(value, "{{"),
        !Self.isNamedByAnotherArgument(file, call: call, literal: l, value),
        !Self.isLicenseIdentifier(file, label: argument.label, value)
      else { continue }
      if file.debugCode.contains(file, open) || file.isMarkedNotLocalized(open)
        || file.isInStandInDataFunction(open)
      {
        continue
      }
      out.append(
        LiteralInitializerArgument(
          type: file.text(type), label: file.labelText(argument.label),
          site: file.site(file.range(ofLiteral: l)),
          textHash: file.literals[l].hasInterpolation ? nil : CatalogTable.hash(key: value)))
    }
    return out
  }

  /// `unit: "kg"`, `suffix: "kcal"`: one short word passed for an argument labeled for
  /// units or for what follows a value, a unit's symbol, which the rule doc leaves alone.
  static func isUnitSymbol(_ file: SyntaxFile, label: Int?, _ value: String) -> Bool {
    guard let label,
      ["unit", "units", "unitLabel", "unitSymbol", "unitText", "suffix", "unitSuffix", "valueSuffix"]
        .contains(where: { file.isWord(label, $0) })
    else { return false }
    return isUnitSymbol(value)
  }

  /// `license: "MIT"`, `license: "CC-BY-SA-4.0"`: a license's identifier (one word of
  /// letters, digits, `-` and `.` with a capital), passed for an argument labeled for
  /// licenses, written so in every language.
  static func isLicenseIdentifier(_ file: SyntaxFile, label: Int?, _ value: String) -> Bool {
    guard let label,
      ["license", "licence", "licenseName", "licenseType"].contains(where: { file.isWord(label, $0) })
    else { return false }
    let u = Array(value.utf8)
    return u.count >= 2 && u.count <= 20 && u.contains { $0 >= 0x41 && $0 <= 0x5A }
      && u.allSatisfy { ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 || $0 == 0x2D || $0 == 0x2E }
  }

  /// `key: "esc"`, `shortcut: "⌘K"`: a key's name as the keyboard prints it, passed for
  /// an argument labeled for keys: three small letters at most, or a modifier symbol among
  /// its characters, and no space.
  static func isKeyCap(_ file: SyntaxFile, label: Int?, _ value: String) -> Bool {
    guard let label, keyNames.contains(where: { file.isWord(label, $0) }) else { return false }
    return isKeyName(value)
  }

  /// The same for a parameter's or argument's name (`func hint(_ key: String, …)`).
  static func isKeyCap(name: String, _ value: String) -> Bool {
    keyNames.contains(name) && isKeyName(value)
  }

  /// Names of arguments and parameters that take a key.
  static let keyNames = ["key", "keyName", "keyLabel", "shortcut", "keyEquivalent"]

  /// Three small letters at most (`"esc"`, `"tab"`, `"fn"`, as Apple's keyboards print
  /// them; not `"CPU"`, a key-value row's label), or a modifier symbol among the
  /// characters, and no space.
  static func isKeyName(_ value: String) -> Bool {
    guard !value.isEmpty, !value.contains(where: \.isWhitespace) else { return false }
    if value.count <= 3 && value.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) { return true }
    return value.unicodeScalars.contains { "⌘⌥⇧⌃⎋⏎⌫⇥".unicodeScalars.contains($0) }
  }

  /// `"kg"`, `"MB"`, `"°C"`, `"km/h"`, `"kcal"`: short, with no space, and not a word
  /// (`"cores"`, `"days"`): three characters at most, or a capital, digit or sign among
  /// them, or a kilo-, milli- or centi- prefix before `cal`, `mol`, `bar` or `sec`.
  static func isUnitSymbol(_ value: String) -> Bool {
    guard !value.isEmpty, value.count <= 5, !value.contains(where: \.isWhitespace) else { return false }
    if value.count <= 3 || value.contains(where: { !$0.isLowercase }) { return true }
    return value.count == 4 && "kmc".contains(value.first!)
      && ["cal", "mol", "bar", "sec"].contains(value.dropFirst())
  }

  /// `LinkCell(imageName: "leminlimez", url: "https://github.com/leminlimez", title:
  /// "leminlimez")`: a text that another literal of the call names too, as an image or as
  /// a part of a web address (spaces, `-` and `_` aside), is a name (a person's handle, a
  /// project's name), not words. So is a name of four letters or more that is the first
  /// label of a site's host (`title: "VVTerm"`, `url: URL(string: "https://vvterm.com")!`)
  /// or an image's name before `Icon` or `Logo` (`assetImage: "VVTermIcon"`): a product
  /// and its own site or icon.
  static func isNamedByAnotherArgument(_ file: SyntaxFile, call: Int, literal l: Int, _ value: String) -> Bool
  {
    var name = value.lowercased()
    // `"AEXML (EPUBKit)"`: a project's name, then where the app uses it.
    if name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex,
      name[name.index(before: open)] == " "
    {
      name = String(name[..<name.index(before: open)])
    }
    // `"JMdict for Yomitan"` and `…/jmdict-yomitan`: the words of four letters or more
    // are those of the repository's name.
    let words = name.split(separator: " ").filter { $0.count >= 4 }.map(String.init)
    // `"Tracker Radar Kit"` and `…/TrackerRadarKit`, `"Tracker Blocklists"` and
    // `…/tracker-blocklists`: a project's name, spaced out, and its repository's.
    func joined(_ s: Substring) -> String { s.filter { $0 != " " && $0 != "-" && $0 != "_" } }
    let packed = joined(name[...])
    let open = Int(file.literals[l].open)
    for a in file.arguments(ofCall: call) where a.first != open {
      // The literal the argument is, or the one it wraps: `URL(string: "…")!`.
      var first: Int? = a.first
      if file.kind(a.first) != .stringOpen || Int(file[a.first].match) != a.last {
        first = (a.first...a.last).first { file.kind($0) == .stringOpen && file.isWord($0 - 2, "string") }
      }
      guard let first, let other = file.literal(at: first), !file.literals[other].hasInterpolation else {
        continue
      }
      let text = file.value(ofLiteral: other).lowercased()
      if text == name { return true }
      if TextSearch.contains(text, "://") {
        let parts = text.split(separator: "/")
        if parts.contains(where: { $0 == name || (packed.count >= 6 && joined($0) == packed) }) {
          return true
        }
        if words.count >= 2,
          parts.dropFirst(2).contains(where: { part in
            let named = part.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).filter {
              $0.count >= 4
            }
            .map(String.init)
            return Set(named) == Set(words)
          })
        {
          return true
        }
        // `…/csm_thumb_vhsmoers_01_2021.jpg` beside `"VHS Moers"`, `…_buergerradiomeerbeck_…`
        // beside `"Bürgerradio Meerbeck"`: a show's thumbnail named for it.
        if packed.count >= 6, let last = parts.last {
          let spelled = [packed, Self.transliterated(packed)]
          if last.split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "-" }).contains(where: {
            spelled.contains(String($0))
          }) {
            return true
          }
        }
        if packed.count >= 4, parts.count >= 2,
          parts[1].split(separator: ".").dropLast().last(where: { $0 != "www" }) == packed[...]
        {
          return true
        }
      }
      if packed.count >= 4, ["icon", "logo"].contains(where: { text == packed + $0 }) { return true }
    }
    return false
  }

  /// German umlauts and `ß` as an address spells them: `"bürger"` → `"buerger"`.
  static func transliterated(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case "ä": out += "ae"
      case "ö": out += "oe"
      case "ü": out += "ue"
      case "ß": out += "ss"
      default: out.append(c)
      }
    }
    return out
  }

  /// Folders of sample screens that ship to no user, beyond the sample apps and mocks
  /// every rule leaves alone (`isSampleAppPath`): previews and component galleries.
  static let sampleFolders: Set<String> = ["previews", "gallery", "showcase", "playground"]

  /// A path under a sample folder, or a file named for a demo or a mock.
  static func isSamplePath(_ path: String) -> Bool {
    // Most paths hold none of the words: answered without splitting them.
    guard
      TextSearch.containsIgnoringCase(path, "preview") || TextSearch.containsIgnoringCase(path, "demo")
        || TextSearch.containsIgnoringCase(path, "mock") || TextSearch.containsIgnoringCase(path, "gallery")
        || TextSearch.containsIgnoringCase(path, "showcase")
        || TextSearch.containsIgnoringCase(path, "playground")
    else { return false }
    let parts = path.split(separator: "/")
    if parts.dropLast().contains(where: { sampleFolders.contains($0.lowercased()) }) { return true }
    return parts.last.map { namesSample(String($0)) } ?? false
  }

  /// `ScreenContent(navigationTitle: "Big Icon") { BigIcon_Previews.states }`: the file
  /// shows the previews another file declares (`BigIcon_Previews`), a screen of a
  /// component gallery.
  static func showsOtherPreviews(_ file: SyntaxFile) -> Bool {
    guard file.source.contains("_Previews.") else { return false }
    var used = Set<String>()
    var declared = Set<String>()
    for i in file.tokens.indices where file[i].kind == .identifier && file.kind(i + 1) == .period {
      let name = file.text(i)
      if name.hasSuffix("_Previews") { used.insert(name) }
    }
    for i in file.tokens.indices
    where file.isKeyword(i, [.struct, .enum, .class]) && file.kind(i + 1) == .identifier {
      declared.insert(file.text(i + 1))
    }
    return !used.subtracting(declared).isEmpty
  }

  /// `BottomSheetGalleryDemo.swift`, `MockData.swift`: a file name with `Demo`, `Mock`,
  /// `Showcase` or `Playground` as one of its words (not `Demographics`). Type names do not
  /// count: an app's theme editor may show a `ThemeColorDemo`.
  static func namesSample(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    for word in ["Demo", "Mock", "Showcase", "Playground"] {
      let w = Array(word.utf8)
      guard bytes.count >= w.count else { continue }
      for start in 0...(bytes.count - w.count) where bytes[start..<start + w.count].elementsEqual(w) {
        let next = start + w.count < bytes.count ? bytes[start + w.count] : 0
        if !(next &- 0x61 < 26) { return true }
      }
    }
    return false
  }

  /// Whether token `i` is in a type named for a demo or a mock (`ThemeColorDemo`) that the
  /// file uses nowhere but in previews, or in a type that only this file's previews use: a
  /// private one, or one named for previews (`enum ListPickerPreview`, a preview harness
  /// view). Answers per
  /// outermost type are kept in `known`.
  func isInSample(_ i: Int, _ known: inout [Int: Bool]) -> Bool {
    var s = Int(file.scopeOfToken[i])
    var outermostType = -1
    while s >= 0 {
      if file.scopes[s].kind == .type && file.scopes[s].name >= 0 { outermostType = s }
      s = Int(file.scopes[s].parent)
    }
    guard outermostType >= 0 else { return false }
    if let answer = known[outermostType] { return answer }
    let scope = file.scopes[outermostType]
    let name = Int(scope.name)
    let introducer = Int(scope.introducer)
    // `struct ThemeColorDemo: View`: a type named for a demo or a mock shows a component to
    // its developers, unless this file shows it outside previews (a settings screen's live
    // `InteractiveThemeColorDemo`).
    let namedSample = file.kind(name) == .identifier && Self.namesSample(file.text(name))
    let fileOnly =
      file.kind(name) == .identifier
      && (TextSearch.contains(file.text(name), "Preview")
        || file.hasDeclarationModifier(before: introducer, in: [.`private`, .`fileprivate`]))
    var usedInPreview = false
    var usedElsewhere = false
    if fileOnly || namedSample {
      for u in file.wordPositions(file.text(name)).map({ Int($0) }) where u != name {
        if u > Int(scope.open) && u < Int(scope.close) { continue }
        if file.isInPreview(u) { usedInPreview = true } else { usedElsewhere = true }
      }
    }
    let answer = (usedInPreview || namedSample) && !usedElsewhere
    known[outermostType] = answer
    return answer
  }

  /// The `<` that the `>` at `close` closes.
  func genericOpen(before close: Int) -> Int? {
    var depth = 0
    var j = close
    while j >= 0 && close - j < 64 {
      if file.isWord(j, ">") { depth += 1 } else if file.isWord(j, "<") { depth -= 1 }
      if depth == 0 { return j }
      j -= 1
    }
    return nil
  }
}
