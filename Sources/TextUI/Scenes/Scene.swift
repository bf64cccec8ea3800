/// A part of an app's interface the system shows and manages: a window, a settings window, a
/// menu-bar extra. A scene is built from other scenes, as a view is from views.
///
/// TextUI draws no scene (see ``App``): an app's file compiles, and the views inside its scenes
/// draw through their own previews.
///
/// ```swift
/// struct ReaderScene: Scene {
///     var body: some Scene {
///         WindowGroup { ReaderView() }
///     }
/// }
/// ```
///
/// SwiftUI: @MainActor @preconcurrency protocol Scene
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    ///
    /// SwiftUI: associatedtype Body : Scene
    associatedtype Body: Scene

    /// The scenes this scene is made of.
    ///
    /// SwiftUI: @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @SceneBuilder var body: Body { get }
}

/// SwiftUI: extension Never : Scene
extension Never: Scene {}

/// A scene SwiftUI provides (a window group, settings, a menu-bar extra): it has no body of its
/// own, only what it keeps.
protocol PrimitiveScene: Scene where Body == Never {}

extension PrimitiveScene {
    /// TextUI only: a scene SwiftUI provides is shown by the system, not by a body; reading
    /// it stops.
    public var body: Never { fatalError("\(Self.self) is a scene SwiftUI provides; it has no body") }
}

/// Several scenes listed one after another in a `body`: the system shows each, TextUI none.
/// Builders return it as an opaque `some Scene`, as SwiftUI's do.
struct ComposedScene: PrimitiveScene {
    nonisolated init() {}
}

/// A scene with a scene modifier (`commands`, `defaultSize`, `onChange` …) applied: the
/// scene it changes, kept; the modifier itself changes nothing here.
struct ModifiedScene<Base: Scene>: PrimitiveScene {
    let base: Base
}
