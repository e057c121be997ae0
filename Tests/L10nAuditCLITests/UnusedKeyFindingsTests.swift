import Foundation
import L10nAuditCore
import Testing

@testable import L10nAuditCLI

/// A catalog finding about a key that no Swift file uses is left to `catalog-unused-key`:
/// an entry nothing looks up shows nothing wrong to anyone.
@Suite struct UnusedKeyFindingsTests {
  let rules = "catalog-missing-translation,catalog-placeholder-mismatch,catalog-missing-plural-forms"

  /// An English and a German table: `used` and `shown` are looked up, `old` is not, and
  /// German lacks all three (and drops `%@` from `count`).
  func tables(_ swift: [String: String]) throws -> TempTree {
    var files = swift
    files["App/en.lproj/Localizable.strings"] =
      "\"used\" = \"Used\";\n\"shown\" = \"Shown\";\n\"old\" = \"Old\";\n\"%@ cards\" = \"%@ cards\";\n"
    files["App/de.lproj/Localizable.strings"] = "\"other\" = \"Andere\";\n\"%@ cards\" = \"Karten\";\n"
    return try TempTree(files)
  }

  func reported(_ tree: TempTree) -> [String] {
    let r = runTool(["--no-color", "--rules", rules, tree.path()])
    return r.out.split(separator: "\n").filter { !$0.contains(": note: ") }.compactMap { line in
      guard let open = line.firstRange(of: "`"), let close = line[open.upperBound...].firstRange(of: "`")
      else { return nil }
      return String(line[open.upperBound..<close.lowerBound])
    }
  }

  @Test func keysNoSwiftFileUsesAreLeftAlone() throws {
    let tree = try tables([
      "App/A.swift": """
      let a = NSLocalizedString("used", comment: "")
      let b = "shown".localized
      let c = Text(verbatim: "\\(n) cards")
      let d = NSLocalizedString("used", value: "old", comment: "%@ cards")
      extension String { var localized: String { NSLocalizedString(self, comment: "") } }

      """
    ])
    #expect(reported(tree) == ["used", "shown"])
  }

  @Test func anInterpolatedLiteralUsesItsFormatKey() throws {
    let tree = try tables([
      "App/A.swift": """
      let a = NSLocalizedString("used", comment: "")
      let b = String(localized: "\\(n) cards")

      """
    ])
    #expect(reported(tree) == ["de", "used"])
  }

  /// A wrapper that some call passes a value reaches keys made at run time: the table is
  /// still judged, and a key that no literal spells is left alone (on judged real apps,
  /// such keys were another platform's, never looked up).
  @Test func aWrapperCalledWithAValueStillJudgesTheTable() throws {
    let tree = try tables([
      "App/A.swift": """
      let a = NSLocalizedString("used", comment: "")
      let b = item.titleKey.localized
      extension String { var localized: String { NSLocalizedString(self, comment: "") } }

      """
    ])
    #expect(reported(tree) == ["used"])
  }

  /// A wrapper that some call passes a literal looks a literal key up: its table is judged.
  /// One that only values reach judges nothing.
  @Test func aWrapperCalledWithALiteralJudgesItsTable() throws {
    let wrapper =
      "extension String { static func tr(_ key: String) -> String { NSLocalizedString(key, comment: \"\") } }\n"
    let literal = try tables(["App/A.swift": "let a = String.tr(\"used\")\n" + wrapper])
    #expect(reported(literal) == ["used"])
    let value = try tables(["App/A.swift": "let a = String.tr(key)\n" + wrapper])
    #expect(reported(value) == ["de", "used", "shown", "old"])
  }

  @Test func aKeyMadeAtRunTimeStillJudgesTheTable() throws {
    let tree = try tables([
      "App/A.swift": """
      let a = NSLocalizedString("used", comment: "")
      let b = NSLocalizedString("row_\\(kind)", comment: "")

      """
    ])
    #expect(reported(tree) == ["used"])
  }

  /// A test that loops over keys looks nothing up for users.
  @Test func aTestLoopingOverKeysJudgesNoTable() throws {
    let tree = try tables([
      "App/A.swift": "let a = NSLocalizedString(\"used\", comment: \"\")\n",
      "AppTests/KeyTests.swift":
        "func test() { for key in keys { _ = NSLocalizedString(key, comment: \"\") } }\n",
    ])
    #expect(reported(tree) == ["used"])
  }

  /// Objective-C that a project compiles, and the tree does not hold, may look any key
  /// up; so may Objective-C of the tree that looks up a key that is not a literal, or names
  /// a lookup of its own. Objective-C of the tree that looks nothing up leaves the tables
  /// judged, and keys it looks up by name are used.
  @Test func objectiveCThatMayLookKeysUpKeepsEveryFinding() throws {
    let lookup = "let a = NSLocalizedString(\"used\", comment: \"\")\n"
    let server = "@implementation Route\n- (void)handle { [self respond:@\"OK\"]; }\n@end\n"
    let byName = "NSString *t = NSLocalizedString(@\"old\", nil);\n"
    let byValue = "NSString *t = NSLocalizedString(key, nil);\n"
    let ownMacro = "#define L(k) AppLocalizedString(k)\n"
    #expect(reported(try tables(["App/A.swift": lookup, "App/Route.m": server])) == ["used"])
    #expect(
      reported(try tables(["App/A.swift": lookup, "App/Route.m": server, "App/Old.mm": byName]))
        == ["used", "old"])
    for code in [byValue, ownMacro] {
      #expect(
        reported(try tables(["App/A.swift": lookup, "App/Route.m": server, "App/Old.mm": code]))
          == ["de", "used", "shown", "old"])
    }
  }

  /// A lookup's key is read as Foundation's macros and messages spell it.
  @Test func objectiveCLiteralKeys() {
    let code = """
      NSString *a = NSLocalizedStringWithDefaultValue(@"Timeout", @"Socket", [NSBundle mainBundle], @"Timed out", nil);
      NSString *b = [[NSBundle mainBundle] localizedStringForKey: @"title" value:@"" table:nil];
      """
    func lookups(_ code: String) -> ObjectiveCLookups? {
      ObjectiveCLookups.summary(path: "A.m", bytes: Array(code.utf8))?.facts(ObjectiveCLookups.self).first
    }
    #expect(lookups(code)?.literalKeys == ["Timeout", "title"])
    #expect(lookups(code)?.readsUnknownKeys == false)
    #expect(lookups("// NSLocalizedString is not used here\n")?.readsUnknownKeys == true)
  }

  @Test func aProjectCompilingObjectiveCKeepsEveryFinding() throws {
    let project = """
      // !$*UTF8*$!
      {
      	objects = {
      		A1 /* A.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2 /* A.swift */; };
      		B1 /* Legacy.m in Sources */ = {isa = PBXBuildFile; fileRef = B2 /* Legacy.m */; };
      	};
      }

      """
    let tree = try tables([
      "App/App.xcodeproj/project.pbxproj": project,
      "App/A.swift": "let a = NSLocalizedString(\"used\", comment: \"\")\n",
    ])
    #expect(reported(tree) == ["de", "used", "shown", "old"])
    #expect(
      XcodeProjectFiles.read(path: "App/App.xcodeproj/project.pbxproj", bytes: Array(project.utf8))?
        .objectiveCNames == ["Legacy.m"])
    // CocoaPods' project compiles third-party pods, which look up their own keys.
    let pods = try tables([
      "App/Pods/Pods.xcodeproj/project.pbxproj": project,
      "App/A.swift": "let a = NSLocalizedString(\"used\", comment: \"\")\n",
    ])
    #expect(reported(pods) == ["used"])
  }

  /// A table no Swift file looks a literal key up in is not judged (its keys may be read
  /// from Interface Builder files or another target).
  @Test func aTableNoCodeLooksUpIsNotJudged() throws {
    let tree = try tables(["App/A.swift": "let a = 1\n"])
    #expect(reported(tree) == ["de", "used", "shown", "old"])
  }
}
