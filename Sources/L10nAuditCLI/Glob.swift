/// Shell-style path globs: `*` within a path component, `**` across components, `?` one
/// character, and `[abc]` sets. A pattern without `/` matches a file name anywhere.
struct Glob: Sendable, Hashable {
  let pattern: String
  private let parts: [Substring]
  private let matchesAnywhere: Bool

  init(_ pattern: String) {
    self.pattern = pattern
    var p = Substring(pattern)
    if p.hasPrefix("./") { p = p.dropFirst(2) }
    if p.hasSuffix("/") { p = p + "**" }
    matchesAnywhere = !p.contains("/")
    parts = p.split(separator: "/", omittingEmptySubsequences: true)
  }

  func matches(_ path: String) -> Bool {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
      .filter { $0 != "." }
    if matchesAnywhere {
      // `*.generated.swift` or `Generated`: any component (a folder name covers its files).
      return components.contains { Glob.match(parts.first ?? "", $0) }
    }
    return Glob.matchComponents(parts[...], components[...])
  }

  private static func matchComponents(_ p: ArraySlice<Substring>, _ c: ArraySlice<Substring>) -> Bool {
    guard let first = p.first else { return c.isEmpty }
    if first == "**" {
      if matchComponents(p.dropFirst(), c) { return true }
      return !c.isEmpty && matchComponents(p, c.dropFirst())
    }
    guard let head = c.first, match(first, head) else {
      // A pattern that names a folder covers everything below it.
      return false
    }
    if p.count == 1 && c.count > 1 { return true }
    return matchComponents(p.dropFirst(), c.dropFirst())
  }

  /// Matches one component against one pattern component.
  static func match(_ pattern: Substring, _ text: Substring) -> Bool {
    let p = Array(pattern.unicodeScalars)
    let t = Array(text.unicodeScalars)
    var pi = 0
    var ti = 0
    var star = -1
    var mark = 0
    while ti < t.count {
      if pi < p.count && p[pi] == "[", let close = p[pi...].firstIndex(of: "]") {
        let set = p[(pi + 1)..<close]
        if set.contains(t[ti]) {
          pi = close + 1
          ti += 1
          continue
        }
      } else if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
        pi += 1
        ti += 1
        continue
      }
      if pi < p.count && p[pi] == "*" {
        star = pi
        mark = ti
        pi += 1
      } else if star >= 0 {
        pi = star + 1
        mark += 1
        ti = mark
      } else {
        return false
      }
    }
    while pi < p.count && p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}
