import Foundation

// Drag and drop and paste of `Transferable` values (iOS 16), as screens write them. A preview is
// never dragged from, dropped on or pasted into: each view is drawn as it was and no payload is
// made, no action run.

extension View {
    /// Lets a person drag `payload` from this view. Drawn as the view was; the payload is not
    /// made (a preview is never dragged from).
    ///
    /// ```swift
    /// Text("Tea").draggable("Tea").render()   // "Tea"
    /// ```
    ///
    /// SwiftUI: func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View where T : Transferable
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        self
    }

    /// Lets a person drag `payload`, showing `preview` under the finger while they do. Drawn as
    /// the view was; the preview shows only while dragging.
    ///
    /// SwiftUI: func draggable<V, T>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View where V : View, T : Transferable
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Makes this view a drop target for values of `payloadType`; `action` takes what is
    /// dropped and where, `isTargeted` hears when a drag enters or leaves. Drawn as the view
    /// was; neither closure runs.
    ///
    /// SwiftUI: func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View where T : Transferable
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        self
    }

    /// Lets a person copy `payload` from this view (the Copy command). Drawn as the view was.
    ///
    /// SwiftUI: func copyable<T>(_ payload: @autoclosure @escaping () -> [T]) -> some View where T : Transferable
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
        self
    }

    /// Lets a person paste values of `payloadType` into this view (the Paste command); `action`
    /// takes them. Drawn as the view was; nothing is pasted.
    ///
    /// SwiftUI: func pasteDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void, validator: @escaping ([T]) -> [T]? = { $0 }) -> some View where T : Transferable
    public func pasteDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void, validator: @escaping ([T]) -> [T]? = { $0 }
    ) -> some View {
        self
    }
}

extension DynamicViewContent {
    /// Lets a person drop values of `payloadType` between the rows; `action` takes them and the
    /// offset they were dropped at. Drawn as the rows were; nothing is dropped.
    ///
    /// SwiftUI: func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> some DynamicViewContent where T : Transferable
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
    ) -> some DynamicViewContent {
        RowActionsContent(base: self, actions: [], editMark: nil)
    }
}

/// A button that pastes values of a type from the clipboard: the clipboard symbol and "Paste",
/// read as a button. A preview's clipboard is empty, so activating it pastes nothing.
///
/// ```swift
/// PasteButton(payloadType: String.self) { _ in }.render()
/// ```
/// ```text
/// [ ⎘ Paste ]
/// ```
///
/// SwiftUI: struct PasteButton
public struct PasteButton: View {
    /// A button pasting values of `payloadType`; `onPaste` would take them.
    ///
    /// SwiftUI: init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) where T : Transferable
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// SwiftUI: PasteButton.body
    public var body: some View {
        Button(action: {}) {
            Label { Text(.paste) } icon: { Image(systemName: "doc.on.clipboard") }
        }
    }
}
