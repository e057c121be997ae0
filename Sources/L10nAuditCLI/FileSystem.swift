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

  /// Entry names of a directory (without `.` and `..`), unsorted, each with the type the
  /// directory itself records (`nil` where the file system does not say: ask `entry`).
  static func list(_ path: [UInt8]) -> Result<[(name: [UInt8], type: EntryType?)], FileError> {
    guard let dir = withCPath(path, { opendir($0) }) else { return .failure(FileError(errno)) }
    defer { closedir(dir) }
    var names: [(name: [UInt8], type: EntryType?)] = []
    while let entry = readdir(dir) {
      let name: [UInt8] = withUnsafePointer(to: &entry.pointee.d_name) { p in
        p.withMemoryRebound(to: UInt8.self, capacity: 256) { b in
          var k = 0
          while b[k] != 0 { k += 1 }
          return Array(UnsafeBufferPointer(start: b, count: k))
        }
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      let type: EntryType?
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_REG): type = .file
      case Int32(DT_DIR): type = .directory
      case Int32(DT_LNK): type = .symlink
      case Int32(DT_UNKNOWN): type = nil
      default: type = .other
      }
      names.append((name, type))
    }
    return .success(names)
  }

  /// A file's bytes, and which file it is (from the same `fstat`).
  struct Contents {
    var bytes: [UInt8]
    var identity: FileIdentity
  }

  /// The whole file, or why it could not be read.
  static func read(_ path: [UInt8], maxBytes: Int) -> Result<Contents, FileError> {
    let fd = withCPath(path) { open($0, O_RDONLY) }
    if fd < 0 { return .failure(FileError(errno)) }
    defer { close(fd) }
    var st = stat()
    if fstat(fd, &st) != 0 { return .failure(FileError(errno)) }
    if st.st_mode & S_IFMT == S_IFDIR { return .failure(FileError(EISDIR)) }
    let identity = FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    let size = Int(st.st_size)
    // A regular file's read comes back short only at its end: once `fstat`'s size is in,
    // no second call to see it. (Files that say 0 bytes, as in `/proc`, are read until a
    // read returns nothing.)
    let trustShortRead = st.st_mode & S_IFMT == S_IFREG && size > 0
    if size > maxBytes { return .failure(FileError(message: "file is larger than \(maxBytes >> 20) MiB")) }
    // Filled by `read` straight into the array's storage: no zeroing first.
    var bytes: [UInt8] = []
    var capacity = max(size, 0) + 1  // one more: end of file shows without a second buffer
    var failure: Int32? = nil
    while failure == nil {
      let old = bytes
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        let base = buffer.baseAddress!
        old.withUnsafeBufferPointer { o in
          if let b = o.baseAddress { base.initialize(from: b, count: o.count) }
        }
        count = old.count
        while count < capacity {
          let asked = capacity - count
          let got = Glibc_read(fd, base + count, asked)
          if got < 0 {
            if errno == EINTR { continue }
            failure = errno
            return
          }
          if got == 0 { return }
          count += got
          if trustShortRead && got < asked && count >= size { return }
        }
      }
      // Short of capacity: end of file. Full: the file grew since `fstat`; read on.
      if bytes.count < capacity || bytes.count > maxBytes { break }
      capacity = min(bytes.count + max(4096, bytes.count / 2), maxBytes + 1)
    }
    if let code = failure { return .failure(FileError(code)) }
    if bytes.count > maxBytes {
      return .failure(FileError(message: "file is larger than \(maxBytes >> 20) MiB"))
    }
    return .success(Contents(bytes: bytes, identity: identity))
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

  /// Replaces the file at `path` (at its target, when it is a link) with `bytes`, so that
  /// a reader sees the old file or the new one, never a part: the bytes go to a new file
  /// in the same folder, which takes the old one's mode (and owner and group, where the
  /// system allows) and is then renamed over it. nil when done, else why not.
  static func replace(_ path: [UInt8], with bytes: [UInt8]) -> FileError? {
    let real: [UInt8]
    switch resolve(path) {
    case .failure(let e): return e
    case .success(let p): real = p
    }
    var st = stat()
    if withCPath(real, { stat($0, &st) }) != 0 { return FileError(errno) }
    let slash = real.lastIndex(of: 0x2F)
    let folder = slash.map { Array(real[...$0]) } ?? []
    let name = slash.map { Array(real[($0 + 1)...]) } ?? real
    var template = folder + Array(".".utf8) + name + Array(".l10n-audit-XXXXXX".utf8) + [0]
    let fd = template.withUnsafeMutableBufferPointer { b in
      b.withMemoryRebound(to: CChar.self) { mkstemp($0.baseAddress!) }
    }
    if fd < 0 { return FileError(errno) }
    let temporary = Array(template.dropLast())
    func fail(_ code: Int32) -> FileError {
      close(fd)
      _ = withCPath(temporary) { unlink($0) }
      return FileError(code)
    }
    var written = 0
    while written < bytes.count {
      let w = bytes.withUnsafeBufferPointer {
        Glibc_write(fd, $0.baseAddress! + written, bytes.count - written)
      }
      if w < 0 {
        if errno == EINTR { continue }
        return fail(errno)
      }
      written += w
    }
    if fchmod(fd, st.st_mode & 0o7777) != 0 { return fail(errno) }
    // Only the owner's own files, or root, may keep another owner: a failure leaves the
    // file the writer's, as any editor would.
    _ = fchown(fd, st.st_uid, st.st_gid)
    if fsync(fd) != 0 { return fail(errno) }
    if close(fd) != 0 {
      let code = errno
      _ = withCPath(temporary) { unlink($0) }
      return FileError(code)
    }
    let renamed = withCPath(temporary) { from in withCPath(real) { to in rename(from, to) } }
    if renamed != 0 {
      let code = errno
      _ = withCPath(temporary) { unlink($0) }
      return FileError(code)
    }
    return nil
  }

  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

  static func environment(_ name: String) -> String? {
    guard let v = getenv(name) else { return nil }
    return String(cString: v)
  }

  static func processorCount() -> Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  static func write(_ fd: Int32, _ text: String) {
    var s = text
    s.withUTF8 { write(fd, bytes: $0) }
  }

  static func write(_ fd: Int32, bytes b: UnsafeBufferPointer<UInt8>) {
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
