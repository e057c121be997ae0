/// A small typed fact that a file's scan leaves for the project pass: a key looked up
/// with its table, a catalog entry, a view property shown through `Text`. Facts are
/// values the rule that computes them declares; never tokens or file contents, which
/// are gone once their file is scanned.
public protocol FileFact: Sendable {}

/// A place in a file, with what a finding there needs once the file is gone.
public struct Site: Sendable, Hashable {
  public var path: String
  public var start: SourceLocation
  public var end: SourceLocation
  /// The text of the site's first line, without its line break.
  public var lineText: String
  /// A place in a catalog that the project pass locates (its `start`, `end` and
  /// `lineText` stand in until then): the number of its mark in the catalog's table
  /// (`CatalogTable`).
  public var catalogMark: Int32? = nil

  public init(path: String, start: SourceLocation, end: SourceLocation, lineText: String) {
    self.path = path
    self.start = start
    self.end = end
    self.lineText = lineText
  }
}

extension SyntaxFile {
  /// The site of bytes `range` in this file.
  public func site(_ range: Range<Int>) -> Site {
    let start = location(range.lowerBound)
    let lineEnd = lines.end(ofLine: start.line, in: bytes)
    return Site(
      path: path, start: start, end: location(max(range.lowerBound, range.upperBound)),
      lineText: source.text(lines.start(ofLine: start.line)..<lineEnd))
  }
}

/// What the project pass knows of one scanned file: the facts its rules left, and its
/// suppression comments, so that a project finding there can be silenced like any other.
public struct FileSummary: Sendable {
  public var path: String
  public let facts: [any FileFact]
  public var suppressions: Suppressions
  /// The type of each of `facts`, so that a search for one type copies no other fact.
  private let types: [ObjectIdentifier]

  public init(path: String, facts: [any FileFact], suppressions: Suppressions) {
    self.path = path
    self.facts = facts
    self.suppressions = suppressions
    self.types = facts.map { ObjectIdentifier(Swift.type(of: $0)) }
  }

  /// The facts of type `T`, in the order they were found.
  public func facts<T: FileFact>(_ type: T.Type) -> [T] {
    let wanted = ObjectIdentifier(T.self)
    var out: [T] = []
    for i in types.indices where types[i] == wanted {
      if let fact = facts[i] as? T { out.append(fact) }
    }
    return out
  }
}

/// A finding of a project rule: where, and what to say.
public struct ProjectFinding: Sendable, Hashable {
  public var site: Site
  public var message: String
  public var help: String?
  /// This finding's severity, when it is not the rule's.
  public var severity: Severity?
  /// The languages a catalog finding is about (`Finding.languages`).
  public var languages: [String] = []
  /// The catalog key a catalog finding is about (`Finding.catalogKey`).
  public var catalogKey: String? = nil
  /// `Finding.textHash`.
  public var textHash: UInt64? = nil
  /// An edit that removes the cause, in the file of `site`.
  public var fix: Fix? = nil

  public init(site: Site, message: String, help: String? = nil, severity: Severity? = nil) {
    self.site = site
    self.message = message
    self.help = help
    self.severity = severity
  }
}

/// A rule that needs more than one file at a time (a key looked up in Swift and missing
/// from every catalog). Its per-file half, `facts(in:context:)`, runs in the parallel
/// scan; its project half runs once after the scan over the facts of every file.
public protocol ProjectRule: Rule {
  func findings(in files: [FileSummary], context: RuleContext) -> [ProjectFinding]
}

extension ProjectRule {
  /// A project rule reports from the project pass only.
  public func findings(in file: SyntaxFile, context: RuleContext) -> [Finding] { [] }
}
