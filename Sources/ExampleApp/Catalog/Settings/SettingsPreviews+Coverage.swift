import PreviewCatalog

/// What the Settings screen shows: the toggle on or off, saving, and the account when
/// someone is signed in.
extension SettingsPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case notificationsOn, notificationsOff, saving, signedOut
    }

    public static func stateCase(of state: AppState) -> StateCase {
        if state.currentUser == nil { return .signedOut }
        if state.settings.isSaving { return .saving }
        return state.settings.notificationsEnabled ? .notificationsOn : .notificationsOff
    }
}
