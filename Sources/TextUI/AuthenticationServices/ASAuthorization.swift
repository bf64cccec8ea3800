#if !canImport(UIKit)
import Foundation

// AuthenticationServices' Sign in with Apple and web sign-in, which screens import beside
// SwiftUI. Its controllers present over a window (`ASPresentationAnchor` is UIKit's `UIWindow`)
// and its button is a SwiftUI view, so it lives in TextUI. A preview signs no one in: requests
// are made and kept, but no sheet is shown and no sign-in completes (no delegate method, no
// completion handler is called), and a user's credential state is `.notFound`, as for someone who
// never signed in. A screen draws the state it draws before anyone signs in.

/// A successful sign-in: who provided it and the credential. None is made in a preview.
///
/// AuthenticationServices: class ASAuthorization : NSObject
open class ASAuthorization: NSObject {
    /// AuthenticationServices: var provider: any ASAuthorizationProvider { get }
    public let provider: any ASAuthorizationProvider
    /// AuthenticationServices: var credential: any ASAuthorizationCredential { get }
    public let credential: any ASAuthorizationCredential

    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
    }

    /// What a request asks the person to share.
    ///
    /// AuthenticationServices: struct Scope
    public struct Scope: Hashable, RawRepresentable, Sendable {
        /// AuthenticationServices: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// AuthenticationServices: let rawValue: String
        public let rawValue: String

        /// AuthenticationServices: static let fullName: ASAuthorization.Scope
        public static let fullName = Scope(rawValue: "full_name")
        /// AuthenticationServices: static let email: ASAuthorization.Scope
        public static let email = Scope(rawValue: "email")
    }
}

/// What a sign-in yields.
///
/// AuthenticationServices: protocol ASAuthorizationCredential : NSCopying, NSSecureCoding, NSObjectProtocol
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// Who signs a person in.
///
/// AuthenticationServices: protocol ASAuthorizationProvider : NSObjectProtocol
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// A request made to a provider: which scopes, with what state.
///
/// AuthenticationServices: class ASAuthorizationRequest : NSObject
open class ASAuthorizationRequest: NSObject {
    /// AuthenticationServices: var provider: any ASAuthorizationProvider { get }
    public let provider: any ASAuthorizationProvider

    init(provider: any ASAuthorizationProvider) {
        self.provider = provider
    }
}

/// An OpenID request: the scopes asked for and the app's state and nonce.
///
/// AuthenticationServices: class ASAuthorizationOpenIDRequest : ASAuthorizationRequest
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest {
    /// AuthenticationServices: var requestedScopes: [ASAuthorization.Scope]?
    open var requestedScopes: [ASAuthorization.Scope]?
    /// AuthenticationServices: var state: String?
    open var state: String?
    /// AuthenticationServices: var nonce: String?
    open var nonce: String?
}

/// A Sign in with Apple request, made by ``ASAuthorizationAppleIDProvider/createRequest()``.
///
/// AuthenticationServices: class ASAuthorizationAppleIDRequest : ASAuthorizationOpenIDRequest
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest {
    /// AuthenticationServices: var user: String?
    open var user: String?
}

/// Apple as the provider of a sign-in: makes requests and answers whether a user is signed in,
/// which in a preview no one is (``CredentialState/notFound``, at once).
///
/// AuthenticationServices: class ASAuthorizationAppleIDProvider : NSObject, ASAuthorizationProvider
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider {
    /// AuthenticationServices: init()
    override public init() {}

    /// A request with no scopes.
    ///
    /// AuthenticationServices: func createRequest() -> ASAuthorizationAppleIDRequest
    open func createRequest() -> ASAuthorizationAppleIDRequest {
        ASAuthorizationAppleIDRequest(provider: self)
    }

    /// Calls `completion(.notFound, nil)` before it returns.
    ///
    /// AuthenticationServices: func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (ASAuthorizationAppleIDProvider.CredentialState, (any Error)?) -> Void)
    open func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }

    /// `.notFound`, at once.
    ///
    /// AuthenticationServices: func credentialState(forUserID userID: String) async throws -> ASAuthorizationAppleIDProvider.CredentialState
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }

    /// Whether a user's Apple ID still signs them in to the app.
    ///
    /// AuthenticationServices: enum CredentialState
    public enum CredentialState: Int, Sendable {
        /// AuthenticationServices: case revoked
        case revoked = 0
        /// AuthenticationServices: case authorized
        case authorized = 1
        /// AuthenticationServices: case notFound
        case notFound = 2
        /// AuthenticationServices: case transferred
        case transferred = 3
    }
}

/// What Sign in with Apple yields: the user's identifier, name, email and tokens. None is made in
/// a preview.
///
/// AuthenticationServices: class ASAuthorizationAppleIDCredential : NSObject, ASAuthorizationCredential
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
    /// AuthenticationServices: var user: String { get }
    public let user: String
    /// AuthenticationServices: var state: String? { get }
    public internal(set) var state: String?
    /// AuthenticationServices: var authorizedScopes: [ASAuthorization.Scope] { get }
    public internal(set) var authorizedScopes: [ASAuthorization.Scope] = []
    /// AuthenticationServices: var authorizationCode: Data? { get }
    public internal(set) var authorizationCode: Data?
    /// AuthenticationServices: var identityToken: Data? { get }
    public internal(set) var identityToken: Data?
    /// AuthenticationServices: var email: String? { get }
    public internal(set) var email: String?
    /// AuthenticationServices: var fullName: PersonNameComponents? { get }
    public internal(set) var fullName: PersonNameComponents?
    /// AuthenticationServices: var realUserStatus: ASUserDetectionStatus { get }
    public internal(set) var realUserStatus = ASUserDetectionStatus.unsupported

    init(user: String) {
        self.user = user
    }
}

/// Whether the person signing in looks like a real person.
///
/// AuthenticationServices: enum ASUserDetectionStatus
public enum ASUserDetectionStatus: Int, Sendable {
    /// AuthenticationServices: case unsupported
    case unsupported = 0
    /// AuthenticationServices: case unknown
    case unknown = 1
    /// AuthenticationServices: case likelyReal
    case likelyReal = 2
}

/// Why a sign-in failed.
///
/// AuthenticationServices: struct ASAuthorizationError
public struct ASAuthorizationError: Error, Hashable, Sendable {
    /// AuthenticationServices: enum Code
    public enum Code: Int, Sendable {
        /// AuthenticationServices: case unknown
        case unknown = 1000
        /// AuthenticationServices: case canceled
        case canceled = 1001
        /// AuthenticationServices: case invalidResponse
        case invalidResponse = 1002
        /// AuthenticationServices: case notHandled
        case notHandled = 1003
        /// AuthenticationServices: case failed
        case failed = 1004
        /// AuthenticationServices: case notInteractive
        case notInteractive = 1005
    }

    /// AuthenticationServices: var code: Code
    public let code: Code

    /// AuthenticationServices: init(_ code: Code, userInfo: [String : Any] = [:])
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
    }

    /// AuthenticationServices: static var canceled: ASAuthorizationError.Code
    public static var canceled: Code { .canceled }
    /// AuthenticationServices: static var failed: ASAuthorizationError.Code
    public static var failed: Code { .failed }
    /// AuthenticationServices: static var unknown: ASAuthorizationError.Code
    public static var unknown: Code { .unknown }
}
#endif
