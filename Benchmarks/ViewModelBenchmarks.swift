import Observation
import ViewStateKit

// Row: `updateState(to:)` ÷ a plain stored-property assignment on an `@Observable @MainActor`
// class. Both sides set a new, different value each call, so both notify Observation; the
// view model also records the transition in its bounded history (256 entries, full after the
// warm-up, so every call drops the oldest).
let updateStateBenchmark = Benchmark(
    name: "update-state",
    title: "updateState(to:) ÷ a plain @Observable @MainActor stored-property assignment",
    goal: 1.5,
    pairs: 10
) {
    let calls = 1_000_000
    let model = ScreenModel()
    let plain = PlainScreenModel()
    let measured = Side(label: "updateState(to:)", unit: "call", units: calls) {
        for index in 0..<calls { model.updateState(to: .loaded(count: index)) }
        blackHole(model.viewState)
    }
    let floor = Side(label: "plain assignment", unit: "call", units: calls) {
        for index in 0..<calls { plain.viewState = .loaded(count: index) }
        blackHole(plain.viewState)
    }
    return (measured, floor)
}

private enum ScreenState: Equatable, Sendable {
    case idle
    case loading
    case loaded(count: Int)
}

@MainActor
private final class ScreenModel: ViewModel<ScreenState> {
    init() {
        super.init(initialState: .idle)
    }
}

@Observable
@MainActor
private final class PlainScreenModel {
    var viewState = ScreenState.idle
}
