import Dispatch
import L10nAuditCore
import L10nAuditReporters

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads, tokenizes and lints files on all cores, from the first file a producer hands it.
/// Each worker holds one file at a time, so memory stays flat however large the tree;
/// results come back in input order.
struct Scanner {
  let linter: Linter
  var jobs: Int
  /// Whether each Swift file's digest is kept (`--fix` checks that a file is unchanged
  /// before it writes).
  var digests = false
  /// Files larger than this are reported, not scanned.
  static let maxFileBytes = 256 << 20

  struct FileResult: Sendable {
    var diagnostics: [Diagnostic] = []
    /// What the project pass needs of the file, if anything.
    var summary: FileSummary? = nil
    var error: ScanError? = nil
    var bytes = 0
    /// Which file was read (nil when it could not be opened).
    var identity: FileIdentity? = nil
    /// The bytes' digest, when `digests` is set and the file is Swift.
    var digest: UInt64? = nil
  }

  func scan(_ targets: [ScanTarget]) -> [FileResult] {
    scan { add in targets.forEach(add) }.results
  }

  /// Scans the files `produce` hands to `add`, while it is still finding them: the calling
  /// thread produces (walks the tree) and then scans; up to `jobs - 1` workers scan from
  /// the first files on. Results come back in the order the files were added.
  func scan(producing produce: (_ add: (ScanTarget) -> Void) -> Void)
    -> (targets: [ScanTarget], results: [FileResult])
  {
    let feed = ScanFeed()
    let group = DispatchGroup()
    // A worker is started with each of the first `jobs - 1` files: never more workers than
    // files, however large `--jobs` is.
    var started = 0
    produce { target in
      feed.add(target)
      if started < jobs - 1 {
        started += 1
        DispatchQueue.global().async(group: group) { self.drain(feed) }
      }
    }
    feed.finish()
    drain(feed)
    // Workers wait only for files or the end of the feed: neither depends on a worker.
    group.wait()
    return feed.taken()
  }

  private func drain(_ feed: ScanFeed) {
    while let (k, target) = feed.next() { feed.store(k, scanOne(target)) }
  }

  func scanOne(_ target: ScanTarget) -> FileResult {
    switch FileSystem.read(target.path, maxBytes: Scanner.maxFileBytes) {
    case .failure(let e):
      return FileResult(error: ScanError(path: target.display, message: "cannot read file: \(e.message)"))
    case .success(let contents):
      let bytes = contents.bytes
      if target.isObjectiveC {
        return FileResult(
          summary: ObjectiveCLookups.summary(path: target.display, bytes: bytes), bytes: bytes.count,
          identity: contents.identity)
      }
      if target.isCatalog, let outcome = linter.scanCatalog(path: target.display, bytes: bytes) {
        return FileResult(
          diagnostics: outcome.diagnostics, summary: outcome.summary, bytes: bytes.count,
          identity: contents.identity)
      }
      let lines: LineTable
      do {
        lines = try LineTable.validated(bytes)
      } catch {
        let bad = error.offset
        let line = LineTable(bytes).line(of: bad)
        return FileResult(
          error: ScanError(
            path: target.display,
            message: "not valid UTF-8 (first bad byte at line \(line), offset \(bad)); file skipped"),
          bytes: bytes.count, identity: contents.identity)
      }
      let outcome = linter.scan(
        SourceFile(path: target.display, bytes: bytes, roleStart: target.roleStart), lines: lines)
      return FileResult(
        diagnostics: outcome.diagnostics, summary: outcome.summary, bytes: bytes.count,
        identity: contents.identity, digest: digests ? Fixer.digest(bytes) : nil)
    }
  }
}

/// Shared state of the producer and the workers: the files found so far, a cursor, and
/// result slots, behind one lock; workers wait on `ready` for more files or the end.
final class ScanFeed: @unchecked Sendable {
  /// On the heap: a mutex must not move, and a stored property's address is not stable.
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let ready = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  // Read and written under `lock` only, so the runtime's exclusivity check is not needed.
  @exclusivity(unchecked) private var targets: [ScanTarget] = []
  @exclusivity(unchecked) private var results: [Scanner.FileResult] = []
  @exclusivity(unchecked) private var cursor = 0
  @exclusivity(unchecked) private var finished = false

  init() {
    pthread_mutex_init(lock, nil)
    pthread_cond_init(ready, nil)
  }

  deinit {
    pthread_cond_destroy(ready)
    pthread_mutex_destroy(lock)
    ready.deallocate()
    lock.deallocate()
  }

  func add(_ target: ScanTarget) {
    pthread_mutex_lock(lock)
    targets.append(target)
    results.append(Scanner.FileResult())
    pthread_cond_signal(ready)
    pthread_mutex_unlock(lock)
  }

  /// No more files will be added.
  func finish() {
    pthread_mutex_lock(lock)
    finished = true
    pthread_cond_broadcast(ready)
    pthread_mutex_unlock(lock)
  }

  /// The next file to scan, waiting while the producer may still add one; nil at the end.
  func next() -> (Int, ScanTarget)? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    while cursor == targets.count && !finished { pthread_cond_wait(ready, lock) }
    guard cursor < targets.count else { return nil }
    cursor += 1
    return (cursor - 1, targets[cursor - 1])
  }

  func store(_ k: Int, _ r: Scanner.FileResult) {
    pthread_mutex_lock(lock)
    results[k] = r
    pthread_mutex_unlock(lock)
  }

  /// Every file and its result, once all are scanned.
  func taken() -> (targets: [ScanTarget], results: [Scanner.FileResult]) {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return (targets, results)
  }
}
