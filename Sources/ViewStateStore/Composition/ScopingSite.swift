import ViewStateKit
/// Where a scoping reducer (`ifLet`, `forEach`) was written, for reports: `forEach at App/AppReducer.swift:42`;
/// and the part of the state it runs its child on, which keeps two children apart when one helper
/// function makes both (the same file and line, the same child type).
struct ScopingSite: Sendable, CustomStringConvertible {
    let name: String
    let fileID: String
    let line: UInt
    /// The key path to the child's state (`\.destination`, `\.rows`), when there is one.
    var statePath: StatePath?

    var description: String { "\(name) at \(fileID):\(line)" }
}

/// A key path to a child's state, as part of an effect scope's identity.
///
/// Key paths are immutable values: the only thing a key path holds besides its path is the
/// subscript arguments it was written with (`\.rows[id: 3]`), which are `Hashable` values
/// copied in. Reading it from any thread is safe, which the standard library does not state.
struct StatePath: Hashable, @unchecked Sendable {
    let keyPath: AnyKeyPath
}
