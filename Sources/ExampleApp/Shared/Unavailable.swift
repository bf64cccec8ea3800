import TextUI

/// A ``ContentUnavailableView`` with buttons under it, one row down from the navigation bar:
/// SwiftUI's `ContentUnavailableView { … } description: { … } actions: { … }`, which TextUI
/// does not have yet.
///
/// ```swift
/// Unavailable("注文はまだありません", systemImage: "tray", description: "注文するとここに表示されます。") {
///     Button("更新") {}
/// }.render(width: 40)
/// ```
/// ```text
///
///                    ☐
///           注文はまだありません
///      注文するとここに表示されます。
///
///                [ 更新 ]
/// ```
struct Unavailable<Actions: View>: View {
    let title: String
    let systemImage: String
    let description: String
    let actions: Actions

    init(_ title: String, systemImage: String, description: String, @ViewBuilder actions: () -> Actions) {
        self.title = title
        self.systemImage = systemImage
        self.description = description
        self.actions = actions()
    }

    var body: some View {
        VStack(spacing: 1) {
            ContentUnavailableView(title, systemImage: systemImage, description: Text(description))
            actions
        }
        .frame(maxWidth: .infinity)
        .padding(.top, 1)
    }
}
