import Foundation
import Observation

// What a scene modifier changes is the system's: a window's size, style and menus, what opens
// a new window, a value the scene's views read. TextUI shows no window, so each modifier keeps
// the scene it modifies and changes nothing; the views inside draw through their own previews.

extension Scene {
    /// Adds menu commands (a Mac's menu bar, an iPad's key commands): shown nowhere here.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .commands { SidebarCommands() }
    /// ```
    ///
    /// SwiftUI: nonisolated func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene where Content : Commands
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        ModifiedScene(base: self)
    }

    /// Takes away the commands a scene adds by default (a `Window`'s item in the Window menu).
    ///
    /// SwiftUI: nonisolated func commandsRemoved() -> some Scene
    public func commandsRemoved() -> some Scene { ModifiedScene(base: self) }

    /// The size a new window opens at, in points.
    ///
    /// SwiftUI: nonisolated func defaultSize(width: CGFloat, height: CGFloat) -> some Scene
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { ModifiedScene(base: self) }

    /// The size a new window opens at.
    ///
    /// SwiftUI: nonisolated func defaultSize(_ size: CGSize) -> some Scene
    public func defaultSize(_ size: CGSize) -> some Scene { ModifiedScene(base: self) }

    /// Where on the screen a new window opens.
    ///
    /// SwiftUI: nonisolated func defaultPosition(_ position: UnitPoint) -> some Scene
    public func defaultPosition(_ position: UnitPoint) -> some Scene { ModifiedScene(base: self) }

    /// How far people can resize the scene's windows.
    ///
    /// SwiftUI: nonisolated func windowResizability(_ resizability: WindowResizability) -> some Scene
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        ModifiedScene(base: self)
    }

    /// Which external events (a URL, a Handoff activity) open a new window of this scene. A
    /// preview receives none.
    ///
    /// SwiftUI: nonisolated func handlesExternalEvents(matching conditions: Set<String>) -> some Scene
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        ModifiedScene(base: self)
    }

    /// Runs `action` with the old and new value when `value` changes (often the scene phase).
    /// The system reports changes to a running app; a preview runs none, so `action` never
    /// runs, not even with `initial: true`, as no scene appears.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .onChange(of: scenePhase) { _, phase in store.save() }
    /// ```
    ///
    /// SwiftUI: nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene where V : Equatable
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some Scene {
        ModifiedScene(base: self)
    }

    /// Runs `action` when `value` changes; never in a preview (see the two-value form).
    ///
    /// SwiftUI: nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene where V : Equatable
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some Scene {
        ModifiedScene(base: self)
    }

    /// Runs `action` with the new value when `value` changes (before iOS 17); never in a preview.
    ///
    /// SwiftUI: nonisolated func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some Scene where V : Equatable
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
        ModifiedScene(base: self)
    }

    /// Sets an environment value for the scene's views. The views draw through their own
    /// previews, which set their own environment.
    ///
    /// SwiftUI: nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        ModifiedScene(base: self)
    }

    /// Supplies an observable object to the scene's views (see ``environment(_:_:)``).
    ///
    /// SwiftUI: nonisolated func environment<T>(_ object: T?) -> some Scene where T : AnyObject, T : Observable
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        ModifiedScene(base: self)
    }

    /// Supplies an environment object to the scene's views (see ``environment(_:_:)``).
    ///
    /// SwiftUI: nonisolated func environmentObject<T>(_ object: T) -> some Scene where T : ObservableObject
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        ModifiedScene(base: self)
    }
}
