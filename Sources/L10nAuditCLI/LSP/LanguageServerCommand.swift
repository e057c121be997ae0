#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandLineTool {
  /// `l10n-audit lsp`: serves standard input and output until the client says `exit` or
  /// closes the stream.
  static func languageServer(_ args: Arguments) -> Int32 {
    // A client that goes away makes writes fail, not the process die.
    signal(SIGPIPE, SIG_IGN)
    var reader = MessageReader(fd: 0)
    let server = LanguageServer(
      jobs: args.jobs ?? FileSystem.processorCount(),
      send: { bytes in bytes.withUnsafeBufferPointer { FileSystem.write(1, bytes: $0) } },
      log: { FileSystem.write(2, $0 + "\n") })
    return server.run(&reader)
  }
}
