/// Everything the app's first screen can show: the seed's `MainView` state.
public enum MainViewState: Equatable, Sendable {
    /// Just started; the session has not been asked for yet.
    case launching
    /// Asking the server who is signed in.
    case loading
    /// Nobody is signed in.
    case signedOut
    /// Someone is signed in; the parent moves on to the home screen.
    case signedIn(User)
    /// The session could not be checked; the message is shown as it is.
    case error(String)
}
