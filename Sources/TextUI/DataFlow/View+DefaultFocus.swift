// Focus a screen asks for without a tap. A render draws a field as focused only when its
// @FocusState names it, so these are accepted and draw nothing.

/// How strongly ``View/defaultFocus(_:_:priority:)`` applies.
///
/// SwiftUI: struct DefaultFocusEvaluationPriority
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let isUserInitiated: Bool

    /// When the system first gives focus to the view.
    ///
    /// SwiftUI: DefaultFocusEvaluationPriority.automatic
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)

    /// Also when a person moves focus into the view.
    ///
    /// SwiftUI: DefaultFocusEvaluationPriority.userInitiated
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

extension View {
    /// The value `binding` takes when focus first enters this view. Draws nothing: a render
    /// shows a field as focused only when its `@FocusState` names it (set it to show one).
    ///
    /// SwiftUI: View.defaultFocus(_:_:priority:)
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        self
    }

    /// Lets this view take keyboard focus. Draws nothing.
    ///
    /// SwiftUI: View.focusable(_:)
    public func focusable(_ isFocusable: Bool = true) -> some View {
        self
    }
}
