import L10nAuditCore

/// A unified diff (as `diff -u` and `git apply` read it) of one file and the sorted,
/// disjoint edits made to it, with three lines of context. The lines an edit touches are
/// replaced as a block; lines between the blocks are context.
enum UnifiedDiff {
  static let context = 3

  static func render(path: String, old: [UInt8], edits: [Edit]) -> [UInt8] {
    guard !edits.isEmpty else { return [] }
    // Where each line starts; a file that ends with a line break has no empty last line.
    var starts = [0]
    for (i, b) in old.enumerated() where b == 0x0A && i + 1 < old.count { starts.append(i + 1) }
    func line(of offset: Int) -> Int {
      var lo = 0
      var hi = starts.count
      while hi - lo > 1 {
        let mid = (lo + hi) / 2
        if starts[mid] <= offset { lo = mid } else { hi = mid }
      }
      return lo
    }
    func end(ofLine k: Int) -> Int { k + 1 < starts.count ? starts[k + 1] : old.count }

    // Blocks of lines that edits touch (edits on one line or on lines next to each
    // other make one block): first line, last line, edits.
    var blocks: [(first: Int, last: Int, edits: [Edit])] = []
    for e in edits {
      let a = line(of: e.start)
      let b = e.end > e.start ? line(of: e.end - 1) : a
      if let k = blocks.indices.last, a <= blocks[k].last + 1 {
        blocks[k].last = max(blocks[k].last, b)
        blocks[k].edits.append(e)
      } else {
        blocks.append((a, b, [e]))
      }
    }
    var out: [UInt8] = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
    var delta = 0
    var k = 0
    while k < blocks.count {
      // The blocks of one hunk: less than two contexts apart.
      var j = k
      while j + 1 < blocks.count && blocks[j + 1].first - blocks[j].last - 1 <= 2 * context { j += 1 }
      let from = max(0, blocks[k].first - context)
      let to = min(starts.count - 1, blocks[j].last + context)
      var body: [UInt8] = []
      var oldCount = 0
      var newCount = 0
      var at = from
      for b in blocks[k...j] {
        while at < b.first {
          append(" ", old[starts[at]..<end(ofLine: at)], to: &body)
          oldCount += 1
          newCount += 1
          at += 1
        }
        let segment = starts[b.first]..<end(ofLine: b.last)
        for l in b.first...b.last {
          append("-", old[starts[l]..<end(ofLine: l)], to: &body)
          oldCount += 1
        }
        let shifted = b.edits.map { e in
          Edit(
            start: e.start - segment.lowerBound, end: e.end - segment.lowerBound, replacement: e.replacement)
        }
        let replaced = Fixer.applying(shifted, to: Array(old[segment]))
        for l in lines(replaced) {
          append("+", l, to: &body)
          newCount += 1
        }
        at = b.last + 1
      }
      while at <= to {
        append(" ", old[starts[at]..<end(ofLine: at)], to: &body)
        oldCount += 1
        newCount += 1
        at += 1
      }
      out += Array(
        "@@ -\(range(from + 1, oldCount)) +\(range(from + 1 + delta, newCount)) @@\n".utf8)
      out += body
      delta += newCount - oldCount
      k = j + 1
    }
    return out
  }

  /// `start,count` of a hunk header; an empty side names the line before it.
  static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start - 1),0" : "\(start),\(count)"
  }

  /// The lines of `bytes`, each with its line break (the last may have none).
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var out: [ArraySlice<UInt8>] = []
    var at = 0
    for (i, b) in bytes.enumerated() where b == 0x0A {
      out.append(bytes[at...i])
      at = i + 1
    }
    if at < bytes.count { out.append(bytes[at...]) }
    return out
  }

  /// One line of the diff: its mark, its text, and a line break (with the marker for a
  /// last line that has none).
  static func append(_ mark: Character, _ text: ArraySlice<UInt8>, to out: inout [UInt8]) {
    out.append(mark.asciiValue!)
    out += text
    if text.last != 0x0A { out += Array("\n\\ No newline at end of file\n".utf8) }
  }
}
