import ViewStateKit

/// The Profile feature's part of ``AppState``: the person's profile as it loads. Who is
/// signed in is not here but in ``AppState/currentUser``, which Home reads too.
public struct ProfileState: Equatable, Sendable {
    public var profile: Loadable<UserProfile> = .idle

    public init(profile: Loadable<UserProfile> = .idle) {
        self.profile = profile
    }
}
