import L10nAuditCore

/// `l10n-audit lsp`: a Language Server Protocol server. It publishes the diagnostics of
/// every Swift file and catalog open in the editor, as the audit finds them in the
/// editor's text, with the project rules' findings from the workspace's last save; it
/// offers the safe fixes and suppression comments as code actions.
///
/// One message at a time, in order: a change is linted before the next message is read.
final class LanguageServer {
  enum PositionEncoding: String {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
  }

  enum Phase {
    case waitingForInitialize, running, shutDown
  }

  /// JSON-RPC and LSP error codes.
  enum ErrorCode {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let serverNotInitialized = -32002
  }

  /// A request's params that are not what the method takes.
  struct InvalidParams: Error {
    var message: String
  }

  /// An open document: its text as the editor has it, and what was last published for it.
  struct Document {
    var uri: String
    /// The file's path (nil for a URI that names no file, such as `untitled:`).
    var path: String?
    var version: Int?
    var bytes: [UInt8]
    var isCatalog: Bool
    /// Its own diagnostics, from its last lint.
    var own: [Diagnostic] = []
    /// The diagnostics last published for it: its own and the project rules'.
    var published: [Diagnostic] = []
  }

  /// Writes one framed message to the client.
  let send: ([UInt8]) -> Void
  /// Writes a line for the person running the server (standard error).
  let log: (String) -> Void
  let jobs: Int

  private(set) var phase = Phase.waitingForInitialize
  private(set) var encoding = PositionEncoding.utf16
  var workspaces: [LSPWorkspace] = []
  /// Workspaces of files opened outside every workspace folder, by folder.
  var looseWorkspaces: [String: LSPWorkspace] = [:]
  var documents: [String: Document] = [:]
  private var clientWatchesFiles = false
  private var nextRequestID = 1

  init(
    jobs: Int = FileSystem.processorCount(), send: @escaping ([UInt8]) -> Void,
    log: @escaping (String) -> Void
  ) {
    self.jobs = jobs
    self.send = send
    self.log = log
  }

  /// Reads messages from `reader` until the client says `exit` or goes away; returns the
  /// exit status (0 after a `shutdown` request, else 1, as the protocol asks).
  func run(_ reader: inout MessageReader) -> Int32 {
    while true {
      if let status = handle(reader.next()) { return status }
    }
  }

  /// Handles one frame; returns an exit status once the server should stop.
  func handle(_ frame: MessageReader.Frame) -> Int32? {
    switch frame {
    case .end:
      return phase == .shutDown ? 0 : 1
    case .malformed(let why):
      log("l10n-audit lsp: malformed message: \(why)")
      respond(id: .null, error: ErrorCode.parseError, "malformed message: \(why)")
      return nil
    case .message(let body):
      let message: JSON
      do {
        message = try JSON.parse(body)
      } catch {
        respond(id: .null, error: ErrorCode.parseError, "not JSON: \(error.message) at byte \(error.offset)")
        return nil
      }
      return handle(message)
    }
  }

  func handle(_ message: JSON) -> Int32? {
    guard message.isObject else {
      respond(id: .null, error: ErrorCode.invalidRequest, "a message must be a JSON object")
      return nil
    }
    let id = message["id"]
    guard let method = message["method"]?.string else {
      // A response to one of the server's requests (or an object that is neither).
      if id != nil && (message["result"] != nil || message["error"] != nil) { return nil }
      respond(id: id ?? .null, error: ErrorCode.invalidRequest, "a message must have a 'method'")
      return nil
    }
    if let id, id.string == nil && id.int == nil {
      respond(id: .null, error: ErrorCode.invalidRequest, "'id' must be a number or a string")
      return nil
    }
    let params = message["params"] ?? .null
    if method == "exit" { return phase == .shutDown ? 0 : 1 }
    guard let id else {
      notification(method, params)
      return nil
    }
    switch phase {
    case .waitingForInitialize where method != "initialize":
      respond(id: id, error: ErrorCode.serverNotInitialized, "the server is not initialized yet")
      return nil
    case .running where method == "initialize":
      respond(id: id, error: ErrorCode.invalidRequest, "the server is initialized already")
      return nil
    case .shutDown:
      respond(id: id, error: ErrorCode.invalidRequest, "the server is shut down")
      return nil
    default:
      break
    }
    do {
      switch method {
      case "initialize":
        respond(id: id, result: try initialize(params))
      case "shutdown":
        phase = .shutDown
        respond(id: id, result: .null)
      case "textDocument/codeAction":
        respond(id: id, result: try codeActions(params))
      default:
        respond(id: id, error: ErrorCode.methodNotFound, "no method '\(method)'")
      }
    } catch {
      respond(id: id, error: ErrorCode.invalidParams, "\(method): \(error.message)")
    }
    return nil
  }

  private func notification(_ method: String, _ params: JSON) {
    guard phase == .running else { return }
    do {
      switch method {
      case "initialized": initialized()
      case "textDocument/didOpen": try didOpen(params)
      case "textDocument/didChange": try didChange(params)
      case "textDocument/didSave": try didSave(params)
      case "textDocument/didClose": try didClose(params)
      case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
      case "workspace/didChangeWorkspaceFolders": try didChangeWorkspaceFolders(params)
      default: break  // `$/cancelRequest`, `$/setTrace` and the rest: nothing to do.
      }
    } catch {
      logToClient(.error, "l10n-audit: \(method): \(error.message)")
    }
  }

  // MARK: Lifecycle

  private func initialize(_ params: JSON) throws(InvalidParams) -> JSON {
    guard params.isObject else { throw InvalidParams(message: "params must be an object") }
    let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
    encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    clientWatchesFiles =
      params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
    var roots: [String] = []
    if let folders = params["workspaceFolders"]?.array {
      roots = folders.compactMap { $0["uri"]?.string.flatMap(FileURI.path(of:)) }
    }
    if roots.isEmpty, let uri = params["rootUri"]?.string, let path = FileURI.path(of: uri) {
      roots = [path]
    }
    if roots.isEmpty, let path = params["rootPath"]?.string, path.hasPrefix("/") { roots = [path] }
    workspaces = roots.map { LSPWorkspace(root: $0, isProject: true) }
    phase = .running
    return .object([
      "capabilities": .object([
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": .object([
          "openClose": .bool(true),
          "change": .int(1),  // the whole text with each change
          "save": .object(["includeText": .bool(true)]),
        ]),
        "codeActionProvider": .object([
          "codeActionKinds": .array([.string("quickfix"), .string(Self.fixAllKind)])
        ]),
        "workspace": .object([
          "workspaceFolders": .object(["supported": .bool(true), "changeNotifications": .bool(true)])
        ]),
      ]),
      "serverInfo": .object(["name": .string("l10n-audit"), "version": .string(CommandLineTool.version)]),
    ])
  }

  private func initialized() {
    if clientWatchesFiles {
      let globs = ["**/.l10n-audit.json", "**/*.swift", "**/*.strings", "**/*.stringsdict", "**/*.xcstrings"]
      request(
        "client/registerCapability",
        .object([
          "registrations": .array([
            .object([
              "id": .string("l10n-audit-watched-files"),
              "method": .string("workspace/didChangeWatchedFiles"),
              "registerOptions": .object([
                "watchers": .array(globs.map { .object(["globPattern": .string($0)]) })
              ]),
            ])
          ])
        ]))
    }
    for w in workspaces { scan(w) }
    publishAll(relint: false)
  }

  /// Walks and scans a workspace folder, runs its project rules and says so.
  func scan(_ w: LSPWorkspace) {
    let start = monotonicSeconds()
    w.scanAll(jobs: jobs)
    w.refreshProject(texts: openTexts(), jobs: jobs)
    if let e = w.configError { logToClient(.error, e) }
    for e in w.scanErrors.prefix(20) { logToClient(.warning, "\(e.path): \(e.message)") }
    let ms = Int((monotonicSeconds() - start) * 1000)
    logToClient(.info, "l10n-audit: scanned \(w.filesScanned) files in \(w.root) in \(ms) ms")
  }

  private func didChangeWorkspaceFolders(_ params: JSON) throws(InvalidParams) {
    guard let event = params["event"], event.isObject else { throw InvalidParams(message: "no 'event'") }
    let removed = Set(
      (event["removed"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path(of:)) })
    workspaces.removeAll { removed.contains($0.root) }
    for path in (event["added"]?.array ?? []).compactMap({ $0["uri"]?.string.flatMap(FileURI.path(of:)) })
    where !workspaces.contains(where: { $0.root == path }) {
      let w = LSPWorkspace(root: path, isProject: true)
      workspaces.append(w)
      scan(w)
    }
    publishAll(relint: true)
  }

  // MARK: Sending

  func respond(id: JSON, result: JSON) {
    send(MessageWriter.frame(.object(["jsonrpc": .string("2.0"), "id": id, "result": result])))
  }

  func respond(id: JSON, error code: Int, _ message: String) {
    send(
      MessageWriter.frame(
        .object([
          "jsonrpc": .string("2.0"), "id": id,
          "error": .object(["code": .int(code), "message": .string(message)]),
        ])))
  }

  func notify(_ method: String, _ params: JSON) {
    send(
      MessageWriter.frame(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])))
  }

  private func request(_ method: String, _ params: JSON) {
    let id = nextRequestID
    nextRequestID += 1
    send(
      MessageWriter.frame(
        .object([
          "jsonrpc": .string("2.0"), "id": .string("l10n-audit-\(id)"), "method": .string(method),
          "params": params,
        ])))
  }

  enum MessageType: Int {
    case error = 1, warning = 2, info = 3
  }

  func logToClient(_ type: MessageType, _ message: String) {
    if type == .error { log(message) }
    notify("window/logMessage", .object(["type": .int(type.rawValue), "message": .string(message)]))
  }
}
