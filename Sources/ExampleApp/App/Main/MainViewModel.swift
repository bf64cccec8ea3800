import ViewStateKit

/// Drives the app's first screen: launching → loading → signed in, signed out or error.
/// The seed's `MainViewModel`: it owns the state and the side effect; the view only starts
/// ``load()`` from `.task(id:)` and passes navigation to its parent.
///
/// ```swift
/// let model = MainViewModel(session: SessionUseCaseMock(results: [.success(nil)]))
/// await model.load()
/// model.history.states    // [.launching, .loading, .signedOut]
/// ```
/// Built without arguments, it takes its use case from `@Dependency(\.sessionUseCase)`.
@MainActor
public final class MainViewModel: ViewModel<MainViewState> {
    /// The message shown when the session cannot be checked.
    public static let failureMessage = "読み込みに失敗しました"

    private let session: any SessionUseCase

    /// Constructor injection: the use case given by hand.
    public init(session: any SessionUseCase) {
        self.session = session
        super.init(initialState: .launching)
    }

    /// The use case from the current dependencies (the preview one in previews).
    public convenience init() {
        @Dependency(\.sessionUseCase) var session
        self.init(session: session)
    }

    /// Asks who is signed in. A second load while one runs replaces it.
    public func load() async {
        await run("load") { [session] model in
            model.updateState(to: .loading)
            do {
                let user = try await session.restoreSession()
                model.updateState(to: user.map(MainViewState.signedIn) ?? .signedOut)
            } catch {
                model.updateState(to: .error(Self.failureMessage))
            }
        }
    }

    /// Starts over from `.launching`; the view's `.task(id:)` sees the change and loads.
    public func retry() {
        updateState(to: .launching)
    }
}
