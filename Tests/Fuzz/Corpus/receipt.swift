import UIKit

/// A receipt screen of a small shop app, written the way such screens often are.
final class ReceiptViewController: UIViewController {
    private let totalLabel = UILabel()
    private let dateLabel = UILabel()
    private let shareButton = UIButton(type: .system)

    private static let receiptDate: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "MMM d, YYYY"
        return formatter
    }()

    var items: [LineItem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Receipt"
        shareButton.setTitle("Share receipt", for: .normal)
        totalLabel.text = NSLocalizedString("receipt.total", comment: "Total label") + ": " + total
        dateLabel.text = Self.receiptDate.string(from: Date())
        shareButton.accessibilityIdentifier = "receipt.share"
    }

    var total: String {
        let count = items.count
        return count == 1 ? "1 item" : "\(count) items"
    }

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete this receipt?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        present(alert, animated: true)
    }
}

struct LineItem {
    var name: String
    var cents: Int
}
