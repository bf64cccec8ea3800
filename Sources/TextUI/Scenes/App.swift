/// An app's entry point: the type a team marks `@main`, whose `body` lists its scenes.
///
/// TextUI draws views, not apps. The text copy drops `@main`, so the app's file compiles as an
/// ordinary type; nothing makes the app, calls its `init()` or reads its `body` unless a test
/// does. Its windows' content — `ContentView()` — draws through that view's own `#Preview`, as
/// in Xcode's canvas, which previews views and never an app.
///
/// ```swift
/// struct ShopApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///         Settings { SettingsView() }
///     }
/// }
/// ```
///
/// SwiftUI: @MainActor @preconcurrency protocol App
@MainActor @preconcurrency
public protocol App {
    /// The type of scene the app's `body` lists.
    ///
    /// SwiftUI: associatedtype Body : Scene
    associatedtype Body: Scene

    /// The app's scenes.
    ///
    /// SwiftUI: @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @SceneBuilder var body: Body { get }

    /// Makes the app; SwiftUI calls it once at launch, TextUI never on its own.
    ///
    /// SwiftUI: @MainActor @preconcurrency init()
    init()
}
