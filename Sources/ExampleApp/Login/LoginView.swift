import TextUI

/// The Login screen, drawn from its state alone. Actions go to the closures its parent gives.
///
/// ```swift
/// LoginView(state: .error("ログインに失敗しました")).render(width: 32)
/// ```
/// ```text
///             ログイン
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// メールアドレスとパスワードを入力
/// してください。
///
/// ⚠ ログインに失敗しました
///
/// [ もう一度試す ]
/// ```
public struct LoginView: View {
    let state: LoginViewState
    let onSubmit: () -> Void
    let onContinue: (User) -> Void

    public init(state: LoginViewState, onSubmit: @escaping () -> Void = {}, onContinue: @escaping (User) -> Void = { _ in }) {
        self.state = state
        self.onSubmit = onSubmit
        self.onContinue = onContinue
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            switch state {
            case .idle:
                Text("メールアドレスとパスワードを入力してください。")
                Button("ログイン", action: onSubmit)
            case .loading:
                Text("メールアドレスとパスワードを入力してください。")
                ProgressView("ログイン中…")
            case .success(let user):
                Text("ようこそ、\(user.name)さん")
                Button("はじめる") { onContinue(user) }
            case .error(let message):
                Text("メールアドレスとパスワードを入力してください。")
                Text("⚠ \(message)")
                Button("もう一度試す", action: onSubmit)
            }
        }
        .navigationTitle("ログイン")
    }
}
