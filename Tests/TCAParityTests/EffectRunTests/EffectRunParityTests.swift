import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `EffectRunTests`: a `.run` effect sends, hands errors to its `catch`, reports the ones it
/// does not handle, ends quietly when cancelled, and may not send once it has finished.
@MainActor
@Suite struct EffectRunParity {
    enum Action: Equatable, Sendable {
        case tapped
        case response
        case otherResponse
    }

    struct Failure: Error {}

    enum CancelID { case response }

    private func store(_ effect: @escaping @Sendable () -> Effect<Action>) -> TestStore<Int, Action> {
        TestStore(initialState: 0) {
            Reduce<Int, Action> { _, action in action == .tapped ? effect() : .none }
        }
    }

    @Test func aRunEffectSendsItsActionBack() async {
        let store = store { .run { send in await send(.response) } }
        await store.send(.tapped)
        await store.receive(.response)
    }

    @Test func anErrorTheOperationThrowsGoesToTheCatchHandler() async {
        let store = store {
            .run { _ in throw Failure() } catch: { _, send in await send(.response) }
        }
        await store.send(.tapped)
        await store.receive(.response)
    }

    @Test func anErrorWithNoCatchHandlerFailsAtTheSendNamingWhereTheEffectWasWritten() async {
        let effectLine = #line + 1
        let store = store { .run { _ in throw Failure() } }
        await expectIssues([(#line + 4, """
            An effect created at TCAParityTests/EffectRunParityTests.swift:\(effectLine) threw an \
            error it did not handle: Failure(). Pass catch: to .run to turn errors into actions.
            """)]) {
            await store.send(.tapped).finish()
        }
    }

    @Test func anEffectThatCancelsItsOwnIDEndsWithoutSending() async {
        let store = store {
            .run { send in
                Task.cancel(id: CancelID.response)
                try Task.checkCancellation()
                await send(.response)
            }
            .cancellable(id: CancelID.response)
        }
        await store.send(.tapped).finish()
    }

    @Test func anEffectThatCancelsItsOwnIDSkipsItsCatchHandler() async {
        let store = store {
            .run { send in
                Task.cancel(id: CancelID.response)
                try Task.checkCancellation()
                await send(.response)
            } catch: { _, send in
                await send(.otherResponse)
            }
            .cancellable(id: CancelID.response)
        }
        await store.send(.tapped).finish()
    }

    /// TCA's effect escapes `send` into a `Task` that sleeps on a test scheduler; here the task
    /// sleeps on a `ManualClock`, and the test waits for it before the store checks for warnings.
    @Test func aSendAfterTheEffectFinishedFailsNamingBothActions() async {
        let clock = ManualClock()
        let escaped = LockedValue<Task<Void, Never>?>(nil)
        let effectLine = #line + 2
        let store = store {
            .run { send in
                escaped.withLock {
                    $0 = Task {
                        try? await clock.sleep(for: .seconds(1))
                        await send(.response)
                    }
                }
            }
        }
        await store.send(.tapped).finish()
        #expect(await clock.waitForSleepers(count: 1))
        await clock.advance(by: .seconds(1))
        await escaped.current?.value
        await expectIssues([(#line + 6, """
            An effect sent EffectRunParity.Action.response after it had finished: the effect at \
            TCAParityTests/EffectRunParityTests.swift:\(effectLine), started by EffectRunParity.Action.tapped. The action \
            was dropped. Keep work that sends inside the effect's operation (await it there), or start it as an \
            effect of its own.
            """)]) {
            await store.finish()
        }
        #expect(store.state == 0)
    }
}

/// Runs `body` expecting exactly `issues` (line, message), in order, as known issues.
@MainActor
private func expectIssues(
    _ issues: [(line: Int, message: String)],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void
) async {
    let recorded = LockedValue<[(line: Int, message: String)]>([])
    await withKnownIssue {
        await body()
    } matching: { issue in
        recorded.withLock { $0.append((issue.sourceLocation?.line ?? -1, issue.comments.map(\.rawValue).joined())) }
        return true
    }
    #expect(recorded.current.map(\.message) == issues.map(\.message), sourceLocation: sourceLocation)
    #expect(recorded.current.map(\.line) == issues.map(\.line), sourceLocation: sourceLocation)
}
