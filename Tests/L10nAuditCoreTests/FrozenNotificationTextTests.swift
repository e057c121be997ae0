import Testing

@testable import L10nAuditCore

/// Cases beyond the doc's examples (which `RuleDocTests` runs): the shapes real code
/// takes that the doc would not show.
@Suite struct FrozenNotificationTextTests {
  func texts(_ code: String, path: String = "Sources/App/Reminders.swift") -> [String] {
    let file = syntax(code, path: path)
    return run(FrozenNotificationText(), code, path: path).map { d in
      file.source.text(d.start.offset..<d.end.offset)
    }
  }

  /// A function that fills `content` with `assignment` and schedules it with `trigger`.
  func scheduling(_ assignment: String, trigger: String) -> String {
    """
    func schedule() {
        let content = UNMutableNotificationContent()
        \(assignment)
        center.add(UNNotificationRequest(identifier: "r", content: content, trigger: \(trigger)))
    }
    """
  }

  let daily = "UNCalendarNotificationTrigger(dateMatching: c, repeats: true)"

  @Test func contentMadeByAHelperIsJudgedWhereItIsScheduled() {
    let code = """
      func rescheduleDailyReminder() {
          let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
          let notification = buildBaseNotification()
          notification.title = L10n.rememberCheckOffDailies
          notification.body = randomDailyTip()
          center.add(UNNotificationRequest(identifier: "daily", content: notification, trigger: trigger))
      }
      """
    #expect(texts(code) == ["L10n.rememberCheckOffDailies"])
  }

  @Test func formatsAndWrappersOfALookup() {
    #expect(
      texts(
        scheduling(
          #"content.body = String.localizedStringWithFormat(NSLocalizedString("n %d", comment: ""), n)"#,
          trigger: daily))
        == [#"String.localizedStringWithFormat(NSLocalizedString("n %d", comment: ""), n)"#])
    #expect(
      texts(scheduling(#"content.title = "reminder.title".localized"#, trigger: daily)) == [
        #""reminder.title".localized"#
      ])
    #expect(
      texts(
        scheduling(
          #"content.body = String(format: NSString.localizedUserNotificationString(forKey: "k", arguments: nil), n)"#,
          trigger: daily)
      ).isEmpty)
  }

  @Test func whatCountsAsScheduledForLater() {
    let title = #"content.title = NSLocalizedString("t", comment: "")"#
    // A trigger handed in may be `nil` at the call site: not known to delay.
    #expect(
      texts("func f(trigger: UNNotificationTrigger?) {\n" + scheduling(title, trigger: "trigger") + "\n}")
        .isEmpty)
    // Repeating, even a short interval is later.
    #expect(
      texts(scheduling(title, trigger: "UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: true)"))
        .count == 1)
    #expect(
      texts(
        scheduling(title, trigger: "UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)")
      ).count == 1)
    // At once.
    #expect(
      texts(
        scheduling(title, trigger: "UNTimeIntervalNotificationTrigger(timeInterval: 0.1, repeats: false)")
      ).isEmpty)
    #expect(texts(scheduling(title, trigger: "nil")).isEmpty)
    let none = """
      func post() {
          let trigger: UNNotificationTrigger? = nil
          let content = UNMutableNotificationContent()
          content.title = NSLocalizedString("t", comment: "")
          center.add(UNNotificationRequest(identifier: "r", content: content, trigger: trigger))
      }
      """
    #expect(texts(none).isEmpty)
  }

  @Test func onlyTheFunctionThatSchedules() {
    let code = """
      func makeContent() -> UNMutableNotificationContent {
          let content = UNMutableNotificationContent()
          content.title = NSLocalizedString("t", comment: "")
          return content
      }
      func schedule(_ content: UNMutableNotificationContent) {
          let trigger = UNCalendarNotificationTrigger(dateMatching: c, repeats: true)
          center.add(UNNotificationRequest(identifier: "r", content: content, trigger: trigger))
      }
      """
    #expect(texts(code).isEmpty)
  }

  @Test func extensionsAndTestsRunElsewhere() {
    let code = scheduling(#"content.title = NSLocalizedString("t", comment: "")"#, trigger: daily)
    #expect(texts(code).count == 1)
    #expect(texts(code, path: "AppNotificationService/Formatter.swift").isEmpty)
    #expect(texts(code, path: "Tests/AppTests/ReminderTests.swift").isEmpty)
    // A file named like a service, in the app, is the app's.
    #expect(texts(code, path: "App/NotificationService.swift").count == 1)
  }
}
