#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The only file in the project that calls the C library: reading files and directories
/// with raw byte paths, so that names that are not UTF-8 still open.
enum FileSystem {
  enum EntryType { case file, directory, symlink, other, missing }

  static func type(_ path: [UInt8], followLinks: Bool) -> (EntryType, Int32) {
    let (type, code, _) = entry(path, followLinks: followLinks)
    return (type, code)
  }

  /// The entry's type, the error code when it is missing, and which file it is.
  static func entry(_ path: [UInt8], followLinks: Bool) -> (EntryType, Int32, FileIdentity?) {
    var st = stat()
    let rc = withCPath(path) { followLinks ? stat($0, &st) : lstat($0, &st) }
    if rc != 0 { return (.missing, errno, nil) }
    let identity = FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    switch st.st_mode & S_IFMT {
    case S_IFREG: return (.file, 0, identity)
    case S_IFDIR: return (.directory, 0, identity)
    case S_IFLNK: return (.symlink, 0, identity)
    default: return (.other, 0, identity)
    }
  }

  /// Entry names of a directory (without `.` and `..`), unsorted.
  static func list(_ path: [UInt8]) -> Result<[[UInt8]], FileError> {
    guard let dir = withCPath(path, { opendir($0) }) else { return .failure(FileError(errno)) }
    defer { closedir(dir) }
    var names: [[UInt8]] = []
    while let entry = readdir(dir) {
      let name: [UInt8] = withUnsafePointer(to: &entry.pointee.d_name) { p in
        p.withMemoryRebound(to: UInt8.self, capacity: 256) { b in
          var k = 0
          while b[k] != 0 { k += 1 }
          return Array(UnsafeBufferPointer(start: b, count: k))
        }
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      names.append(name)
    }
    return .success(names)
  }

  /// The whole file, or why it could not be read.
  static func read(_ path: [UInt8], maxBytes: Int) -> Result<[UInt8], FileError> {
    let fd = withCPath(path) { open($0, O_RDONLY) }
    if fd < 0 { return .failure(FileError(errno)) }
    defer { close(fd) }
    var st = stat()
    if fstat(fd, &st) != 0 { return .failure(FileError(errno)) }
    if st.st_mode & S_IFMT == S_IFDIR { return .failure(FileError(EISDIR)) }
    let size = Int(st.st_size)
    if size > maxBytes { return .failure(FileError(message: "file is larger than \(maxBytes >> 20) MiB")) }
    var bytes = [UInt8](repeating: 0, count: max(size, 0))
    var filled = 0
    while true {
      if filled == bytes.count {
        // The file may have grown since fstat; read on until end of file.
        if bytes.count >= maxBytes + 1 { break }
        bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2)))
      }
      let got = bytes.withUnsafeMutableBytes { b in
        Glibc_read(fd, b.baseAddress! + filled, b.count - filled)
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(FileError(errno))
      }
      if got == 0 { break }
      filled += got
    }
    if filled > maxBytes { return .failure(FileError(message: "file is larger than \(maxBytes >> 20) MiB")) }
    bytes.removeSubrange(filled...)
    return .success(bytes)
  }

  /// Resolves a path through every link, or the reason it cannot be (broken link, loop).
  static func resolve(_ path: [UInt8]) -> Result<[UInt8], FileError> {
    guard let p = withCPath(path, { realpath($0, nil) }) else {
      let code = errno
      return .failure(code == ENOENT ? FileError(message: "broken symbolic link") : FileError(code))
    }
    defer { free(p) }
    return .success(
      Array(
        UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: strlen(p)))
    )
  }

  /// Resolves a path through every link, or nil (broken link, loop).
  static func realPath(_ path: [UInt8]) -> [UInt8]? {
    try? resolve(path).get()
  }

  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

  static func environment(_ name: String) -> String? {
    guard let v = getenv(name) else { return nil }
    return String(cString: v)
  }

  static func processorCount() -> Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  static func write(_ fd: Int32, _ text: String) {
    var s = text
    s.withUTF8 { b in
      var off = 0
      while off < b.count {
        let w = Glibc_write(fd, b.baseAddress! + off, b.count - off)
        if w < 0 {
          if errno == EINTR { continue }
          return
        }
        off += w
      }
    }
  }

  private static func withCPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
    var c = path
    c.append(0)
    return c.withUnsafeBufferPointer { b in
      b.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }
}

@inline(__always) private func Glibc_read(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int {
  read(fd, p, n)
}
@inline(__always) private func Glibc_write(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
  write(fd, p, n)
}

/// An operating-system error, worded for a person.
struct FileError: Error {
  var message: String
  init(message: String) { self.message = message }
  init(_ code: Int32) {
    switch code {
    case EACCES, EPERM: message = "permission denied"
    case ENOENT: message = "no such file or directory"
    case ELOOP: message = "symbolic link loop"
    case EISDIR: message = "is a directory"
    case ENOTDIR: message = "not a directory"
    default: message = String(cString: strerror(code))
    }
  }
}

/// A file as the file system knows it (device and inode): two paths to one file, through
/// links or overlapping roots, have one identity.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
}
