import Foundation

// Drag and drop as screens write it. A preview is never dragged from or dropped on, so every
// form draws the view as it was and runs nothing: no provider is asked for, no drop performed,
// and `isTargeted` stays as the screen set it.

extension View {
    /// Makes this view a drop target for items of `supportedContentTypes`; `action` takes
    /// what is dropped. Drawn as the view was: a preview is never dropped on.
    ///
    /// ```swift
    /// Text("Drop a photo").onDrop(of: [.image], isTargeted: nil) { _ in true }.render()   // "Drop a photo"
    /// ```
    ///
    /// SwiftUI: func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        self
    }

    /// SwiftUI: func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        self
    }

    /// The drop target with types named by identifier (`"public.file-url"`).
    ///
    /// SwiftUI: func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        self
    }

    /// The drop target whose `delegate` follows the drag (see ``DropDelegate``).
    ///
    /// SwiftUI: func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }

    /// Makes this view draggable, `data` giving what is dragged when a drag starts. Drawn as
    /// the view was: a preview is never dragged, so `data` never runs.
    ///
    /// SwiftUI: func onDrag(_ data: @escaping () -> NSItemProvider) -> some View
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// Draggable, with `preview` shown under the finger while dragging (never, in a preview).
    ///
    /// SwiftUI: func onDrag<V>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View where V : View
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
}
