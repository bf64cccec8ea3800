import ViewStateKit
import ViewStateStore

/// The Profile feature as a ``Reducer``: ``ProfileReducer`` for the state, then the load as an
/// effect — the seed's `handleSideEffects` for `.profile(.loadProfile)`.
///
/// ```swift
/// let store = Store(initialState: ProfileState()) { ProfileFeature(profileService: ProfileServiceMock()) }
/// await store.send(.loadProfile).finish()
/// store.profile     // .loaded(.taro)
/// ```
public struct ProfileFeature: Reducer {
    enum CancelID { case load }

    let profileService: any ProfileService

    public init(profileService: any ProfileService) {
        self.profileService = profileService
    }

    public func reduce(into state: inout ProfileState, action: ProfileAction) -> Effect<ProfileAction> {
        ProfileReducer.reduce(state: &state, action: action)
        switch action {
        case .loadProfile:
            return .run { [profileService] send in
                do {
                    await send(.profileLoaded(try await profileService.fetchProfile()))
                } catch {
                    await send(.profileFailed(ProfileReducer.failureMessage))
                }
            }
            .cancellable(id: CancelID.load, cancelInFlight: true)
        case .signOutTapped:
            return .cancel(id: CancelID.load)
        case .profileLoaded, .profileFailed:
            return .none
        }
    }
}
