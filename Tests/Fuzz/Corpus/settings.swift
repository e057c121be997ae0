import SwiftUI

/// The settings screen.
struct SettingsView: View {
    var userName: String
    var unread: Int

    var body: some View {
        Form {
            Text("Account")
            Text("Signed in as " + userName)
            Text(unread == 1 ? "1 unread message" : "\(unread) unread messages")
            Button("Sign out") {}
            Label("Notifications", systemImage: "bell")
        }
        .navigationTitle("Settings")
    }
}

enum Formatters {
    static let price = NumberFormatter()
}
