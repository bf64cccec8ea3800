/// Everything the Login screen can show.
public enum LoginViewState: Equatable, Sendable {
    /// The form, waiting for the person to sign in.
    case idle
    /// Credentials sent; waiting for the answer.
    case loading
    /// Signed in.
    case success(User)
    /// Sign-in failed; the message is shown as it is.
    case error(String)
}
