/// What can happen in the Settings feature.
public enum SettingsAction: Equatable, Sendable {
    // User events
    case notificationsToggled(Bool)
    case signOutTapped

    // Async results
    case saved
    case saveFailed
}
