import SwiftUI

/// The app's first screen as the app runs it: the seed's `MainView`, a container that owns
/// its ``MainViewModel`` and starts work only when the state changes — `.task(id:)`, not
/// `onAppear`. Navigation is its parent's: a signed-in person is handed to
/// `onNavigateToHome`.
///
/// ```swift
/// let model = MainViewModel(session: SessionUseCaseMock())
/// var home: User?
/// let shown = await MainView(viewModel: model, onNavigateToHome: { home = $0 }).appear(width: 32)
/// home                 // User.taro
/// shown.log.count      // 3: launching → load, loading, signedIn → navigate
/// ```
/// Its `View` conformance is `@MainActor`, as its view model is: draw it on the main actor.
@MainActor
public struct MainView: View {
    let viewModel: MainViewModel
    let onNavigateToHome: (User) -> Void
    let onSignIn: () -> Void

    /// - Parameter viewModel: the screen's view model; by default one on the current
    ///   dependencies (the seed's `init(viewModel: SomeViewModel = SomeViewModel())`).
    public init(
        viewModel: MainViewModel = MainViewModel(),
        onNavigateToHome: @escaping (User) -> Void = { _ in },
        onSignIn: @escaping () -> Void = {}
    ) {
        self.viewModel = viewModel
        self.onNavigateToHome = onNavigateToHome
        self.onSignIn = onSignIn
    }

    public var body: some View {
        MainContentView(
            state: viewModel.viewState,
            onRetry: { viewModel.retry() },
            onSignIn: onSignIn,
            onContinue: onNavigateToHome
        )
        .task(id: viewModel.viewState) {
            switch viewModel.viewState {
            case .launching:
                await viewModel.load()
            case .signedIn(let user):
                onNavigateToHome(user)
            case .loading, .signedOut, .error:
                break
            }
        }
    }
}

#Preview("Launching") {
    MainView(viewModel: MainViewModel())
}
