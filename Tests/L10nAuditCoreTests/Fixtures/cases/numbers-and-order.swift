import Foundation
import SwiftUI
import UIKit

// Labeled cases for the rules on numbers and order: locale-dependent-number-parsing,
// hand-formatted-number and unlocalized-display-sort. A line that ends in an expect
// comment naming a rule must get a finding of that rule; no other line may get one.

struct PriceRow {
    let name: String
    let price: Double
}

func parseServerPrice(_ json: [String: String]) -> Double? {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    return formatter.number(from: json["price"] ?? "")?.doubleValue // expect: locale-dependent-number-parsing
}

func parseDefaultsValue() -> Double? {
    let formatter = NumberFormatter()
    let raw = UserDefaults.standard.string(forKey: "lastRate") ?? ""
    return formatter.number(from: raw)?.doubleValue // expect: locale-dependent-number-parsing
}

func parseTypedAmount(_ textField: UITextField) -> Double? {
    let formatter = NumberFormatter()
    return formatter.number(from: textField.text ?? "")?.doubleValue
}

func parsePinned(_ raw: String) -> Double? {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter.number(from: raw)?.doubleValue
}

func showPrice(_ label: UILabel, price: Double) {
    label.text = String(format: "%.2f", price) // expect: hand-formatted-number
}

func showDistance(_ label: UILabel, kilometers: Double) {
    let distance = String(format: "%.1f km", kilometers) // expect: hand-formatted-number
    label.text = distance
}

func showTotal(_ label: UILabel, total: String) {
    label.text = "$" + total // expect: hand-formatted-number
}

struct AmountView: View {
    let amount: Double
    var body: some View {
        Text("\(amount) €") // expect: hand-formatted-number
    }
}

func showCount(_ label: UILabel, count: Int) {
    label.text = String(format: "%d", count)
}

func showPercent(_ label: UILabel, percent: Double) {
    label.text = String(format: "%.0f%%", percent)
}

func logLatency(_ latency: Double) {
    print(String(format: "%.2f", latency))
}

func showFormatted(_ label: UILabel, price: Double) {
    label.text = price.formatted(.currency(code: "EUR"))
}

func showPrompt(_ label: UILabel, folderName: String) {
    label.text = "\(folderName) $ "
}

func sortedNames(_ names: [String]) -> [String] {
    names.sorted() // expect: unlocalized-display-sort
}

func sortedRows(_ rows: [PriceRow]) -> [PriceRow] {
    rows.sorted { $0.name < $1.name } // expect: unlocalized-display-sort
}

func sortedTitles(_ rows: [PriceRow]) -> [String] {
    rows.map(\.name).sorted(by: >) // expect: unlocalized-display-sort
}

func sortedByPrice(_ rows: [PriceRow]) -> [PriceRow] {
    rows.sorted { $0.price < $1.price }
}

func sortedKeys(_ dict: [String: Int]) -> [String] {
    dict.keys.sorted()
}

func localizedSort(_ names: [String]) -> [String] {
    names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
}

func sameNames(_ names: [String], _ other: [String]) -> Bool {
    names.sorted() == other.sorted()
}
