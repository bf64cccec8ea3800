import TextUI

/// A screen's previews, the text counterpart of SwiftUI's `PreviewProvider`: the screen's
/// name, its named states, and the view that draws a state.
///
/// ```swift
/// enum LoginPreviews: ScreenPreviews {
///     static let screenName = "Login"
///     static var states: [PreviewState<LoginViewState>] {
///         PreviewState("idle", .idle)
///         PreviewState("error", .error("ログインに失敗しました"))
///     }
///     static func view(for state: LoginViewState) -> some View {
///         LoginView(state: state)
///     }
/// }
/// ```
public protocol ScreenPreviews: SendableMetatype {
    /// The screen's state, usually its `ViewState` enum.
    associatedtype ViewState: Sendable
    /// The view that draws one state.
    associatedtype Content: View

    /// The name shown in headers and used in snapshot paths, such as "Login".
    static var screenName: String { get }

    /// Every state to preview, in the order they are shown.
    @PreviewStatesBuilder<ViewState> static var states: [PreviewState<ViewState>] { get }

    /// The view for `state`.
    @MainActor @ViewBuilder static func view(for state: ViewState) -> Content

    /// The `ViewState` cases no preview reaches on purpose, each with its reason; none by
    /// default. See ``NotPreviewed``.
    @NotPreviewedBuilder static var notPreviewed: [NotPreviewed] { get }
}

extension ScreenPreviews {
    /// `view(for: state)` drawn as text.
    @MainActor static func text(for state: ViewState, width: Int, style: RenderStyle) -> String {
        view(for: state).render(width: width, style: style)
    }
}

/// Collects `PreviewState` lines into the array `ScreenPreviews.states` returns.
@resultBuilder
public enum PreviewStatesBuilder<State: Sendable> {
    public static func buildExpression(_ state: PreviewState<State>) -> [PreviewState<State>] { [state] }
    public static func buildBlock(_ groups: [PreviewState<State>]...) -> [PreviewState<State>] { groups.flatMap { $0 } }
    public static func buildArray(_ groups: [[PreviewState<State>]]) -> [PreviewState<State>] { groups.flatMap { $0 } }
    public static func buildOptional(_ group: [PreviewState<State>]?) -> [PreviewState<State>] { group ?? [] }
    public static func buildEither(first group: [PreviewState<State>]) -> [PreviewState<State>] { group }
    public static func buildEither(second group: [PreviewState<State>]) -> [PreviewState<State>] { group }
}
