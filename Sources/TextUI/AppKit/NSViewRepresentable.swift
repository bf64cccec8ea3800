/// A SwiftUI view that wraps an AppKit view, as a Mac screen wraps a visual-effect background
/// or a text view it needs AppKit for. The wrapped view has no pixels in text: it draws as
/// empty room, taking the size it is offered as an AppKit view without an intrinsic size does,
/// and reads as nothing. Its `makeNSView(context:)` is not called (no window to put it in).
///
/// SwiftUI: @MainActor @preconcurrency protocol NSViewRepresentable : View where Self.Body == Never
public protocol NSViewRepresentable: View {
    /// The AppKit view wrapped.
    ///
    /// SwiftUI: associatedtype NSViewType : NSView
    associatedtype NSViewType: NSView
    /// The object that carries changes from the AppKit view back to SwiftUI.
    ///
    /// SwiftUI: associatedtype Coordinator = Void
    associatedtype Coordinator = Void
    /// The context `makeNSView` and `updateNSView` are given.
    ///
    /// SwiftUI: typealias Context = NSViewRepresentableContext<Self>
    typealias Context = NSViewRepresentableContext<Self>

    /// Makes the AppKit view.
    ///
    /// SwiftUI: func makeNSView(context: Self.Context) -> Self.NSViewType
    @MainActor func makeNSView(context: Context) -> NSViewType
    /// Brings the AppKit view up to date with this view's values.
    ///
    /// SwiftUI: func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    @MainActor func updateNSView(_ nsView: NSViewType, context: Context)
    /// Makes the coordinator.
    ///
    /// SwiftUI: func makeCoordinator() -> Self.Coordinator
    @MainActor func makeCoordinator() -> Coordinator
}

extension NSViewRepresentable where Coordinator == Void {
    /// SwiftUI: func makeCoordinator() -> Self.Coordinator (Coordinator == Void)
    public func makeCoordinator() -> Coordinator { () }
}

extension NSViewRepresentable {
    /// Empty room where the AppKit view would be.
    ///
    /// TextUI only: SwiftUI's representable has no body (`Never`); here it is the room the
    /// AppKit view takes, which text cannot draw.
    public var body: some View { Color.clear }
}

/// What a representable's `makeNSView` and `updateNSView` are given.
///
/// SwiftUI: @MainActor @preconcurrency struct NSViewRepresentableContext<Representable> where Representable : NSViewRepresentable
@MainActor
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    /// The representable's coordinator.
    ///
    /// SwiftUI: let coordinator: Representable.Coordinator
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being applied.
    ///
    /// SwiftUI: var transaction: Transaction
    public var transaction = Transaction()
    /// The environment the view is shown in.
    ///
    /// SwiftUI: var environment: EnvironmentValues
    public var environment = EnvironmentValues()
}
