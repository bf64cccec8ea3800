/// What the older `@Environment(\.presentationMode)` gives, still in many screens:
/// `presentationMode.wrappedValue.dismiss()` closes the presentation the view is in, as
/// ``EnvironmentValues/dismiss`` does.
///
/// ```swift
/// struct Sheet: View {
///     @Environment(\.presentationMode) private var presentationMode
///     var body: some View {
///         Button("Close") { presentationMode.wrappedValue.dismiss() }
///     }
/// }
///
/// Sheet().render()
/// ```
/// ```text
/// [ Close ]
/// ```
///
/// SwiftUI: struct PresentationMode
public struct PresentationMode {
    private let dismissAction: DismissAction

    /// Whether the view is in a presentation.
    ///
    /// SwiftUI: PresentationMode.isPresented
    public let isPresented: Bool

    init(isPresented: Bool, dismiss: DismissAction) {
        self.isPresented = isPresented
        self.dismissAction = dismiss
    }

    /// Closes the presentation.
    ///
    /// SwiftUI: PresentationMode.dismiss()
    @MainActor
    public mutating func dismiss() {
        dismissAction()
    }
}

extension EnvironmentValues {
    /// Whether the view is presented, and a way to close it; read with
    /// `@Environment(\.presentationMode)`. Newer screens use ``dismiss``.
    ///
    /// SwiftUI: EnvironmentValues.presentationMode
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismiss: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
