/// Names of types and functions that log: what they format goes to log lines, which
/// developers read.
public enum LoggingNames {
  /// Whether a type's (or function's) name is a logger's: it holds the camel-case word
  /// `Logger` or `Logging`, ends in `Log` or `Logs`, or has `Log` or `Logs` before a word
  /// for what keeps, formats or shows log lines, or sends them somewhere
  /// (`SimpleLogReporter`, `LogFormatter`, `SettingsLogsView`, `LogSettings`, `copyLogsToClipboard`), or is a function's named `log` or `log` and a word
  /// (`logMessage`); not `Dialog`, `Login`, `LogInView`, `logIn`, `logOut` or `LogStamp`.
  static func namesLogging(_ name: [UInt8]) -> Bool {
    func isLower(_ b: UInt8) -> Bool { b &- 0x61 < 26 }
    // `func log(…)`, `func logMessage(…)`: a function named for writing a log line (not
    // `logIn`, `logOut`).
    if name.starts(with: "log".utf8) {
      let rest = name.dropFirst(3)
      guard let next = rest.first else { return true }
      if next &- 0x41 < 26 {
        let word = String(decoding: rest.prefix(1) + rest.dropFirst().prefix(while: isLower), as: UTF8.self)
        if !["In", "Out", "On", "Off"].contains(word) { return true }
      }
    }
    let log: [UInt8] = Array("Log".utf8)
    var i = 0
    while i + 3 <= name.count {
      defer { i += 1 }
      guard name[i..<i + 3].elementsEqual(log) else { continue }
      var rest = name[(i + 3)...]
      if rest.starts(with: "ging".utf8) || rest.starts(with: "ger".utf8) {
        rest = rest.dropFirst(rest.starts(with: "ging".utf8) ? 4 : 3)
        if rest.first.map(isLower) != true { return true }
        continue
      }
      if rest.starts(with: "s".utf8) { rest = rest.dropFirst() }
      guard let next = rest.first else { return true }
      if isLower(next) { continue }
      if logKeepers.contains(where: { rest.starts(with: $0) }) { return true }
    }
    return false
  }

  /// Words after `Log` that name what keeps, sends, formats or shows log lines.
  static let logKeepers: [[UInt8]] = [
    "Reporter", "Writer", "Manager", "Service", "Store", "Handler", "Sink", "Destination", "Console",
    "Printer", "Recorder", "Collector", "Uploader", "Exporter", "File", "Formatter", "Entry", "Line",
    "Message", "View", "Screen", "Window", "To", "Settings", "Config",
  ].map { Array($0.utf8) }
}

extension SyntaxFile {
  /// Token `i` lies in a type or function that logs (`class Logger`, `enum Log`, `struct
  /// AppLogging`, `final class SimpleLogReporter`, `func writeFileLog`): what it formats
  /// goes to log lines.
  public func isInLoggingScope(_ i: Int) -> Bool {
    var s = Int(scopeOfToken[i])
    while s >= 0 {
      let name = Int(scopes[s].name)
      if scopes[s].kind == .type || scopes[s].kind == .function, name >= 0,
        LoggingNames.namesLogging(Array(text(name).utf8))
      {
        return true
      }
      s = Int(scopes[s].parent)
    }
    return false
  }

  /// Token `i` lies in an argument of a log call (`print`, `logger.debug`), in a logging
  /// closure or in a `description`-like member: not in an identifier, whose text must stay
  /// the same on every device.
  public func isLogLine(_ i: Int) -> Bool {
    let at = outermostLiteralOpen(around: i) ?? i
    if isInDeveloperDescription(i) || isInLoggingClosure(at) { return true }
    guard let (call, _) = argumentContaining(at), let callee = callee(ofOpenParen: call) else {
      return false
    }
    return isLoggingCallee(callee)
  }

  /// Token `i` lies in the value of a `return` (`return formatter.string(from: Date())`,
  /// `return "\(n) day\(n == 1 ? "" : "s")"`) in a `func` of the file whose every call (one
  /// at least) is a log line's (`isLogLine`).
  public func isReturnedOnlyToLogs(_ i: Int) -> Bool {
    let start = statementStart(outermostLiteralOpen(around: i) ?? i)
    guard isWord(start, "return"),
      let s = enclosingScope(i, [.function, .closure, .accessor]),
      scopes[s].kind == .function, scopes[s].name >= 0, scopes[s].introducer >= 0,
      isKeyword(Int(scopes[s].introducer), [.`func`])
    else { return false }
    let name = Int(scopes[s].name)
    var calls = 0
    for c in wordPositions(text(name)) {
      let c = Int(c)
      guard c != name, kind(c + 1) == .leftParen else { continue }
      guard isLogLine(c) else { return false }
      calls += 1
    }
    return calls > 0
  }
}
