import TextUI

// StoreKit's review prompt, which screens read from the environment (`@Environment(\.requestReview)`)
// and call after a happy moment; on iOS, a file that imports StoreKit beside SwiftUI has it. App
// Store policy decides whether the prompt shows; a preview never shows it, so calling the action
// does nothing and draws nothing.

/// Asks for an App Store rating or review; in a preview, nothing.
///
/// ```swift
/// struct OrderComplete: View {
///     @Environment(\.requestReview) private var requestReview
///     var body: some View {
///         Button("Done") { requestReview() }
///     }
/// }
/// ```
///
/// StoreKit: @MainActor struct RequestReviewAction
@MainActor
public struct RequestReviewAction: Sendable {
    /// Nothing: a preview shows no review prompt.
    ///
    /// StoreKit: @MainActor func callAsFunction()
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// The action that asks for a rating or review (see ``RequestReviewAction``).
    ///
    /// SwiftUI: var requestReview: RequestReviewAction { get }
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}
