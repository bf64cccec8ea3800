/// How large controls are drawn. Text has one size, so every size draws the same; the value is
/// accepted so that a screen that sets it compiles and draws.
///
/// ```swift
/// Button("購入") {}.controlSize(.large)
/// ```
/// ```text
/// [ 購入 ]
/// ```
/// SwiftUI: enum ControlSize
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// SwiftUI: ControlSize.mini
    case mini
    /// SwiftUI: ControlSize.small
    case small
    /// SwiftUI: ControlSize.regular
    case regular
    /// SwiftUI: ControlSize.large
    case large
    /// SwiftUI: ControlSize.extraLarge
    case extraLarge
}

extension View {
    /// Sets the size of the controls in this view; they draw the same at every size.
    ///
    /// SwiftUI: View.controlSize(_:)
    public func controlSize(_ controlSize: ControlSize) -> some View {
        EnvironmentModifiedView(self) { $0.controls.controlSize = controlSize }
    }
}
