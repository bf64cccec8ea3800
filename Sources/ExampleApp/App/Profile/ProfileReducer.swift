import ViewStateKit

/// The Profile feature's state changes as a pure function: the seed's `ProfileReducer`,
/// which `AppReducer` calls for `.profile` actions. Signing out is the app's business
/// (``AppReducer`` clears ``AppState/currentUser``); here it forgets the loaded profile.
///
/// ```swift
/// var state = ProfileState()
/// ProfileReducer.reduce(state: &state, action: .loadProfile)   // .loading
/// ```
public enum ProfileReducer {
    /// The message shown when the profile cannot be loaded.
    public static let failureMessage: LoadFailure = "プロフィールを読み込めませんでした"

    public static func reduce(state: inout ProfileState, action: ProfileAction) {
        switch action {
        case .loadProfile:
            state.profile = .loading
        case .profileLoaded(let profile):
            state.profile = .loaded(profile)
        case .profileFailed(let failure):
            state.profile = .failed(failure)
        case .signOutTapped:
            state.profile = .idle
        }
    }
}
