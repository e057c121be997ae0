/// A Swift source file as the scanner sees it: a display path and its raw UTF-8 bytes.
///
/// The bytes are never decoded into `String` as a whole; every stage works on offsets.
public struct SourceFile: Sendable {
  /// The path as it is shown in findings (relative to the working directory when possible).
  public let path: String
  /// The file contents, byte for byte.
  public let bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Decodes the bytes in `range` as UTF-8, replacing invalid sequences.
  public func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
