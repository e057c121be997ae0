import Foundation
import L10nAuditCore
import Testing

@testable import L10nAuditCLI

/// `--fix` and `--fix --diff`, end to end on files, and the choice of edits on its own.
@Suite struct FixTests {
  static let rules = "week-based-year,day-of-year-pattern,physical-text-alignment,fixed-format-missing-locale"
  static let source = """
    func stamp(_ label: UILabel) {
        let f = DateFormatter()
        f.dateFormat = "YYYY-MM-DD"
        label.textAlignment = .left
        label.text = f.string(from: Date())
    }

    """
  static let fixed = """
    func stamp(_ label: UILabel) {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd"
        label.textAlignment = .natural
        label.text = f.string(from: Date())
    }

    """

  func mode(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  @Test func fixesInPlaceKeepsModeAndReportsWhatIsLeft() throws {
    let tree = try TempTree(["App/Stamp.swift": Self.source, "App/Clean.swift": "let a = 1\n"])
    let file = tree.path("App/Stamp.swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
    let before = runTool(["--no-color", "--rules", Self.rules, tree.path()])
    #expect(before.status == 1 && before.out.contains("[week-based-year]"))

    let run = runTool(["--no-color", "--rules", Self.rules, "--fix", tree.path()])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.fixed)
    #expect(try mode(file) == 0o640)
    // What is left is reported: the pattern still follows the device's calendar and zone.
    #expect(run.status == 1)
    #expect(!run.out.contains("[week-based-year]") && !run.out.contains("[physical-text-alignment]"))
    #expect(run.out.contains("[fixed-format-missing-locale]"), "\(run.out)")
    #expect(run.err.contains("fixed 3 findings in 1 file"), "\(run.err)")
    // No temporary file is left beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: tree.path("App")).sorted()
    #expect(names == ["Clean.swift", "Stamp.swift"])

    // A second run changes nothing.
    let again = runTool(["--no-color", "--rules", Self.rules, "--fix", tree.path()])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.fixed)
    #expect(again.err.contains("fixed 0 findings in 0 files"))
    #expect(again.out == run.out)
  }

  @Test func fixedTreeIsCleanWhenEveryFindingHadAFix() throws {
    let tree = try TempTree(["A.swift": "let s = label\nfunc f(_ l: UILabel) { l.textAlignment = .left }\n"])
    let run = runTool(["--rules", "physical-text-alignment", "--fix", tree.path()])
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(try String(contentsOfFile: tree.path("A.swift"), encoding: .utf8).contains(".natural"))
  }

  @Test func diffPrintsTheFixesAndWritesNothing() throws {
    let tree = try TempTree(["Stamp.swift": Self.source])
    let file = tree.path("Stamp.swift")
    let run = runTool(in: tree.path(), ["--rules", Self.rules, "--fix", "--diff", "Stamp.swift"])
    #expect(run.status == 1)
    #expect(
      run.out == """
        --- a/Stamp.swift
        +++ b/Stamp.swift
        @@ -1,6 +1,6 @@
         func stamp(_ label: UILabel) {
             let f = DateFormatter()
        -    f.dateFormat = "YYYY-MM-DD"
        -    label.textAlignment = .left
        +    f.dateFormat = "yyyy-MM-dd"
        +    label.textAlignment = .natural
             label.text = f.string(from: Date())
         }

        """)
    #expect(run.err.contains("would fix 3 findings in 1 file; nothing written"), "\(run.err)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.source)
    // `git apply` takes the diff, and makes what `--fix` writes.
    try tree.write("fix.diff", Data(run.out.utf8))
    let apply = Process()
    apply.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    apply.arguments = ["git", "apply", "fix.diff"]
    apply.currentDirectoryURL = URL(fileURLWithPath: tree.path())
    try apply.run()
    apply.waitUntilExit()
    #expect(apply.terminationStatus == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.fixed)
    try tree.write("Stamp.swift", Data(Self.source.utf8))
    // Nothing to fix: no diff, status 0.
    let none = runTool(in: tree.path(), ["--rules", "hardcoded-ui-string", "--fix", "--diff", "Stamp.swift"])
    #expect(none.status == 0 && none.out.isEmpty)
  }

  @Test func fixesThroughALinkAndKeepsTheLink() throws {
    let tree = try TempTree(["Real.swift": Self.source])
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("Link.swift"), withDestinationPath: "Real.swift")
    _ = runTool(["--rules", Self.rules, "--fix", tree.path("Link.swift")])
    #expect(try String(contentsOfFile: tree.path("Real.swift"), encoding: .utf8) == Self.fixed)
    let target = try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("Link.swift"))
    #expect(target == "Real.swift")
  }

  @Test func usage() {
    #expect(runTool(["--diff", "."]).status == 2)
    #expect(runTool(["--fix", "--write-baseline", "b.json", "."]).status == 2)
    #expect(runTool(["rules", "--fix"]).status == 2)
  }

  func edit(_ s: Int, _ e: Int, _ r: String) -> Edit { Edit(start: s, end: e, replacement: r) }

  @Test func overlappingFixesWaitAndSharedEditsAreMadeOnce() {
    let a = Fix(summary: "a", edits: [edit(10, 14, "yyyy")], isSafe: true)
    let same = Fix(summary: "b", edits: [edit(10, 14, "yyyy")], isSafe: true)
    let clash = Fix(summary: "c", edits: [edit(12, 16, "dd")], isSafe: true)
    let two = Fix(summary: "d", edits: [edit(30, 31, "x"), edit(2, 3, "y")], isSafe: true)
    let broken = Fix(summary: "e", edits: [edit(40, 99, "z")], isSafe: true)
    let (edits, made) = Fixer.chosenEdits([clash, a, same, two, broken], count: 50)
    #expect(made == 3)
    #expect(edits == [edit(2, 3, "y"), edit(10, 14, "yyyy"), edit(30, 31, "x")])
    // Insertions at one place clash; an insertion at the end of a replaced range does not.
    #expect(Fixer.overlaps(edit(5, 5, "a"), edit(5, 5, "b")))
    #expect(!Fixer.overlaps(edit(5, 5, "a"), edit(2, 5, "b")))
    #expect(
      String(
        decoding: Fixer.applying(edits, to: Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)), as: UTF8.self
      ) == "01y3456789yyyyEFGHIJKLMNOPQRSTxVWXYZ")
  }

  @Test func aFileChangedSinceItWasReadIsLeftAlone() {
    let bytes = Array(Self.source.utf8)
    let fix = Fix(summary: "s", edits: [edit(0, 4, "FUNC")], isSafe: true)
    var d = Diagnostic(
      path: "S.swift", ruleID: "week-based-year", severity: .warning,
      start: SourceLocation(offset: 0, line: 1, utf8Column: 1, column: 1, utf16Column: 1),
      end: SourceLocation(offset: 4, line: 1, utf8Column: 5, column: 5, utf16Column: 5),
      message: "m", help: nil, fix: fix, lineText: "")
    let sources = ["S.swift": Fixer.Source(path: Array("S.swift".utf8), digest: Fixer.digest(bytes))]
    let changed = Fixer.plan([d], sources: sources) { _ in .success(bytes + [0x0A]) }
    #expect(changed.files.isEmpty && changed.skipped.count == 1)
    #expect(changed.skipped.first?.message.contains("changed since it was read") == true)
    let same = Fixer.plan([d], sources: sources) { _ in .success(bytes) }
    #expect(same.files.count == 1 && same.files[0].new.starts(with: Array("FUNC".utf8)))
    // An unsafe fix is never applied.
    d.fix?.isSafe = false
    #expect(Fixer.plan([d], sources: sources) { _ in .success(bytes) }.files.isEmpty)
  }

  @Test func diffHunksAreSplitAndMarkAMissingLastLineBreak() {
    let lines = (1...20).map { "line \($0)" }
    let text = Array(lines.joined(separator: "\n").utf8)
    let at2 = 7  // "line 2"
    let last = text.count - 2  // "20" of the last line, which has no line break
    let diff = String(
      decoding: UnifiedDiff.render(
        path: "T.swift", old: text, edits: [edit(at2, at2 + 6, "LINE 2\nextra"), edit(last, last + 2, "XX")]),
      as: UTF8.self)
    #expect(
      diff == """
        --- a/T.swift
        +++ b/T.swift
        @@ -1,5 +1,6 @@
         line 1
        -line 2
        +LINE 2
        +extra
         line 3
         line 4
         line 5
        @@ -17,4 +18,4 @@
         line 17
         line 18
         line 19
        -line 20
        \\ No newline at end of file
        +line XX
        \\ No newline at end of file

        """)
  }
}

/// `--exit-zero`: findings still print, the status says only whether the input was good.
@Suite struct ExitZeroTests {
  @Test func findingsExitZeroButBadInputDoesNot() throws {
    let tree = try TempTree(["A.swift": badPattern])
    let run = runTool(["--no-color", "--exit-zero", tree.path()])
    #expect(run.status == 0 && run.out.contains("[week-based-year]"))
    #expect(runTool(["--exit-zero", tree.path("missing")]).status == 2)
  }
}

/// `FileSystem.replace`: the new bytes land whole, or the old file stays and the reason
/// comes back.
@Suite struct AtomicReplaceTests {
  @Test func replacesWholeOrNotAtAll() throws {
    let tree = try TempTree(["A.swift": "old\n"])
    #expect(FileSystem.replace(Array(tree.path("A.swift").utf8), with: Array("new\n".utf8)) == nil)
    #expect(try String(contentsOfFile: tree.path("A.swift"), encoding: .utf8) == "new\n")
    // A missing folder, and a folder where a file should be: an error, nothing written.
    #expect(FileSystem.replace(Array(tree.path("Missing/B.swift").utf8), with: [0x61]) != nil)
    try FileManager.default.createDirectory(atPath: tree.path("Dir.swift"), withIntermediateDirectories: true)
    #expect(FileSystem.replace(Array(tree.path("Dir.swift").utf8), with: [0x61]) != nil)
    let names = try FileManager.default.contentsOfDirectory(atPath: tree.path()).sorted()
    #expect(names == ["A.swift", "Dir.swift"], "a temporary file was left: \(names)")
  }
}
