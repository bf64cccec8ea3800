/// A closure for a dependency's test value that fails the running test when it is called,
/// naming `name`, and throws ``UnimplementedDependencyError``.
///
/// ```swift
/// extension ItemsAPIClient: DependencyKey {
///     public static let testValue = ItemsAPIClient(fetchItems: unimplemented("ItemsAPIClient.fetchItems"))
/// }
/// ```
/// A test that reaches it without overriding `itemsAPI` fails with:
/// ```text
/// Unimplemented dependency ItemsAPIClient.fetchItems was called. Tests get unimplemented
/// dependencies; override it: withDependencies { $0.… = … } (or TestStore's withDependencies:).
/// ```
/// The failure is reported through ViewStateTesting (its `withTestDependencies` and
/// `TestStore(initialState:reducer:withDependencies:)` install the reporter) at the line that
/// wrote `unimplemented`; the thrown error reaches the caller either way.
public func unimplemented<Input, Output>(
    _ name: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (Input) async throws -> Output {
    let location = UnimplementedDependencyError.Location(fileID: fileID, filePath: filePath, line: line, column: column)
    return { _ in throw UnimplementedDependencyError.reported(name: name, at: location) }
}

/// ``unimplemented(_:fileID:filePath:line:column:)-swift.func`` for an endpoint that takes
/// no argument.
public func unimplemented<Output>(
    _ name: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable () async throws -> Output {
    let location = UnimplementedDependencyError.Location(fileID: fileID, filePath: filePath, line: line, column: column)
    return { throw UnimplementedDependencyError.reported(name: name, at: location) }
}

/// What an unimplemented dependency throws when called: its name and the fix.
public struct UnimplementedDependencyError: Error, Equatable, CustomStringConvertible {
    /// The endpoint that was called, such as "ItemsAPIClient.fetchItems".
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var description: String {
        "Unimplemented dependency \(name) was called. Tests get unimplemented dependencies; "
            + "override it: withDependencies { $0.… = … } (or TestStore's withDependencies:)."
    }

    /// Where an `unimplemented` closure was written.
    package struct Location: Sendable {
        package let fileID: String
        package let filePath: StaticString
        package let line: UInt
        package let column: UInt
    }

    /// Reports the call to the installed reporter, if any, and returns the error to throw.
    static func reported(name: String, at location: Location) -> Self {
        let error = Self(name: name)
        UnimplementedDependencyReporting.report(error.description, at: location)
        return error
    }
}

/// Where unimplemented calls are reported. ViewStateKit cannot import a test framework, so
/// ViewStateTesting installs a reporter (once, from its dependency helpers) that records a
/// test failure for the test running the call — Swift Testing finds it through its own
/// task-local, so parallel tests stay apart.
package enum UnimplementedDependencyReporting {
    package typealias Reporter = @Sendable (_ message: String, _ location: UnimplementedDependencyError.Location) -> Void

    private static let reporter = LockedValue<Reporter?>(nil)

    /// Installs `report` as the reporter; later installs replace it.
    package static func install(_ report: @escaping Reporter) {
        reporter.withLock { $0 = report }
    }

    static func report(_ message: String, at location: UnimplementedDependencyError.Location) {
        reporter.current?(message, location)
    }
}
