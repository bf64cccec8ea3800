import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `EffectCancellationIsolationTests`: two tests, run at once, use one feature with one
/// long-living cancellation id; neither's `cancelInFlight` or `.cancel(id:)` reaches the other's
/// effect, since each test store owns its ids.
@Suite struct EffectCancellationIsolationParity {
    struct Feature: Reducer {
        struct State: Equatable, Sendable { var value = 0 }
        enum Action: Equatable, Sendable { case response(Int), start, stop }
        enum CancelID { case longLiving }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .response(let value):
                state.value = value
                return .none
            case .start:
                return .run { send in
                    await send(.response(42))
                    try await ReducerParity.waitForever()
                }
                .cancellable(id: CancelID.longLiving, cancelInFlight: true)
            case .stop:
                return .cancel(id: CancelID.longLiving)
            }
        }
    }

    @MainActor
    static func startAndStop() async {
        let store = TestStore(initialState: Feature.State()) { Feature() }
        await store.send(.start)
        await store.receive(.response(42)) { $0.value = 42 }
        await store.send(.stop)
    }

    @Test func theFirstOfTwoTestsSharingAnID() async {
        await Self.startAndStop()
    }

    @Test func theSecondOfTwoTestsSharingAnID() async {
        await Self.startAndStop()
    }
}
