/// Menu commands a scene adds: on a Mac, items in the menu bar; on an iPad, key commands. A
/// text drawing has no menu bar, so a scene's commands are kept and shown nowhere.
///
/// ```swift
/// struct ReaderCommands: Commands {
///     var body: some Commands {
///         CommandMenu("Article") {
///             Button("Mark as Read") { }
///         }
///     }
/// }
/// ```
///
/// SwiftUI: @MainActor @preconcurrency protocol Commands
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands this group is made of.
    ///
    /// SwiftUI: associatedtype Body : Commands
    associatedtype Body: Commands

    /// The commands this group is made of.
    ///
    /// SwiftUI: @CommandsBuilder var body: Self.Body { get }
    @CommandsBuilder var body: Body { get }
}

/// SwiftUI: extension Never : Commands
extension Never: Commands {}

/// Commands SwiftUI provides: no body, only what they keep.
protocol PrimitiveCommands: Commands where Body == Never {}

extension PrimitiveCommands {
    /// TextUI only: commands SwiftUI provides are shown by the system, not by a body; reading
    /// it stops.
    public var body: Never { fatalError("\(Self.self) are commands SwiftUI provides; they have no body") }
}

/// Several command groups listed one after another.
struct ComposedCommands: PrimitiveCommands {
    nonisolated init() {}
}

/// No commands.
///
/// SwiftUI: nonisolated struct EmptyCommands
public struct EmptyCommands: PrimitiveCommands {
    /// No commands.
    ///
    /// SwiftUI: nonisolated init()
    nonisolated public init() {}
}

/// The Mac's commands for showing and hiding a sidebar.
///
/// SwiftUI: nonisolated struct SidebarCommands
public struct SidebarCommands: PrimitiveCommands {
    /// The sidebar commands.
    ///
    /// SwiftUI: nonisolated init()
    nonisolated public init() {}
}

/// The Mac's commands for showing and customizing a toolbar.
///
/// SwiftUI: nonisolated struct ToolbarCommands
public struct ToolbarCommands: PrimitiveCommands {
    /// The toolbar commands.
    ///
    /// SwiftUI: nonisolated init()
    nonisolated public init() {}
}

/// Lists a scene's command groups, one after another.
///
/// SwiftUI: @resultBuilder struct CommandsBuilder
@resultBuilder
public struct CommandsBuilder {
    /// No commands.
    ///
    /// SwiftUI: static func buildBlock() -> EmptyCommands
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// One command group, passed through.
    ///
    /// SwiftUI: static func buildBlock<C>(_ content: C) -> C where C : Commands
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }

    /// Several command groups, kept as one.
    ///
    /// SwiftUI: static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some Commands where C0 : Commands, C1 : Commands
    /// (and so on to ten; TextUI takes any number)
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> some Commands {
        ComposedCommands()
    }
}
