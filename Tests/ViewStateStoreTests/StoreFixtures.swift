import ViewStateKit
import ViewStateStore

/// A small feature that exercises every kind of effect.
struct TimerFeature: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
        var ticks = 0
        var log: [String] = []
    }

    enum Action: Equatable, Sendable {
        case incrementTapped
        case startTapped
        case stopTapped
        case tick
        case echoTapped(String)
        case echoed(String)
        case twiceTapped
        case delayedTapped
    }

    enum CancelID { case timer }

    let clock: ManualClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementTapped:
            state.count += 1
            return .none
        case .startTapped:
            return .run { [clock] send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .stopTapped:
            return .cancel(id: CancelID.timer)
        case .tick:
            state.ticks += 1
            return .none
        case .echoTapped(let text):
            state.log.append("tapped \(text)")
            return .send(.echoed(text))
        case .echoed(let text):
            state.log.append("echoed \(text)")
            return .none
        case .twiceTapped:
            return .merge(.send(.incrementTapped), .send(.incrementTapped))
        case .delayedTapped:
            return .run { [clock] send in
                try await clock.sleep(for: .seconds(2))
                await send(.incrementTapped)
            }
        }
    }
}

/// Records what happened inside effects, for tests that watch cancellation.
final class EffectProbe: Sendable {
    let events = LockedValue<[String]>([])
    func record(_ event: String) { events.withLock { $0.append(event) } }
    var recorded: [String] { events.current }
}
