/// Names the purpose of a piece of work (`"load"`, `"search"`, `"submit"`), so that starting it
/// again cancels the previous run.
///
/// ```swift
/// await run("search") { model in … }   // a string literal is a key
/// extension TaskKey { static let search: TaskKey = "search" }
/// ```
public struct TaskKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }
}
