/// The per-file work meter and fact cache. It counts the steps of one file's analysis (the
/// tokenizer's byte steps plus every token the structure helpers visit): tests compare it
/// across input sizes to prove that work grows linearly; it costs one add per helper call,
/// so it stays on in release builds.
///
/// A `SyntaxFile` and its meter are used by one thread at a time (the linter analyzes a
/// file on one thread), which is what makes the unchecked `Sendable` sound. The same
/// reason lets its properties skip the runtime's exclusivity check, which a counter bumped
/// by every structure helper would otherwise pay on each call.
public final class WorkMeter: @unchecked Sendable {
  @exclusivity(unchecked) public var steps: Int = 0
  /// `memberSites`, `declarations` and `wordPositions`, built on first use; asking one
  /// mutates it in place (it remembers answers), so they are kept here rather than as facts.
  @exclusivity(unchecked) var memberSiteIndex: TokenTextIndex? = nil
  @exclusivity(unchecked) var declarationIndex: TokenTextIndex? = nil
  @exclusivity(unchecked) var wordIndex: TokenTextIndex? = nil
  /// Large ranges `memberAccesses` has read directly, before it builds `memberSiteIndex`.
  @exclusivity(unchecked) var directMemberScans = 0
  /// `initialValue(ofDeclared:)` answers by name.
  @exclusivity(unchecked) var initialValues: [String: ClosedRange<Int>?] = [:]
  /// Facts about the file found on first use, one per type (see `memo`), each in a box of
  /// its type.
  @exclusivity(unchecked) private var facts: [(type: ObjectIdentifier, box: AnyObject)] = []

  private final class Box<T> {
    let value: T
    init(_ value: T) { self.value = value }
  }

  public init() {}

  @inline(__always) func add(_ n: Int) { steps &+= n }

  /// The file's fact of type `T`, made by `make` on first use and kept for the file's
  /// other readers: how shared facts (debug regions, date-pattern contexts, literal facts)
  /// are found once per file. The cache knows no fact: whoever computes one declares its
  /// type. A file holds a handful, so a list beats a hash table.
  public func memo<T>(_ type: T.Type = T.self, _ make: () -> T) -> T {
    let key = ObjectIdentifier(type)
    for fact in facts where fact.type == key {
      // The key is the type: the box is a `Box<T>`, with no dynamic cast to ask.
      return unsafeDowncast(fact.box, to: Box<T>.self).value
    }
    let made = make()
    facts.append((key, Box(made)))
    return made
  }
}
