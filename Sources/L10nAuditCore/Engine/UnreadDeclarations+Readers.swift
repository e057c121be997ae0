/// Code that only unread code reads: `dayWithMonthFormatter`, read only by
/// `ub_dayWithMonthString`, which no file calls; `loadFile`, called only to make the global
/// `recordsData`, which no file reads.
extension UnreadDeclarations {
  /// How many reads of a name are followed to the declarations around them.
  static let maxFollowedReads = 3

  /// What one read of a name lies in: code that nothing runs for sure (`dead`), or the
  /// names of the project-reachable declarations around it (`outer`), any one of which
  /// unread makes the read dead too. A read in no such declaration is live.
  enum ReadPlace: Sendable {
    case dead
    case outer([String])
    case live
  }

  /// Of `names`, each written in `sources` at least once, those whose every read lies in a
  /// declaration that is unread itself: a `private` one its file names nowhere else, or one
  /// that `sources` write only to declare. One step only: the declarations around a read
  /// are not followed further.
  static func readOnlyInUnreadCode(
    _ names: Set<String>, sources: [String], read: @Sendable (String) -> [UInt8]?, jobs: Int
  ) -> Set<String> {
    let counter = NameCounter(names)
    let places = Parallel.map(0..<sources.count, jobs: jobs) { k -> [(name: Int, place: ReadPlace)]? in
      guard let bytes = read(sources[k]) else { return nil }
      var reads: [(name: Int, offset: Int)] = []
      counter.forEachRead(in: bytes) { reads.append(($0, $1)) }
      guard !reads.isEmpty else { return [] }
      let file = SyntaxFile(SourceFile(path: sources[k], bytes: bytes))
      return reads.map { r in (r.name, place(of: counter.names[r.name], in: file, at: r.offset)) }
    }
    var byName: [[ReadPlace]] = Array(repeating: [], count: counter.names.count)
    for found in places {
      guard let found else { return [] }
      for (name, place) in found { byName[name].append(place) }
    }
    var outerNames = Set<String>()
    for places in byName {
      for case .outer(let names) in places { outerNames.formUnion(names) }
    }
    let unreadOuter =
      outerNames.isEmpty
      ? [] : unreadNames(outerNames, sources: sources, read: read, jobs: jobs, followReaders: false)
    var out = Set<String>()
    for (k, places) in byName.enumerated() where !places.isEmpty {
      let dead = places.allSatisfy { place in
        switch place {
        case .dead: return true
        case .live: return false
        case .outer(let names): return names.contains(where: unreadOuter.contains)
        }
      }
      if dead { out.insert(counter.names[k]) }
    }
    return out
  }

  /// Where the reads of the file-only `name` at token `positions` (its declaration among
  /// them) lie, together: `dead` when each lies in code that nothing runs, `outer` with
  /// the names of the declarations that hold every one of them (the rest being dead), and
  /// `live` otherwise.
  static func readers(of name: String, in file: SyntaxFile, at positions: [Int32]) -> ReadPlace {
    var common: [String]? = nil
    for p in positions {
      let i = Int(p)
      if file.isKeyword(i - 1, [.`let`, .`var`, .`func`]) { continue }
      switch place(of: name, in: file, at: Int(file[i].start)) {
      case .live: return .live
      case .dead: continue
      case .outer(let names): common = common.map { $0.filter(names.contains) } ?? names
      }
      if common?.isEmpty == true { return .live }
    }
    return common.map { .outer($0) } ?? .dead
  }

  /// Where the read of `name` at byte `offset` of `file` lies (`ReadPlace`). A read in a
  /// declaration of `name` itself (a recursive call, a local constant of the same name:
  /// `let calcAge = …` in `func calcAge`) runs only when something else calls it: dead. Any
  /// read in a `main.swift`, whose top-level code runs, is live.
  static func place(of name: String, in file: SyntaxFile, at offset: Int) -> ReadPlace {
    if file.path == "main.swift" || file.path.hasSuffix("/main.swift") { return .live }
    // A name marked with `assignedPrefix` is the same name.
    func bare(_ n: String) -> Substring {
      n.hasPrefix(assignedPrefix) ? n.dropFirst(assignedPrefix.count) : n[...]
    }
    var outer: [String] = []
    for d in declarations(file, at: offset) {
      if bare(d.name) == bare(name) { return .dead }
      if d.fileOnly {
        if file.wordPositions(d.name).count <= 1 { return .dead }
      } else {
        outer.append(d.name)
      }
    }
    return outer.isEmpty ? .live : .outer(outer)
  }
}
