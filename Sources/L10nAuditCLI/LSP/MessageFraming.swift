import L10nAuditCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The base protocol's framing: a header block (`Content-Length: N`, lines ending in
/// CR LF, then an empty line) and N bytes of JSON.
struct MessageReader {
  enum Frame: Equatable {
    /// One message's body.
    case message([UInt8])
    /// A header block without a usable `Content-Length`, or a body cut short: why.
    case malformed(String)
    /// The other end closed the stream.
    case end
  }

  /// Headers longer than this are not a header block.
  static let maxHeaderBytes = 64 << 10
  /// A body longer than this is refused (and skipped).
  static let maxBodyBytes = 256 << 20

  /// Reads up to `count` bytes into the pointer; 0 at the end, negative on error.
  let read: (UnsafeMutableRawPointer, Int) -> Int
  private var buffer: [UInt8] = []
  /// What one read fills, before it joins `buffer`.
  private var chunk = [UInt8](repeating: 0, count: 64 << 10)
  private var start = 0
  private var closed = false

  init(read: @escaping (UnsafeMutableRawPointer, Int) -> Int) {
    self.read = read
  }

  /// Reads from a file descriptor.
  init(fd: Int32) {
    self.init { p, n in
      while true {
        let got = Glibc.read(fd, p, n)
        if got < 0 && errno == EINTR { continue }
        return got
      }
    }
  }

  /// Whether bytes of a further message are already read (the client sent more).
  var hasBuffered: Bool { start < buffer.count }

  mutating func next() -> Frame {
    // The header block: up to the first CR LF CR LF.
    var headerEnd: Int? = nil
    var scanned = start
    while headerEnd == nil {
      while scanned + 3 < buffer.count {
        if buffer[scanned] == 0x0D && buffer[scanned + 1] == 0x0A && buffer[scanned + 2] == 0x0D
          && buffer[scanned + 3] == 0x0A
        {
          headerEnd = scanned
          break
        }
        scanned += 1
      }
      if headerEnd != nil { break }
      if buffer.count - start > Self.maxHeaderBytes {
        // No header block: drop what was read and start over.
        buffer.removeAll()
        start = 0
        scanned = 0
        return .malformed("a header block longer than \(Self.maxHeaderBytes) bytes")
      }
      guard fill() else {
        let partial = buffer.count > start
        buffer.removeAll()
        start = 0
        return partial && !onlySpace() ? .malformed("the stream ended inside a header block") : .end
      }
    }
    let header = String(decoding: buffer[start..<headerEnd!], as: UTF8.self)
    start = headerEnd! + 4
    var length: Int? = nil
    for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
      if name == "content-length" { length = Int(value) }
    }
    guard let n = length, n >= 0 else {
      compact()
      return .malformed("a header block without a valid Content-Length")
    }
    guard n <= Self.maxBodyBytes else {
      // Skip the body, then go on with the next message.
      var left = n
      while left > 0 {
        let have = min(left, buffer.count - start)
        start += have
        left -= have
        if left > 0 {
          compact()
          guard fill() else { return .end }
        }
      }
      compact()
      return .malformed("a message of \(n) bytes, over the limit of \(Self.maxBodyBytes)")
    }
    while buffer.count - start < n {
      guard fill() else {
        buffer.removeAll()
        start = 0
        return .malformed("the stream ended inside a message")
      }
    }
    let body = Array(buffer[start..<start + n])
    start += n
    compact()
    return .message(body)
  }

  private func onlySpace() -> Bool {
    buffer[start...].allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
  }

  /// Drops the bytes already taken, once they are most of the buffer.
  private mutating func compact() {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
      start = 0
    } else if start > 1 << 16 && start * 2 > buffer.count {
      buffer.removeSubrange(0..<start)
      start = 0
    }
  }

  /// Reads more bytes; false at the end of the stream (or on an error).
  private mutating func fill() -> Bool {
    guard !closed else { return false }
    let got = chunk.withUnsafeMutableBytes { read($0.baseAddress!, $0.count) }
    guard got > 0 else {
      closed = true
      return false
    }
    buffer.append(contentsOf: chunk[..<got])
    return true
  }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var s = Substring(self)
    while let c = s.first, set.contains(c) { s = s.dropFirst() }
    while let c = s.last, set.contains(c) { s = s.dropLast() }
    return String(s)
  }
}

/// Frames each message for the client.
enum MessageWriter {
  static func frame(_ message: JSON) -> [UInt8] {
    let body = message.text
    return Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
  }
}
