import Observation

/// The base class of a screen's view model: one `viewState` value, changed only through
/// `updateState(to:)`, observable by SwiftUI and by tests.
///
/// Subclass it with the screen's state enum and put the screen's actions on the subclass:
///
/// ```swift
/// enum LoginViewState: Equatable, Sendable {
///     case idle, loading, success(User), error(String)
/// }
///
/// @MainActor
/// final class LoginViewModel: ViewModel<LoginViewState> {
///     private let login: any LoginUseCase
///
///     init(login: any LoginUseCase) {
///         self.login = login
///         super.init(initialState: .idle)
///     }
///
///     func submit(email: String, password: String) async {
///         await run("submit") { [login] model in
///             model.updateState(to: .loading)
///             do { model.updateState(to: .success(try await login.login(email: email, password: password))) }
///             catch { model.updateState(to: .error("ログインに失敗しました")) }
///         }
///     }
/// }
/// ```
///
/// Work started with ``run(_:operation:)`` is keyed: starting `"submit"` again cancels the
/// previous `"submit"`, and a cancelled task can no longer change the state, so a slow stale
/// response never overwrites a newer one. The operation receives a ``StateWriter`` instead of
/// `self`, so a running task never keeps a released view model alive; releasing the view model
/// cancels all of its tasks.
///
/// `viewState` is observable as an `@Observable` property is: reading it inside
/// `withObservationTracking` (or a SwiftUI body) tracks it, and an update to a different value
/// notifies observers once; an update to an equal value changes nothing they can see.
@MainActor
open class ViewModel<State: Equatable & Sendable>: Observable {
    /// The screen's current state. Read it anywhere on the main actor; change it with `updateState(to:)`.
    @inlinable
    public var viewState: State {
        _$observationRegistrar.access(self)
        return _viewState
    }

    /// The recent transitions, oldest first (see ``StateHistory``).
    public var history: StateHistory<State> { _history }

    // The stored properties keep the names and order the `@Observable` macro gave them, so a
    // value dump of a view model reads as it always did (dumps drop the registrar and the `_`).
    // `updateState(to:)` is inlinable, so that it is specialized for the screen's state
    // (unspecialized, every update looked up generic type metadata at run time); what it uses
    // is `@usableFromInline`.
    @usableFromInline var _viewState: State
    @usableFromInline var _history: StateHistory<State>
    let tasks = KeyedTasks()
    @usableFromInline let _$observationRegistrar = ViewStateRegistrar(keyPath: \.viewState)

    /// Creates a view model in `initialState`, keeping the last `historyLimit` transitions.
    public init(initialState: State, historyLimit: Int = 256) {
        self._viewState = initialState
        self._history = StateHistory(initialState: initialState, limit: historyLimit)
    }

    /// The one way to change ``viewState``. Records the transition in ``history``.
    ///
    /// Called from inside a cancelled task, it does nothing: work that was superseded or whose
    /// screen went away cannot change what the screen shows.
    @inlinable
    public final func updateState(to newState: State) {
        guard !Task.isCancelled else { return }
        // The stored value, not `viewState`: an update is not a read, and must not make the
        // observation tracking around it depend on the state.
        let oldState = _viewState
        if oldState != newState {
            _$observationRegistrar.willSet(self)
            _viewState = newState
            _$observationRegistrar.didSet(self)
        } else {
            _viewState = newState
        }
        _history.record(newState)
    }

    /// What `@Observable` would generate, except that the key path to `viewState` is built once
    /// per model: the macro's accessors build `\.viewState` anew on every read and write, which
    /// for a generic class is a run-time construction costing more than the rest of an update.
    @usableFromInline
    struct ViewStateRegistrar {
        @usableFromInline let registrar = ObservationRegistrar()
        @usableFromInline let keyPath: KeyPath<ViewModel, State>

        init(keyPath: KeyPath<ViewModel, State>) {
            self.keyPath = keyPath
        }

        @inlinable
        func access(_ model: ViewModel) {
            registrar.access(model, keyPath: keyPath)
        }

        @inlinable
        func willSet(_ model: ViewModel) {
            registrar.willSet(model, keyPath: keyPath)
        }

        @inlinable
        func didSet(_ model: ViewModel) {
            registrar.didSet(model, keyPath: keyPath)
        }
    }
}
