#if !canImport(Darwin)
/// A method's name, as the Objective-C runtime knows it: a Mac screen asks the responder chain
/// to perform one (`#selector(NSSplitViewController.toggleSidebar(_:))`, which the copy writes
/// as a `Selector` of that text). Linux has no such runtime; the name is kept and nothing is
/// sent.
///
/// TextUI only: as the Objective-C runtime's `struct Selector`, which Linux lacks.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String

    /// TextUI only: as the runtime's `init(_ str: String)`.
    public init(_ name: String) { self.name = name }

    /// TextUI only: as the runtime's `init(stringLiteral value: String)`.
    public init(stringLiteral value: String) { self.name = value }

    /// TextUI only: the method's name.
    public var description: String { name }
}
#endif
