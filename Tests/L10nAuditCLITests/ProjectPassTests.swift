import Foundation
import Testing

@testable import L10nAuditCLI
@testable import L10nAuditCore

/// A literal `NSLocalizedString` key, with where it was looked up.
struct LookedUpKey: FileFact {
  var key: String
  var site: Site
}

/// A project rule for the tests: a literal key looked up in more than one file, reported
/// at each lookup after the first file's.
struct KeyInSeveralFiles: ProjectRule {
  let description = RuleDescription(
    id: "key-in-several-files", summary: "a key looked up in several files", severity: .warning,
    group: .uiText)

  func mayReport(in source: SourceFile) -> Bool { source.contains("NSLocalizedString") }

  func facts(in file: SyntaxFile, context: RuleContext) -> [any FileFact] {
    var out: [any FileFact] = []
    for (l, info) in file.literals.enumerated() {
      let open = Int(info.open)
      guard open >= 2, file.isWord(open - 2, "NSLocalizedString") else { continue }
      let site = file.site(Int(file[open].start)..<Int(file[Int(info.last)].end))
      out.append(LookedUpKey(key: file.value(ofLiteral: l), site: site))
    }
    return out
  }

  func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding] {
    var firstFile: [String: String] = [:]
    var out: [ProjectFinding] = []
    for file in files {
      for fact in file.facts(LookedUpKey.self) {
        let first = firstFile[fact.key, default: file.path]
        firstFile[fact.key] = first
        if first != file.path {
          out.append(ProjectFinding(site: fact.site, message: "`\(fact.key)` is also looked up in \(first)"))
        }
      }
    }
    return out
  }
}

/// An opt-in rule: it runs only when the configuration or `--rules` names it.
struct OptInYear: Rule {
  let description = RuleDescription(
    id: "opt-in-year", summary: "the word year", severity: .note, group: .dates, isDefault: false)

  func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] {
    (0..<file.count).filter { file.isWord($0, "year") }.map { finding(file[$0].range, "the word year") }
  }
}

@Suite struct ProjectPassTests {
  let registry: [any Rule] = RuleRegistry.all + [KeyInSeveralFiles(), OptInYear()]

  func audit(_ argv: [String]) throws -> (status: Int32, out: String, err: String) {
    let c = Captured()
    let status = AuditCommand(args: try Arguments.parse(argv), output: c.output, registry: registry).run()
    return (status, c.out, c.err)
  }

  let lookup = "let t = NSLocalizedString(\"greeting\", comment: \"\")\n"

  @Test func projectFindingsJoinTheFileFindingsInOrder() throws {
    let tree = try TempTree([
      "a.swift": lookup, "b.swift": "let year = 1\n" + lookup, "c.swift": "\n\n" + lookup,
    ])
    let r = try audit(["--no-color", "--rules", "key-in-several-files,week-based-year", tree.path()])
    #expect(r.status == 1)
    let lines = r.out.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "\(tree.path("b.swift")):2:27: warning: `greeting` is also looked up in \(tree.path("a.swift")) [key-in-several-files]",
        "\(tree.path("c.swift")):3:27: warning: `greeting` is also looked up in \(tree.path("a.swift")) [key-in-several-files]",
      ])
    #expect(r.err.contains("2 findings (key-in-several-files 2)"))
  }

  @Test func suppressionsBaselinesAndChangedLinesApply() throws {
    let tree = try TempTree([
      "a.swift": lookup,
      "b.swift": "// l10n-audit:disable-next-line key-in-several-files -- shared\n" + lookup,
      "c.swift": lookup,
    ])
    let r = try audit([
      "--format", "json", "--rules", "key-in-several-files", "--report-unused-suppressions", tree.path(),
    ])
    let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
    let findings = json["findings"] as! [[String: Any]]
    #expect(findings.map { $0["path"] as! String } == [tree.path("c.swift")])
    #expect(findings.map { $0["lineText"] as! String } == [String(lookup.dropLast())])

    let baseline = tree.path("baseline.json")
    #expect(try audit(["-q", "--write-baseline", baseline, tree.path()]).status == 0)
    #expect(try audit(["-q", "--baseline", baseline, tree.path()]).status == 0)

    let diff = tree.path("change.diff")
    try tree.write(
      "change.diff", Data("--- a/x\n+++ b/\(tree.path("a.swift"))\n@@ -1 +1 @@\n-x\n+\(lookup)".utf8))
    #expect(
      try audit(["-q", "--rules", "key-in-several-files", "--diff-file", diff, tree.path()]).status == 0)
  }

  @Test func optInRulesRunOnlyWhenNamed() throws {
    let tree = try TempTree(["a.swift": "let year = 1\n"])
    #expect(try audit(["-q", tree.path()]).status == 0)
    #expect(try audit(["-q", "--rules", "opt-in-year", tree.path()]).status == 1)
    try tree.write(".l10n-audit.json", Data(#"{"rules": {"opt-in-year": "warning"}}"#.utf8))
    let r = try audit(["--no-color", tree.path()])
    #expect(r.status == 1)
    #expect(r.out.contains("1:5: warning: the word year [opt-in-year]"))
  }

  @Test func filesWithoutFactsLeaveNoSummary() throws {
    let linter = Linter(rules: [KeyInSeveralFiles()])
    let plain = SourceFile(path: "p.swift", bytes: Array("let x = 1\n".utf8))
    #expect(linter.scan(plain, lines: LineTable(plain.bytes)).summary == nil)
    let withKey = SourceFile(path: "k.swift", bytes: Array(lookup.utf8))
    let summary = linter.scan(withKey, lines: LineTable(withKey.bytes)).summary
    #expect(summary?.facts(LookedUpKey.self).map(\.key) == ["greeting"])
    // The rules on by default leave nothing for a file whose only lookup is a sentence-like key.
    let defaults = RuleRegistry.all.filter(\.description.isDefault)
    #expect(Linter(rules: defaults).scan(withKey, lines: LineTable(withKey.bytes)).summary == nil)
  }

  /// A screen that only a `debug…` function of another file opens is a developer's tool:
  /// the rules that leave debug code alone leave it alone too. Opened from anywhere else
  /// as well, it is a screen users see.
  @Test func screensOnlyDebugCodeOpensAreLeftAlone() throws {
    let screen = """
      import UIKit
      final class TesterViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Tester"
        }
      }
      extension TesterViewController {
        func reset() { navigationItem.title = "Reset done" }
      }

      """
    let opener = """
      import UIKit
      final class HomeViewController: UIViewController {
        @objc func debugButtonTapped() { present(TesterViewController(), animated: true) }
        override func viewDidLoad() { title = "Home" }
      }

      """
    let tree = try TempTree(["Tester.swift": screen, "Home.swift": opener])
    let r = try audit(["--no-color", "--rules", "hardcoded-ui-string", tree.path()])
    #expect(r.status == 1)
    #expect(!r.out.contains("Tester.swift"))
    #expect(r.out.contains("Home.swift:4:41: warning: `.title` shows this literal"))

    // Opened from a screen users reach too.
    try tree.write(
      "Menu.swift", Data("func openTester() { show(TesterViewController.init()) }\n".utf8))
    let opened = try audit(["--no-color", "--rules", "hardcoded-ui-string", tree.path()])
    #expect(opened.out.contains("Tester.swift:5:13: warning"))
    #expect(opened.out.contains("Tester.swift:9:41: warning"))
  }

  /// A type whose texts speak of "the user" writes them for a model (tool results, a
  /// prompt): its counts and joins are left alone in every file that declares or extends
  /// it. A view's are not, nor those of a type whose only such text is a log's or a
  /// translator's comment.
  @Test func textsWrittenForAModelAreLeftAlone() throws {
    let backend = """
      struct ToolBackend {
        func suggest(_ picks: [String]) -> String {
          if picks.isEmpty { return "All picks are already in the user's library. Do NOT guess again." }
          return "\\(picks.count) pick\\(picks.count == 1 ? "" : "s") found."
        }
      }

      """
    let library = """
      extension ToolBackend {
        func library(_ n: Int) -> String { "\\(n) title\\(n == 1 ? "" : "s") in the library." }
      }

      """
    let view = """
      import SwiftUI
      struct ShareView: View {
        let n: Int
        var body: some View {
          Text(verbatim: "Shared with the user: \\(n) file\\(n == 1 ? "" : "s")")
        }
      }

      """
    let logged = """
      struct Sync {
        func status(_ n: Int) -> String {
          print("Nothing to sync: the user signed out")
          let comment = NSLocalizedString("synced", comment: "Shown when the user syncs")
          return "\\(n) file\\(n == 1 ? "" : "s") synced" + comment
        }
      }

      """
    let tree = try TempTree([
      "ToolBackend.swift": backend, "ToolBackend+Library.swift": library, "ShareView.swift": view,
      "Sync.swift": logged,
    ])
    let r = try audit(["--no-color", "--rules", "english-plural-branch", tree.path()])
    #expect(r.status == 1)
    #expect(!r.out.contains("ToolBackend"))
    #expect(r.out.contains("ShareView.swift:5:"))
    #expect(r.out.contains("Sync.swift:5:"))
  }

  /// SwiftUI views that only previews build, directly or inside another such view,
  /// whatever their names, are left alone like debug screens; built by an app's scene
  /// too, they are screens users see.
  @Test func viewsOnlyPreviewsBuildAreLeftAlone() throws {
    let poster = """
      import SwiftUI
      struct AlbumArtPoster: View {
        var body: some View {
          VStack {
            FeatureItem(title: "Album art")
            PurchaseDemo()
          }
        }
      }
      struct PurchaseDemo: View {
        var body: some View { FeatureItem(title: "Subscribe") }
      }
      #Preview { AlbumArtPoster() }

      """
    let item = """
      import SwiftUI
      struct FeatureItem: View {
        let title: String
        var body: some View { Text(title) }
      }
      struct Home: View {
        var body: some View { FeatureItem(title: "Welcome home") }
      }

      """
    let tree = try TempTree(["Poster.swift": poster, "Item.swift": item])
    let rules = "hardcoded-ui-string,string-typed-ui-property"
    let r = try audit(["--no-color", "--rules", rules, tree.path()])
    #expect(r.status == 1)
    #expect(!r.out.contains("Poster.swift"), "\(r.out)")
    #expect(r.out.contains("Item.swift:7:44: warning"), "\(r.out)")

    try tree.write(
      "App.swift",
      Data(
        "import SwiftUI\n@main struct Shop: App {\n  var body: some Scene { WindowGroup { AlbumArtPoster() } }\n}\n"
          .utf8))
    let shown = try audit(["--no-color", "--rules", rules, tree.path()])
    #expect(shown.out.contains("Poster.swift:5:26: warning"), "\(shown.out)")
    #expect(shown.out.contains("Poster.swift:11:44: warning"), "\(shown.out)")
  }

  /// Swift files an Xcode project files under a group named for debugging, or a group
  /// inside one, are debug code, wherever they sit on disk.
  @Test func filesOfAnXcodeDebugGroupAreLeftAlone() throws {
    let project = """
      // !$*UTF8*$!
      {
      	objects = {
      		5BBE61D625637BB100B8C983 /* Debug */ = {
      			isa = PBXGroup;
      			children = (
      				5D8DD05923E2F08400E097EF /* ContactViewController.swift */,
      				5D8DD05923E2F08400E097F0 /* Tools */,
      			);
      			name = Debug;
      			sourceTree = "<group>";
      		};
      		5D8DD05923E2F08400E097F0 /* Tools */ = {
      			isa = PBXGroup;
      			children = (
      				5D8DD05923E2F08400E097F1 /* LogViewController.swift */,
      			);
      			name = Tools;
      			sourceTree = "<group>";
      		};
      		5BED1E3824A96CF50066C4D2 /* Home */ = {
      			isa = PBXGroup;
      			children = (
      				5D8DD05923E2F08400E097F2 /* HomeViewController.swift */,
      			);
      			name = Home;
      			sourceTree = "<group>";
      		};
      	};
      }

      """
    let screen = { (name: String) in
      "final class \(name): UIViewController {\n  func f() { title = \"Contacts seen\" }\n}\n"
    }
    let tree = try TempTree([
      "App/App.xcodeproj/project.pbxproj": project,
      "App/Sources/ContactViewController.swift": screen("ContactViewController"),
      "App/Sources/LogViewController.swift": screen("LogViewController"),
      "App/Sources/HomeViewController.swift": screen("HomeViewController"),
    ])
    let r = try audit(["--no-color", "--rules", "hardcoded-ui-string", tree.path()])
    #expect(r.out.contains("HomeViewController.swift:2:22: warning"), "\(r.out)")
    #expect(!r.out.contains("ContactViewController.swift"), "\(r.out)")
    #expect(!r.out.contains("LogViewController.swift"), "\(r.out)")
    #expect(
      XcodeDebugGroups.read(path: "App/App.xcodeproj/project.pbxproj", bytes: Array(project.utf8))
        == XcodeDebugGroups(
          folder: "App", fileNames: ["ContactViewController.swift", "LogViewController.swift"]))
  }

  /// A Swift file in an Xcode project's folder that the project neither names nor
  /// synchronizes, outside any Swift package, is built by no target: its findings are
  /// dropped. Files the project names, files in its synchronized folders and files of a
  /// package keep theirs.
  @Test func filesNoProjectBuildsAreLeftAlone() throws {
    let project = """
      // !$*UTF8*$!
      {
      	objects = {
      		A1 /* HomeViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2 /* HomeViewController.swift */; };
      		A2 /* HomeViewController.swift */ = {isa = PBXFileReference; path = HomeViewController.swift; sourceTree = "<group>"; };
      		B1 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Shared; sourceTree = "<group>"; };
      		B2 /* Widgets */ = {
      			isa = PBXFileSystemSynchronizedRootGroup;
      			path = "../Widgets";
      			sourceTree = "<group>";
      		};
      	};
      }

      """
    let screen = { (name: String) in
      "final class \(name): UIViewController {\n  func f() { title = \"Contacts seen\" }\n}\n"
    }
    let tree = try TempTree([
      "App/App.xcodeproj/project.pbxproj": project,
      "App/Sources/HomeViewController.swift": screen("HomeViewController"),
      "App/Shared/BannerViewController.swift": screen("BannerViewController"),
      "App/Widgets/WidgetViewController.swift": screen("WidgetViewController"),
      "App/Old/OldHomeViewController.swift": screen("OldHomeViewController"),
      "App/Kit/Package.swift": "let package = Package(name: \"Kit\")\n",
      "App/Kit/Sources/Kit/KitViewController.swift": screen("KitViewController"),
    ])
    let r = try audit(["--no-color", "--rules", "hardcoded-ui-string", tree.path()])
    for kept in ["HomeViewController", "BannerViewController", "WidgetViewController", "KitViewController"] {
      #expect(r.out.contains("\(kept).swift:2:22: warning"), "\(kept): \(r.out)")
    }
    #expect(!r.out.contains("OldHomeViewController.swift"), "\(r.out)")
    #expect(
      XcodeProjectFiles.read(path: "App/App.xcodeproj/project.pbxproj", bytes: Array(project.utf8))
        == XcodeProjectFiles(
          folder: "App", fileNames: ["HomeViewController.swift"], synchronizedPaths: ["Shared", "Widgets"]))
    // A project that would leave out half of its folder's Swift files or more says less
    // than Xcode reads in it: nothing is dropped for it.
    let sparse = XcodeProjectFiles(folder: "App", fileNames: ["A.swift"], synchronizedPaths: [])
    #expect(UnbuiltFiles.paths(["App/A.swift", "App/B.swift"], projects: [sparse]).isEmpty)
    #expect(
      UnbuiltFiles.paths(
        ["App/A.swift", "App/C.swift", "App/B.swift", "Other/D.swift"],
        projects: [
          XcodeProjectFiles(folder: "App", fileNames: ["A.swift", "C.swift"], synchronizedPaths: [])
        ]) == ["App/B.swift"])
    // Copies of files the groups place elsewhere in the tree are left out however many
    // there are (an old tree kept beside the app's); a name the project does not hold
    // still counts toward the half.
    var placed = XcodeProjectFiles(folder: "App", fileNames: ["A.swift", "B.swift"], synchronizedPaths: [])
    placed.filePaths = ["App/A.swift", "App/B.swift"]
    let copies = ["App/Old/A.swift", "App/Old/B.swift", "App/Archive/A.swift"]
    #expect(
      UnbuiltFiles.paths(["App/A.swift", "App/B.swift"] + copies, projects: [placed]) == Set(copies))
    #expect(
      UnbuiltFiles.paths(["App/A.swift", "App/B.swift", "App/C.swift", "App/D.swift"], projects: [placed])
        .isEmpty)
  }

  /// A catalog that no project names, outside the folders it synchronizes and outside
  /// every package, is left out of the app: its findings are dropped.
  @Test func catalogsNoProjectBuildsAreLeftAlone() throws {
    let project = """
      // !$*UTF8*$!
      {
      	objects = {
      		A1 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = A2 /* Localizable.strings */; };
      		A2 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (A3 /* en */); name = Localizable.strings; sourceTree = "<group>"; };
      		B1 /* Sources */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources; sourceTree = "<group>"; };
      	};
      }

      """
    let twice = "\"ok\" = \"OK\";\n\"ok\" = \"Okay\";\n"
    let tree = try TempTree([
      "App/App.xcodeproj/project.pbxproj": project,
      "App/en.lproj/Localizable.strings": twice,
      "App/Sources/en.lproj/Extra.strings": twice,
      "App/Old/en.lproj/Legacy.strings": twice,
      "App/Kit/Package.swift": "let package = Package(name: \"Kit\")\n",
      "App/Kit/Sources/Kit/en.lproj/Kit.strings": twice,
      "Other/en.lproj/Other.strings": twice,
    ])
    let r = try audit(["--no-color", "--rules", "catalog-duplicate-key", tree.path()])
    for kept in ["en.lproj/Localizable.strings", "Extra.strings", "Kit.strings", "Other.strings"] {
      #expect(r.out.contains("\(kept):2:1: warning"), "\(kept): \(r.out)")
    }
    #expect(!r.out.contains("Legacy.strings"), "\(r.out)")
    // A synchronized folder named as the project's own folder holds only what is below it.
    let named = XcodeProjectFiles(folder: "Expenses", fileNames: [], synchronizedPaths: ["Expenses"])
    #expect(
      UnbuiltFiles.catalogPaths(
        ["Expenses/Localizable.xcstrings", "Expenses/Expenses/en.lproj/Localizable.strings"], swiftPaths: [],
        projects: [named]) == ["Expenses/Localizable.xcstrings"])
    #expect(
      XcodeProjectFiles.read(path: "App/App.xcodeproj/project.pbxproj", bytes: Array(project.utf8))?
        .catalogNames
        == ["Localizable.strings"])
  }

  /// A file named like one the project builds, but not where the project's groups place
  /// it, is a leftover copy; where the groups place no file the tree holds, the name is
  /// trusted.
  @Test func aCopyOfABuiltFileIsLeftAlone() throws {
    let project = """
      // !$*UTF8*$!
      {
      	archiveVersion = 1;
      	objects = {
      		A1 /* Login.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2 /* Login.swift */; };
      		A2 /* Login.swift */ = {isa = PBXFileReference; path = Login.swift; sourceTree = "<group>"; };
      		A3 /* Home.swift */ = {isa = PBXFileReference; path = "Screens/Home.swift"; sourceTree = SOURCE_ROOT; };
      		G0 = {isa = PBXGroup; children = (G1 /* App */, A3 /* Home.swift */, ); sourceTree = "<group>"; };
      		G1 /* App */ = {
      			isa = PBXGroup;
      			children = (
      				G2 /* Login */,
      			);
      			path = App;
      			sourceTree = "<group>";
      		};
      		G2 /* Login */ = {isa = PBXGroup; children = (A2 /* Login.swift */, ); path = "./Login/../Login"; sourceTree = "<group>"; };
      		P1 /* Project object */ = {isa = PBXProject; mainGroup = G0; };
      	};
      	rootObject = P1 /* Project object */;
      }

      """
    let screen = { (name: String) in
      "final class \(name): UIViewController {\n  func f() { title = \"Contacts seen\" }\n}\n"
    }
    let tree = try TempTree([
      "Proj/Proj.xcodeproj/project.pbxproj": project,
      "Proj/App/Login/Login.swift": screen("LoginViewController"),
      "Proj/Old/Login.swift": screen("OldLoginViewController"),
      "Proj/Screens/Home.swift": screen("HomeViewController"),
    ])
    let r = try audit(["--no-color", "--rules", "hardcoded-ui-string", tree.path()])
    #expect(r.out.contains("App/Login/Login.swift:2:22: warning"), "\(r.out)")
    #expect(r.out.contains("Screens/Home.swift:2:22: warning"), "\(r.out)")
    #expect(!r.out.contains("Old/Login.swift"), "\(r.out)")
    #expect(
      XcodeProjectGroups.swiftPaths(Array(project.utf8)) == ["App/Login/Login.swift", "Screens/Home.swift"])
    // Groups read wrong (no placed path in the tree): the name alone is trusted.
    var misplaced = XcodeProjectFiles(folder: "Proj", fileNames: ["Login.swift"], synchronizedPaths: [])
    misplaced.filePaths = ["Proj/Elsewhere/Login.swift"]
    #expect(
      UnbuiltFiles.paths(["Proj/App/Login.swift", "Proj/Old/Login.swift"], projects: [misplaced]).isEmpty)
  }

  /// An app whose Xcode project lists one language and holds no catalog has no translator:
  /// the UI-text rules skip its Swift files (with a note), the date rules do not. A
  /// framework's project, or one with a catalog under it, is judged as before.
  @Test func anAppInOneLanguageGetsNoUITextFindings() throws {
    func project(_ product: String, regions: String) -> String {
      """
      // !$*UTF8*$!
      {
      	objects = {
      		A1 /* Viewer.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2 /* Viewer.swift */; };
      		T1 /* Viewer */ = {isa = PBXNativeTarget; productType = "com.apple.product-type.\(product)"; };
      		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (\(regions)); };
      	};
      }

      """
    }
    let screen = """
      final class Viewer: UIViewController {
        override func viewDidLoad() { title = "Contacts seen"; formatter.dateFormat = "YYYY-MM-dd" }
      }

      """
    func audit(_ files: [String: String]) throws -> (out: String, err: String) {
      let tree = try TempTree(files)
      // The default rules: the catalogs are walked, so the project's folder is known to
      // hold none.
      let r = try self.audit(["--no-color", tree.path()])
      return (r.out, r.err)
    }
    let single = try audit([
      "Viewer/Viewer.xcodeproj/project.pbxproj": project("application", regions: "en, Base, "),
      "Viewer/Viewer.swift": screen,
    ])
    #expect(!single.out.contains("hardcoded-ui-string"), "\(single.out)")
    #expect(single.out.contains("week-based-year"), "\(single.out)")
    #expect(single.err.contains("/Viewer: an app in one language"), "\(single.err)")
    let framework = try audit([
      "Viewer/Viewer.xcodeproj/project.pbxproj": project("framework", regions: "en, Base, "),
      "Viewer/Viewer.swift": screen,
    ])
    #expect(framework.out.contains("hardcoded-ui-string"), "\(framework.out)")
    let localized = try audit([
      "Viewer/Viewer.xcodeproj/project.pbxproj": project("application", regions: "en, fr, Base, "),
      "Viewer/Viewer.swift": screen,
    ])
    #expect(localized.out.contains("hardcoded-ui-string"), "\(localized.out)")
    let withCatalog = try audit([
      "Viewer/Viewer.xcodeproj/project.pbxproj": project("application", regions: "en, Base, "),
      "Viewer/Viewer.swift": screen, "Viewer/en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
    ])
    #expect(withCatalog.out.contains("hardcoded-ui-string"), "\(withCatalog.out)")
  }

  @Test func screenConstructionsTellDebugCodeFromTheRest() {
    let file = SyntaxFile(
      SourceFile(
        path: "a.swift",
        bytes: Array(
          """
          final class LogsView: UIView {
            static func make() -> LogsView { LogsView(frame: .zero) }
          }
          #if DEBUG
          let debugScreen = DebugPanel()
          let note = Tester.name
          #endif
          func open() {
            push(SettingsViewController())
            let sheet = ShareSheet { }
            let plain = Formatter()
            let image = Poster.render()
          }
          struct Row: View { var body: some View { Text("x") } }

          """.utf8)))
    let facts = ScreenConstructions(file, declarations: true)
    #expect(facts.inDebugCode == ["DebugPanel"])
    func use(_ type: String, in enclosing: String? = nil) -> ScreenConstructions.Use {
      .init(
        type: ScreenConstructions.nameHash(type.utf8),
        enclosing: enclosing.map { ScreenConstructions.nameHash($0.utf8) } ?? 0)
    }
    #expect(
      facts.uses
        == [
          use("SettingsViewController"), use("ShareSheet"), use("Formatter"), use("Poster"),
          use("Text", in: "Row"),
        ]
        .sorted())
    #expect(facts.screens == ["LogsView", "Row"].map { ScreenConstructions.nameHash($0.utf8) })
    #expect(facts.declarations.map(\.name) == facts.screens)
    #expect(facts.declarations.map(\.lines) == [1...3, 14...14])
  }
}
