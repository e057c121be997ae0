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

  static let view = "func show(_ d: Date) -> String { Formats.stamp.string(from: d) }\n"

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
    called["App/View.swift"] = "let s = A.stringFromDate(date: Date(), format: \"dd/MM\")\n"
    #expect(try reported(called, rule: rule) == ["A.swift:4", "B.swift:4"])
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
        "App/Use.swift": "func use(_ f: Fetcher) async -> String { await f.stamp(Date()) }\n",
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
    let use = "func show(_ m: CalendarModel) -> String { m.shownDate() }\n"
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
}
