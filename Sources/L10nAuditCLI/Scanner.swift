import Dispatch
import L10nAuditCore
import L10nAuditReporters

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads, tokenizes and lints files on all cores. Each worker holds one file at a time,
/// so memory stays flat however large the tree; results come back in input order.
struct Scanner {
  let linter: Linter
  var jobs: Int
  /// Files larger than this are reported, not scanned.
  static let maxFileBytes = 256 << 20

  struct FileResult: Sendable {
    var diagnostics: [Diagnostic] = []
    var error: ScanError? = nil
    var bytes = 0
    /// Which file was read (nil when it could not be opened).
    var identity: FileIdentity? = nil
  }

  func scan(_ targets: [ScanTarget]) -> [FileResult] {
    let box = ResultBox(count: targets.count)
    let workers = max(1, min(jobs, targets.count))
    if workers == 1 {
      for (k, t) in targets.enumerated() { box.store(k, scanOne(t)) }
    } else {
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let k = box.next() { box.store(k, scanOne(targets[k])) }
      }
    }
    return box.results
  }

  func scanOne(_ target: ScanTarget) -> FileResult {
    switch FileSystem.read(target.path, maxBytes: Scanner.maxFileBytes) {
    case .failure(let e):
      return FileResult(error: ScanError(path: target.display, message: "cannot read file: \(e.message)"))
    case .success(let contents):
      let bytes = contents.bytes
      if let bad = firstInvalidUTF8(bytes) {
        let line = LineTable(bytes).line(of: bad)
        return FileResult(
          error: ScanError(
            path: target.display,
            message: "not valid UTF-8 (first bad byte at line \(line), offset \(bad)); file skipped"),
          bytes: bytes.count, identity: contents.identity)
      }
      let diagnostics = linter.lint(SourceFile(path: target.display, bytes: bytes))
      return FileResult(diagnostics: diagnostics, bytes: bytes.count, identity: contents.identity)
    }
  }
}

/// Shared state of the workers: a work counter and result slots, behind one lock.
final class ResultBox: @unchecked Sendable {
  /// On the heap: a mutex must not move, and a stored property's address is not stable.
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var cursor = 0
  private let count: Int
  private(set) var results: [Scanner.FileResult]

  init(count: Int) {
    self.count = count
    results = Array(repeating: Scanner.FileResult(), count: count)
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  func next() -> Int? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    guard cursor < count else { return nil }
    cursor += 1
    return cursor - 1
  }

  func store(_ k: Int, _ r: Scanner.FileResult) {
    pthread_mutex_lock(lock)
    results[k] = r
    pthread_mutex_unlock(lock)
  }
}
