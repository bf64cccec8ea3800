import SwiftUI

/// The Login screen, drawn from its state alone: a navigation bar, the form (email, masked
/// password) and the sign-in button; a failure shows as an alert over the form. Actions go to
/// the closures its parent gives.
///
/// ```swift
/// LoginView(state: .error("ログインに失敗しました"), email: "taro@example.com", password: "secret")
///     .render(width: 32)
/// ```
/// ```text
///             ログイン
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
///
/// メールアドレスとパスワードを入力
/// し╭──────────────────────────╮
///   │    ログインできません    │
/// ╭─│  ログインに失敗しました  │─╮
/// │ ├──────────────────────────┤ │
/// ╰─│       もう一度試す       │─╯
///   ╰──────────────────────────╯
/// ╭──────────────────────────────╮
/// │ ••••••                       │
/// ╰──────────────────────────────╯
///
///           [ ログイン ]
/// ```
public struct LoginView: View {
    let state: LoginViewState
    let email: String
    let password: String
    let onSubmit: () -> Void
    let onContinue: (User) -> Void

    /// - Parameters:
    ///   - email, password: what the form fields show; empty fields show their placeholders.
    public init(
        state: LoginViewState,
        email: String = "",
        password: String = "",
        onSubmit: @escaping () -> Void = {},
        onContinue: @escaping (User) -> Void = { _ in }
    ) {
        self.state = state
        self.email = email
        self.password = password
        self.onSubmit = onSubmit
        self.onContinue = onContinue
    }

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                switch state {
                case .success(let user):
                    Text("ようこそ、\(user.name)さん")
                    Button("はじめる") { onContinue(user) }
                        .frame(maxWidth: .infinity)
                case .idle, .loading, .error:
                    Text("メールアドレスとパスワードを入力してください。")
                    TextField("メールアドレス", text: .constant(email))
                    SecureField("パスワード", text: .constant(password))
                    if state == .loading {
                        ProgressView("ログイン中…")
                            .frame(maxWidth: .infinity)
                    } else {
                        Button("ログイン", action: onSubmit)
                            .frame(maxWidth: .infinity)
                    }
                }
            }
            .padding(.top, 16)
            .navigationTitle("ログイン")
        }
        .alert("ログインできません", isPresented: .constant(errorMessage != nil)) {
            Button("もう一度試す", action: onSubmit)
        } message: {
            Text(errorMessage ?? "")
        }
    }

    private var errorMessage: String? {
        if case .error(let message) = state { message } else { nil }
    }
}

#Preview("Idle") {
    LoginView(state: .idle)
}

#Preview("Filled in") {
    LoginView(state: .idle, email: "taro@example.com", password: "secret")
}

#Preview("Failed") {
    LoginView(state: .error("メールアドレスまたはパスワードが違います"), email: "taro@example.com", password: "wrong")
}
