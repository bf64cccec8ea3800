import SwiftUI

/// The Settings screen from plain values: the notifications toggle (with a spinner while it
/// saves), who is signed in, and sign-out.
///
/// ```swift
/// SettingsView(settings: SettingsState(), currentUser: .taro).render(width: 32)
/// ```
/// ```text
///               設定
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
///   通知
/// ╭──────────────────────────────╮
/// │ 注文の通知              ( ●) │
/// ╰──────────────────────────────╯
///
///   アカウント
/// ╭──────────────────────────────╮
/// │ サインイン中        山田太郎 │
/// ├──────────────────────────────┤
/// │         サインアウト         │
/// ╰──────────────────────────────╯
/// ```
public struct SettingsView: View {
    let settings: SettingsState
    let currentUser: User?
    let send: (SettingsAction) -> Void

    public init(settings: SettingsState, currentUser: User?, send: @escaping (SettingsAction) -> Void = { _ in }) {
        self.settings = settings
        self.currentUser = currentUser
        self.send = send
    }

    public var body: some View {
        List {
            Section("通知") {
                Toggle("注文の通知", isOn: Binding(
                    get: { settings.notificationsEnabled },
                    set: { send(.notificationsToggled($0)) }
                ))
                if settings.isSaving {
                    ProgressView("保存中…")
                }
            }
            if let currentUser {
                Section("アカウント") {
                    LabeledContent("サインイン中", value: currentUser.name)
                    Button("サインアウト") { send(.signOutTapped) }
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .navigationTitle("設定")
    }
}

#Preview {
    SettingsView(settings: SettingsState(), currentUser: .taro)
}
