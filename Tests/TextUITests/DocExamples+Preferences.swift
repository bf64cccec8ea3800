@testable import TextUI

/// The doc examples of `Sources/TextUI/Preferences` (see ``DocExample``).
extension DocExample {
    static let preferences: [DocExample] = [
        DocExample("Preferences/PreferenceKey.swift") {
            VStack(alignment: .leading) {
                Text("Inbox").preference(key: PreferenceTests.UnreadCount.self, value: 3)
                Text("Team").preference(key: PreferenceTests.UnreadCount.self, value: 2)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlayPreferenceValue(PreferenceTests.UnreadCount.self, alignment: .topTrailing) { count in Text("(\(count))") }
            .render(width: 12)
        },
        DocExample("Preferences/View+Preference.swift") {
            let header = PreferenceTests.Header()
            header.runAppearActions(width: 20)
            return header.render(width: 20)
        },
    ]
}
