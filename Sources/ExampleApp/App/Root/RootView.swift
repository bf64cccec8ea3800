import SwiftUI
import ViewStateKit

/// The app's root: the seed's `RootView` with the store handed down. Until someone is
/// signed in it shows ``MainView``, whose `onNavigateToHome` signs the person into the
/// store; then the whole ``AppView``, which loads the orders when it appears.
///
/// ```swift
/// let root = ExampleAppEntry.makeRoot(http: InMemoryServer.example)
/// await root.appear(width: 40, height: 20).text    // Home, for 山田太郎, with the latest order
/// ```
/// Its `View` conformance is `@MainActor`, as its store is: draw it on the main actor.
@MainActor
public struct RootView: View {
    let store: AppStore
    let main: MainViewModel

    public init(store: AppStore, main: MainViewModel) {
        self.store = store
        self.main = main
    }

    public var body: some View {
        if store.currentUser == nil {
            MainView(viewModel: main, onNavigateToHome: { store.send(.signedIn($0)) })
        } else {
            AppView(state: store.state, send: { store.send($0) })
                .task { await store.send(.order(.loadOrders)).finish() }
        }
    }
}

#Preview("On the example server") {
    ExampleAppEntry.makeRoot(http: InMemoryServer.example)
}
