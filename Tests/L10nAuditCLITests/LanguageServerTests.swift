import Foundation
import L10nAuditCore
import Testing

@testable import L10nAuditCLI

/// The language server's parts on their own: JSON, framing, file URIs, and one session
/// run in process (the end-to-end tests with a real client are in Tests/LSP).
@Suite struct LanguageServerTests {
  @Test func jsonRoundTripsWithIntegersAndSortedKeys() throws {
    let text = #"{"b":[1,-2.5,true,null],"a":"x\n\u00e9\ud83d\ude00","id":7}"#
    let value = try JSON.parse(Array(text.utf8))
    #expect(value["id"] == .int(7))
    #expect(value["a"]?.string == "x\né😀")
    #expect(value.text == #"{"a":"x\né😀","b":[1,-2.5,true,null],"id":7}"#)
  }

  @Test func jsonRefusesWhatIsNotJSON() {
    for bad in ["", "{", "{\"a\" 1}", "[1,]", "01", "\"\\x\"", "tru", "{} x", "\"a\u{01}\""] {
      #expect(throws: CatalogSyntaxError.self, "\(bad)") { try JSON.parse(Array(bad.utf8)) }
    }
    #expect(throws: CatalogSyntaxError.self) { try JSON.parse([0x22, 0xC3, 0x22]) }
    let deep = String(repeating: "[", count: JSON.maxDepth + 1)
    #expect(throws: CatalogSyntaxError.self) { try JSON.parse(Array(deep.utf8)) }
  }

  @Test func framesAreReadAcrossReadsAndBadHeadersAreReported() {
    let stream = Array(
      "Content-Length: 2\r\n\r\n{}Content-Type: x\r\n\r\ncontent-length:  3 \r\n\r\n[1]".utf8)
    var at = 0
    // One byte a read: every boundary falls inside some read.
    var reader = MessageReader { p, n in
      guard at < stream.count, n > 0 else { return 0 }
      p.storeBytes(of: stream[at], as: UInt8.self)
      at += 1
      return 1
    }
    #expect(reader.next() == .message(Array("{}".utf8)))
    #expect(reader.next() == .malformed("a header block without a valid Content-Length"))
    #expect(reader.next() == .message(Array("[1]".utf8)))
    #expect(reader.next() == .end)
  }

  @Test func aBodyCutShortIsMalformed() {
    let stream = Array("Content-Length: 10\r\n\r\n{}".utf8)
    var done = false
    var reader = MessageReader { p, n in
      guard !done else { return 0 }
      done = true
      stream.withUnsafeBytes { p.copyMemory(from: $0.baseAddress!, byteCount: stream.count) }
      return stream.count
    }
    #expect(reader.next() == .malformed("the stream ended inside a message"))
    #expect(reader.next() == .end)
  }

  @Test func fileURIsAndPaths() {
    #expect(FileURI.path(of: "file:///Users/a/My%20App/%C3%A9.swift") == "/Users/a/My App/é.swift")
    #expect(FileURI.path(of: "file://localhost/tmp/x.swift") == "/tmp/x.swift")
    #expect(FileURI.path(of: "untitled:Untitled-1") == nil)
    #expect(FileURI.path(of: "file://server/share/x.swift") == nil)
    #expect(FileURI.uri(of: "/Users/a/My App/é.swift") == "file:///Users/a/My%20App/%C3%A9.swift")
  }

  /// A session in process: initialize, open a file outside every workspace folder, and a
  /// code action on its finding.
  @Test func aSessionPublishesDiagnosticsAndOffersTheSafeFix() throws {
    let session = Session()
    let sent = session.sent
    func message(_ text: String) -> Int32? { session.message(text) }
    _ = message(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    #expect(sent.messages.last?["result"]?["capabilities"]?["positionEncoding"] == .string("utf-16"))
    _ = message(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    let dir = NSTemporaryDirectory() + "lsp-unit-\(getpid())"
    let uri = FileURI.uri(of: dir + "/A.swift")
    let text = #"let f = DateFormatter()\nfunc g() { f.dateFormat = \"YYYY\" }\n"#
    _ = message(
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":3,"text":"\#(text)"}}}"#
    )
    let published = try #require(sent.messages.last)
    #expect(published["method"]?.string == "textDocument/publishDiagnostics")
    #expect(published["params"]?["version"] == .int(3))
    let codes = published["params"]?["diagnostics"]?.array?.compactMap { $0["code"]?.string } ?? []
    #expect(codes.contains("week-based-year"))
    _ = message(
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":1,"character":28},"end":{"line":1,"character":28}},"context":{"diagnostics":[]}}}"#
    )
    let actions = sent.messages.last?["result"]?.array ?? []
    let fix = try #require(actions.first { $0["isPreferred"] == .bool(true) })
    #expect(fix["edit"]?["changes"]?[uri]?.array?.first?["newText"] == .string("yyyy"))
    _ = message(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
    #expect(message(#"{"jsonrpc":"2.0","method":"exit"}"#) == 0)
  }

  /// The editor leaves a screen that only debug code opens alone, as the audit does: the
  /// workspace's files say which types only debug code constructs.
  @Test func aScreenOnlyDebugCodeOpensIsLeftAloneInTheEditor() throws {
    let tree = try TempTree([
      "Tester.swift":
        "final class TesterViewController: UIViewController {\n  func load() { title = \"Tester\" }\n}\n",
      "Home.swift":
        "final class Home {\n  @objc func debugButtonTapped() { show(TesterViewController()) }\n}\n",
    ])
    let session = Session()
    let sent = session.sent
    func message(_ text: String) -> Int32? { session.message(text) }
    let root = FileURI.uri(of: tree.path())
    _ = message(
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{},"workspaceFolders":[{"uri":"\#(root)","name":"t"}]}}"#
    )
    _ = message(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    let uri = FileURI.uri(of: tree.path("Tester.swift"))
    let text =
      #"final class TesterViewController: UIViewController {\n  func load() { title = \"Tester\" }\n}\n"#
    _ = message(
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"\#(text)"}}}"#
    )
    let published = try #require(
      sent.messages.last { $0["method"]?.string == "textDocument/publishDiagnostics" })
    #expect(published["params"]?["uri"]?.string == uri)
    #expect(published["params"]?["diagnostics"]?.array?.isEmpty == true)
    _ = message(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
    #expect(message(#"{"jsonrpc":"2.0","method":"exit"}"#) == 0)
  }

  /// The messages a server sent.
  final class Sent: @unchecked Sendable { var messages: [JSON] = [] }

  /// A server in process and what it sends.
  struct Session {
    let sent = Sent()
    let server: LanguageServer

    init() {
      let sent = self.sent
      server = LanguageServer(
        jobs: 1,
        send: { frame in
          let text = String(decoding: frame, as: UTF8.self)
          let body = text[text.range(of: "\r\n\r\n")!.upperBound...]
          sent.messages.append(try! JSON.parse(Array(body.utf8)))
        }, log: { _ in })
    }

    func message(_ text: String) -> Int32? { server.handle(.message(Array(text.utf8))) }
  }
}
