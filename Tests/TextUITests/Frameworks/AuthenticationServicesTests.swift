import Foundation
import Testing
import TextUI

/// A welcome screen with Sign in with Apple, as the fetched apps write it: the button draws its
/// words, tapping it makes the request, and no sign-in ever completes, so the screen stays
/// signed out; Apple answers that no user is signed in, and a web sign-in never returns.
@MainActor
@Suite struct AuthenticationServicesTests {
    struct Welcome: View {
        @State var userID: String?
        var body: some View {
            VStack {
                Text(userID.map { "Signed in as \($0)" } ?? "Welcome")
                SignInWithAppleButton(.signUp) { request in
                    request.requestedScopes = [.fullName, .email]
                } onCompletion: { result in
                    if case .success(let authorization) = result,
                       let credential = authorization.credential as? ASAuthorizationAppleIDCredential {
                        userID = credential.user
                    }
                }
                .signInWithAppleButtonStyle(.whiteOutline)
            }
        }
    }

    @Test func theButtonDrawsItsWordsAndTheScreenStaysSignedOut() {
        #expect(Welcome().render() == "       Welcome\n[ Sign up with Apple ]")
        #expect(SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }).render() == "[ Sign in with Apple ]")
    }

    final class SignInFlow: NSObject, ASAuthorizationControllerDelegate, ASAuthorizationControllerPresentationContextProviding {
        var finished = 0
        func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
            finished += 1
        }
        func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
            finished += 1
        }
        func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor { UIWindow() }
    }

    @Test func aControllerKeepsItsRequestsAndNeverCompletes() async throws {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.email]
        let controller = ASAuthorizationController(authorizationRequests: [request])
        let flow = SignInFlow()
        controller.delegate = flow
        controller.presentationContextProvider = flow
        controller.performRequests()
        #expect(flow.finished == 0)
        #expect((controller.authorizationRequests.first as? ASAuthorizationAppleIDRequest)?.requestedScopes == [.email])
        #expect(try await ASAuthorizationAppleIDProvider().credentialState(forUserID: "001") == .notFound)
    }

    @Test func aWebSignInStartsAndNeverReturns() {
        let answers = Answers()
        let session = ASWebAuthenticationSession(url: URL(string: "https://example.com/login")!, callbackURLScheme: "app") { url, _ in
            answers.record(url != nil)
        }
        #expect(session.start())
        #expect(answers.all.isEmpty)
        #expect(ASWebAuthenticationSessionError(.canceledLogin).code == ASWebAuthenticationSessionError.canceledLogin)
    }
}
