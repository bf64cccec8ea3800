import ViewStateKit

/// What can happen in the Profile feature: the seed's `ProfileAction`.
public enum ProfileAction: Equatable, Sendable {
    // User events
    case loadProfile
    case signOutTapped

    // Async results
    case profileLoaded(UserProfile)
    case profileFailed(LoadFailure)
}
