import Foundation

/// The lines a change added or modified, per file, from a unified diff: for review bots
/// that comment only on what a pull request touched.
struct ChangedLines: Sendable {
  /// Path (as in the diff's `+++ b/…` line) → added line numbers of the new file.
  var lines: [String: Set<Int>] = [:]
  /// Files new to the working tree (untracked, not ignored): every line counts as changed.
  var wholeFiles: Set<String> = []

  struct Failure: Error { var message: String }

  /// Parses `git diff`-style unified diff text.
  init(diff: String) {
    var current: String? = nil
    var next = 0
    for raw in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if line.hasPrefix("+++ ") {
        var path = String(line.dropFirst(4))
        if let tab = path.firstIndex(of: "\t") { path = String(path[..<tab]) }
        if path == "/dev/null" {
          current = nil
        } else {
          if path.hasPrefix("b/") { path.removeFirst(2) }
          if path.hasPrefix("\"") && path.hasSuffix("\"") { path = String(path.dropFirst().dropLast()) }
          current = path
          if lines[path] == nil { lines[path] = [] }
        }
      } else if line.hasPrefix("@@") {
        // @@ -a,b +c,d @@
        guard let plus = line.firstIndex(of: "+") else { continue }
        let spec = line[line.index(after: plus)...].prefix { $0 != " " }
        let parts = spec.split(separator: ",")
        next = Int(parts.first ?? "0") ?? 0
      } else if let path = current {
        if line.hasPrefix("+") {
          lines[path, default: []].insert(next)
          next += 1
        } else if line.hasPrefix(" ") {
          next += 1
        } else if line.hasPrefix("-") || line.hasPrefix("\\") {
          continue
        }
      }
    }
  }

  /// Runs `git diff` against `base` for the working tree, paths relative to the
  /// current directory.
  static func fromGit(base: String) throws(Failure) -> ChangedLines {
    let diff = try git(["diff", "--no-color", "--no-ext-diff", "--unified=0", "--relative", "-M", base, "--"])
    var changed = ChangedLines(diff: diff)
    let untracked = try git(["ls-files", "--others", "--exclude-standard"])
    for path in untracked.split(separator: "\n") where !path.isEmpty {
      changed.wholeFiles.insert(String(path))
    }
    return changed
  }

  /// Runs git in the current directory and returns its standard output.
  static func git(_ arguments: [String]) throws(Failure) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    do {
      try process.run()
    } catch {
      throw Failure(message: "error: cannot run git: \(error.localizedDescription)")
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let why = String(decoding: errData, as: UTF8.self).split(whereSeparator: \.isNewline).joined(
        separator: " ")
      throw Failure(message: "error: git \(arguments[0]) failed: \(why)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Whether `line` of `path` (as shown in findings) was added or changed.
  func contains(path: String, line: Int) -> Bool {
    let p = Self.normalize(path)
    return wholeFiles.contains(p) || (lines[p]?.contains(line) ?? false)
  }

  static func normalize(_ path: String) -> String {
    var p = path
    if p.hasPrefix("/") {
      let cwd = FileManager.default.currentDirectoryPath
      if p.hasPrefix(cwd + "/") { p = String(p.dropFirst(cwd.count + 1)) }
    }
    while p.hasPrefix("./") { p.removeFirst(2) }
    return p
  }
}
