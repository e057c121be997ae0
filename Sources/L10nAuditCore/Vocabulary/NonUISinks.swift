/// Places where text is for machines or developers, never shown to users (the non-UI
/// sinks of Rules/hardcoded-ui-string.md). Data only; `SyntaxFile.isInNonUISink` applies it.
public enum NonUISinks {
  /// Functions whose arguments are logs, assertions or crashes. `log` is an app's own
  /// logging helper (`log("Request failed: " + reason)`); the math `log` takes no text.
  /// `DDLog…` are CocoaLumberjack's.
  public static let functions: WordSet = [
    "print", "debugPrint", "dump", "NSLog", "os_log", "log", "assert", "assertionFailure",
    "precondition", "preconditionFailure", "fatalError", "NSAssert", "XCTAssert",
    "XCTAssertEqual", "XCTFail", "DDLogError", "DDLogWarn", "DDLogInfo", "DDLogDebug",
    "DDLogVerbose",
  ]
  /// Initializers and functions whose arguments are identifiers or resources.
  public static let calls: Set<String> = [
    "NSUserInterfaceItemIdentifier", "NSNotification", "URL", "URLComponents",
    "URLQueryItem", "NSPredicate", "NSSortDescriptor", "NSRegularExpression", "Selector",
    "UIImage", "NSImage", "Image", "UIColor", "NSColor", "Color", "UINib", "NSNib",
    "UIStoryboard", "NSStoryboard", "Bundle", "NSClassFromString", "DispatchQueue",
    "UserDefaults", "NSEntityDescription", "NSFetchRequest", "Logger", "OSLog", "Name",
    "CodingKeys", "NSKeyValueObservation", "KeyPath", "Notification", "FileManager",
    "registerFont", "fetchRequest", "value", "setValue", "object", "perform",
    "NSAttributedString.Key",
  ]
  /// Argument labels whose value is a key or identifier.
  /// Labels named for machine values: `authToken:`, `forHTTPHeaderField:`,
  /// `sessionIdentifier:`.
  static func isMachineLabel(_ label: String) -> Bool {
    machineLabelEndings.contains { label.hasSuffix($0) }
  }
  static let machineLabelEndings = ["Token", "token", "HeaderField", "Identifier"]

  public static let labels: Set<String> = [
    "forKey", "forKeyPath", "key", "keyPath", "identifier", "withIdentifier",
    "reuseIdentifier", "withReuseIdentifier", "forCellReuseIdentifier",
    "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier",
    "forSupplementaryViewOfKind", "ofKind", "named", "systemName", "systemImage",
    "forResource", "ofType", "withExtension", "entityName", "forEntityName", "suiteName",
    "label", "attributes", "string", "queue", "subsystem", "category", "format",
    "withName", "bundleIdentifier", "selector", "forName", "name", "url", "path", "atPath",
    "fileURLWithPath", "contentsOfFile", "image", "imageName", "icon", "iconName",
  ]
  /// Properties that hold identifiers.
  public static let properties: Set<String> = [
    "accessibilityIdentifier", "restorationIdentifier", "identifier", "reuseIdentifier",
    "rawValue", "key", "keyPath", "path", "urlString", "imageName", "iconName",
  ]
  /// An app's own logging function by its name: a level and `Log` (`infoLog`,
  /// `errorLog`), `log` and a level (`logError`, `logDebug`), a verb and `Log`
  /// (`printLog`, `writeLog`, `emitLog`), a verb, a level and `Log` (`appendDebugLog`), or
  /// `log` and what it writes (`logMessage`, `logEvent`).
  public static func isLoggingName(_ name: String) -> Bool {
    // `DLog`, `VLOG`, `ELOG`: a level's initial and `Log`, the macros of many Objective-C
    // era codebases.
    if name.utf8.count == 4, let level = name.utf8.first, "DVIWEFT".utf8.contains(level),
      name.hasSuffix("Log") || name.hasSuffix("LOG")
    {
      return true
    }
    if name.hasSuffix("Log") {
      let verb = name.dropLast(3)
      if logVerbs.contains(String(verb)) { return true }
      // `appendDebugLog`: a verb, a level and `Log`.
      for level in logLevels where verb.hasSuffix(level.prefix(1).uppercased() + level.dropFirst()) {
        if logVerbs.contains(String(verb.dropLast(level.count))) { return true }
      }
    }
    if name.hasPrefix("log"), logObjects.contains(String(name.dropFirst(3))) { return true }
    for level in logLevels {
      if name.count == level.count + 3 {
        if name.hasPrefix(level) && name.hasSuffix("Log") { return true }
        if name.hasPrefix("log") && name.hasSuffix(level.prefix(1).uppercased() + level.dropFirst()) {
          return true
        }
      }
    }
    return false
  }
  static let logVerbs: Set<String> = [
    "print", "write", "add", "append", "save", "send", "post", "record", "emit",
  ]
  static let logObjects: Set<String> = ["Message", "Event", "Line", "Text", "String", "Entry"]
  static let logLevels = [
    "info", "debug", "error", "warn", "warning", "verbose", "trace", "fault", "notice", "critical",
  ]

  /// Members of a `Logger` (os) value.
  public static let loggerMethods: WordSet = [
    "debug", "info", "notice", "error", "fault", "warning", "trace", "critical", "log",
    "verbose",
  ]
}

extension SyntaxFile {
  /// Whether token `i` (typically a string literal) is an argument of a non-UI sink: a
  /// log, assertion, identifier or resource name, or what a search looks for
  /// (`range(of:)`, `replacingOccurrences(of:with:)`'s first argument).
  public func isInNonUISink(_ i: Int) -> Bool {
    guard let (call, arg) = argumentContaining(i) else {
      return isAssignedToIdentifierProperty(i)
    }
    if let label = arg.label {
      let name = text(label)
      if NonUISinks.labels.contains(name) || NonUISinks.isMachineLabel(name) { return true }
    }
    guard let callee = callee(ofOpenParen: call) else {
      // `set(authToken: ("Bearer " + token))`: a parenthesized argument is the argument.
      if kind(call) == .leftParen, arg.label == nil, [.colon, .leftParen, .comma].contains(kind(call - 1)) {
        return isInNonUISink(call)
      }
      return false
    }
    if isLoggingCallee(callee) { return true }
    let name = text(callee)
    // `pushToDebugArray(…)`, `debugLog(…)`: a call named for debugging keeps developer text.
    if tokens[callee].kind == .identifier,
      DebugCode.namesDebug(self, callee) || DebugCode.startsWithDebug(self, callee)
    {
      return true
    }
    if tokens[callee].kind == .poundKeyword {
      return isWord(callee, "#selector") || isWord(callee, "#keyPath")
    }
    if NonUISinks.calls.contains(name) && arg.label == nil { return true }
    // `range(of: String(title + ":"))`: a conversion hands its argument on.
    if name == "String", arg.label == nil, memberBase(callee) == nil { return isInNonUISink(callee) }
    // `(text as NSString).range(of: title + ":")`: what a search looks for, never shown.
    if name == "range" || name == "replacingOccurrences", let label = arg.label, isWord(label, "of") {
      return true
    }
    if name == "init", let base = memberBase(callee), NonUISinks.calls.contains(text(base)) {
      return true
    }
    return false
  }

  /// Whether token `i` is an argument of a log, assertion or crash call (`print`,
  /// `printLog`, `logger.error`): the part of `isInNonUISink` that says the text is for
  /// developers, not an identifier.
  public func isInLoggingCall(_ i: Int) -> Bool {
    guard let (call, _) = argumentContaining(i), let callee = callee(ofOpenParen: call) else { return false }
    return isLoggingCallee(callee)
  }

  /// Whether the callee token `callee` logs, asserts or crashes: `print`, `NSLog`, the
  /// app's own `printLog` or `logError`, or a method of a logger (`logger.info(…)`,
  /// `Logger.mesh.info(…)`, a category of `os.Logger`).
  func isLoggingCallee(_ callee: Int) -> Bool {
    let name = text(callee)
    if NonUISinks.functions.contains(name) || NonUISinks.isLoggingName(name) { return true }
    // `AppLog.perf(…)`, `PerfLogger.mark(…)`: any method of a type named for logging.
    if let base = memberBase(callee), tokens[base].kind == .identifier {
      let type = text(base)
      if type.first?.isUppercase == true, type.hasSuffix("Log") || type.hasSuffix("Logger") { return true }
    }
    if NonUISinks.loggerMethods.contains(name), let base = memberBase(callee) {
      if TextSearch.containsIgnoringCase(text(base), "log") { return true }
      if let outer = memberBase(base), TextSearch.containsIgnoringCase(text(outer), "log") { return true }
    }
    return false
  }

  /// `x.accessibilityIdentifier = "…"` and other identifier-holding properties.
  func isAssignedToIdentifierProperty(_ i: Int) -> Bool {
    let start = i - 2
    guard start >= 1, isWord(i - 1, "="), tokens[start].kind == .identifier else { return false }
    return NonUISinks.properties.contains(text(start))
  }
}

extension SyntaxFile {
  /// Whether the name at token `i` is read where only developers or machines see it: an
  /// argument of a non-UI sink (a log, an assertion, an identifier), or of an
  /// interpolation in a literal that is one (`print("Error: \(message)")`), or a value of
  /// a dictionary literal under a literal key, alone or as the one element of an array
  /// (`["msg": message, "errors": [message]]`: a payload).
  func isReadForDevelopers(_ i: Int) -> Bool {
    let at = outermostLiteralOpen(around: i) ?? i
    // `isInNonUISink` holds every argument of a logging call.
    if isInNonUISink(at) || isInLoggingClosure(at) { return true }
    guard at == i else { return false }
    var first = i
    var last = i
    // `[message]`: the array is the value.
    if kind(first - 1) == .leftBracket, kind(last + 1) == .rightBracket,
      Int(tokens[first - 1].match) == last + 1
    {
      first -= 1
      last += 1
    }
    guard kind(first - 1) == .colon, kind(first - 2) == .stringClose,
      kind(last + 1) == .comma || kind(last + 1) == .rightBracket
    else { return false }
    let key = Int(tokens[first - 2].match)
    guard key >= 0, tokens[key].kind == .stringOpen else { return false }
    let p = Int(enclosingBracket[key])
    return p >= 0 && kind(p) == .leftBracket && (kind(key - 1) == .leftBracket || kind(key - 1) == .comma)
  }
}
