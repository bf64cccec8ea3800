import ViewStateKit

/// Runs `operation` with test dependencies: every key not overridden by `update` gets its
/// `testValue`, which fails the test by name when called.
///
/// ```swift
/// @Test func loadsTheFeed() async {
///     await withTestDependencies {
///         $0.feedService = FeedServiceMock()
///     } operation: {
///         let store = Store(initialState: FeedState()) { FeedReducer() }
///         await store.send(.loadInitial).finish()
///         #expect(store.posts.items.count == 3)
///     }
/// }
/// ```
/// A dependency the test forgot fails it:
/// ```text
/// Unimplemented dependency OrderService.fetchOrders was called. Tests get unimplemented
/// dependencies; override it: withDependencies { $0.… = … } (or TestStore's withDependencies:).
/// ```
public func withTestDependencies<R>(
    _ update: (inout DependencyValues) -> Void = { _ in },
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    installUnimplementedReporter()
    return try await withDependencies({ values in
        values.context = .test
        update(&values)
    }, operation: operation)
}

/// Routes unimplemented-dependency calls to the running test's failures.
package func installUnimplementedReporter() {
    UnimplementedDependencyReporting.install { message, location in
        reportFailure(message, at: CallerLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        ))
    }
}
