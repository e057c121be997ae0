#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One use of a member of a named value: `name.property = value` or `name.method(…)`.
public struct MemberAccess: Sendable, Hashable {
  /// Token index of the member name (`locale` in `f.locale = …`).
  public var member: Int
  /// First and last token of the assigned value, when the member is assigned with `=`.
  public var value: ClosedRange<Int>?
  /// Token index of the call's `(`, when the member is called.
  public var call: Int?
}

extension SyntaxFile {
  /// Every `name.member = value` and `name.member(…)` in `range`, where the receiver is
  /// `name` itself or `self.name`, `Self.name`, `Type.name`. Accesses through another
  /// value (`other.name.member`) are not the same variable and are skipped.
  ///
  /// A range with few member names (a function body) is read directly from the lexer's
  /// list of them, and so are the first two larger ones of a file; others from the file's
  /// index of `name.member` sites (built on first need), so the cost is the number of sites
  /// of `name` in `range` plus a binary search, not the size of `range`.
  public func memberAccesses(of name: String, in range: Range<Int>) -> [MemberAccess] {
    var out: [MemberAccess] = []
    memberAccesses(of: name, in: range, into: &out)
    return out
  }

  /// The same, appended to `out` (one array for the accesses of several ranges).
  public func memberAccesses(of name: String, in range: Range<Int>, into out: inout [MemberAccess]) {
    let lower = max(0, range.lowerBound)
    let upper = min(count, range.upperBound)
    guard lower < upper else { return }
    // The sites are two tokens before each member name (`name . member`).
    let members = kindIndex.memberNames
    let from = Self.lowerBound(of: lower + 2, in: members)
    let to = Self.lowerBound(of: upper + 2, in: members)
    work.add(1)
    // A large range is read directly too while the file has asked few: building the index
    // costs about five direct reads of the file's member names, and most files ask one or
    // two. Past `directScansBeforeIndex`, the index keeps the cost linear.
    var direct = to - from <= Self.directSiteLimit
    if !direct && work.memberSiteIndex == nil && work.directMemberScans < Self.directScansBeforeIndex {
      work.directMemberScans += 1
      direct = true
    }
    if direct {
      work.add(to - from)
      // The name's bytes once, compared with each site's (what `isWord` does per site).
      var name = name
      name.withUTF8 { word in
        source.bytes.withUnsafeBufferPointer { bytes in
          for m in members[from..<to] {
            let i = Int(m) - 2
            let t = tokens[i]
            guard t.kind == .identifier || t.kind == .keyword,
              Int(t.end &- t.start) == word.count,
              word.count == 0
                || memcmp(bytes.baseAddress! + Int(t.start), word.baseAddress!, word.count) == 0
            else { continue }
            access(site: i, into: &out)
          }
        }
      }
      return
    }
    let sites = memberSites(name)
    var k = Self.lowerBound(of: lower, in: sites)
    while k < sites.count && Int(sites[k]) < upper {
      access(site: Int(sites[k]), into: &out)
      k += 1
      work.add(1)
    }
  }

  /// How many member names a range may hold for `memberAccesses` to read them one by one
  /// rather than ask the index: about what one index lookup costs.
  static let directSiteLimit = 64
  /// How many larger ranges a file may have read directly before the index is built.
  static let directScansBeforeIndex = 2

  /// The access at site `i` (`name . member …`), if it is an assignment or a call through
  /// the name itself or `self.name`, `Self.name`, `Type.name`.
  private func access(site i: Int, into out: inout [MemberAccess]) {
    if kind(i - 1) == .period {
      // Only `self.name`, `Self.name` or `Type.name` reach the same stored value.
      let base = i - 2
      guard base >= 0, isKeyword(base, [.`self`, .capitalSelf]) || isTypeName(base),
        kind(base - 1) != .period
      else { return }
    }
    let member = i + 2
    if isWord(member + 1, "=") && tokens[member + 1].kind == .operator {
      let first = member + 2
      guard first < count else { return }
      out.append(MemberAccess(member: member, value: first...expressionEnd(from: first), call: nil))
    } else if kind(member + 1) == .leftParen && !tokens[member + 1].flags.contains(.newlineBefore) {
      out.append(MemberAccess(member: member, value: nil, call: member + 1))
    }
  }

  /// Token positions of every `name.member` (a name or keyword followed by `.` and a name)
  /// spelled `name`, in source order. The index of all names is built on first use.
  func memberSites(_ name: String) -> [Int32] {
    if work.memberSiteIndex == nil {
      // Each site is two tokens before a member name (`name . member`): the lexer's list
      // of member names holds them all, so only those positions are looked at, and only the
      // receiver's kind is left to check.
      let sites = kindIndex.memberNames.lazy.map { Int($0) - 2 }
      work.memberSiteIndex = TokenTextIndex(self, positions: sites) { i in
        tokens[i].kind == .identifier || tokens[i].kind == .keyword
      }
      work.add(kindIndex.memberNames.count)
    }
    return work.memberSiteIndex!.positions(of: name, in: self)
  }

  /// Token positions of every `let`/`var` whose next token is spelled `name`, in source
  /// order. The index of all declarations is built on first use.
  public func declarations(of name: String) -> [Int32] {
    if work.declarationIndex == nil {
      work.declarationIndex = TokenTextIndex(self, keyOffset: 1) { k in
        tokens[k].keyword == .let || tokens[k].keyword == .var
      }
      work.add(count)
    }
    return work.declarationIndex!.positions(of: name, in: self)
  }

  /// Token positions of every identifier or keyword spelled `word`, in source order.
  /// The index of all names is built on first use.
  public func wordPositions(_ word: String) -> [Int32] {
    if work.wordIndex == nil {
      work.wordIndex = TokenTextIndex(self) { i in
        tokens[i].kind == .identifier || tokens[i].kind == .keyword
      }
      work.add(count)
    }
    return work.wordIndex!.positions(of: word, in: self)
  }

  /// The positions of `word` (as `wordPositions`) that lie in the token range `range`.
  public func wordPositions(_ word: String, in range: Range<Int>) -> ArraySlice<Int32> {
    let all = wordPositions(word)
    let from = Self.lowerBound(of: range.lowerBound, in: all)
    let to = Self.lowerBound(of: range.upperBound, in: all)
    work.add(1)
    return all[from..<max(from, to)]
  }

  /// The first index in the sorted `positions` whose value is at least `value`.
  static func lowerBound(of value: Int, in positions: [Int32]) -> Int {
    lowerBound(of: value, in: positions[...])
  }

  /// The same for a slice, as an index of the slice.
  static func lowerBound(of value: Int, in positions: ArraySlice<Int32>) -> Int {
    var lo = positions.startIndex
    var hi = positions.endIndex
    while lo < hi {
      let mid = (lo + hi) / 2
      if Int(positions[mid]) < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// Whether token `i` is an identifier spelled like a type (a leading capital letter).
  public func isTypeName(_ i: Int) -> Bool {
    guard kind(i) == .identifier else { return false }
    let c = bytes[Int(tokens[i].start)]
    return c >= 0x41 && c <= 0x5A
  }
}
