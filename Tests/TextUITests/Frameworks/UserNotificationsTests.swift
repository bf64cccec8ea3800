import Foundation
import Testing
import TextUI
import TextUIUserNotifications

/// A screen that asks whether notifications are on, and a model that schedules one, as the
/// fetched apps write them: the app is authorized, each request completes before it returns,
/// and nothing is ever delivered (the delegate is never called).
@MainActor
@Suite struct UserNotificationsTests {
    @MainActor
    final class NotificationSettingsModel: ObservableObject {
        @Published var status: UNAuthorizationStatus = .notDetermined

        func refresh() {
            UNUserNotificationCenter.current().getNotificationSettings { settings in
                DispatchQueue.main.async { self.status = settings.authorizationStatus }
            }
        }

        func refreshAsync() async {
            status = await UNUserNotificationCenter.current().notificationSettings().authorizationStatus
        }
    }

    struct NotificationsRow: View {
        let status: UNAuthorizationStatus
        var body: some View {
            HStack {
                Text("Notifications")
                Spacer()
                Text(status == .authorized ? "On" : "Off")
            }
        }
    }

    @Test func theAppIsAuthorizedSoASettingsScreenDrawsItsOnState() async {
        let model = NotificationSettingsModel()
        await model.refreshAsync()
        #expect(model.status == .authorized)
        #expect(NotificationsRow(status: model.status).render(width: 20) == "Notifications     On")
    }

    @Test func everyRequestCompletesBeforeItReturnsAndGrantsWhatWasAsked() async throws {
        let answers = Answers()
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            answers.record(granted && error == nil)
        }
        UNUserNotificationCenter.current().getNotificationSettings { answers.record($0.authorizationStatus == .authorized) }
        let content = UNMutableNotificationContent()
        content.title = "Conversion Completed"
        content.body = "Your GIF is ready"
        content.sound = .default
        content.userInfo = ["id": 7]
        let request = UNNotificationRequest(identifier: "done", content: content, trigger: nil)
        UNUserNotificationCenter.current().add(request) { answers.record($0 == nil) }
        #expect(answers.all == [true, true, true])
        #expect(try await UNUserNotificationCenter.current().requestAuthorization(options: .provisional))
        try await UNUserNotificationCenter.current().add(request)
        #expect(request.content.title == "Conversion Completed" && request.content.userInfo["id"] as? Int == 7)
    }

    final class Delegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
        var calls = 0
        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
            calls += 1
            return [.banner, .sound, .list]
        }
        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
            calls += 1
        }
    }

    @Test func nothingIsDeliveredSoTheDelegateIsNeverCalled() async throws {
        let delegate = Delegate()
        UNUserNotificationCenter.current().delegate = delegate
        defer { UNUserNotificationCenter.current().delegate = nil }
        let content = UNMutableNotificationContent()
        content.title = "Reminder"
        try await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "r", content: content, trigger: nil))
        UNUserNotificationCenter.current().removeAllDeliveredNotifications()
        #expect(delegate.calls == 0)
        #expect(UNUserNotificationCenter.current().delegate === delegate)
    }
}

/// What `@Sendable` completion handlers answered, in order (a handler may run on any thread).
final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []
    var all: [Bool] { lock.withLock { stored } }
    func record(_ answer: Bool) { lock.withLock { stored.append(answer) } }
}
