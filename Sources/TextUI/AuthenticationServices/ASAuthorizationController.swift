#if !canImport(UIKit)
import Foundation

/// The window a sign-in sheet is shown over.
///
/// AuthenticationServices: typealias ASPresentationAnchor = UIWindow
public typealias ASPresentationAnchor = UIWindow

/// Shows the sign-in sheet for its requests and tells its delegate how it ended. A preview shows
/// no sheet: ``performRequests()`` keeps nothing and the delegate is never called, as while the
/// sheet is still up.
///
/// AuthenticationServices: class ASAuthorizationController : NSObject
open class ASAuthorizationController: NSObject {
    /// AuthenticationServices: var authorizationRequests: [ASAuthorizationRequest] { get }
    public let authorizationRequests: [ASAuthorizationRequest]
    /// AuthenticationServices: weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// AuthenticationServices: weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// AuthenticationServices: init(authorizationRequests: [ASAuthorizationRequest])
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
    }

    /// Shows no sheet and completes nothing.
    ///
    /// AuthenticationServices: func performRequests()
    open func performRequests() {}

    /// Nothing to cancel.
    ///
    /// AuthenticationServices: func cancel()
    open func cancel() {}
}

/// How a sign-in ended; never called in a preview.
///
/// AuthenticationServices: protocol ASAuthorizationControllerDelegate : NSObjectProtocol
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    /// AuthenticationServices: optional func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// AuthenticationServices: optional func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    /// Nothing, as an optional requirement left out does.
    ///
    /// AuthenticationServices: optional func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    /// Nothing, as an optional requirement left out does.
    ///
    /// AuthenticationServices: optional func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// The window the sign-in sheet would be shown over.
///
/// AuthenticationServices: protocol ASAuthorizationControllerPresentationContextProviding : NSObjectProtocol
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    /// AuthenticationServices: @MainActor func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
    @MainActor func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}
#endif
