import Foundation

/// The lines a change added or modified, per file, from a unified diff: for review bots
/// that comment only on what a pull request touched.
struct ChangedLines: Sendable {
  /// Absolute path (or, from a diff file, the path as written) → added line numbers.
  var lines: [String: Set<Int>] = [:]
  /// Files new to the working tree (untracked, not ignored): every line counts as changed.
  var wholeFiles: Set<String> = []
  /// Folder the diff's paths are relative to; nil when they are matched as written.
  var root: String? = nil

  struct Failure: Error { var message: String }

  /// Parses `git diff`-style unified diff text. Hunk headers give the line counts, so an
  /// added line that itself starts with `++` is not mistaken for a file header.
  init(diff: String, root: String? = nil) {
    self.root = root
    var current: String? = nil
    var next = 0
    var remainingOld = 0
    var remainingNew = 0
    for raw in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if remainingOld > 0 || remainingNew > 0 {
        if line.hasPrefix("+") {
          if let path = current { lines[path, default: []].insert(next) }
          next += 1
          remainingNew -= 1
        } else if line.hasPrefix("-") {
          remainingOld -= 1
        } else if line.hasPrefix(" ") || line.isEmpty {
          next += 1
          remainingOld -= 1
          remainingNew -= 1
        }
        continue
      }
      if line.hasPrefix("+++ ") {
        var path = ChangedLines.unquote(String(line.dropFirst(4)))
        if path == "/dev/null" {
          current = nil
          continue
        }
        if path.hasPrefix("b/") { path.removeFirst(2) }
        current = key(path)
      } else if line.hasPrefix("@@") {
        // @@ -a,b +c,d @@
        let fields = line.split(separator: " ")
        guard fields.count >= 3 else { continue }
        let old = ChangedLines.range(fields[1].dropFirst())
        let new = ChangedLines.range(fields[2].dropFirst())
        next = new.start
        remainingOld = old.count
        remainingNew = new.count
      }
    }
  }

  /// `12,3` → (12, 3); `12` → (12, 1).
  static func range(_ spec: Substring) -> (start: Int, count: Int) {
    let parts = spec.split(separator: ",")
    return (Int(parts.first ?? "0") ?? 0, parts.count > 1 ? Int(parts[1]) ?? 0 : 1)
  }

  /// Git quotes unusual paths (`"b/caf\303\251.swift"`): undo the quoting and the octal
  /// escapes. A tab ends the path (some diffs append a timestamp).
  static func unquote(_ text: String) -> String {
    var s = Substring(text)
    if let tab = s.firstIndex(of: "\t") { s = s[..<tab] }
    guard s.hasPrefix("\""), s.hasSuffix("\""), s.count >= 2 else { return String(s) }
    let inner = Array(s.dropFirst().dropLast().utf8)
    var out: [UInt8] = []
    var i = 0
    while i < inner.count {
      let c = inner[i]
      if c == 0x5C, i + 1 < inner.count {
        let e = inner[i + 1]
        if e >= 0x30 && e <= 0x37, i + 3 < inner.count {
          let digits = inner[(i + 1)...(i + 3)]
          if digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x37 }) {
            out.append(digits.reduce(0) { $0 &* 8 &+ ($1 - 0x30) })
            i += 4
            continue
          }
        }
        switch e {
        case 0x6E: out.append(0x0A)
        case 0x74: out.append(0x09)
        default: out.append(e)
        }
        i += 2
        continue
      }
      out.append(c)
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  func key(_ path: String) -> String {
    guard let root else { return ChangedLines.normalize(path) }
    return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root, isDirectory: true))
      .standardizedFileURL.path
  }

  /// Runs `git diff` against `base` for the whole working tree (whatever the current
  /// folder), with the prefixes and quoting fixed regardless of the user's git config.
  static func fromGit(base: String) throws(Failure) -> ChangedLines {
    let top = try git(["rev-parse", "--show-toplevel"]).split(whereSeparator: \.isNewline).first.map(
      String.init)
    guard let top, !top.isEmpty else { throw Failure(message: "error: not inside a git repository") }
    let diff = try git([
      "-C", top, "-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--unified=0",
      "--src-prefix=a/", "--dst-prefix=b/", "-M", base, "--",
    ])
    var changed = ChangedLines(diff: diff, root: top)
    let untracked = try git([
      "-C", top, "-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard",
    ])
    for path in untracked.split(separator: "\n") where !path.isEmpty {
      changed.wholeFiles.insert(changed.key(unquote(String(path))))
    }
    return changed
  }

  /// Runs git and returns its standard output; its standard error goes to a temporary
  /// file, so neither pipe can fill and stall it.
  static func git(_ arguments: [String]) throws(Failure) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let out = Pipe()
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "l10n-audit-git-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).err")
    // Without the file, git's error text is lost, not its status.
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errURL) }
    process.standardOutput = out
    process.standardError = try? FileHandle(forWritingTo: errURL)
    do {
      try process.run()
    } catch {
      throw Failure(message: "error: cannot run git: \(error.localizedDescription)")
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let errText = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
      let why = errText.split(whereSeparator: \.isNewline).joined(separator: " ")
      throw Failure(message: "error: git failed: \(why)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Whether `line` of `path` (as shown in findings) was added or changed.
  func contains(path: String, line: Int) -> Bool {
    let p = root == nil ? Self.normalize(path) : URL(fileURLWithPath: path).standardizedFileURL.path
    return wholeFiles.contains(p) || (lines[p]?.contains(line) ?? false)
  }

  static func normalize(_ path: String) -> String {
    normalize(path, cwd: path.hasPrefix("/") ? FileManager.default.currentDirectoryPath : "")
  }

  /// `normalize(_:)` with the current directory already asked (a system call each time).
  static func normalize(_ path: String, cwd: String) -> String {
    var p = path
    if p.hasPrefix("/") {
      if p.hasPrefix(cwd + "/") { p = String(p.dropFirst(cwd.count + 1)) }
    }
    while p.hasPrefix("./") { p.removeFirst(2) }
    return p
  }
}
