import ViewStateKit
import ViewStateStore
import ViewStateTesting

extension TestStore where Action: Equatable {
    /// Asserts that the next action an effect fed back is `expectedAction`, and the state
    /// change it made.
    ///
    /// ```swift
    /// await store.receive(.ordersLoaded([.coffee])) {
    ///     $0.orderList = .loaded([.coffee])
    /// }
    /// ```
    ///
    /// Waits until the effects are settled (see ``TestStore``); fails if by then no action came,
    /// naming the effects still running, what each waits on, and how far to advance the clock
    /// to the next wake-up. An effect waiting on something the test store cannot see gets up to
    /// ``timeout`` to send it.
    public func receive(
        _ expectedAction: Action,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receiveAction(
            describedAs: oneLine(expectedAction),
            matching: { $0 == expectedAction },
            mismatch: { ValueDiff.diff(expectedAction, $0, expectedLabel: "expected", actualLabel: "received") },
            updateStateToExpectedResult,
            at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}

extension TestStore {
    /// Asserts that the next action an effect fed back satisfies `isMatching`, and the state
    /// change it made. For actions that are not `Equatable`, or to match a case whatever its
    /// payload:
    ///
    /// ```swift
    /// await store.receive({ if case .fetchItemsResponse(.failure) = $0 { true } else { false } }) {
    ///     $0.isLoading = false
    /// }
    /// ```
    public func receive(
        _ isMatching: (Action) -> Bool,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receiveAction(
            describedAs: "an action matching the predicate",
            matching: isMatching,
            mismatch: { _ in nil },
            updateStateToExpectedResult,
            at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    func receiveAction(
        describedAs expected: String,
        matching isMatching: (Action) -> Bool,
        mismatch: (Action) -> String?,
        _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
        at location: CallerLocation
    ) async {
        await settle(at: location)
        if !received.contains(where: { isMatching($0.action) }) {
            // An effect waiting on something the test store cannot see may still send it.
            await waitForUnseenWaits { [self] unseen in unseen.isEmpty || received.contains { isMatching($0.action) } }
            reportWarnings(at: location)
        }
        let index: Int
        switch exhaustivity {
        case .on:
            guard !received.isEmpty else {
                reportFailure("Expected to receive \(expected), but no action was received.\n\(runningEffectsSummary())", at: location)
                return
            }
            index = 0
            let received0 = received[0]
            let action = received0.action
            if !isMatching(action) {
                let detail = mismatch(action) ?? "received \(oneLine(action))"
                reportFailure("Received an action other than the one expected:\n\n\(detail)", at: location)
                // The closure described another action's change: one failure for the mistake.
                removeReceived(first: 1)
                markAsserted(received0, at: location)
                return
            }
        case .off:
            guard let match = received.firstIndex(where: { isMatching($0.action) }) else {
                // What was received stays receivable, as in exhaustive mode.
                reportFailure(
                    "Expected to receive \(expected), but no such action was received.\n\(runningEffectsSummary())",
                    at: location
                )
                return
            }
            index = match
            if index > 0 {
                showSkippedActions(received[..<index].map(\.action), step: "receive(\(expected))", at: location)
            }
        }
        let reduction = received[index]
        removeReceived(first: index + 1)
        markAsserted(reduction, at: location)
        assertStateChange(
            of: reduction,
            step: "receive(\(oneLine(reduction.action)))",
            updateStateToExpectedResult,
            at: location
        )
    }
}

extension TestStore {
    /// Asserts that the next action an effect fed back is of the case `path` names, whatever its
    /// payload, and the state change it made: TCA's `receive(\.response)`, with an
    /// ``ActionPath`` for the case key path. Works for actions that are not `Equatable`.
    ///
    /// ```swift
    /// let response = ActionPath(Feature.Action.fetchResponse)
    /// await store.receive(response) { $0.isLoading = false }
    /// ```
    public func receive<Value>(
        _ path: ActionPath<Action, Value>,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receiveAction(
            describedAs: "an action of the case the ActionPath names",
            matching: { path.extract($0) != nil },
            mismatch: { _ in nil },
            updateStateToExpectedResult,
            at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Asserts that the next action an effect fed back is of the case `path` names with the
    /// payload `value`, and the state change it made: TCA's `receive(\.delegate.success, 42)`.
    ///
    /// ```swift
    /// let success = ActionPath<Feature.Action, Int> { .delegate(.success($0)) }
    /// await store.receive(success, 42)
    /// ```
    ///
    /// Another payload fails with both actions side by side.
    public func receive<Value: Equatable>(
        _ path: ActionPath<Action, Value>,
        _ value: Value,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let expectedAction = path.embed(value)
        await receiveAction(
            describedAs: oneLine(expectedAction),
            matching: { path.extract($0) == value },
            mismatch: { ValueDiff.diff(expectedAction, $0, expectedLabel: "expected", actualLabel: "received") },
            updateStateToExpectedResult,
            at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
