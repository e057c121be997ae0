import L10nAuditCore

/// Identities of findings that survive edits elsewhere in the file: rule, path, the text
/// of the finding's line (trimmed), and which occurrence of that triple it is. Line
/// numbers are left out on purpose.
public enum Fingerprints {
  public static func compute(_ diagnostics: [Diagnostic]) -> [String] {
    var seen: [String: Int] = [:]
    return diagnostics.map { d in
      let key = "\(d.ruleID)\u{0}\(d.path)\u{0}\(d.trimmedLineText)"
      let n = seen[key, default: 0]
      seen[key] = n + 1
      return hex(fnv1a(key + "\u{0}\(n)"))
    }
  }

  static func fnv1a(_ s: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in s.utf8 {
      h ^= UInt64(b)
      h = h &* 0x100_0000_01b3
    }
    return h
  }

  static func hex(_ v: UInt64) -> String {
    let s = String(v, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
  }
}
