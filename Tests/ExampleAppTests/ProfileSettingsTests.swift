import ExampleApp
import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStoreTesting
import ViewStateStore

@MainActor
@Suite struct ProfileSettingsTests {
    @Test func theProfileLoadsOrFails() async {
        let store = TestStore(initialState: ProfileState()) {
            ProfileFeature(profileService: ProfileServiceMock(results: [.failure(LoadFailure("offline")), .success(.taro)]))
        }
        await store.send(.loadProfile) { $0.profile = .loading }
        await store.receive(.profileFailed(ProfileReducer.failureMessage)) { $0.profile = .failed(ProfileReducer.failureMessage) }
        await store.send(.loadProfile) { $0.profile = .loading }
        await store.receive(.profileLoaded(.taro)) { $0.profile = .loaded(.taro) }
    }

    @Test func aSettingThatCannotBeSavedIsTurnedBack() async {
        let store = TestStore(initialState: SettingsState()) {
            SettingsFeature(settingsService: SettingsServiceMock(results: [.failure(LoadFailure("offline"))]))
        }
        await store.send(.notificationsToggled(false)) {
            $0.notificationsEnabled = false
            $0.isSaving = true
        }
        await store.receive(.saveFailed) {
            $0.notificationsEnabled = true
            $0.isSaving = false
        }
    }

    @Test func aSavedSettingStays() async {
        let service = SettingsServiceMock()
        let store = TestStore(initialState: SettingsState()) { SettingsFeature(settingsService: service) }
        await store.send(.notificationsToggled(false)) {
            $0.notificationsEnabled = false
            $0.isSaving = true
        }
        await store.receive(.saved) { $0.isSaving = false }
        #expect(service.mock.calls == [false])
    }
}
