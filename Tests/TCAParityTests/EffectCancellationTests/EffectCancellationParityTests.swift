import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// An empty struct as a cancellation id, as TCA's tests use one.
private struct ListenID: Hashable, Sendable {}

/// Effects that listen to a ``ValueSubject`` or wait on a ``ManualClock`` under one cancellation
/// id; every value they send back is appended to the state.
private struct Listening: Reducer {
    enum Action: Equatable, Sendable {
        case listen
        case listenReplacing
        case listenTaggedTwice
        case delayed(Int, Duration)
        case nestedMerge
        case got(Int)
        case stop
    }

    let subject: ValueSubject
    let clock: ManualClock

    func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
        switch action {
        case .listen:
            return listening.cancellable(id: ListenID())
        case .listenReplacing:
            return listening.cancellable(id: ListenID(), cancelInFlight: true)
        case .listenTaggedTwice:
            return listening.cancellable(id: ListenID()).cancellable(id: ListenID())
        case .delayed(let value, let delay):
            return .run { [clock] send in
                try await clock.sleep(for: delay)
                await send(.got(value))
            }
            .cancellable(id: ListenID())
        case .nestedMerge:
            return Effect.merge(
                Effect.run { send in
                    await send(.got(1))
                    await send(.got(2))
                }
                .cancellable(id: 1)
            )
            .cancellable(id: 2)
        case .got(let value):
            state.append(value)
            return .none
        case .stop:
            return .cancel(id: ListenID())
        }
    }

    private var listening: Effect<Action> {
        .run { [subject] send in
            for await value in subject.values() { await send(.got(value)) }
        }
    }
}

/// TCA's `EffectCancellationTests`, through a test store: effects cancelled by id, by
/// `cancelInFlight`, and by cancelling the task `send` returned.
@MainActor
@Suite struct EffectCancellationParity {
    let subject = ValueSubject()
    let clock = ManualClock()

    private func makeStore() -> TestStore<[Int], Listening.Action> {
        TestStore(initialState: []) { Listening(subject: subject, clock: clock) }
    }

    @Test func cancellingByIDDropsTheValuesThatComeAfter() async {
        let store = makeStore()
        await store.send(.listen)
        subject.send(1)
        await store.receive(.got(1)) { $0 = [1] }
        subject.send(2)
        await store.receive(.got(2)) { $0 = [1, 2] }
        await store.send(.stop)
        #expect(subject.listenerCount == 0)
        subject.send(3)
        await store.finish()
        #expect(store.state == [1, 2])
    }

    @Test func cancelInFlightLeavesOnlyTheNewestEffectListening() async {
        let store = makeStore()
        await store.send(.listenReplacing)
        subject.send(1)
        await store.receive(.got(1)) { $0 = [1] }
        subject.send(2)
        await store.receive(.got(2)) { $0 = [1, 2] }
        await store.send(.listenReplacing)
        #expect(subject.listenerCount == 1)
        // One listener, so each value arrives once: a second copy would be an unasserted action.
        subject.send(3)
        await store.receive(.got(3)) { $0 = [1, 2, 3] }
        subject.send(4)
        await store.receive(.got(4)) { $0 = [1, 2, 3, 4] }
        await store.send(.stop)
    }

    @Test func cancellingWhileTheDelayRunsDropsTheValue() async {
        let store = makeStore()
        await store.send(.delayed(1, .milliseconds(150)))
        await clock.advance(by: .milliseconds(50))
        await store.send(.stop)
        await clock.advance(by: .milliseconds(250))
        #expect(clock.sleeperCount == 0)
        await store.finish()
        #expect(store.state == [])
    }

    @Test func cancellingHalfwayThroughTheDelayDropsTheValueEvenWhenTheClockRunsOut() async throws {
        let store = makeStore()
        await store.send(.delayed(1, .seconds(2)))
        await clock.advance(by: .seconds(1))
        await store.send(.stop)
        try await clock.run()
        #expect(clock.now == ManualClock.Instant(offset: .seconds(1)))
        await store.finish()
        #expect(store.state == [])
    }

    @Test func anEffectMadeCancellableTwiceWithOneIDStopsWhenItIsCancelled() async {
        let store = makeStore()
        await store.send(.listenTaggedTwice)
        subject.send(1)
        await store.receive(.got(1)) { $0 = [1] }
        await store.send(.stop)
        subject.send(2)
        await store.finish()
        #expect(store.state == [1])
    }

    @Test func cancellingAnEffectThatAlreadyFinishedChangesNothing() async {
        let store = makeStore()
        let task = await store.send(.listen)
        subject.send(1)
        await store.receive(.got(1)) { $0 = [1] }
        subject.finish()
        await task.finish()
        #expect(task.isCompleted)
        await store.send(.stop)
        #expect(store.state == [1])
    }

    @Test func twoEffectsSharingAnIDBothRunToTheEnd() async {
        let store = makeStore()
        await store.send(.delayed(1, .seconds(1)))
        await store.send(.delayed(2, .seconds(2)))
        await clock.advance(by: .seconds(1))
        await store.receive(.got(1)) { $0 = [1] }
        await clock.advance(by: .seconds(1))
        await store.receive(.got(2)) { $0 = [1, 2] }
    }

    @Test func cancellingTheTaskSendReturnedDropsTheDelayedValue() async {
        let store = makeStore()
        let task = await store.send(.delayed(1, .seconds(1)))
        await task.cancel()
        await clock.advance(by: .seconds(1))
        await store.finish()
        #expect(task.isCompleted)
        #expect(store.state == [])
    }

    @Test func anEffectMergedUnderOneIDAndCancellableByAnotherSendsEverything() async {
        let store = makeStore()
        await store.send(.nestedMerge)
        await store.receive(.got(1)) { $0 = [1] }
        await store.receive(.got(2)) { $0 = [1, 2] }
    }
}
