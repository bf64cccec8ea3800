extension View {
    /// Runs `action` after a long press, and `pressing` as the press starts and stops: the form
    /// older screens use for a button that dims while held. Nothing presses a render, so the view
    /// is drawn as it was and neither closure runs. A call with a trailing closure alone
    /// (`onLongPressGesture { … }`) means the newer
    /// ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``.
    ///
    /// SwiftUI: func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
    ) -> some View { self }
}
