#if !canImport(UIKit)
import Foundation

/// Signs a person in on a web page (OAuth) and returns to the app at its callback URL. A preview
/// opens no page: ``start()`` answers `true`, as a session that began, and the completion handler
/// is never called, as while the page is still open.
///
/// AuthenticationServices: class ASWebAuthenticationSession : NSObject
open class ASWebAuthenticationSession: NSObject {
    /// AuthenticationServices: typealias ASWebAuthenticationSession.CompletionHandler = (URL?, (any Error)?) -> Void
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// The page the session opens.
    let url: URL
    /// The scheme the page returns to the app with.
    let callbackURLScheme: String?

    /// AuthenticationServices: weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// AuthenticationServices: var prefersEphemeralWebBrowserSession: Bool
    open var prefersEphemeralWebBrowserSession = false
    /// AuthenticationServices: var canStart: Bool { get }
    open var canStart: Bool { true }

    /// AuthenticationServices: init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping ASWebAuthenticationSession.CompletionHandler)
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        self.url = URL
        self.callbackURLScheme = callbackURLScheme
    }

    /// Opens no page: `true`, and the completion handler is never called.
    ///
    /// AuthenticationServices: func start() -> Bool
    @discardableResult
    open func start() -> Bool { true }

    /// Nothing to cancel.
    ///
    /// AuthenticationServices: func cancel()
    open func cancel() {}
}

/// The window a web sign-in would be shown over.
///
/// AuthenticationServices: protocol ASWebAuthenticationPresentationContextProviding : NSObjectProtocol
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    /// AuthenticationServices: @MainActor func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
    @MainActor func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Why a web sign-in failed.
///
/// AuthenticationServices: struct ASWebAuthenticationSessionError
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
    /// AuthenticationServices: enum Code
    public enum Code: Int, Sendable {
        /// AuthenticationServices: case canceledLogin
        case canceledLogin = 1
        /// AuthenticationServices: case presentationContextNotProvided
        case presentationContextNotProvided = 2
        /// AuthenticationServices: case presentationContextInvalid
        case presentationContextInvalid = 3
    }

    /// AuthenticationServices: var code: Code
    public let code: Code

    /// AuthenticationServices: init(_ code: Code, userInfo: [String : Any] = [:])
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
    }

    /// AuthenticationServices: static var canceledLogin: ASWebAuthenticationSessionError.Code
    public static var canceledLogin: Code { .canceledLogin }
}
#endif
