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
    public convenience init<R: Reducer>(
        initialState: State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies update: (inout DependencyValues) throws -> Void,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) rethrows where R.State == State, R.Action == Action {
        installUnimplementedReporter()
        let built = try withDependencies({ values in
            values.context = .test
            try update(&values)
        }, operation: reducer)
        self.init(initialState: initialState, reducer: { built }, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
