import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum Parallel {
  /// `body` of each of `indices`, in their order, computed on up to `jobs` threads.
  static func map<T: Sendable>(_ indices: Range<Int>, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
    guard jobs > 1 && indices.count > 1 else { return indices.map(body) }
    let work = Work<T>(count: indices.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, indices.count)) { _ in
      while let k = work.take() { work.put(body(indices.lowerBound + k), at: k) }
    }
    return work.values()
  }

  /// The indices still to take and the results, shared by the threads.
  private final class Work<T>: @unchecked Sendable {
    /// On the heap: a mutex must not move, and a stored property's address is not stable.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    // Read and written under `lock` only.
    @exclusivity(unchecked) private var next = 0
    @exclusivity(unchecked) private var results: [T?]

    init(count: Int) {
      results = Array(repeating: nil, count: count)
      pthread_mutex_init(lock, nil)
    }

    deinit {
      pthread_mutex_destroy(lock)
      lock.deallocate()
    }

    func take() -> Int? {
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
      guard next < results.count else { return nil }
      next += 1
      return next - 1
    }

    func put(_ value: T, at k: Int) {
      pthread_mutex_lock(lock)
      results[k] = value
      pthread_mutex_unlock(lock)
    }

    func values() -> [T] { results.map { $0! } }
  }
}
