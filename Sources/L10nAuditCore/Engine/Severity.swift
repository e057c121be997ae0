/// How serious a finding is. Ordered: `note < warning < error`.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
  case note, warning, error

  private var rank: Int {
    switch self {
    case .note: return 0
    case .warning: return 1
    case .error: return 2
    }
  }

  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
