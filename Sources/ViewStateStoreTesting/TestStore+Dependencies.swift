import ViewStateKit
import ViewStateStore
import ViewStateTesting

extension TestStore {
    /// A test store whose reducer is built with test dependencies changed by `update` — the
    /// seed's `TestStore(initialState:) { FeatureAReducer() } withDependencies: { $0.apiClient = .mock }`.
    ///
    /// ```swift
    /// let store = TestStore(initialState: FeatureAReducer.State()) {
    ///     FeatureAReducer()
    /// } withDependencies: {
    ///     $0.apiClient.fetchItems = { _ in mockPage }
    /// }
    /// ```
    /// Keys the test does not override get their `testValue`: calling one fails the test by name.
    ///
    /// The initial state is built with these dependencies too (a state whose `init` reads
    /// `@Dependency`), and the assertion closures of `send` and `receive` run with them.
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies update: (inout DependencyValues) throws -> Void,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) rethrows where R.State == State, R.Action == Action {
        var values = Self.testDependencies()
        try update(&values)
        self.init(
            initialState: initialState, reducer: reducer, dependencies: values,
            location: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Runs an assertion closure with the test store's dependencies in force.
    func withOwnDependencies<Result>(_ body: () throws -> Result) rethrows -> Result {
        try DependencyValues.$current.withValue(dependencies, operation: body)
    }
}
