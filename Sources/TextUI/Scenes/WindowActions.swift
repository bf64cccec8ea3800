/// Opens a window of one of the app's scenes: `openWindow(id: "about")`. A preview has no
/// windows to open, so a call does nothing and the view draws as it was.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
///
/// Button("Show Activity") { openWindow(id: "activity") }
/// ```
///
/// SwiftUI: @MainActor @preconcurrency struct OpenWindowAction
@MainActor @preconcurrency
public struct OpenWindowAction {
    nonisolated init() {}

    /// Opens the window of the scene with identifier `id`: none here.
    ///
    /// SwiftUI: @MainActor @preconcurrency func callAsFunction(id: String)
    public func callAsFunction(id: String) {}

    /// Opens a window presenting `value`: none here.
    ///
    /// SwiftUI: @MainActor @preconcurrency func callAsFunction<D>(value: D) where D : Decodable, D : Encodable, D : Hashable
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Opens a window of the scene `id` presenting `value`: none here.
    ///
    /// SwiftUI: @MainActor @preconcurrency func callAsFunction<D>(id: String, value: D) where D : Decodable, D : Encodable, D : Hashable
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window of one of the app's scenes. A preview has no windows, so a call does
/// nothing and the view draws as it was.
///
/// ```swift
/// @Environment(\.dismissWindow) private var dismissWindow
///
/// Button("Done") { dismissWindow(id: "activity") }
/// ```
///
/// SwiftUI: @MainActor @preconcurrency struct DismissWindowAction
@MainActor @preconcurrency
public struct DismissWindowAction {
    nonisolated init() {}

    /// Closes the current window: none here.
    ///
    /// SwiftUI: @MainActor @preconcurrency func callAsFunction()
    public func callAsFunction() {}

    /// Closes the windows of the scene `id`: none here.
    ///
    /// SwiftUI: @MainActor @preconcurrency func callAsFunction(id: String)
    public func callAsFunction(id: String) {}

    /// Closes the window presenting `value`: none here.
    ///
    /// SwiftUI: @MainActor @preconcurrency func callAsFunction<D>(value: D) where D : Decodable, D : Encodable, D : Hashable
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Closes the window of the scene `id` presenting `value`: none here.
    ///
    /// SwiftUI: @MainActor @preconcurrency func callAsFunction<D>(id: String, value: D) where D : Decodable, D : Encodable, D : Hashable
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
    /// The action that opens a window: it opens none in a preview.
    ///
    /// SwiftUI: var openWindow: OpenWindowAction { get }
    public var openWindow: OpenWindowAction { OpenWindowAction() }

    /// The action that closes a window: it closes none in a preview.
    ///
    /// SwiftUI: var dismissWindow: DismissWindowAction { get }
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}
