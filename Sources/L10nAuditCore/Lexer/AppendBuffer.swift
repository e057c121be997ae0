/// A growable buffer of plain values for the lexer's hot appends.
///
/// `Array.append` on an array stored in a struct checks uniqueness through a runtime call
/// each time; this buffer belongs to one lexer run, so an append is a capacity compare
/// and a store. It either owns its memory (the owner calls `finish()` or `release()`
/// exactly once) or starts in memory lent to it, typically an array's uninitialized
/// capacity, so the result needs no copy; outgrowing lent memory moves it to owned memory.
struct AppendBuffer<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int
  /// Whether `base` is still the memory lent at `init(lentTo:)`.
  private(set) var isLent = false

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  init(lentTo memory: UnsafeMutableBufferPointer<Element>) {
    precondition(memory.count > 0)
    base = memory.baseAddress!
    capacity = memory.count
    isLent = true
  }

  // (Counts stay below the capacity, an allocation's size: no overflow checks.)
  @inline(__always) var last: Element? { count > 0 ? base[count &- 1] : nil }

  @inline(__always) subscript(index: Int) -> Element {
    get {
      precondition(index >= 0 && index < count)
      return base[index]
    }
    set {
      precondition(index >= 0 && index < count)
      base[index] = newValue
    }
  }

  @inline(__always) mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count &+= 1
  }

  @inline(__always) var isEmpty: Bool { count == 0 }

  @discardableResult
  @inline(__always) mutating func removeLast() -> Element {
    precondition(count > 0)
    count -= 1
    return base[count]
  }

  @inline(__always) mutating func popLast() -> Element? {
    count > 0 ? removeLast() : nil
  }

  /// Drops every element from `index` on.
  @inline(__always) mutating func truncate(to index: Int) {
    if index < count { count = index }
  }

  private mutating func grow() {
    let larger = max(capacity * 2, 16)
    let bigger = UnsafeMutablePointer<Element>.allocate(capacity: larger)
    bigger.moveInitialize(from: base, count: count)
    if !isLent { base.deallocate() }
    isLent = false
    base = bigger
    capacity = larger
  }

  /// The elements as an array; the buffer's memory is freed.
  mutating func finish() -> [Element] {
    let out = Array(UnsafeBufferPointer(start: base, count: count))
    release()
    return out
  }

  mutating func release() {
    if !isLent { base.deallocate() }
    isLent = false
    count = 0
    capacity = 0
    base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
  }
}
