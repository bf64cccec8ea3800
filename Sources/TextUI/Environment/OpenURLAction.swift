import Foundation

/// What `@Environment(\.openURL)` gives: call it with a URL to open it. Text has no browser, so
/// by default it opens nothing and reports the URL as discarded; a view that places its own
/// action with `.environment(\.openURL, OpenURLAction { … })` sees every URL opened inside.
///
/// ```swift
/// struct Help: View {
///     @Environment(\.openURL) private var openURL
///     var body: some View { Button("Help") { openURL(URL(string: "https://example.com/help")!) } }
/// }
///
/// Help().render()
/// ```
/// ```text
/// [ Help ]
/// ```
///
/// SwiftUI: @MainActor @preconcurrency struct OpenURLAction
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What the handler did with a URL.
    ///
    /// SwiftUI: OpenURLAction.Result
    public struct Result: Sendable, Equatable {
        enum Outcome: Equatable { case handled, discarded, systemAction(URL?) }
        let outcome: Outcome

        /// The handler opened the URL.
        ///
        /// SwiftUI: OpenURLAction.Result.handled
        public static let handled = Result(outcome: .handled)
        /// The handler did not open the URL and nothing else should.
        ///
        /// SwiftUI: OpenURLAction.Result.discarded
        public static let discarded = Result(outcome: .discarded)
        /// The system should open the URL; in text, nothing opens it.
        ///
        /// SwiftUI: OpenURLAction.Result.systemAction
        public static let systemAction = Result(outcome: .systemAction(nil))

        /// The system should open `url` instead; in text, nothing opens it.
        ///
        /// SwiftUI: OpenURLAction.Result.systemAction(_:)
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .systemAction(url)) }
    }

    // Called only from the main-actor `callAsFunction`s; `nonisolated(unsafe)` so the default
    // action can be made in an environment key, off the main actor.
    private nonisolated(unsafe) let handler: (URL) -> Result

    /// An action that hands each URL to `handler`.
    ///
    /// SwiftUI: OpenURLAction.init(handler:)
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// The default: every URL discarded, as text has nowhere to open one.
    nonisolated init() {
        handler = { _ in .discarded }
    }

    /// Opens `url`.
    ///
    /// SwiftUI: OpenURLAction.callAsFunction(_:)
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and tells `completion` whether it was opened (only a handler that returns
    /// ``Result/handled`` opens one in text).
    ///
    /// SwiftUI: OpenURLAction.callAsFunction(_:completion:)
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url) == .handled)
    }
}

extension View {
    /// Runs `action` when the app is asked to open a URL (a universal link, a custom scheme);
    /// a text screen is never asked, so it draws the view as it was and never runs `action`.
    ///
    /// SwiftUI: View.onOpenURL(perform:)
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }
}
