/// Code that no build compiles: a branch of `#if false` or `#elseif false`, and every
/// branch after one whose condition is `true` (`#if true … #elseif false … #else`).
/// Every rule leaves it alone: nothing in it runs.
enum NeverCompiled {
  /// The byte ranges of `file` that no build compiles, in source order of their ends.
  static func byteRanges(_ file: borrowing SyntaxFile) -> [Range<Int>] {
    var out: [Range<Int>] = []
    // Per open `#if`: the directive opening the current branch when that branch is never
    // compiled, and whether an earlier branch's condition is `true`.
    var stack: [(deadFrom: Int?, decided: Bool)] = []
    for k in file.kindIndex.poundKeywords {
      let i = Int(k)
      if file.isWord(i, "#if") {
        let condition = constant(file, condition: i + 1)
        stack.append((condition == false ? i : nil, condition == true))
      } else if file.isWord(i, "#elseif") || file.isWord(i, "#else") || file.isWord(i, "#endif") {
        guard let (deadFrom, decided) = stack.popLast() else { continue }
        if let deadFrom { out.append(Int(file.tokens[deadFrom].start)..<Int(file.tokens[i].start)) }
        if file.isWord(i, "#endif") { continue }
        let condition: Bool? = file.isWord(i, "#else") ? true : constant(file, condition: i + 1)
        let dead = decided || condition == false
        stack.append((dead ? i : nil, decided || condition == true))
      }
    }
    return out
  }

  /// `true` or `false` when the condition starting at token `c` is that word alone on its
  /// line, else nil.
  private static func constant(_ file: borrowing SyntaxFile, condition c: Int) -> Bool? {
    guard c < file.count, file.tokens[c].keyword == .`true` || file.tokens[c].keyword == .`false`,
      c + 1 == file.count || file.tokens[c + 1].flags.contains(.newlineBefore)
    else { return nil }
    return file.tokens[c].keyword == .`true`
  }

  /// Removes the findings that start in code no build compiles.
  static func drop(_ findings: inout [Finding], in file: borrowing SyntaxFile) {
    guard !findings.isEmpty, !file.kindIndex.poundKeywords.isEmpty else { return }
    let ranges = byteRanges(file)
    guard !ranges.isEmpty else { return }
    findings.removeAll { f in ranges.contains { $0.contains(f.start) } }
  }
}
