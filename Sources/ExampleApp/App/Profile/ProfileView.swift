import SwiftUI
import ViewStateKit

/// The Profile screen from plain values: the shared signed-in person (``AppState/currentUser``)
/// at the top, the loaded profile under it, and a sign-out button.
///
/// ```swift
/// ProfileView(currentUser: .taro, profile: .loaded(.taro)).render(width: 32)
/// ```
/// ```text
///           プロフィール
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// ╭──────────────────────────────╮
/// │ 名前                山田太郎 │
/// ├──────────────────────────────┤
/// │ メール      taro@example.com │
/// ├──────────────────────────────┤
/// │ ポイント               1,250 │
/// ├──────────────────────────────┤
/// │ 会員登録           2021年4月 │
/// ╰──────────────────────────────╯
///
///         [ サインアウト ]
/// ```
public struct ProfileView: View {
    let currentUser: User?
    let profile: Loadable<UserProfile>
    let onRetry: () -> Void
    let onSignOut: () -> Void
    let onBack: (() -> Void)?

    /// - Parameter onBack: when given (the screen was pushed), a back button calls it.
    public init(
        currentUser: User?,
        profile: Loadable<UserProfile>,
        onRetry: @escaping () -> Void = {},
        onSignOut: @escaping () -> Void = {},
        onBack: (() -> Void)? = nil
    ) {
        self.currentUser = currentUser
        self.profile = profile
        self.onRetry = onRetry
        self.onSignOut = onSignOut
        self.onBack = onBack
    }

    public var body: some View {
        content
            .navigationTitle("プロフィール")
            .toolbar {
                if let onBack {
                    ToolbarItem(placement: .topBarLeading) {
                        Button(action: onBack) {
                            HStack {
                                Image(systemName: "chevron.left")
                                Text("戻る")
                            }
                        }
                    }
                }
            }
    }

    @ViewBuilder private var content: some View {
        if let currentUser {
            switch profile {
            case .idle, .loading:
                VStack(alignment: .leading, spacing: 16) {
                    List {
                        LabeledContent("名前", value: currentUser.name)
                        LabeledContent("メール", value: currentUser.email)
                    }
                    ProgressView("読み込み中…")
                        .frame(maxWidth: .infinity)
                }
            case .loaded(let profile):
                VStack(spacing: 16) {
                    List {
                        LabeledContent("名前", value: currentUser.name)
                        LabeledContent("メール", value: currentUser.email)
                        LabeledContent("ポイント", value: grouped(profile.points))
                        LabeledContent("会員登録", value: profile.memberSince)
                    }
                    Button("サインアウト", action: onSignOut)
                }
            case .failed(let failure):
                ErrorView(message: failure.message, onRetry: onRetry)
            }
        } else {
            ContentUnavailableView("サインインしていません", systemImage: "person")
                .padding(.top, 16)
        }
    }

    /// `1250` → `1,250`.
    private func grouped(_ number: Int) -> String {
        String(yen(number).dropFirst())
    }
}

#Preview("Loaded") {
    ProfileView(currentUser: .taro, profile: .loaded(.taro))
}
