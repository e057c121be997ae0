/// Counts the steps of one file's analysis: the tokenizer's byte steps plus every token
/// the structure helpers visit. Tests compare it across input sizes to prove that work
/// grows linearly; it costs one add per helper call, so it stays on in release builds.
///
/// A `SyntaxFile` and its meter are used by one thread at a time (the linter analyzes a
/// file on one thread), which is what makes the unchecked `Sendable` sound. The same
/// reason lets its properties skip the runtime's exclusivity check, which a counter bumped
/// by every structure helper would otherwise pay on each call.
public final class WorkMeter: @unchecked Sendable {
  @exclusivity(unchecked) public var steps: Int = 0
  /// `memberSites`, `declarations` and `wordPositions`, built on first use, and answers
  /// kept per file.
  @exclusivity(unchecked) var memberSiteIndex: TokenTextIndex? = nil
  @exclusivity(unchecked) var declarationIndex: TokenTextIndex? = nil
  @exclusivity(unchecked) var wordIndex: TokenTextIndex? = nil
  /// Large ranges `memberAccesses` has read directly, before it builds `memberSiteIndex`.
  @exclusivity(unchecked) var directMemberScans = 0
  /// `initialValue(ofDeclared:)` answers by name.
  @exclusivity(unchecked) var initialValues: [String: ClosedRange<Int>?] = [:]
  /// The file's debug-only regions and scopes, found on first use.
  @exclusivity(unchecked) var debugCode: DebugCode? = nil
  /// The letters and byte classes of each literal, found on first use.
  @exclusivity(unchecked) var literalFacts: LiteralFacts? = nil
  /// The literals handed to date formatters as patterns, found on first use.
  @exclusivity(unchecked) var datePatternContexts: DatePatternContexts? = nil
  /// The file's localized values, with the extra functions they were found with.
  @exclusivity(unchecked) var localizedValues: (extraFunctions: [String], values: LocalizedValues)? = nil

  public init() {}

  @inline(__always) func add(_ n: Int) { steps &+= n }

  /// The value kept in `slot`, made by `make` on first use: how a file's shared facts
  /// (debug regions, date-pattern contexts) are found once. The indexes are not kept this
  /// way: asking one mutates it in place (it remembers answers).
  @inline(__always) func memo<T>(_ slot: ReferenceWritableKeyPath<WorkMeter, T?>, _ make: () -> T) -> T {
    if let known = self[keyPath: slot] { return known }
    let made = make()
    self[keyPath: slot] = made
    return made
  }
}
