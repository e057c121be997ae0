/// How an API treats text it is given.
public enum TextDisplay: Sendable, Hashable {
  /// Shows a `String` as written: UIKit, AppKit, notification content, and SwiftUI's
  /// `String` overloads (`Text(someString)`).
  case asWritten
  /// Takes a `LocalizedStringKey`: a literal is looked up in the strings catalog, but a
  /// `String` variable is shown as written (SwiftUI's `Text("…")`, `.navigationTitle("…")`).
  case localizesLiteral
}

/// The table of APIs that show text (Rules/hardcoded-ui-string.md), as data. Each entry
/// names a property (`.text`) or a call with its text parameters (`UIAlertController(title:message:)`,
/// `_` for an unlabeled one). Teams extend it with `RuleOptions.customUIAPIs` in the same
/// format.
public struct TextDisplayAPIs: Sendable {
  /// APIs that show a `String` as written.
  public static let asWritten: [String] = [
    // UIKit and AppKit text properties.
    ".text", ".placeholder", ".attributedText", ".attributedPlaceholder", ".title",
    ".subtitle", ".prompt", ".message", ".accessibilityLabel", ".accessibilityHint",
    ".accessibilityValue", ".stringValue", ".attributedStringValue", ".placeholderString",
    ".messageText", ".informativeText", ".toolTip", ".alternateTitle", ".attributedTitle",
    ".headerText", ".footerText", ".titleText", ".buttonTitle", ".localizedTitle",
    // Notification content (`UNMutableNotificationContent`).
    ".body",
    // UIKit.
    "setTitle(_:)", "UIAlertController(title:message:)", "UIAlertAction(title:)",
    "UIBarButtonItem(title:)", "UIAction(title:subtitle:discoverabilityTitle:)",
    "UIMenu(title:)", "UICommand(title:discoverabilityTitle:)",
    "UIKeyCommand(title:discoverabilityTitle:)", "UIContextualAction(title:)",
    "UITableViewRowAction(title:)", "UIPreviewAction(title:)", "UITabBarItem(title:)",
    "UIAccessibilityCustomAction(name:)", "UISegmentedControl(items:)",
    "insertSegment(withTitle:)", "UIApplicationShortcutItem(localizedTitle:localizedSubtitle:)",
    "UIDocumentBrowserAction(localizedTitle:)",
    // AppKit.
    "NSButton(title:checkboxWithTitle:radioButtonWithTitle:)",
    "NSTextField(labelWithString:wrappingLabelWithString:string:)", "NSMenuItem(title:)",
    "addButton(withTitle:)", "addItem(withTitle:)",
    "insertItem(withTitle:)", "addItems(withTitles:)", "setAccessibilityLabel(_:)",
    "setAccessibilityTitle(_:)", "setAccessibilityHelp(_:)", "setAccessibilityValue(_:)",
    "NSToolbarItem(title:)",
    // User notifications.
    "UNNotificationAction(title:)",
    "UNTextInputNotificationAction(title:textInputButtonTitle:textInputPlaceholder:)",
  ]

  /// SwiftUI initializers and modifiers that take a `LocalizedStringKey` for a literal and
  /// show a `String` as written.
  public static let localizingLiteral: [String] = [
    "Text(_:)", "Button(_:)", "Label(_:)", "Toggle(_:)", "Link(_:)", "Picker(_:)",
    "Section(_:)", "Menu(_:)", "NavigationLink(_:)", "TextField(_:prompt:)",
    "SecureField(_:prompt:)", "Stepper(_:)", "DatePicker(_:)", "ColorPicker(_:)",
    "ProgressView(_:)", "LabeledContent(_:)", "GroupBox(_:)", "DisclosureGroup(_:)",
    "Tab(_:)", "ControlGroup(_:)", "ContentUnavailableView(_:description:)",
    ".navigationTitle(_:)", ".navigationSubtitle(_:)", ".alert(_:)",
    ".confirmationDialog(_:)", ".help(_:)", ".accessibilityLabel(_:)",
    ".accessibilityHint(_:)", ".accessibilityValue(_:)", ".badge(_:)",
    ".searchable(prompt:)",
  ]

  /// Property names that models use as much as views (`podcast.title`, `request.body`):
  /// they count only on a UI owner, `self`, or bare (a view controller's own `title`).
  public static let ownerDependentProperties: Set<String> = [
    "title", "subtitle", "message", "body", "prompt",
  ]
  /// Name endings of receivers that are UI objects: `navigationItem`, `alertController`,
  /// `window`, `content` (notification content), `userActivity`, `listTemplate`.
  public static let uiOwnerSuffixes: [String] = [
    "item", "controller", "window", "panel", "dialog", "dialogue", "button", "label", "field",
    "view", "bar", "menu", "alert", "activity", "content", "cell", "column", "header", "footer",
    "section", "configuration", "config", "action", "command", "notification", "sheet",
    "popover", "tab", "template", "segment", "control", "prompt", "card", "banner", "toast",
  ]

  /// Calls that wrap text without showing it: the text shows wherever the call's result
  /// goes (`label.attributedText = NSAttributedString(string: "…")`).
  public static let wrappers: [String] = [
    "NSAttributedString(string:)", "NSMutableAttributedString(string:)",
    "AttributedString(_:)", "String(format:)", "NSString(format:)",
  ]

  /// Wrappers whose result is display text wherever it goes: attributed strings exist to
  /// be shown.
  public static let displayWrappers: Set<String> = [
    "NSAttributedString", "NSMutableAttributedString", "AttributedString",
  ]

  /// What the table says of one callee, found with one lookup of its name.
  struct Callee: Sendable {
    /// How it shows each labeled argument (`_` for an unlabeled one), first entry first.
    var shows: [(label: String, display: TextDisplay)] = []
    /// The labels of the arguments it wraps.
    var wraps: [String] = []
    /// A wrapper whose result is display text wherever it goes (`displayWrappers`).
    var isDisplayWrapper = false

    func display(_ label: String) -> TextDisplay? { shows.first { $0.label == label }?.display }

    /// How it shows the argument labelled by token `label` (nil: unlabeled, `_`).
    func display(label: Int?, in file: SyntaxFile) -> TextDisplay? {
      shows.first { file.isLabel(label, $0.label) }?.display
    }

    /// Whether it wraps the argument labelled by token `label`.
    func wraps(label: Int?, in file: SyntaxFile) -> Bool {
      wraps.contains { file.isLabel(label, $0) }
    }
  }

  var callees: [String: Callee] = [:]
  var properties: [String: TextDisplay] = [:]
  /// Every name `textDisplay` asks about at a call: the callees, and `init` (for
  /// `Type.init(…)`).
  var calleeNames: WordSet = []
  /// The callee of each of `calleeNames.members` (nil for `init`), so that a call's callee
  /// is found from its bytes, with no `String` made and no hashing.
  var calleeTable: [Callee?] = []
  /// The position of `init` in `calleeNames.members`.
  var initIndex = -1

  /// The built-in table, parsed once rather than per file.
  public static let builtIn = TextDisplayAPIs()

  /// The built-in table, or one with the user's `customUIAPIs` added, made once per file
  /// for the rules that ask.
  public static func configured(_ options: RuleOptions, for file: SyntaxFile) -> TextDisplayAPIs {
    if options.customUIAPIs.isEmpty { return builtIn }
    let made = file.work.memo(ConfiguredTable.self) {
      ConfiguredTable(custom: options.customUIAPIs, table: TextDisplayAPIs(custom: options.customUIAPIs))
    }
    return made.custom == options.customUIAPIs ? made.table : TextDisplayAPIs(custom: options.customUIAPIs)
  }

  /// A table with custom entries and the entries it was made from.
  struct ConfiguredTable {
    var custom: [String]
    var table: TextDisplayAPIs
  }

  /// The built-in table, extended by `custom` entries (shown as written).
  public init(custom: [String] = []) {
    for e in Self.asWritten + custom { add(e, .asWritten) }
    for e in Self.localizingLiteral { add(e, .localizesLiteral) }
    for e in Self.wrappers {
      guard let (name, labels) = Self.parse(e) else { continue }
      for l in labels ?? [] where !(callees[name]?.wraps.contains(l) ?? false) {
        callees[name, default: Callee()].wraps.append(l)
      }
      callees[name, default: Callee()].isDisplayWrapper = Self.displayWrappers.contains(name)
    }
    calleeNames = WordSet(Array(callees.keys) + ["init"])
    calleeTable = calleeNames.members.map { callees[$0] }
    initIndex = calleeNames.index(of: "init") ?? -1
  }

  mutating func add(_ entry: String, _ display: TextDisplay) {
    guard let (name, labels) = Self.parse(entry) else { return }
    if let labels {
      for l in labels where callees[name]?.display(l) == nil {
        callees[name, default: Callee()].shows.append((l, display))
      }
    } else if properties[name] == nil {
      properties[name] = display
    }
  }

  /// `.name` → (name, nil); `Name(a:_:)` or `.name(a:)` → (name, [a, _]).
  static func parse(_ entry: String) -> (String, [String]?)? {
    var s = Substring(entry.filter { $0 != " " })
    if s.hasPrefix(".") { s = s.dropFirst() }
    guard let paren = s.firstIndex(of: "(") else {
      return s.isEmpty ? nil : (String(s), nil)
    }
    let name = String(s[..<paren])
    let inner = s[s.index(after: paren)...].prefix { $0 != ")" }
    let labels = inner.split(separator: ":").map { String($0) }.filter { !$0.isEmpty }
    guard !name.isEmpty else { return nil }
    return (name, labels.isEmpty ? ["_"] : labels)
  }

  /// How the call `name(label: …)` shows its `label` argument, if it shows text.
  public func call(_ name: String, label: String) -> TextDisplay? { callees[name]?.display(label) }
  /// The same for the argument labelled by token `label` of `file` (nil: unlabeled).
  func call(_ name: String, label: Int?, in file: SyntaxFile) -> TextDisplay? {
    callees[name]?.display(label: label, in: file)
  }
  /// How assigning `x.name = …` shows the value, if it shows text.
  public func property(_ name: String) -> TextDisplay? { properties[name] }
  /// Whether `name(…)` wraps text in one of its arguments.
  public func isWrapper(_ name: String) -> Bool { !(callees[name]?.wraps.isEmpty ?? true) }
  /// Whether `name(label: …)` wraps text whose destination is that of the call.
  public func isWrapper(_ name: String, label: String) -> Bool {
    callees[name]?.wraps.contains(label) ?? false
  }
}

extension SyntaxFile {
  /// How the value of `first...last` is shown, following it through wrappers
  /// (`NSAttributedString(string:)`, `String(format:)`) and array literals.
  public func textDisplay(ofValue first: Int, _ last: Int, apis: TextDisplayAPIs)
    -> TextDisplay?
  {
    textDisplay(ofValue: first, last, slot: slot(ofValue: first, last), apis: apis)
  }

  /// The same, with the value's slot already found (`slot(ofValue: first, last)`).
  ///
  /// A local assigned after its declaration is followed to its reads once: `followsLocals`
  /// is false for the reads, so that `a = b` … `b = a` cannot loop.
  func textDisplay(
    ofValue first: Int, _ last: Int, slot firstSlot: ValueSlot?, apis: TextDisplayAPIs,
    followsLocals: Bool = true
  ) -> TextDisplay? {
    var first = first
    var last = last
    var display: TextDisplay? = nil
    for step in 0..<4 {
      guard let slot = step == 0 ? firstSlot : slot(ofValue: first, last) else { return display }
      switch slot {
      case .argument(let call, let label):
        guard let c = callee(ofOpenParen: call) else { return nil }
        // Most callees are no API of the table: rejected on their bytes.
        guard let k = memberIndex(c, in: apis.calleeNames) else { return display }
        let callee = apis.calleeTable[k]
        if let callee, callee.wraps(label: label, in: self) {
          if callee.isDisplayWrapper && !isInNonUISink(c) { display = .asWritten }
          first = c
          last = Int(tokens[call].match)
          continue
        }
        if let d = callee?.display(label: label, in: self) { return d }
        if k == apis.initIndex, let base = memberBase(c),
          let d = apis.call(text(base), label: label, in: self)
        {
          return d
        }
        return display
      case .assignment(let target):
        guard tokens[target].kind == .identifier else { return display }
        let name = text(target)
        if kind(target - 1) == .period {
          guard let d = apis.property(name) else { return display }
          // `args["network"].stringValue = "livenet"`: a JSON value under a key, no control.
          if isKeyedByLiteral(before: target - 1) { return display }
          if TextDisplayAPIs.ownerDependentProperties.contains(name)
            && !isUIOwner(before: target - 1)
          {
            return display
          }
          return d
        }
        // A local `let` assigned after its declaration (`let title: String` … `title =
        // "…"`) shows the literal where one of its reads reaches a UI API; a local `var`
        // is not followed.
        if let declaration = localDeclaration(of: target) {
          guard followsLocals, isKeyword(declaration - 1, [.`let`]) else { return display }
          for u in uses(ofBindingAt: declaration) where u > target {
            if let d = textDisplay(
              ofValue: u, u, slot: self.slot(ofValue: u, u), apis: apis, followsLocals: false)
            {
              return d
            }
          }
          return display
        }
        // A view controller's or window's own `title`; a struct's or enum's is its own
        // stored value (`struct Status { let title: String }`), no view's.
        return name == "title" && !isInValueType(target) ? apis.property(name) : display
      case .element(let array):
        first = array
        last = Int(tokens[array].match)
        continue
      case .binding:
        return display
      }
    }
    return display
  }

  /// A short name for the API the value `first...last` reaches (`setTitle(_:for:)`,
  /// `.text`, `Text(_:)`), else for the outermost wrapper that shows it as written.
  public func displayAPIName(ofValue first: Int, _ last: Int, apis: TextDisplayAPIs) -> String? {
    var first = first
    var last = last
    // The API the value reaches, else the outermost wrapper that shows it as written
    // (`NSAttributedString(string:)`), which `textDisplay` stopped at.
    var wrapper: String? = nil
    for _ in 0..<4 {
      switch slot(ofValue: first, last) {
      case .argument(let call, let label)?:
        guard let c = callee(ofOpenParen: call) else { return wrapper }
        let name = "\(kind(c - 1) == .period ? "." : "")\(text(c))(\(labelText(label)):)"
        if apis.isWrapper(text(c)) {
          wrapper = name
          first = c
          last = Int(tokens[call].match)
          continue
        }
        return name
      case .assignment(let target)?:
        // `title = "…"` on a local `let title: String`: the API one of its reads reaches.
        if kind(target - 1) != .period, let declaration = localDeclaration(of: target),
          let use = uses(ofBindingAt: declaration).first(where: {
            $0 > target && textDisplay(ofValue: $0, $0, apis: apis) != nil
          })
        {
          return displayAPIName(ofValue: use, use, apis: apis)
        }
        return ".\(text(target))"
      case .element(let array)?:
        first = array
        last = Int(tokens[array].match)
        continue
      default:
        return wrapper
      }
    }
    return wrapper
  }

  /// The name token of the `let` or `var` that declared the name at `target`, earlier in
  /// the same function, closure or accessor (`let title: String` … `title = "article"`),
  /// or, from a closure, in the code around it that it captures from.
  func localDeclaration(of target: Int) -> Int? {
    guard var s = enclosingScope(target, [.function, .closure, .accessor]) else { return nil }
    let name = text(target)
    for _ in 0..<4 {
      let body = body(ofScope: s)
      // The last `let`/`var` of the name whose name token lies in `body.lowerBound..<target`.
      let keywords = declarations(of: name)
      let from = Self.lowerBound(of: body.lowerBound - 1, in: keywords)
      let to = Self.lowerBound(of: target - 1, in: keywords)
      if to > from { return Int(keywords[to - 1]) + 1 }
      // A closure's own parameter (`{ message in … }`) hides the name outside it.
      let open = Int(scopes[s].open)
      guard scopes[s].kind == .closure, open > 0, !bindsParameter(name, closureOpen: open),
        let outer = enclosingScope(open - 1, [.function, .closure, .accessor]), outer != s
      else { return nil }
      s = outer
    }
    return nil
  }

  /// Whether the closure opening at `open` names `name` among its parameters, before its
  /// `in` (`{ name in`, `{ (a, name) in`, `{ a, name in`).
  func bindsParameter(_ name: String, closureOpen open: Int) -> Bool {
    let close = Int(tokens[open].match)
    var j = open + 1
    // A parameter list holds names, types and punctuation only, up to its `in`.
    while j < min(close, open + 32) {
      if isKeyword(j, [.`in`]) {
        return (open + 1..<j).contains { tokens[$0].kind == .identifier && text($0) == name }
      }
      switch tokens[j].kind {
      case .identifier, .keyword, .comma, .colon, .period, .leftParen, .rightParen, .leftBracket,
        .rightBracket:
        j += 1
      case .operator where isWord(j, "?") || isWord(j, "!") || isWord(j, "->"):
        j += 1
      default:
        return false
      }
    }
    return false
  }

  /// Whether the receiver before the `.` at `dot` is a subscript by one string literal
  /// (`json["name"]`): a value of a dictionary or JSON document, not a view.
  func isKeyedByLiteral(before dot: Int) -> Bool {
    let close = dot - 1
    guard close > 0, kind(close) == .rightBracket else { return false }
    let open = Int(tokens[close].match)
    guard open >= 0, open + 1 < close, kind(open + 1) == .stringOpen else { return false }
    return Int(tokens[open + 1].match) == close - 1
  }

  /// Whether the innermost type declaration around token `i` is a `struct` or an `enum`:
  /// no UIKit or AppKit class, so its `title` is none of theirs.
  func isInValueType(_ i: Int) -> Bool {
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      if scopes[s].kind == .type {
        let introducer = Int(scopes[s].introducer)
        return introducer >= 0 && isKeyword(introducer, [.`struct`, .`enum`])
      }
      s = Int(scopes[s].parent)
    }
    return false
  }

  /// Whether the receiver ending before the `.` at `dot` is `self`, `super` or named like a
  /// UI object (`navigationItem`, `alert`, `statusItem.button?`).
  func isUIOwner(before dot: Int) -> Bool {
    var r = dot - 1
    if kind(r) == .operator && (isWord(r, "?") || isWord(r, "!")) { r -= 1 }
    guard r >= 0 else { return false }
    if isKeyword(r, [.`self`, .`super`]) { return !isInValueType(r) }
    guard tokens[r].kind == .identifier else { return false }
    let owner = text(r).lowercased()
    return TextDisplayAPIs.uiOwnerSuffixes.contains { owner.hasSuffix($0) }
  }
}
