extension NaturalLanguage {
  /// Whether a catalog key counts a unit of time (`date.minute.left`, `%ld days ago`,
  /// `timeAgo.hours`): a relative time or duration, shown in the largest unit that fits,
  /// so its count is at least 1 and never near a million.
  public static func countsTimeUnit(key: String) -> Bool {
    var word: [UInt8] = []
    func isUnit() -> Bool {
      var w = word
      if w.count > 3 && w.last == UInt8(ascii: "s") { w.removeLast() }
      return timeUnits.contains(w)
    }
    var previousLower = false
    for b in key.utf8 {
      let lower = b | 0x20
      if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") {
        let isUpper = b < 0x60
        // A camel hump starts a word (`minutesAgo`).
        if isUpper && previousLower {
          if isUnit() { return true }
          word.removeAll(keepingCapacity: true)
        }
        word.append(lower)
        previousLower = !isUpper
      } else {
        if isUnit() { return true }
        word.removeAll(keepingCapacity: true)
        previousLower = false
      }
    }
    return isUnit()
  }

  static let timeUnits: Set<[UInt8]> = Set(
    [
      "second", "minute", "hour", "day", "week", "month", "year", "min", "sec",
      // `reminderRecurrenceMonthlyLabel`: every n months.
      "hourly", "daily", "weekly", "monthly", "yearly",
    ].map { Array($0.utf8) })
}
