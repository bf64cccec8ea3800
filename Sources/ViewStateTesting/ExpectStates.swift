import ViewStateKit

/// Runs `action` and checks the exact sequence of states it moved `model` through.
///
/// Every `updateState(to:)` during the action counts, in order, even one that sets the state
/// it already had: nothing is dropped or merged, so an intermediate `.loading` cannot hide.
/// The state before the action is not part of the list.
///
/// ```swift
/// @Test func wrongPasswordShowsTheError() async {
///     let model = LoginViewModel(login: LoginUseCaseMock(results: [.failure(LoginError.rejected)]))
///     await expectStates(of: model, [.loading, .error("ログインに失敗しました")]) {
///         await model.submit(email: "taro@example.com", password: "wrong")
///     }
/// }
/// ```
///
/// When the states differ, the failure shows both lists, field by field. Expecting only
/// `[.error("ログインに失敗しました")]` above reports:
///
/// ```text
/// LoginViewModel went through other states than expected.
///
/// - expected
/// + actual
///
///   [
/// -   [0]: LoginViewState.error("ログインに失敗しました")
/// +   [0]: LoginViewState.loading,
/// +   [1]: LoginViewState.error("ログインに失敗しました")
///   ]
/// ```
///
/// The view model keeps a bounded history (`historyLimit`); if the action made more
/// transitions than it keeps, the sequence cannot be checked and the assertion says so
/// rather than compare a truncated list:
///
/// ```text
/// LoginViewModel's history keeps its last 2 transitions, but the action made 3, so the oldest were dropped and the sequence cannot be checked. Create the view model with historyLimit: 3 or more in this test.
/// ```
///
/// - Returns: What `action` returns.
@MainActor
@discardableResult
public func expectStates<State, Result: Sendable>(
    of model: ViewModel<State>,
    _ expected: [State],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    during action: () async throws -> Result
) async rethrows -> Result {
    let mark = model.history.totalCount
    let result = try await action()
    let history = model.history
    let made = history.totalCount - mark
    let actual = history.states(after: mark)
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let modelName = String(describing: type(of: model))

    if actual.count < made {
        reportFailure(
            """
            \(modelName)'s history keeps its last \(history.limit) transitions, but the action made \(made), \
            so the oldest were dropped and the sequence cannot be checked. \
            Create the view model with historyLimit: \(made) or more in this test.
            """,
            at: location
        )
    } else if actual != expected {
        reportFailure(
            "\(modelName) went through other states than expected.\n\n" + valueMismatchDescription(expected: expected, actual: actual),
            at: location
        )
    }
    return result
}
