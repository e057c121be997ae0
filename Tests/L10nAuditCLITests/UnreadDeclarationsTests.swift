import Foundation
import L10nAuditCore
import Testing

@testable import L10nAuditCLI

/// A date finding in code that nothing runs shows nothing wrong to anyone: a formatter in a
/// `static let` that no file names, a pattern in a `private func` that nothing calls. The
/// files of an app (built by an Xcode project of the tree) are judged so; other trees, and
/// the text rules, keep every finding.
@Suite struct UnreadDeclarationsTests {
  /// An Xcode project whose synchronized folder `App` builds every file in it.
  static let project = """
    // !$*UTF8*$!
    {
    	objects = {
    		B1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = App; sourceTree = "<group>"; };
    	};
    }

    """

  /// The lines (`FILE:LINE`) the audit reports with `rule`, for a tree of `files` and an
  /// Xcode project that builds them (unless `app` is false).
  func reported(_ files: [String: String], rule: String, app: Bool = true, paths: [String]? = nil) throws
    -> [String]
  {
    var files = files
    if app { files["App.xcodeproj/project.pbxproj"] = Self.project }
    let tree = try TempTree(files)
    let roots = paths.map { $0.map { tree.path($0) } } ?? [tree.path()]
    let r = runTool(["--no-color", "--rules", rule] + roots)
    return r.out.split(separator: "\n").filter { $0.contains(": warning: ") }.map { line in
      let parts = line.split(separator: ":")
      return "\(parts[0].split(separator: "/").last!):\(parts[1])"
    }
  }

  static let dateFormats = """
    import Foundation

    enum Formats {
      static let shortDate: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "dd/MM/yyyy"
        return f
      }()
      static let stamp: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "dd.MM.yyyy HH:mm"
        return f
      }()
    }

    """

  /// A view controller whose `viewDidLoad` (run by UIKit) runs `body`: code that runs.
  static func runs(_ body: String, type: String = "Runner") -> String {
    "import UIKit\n\nfinal class \(type): UIViewController {\n  override func viewDidLoad() {\n    \(body)\n  }\n}\n"
  }

  static let view = runs("_ = Formats.stamp.string(from: Date())")

  @Test func aStaticNoFileNamesIsLeftAlone() throws {
    let found = try reported(
      ["App/Formats.swift": Self.dateFormats, "App/View.swift": Self.view],
      rule: "fixed-format-missing-locale")
    #expect(found == ["Formats.swift:10"])
  }

  /// A name the tree writes only where it declares it is read nowhere, however many
  /// types declare it: two classes' `stringFromDate` that nothing calls. Called once, both
  /// stay (the byte search cannot tell which one runs).
  @Test func namesOnlyDeclaredAreUnread() throws {
    func helper(_ type: String) -> String {
      """
      import Foundation
      final class \(type) {
        class func stringFromDate(date: Date, format: String) -> String {
          let formatter = DateFormatter()
          formatter.dateFormat = format
          return formatter.string(from: date)
        }
      }

      """
    }
    let files = ["App/A.swift": helper("A"), "App/B.swift": helper("B")]
    let rule = "fixed-format-missing-locale"
    #expect(try reported(files, rule: rule) == [])
    var called = files
    called["App/View.swift"] = Self.runs("_ = A.stringFromDate(date: Date(), format: \"dd/MM\"); _ = B.self")
    #expect(try reported(called, rule: rule) == ["A.swift:4", "B.swift:4"])
  }

  /// A function whose body opens on the line after its signature is as unread as one
  /// whose brace ends the signature's line.
  @Test func aBraceOnItsOwnLineOpensTheFunction() throws {
    let files = [
      "App/Extensions.swift": """
      import Foundation
      extension String
      {
          func stringToDateString() -> String
          {
              let formatter = DateFormatter()
              formatter.dateFormat = "dd/MM/yyyy H:mm:ss"
              return formatter.string(from: Date())
          }
      }

      """,
      "App/View.swift": Self.runs("// label.text = stamp.stringToDateString()"),
    ]
    let rule = "fixed-format-missing-locale"
    #expect(try reported(files, rule: rule) == [])
    var called = files
    called["App/View.swift"] = Self.runs("_ = \"1\".stringToDateString()")
    #expect(try reported(called, rule: rule) == ["Extensions.swift:6"])
  }

  /// A function whose name only its own body writes again (a local constant of the same
  /// name) is called by nothing.
  @Test func aNameReadOnlyInItsOwnBodyIsUnread() throws {
    let files = [
      "App/Helper.swift": """
      import Foundation
      final class Helper {
        class func calcAge(_ birthday: String) -> String {
          let formatter = DateFormatter()
          formatter.dateFormat = "MM/dd/yyyy"
          let calcAge = Calendar.current.dateComponents([.year], from: formatter.date(from: birthday) ?? Date(), to: Date())
          return String(calcAge.year ?? 0)
        }
      }

      """,
      "App/View.swift": Self.runs("_ = Helper.self"),
    ]
    let rule = "fixed-format-missing-locale"
    #expect(try reported(files, rule: rule) == [])
    var called = files
    called["App/View.swift"] = Self.runs("_ = Helper.calcAge(\"01/02/2000\")")
    #expect(try reported(called, rule: rule) == ["Helper.swift:4"])
  }

  /// A call commented out calls nothing; a name in a string (a selector's, a key's) may.
  @Test func aNameInACommentIsNoUse() throws {
    let files = [
      "App/Formats.swift": Self.dateFormats,
      "App/View.swift": """
      let site = "https://example.org" // Formats.stamp
      /* let old = Formats.shortDate */
      // let s = Formats.shortDate.string(from: Date())

      """,
    ]
    let rule = "fixed-format-missing-locale"
    #expect(try reported(files, rule: rule) == [])
    var named = files
    named["App/Keys.swift"] = Self.runs("_ = \"Formats.stamp\" // shortDate", type: "Keys")
    #expect(try reported(named, rule: rule) == ["Formats.swift:10"])
  }

  /// A name read only under `#if DEBUG` is read by nothing the app runs; one read in the
  /// `#else` branch, or after the block's `#endif`, is.
  @Test func aNameReadOnlyInDebugCodeIsUnread() throws {
    let debugOnly = Self.runs(
      "#if DEBUG\n    _ = Formats.stamp.string(from: Date())\n    #if os(iOS)\n    print(1)\n    #endif\n    #endif",
      type: "Debug")
    let rule = "fixed-format-missing-locale"
    #expect(
      try reported(["App/Formats.swift": Self.dateFormats, "App/Debug.swift": debugOnly], rule: rule) == [])
    let inElse = Self.runs(
      "#if DEBUG\n    print(0)\n    #else\n    _ = Formats.stamp.string(from: Date())\n    #endif",
      type: "Release")
    #expect(
      try reported(["App/Formats.swift": Self.dateFormats, "App/Release.swift": inElse], rule: rule) == [
        "Formats.swift:10"
      ])
    let after = Self.runs(
      "#if DEBUG\n    print(0)\n    #endif\n    _ = Formats.stamp.string(from: Date())", type: "After")
    #expect(
      try reported(["App/Formats.swift": Self.dateFormats, "App/After.swift": after], rule: rule) == [
        "Formats.swift:10"
      ])
  }

  /// A name read only in a `#Preview` body is read by nothing the app runs; one read after
  /// the body's closing brace is.
  @Test func aNameReadOnlyInAPreviewIsUnread() throws {
    let rule = "fixed-format-missing-locale"
    let preview = "import SwiftUI\n\n#Preview {\n  Text(Formats.stamp.string(from: Date()) + \"}\")\n}\n"
    #expect(
      try reported(["App/Formats.swift": Self.dateFormats, "App/Preview.swift": preview], rule: rule) == [])
    let after = preview + Self.runs("_ = Formats.stamp.string(from: Date())", type: "After")
    #expect(
      try reported(["App/Formats.swift": Self.dateFormats, "App/Preview.swift": after], rule: rule) == [
        "Formats.swift:10"
      ])
  }

  /// A name only tests read is read by nothing the app runs.
  @Test func aStaticOnlyTestsNameIsLeftAlone() throws {
    let test =
      "import XCTest\nfinal class FormatsTests: XCTestCase {\n  func testStamp() { _ = Formats.shortDate }\n}\n"
    let found = try reported(
      [
        "App/Formats.swift": Self.dateFormats, "App/View.swift": Self.view,
        "AppTests/FormatsTests.swift": test,
      ], rule: "fixed-format-missing-locale")
    #expect(found == ["Formats.swift:10"])
  }

  /// Without an Xcode project the tree may be a part of the code: every finding stays.
  /// So it does for a file given alone.
  @Test func outsideAnAppEveryFindingStays() throws {
    let files = ["App/Formats.swift": Self.dateFormats, "App/View.swift": Self.view]
    let rule = "fixed-format-missing-locale"
    #expect(try reported(files, rule: rule, app: false) == ["Formats.swift:5", "Formats.swift:10"])
    #expect(
      try reported(files, rule: rule, paths: ["App/Formats.swift"]) == [
        "Formats.swift:5", "Formats.swift:10",
      ])
  }

  @Test func aPrivateFunctionNothingCallsIsLeftAlone() throws {
    let found = try reported(
      [
        "App/Stamp.swift": """
        import Foundation

        struct Stamp {
          private func unused(_ d: Date) -> String {
            let f = DateFormatter()
            f.dateFormat = "dd/MM/yyyy"
            return f.string(from: d)
          }

          private func used(_ d: Date) -> String {
            let f = DateFormatter()
            f.dateFormat = "dd.MM.yyyy"
            return f.string(from: d)
          }

          var text: String { used(Date()) }
        }

        final class Runner: UIViewController {
          override func viewDidLoad() { _ = Stamp().text }
        }

        """
      ], rule: "fixed-format-missing-locale")
    #expect(found == ["Stamp.swift:11"])
  }

  /// Overrides and `@objc` members are run from outside the project's code, named or not;
  /// an `actor`'s methods are members, not local functions.
  @Test func codeRunFromOutsideStays() throws {
    let found = try reported(
      [
        "App/Screen.swift": """
        import UIKit

        final class Screen: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let f = DateFormatter()
            f.dateFormat = "dd/MM/yyyy"
            title = f.string(from: Date())
          }

          @objc private func tapped() {
            let f = DateFormatter()
            f.dateFormat = "dd.MM.yyyy"
            title = f.string(from: Date())
          }
        }

        actor Fetcher {
          func stamp(_ d: Date) -> String {
            let f = DateFormatter()
            f.dateFormat = "MM/dd"
            return f.string(from: d)
          }
        }

        """,
        "App/Use.swift": Self.runs("Task { _ = await Fetcher().stamp(Date()) }"),
      ], rule: "fixed-format-missing-locale")
    #expect(found == ["Screen.swift:6", "Screen.swift:12", "Screen.swift:20"])
  }

  /// An instance method of a type that conforms only to protocols with no callback
  /// (`ObservableObject`) is called by the project or not at all; one of a type that adopts
  /// a delegate protocol, or of a subclass, may be called from outside.
  @Test func anInstanceMethodNoFileNamesIsLeftAlone() throws {
    func model(_ type: String, _ conformance: String) -> String {
      """
      import Foundation

      \(type)Model\(conformance) {
        func extractDate() -> String {
          let f = DateFormatter()
          f.dateFormat = "MMMM yyyy"
          return f.string(from: Date())
        }
        func shownDate() -> String {
          let f = DateFormatter()
          f.dateFormat = "dd/MM"
          return f.string(from: Date())
        }
      }

      """
    }
    let use = Self.runs("_ = CalendarModel().shownDate()")
    let inert = try reported(
      ["App/Model.swift": model("final class Calendar", ": ObservableObject"), "App/Use.swift": use],
      rule: "fixed-format-missing-locale")
    #expect(inert == ["Model.swift:10"])
    let delegate = try reported(
      [
        "App/Model.swift": model("final class Calendar", ": NSObject, ChartAxisFormatter"),
        "App/Use.swift": use,
      ],
      rule: "fixed-format-missing-locale")
    #expect(delegate == ["Model.swift:5", "Model.swift:10"])
  }

  /// A framework reaches the members of an extension that adds no conformance, and of a
  /// subclass that adopts no protocol, only through overrides and `@objc`: the others are
  /// called by the project or not at all. A member whose parameter has a framework type
  /// may be a delegate's callback (the conformance declared elsewhere); an `@objc`
  /// extension's members are reached by selector.
  @Test func aMemberOfAnExtensionOrSubclassNoFileNamesIsLeftAlone() throws {
    func stamp(_ name: String, _ parameters: String = "") -> String {
      """
        func \(name)(\(parameters)) -> String {
          let f = DateFormatter()
          f.dateFormat = "dd/MM/yyyy"
          return f.string(from: Date())
        }
      """
    }
    let found = try reported(
      [
        "App/Date+Text.swift": """
        import UIKit

        extension Date {
        \(stamp("unusedText"))
        \(stamp("shownText"))
        }

        extension Screen {
        \(stamp("unusedTitle"))
        \(stamp("numberOfSections", "in tableView: UITableView"))
        }

        @objc extension Screen {
        \(stamp("refreshTitle"))
        }

        final class TokenCell: UITableViewCell {
        \(stamp("formattedDate"))
        }

        final class Listener: NSObject, URLSessionDelegate {
        \(stamp("sessionText"))
        }

        final class Socket: WebSocketDelegate {
        \(stamp("didConnect"))
        }

        final class TimeAxis: AxisValueFormatter {
        \(stamp("stringForValue"))
        }

        """,
        "App/Use.swift": Self.runs("_ = Date().shownText()"),
      ], rule: "fixed-format-missing-locale")
    #expect(
      found == [
        "Date+Text.swift:10", "Date+Text.swift:23", "Date+Text.swift:31", "Date+Text.swift:47",
        "Date+Text.swift:55", "Date+Text.swift:63",
      ])
  }

  /// Sentences built in code that nothing runs show no one anything: the concatenation
  /// and plural rules judge them as the date rules do.
  @Test func textBuiltInUncalledCodeIsLeftAlone() throws {
    let files = [
      "App/Summary.swift": """
      import UIKit

      extension UILabel {
        func showElapsed(_ n: Int) {
          text = n == 1 ? "1 year ago" : "\\(n) years ago"
        }
        func showCount(_ n: Int) {
          text = n == 1 ? "1 file" : "\\(n) files"
        }
      }

      """,
      "App/Use.swift": Self.runs("UILabel().showCount(2)"),
    ]
    #expect(try reported(files, rule: "english-plural-branch") == ["Summary.swift:8"])
    #expect(try reported(files, rule: "english-plural-branch", app: false).count == 2)
  }

  /// A SwiftUI view that no other code names is never shown (no storyboard can name one):
  /// a literal for its `String` property there reaches no one. A view another file shows
  /// keeps its finding, and so does a view marked `@main`.
  @Test func aViewNoFileNamesIsLeftAlone() throws {
    func screen(_ name: String) -> String {
      """
      struct \(name): View {
        var body: some View { Badge(title: "Saved") }
      }

      """
    }
    let badge = """
      import SwiftUI

      struct Badge: View {
        let title: String
        var body: some View { Text(title) }
      }

      """
    let found = try reported(
      [
        "App/Badge.swift": badge, "App/Summary.swift": "import SwiftUI\n\n" + screen("Summary"),
        "App/Home.swift": "import SwiftUI\n\n" + screen("Home"),
        "App/Root.swift": """
        import SwiftUI

        @main struct TheApp: App {
          var body: some Scene { WindowGroup { Root() } }
        }

        struct Root: View {
          var body: some View { Home() }
        }

        """,
      ], rule: "string-typed-ui-property")
    #expect(found == ["Home.swift:4"])
  }

  /// A key looked up in a view nothing shows shows no one its missing text.
  @Test func aMissingKeyInAViewNothingShowsIsLeftAlone() throws {
    func view(_ name: String, _ key: String) -> String {
      """
      import SwiftUI

      private struct \(name): View {
        var body: some View { Text(NSLocalizedString("\(key)", comment: "")) }
      }

      """
    }
    var files = [
      "App/en.lproj/Localizable.strings": "\"title\" = \"Weather\";\n",
      "App/Header.swift": view("HeaderView", "forecast_header"),
      "App/Footer.swift": view("FooterView", "forecast_footer")
        + Self.runs("_ = FooterView()", type: "Footer"),
    ]
    #expect(try reported(files, rule: "catalog-missing-key") == ["Footer.swift:4"])
    files["App/Header.swift"]! += Self.runs("_ = HeaderView()", type: "Header")
    #expect(try reported(files, rule: "catalog-missing-key") == ["Footer.swift:4", "Header.swift:4"])
  }

  /// Text set to a property of the file's own that the tree only declares, sets or
  /// labels an argument with reaches no one; one a view reads is shown. A framework's
  /// property (`title` of a view controller) is read by the framework, an `Encodable`
  /// type's by the encoder.
  @Test func textSetToAPropertyNothingReadsIsLeftAlone() throws {
    let model = """
      import UIKit

      final class WorkspaceModel {
        private(set) var detailText = ""
        private(set) var shownText = ""

        func select(_ name: String) {
          detailText = NSLocalizedString("detail.name", comment: "") + name + NSLocalizedString("detail.end", comment: "")
          shownText = NSLocalizedString("detail.name", comment: "") + name + NSLocalizedString("detail.end", comment: "")
        }
      }

      final class Screen: UIViewController {
        func show(_ name: String) {
          title = NSLocalizedString("detail.name", comment: "") + name + NSLocalizedString("detail.end", comment: "")
        }
      }

      struct Report: Encodable {
        var summary = ""
        mutating func fill(_ name: String) {
          summary = NSLocalizedString("detail.name", comment: "") + name + NSLocalizedString("detail.end", comment: "")
        }
      }

      """
    let use = Self.runs(
      """
      let m = WorkspaceModel(); let s = Screen()
          m.select("x"); s.show("x"); var r = Report(); r.fill("x")
          let row = Row(detailText: "")
          title = m.shownText + row.label
      """)
    let found = try reported(
      ["App/Model.swift": model, "App/Use.swift": use], rule: "concatenated-localized-string")
    #expect(found == ["Model.swift:9", "Model.swift:15", "Model.swift:22"])
  }

  /// Text in code that is never called is still code (RULES.md): the text rules keep it.
  @Test func textInUncalledCodeStays() throws {
    let found = try reported(
      [
        "App/Screen.swift": """
        import UIKit

        final class Screen: UIViewController {
          private func unused() {
            title = "Old title"
          }
        }

        """
      ], rule: "hardcoded-ui-string")
    #expect(found == ["Screen.swift:5"])
  }

  /// A name read only inside code that is unread itself: a formatter read only by a
  /// helper that no file calls, and a function called only to make a global that no file
  /// reads. A reader that runs, or one of more than three reads, keeps the finding.
  @Test func namesReadOnlyByUnreadCodeAreUnread() throws {
    let formats =
      Self.dateFormats + """
        extension Date {
          func shortDateString() -> String { Formats.shortDate.string(from: self) }
          func stampString() -> String { Formats.stamp.string(from: self) }
        }

        let records: [Date] = loadDates("dates.json")
        func loadDates(_ name: String) -> [Date] {
          let f = DateFormatter()
          f.dateFormat = "yyyy-MM-dd"
          return [f.date(from: name)].compactMap { $0 }
        }

        """
    let use = Self.runs("_ = Date().stampString()")
    let found = try reported(
      ["App/Formats.swift": formats, "App/Use.swift": use], rule: "fixed-format-missing-locale")
    #expect(found == ["Formats.swift:10"])
    let readers = Self.runs("_ = Date().shortDateString(); _ = records", type: "All")
    let kept = try reported(
      ["App/Formats.swift": formats, "App/Use.swift": use, "App/All.swift": readers],
      rule: "fixed-format-missing-locale")
    #expect(kept == ["Formats.swift:5", "Formats.swift:10", "Formats.swift:22"])
  }

  /// A private name read only inside one declaration is unread when that declaration is:
  /// a cached formatter only an uncalled `decimalString(from:)` reads.
  @Test func aPrivateNameReadOnlyByUnreadCodeIsUnread() throws {
    let formatter = """
      import Foundation

      struct Formatter {
        private static var decimalFormatter: NumberFormatter = {
          let formatter = NumberFormatter()
          formatter.numberStyle = .decimal
          return formatter
        }()

        static func decimalString(from number: NSNumber) -> String? {
          return decimalFormatter.string(from: number)
        }

        static func idString(_ n: Int) -> String { String(n) }
      }

      """
    let rule = "static-cached-formatter"
    let other = Self.runs("title = Formatter.idString(2)")
    #expect(try reported(["App/Formatter.swift": formatter, "App/Use.swift": other], rule: rule) == [])
    let use = Self.runs("title = Formatter.decimalString(from: 2)")
    #expect(
      try reported(["App/Formatter.swift": formatter, "App/Use.swift": use], rule: rule) == [
        "Formatter.swift:4"
      ])
  }
}
