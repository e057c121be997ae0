/// A Swift source file as the scanner sees it: a display path and its raw UTF-8 bytes.
///
/// The bytes are never decoded into `String` as a whole; every stage works on offsets.
public struct SourceFile: Sendable {
  /// The path as it is shown in findings (relative to the working directory when possible).
  public let path: String
  /// The file contents, byte for byte.
  public let bytes: [UInt8]
  /// Where in `path` the folders that tell a file's role (tests, sample apps) begin: past
  /// the folder named on the command line, which is audited as what it was named for.
  public let roleStart: Int

  public init(path: String, bytes: [UInt8], roleStart: Int = 0) {
    self.path = path
    self.bytes = bytes
    self.roleStart = min(max(roleStart, 0), path.utf8.count)
  }

  /// The part of `path` that tells the file's role: the whole path, or what lies below
  /// the folder the audit was given.
  public var rolePath: String {
    roleStart == 0 ? path : String(decoding: path.utf8.dropFirst(roleStart), as: UTF8.self)
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Decodes the bytes in `range` as UTF-8, replacing invalid sequences.
  public func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
