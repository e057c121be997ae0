import Foundation

/// Writes orders for the accounting server.
struct OrderExport {
    func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter.string(from: date)
    }

    func batchName(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "yyyy-MM-DD"
        return "orders-" + formatter.string(from: date)
    }

    func header(named name: String) -> String {
        name.lowercased(with: Locale.current)
    }

    func isGzip(_ encoding: String) -> Bool {
        encoding.localizedLowercase == "gzip"
    }
}
