import SwiftUI

/// The app's first screen drawn from its state alone: the seed's `switch viewModel.viewState`
/// handing each state to a view of its own. It holds nothing; taps go to its closures.
///
/// ```swift
/// MainContentView(state: .signedOut).render(width: 32)
/// ```
/// ```text
///             ようこそ
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
///
///                ☺
///      サインインしていません
/// 注文履歴を見るにはサインインして
///            ください。
///
///          [ サインイン ]
/// ```
public struct MainContentView: View {
    let state: MainViewState
    let onRetry: () -> Void
    let onSignIn: () -> Void
    let onContinue: (User) -> Void

    public init(
        state: MainViewState,
        onRetry: @escaping () -> Void = {},
        onSignIn: @escaping () -> Void = {},
        onContinue: @escaping (User) -> Void = { _ in }
    ) {
        self.state = state
        self.onRetry = onRetry
        self.onSignIn = onSignIn
        self.onContinue = onContinue
    }

    public var body: some View {
        NavigationStack {
            switch state {
            case .launching, .loading:
                MainLoadingView(isLaunching: state == .launching)
            case .signedOut:
                MainSignedOutView(onSignIn: onSignIn)
            case .signedIn(let user):
                MainWelcomeView(user: user) { onContinue(user) }
            case .error(let message):
                ErrorView(message: message, onRetry: onRetry)
                    .navigationTitle("ようこそ")
            }
        }
    }
}

/// Starting up, or asking the server: a spinner.
struct MainLoadingView: View {
    let isLaunching: Bool

    var body: some View {
        ProgressView(isLaunching ? "起動中…" : "確認中…")
            .frame(maxWidth: .infinity)
            .padding(.top, 16)
            .navigationTitle("ようこそ")
    }
}

/// Nobody signed in: a way to sign in.
struct MainSignedOutView: View {
    let onSignIn: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("サインインしていません", systemImage: "person")
        } description: {
            Text("注文履歴を見るにはサインインしてください。")
        } actions: {
            Button("サインイン", action: onSignIn)
        }
        .padding(.top, 16)
        .navigationTitle("ようこそ")
    }
}

/// Signed in: a greeting, shown for the moment before the parent moves on.
struct MainWelcomeView: View {
    let user: User
    let onContinue: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("おかえりなさい、\(user.name)さん")
            Button("ホームへ", action: onContinue)
        }
        .frame(maxWidth: .infinity)
        .padding(.top, 16)
        .navigationTitle("ようこそ")
    }
}

#Preview("Signed out") {
    MainContentView(state: .signedOut)
}

#Preview("Signed in") {
    MainContentView(state: .signedIn(.taro))
}
