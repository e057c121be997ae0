import Foundation

public func stamp(_ date: Date) -> String {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  formatter.calendar = Calendar(identifier: .gregorian)
  formatter.dateFormat = "YYYY-MM-dd"
  return formatter.string(from: date)
}
