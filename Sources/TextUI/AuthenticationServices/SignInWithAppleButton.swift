#if !canImport(UIKit)
import Foundation

/// Sign in with Apple's button, drawn as a button with its words. Tapping it makes the request
/// (`onRequest` sets its scopes, as on a phone) and shows no sheet: `onCompletion` is never
/// called, so a screen stays as it is before anyone signs in.
///
/// ```swift
/// SignInWithAppleButton(.continue) { request in
///     request.requestedScopes = [.fullName, .email]
/// } onCompletion: { _ in }
/// .signInWithAppleButtonStyle(.black)
/// .render()
/// ```
/// ```text
/// [ Continue with Apple ]
/// ```
///
/// AuthenticationServices: @MainActor @preconcurrency struct SignInWithAppleButton
@MainActor @preconcurrency
public struct SignInWithAppleButton: View {
    let label: Label
    let onRequest: (ASAuthorizationAppleIDRequest) -> Void

    /// AuthenticationServices: nonisolated init(_ label: SignInWithAppleButton.Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void, onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void)
    public init(
        _ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
        onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
    ) {
        self.label = label
        self.onRequest = onRequest
    }

    /// A button with the label's words, whose action makes the request and no more.
    ///
    /// AuthenticationServices: @MainActor @preconcurrency var body: some View { get }
    public var body: some View {
        Button(action: { onRequest(ASAuthorizationAppleIDProvider().createRequest()) }) {
            Text(verbatim: label.words)
        }
    }

    /// The words on the button.
    ///
    /// AuthenticationServices: struct Label
    public struct Label: Sendable {
        let words: String

        /// "Sign in with Apple".
        ///
        /// AuthenticationServices: static let signIn: SignInWithAppleButton.Label
        public static let signIn = Label(words: "Sign in with Apple")
        /// "Sign up with Apple".
        ///
        /// AuthenticationServices: static let signUp: SignInWithAppleButton.Label
        public static let signUp = Label(words: "Sign up with Apple")
        /// "Continue with Apple".
        ///
        /// AuthenticationServices: static let `continue`: SignInWithAppleButton.Label
        public static let `continue` = Label(words: "Continue with Apple")
    }

    /// The button's colours; text has none, so every style draws alike.
    ///
    /// AuthenticationServices: struct Style
    public struct Style: Sendable {
        /// AuthenticationServices: static let black: SignInWithAppleButton.Style
        public static let black = Style()
        /// AuthenticationServices: static let white: SignInWithAppleButton.Style
        public static let white = Style()
        /// AuthenticationServices: static let whiteOutline: SignInWithAppleButton.Style
        public static let whiteOutline = Style()
    }
}

extension View {
    /// The view as it is: a Sign in with Apple button's colours are not drawn.
    ///
    /// SwiftUI: nonisolated func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        self
    }
}
#endif
