/// The Settings feature's part of ``AppState``: the seed's `SettingsState`.
public struct SettingsState: Equatable, Sendable {
    /// Whether order notifications are on.
    public var notificationsEnabled = true
    /// Set while the change is being saved.
    public var isSaving = false

    public init(notificationsEnabled: Bool = true, isSaving: Bool = false) {
        self.notificationsEnabled = notificationsEnabled
        self.isSaving = isSaving
    }
}
