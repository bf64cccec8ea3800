/// A SwiftUI view that wraps an AppKit view, as a Mac screen wraps a visual-effect background
/// or a text view it needs AppKit for. TextUI draws no AppKit views: the representable keeps
/// its place as one line, `⬚` and the wrapped view's type, as a UIKit one does — except a
/// visual-effect view, a material behind content, which is paint and draws as empty room, and
/// a progress indicator or a button, which are made and updated and draw as `ProgressView`
/// and as the button's symbol or title. Other views' `makeNSView(context:)` is not called (no
/// window to put them in).
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
    /// SwiftUI: NSViewRepresentable.body
    public var body: Never { fatalError("\(Self.self) is drawn by TextUI, not by a body") }

    /// The representable's one line, `⬚` and the view's type; empty room for a visual-effect
    /// view, a material behind the content; a progress indicator's bar or spinner, a button's
    /// symbol or title.
    public static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        if NSViewType.self is NSVisualEffectView.Type { return PlatformViewPlaceholder.paint(in: inputs) }
        if let control = AppKitControlLine.outputs(of: view, in: inputs) { return control }
        return PlatformViewPlaceholder.outputs(naming: NSViewType.self, in: inputs)
    }
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
