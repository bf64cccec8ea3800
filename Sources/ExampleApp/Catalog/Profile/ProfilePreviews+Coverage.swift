import PreviewCatalog

/// What the Profile screen shows: nobody signed in, or the profile's `Loadable` case.
extension ProfilePreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case signedOut, loading, loaded, failed
    }

    public static func stateCase(of state: AppState) -> StateCase {
        guard state.currentUser != nil else { return .signedOut }
        switch state.profile.profile {
        case .idle, .loading: return .loading
        case .loaded: return .loaded
        case .failed: return .failed
        }
    }
}
