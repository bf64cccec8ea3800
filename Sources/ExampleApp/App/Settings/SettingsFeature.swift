import ViewStateKit
import ViewStateStore

/// The Settings feature: a toggle saved at once (turned back if saving fails). Signing out
/// is the app's: ``AppReducer`` clears ``AppState/currentUser``.
///
/// ```swift
/// let store = Store(initialState: SettingsState()) { SettingsFeature(settingsService: SettingsServiceMock()) }
/// await store.send(.notificationsToggled(false)).finish()
/// store.notificationsEnabled    // false
/// ```
public struct SettingsFeature: Reducer {
    let settingsService: any SettingsService

    public init(settingsService: any SettingsService) {
        self.settingsService = settingsService
    }

    public func reduce(into state: inout SettingsState, action: SettingsAction) -> Effect<SettingsAction> {
        switch action {
        case .notificationsToggled(let isOn):
            state.notificationsEnabled = isOn
            state.isSaving = true
            return .run { [settingsService] send in
                do {
                    try await settingsService.saveNotifications(enabled: isOn)
                    await send(.saved)
                } catch {
                    await send(.saveFailed)
                }
            }
        case .saved:
            state.isSaving = false
            return .none
        case .saveFailed:
            state.isSaving = false
            state.notificationsEnabled.toggle()
            return .none
        case .signOutTapped:
            return .none
        }
    }
}
