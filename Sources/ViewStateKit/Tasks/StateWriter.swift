/// What a task started with `run(_:operation:)` uses to change its view model's state.
///
/// It holds the view model weakly, so a running task never keeps a released screen alive,
/// and it drops every update once the task is cancelled.
@MainActor
public struct StateWriter<State: Equatable & Sendable> {
    weak var viewModel: ViewModel<State>?

    /// The view model's current state, or `nil` once the view model has been released.
    public var viewState: State? {
        viewModel?.viewState
    }

    /// Whether the task may still change the state: not cancelled and its view model alive.
    public var isActive: Bool {
        viewModel != nil && !Task.isCancelled
    }

    /// Forwards to the view model's `updateState(to:)`; does nothing if the task was cancelled
    /// or the view model is gone.
    public func updateState(to newState: State) {
        viewModel?.updateState(to: newState)
    }
}
