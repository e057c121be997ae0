import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the per-file facts, and
/// the project pass over several files.
@Suite struct StringTypedUIPropertyTests {
  let rule = StringTypedUIProperty()

  /// The rule's findings over `files` (path → text), as the project pass places them.
  func audit(_ files: [(String, String)], options: RuleOptions = RuleOptions()) -> [Diagnostic] {
    let linter = Linter(rules: [rule], options: options)
    let summaries = files.compactMap { path, text -> FileSummary? in
      let source = SourceFile(path: path, text: text)
      return linter.scan(source, lines: LineTable(source.bytes)).summary
    }
    return linter.projectDiagnostics(summaries)
  }

  func shown(_ code: String) -> [String] {
    ViewStringProperties(file: syntax(code)).shownProperties().map {
      "\($0.view)(\($0.label):) \($0.property) \($0.api)"
    }
  }

  let badge = """
    struct Badge: View {
        let title: String
        var body: some View { Text(title) }
    }
    """

  @Test func labelsComeFromTheMemberwiseOrTheOwnInitializer() {
    #expect(shown(badge) == ["Badge(title:) title Text"])
    let own = """
      struct Chip: View {
          private let text: String
          init(_ text: String, tint: Color = .blue) { self.text = text }
          init(label: String) { text = label }
          var body: some View { Label(text, systemImage: "tag") }
      }
      """
    #expect(shown(own) == ["Chip(_:) text Label", "Chip(label:) text Label"])
    // An initializer in an extension keeps the memberwise one.
    let extended = badge + "\nextension Badge {\n    init(short: String) { self.title = short }\n}\n"
    #expect(shown(extended) == ["Badge(short:) title Text", "Badge(title:) title Text"])
  }

  /// A property that a view also gives as an image's name is an identifier, even where
  /// it shows it (as an accessibility label).
  @Test func anImageNameIsNoText() {
    let icon = """
      struct IconButton: View {
          let systemName: String
          var body: some View { Image(systemName: systemName).accessibilityLabel(Text(systemName)) }
      }
      struct Tile: View {
          let icon: String
          let title: String
          var body: some View { VStack { Image(icon); Text(icon); Text(title) } }
      }
      """
    #expect(shown(icon) == ["Tile(title:) title Text"])
  }

  /// The lines of the findings in one file: a view's declaration, then a call of it.
  func reportedLines(view: String, call: String) -> [Int] {
    audit([("Sources/App/View.swift", view + "\n" + call)]).map(\.start.line)
  }

  /// Another product's name beside its site (wrapped in `URL(string:)`) or its icon; a
  /// word beside a site of another name, or a name of three letters, stays reported.
  @Test func aNameBesideItsSiteOrIcon() {
    let row = """
      struct AboutLinkRow: View {
          let title: String
          let assetImage: String
          let url: URL
          var body: some View { Text(title) }
      }
      """
    let quiet = [
      #"let a = AboutLinkRow(title: "VVTerm", assetImage: "", url: URL(string: "https://vvterm.com")!)"#,
      #"let a = AboutLinkRow(title: "Raycast", assetImage: "", url: URL(string: "https://www.raycast.com/x")!)"#,
      #"let a = AboutLinkRow(title: "VVTerm", assetImage: "VVTermIcon", url: URL(fileURLWithPath: "/"))"#,
    ]
    for call in quiet { #expect(reportedLines(view: row, call: call).isEmpty, "\(call)") }
    let reported = [
      #"let a = AboutLinkRow(title: "Terminal", assetImage: "", url: URL(string: "https://vvterm.com")!)"#,
      #"let a = AboutLinkRow(title: "Box", assetImage: "BoxIcon", url: URL(string: "https://box.com")!)"#,
    ]
    for call in reported { #expect(reportedLines(view: row, call: call) == [7], "\(call)") }
  }

  /// A keyboard key's name for a `key:` argument; a row's label for one stays reported.
  @Test func keyCapsForKeyArguments() {
    let hint = """
      struct KeyHint: View {
          let key: String
          var body: some View { Text(key) }
      }
      """
    for key in ["esc", "⌘K"] {
      #expect(reportedLines(view: hint, call: "let a = KeyHint(key: \"\(key)\")").isEmpty, "\(key)")
    }
    for key in ["Memory", "Threads"] {
      #expect(reportedLines(view: hint, call: "let a = KeyHint(key: \"\(key)\")") == [5], "\(key)")
    }
  }

  @Test func onlyStoredStringPropertiesOfViews() {
    let code = """
      struct Row: SwiftUI.View {
          @Binding var bound: String
          @State var initial: String
          static var shared: String = ""
          let fixed: String = "x"
          var computed: String { "x" }
          var optional: String?
          var number: Int
          var body: some View {
              Text(bound); Text(initial); Text(Self.shared); Text(fixed); Text(computed)
              if let optional { Text(optional) }
          }
      }
      struct Model {
          let title: String
          func show() -> some View { Text(title) }
      }
      """
    #expect(shown(code) == ["Row(initial:) initial Text", "Row(optional:) optional Text"])
  }

  @Test func aConformanceInAnExtensionMakesAView() {
    let code =
      "struct Badge {\n    let title: String\n}\nextension Badge: View {\n    var body: some View { Text(title) }\n}\n"
    #expect(shown(code) == ["Badge(title:) title Text"])
  }

  @Test func parametersAndLocalsOfTheSameNameHideTheProperty() {
    let code = """
      struct Cell: View {
          let title: String
          let name: String
          let label: String
          var body: some View {
              row(title: "x")
              ForEach(names, id: \\.self) { name in Text(name) }
              let label = name.uppercased()
              Text(label)
          }
          func row(title: String) -> some View { Text(title) }
      }
      """
    #expect(shown(code) == [])
  }

  @Test func matchesAcrossFilesOncePerLiteral() {
    let found = audit([
      ("Sources/Views/Badge.swift", badge),
      ("Sources/Screens/Inbox.swift", "let a = Badge(title: \"New\")\nlet b = Badge(title: name)\n"),
      ("Sources/Screens/Feed.swift", "\nlet c = Badge(title: \"Pinned thread\")\n"),
    ])
    #expect(
      found.map { "\($0.path):\($0.start.line)" } == [
        "Sources/Screens/Feed.swift:2", "Sources/Screens/Inbox.swift:1",
      ])
    #expect(
      found.first?.message
        == "`Badge.title` is a `String` that `Text` shows as written: this literal is never localized")
    #expect(found.first?.help?.contains("(Badge.swift:2)") == true)
  }

  @Test func aNameDeclaredTwiceCountsOnlyInItsOwnFile() {
    let model = "struct Badge {\n    let title: String\n}\n"
    let call = "let a = Badge(title: \"New\")\n"
    #expect(audit([("A/Badge.swift", badge), ("B/Badge.swift", model), ("B/Use.swift", call)]) == [])
    #expect(audit([("A/Badge.swift", badge + "\n" + call), ("B/Badge.swift", model)]).count == 1)
  }

  @Test func sampleCodeIsLeftAlone() {
    let call = "let a = Badge(title: \"New\")\n"
    #expect(audit([("App/Badge.swift", badge), ("App/Tests/BadgeTests.swift", call)]) == [])
    #expect(audit([("App/Badge.swift", badge), ("App/Gallery/Components.swift", call)]) == [])
    #expect(audit([("App/Badge.swift", badge), ("App/BadgeDemo.swift", call)]) == [])
    let harness = """
      private struct Harness: View {
          var body: some View { Badge(title: "New") }
      }
      #Preview { Harness() }
      """
    #expect(audit([("App/Badge.swift", badge), ("App/BadgeScreen.swift", harness)]) == [])
    // Used outside previews too, the same type is app code.
    #expect(
      audit([("App/Badge.swift", badge), ("App/BadgeScreen.swift", harness + "let h = Harness()\n")]).count
        == 1)
    let template = "let t = Badge(title: \"{{ states(\\\"sensor.temperature\\\") }}\")\n"
    #expect(audit([("App/Badge.swift", badge), ("App/Template.swift", template)]) == [])
    #expect(audit([("App/Badge.swift", badge), ("App/Demographics.swift", call)]).count == 1)
    // A view named for a demo, unless its own file shows it outside previews.
    let demo = "struct BadgeDemo: View {\n    var body: some View { Badge(title: \"New\") }\n}\n"
    #expect(audit([("App/Badge.swift", badge), ("App/Views.swift", demo)]) == [])
    let shown = demo + "struct Settings: View {\n    var body: some View { BadgeDemo() }\n}\n"
    #expect(audit([("App/Badge.swift", badge), ("App/Views.swift", shown)]).count == 1)
  }

  @Test func customUIAPIsAreLeftToHardcodedUIString() {
    var options = RuleOptions()
    options.customUIAPIs = ["Badge(title:)"]
    let call = "let a = Badge(title: \"New\")\n"
    #expect(audit([("App/Badge.swift", badge), ("App/Use.swift", call)], options: options) == [])
  }

  @Test func factsStayWithoutSyntax() {
    let file = syntax(badge + "\nlet a = Badge(title: \"New\")\n")
    let facts = rule.facts(in: file, context: RuleContext())
    #expect(facts.count == 3)
    #expect(facts.contains { $0 is DeclaredTypes })
    #expect(facts.contains { ($0 as? LiteralInitializerArgument)?.label == "title" })
  }
}
