import Testing

@testable import L10nAuditCore

@Suite struct HardcodedUIStringTests {
  func lines(_ code: String, options: RuleOptions = RuleOptions(), path: String = "Sources/App/File.swift")
    -> [Int]
  {
    Linter(rules: [HardcodedUIString()], options: options)
      .lint(SourceFile(path: path, text: code)).map(\.start.line)
  }

  @Test func pointsAtTheLiteral() {
    let d = run(HardcodedUIString(), #"label.text = "Your name""#)
    #expect(d.count == 1)
    #expect(d.first?.start.column == 14)
    #expect(d.first?.message.first?.isLowercase == false || d.first?.message.first == "`")
  }

  /// An HTTP method's name reads the same in every language; a sentence with one does not.
  /// A unit's symbol passed for an argument labeled for units is left alone; a word there
  /// (`"cores"`) stays reported.
  /// A key's name passed for a parameter of the file's own function named for keys is
  /// printed as the keyboard prints it; a word for the same parameter, or a key's name for
  /// another, is still text.
  /// `.localize()` is a lookup wrapper: a literal around one such piece joins localized
  /// text (`concatenated-localized-string`), it is no hardcoded sentence.
  @Test func localizeIsALookup() {
    let code = #"navigationItem.title = "Gogoro \("Battery Station".localize())""#
    #expect(run(HardcodedUIString(), code).isEmpty)
    #expect(run(ConcatenatedLocalizedString(), code).count == 1)
  }

  @Test func keyNamesForAKeyParameter() {
    let code = """
      func hint(_ key: String, _ label: String) -> some View { HStack { Text(key); Text(label) } }
      func hints() -> some View { VStack { hint("esc", "Close"); hint("Return", "Open") } }
      """
    #expect(run(HardcodedUIString(), code).map(\.start.line) == [2, 2, 2])
  }

  @Test func unitSymbolsForUnitArguments() {
    let code = """
      struct Stats: View {
          var body: some View {
              card(value: 1, unit: "kcal")
              card(value: 2, unit: "MB")
              card(value: 3, suffix: "kg")
              card(value: 4, unit: "cores")
          }
          func card(value: Int, unit: String = "", suffix: String = "") -> some View {
              HStack { Text(unit); Text(suffix) }
          }
      }
      """
    #expect(lines(code) == [6])
    #expect(ViewStringProperties.isUnitSymbol("km/h") && ViewStringProperties.isUnitSymbol("°C"))
    #expect(!ViewStringProperties.isUnitSymbol("days") && !ViewStringProperties.isUnitSymbol("mins"))
  }

  @Test func httpMethodNames() {
    #expect(lines(#"methodLabel.text = "GET""#).isEmpty)
    #expect(lines(#"methodLabel.text = "GET the latest data""#) == [1])
  }

  @Test func glyphNamesOfAnIconFont() {
    #expect(lines(#"inviteIcon.text = "schedule""#).isEmpty)
    #expect(lines(#"playLabel.text = playing ? "pause" : "play_arrow""#).isEmpty)
    #expect(lines(#"playLabel.text = playing ? "play_arrow" : "pause""#).isEmpty)
    // A word for a label not named for an icon, or beside another word, is text.
    #expect(lines(#"statusLabel.text = "scheduled""#) == [1])
    #expect(lines(#"playLabel.text = playing ? "pause" : "play""#) == [1, 1])
    #expect(lines(#"inviteIcon.text = "Scheduled for later""#) == [1])
  }

  @Test func hardwarePartsAndCodesOfCapitalsAndDigits() {
    #expect(lines(#"gaugeLabel.text = "GPU""#).isEmpty)
    #expect(lines(#"pollutantLabel.text = "PM2.5""#).isEmpty)
    #expect(lines(#"pollutantLabel.text = "CO2""#).isEmpty)
    // Capitals alone may be a word set in capitals; a code needs a digit.
    #expect(lines(#"badgeLabel.text = "TOTAL""#) == [1])
    #expect(lines(#"badgeLabel.text = "TOP 10 picks""#) == [1])
  }

  /// The `#else` of a negated internal-build term runs only in internal builds; its `#if`
  /// branch, and the `#else` of any other condition, run for users.
  @Test func theElseOfANegatedInternalBuild() {
    let code = """
      #if !targetEnvironment(simulator)
      label.text = "Camera ready"
      #else
      label.text = "Camera is unavailable on simulator"
      #endif
      #if !DEBUG
      label.text = "Release notes"
      #else
      label.text = "Debug notes"
      #endif
      #if os(iOS)
      label.text = "Phone settings"
      #else
      label.text = "Mac settings"
      #endif
      #if !targetEnvironment(simulator) && os(iOS)
      label.text = "Camera only"
      #else
      label.text = "No camera here"
      #endif
      """
    #expect(lines(code) == [2, 7, 12, 14, 17, 19])
  }

  @Test func uiKitAppKitAndNotifications() {
    let code = """
      button.setTitle("Save changes", for: .normal)
      let a = UIAlertController(title: "Oops", message: "Try again", preferredStyle: .alert)
      alert.addButton(withTitle: "Delete")
      let item = NSMenuItem(title: "Quit App", action: nil, keyEquivalent: "q")
      let field = NSTextField(labelWithString: "No results")
      content.subtitle = "Drink water"
      window.title = "Preferences"
      """
    #expect(lines(code) == [1, 2, 2, 3, 4, 5, 6, 7])
  }

  @Test func multiLineRawAndInterpolatedLiterals() {
    let code = """
      label.text = \"\"\"
          Nothing here yet
          \"\"\"
      label.text = #"Raw "quoted" text"#
      label.text = "Found \\(n) results"
      """
    #expect(lines(code) == [1, 4, 5])
  }

  @Test func localLetReachingASinkInTheSameFunction() {
    let code = """
      func f() {
          let message = "Could not save"
          alert.messageText = message
      }
      func g() {
          let key = "Welcome back"
          UserDefaults.standard.set(true, forKey: key)
      }
      """
    #expect(lines(code) == [2])
  }

  @Test func swiftUIStringOverloadThroughALet() {
    let code = """
      var body: some View {
          let caption = "Tap to continue"
          let key: LocalizedStringKey = "Tap to stop"
          VStack { Text(caption); Text(key); Text("Literal is a key") }
      }
      """
    #expect(lines(code) == [2])
  }

  @Test func leavesLocalizedAndMachineTextAlone() {
    let code = """
      label.text = NSLocalizedString("a", comment: "Visible comment")
      label.text = "key.name".localized
      label.accessibilityIdentifier = "Save Button"
      label.text = "\\(value) MHz"
      label.text = "—"
      label.text = "Hello " + name
      """
    #expect(lines(code).isEmpty)
  }

  @Test func literalsSplitOverLinesAreOneValue() {
    let code = """
      alert.informativeText = "This cannot be undone. " +
          "Do you want to continue?"
      """
    #expect(lines(code) == [1])
  }

  @Test func brandTermsAreNotText() {
    var options = RuleOptions()
    options.brandTerms = ["Ice Cubes"]
    #expect(lines(#"window.title = "Ice Cubes""#, options: options).isEmpty)
    #expect(lines(#"window.title = "Welcome to Ice Cubes""#, options: options) == [1])
  }

  @Test func customUIAPIsFromOptions() {
    var options = RuleOptions()
    options.customUIAPIs = ["SummaryLabel(text:)", ".subtitleText"]
    let code = """
      let s = SummaryLabel(text: "Total due")
      cell.subtitleText = "Tap to edit"
      """
    #expect(lines(code).isEmpty)
    #expect(lines(code, options: options) == [1, 2])
  }

  @Test func testsAndPreviewsAreSkippedUnlessAsked() {
    let code = #"label.text = "Your name""#
    #expect(lines(code, path: "Tests/AppTests/ProfileTests.swift").isEmpty)
    var options = RuleOptions()
    options.includeTestsAndPreviews = true
    #expect(lines(code, options: options, path: "Tests/AppTests/ProfileTests.swift") == [1])
    let preview = """
      #Preview {
          let v = UILabel()
          v.text = "Sample"
          return v
      }
      """
    #expect(lines(preview).isEmpty)
    #expect(lines(preview, options: options) == [3])
    // `#Preview(body: { … })`: the body is an argument.
    let argument = preview.replacingOccurrences(of: "#Preview {", with: "#Preview(body: {") + ")"
    #expect(lines(argument).isEmpty)
    #expect(lines(argument, options: options) == [3])
  }

  @Test func enumRawValuesAndDescriptionsAreNotUI() {
    let code = """
      enum Keys: String { case title = "Title Case" }
      struct Z: CustomStringConvertible {
          var description: String { label.text = "Zone state"; return "" }
      }
      """
    #expect(lines(code).isEmpty)
  }

  @Test func genericPropertiesNeedAUIOwner() {
    let code = """
      podcast.title = "Sample Podcast"
      request.body = "Hello there"
      navigationItem.title = "Profile"
      statusItem.button?.title = "Paused"
      self.title = "Help"
      """
    #expect(lines(code) == [3, 4, 5])
  }

  @Test func attributedStringsAreDisplayText() {
    let code = """
      private let credits = NSAttributedString(string: "Thanks to everyone")
      let line = NSAttributedString(string: "\\n\\n")
      """
    #expect(lines(code) == [1])
  }

  @Test func debugOnlyCodeIsSkipped() {
    let code = """
      #if DEBUG
      label.text = "Build flags"
      #else
      label.text = "Release notes"
      #endif
      final class NetworkDebugViewController { func f() { label.text = "Reset" } }
      """
    #expect(lines(code) == [4])
    #expect(lines(#"label.text = "Reset""#, path: "Sources/App/SyncDebugMenu.swift").isEmpty)
    let members = """
      extension Template {
          var debugTitle: String { label.text = "Now Playing"; return "" }
          func debugMenu() { label.text = "Reset cache" }
          func debugging() { label.text = "Still shown" }
          var debug: String { label.text = "Also shown"; return "" }
          func promptToSendDebugLogs() { alert.title = "Send logs to support?" }
      }
      """
    #expect(lines(members) == [4, 5, 6])
  }

  @Test func brandTermsLongestFirst() {
    var options = RuleOptions()
    options.brandTerms = ["Stats", "System Stats"]
    #expect(lines(#"label.text = "System Stats""#, options: options).isEmpty)
    #expect(lines(#"label.text = "Show Stats""#).count == 1)
  }

  @Test func theTopFolderNamesTheProduct() {
    let code = """
      func f() {
          navigationItem.title = "Cryptomator"
          alert.messageText = "Home Assistant"
          settingsItem.title = "Settings"
      }
      """
    let found = run(HardcodedUIString(), code, path: "HomeAssistant/Settings/Cryptomator.swift")
    // "Home Assistant" is the top folder's name; "Settings" names a deeper folder only,
    // and "Cryptomator" the file.
    #expect(found.map(\.start.line) == [2, 4])
    #expect(NaturalLanguage.namesAFolder(of: "./Cryptomator/A.swift", "Cryptomator"))
    #expect(!NaturalLanguage.namesAFolder(of: "Cryptomator.swift", "Cryptomator"))
    // A system's name beside the product's is still the product's name.
    #expect(NaturalLanguage.namesAFolder(of: "HDrezka/macOS/About.swift", "HDrezka macOS"))
    #expect(NaturalLanguage.namesAFolder(of: "VoiceInk/Views/License.swift", "VoiceInk Pro"))
    #expect(NaturalLanguage.namesAFolder(of: "InputSourcePro/Views/A.swift", "Input Source Pro"))
    #expect(!NaturalLanguage.namesAFolder(of: "VoiceInk/Views/License.swift", "Pro"))
    #expect(!NaturalLanguage.namesAFolder(of: "HDrezka/macOS/About.swift", "macOS"))
    #expect(!NaturalLanguage.namesAFolder(of: "HDrezka/macOS/About.swift", "HDrezka for you"))
    // Styled in capitals, as a logo.
    #expect(NaturalLanguage.namesAFolder(of: "MetaX/Features/Album.swift", "METAX"))
  }

  /// Syntax shown as an example, a Markdown link's address and a compound unit are not
  /// words to translate; a sentence with a full stop or a link's label is.
  @Test func codeSamplesLinkTargetsAndUnitsAreNotText() {
    let code = #"""
      func f(prefix: String, label: String, rate: String) {
          field.placeholder = "example.com example.org *example.gov"
          field.placeholder = "article, li.post, [data-testid=card]"
          field.placeholder = "h2, .title"
          field.placeholder = "img, .hero img"
          let attributed = try? AttributedString(markdown: "\(prefix) [\(label)](https://example.com/data-source)")
          speedLabel.text = "\(rate) mm/h"
          field.placeholder = "try again."
          label.text = "[Learn more](https://example.com)"
      }
      """#
    #expect(run(HardcodedUIString(), code).map(\.start.line) == [8, 9])
  }
}

@Suite struct DebugFolderTests {
  /// A type named for logs whose texts name log levels is a developer's log console; a
  /// log users keep (`FoodLogView`) is not, nor a type whose name only contains `Log`.
  @Test func aLogConsoleIsDebugCode() {
    func lines(_ type: String, _ levels: String) -> [Int] {
      let code = """
        final class \(type): UIViewController {
          let levels = [\(levels)]
          func f() { title = "Entries" }
        }
        """
      return run(HardcodedUIString(), code).map(\.start.line)
    }
    #expect(lines("LogsViewController", #""Debug", "Warning""#) == [])
    #expect(lines("AppLogViewController", #""Info", "Error""#) == [])
    #expect(lines("FoodLogViewController", #""Breakfast", "Error""#) == [3])
    #expect(lines("LoginViewController", #""Debug", "Warning""#) == [3])
    #expect(lines("CatalogViewController", #""Debug", "Warning""#) == [3])
  }

  @Test func aFolderNamedForDebuggingIsDebugCode() {
    let code = #"func f() { label.text = "Tap for more" }"#
    #expect(run(HardcodedUIString(), code, path: "App/Modules/DebugMenu/Cells/StateCell.swift").isEmpty)
    #expect(run(HardcodedUIString(), code, path: "App/Sources/DebugMenu.swift").isEmpty)
    // Above the file's three nearest folders the path names where the audit runs.
    #expect(run(HardcodedUIString(), code, path: "Debug/Projects/App/Sources/Views/Cell.swift").count == 1)
    #expect(run(HardcodedUIString(), code, path: "App/Sources/Views/Cell.swift").count == 1)
  }

  @Test(arguments: [
    ("#if targetEnvironment(simulator)", true), ("#if ENABLE_LOGGING", true), ("#if !RELEASE", true),
    ("#if MOCK_API", true), ("#if ENABLE_STATUS", false), ("#if RELEASE", false),
    ("#if DEBUG || BETA", false), ("#if !PROD", true), ("#if DEBUG || !PROD", true),
    ("#if !PROD || DEBUG", true), ("#if !PROD && FEATURE", false), ("#if !BETA", false),
    ("#if targetEnvironment(macCatalyst)", false),
  ])
  func internalBuildConditions(condition: String, skipped: Bool) {
    let code = "\(condition)\nfunc f() { label.text = \"Tap for more\" }\n#endif\n"
    #expect(run(HardcodedUIString(), code).isEmpty == skipped, "\(condition)")
  }
}

@Suite struct NotLocalizedCommentTests {
  @Test func aTodoThatAdmitsTheTextIsNotLocalizedYetStaysReported() {
    let code = """
      func show() {
          // TODO: not localized yet, do not translate for now
          label.text = "Welcome back"
          // doesn't need localization
          other.text = "Build server"
      }
      """
    #expect(reportedTexts(HardcodedUIString(), code) == ["\"Welcome back\""])
  }
}

@Suite struct HardcodedUIStringWrapperArgumentTests {
  @Test func unlabeledArgumentsMatchTheirParameterByPosition() {
    let code = """
      final class Downloads {
        private func notify(_ id: String, _ title: String, _ subtitle: String? = nil, _ category: String? = nil) {
          let content = UNMutableNotificationContent()
          content.title = title
          if let subtitle { content.subtitle = subtitle }
          if let category { content.categoryIdentifier = category }
        }
        func done(_ id: String) {
          notify(id, String(localized: "Download finished"), nil, "open")
          notify(id, "Download failed")
          notify(id, String(localized: "Failed"), "Try again later", "retry")
        }
      }
      """
    let found = Linter(rules: [HardcodedUIString()]).lint(SourceFile(path: "Sources/App/D.swift", text: code))
    #expect(found.map(\.start.line) == [10, 11], "\(found.map(\.message))")
    #expect(found.first?.message.contains("`.title`") == true)
    #expect(found.last?.message.contains("`.subtitle`") == true)
  }
}

@Suite struct DebugGateTests {
  /// A run in the simulator is no user's: it gates debug code beside flags of internal
  /// builds; beside a flag users set, it does not.
  @Test func theSimulatorGatesDebugCode() {
    let gated =
      #"func f() { if Env.isSimulator || Env.isDebug || Env.isTestFlight { label.text = "Set API Host" } }"#
    #expect(run(HardcodedUIString(), gated).isEmpty)
    let shown = #"func f() { if Env.isSimulator || userAskedForIt { label.text = "Set API Host" } }"#
    #expect(run(HardcodedUIString(), shown).count == 1)
  }

  @Test func aNegatedFlagThatHidesDebugCodeGatesIt() {
    let code = """
      func menu() {
          if !viewModel.hidesDebugSection {
              label.text = "Copy Firebase Device Token"
          }
          if viewModel.hidesDebugSection {
              label.text = "Debugging is off"
          }
          if !isDebug {
              label.text = "Welcome back"
          }
          if settings.debugMode {
              label.text = "Reset the cache"
          }
          if (AppEnvironment.isDebug || isNonProductionEnvironment) && !simulatesProduction {
              label.text = "Reset the purchases"
          }
          if !AppEnvironment.isDebug && !simulatesProduction {
              label.text = "Restore your purchases"
          }
          if !self.debugMode {
              label.text = "Share your album"
          }
          if mode == .debug {
              label.text = "Dump the store"
          }
          if onboardingDone || skipOnboardingForDebug {
              label.text = "Your journal"
          }
      }
      """
    let found = Linter(rules: [HardcodedUIString()]).lint(
      SourceFile(path: "Sources/App/Menu.swift", text: code))
    #expect(found.map(\.start.line) == [6, 9, 18, 21, 27])
  }
}

@Suite struct HardcodedShellPromptTests {
  /// A shell's prompt shown in a terminal's preview is no text to translate; words with
  /// an at sign still are.
  @Test func aShellPromptIsNoText() {
    #expect(!NaturalLanguage.isNaturalLanguage("pastfly@server:~$ "))
    #expect(!NaturalLanguage.isNaturalLanguage("root@host:/var# "))
    #expect(!NaturalLanguage.isShellPrompt("\t\n@:fF%"))
    #expect(!NaturalLanguage.isShellPrompt("Mail me @ home: 50%"))
    #expect(NaturalLanguage.isNaturalLanguage("Write to us at help@example.com: we answer in a day"))
    #expect(run(HardcodedUIString(), #"func f() { label.text = "pastfly@server:~$ " }"#).isEmpty)
    #expect(run(HardcodedUIString(), #"func f() { label.text = "Signed in as anna@host" }"#).count == 1)
  }

  /// The coined name of an Xcode project of the tree is the app's: `"BChat"` under
  /// `BChat.xcodeproj` is left alone; a project named for a word (`Weather`) names nothing.
  @Test func theCoinedNameOfTheXcodeProjectIsTheAppName() {
    func reported(project: String) -> [String] {
      let pbxproj = "\t\tknownRegions = (\n\t\t\ten,\n\t\t\tvi,\n\t\t);\n"
      let swift = """
        import UIKit
        final class ChatViewController: UIViewController {
          override func viewDidLoad() {
            let alert = UIAlertController(title: "BChat", message: "Could not accept", preferredStyle: .alert)
            present(alert, animated: true)
            title = "Weather"
          }
        }
        """
      let files = [
        ("\(project).xcodeproj/project.pbxproj", pbxproj),
        ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
        ("vi.lproj/Localizable.strings", "\"a\" = \"A\";\n"), ("App/ChatViewController.swift", swift),
      ]
      return auditProject(files.map { ($0.0, Array($0.1.utf8)) }, rules: [HardcodedUIString()]).map {
        "\($0.start.line):\($0.start.column)"
      }
    }
    #expect(reported(project: "BChat") == ["4:60", "6:13"])
    #expect(reported(project: "Weather") == ["4:42", "4:60", "6:13"])
  }
}
