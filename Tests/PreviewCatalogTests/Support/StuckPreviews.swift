import PreviewCatalog
import TextUI
import ViewStateKit

/// A screen with scenarios that never finish on their own: one waits on a suspended mock call,
/// one on a mock that ignores cancellation. Each has a short timeout of its own: the only
/// real-time waits in these tests, bounded well under a second. The mock runs on the
/// scenario's actor, so the call is suspended (and named) before the timer can fire.
enum StuckPreviews: ScreenPreviews {
    static let screenName = "Stuck"
    static let timeout = Duration.milliseconds(100)

    static var states: [PreviewState<Light>] {
        PreviewState("fine", .on)
        PreviewState.scenario("waits on a mock", timeout: timeout) {
            let fetch = UseCaseMock<Int, Light>("LightsUseCase.fetch", results: [.success(.on)], suspended: true)
            return (try? await fetch(1)) ?? .off
        }
        PreviewState.scenario("ignores cancellation", timeout: timeout) {
            let fetch = UseCaseMock<Int, Light>("LightsUseCase.fetch", results: [.success(.on)], suspended: true, ignoresCancellation: true)
            return (try? await fetch(7)) ?? .off
        }
    }

    static func view(for state: Light) -> some View {
        Text(state == .on ? "ON" : "OFF")
    }
}

/// A scenario with no timeout of its own that waits forever: bounded only by the run's `--timeout`.
enum HangingPreviews: ScreenPreviews {
    static let screenName = "Hanging"

    static var states: [PreviewState<Light>] {
        PreviewState.scenario("forever") {
            let fetch = UseCaseMock<Int, Light>("LightsUseCase.fetch", results: [.success(.on)], suspended: true)
            return (try? await fetch(1)) ?? .off
        }
    }

    static func view(for state: Light) -> some View {
        Text("never drawn")
    }
}
