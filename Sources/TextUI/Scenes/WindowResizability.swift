/// How far people can resize a scene's windows (``Scene/windowResizability(_:)``). Kept; a
/// text drawing takes the width it is asked for.
///
/// ```swift
/// Window("About", id: "about") { AboutView() }
///     .windowResizability(.contentSize)
/// ```
///
/// SwiftUI: struct WindowResizability
public struct WindowResizability: Sendable {
    let name: String

    /// The scene's own strategy: content size for settings, at least the content's size for
    /// the rest.
    ///
    /// SwiftUI: static var automatic: WindowResizability { get set }
    public static var automatic: WindowResizability { WindowResizability(name: "automatic") }

    /// Between the content's smallest and largest size.
    ///
    /// SwiftUI: static var contentSize: WindowResizability { get set }
    public static var contentSize: WindowResizability { WindowResizability(name: "contentSize") }

    /// At least the content's smallest size.
    ///
    /// SwiftUI: static var contentMinSize: WindowResizability { get set }
    public static var contentMinSize: WindowResizability { WindowResizability(name: "contentMinSize") }
}
