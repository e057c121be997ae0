import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the shapes real code
/// takes that the doc would not show.
@Suite struct DynamicLocalizationKeyTests {
  /// The diagnostics of `files` (path, text) with this rule, the catalog rule that reads
  /// the tables, and `also`.
  func audit(_ files: [(String, String)], pedantic: Bool = false, also: [any Rule] = []) -> [Diagnostic] {
    var options = RuleOptions()
    options.pedantic = pedantic
    let rules: [any Rule] = [DynamicLocalizationKey(), CatalogMissingTranslation()] + also
    return auditProject(files.map { ($0.0, Array($0.1.utf8)) }, rules: rules, options: options)
  }

  func messages(_ code: String, options: RuleOptions = RuleOptions(), path: String = "Sources/App/File.swift")
    -> [String]
  {
    run(DynamicLocalizationKey(), code, path: path, options: options).map(\.message)
  }

  /// The text of each reported range.
  func reported(_ code: String) -> [String] {
    reportedTexts(DynamicLocalizationKey(), code)
  }

  /// `self.rawValue` of an enum whose cases spell their keys: left alone when a table holds
  /// every key, reported naming the keys no table holds, and reported as it is without a
  /// table of that name.
  @Test func rawValueKeysAreCheckedAgainstTheTables() {
    let code = """
      enum AppError: String {
          case unknown = "errors.unknown"
          case cancelled = "errors.cancelled"
          case offline
      }
      extension AppError: LocalizedError {
          var errorDescription: String? { NSLocalizedString(self.rawValue, comment: "") }
      }
      """
    func found(_ table: String?, path: String = "en.lproj/Localizable.strings") -> [String] {
      var files = [("App/AppError.swift", code)]
      if let table { files.append((path, table)) }
      // The tables are those the catalog rules read.
      return audit(files).map(\.message)
    }
    let all =
      "\"errors.unknown\" = \"Unknown error\";\n\"errors.cancelled\" = \"Cancelled\";\n\"offline\" = \"Offline\";\n"
    #expect(found(all) == [])
    #expect(
      found("\"errors.unknown\" = \"Unknown error\";\n") == [
        "localization key `self.rawValue` is a value read at run time; `errors.cancelled` and `offline` are in no "
          + "`Localizable` table, so users see the raw key"
      ])
    #expect(found(nil) == ["localization key `self.rawValue` is a value read at run time"])
    #expect(
      found(all, path: "en.lproj/Errors.strings") == [
        "localization key `self.rawValue` is a value read at run time"
      ])
  }

  /// A literal that interpolates a raw value of the file's enum, or a choice of two
  /// literals, has known keys.
  @Test func interpolatedRawValuesAndChoicesAreCheckedAgainstTheTables() {
    let code = """
      enum Condition: String {
          case normal = "Normal"
          case replaceSoon = "ReplaceSoon"
          var title: String { "battery.condition.\\(rawValue)".localized() }
          var component: String { NSLocalizedString("component.\\(rawValue.lowercased())", comment: "") }
      }
      func menu(_ charging: Bool) -> String {
          "menu.\\(charging ? "yes" : "no")".localized()
      }
      """
    func found(_ table: String?, source: String? = nil, pedantic: Bool = false) -> [String] {
      var files = [("Condition.swift", source ?? code)]
      if let table { files.append(("en.lproj/Localizable.strings", table)) }
      return audit(files, pedantic: pedantic).map(
        \.message)
    }
    let all = [
      "battery.condition.Normal", "battery.condition.ReplaceSoon", "component.normal",
      "component.replacesoon",
      "menu.yes", "menu.no",
    ].map { "\"\($0)\" = \"x\";\n" }.joined()
    #expect(found(all) == [])
    #expect(
      found(all.replacingOccurrences(of: "\"menu.no\" = \"x\";\n", with: "")) == [
        "localization key is built by interpolation at run time; `menu.no` is in no `Localizable` table, so "
          + "users see the raw key"
      ])
    #expect(found(nil).count == 3)
    // Another table, or a nested choice, is not known.
    let other = code.replacingOccurrences(
      of: "\"menu.\\(charging ? \"yes\" : \"no\")\".localized()",
      with: "\"menu.\\(charging ? \"yes\" : \"no\")\".localized(using: \"Menu\")")
    #expect(found(all, source: other) == ["localization key is built by interpolation at run time"])
    let nested = code.replacingOccurrences(
      of: "charging ? \"yes\" : \"no\"", with: "charging ? \"yes\" : full ? \"full\" : \"no\"")
    #expect(found(all, source: nested) == [])
    #expect(
      found(all, source: nested, pedantic: true) == ["localization key is built by interpolation at run time"]
    )
  }

  /// `rawValue` in an extension of an enum of another file: the project pass finds its
  /// raw values.
  @Test func rawValuesOfAnEnumOfAnotherFileAreCheckedAgainstTheTables() {
    let entry =
      "enum BatteryEntry {\n    enum Condition: String {\n        case good = \"Good\", fair = \"Fair\"\n    }\n}\n"
    let info = """
      extension BatteryEntry.Condition {
          var description: String { "battery.condition.\\(rawValue)".localized() }
      }
      """
    func found(_ table: String, more: [(String, String)] = [], pedantic: Bool = false) -> [String] {
      let files =
        [("Entry.swift", entry), ("Info.swift", info), ("en.lproj/Localizable.strings", table)] + more
      return audit(files, pedantic: pedantic).map(\.message)
    }
    let all = "\"battery.condition.Good\" = \"Good\";\n\"battery.condition.Fair\" = \"Fair\";\n"
    #expect(found(all) == [])
    #expect(
      found("\"battery.condition.Good\" = \"Good\";\n") == [
        "localization key is built by interpolation at run time; `battery.condition.Fair` is in no `Localizable` "
          + "table, so users see the raw key"
      ])
    // Two enums of that name with other raw values: not known, as a plain value's keys,
    // which a table kept by hand holds outside pedantic.
    let twin = ("Twin.swift", "enum Condition: String {\n    case new\n}\n")
    #expect(found(all, more: [twin]) == [])
    #expect(
      found(all, more: [twin], pedantic: true) == ["localization key is built by interpolation at run time"])
  }

  /// A member every declaration of which gives only literals has known keys; one also
  /// declared in another way does not.
  @Test func membersThatGiveOnlyLiteralsAreCheckedAgainstTheTables() {
    let mode = """
      enum SlopeMode {
          case uphill, downhill
          var titleKey: String {
              switch self {
              case .uphill: return "slope.uphill"
              case .downhill: return "slope.downhill"
              }
          }
          func detailKey() -> String { "slope.detail" }
      }
      """
    let widget = """
      final class SlopeWidget {
          func rows(_ mode: SlopeMode) {
              row.title = NSLocalizedString(mode.titleKey, comment: "")
              row.detail = NSLocalizedString(mode.detailKey(), comment: "")
          }
      }
      """
    func found(_ table: String, more: [(String, String)] = [], pedantic: Bool = false) -> [String] {
      let files =
        [("Mode.swift", mode), ("Widget.swift", widget), ("en.lproj/Localizable.strings", table)] + more
      return audit(files, pedantic: pedantic).map(\.message)
    }
    let all = "\"slope.uphill\" = \"Up\";\n\"slope.downhill\" = \"Down\";\n\"slope.detail\" = \"Slope\";\n"
    #expect(found(all) == [])
    #expect(
      found("\"slope.uphill\" = \"Up\";\n\"slope.detail\" = \"Slope\";\n") == [
        "localization key `mode.titleKey` is a value read at run time; `slope.downhill` is in no `Localizable` "
          + "table, so users see the raw key"
      ])
    let stored = ("Item.swift", "struct Item {\n    var titleKey: String\n}\n")
    #expect(found(all, more: [stored]) == [])
    #expect(
      found(all, more: [stored], pedantic: true) == [
        "localization key `mode.titleKey` is a value read at run time"
      ])
    // Two types give literals: the lookup may read either, so one whose keys are all
    // there leaves it alone.
    let card = ("Card.swift", "enum CardType {\n    case a\n    var titleKey: String { \"CLEAR\" }\n}\n")
    #expect(found(all, more: [card]) == [])
    let privateOne = ("Grid.swift", "enum Grid {\n    private var titleKey: String { name }\n}\n")
    #expect(found(all, more: [privateOne]) == [])
    // A member of another type is no key.
    let typed = (
      "Chip.swift", "struct Chip {\n    var titleKey: LocalizedStringKey\n    var detailKey = 0\n}\n"
    )
    #expect(found(all, more: [typed]) == [])
  }

  /// A Settings.bundle's `Root` table in a bundle other than the app's is that bundle's.
  @Test func aSettingsBundlesRootTableIsItsOwn() {
    let code = """
      func title(_ specifier: Specifier) -> String {
          settingsBundle.localizedString(forKey: specifier.title, value: nil, table: "Root")
      }
      func other(_ specifier: Specifier) -> String {
          Bundle.main.localizedString(forKey: specifier.title, value: nil, table: "Root")
      }
      """
    #expect(reported(code) == ["specifier.title"])
  }

  /// A debug screen's lookups are a developer's tools; a stored `var` set by the
  /// memberwise initializer is judged at its calls, as a `let` is.
  @Test func debugCodeAndMemberwiseVarsAreJudgedLikeTheirLets() {
    let debug = """
      final class PrefDebugController {
          func label(_ key: String) -> String { NSLocalizedString(key, comment: "") }
          func row() -> String { label(item.name) }
      }
      """
    #expect(reported(debug).isEmpty)
    let memberwise = """
      struct Row {
          var title: String
          var body: some View { Text(NSLocalizedString(title, comment: "")) }
      }
      let rows = [Row(title: "settings.general"), Row(title: "settings.privacy")]
      """
    #expect(reported(memberwise).isEmpty)
    #expect(
      reported(memberwise.replacingOccurrences(of: "\"settings.privacy\"", with: "item.name")) == [
        "item.name"
      ])
  }

  /// A protocol requirement gives nothing itself: the conformers' literals decide.
  @Test func aProtocolRequirementLeavesTheConformersToDecide() {
    let pane = """
      protocol PreferencePane {
          var panelTitle: String { get }
      }
      final class LibraryPane: PreferencePane {
          var panelTitle: String { "Library" }
      }
      func item(_ pane: PreferencePane) -> String {
          NSLocalizedString(pane.panelTitle, comment: "")
      }
      """
    func found(_ table: String) -> [String] {
      let files = [("Pane.swift", pane), ("en.lproj/Localizable.strings", table)]
      return audit(files).map(\.message)
    }
    #expect(found("\"Library\" = \"Library\";\n") == [])
    #expect(
      found("\"Other\" = \"Other\";\n") == [
        "localization key `pane.panelTitle` is a value read at run time; `Library` is in no `Localizable` table, "
          + "so users see the raw key"
      ])
  }

  /// `.init(title: …)` of an array of the type: the memberwise initializer, when every
  /// label names a stored property of the type.
  @Test func implicitMemberwiseInitializersAreJudgedAtTheirCalls() {
    let code = """
      struct PremiumContent {
          var title: String
          var symbol: String
          var titleLocalized: LocalizedStringKey { LocalizedStringKey(title) }
      }
      let contents: [PremiumContent] = [
          .init(title: "premium.habits", symbol: "checkmark"),
          .init(title: "premium.graphs", symbol: "chart"),
      ]
      """
    #expect(reported(code).isEmpty)
    #expect(reported(code.replacingOccurrences(of: "\"premium.graphs\"", with: "item.name")) == ["item.name"])
    // Another type's initializer, with labels this type does not have, tells nothing.
    let other = code.replacingOccurrences(
      of: "symbol: \"chart\"", with: "image: \"chart\"")
    #expect(reported(other.replacingOccurrences(of: "\"premium.graphs\"", with: "item.name")).isEmpty)
  }

  /// `if NSLocalizedString(key, …) != key`: the function tests whether the table holds
  /// the key and falls back when not.
  @Test func probedLookupsAreLeftAlone() {
    let code = """
      func groupTitle(_ group: Group) -> String {
          let localizedKey = String(format: "measurement_qos_%@", group.key)
          var title = group.name
          if NSLocalizedString(localizedKey, comment: "") != localizedKey {
              title = NSLocalizedString(localizedKey, comment: "")
          }
          return title
      }
      func other(_ group: Group) -> String {
          let key = String(format: "measurement_qos_%@", group.key)
          return NSLocalizedString(key, comment: "")
      }
      func described(_ name: String) -> String? {
          let key = "rawvariable_\\(name.lowercased())"
          let localized = NSLocalizedString(key, comment: "")
          return localized == key ? nil : localized
      }
      """
    #expect(reported(code) == ["key"])
  }

  /// `key.rawValue` of a parameter typed as an enum whose cases spell their keys (declared
  /// in the file or another) has those keys.
  @Test func rawValuesOfAnEnumParameterAreCheckedAgainstTheTables() {
    let keys = """
      enum Key: String {
          case success = "Success"
          case retry = "retry.title"
      }
      """
    let lookup = """
      extension String {
          init(key: Key) { self = NSLocalizedString(key.rawValue, comment: "") }
      }
      """
    func found(_ table: String) -> [String] {
      audit([("App/Key.swift", keys), ("App/Lookup.swift", lookup), ("en.lproj/Localizable.strings", table)])
        .map(\.message)
    }
    #expect(found("\"Success\" = \"Success\";\n\"retry.title\" = \"Retry\";\n") == [])
    #expect(
      found("\"Success\" = \"Success\";\n") == [
        "localization key `key.rawValue` is a value read at run time; `retry.title` is in no `Localizable` "
          + "table, so users see the raw key"
      ])
    let sameFile = audit([
      ("App/Key.swift", keys + "\n" + lookup),
      ("en.lproj/Localizable.strings", "\"Success\" = \"Success\";\n"),
    ])
    #expect(sameFile.map(\.message).count == 1)
  }

  /// A lookup of unknown keys in a table the code names is left alone when the tree holds
  /// that table, kept by hand; the default table's too when the tree holds it only as
  /// `.strings` files, and not in pedantic mode.
  @Test func aNamedTableTheTreeHoldsIsKeptByHand() {
    let code = """
      func label(_ row: [String: String]) -> String {
          NSLocalizedString(row["label"] ?? "", tableName: "ControlLabels", comment: "Button label")
      }
      func title(_ row: [String: String]) -> String {
          NSLocalizedString(row["title"] ?? "", comment: "")
      }
      """
    /// The lines of the findings.
    func found(_ paths: String..., pedantic: Bool = false) -> [String] {
      var files = [("Labels.swift", code)]
      for path in paths {
        files.append(
          (
            path,
            path.hasSuffix(".xcstrings")
              ? #"{"sourceLanguage":"en","strings":{"Up":{}},"version":"1.0"}"# : "\"Up\" = \"Up\";\n"
          ))
      }
      return audit(files, pedantic: pedantic, also: [CatalogMissingKey()]).map(
        \.lineText)
    }
    let label =
      "    NSLocalizedString(row[\"label\"] ?? \"\", tableName: \"ControlLabels\", comment: \"Button label\")"
    let title = "    NSLocalizedString(row[\"title\"] ?? \"\", comment: \"\")"
    #expect(found("en.lproj/ControlLabels.strings") == [title])
    #expect(found("en.lproj/Localizable.strings") == [label])
    #expect(found("en.lproj/Localizable.strings", pedantic: true) == [label, title])
    #expect(found("en.lproj/Localizable.strings", "Localizable.xcstrings") == [label, title])
    #expect(found().count == 2)
    // A String Catalog whose keys are nearly all `manual` is kept by hand too.
    let keys = (1...10).map { #""k\#($0)":{"extractionState":"manual"}"# }.joined(separator: ",")
    let manual = #"{"sourceLanguage":"en","strings":{"# + keys + #"},"version":"1.0"}"#
    let byHand = audit(
      [("Labels.swift", code), ("Localizable.xcstrings", manual)], also: [CatalogMissingKey()]
    )
    .map(\.lineText)
    #expect(byHand == [label])
  }

  /// A member of a type named for localization (`I18n.str(_:)`, `AppLocalized.string(_:)`)
  /// is the team's lookup: its callers, in other files, pass the keys.
  @Test func membersOfATypeNamedForLocalizationAreTheTeamsLookup() {
    let code = """
      enum I18n {
          static func str(_ key: String) -> String { NSLocalizedString(key, comment: "") }
      }
      enum AppLocalized {
          static func string(_ key: String, locale: Locale) -> String {
              Bundle.main.localizedString(forKey: key, value: nil, table: nil)
          }
      }
      enum Catalog {
          static func string(_ key: String) -> String { NSLocalizedString(key, comment: "") }
      }
      """
    #expect(reported(code) == ["key"])
  }

  /// A private property given only localized values or literal keys, in its file.
  @Test func privatePropertiesSetOnlyToFixedValues() {
    let code = """
      final class PaywallViewController {
          private var titleName = NSLocalizedString("Lockdown", comment: "")
          private var subtitle = "paywall.subtitle"
          var other = "paywall.other"
          func configure(_ item: Item) {
              view.titleLabel.text = NSLocalizedString(titleName, comment: "")
              view.subtitleLabel.text = NSLocalizedString(subtitle, comment: "")
              view.otherLabel.text = NSLocalizedString(other, comment: "")
              self.subtitle = item.name
          }
      }
      """
    #expect(reported(code) == ["subtitle", "other"])
  }

  @Test func followsIfLetBindings() {
    let code = """
      func show(item: Item) {
          if let text = item.text {
              label.text = Bundle.main.localizedString(forKey: text, value: text, table: nil)
          }
      }
      """
    #expect(
      messages(code) == ["localization key `text` holds `item.text`, which is a value read at run time"])
  }

  @Test func loopVariablesAreDynamic() {
    let code = """
      func build() {
          for name in names { items.append(NSLocalizedString(name, comment: "Item")) }
          for (key, value) in options { menu.add(NSLocalizedString(key, comment: "Option"), value) }
          for literal in ["a", "b"] { items.append(NSLocalizedString(literal, comment: "Item")) }
      }
      """
    #expect(reported(code) == ["name", "key"])
    #expect(messages(code).allSatisfy { $0.hasSuffix("is a loop variable") })
  }

  /// A local given a literal key wherever it is set is a choice between literal keys; one
  /// set from a value, or changed in place, is not.
  @Test func localsSetOnlyToLiteralsAreChoicesOfLiterals() {
    let code = """
      func configure(flag: Bool, item: Item) {
          var a = flag ? "one" : "two"
          if item.isNew { a = "three" }
          label.text = NSLocalizedString(a, comment: "")
          var b = "one"
          if item.isNew { b = item.title }
          label.text = NSLocalizedString(b, comment: "")
          var c = "one"
          c += ".suffix"
          label.text = NSLocalizedString(c, comment: "")
          let d: String
          if flag { d = "x" } else { d = "y" }
          label.text = NSLocalizedString(d, comment: "")
          let e = [item.title, "z"].map { NSLocalizedString($0, comment: "") }
      }
      """
    #expect(reported(code) == ["b", "c", "$0"])
  }

  @Test func wrapperCallsAreJudgedInsteadOfTheLookup() {
    let literal = """
      func row(_ key: String, detail: String) -> Row {
          Row(title: NSLocalizedString(key, comment: "Settings row"), detail: detail)
      }
      let a = row("settings.sound", detail: "")
      let b = row(Keys.volume, detail: "x")
      """
    #expect(reported(literal).isEmpty)

    let mixed = """
      func row(_ key: String, detail: String) -> Row {
          Row(title: NSLocalizedString(key, comment: "Settings row"), detail: detail)
      }
      let a = row("settings.sound", detail: "")
      let b = row("settings." + name, detail: "x")
      let c = self.row(model.key, detail: "y")
      """
    #expect(reported(mixed) == [#""settings." + name"#, "model.key"])
    #expect(
      messages(mixed).first
        == "`row(_:detail:)` looks this argument up as a localization key, and it is not a literal")
  }

  @Test func wrapperOfAWrapperIsFollowed() {
    let code = """
      func title(_ key: String) -> String { NSLocalizedString(key, comment: "Title") }
      func header(_ key: String) -> String { title(key).uppercased() }
      let h = header("feed.header")
      let g = header(kind.rawValue)
      """
    #expect(reported(code) == ["kind.rawValue"])
  }

  @Test func initializerParametersAreJudgedAtTheTypesCalls() {
    let code = """
      final class Cell {
          init(titleKey: String) { label.text = NSLocalizedString(titleKey, comment: "Cell title") }
      }
      let a = Cell(titleKey: "cell.title")
      let b = Cell(titleKey: item.name)
      """
    #expect(reported(code) == ["item.name"])
  }

  @Test func closureParametersAndVariablesAreDynamic() {
    let code = """
      let titles = keys.map { key in NSLocalizedString(key, comment: "Title") }
      var current = "tab.feed"
      let t = NSLocalizedString(current, comment: "Tab")
      """
    #expect(
      messages(code) == [
        "localization key `key` is a closure parameter", "localization key `current` is a variable",
      ])
  }

  @Test func constantsOfTheFileAndTypeAreStatic() {
    let code = """
      enum Keys {
          static let title = "settings.title"
          static var subtitle = "settings.subtitle"
      }
      struct Screen {
          let headerKey = "screen.header"
          func show() {
              label.text = NSLocalizedString(Keys.title, comment: "Title")
              label.text = NSLocalizedString(headerKey, comment: "Header")
              label.text = NSLocalizedString(self.headerKey, comment: "Header")
              label.text = NSLocalizedString(Keys.subtitle, comment: "Subtitle")
          }
      }
      """
    #expect(reported(code) == ["Keys.subtitle"])
  }

  @Test func constantsBuiltAtRunTimeAreDynamic() {
    let code = """
      func show(i: Int) {
          let key = "row.\\(i)"
          label.text = NSLocalizedString(key, comment: "Row")
      }
      """
    #expect(messages(code) == ["localization key `key` is built by interpolation at run time"])
  }

  @Test func choicesBetweenLiteralsAreStatic() {
    let code = """
      func pick(override: String?) {
          let a = NSLocalizedString(pinned ? "unpin" : "pin", comment: "Action")
          let b = NSLocalizedString(override ?? "fallback", comment: "Action")
          let c = NSLocalizedString(flag ? "on" : (other ? "maybe" : "off"), comment: "State")
      }
      """
    #expect(reported(code) == [#"override ?? "fallback""#])
  }

  @Test func localizationValueAndStringKeyFromStrings() {
    let code = """
      struct Chip: View {
          let raw: String
          let resource: LocalizedStringResource
          var body: some View {
              Text(LocalizedStringKey(raw))
              Text(LocalizedStringKey("\\(count) items"))
              Text(LocalizedStringKey(resource.key))
              Text(String(localized: String.LocalizationValue(raw)))
              Text(String(localized: "error.\\(code)"))
          }
      }
      """
    #expect(reported(code) == ["raw", "raw"])
  }

  @Test func interpolatedReceiverOfLocalized() {
    let code = """
      let a = "market.period.\\(rawValue)".localized
      let b = ("prefix." + id).localized
      let c = "plain.key".localized
      let d = item.title.localized
      """
    #expect(reported(code) == [#""market.period.\(rawValue)""#, #""prefix." + id"#])
  }

  @Test func stringExtensionWrappers() {
    let known = """
      extension String {
          var localized: String { NSLocalizedString(self, comment: "") }
          func localized(_ args: CVarArg...) -> String { String(format: NSLocalizedString(self, comment: ""), args) }
      }
      """
    #expect(reported(known).isEmpty)
    // Any member of a `String` extension that looks `self` up is a wrapper.
    let own = """
      extension String {
          var tr: String { NSLocalizedString(self, comment: "") }
      }
      """
    #expect(reported(own).isEmpty)
    // `self` of another type is a value read at run time.
    let other = """
      enum Tab: String {
          case feed
          var title: String { NSLocalizedString(self.rawValue, comment: "") }
          func key() -> String { NSLocalizedString(self, comment: "") }
      }
      """
    #expect(!reported(other).isEmpty)
  }

  @Test func lookupsNamedForLocalizationAreWrappers() {
    let named = """
      func t(_ key: String) -> String { NSLocalizedString(key, comment: "") }
      func localizeWithFallback(_ key: String) -> String { NSLocalizedString(key, comment: "") }
      """
    #expect(reported(named).isEmpty)
    let plain = """
      func settingsRowTitle(named name: String) -> String { NSLocalizedString(name, comment: "") }
      """
    #expect(reported(plain).count == 1)
  }

  @Test func configuredFunctionsAreLookupsAndWrappers() {
    var options = RuleOptions()
    options.localizationFunctions = ["L"]
    let code = """
      func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }
      let a = L("title")
      let b = L(item.name)
      """
    let bytes = Array(code.utf8)
    let found = run(DynamicLocalizationKey(), code, options: options)
      .map { String(decoding: bytes[$0.start.offset..<$0.end.offset], as: UTF8.self) }
    #expect(found == ["item.name"])
    // Without the configuration, `L` is a wrapper of the file like any other.
    #expect(reported(code) == ["item.name"])
  }

  @Test func namesDeclaredElsewhereAreLeftAlone() {
    let code = """
      extension SettingsView {
          func show() {
              label.text = NSLocalizedString(titleKey, comment: "Title")
              label.text = NSLocalizedString(Constants.subtitleKey, comment: "Subtitle")
          }
      }
      """
    #expect(reported(code).isEmpty)
  }

  @Test func skipsTestFiles() {
    let code = #"let t = NSLocalizedString("row." + id, comment: "Row")"#
    #expect(messages(code, path: "Tests/AppTests/RowTests.swift").isEmpty)
    var options = RuleOptions()
    options.includeTestsAndPreviews = true
    #expect(messages(code, options: options, path: "Tests/AppTests/RowTests.swift").count == 1)
  }
}

extension DynamicLocalizationKeyTests {
  @Test func stringKeysOfTextRenderingMarkdownAreLeftAlone() {
    let code = """
      struct Info: View {
          let rawTitle: String
          let viewModel: InfoViewModel
          var body: some View {
              Text(LocalizedStringKey(viewModel.subtitle))
              Text(LocalizedStringKey(String(format: footer, url.absoluteString)))
              Text(LocalizedStringKey(NSLocalizedString("server.error", comment: "Error")))
              ForEach(notes, id: \\.self) { note in Text(LocalizedStringKey(note)) }
              Text(LocalizedStringKey(rawTitle))
              Text(LocalizedStringKey(self.rawTitle))
              Text(LocalizedStringKey("tag." + rawTitle))
          }
      }
      """
    #expect(reported(code) == ["rawTitle", "self.rawTitle", #""tag." + rawTitle"#])
  }

  @Test func ternaryConditionsWithOperators() {
    let code = """
      func title(type: Int) -> String {
          String.localized(type == voice ? "voice_message" : "audio")
      }
      let b = NSLocalizedString(count > 1 ? "items." + kind.rawValue : "item", comment: "Items")
      """
    #expect(reported(code) == [#"count > 1 ? "items." + kind.rawValue : "item""#])
  }
}

extension DynamicLocalizationKeyTests {
  @Test func localizedTextAsAKeyIsLeftAlone() {
    let code = """
      let a = NSLocalizedString(NSLocalizedString("series.title", comment: "Title"), comment: "")
      let b = NSLocalizedString(String(rawValue), comment: "")
      """
    #expect(reported(code) == ["String(rawValue)"])
  }
}

extension DynamicLocalizationKeyTests {
  @Test func optionalChainsAndConstantsOfParameters() {
    let code = """
      func title(_ raw: String) -> String {
          let key = raw
          return NSLocalizedString(key, comment: "Title")
      }
      let a = title("tab.feed")
      func show(item: Item?) {
          label.text = NSLocalizedString(item?.key ?? "fallback", comment: "Item")
      }
      """
    #expect(reported(code) == [#"item?.key ?? "fallback""#])
    #expect(messages(code) == ["localization key is chosen at run time"])
  }

  /// A value's own key is exempt only in a member of its type named for localization,
  /// and only when its name says it is a key.
  @Test func ownKeysCountOnlyInLookupMembers() {
    let code = """
      struct Item {
          var key: String
          var title: String
          func localizedTitle() -> String { NSLocalizedString(title, comment: "") }
          func caption() -> String { NSLocalizedString(key, comment: "") }
          func localized() -> String { NSLocalizedString(key, comment: "") }
      }
      """
    #expect(reported(code) == ["title", "key"])
  }

  /// A lookup that only a log call reads is left alone; one handed to a UI API whose
  /// argument label is also an identifier's (`string:`) is not a log.
  @Test func lookupsInLogCallsAreLeftAlone() {
    let code = """
      func configure(item: Item, error: E) {
          print(NSLocalizedString(item.name, comment: ""))
          logger.error("failed: \\(NSLocalizedString(error.key, comment: ""))")
          label.attributedText = NSAttributedString(string: NSLocalizedString(item.name, comment: ""))
      }
      """
    #expect(reported(code) == ["item.name"])
  }
}
