/// What `@Environment(\.dismiss)` gives: call it to close the presentation the view is in.
/// TextUI draws one moment of a screen, so a presented view's dismiss does what its presenter
/// arranged, and elsewhere nothing.
///
/// ```swift
/// struct Sheet: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Close") { dismiss() } }
/// }
///
/// Sheet().render()
/// ```
/// ```text
/// [ Close ]
/// ```
///
/// SwiftUI: @MainActor @preconcurrency struct DismissAction
@MainActor @preconcurrency
public struct DismissAction {
    private nonisolated let action: @MainActor @Sendable () -> Void

    /// A dismiss action that runs `action`, for a presenter that closes what it shows.
    nonisolated init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Closes the presentation.
    ///
    /// SwiftUI: DismissAction.callAsFunction()
    public func callAsFunction() {
        action()
    }
}

/// What `@Environment(\.refresh)` gives inside a refreshable view: call it to run the refresh.
///
/// SwiftUI: struct RefreshAction
public struct RefreshAction: Sendable {
    private let action: @Sendable () async -> Void

    /// A refresh action that runs `action`, for `refreshable` to place.
    init(_ action: @escaping @Sendable () async -> Void) {
        self.action = action
    }

    /// Runs the refresh.
    ///
    /// SwiftUI: RefreshAction.callAsFunction()
    public func callAsFunction() async {
        await action()
    }
}
