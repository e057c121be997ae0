import Foundation
import Testing

@testable import L10nAuditCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hostile and broken inputs: each has a defined outcome, the other files are still
/// scanned, and the exit status says when something could not be read.
@Suite struct AdversarialInputTests {
  func lines(_ s: String) -> [Substring] { s.split(separator: "\n") }

  @Test func nulBytesAndBinaryFiles() throws {
    let tree = try TempTree(["Nul.swift": "let a = 1\u{0}\u{0}\n" + badPattern])
    try tree.write("Binary.swift", Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 7919) }))
    let r = runTool(["--no-color", tree.path()])
    #expect(r.status == 2)
    #expect(r.out.contains("Nul.swift:2:45: warning:"))
    #expect(r.err.contains("Binary.swift: error: not valid UTF-8"))
  }

  @Test func brokenCatalogsAreFindingsAndTheRestIsScanned() throws {
    let deep =
      "{ \"strings\" : " + String(repeating: "{\"a\":", count: 100_000) + "1"
      + String(repeating: "}", count: 100_000) + " }"
    let tree = try TempTree([
      "A.swift": badPattern, "Deep.xcstrings": deep, "en.lproj/Empty.stringsdict": "",
      "en.lproj/Cut.strings": "\"a\" = \"b", "en.lproj/Ok.strings": "\"a\" = \"b\";\n",
    ])
    try tree.write("de.lproj/Binary.strings", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }))
    try tree.write("fr.lproj/Odd.strings", Data([0xFF, 0xFE, 0x22, 0x00, 0x61]))
    let r = runTool(["--no-color", tree.path()])
    #expect(r.status == 1, "\(r.err)")
    let invalid = lines(r.out).filter { $0.hasSuffix("[catalog-invalid]") }
    #expect(invalid.count == 5, "\(r.out)")
    #expect(r.out.contains("A.swift:1:45: warning:"))
    #expect(r.err.contains("l10n-audit: 7 files"))
  }

  @Test func byteOrderMarkDoesNotShiftColumns() throws {
    let tree = try TempTree(["Bom.swift": "\u{FEFF}" + badPattern])
    let r = runTool(["--no-color", tree.path()])
    #expect(r.out.contains("Bom.swift:1:45: warning:"), "\(r.out)")
  }

  @Test func crlfAndLoneCRLineEndings() throws {
    let tree = try TempTree([
      "Crlf.swift": "let a = 1\r\n" + badPattern.replacingOccurrences(of: "\n", with: "\r\n"),
      "Cr.swift": "let a = 1\r\r" + badPattern.replacingOccurrences(of: "\n", with: "\r"),
    ])
    let r = runTool(["--no-color", tree.path()])
    #expect(r.out.contains("Crlf.swift:2:45: warning:"))
    #expect(r.out.contains("Cr.swift:3:45: warning:"))
  }

  @Test func emptyFileAndUnterminatedConstructs() throws {
    let tree = try TempTree([
      "Empty.swift": "", "String.swift": badPattern + "let s = \"open",
      "Raw.swift": badPattern + "let s = #\"open",
      "Multi.swift": badPattern + "let s = \"\"\"\nopen", "Regex.swift": badPattern + "let r = #/open",
      "Comment.swift": badPattern + "/* open /* nested",
    ])
    let r = runTool(["--no-color", tree.path()])
    #expect(r.status == 1)
    #expect(lines(r.out).filter { $0.contains(": warning:") }.count == 5)
  }

  @Test func deepNestingThroughTheWholePipeline() throws {
    let depth = 100_000
    let tree = try TempTree([
      "Parens.swift": "let x = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        + "\n" + badPattern,
      "Interp.swift": "let s = " + String(repeating: "\"\\(", count: depth)
        + String(repeating: ")\"", count: depth) + "\n"
        + badPattern,
      "Comments.swift": String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "\n"
        + badPattern,
    ])
    let r = runTool(["--no-color", tree.path()])
    #expect(r.status == 1)
    #expect(lines(r.out).filter { $0.contains(": warning:") }.count == 3)
  }

  @Test func longSingleLineFile() throws {
    // 10 MB on one line: statements separated by semicolons.
    let statement = "let v = f(\"a\", 1); "
    let text = String(repeating: statement, count: 10_000_000 / statement.utf8.count) + badPattern
    let tree = try TempTree(["Long.swift": text])
    let r = runTool(["--no-color", tree.path()])
    #expect(r.status == 1)
    #expect(r.out.contains("Long.swift:1:"))
  }

  @Test func overlappingPathsScanEachFileOnce() throws {
    let tree = try TempTree(["Sources/A.swift": badPattern])
    let r = runTool(["--no-color", tree.path(), tree.path("Sources"), tree.path("Sources/A.swift")])
    #expect(lines(r.out).filter { $0.contains(": warning:") }.count == 1)
  }

  @Test func hardLinksToOneFileScanItOnce() throws {
    let tree = try TempTree(["Sources/A.swift": badPattern])
    try FileManager.default.linkItem(
      atPath: tree.path("Sources/A.swift"), toPath: tree.path("Sources/B.swift"))
    let r = runTool(["--no-color", tree.path()])
    let warnings = lines(r.out).filter { $0.contains(": warning:") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("A.swift") == true)
  }

  /// A file that cannot be read is known by its `stat` too: one error however many names
  /// (overlapping paths, a link) reach it.
  @Test func anUnreadableFileReachedTwiceIsOneError() throws {
    let tree = try TempTree(["Sources/A.swift": badPattern])
    let big = tree.path("Sources/Big.swift")
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: big))
    try handle.truncate(atOffset: UInt64(Scanner.maxFileBytes + 1))  // sparse: no disk used
    try handle.close()
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("Sources/Link.swift"), withDestinationPath: big)
    let r = runTool(["--no-color", tree.path(), tree.path("Sources")])
    let errors = lines(r.err).filter { $0.contains(": error:") }
    #expect(errors.count == 1)
    #expect(errors.first?.contains("Big.swift: error: cannot read file: file is larger than") == true)
    #expect(lines(r.out).filter { $0.contains(": warning:") }.count == 1)
    #expect(r.status == 2)
  }

  @Test func fileThatDisappearsBeforeItIsRead() throws {
    let tree = try TempTree(["A.swift": badPattern])
    let scanner = Scanner(linter: .init(rules: []), jobs: 1)
    let results = scanner.scan([
      ScanTarget(path: Array(tree.path("Gone.swift").utf8), display: "Gone.swift"),
      ScanTarget(path: Array(tree.path("A.swift").utf8), display: "A.swift"),
    ])
    #expect(results[0].error?.message == "cannot read file: no such file or directory")
    #expect(results[1].error == nil)
  }

  /// Read to the end whatever `fstat` said (a `/proc` file says 0 bytes), or refused when
  /// larger than the limit; never cut short.
  @Test func readsToTheEndWhateverTheSizeSaid() throws {
    #if os(Linux)
      let status = try FileSystem.read(Array("/proc/self/status".utf8), maxBytes: 1 << 20).get()
      #expect(String(decoding: status.bytes, as: UTF8.self).hasPrefix("Name:"))
      #expect(status.bytes.count > 100 && status.bytes.last == 0x0A)
      #expect(throws: FileError.self) {
        try FileSystem.read(Array("/proc/self/status".utf8), maxBytes: 10).get()
      }
    #endif
    let text = String(repeating: "let x = 1\n", count: 1_000)
    let tree = try TempTree(["A.swift": text, "Empty.swift": ""])
    let a = try FileSystem.read(Array(tree.path("A.swift").utf8), maxBytes: 10_000).get()
    #expect(a.bytes == Array(text.utf8))
    #expect(throws: FileError.self) {
      try FileSystem.read(Array(tree.path("A.swift").utf8), maxBytes: 9_999).get()
    }
    #expect(try FileSystem.read(Array(tree.path("Empty.swift").utf8), maxBytes: 10).get().bytes == [])
  }

  /// Workers scan while the producer is still adding files (and wait when it is slow);
  /// every file comes back once, in the order it was added.
  /// (A million jobs start one worker per file at most: the feed has 40.)
  @Test(arguments: [1, 2, 5, 1_000_000]) func scanWhileTheWalkGoesOn(jobs: Int) throws {
    var files: [String: String] = [:]
    for k in 0..<40 { files["F\(k).swift"] = String(repeating: "let x = 1\n", count: k + 1) }
    let tree = try TempTree(files)
    let scanner = Scanner(linter: .init(rules: []), jobs: jobs)
    let (targets, results) = scanner.scan { add in
      for k in 0..<40 {
        if k % 10 == 0 { usleep(2_000) }
        add(ScanTarget(path: Array(tree.path("F\(k).swift").utf8), display: "F\(k).swift"))
      }
    }
    #expect(targets.map(\.display) == (0..<40).map { "F\($0).swift" })
    #expect(results.map(\.bytes) == (0..<40).map { 10 * ($0 + 1) })
    #expect(results.allSatisfy { $0.error == nil && $0.identity != nil })
  }

  @Test func unreadableFileAndDirectory() throws {
    let tree = try TempTree(["A.swift": badPattern, "Locked.swift": badPattern, "Closed/B.swift": badPattern])
    chmod(tree.path("Locked.swift"), 0)
    chmod(tree.path("Closed"), 0)
    defer {
      chmod(tree.path("Locked.swift"), 0o644)
      chmod(tree.path("Closed"), 0o755)
    }
    let r = runTool(["--no-color", tree.path()])
    if getuid() == 0 {
      // Permissions do not bind the superuser: everything is read.
      #expect(r.status == 1)
      #expect(lines(r.out).filter { $0.contains(": warning:") }.count == 3)
    } else {
      #expect(r.status == 2)
      #expect(r.err.contains("Locked.swift: error: cannot read file: permission denied"))
      #expect(r.err.contains("Closed: error: cannot read directory: permission denied"))
      #expect(r.out.contains("A.swift:1:45"))
    }
  }

  @Test func symbolicLinks() throws {
    let outside = try TempTree(["Outside.swift": badPattern])
    let tree = try TempTree(["A.swift": badPattern, "Real/B.swift": badPattern])
    let fm = FileManager.default
    try fm.createSymbolicLink(
      atPath: tree.path("Broken.swift"), withDestinationPath: tree.path("nowhere.swift"))
    try fm.createSymbolicLink(atPath: tree.path("Loop1.swift"), withDestinationPath: tree.path("Loop2.swift"))
    try fm.createSymbolicLink(atPath: tree.path("Loop2.swift"), withDestinationPath: tree.path("Loop1.swift"))
    try fm.createSymbolicLink(
      atPath: tree.path("Escape.swift"), withDestinationPath: outside.path("Outside.swift"))
    try fm.createSymbolicLink(
      atPath: tree.path("Inside.swift"), withDestinationPath: tree.path("Real/B.swift"))
    try fm.createSymbolicLink(atPath: tree.path("DirLink"), withDestinationPath: tree.path("Real"))
    try fm.createSymbolicLink(atPath: tree.path("Real/Up"), withDestinationPath: tree.path())
    let r = runTool(["--no-color", tree.path()])
    #expect(r.status == 2)
    #expect(r.err.contains("Broken.swift: error: broken symbolic link"))
    #expect(r.err.contains("Loop1.swift: error: symbolic link loop"))
    #expect(r.err.contains("Escape.swift: skipped symbolic link that points outside"))
    #expect(r.err.contains("DirLink: skipped symbolic link to a directory"))
    #expect(!r.out.contains("Outside.swift") && !r.out.contains("Escape.swift"))
    // A.swift and Real/B.swift; Inside.swift links to Real/B.swift, scanned once under
    // its own name.
    #expect(lines(r.out).filter { $0.contains(": warning:") }.count == 2)
    #expect(r.out.contains("Real/B.swift:1:45") && !r.out.contains("Inside.swift"))
  }

  @Test func fileNamesThatAreNotUTF8() throws {
    let tree = try TempTree(["A.swift": badPattern])
    var name = Array(tree.path().utf8) + Array("/caf".utf8) + [0xE9] + Array(".swift".utf8)
    name.append(0)
    let fd = name.withUnsafeBufferPointer { b in
      b.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(fd >= 0)
    _ = badPattern.withCString { write(fd, $0, strlen($0)) }
    close(fd)
    let r = runTool(["--no-color", tree.path()])
    #expect(r.status == 1)
    #expect(r.out.contains("caf\u{FFFD}.swift:1:45: warning:"), "\(r.out)")
  }

  @Test func hostileFileNamesCannotForgeOutputLines() throws {
    let tree = try TempTree(["evil\nX.swift:9:9: error: forged [week-based-year].swift": badPattern])
    let text = runTool(["--no-color", tree.path()])
    #expect(lines(text.out).count == 2)
    #expect(!text.out.contains("\nX.swift"))
    let github = runTool(["--format", "github", tree.path()])
    #expect(lines(github.out).count == 1)
    #expect(github.out.hasPrefix("::warning file="))
  }
}
