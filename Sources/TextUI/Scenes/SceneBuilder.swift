/// Lists an app's or a scene's scenes, one after another; `#if` around some of them is read
/// as the compiler reads it.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     #if os(macOS)
///     Settings { SettingsView() }
///     #endif
/// }
/// ```
///
/// SwiftUI: @resultBuilder struct SceneBuilder
@resultBuilder
public struct SceneBuilder {
    /// One scene, passed through.
    ///
    /// SwiftUI: static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, kept as one.
    ///
    /// SwiftUI: static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content : Scene
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        ComposedScene()
    }

    /// A scene written as a statement of its own.
    ///
    /// SwiftUI: static func buildExpression<Content>(_ content: Content) -> Content where Content : Scene
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// The scenes of an `if #available` with no `else`.
    ///
    /// SwiftUI: static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> some Scene
    public static func buildOptional<Content: Scene>(_ scene: Content?) -> some Scene { ComposedScene() }

    /// The scenes under an `if #available`.
    ///
    /// SwiftUI: static func buildLimitedAvailability(_ scene: some Scene) -> any Scene & _LimitedAvailabilitySceneMarker
    public static func buildLimitedAvailability(_ scene: some Scene) -> some Scene { ComposedScene() }
}
