#if !canImport(UIKit)
import Foundation

/// What is known of a link: its address, title and the providers of its icon, image and video.
/// A screen makes one itself (``title`` set to what it knows) or gets one from
/// ``LPMetadataProvider``, which in a preview fetches none.
///
/// LinkPresentation: class LPLinkMetadata : NSObject
open class LPLinkMetadata: NSObject {
    /// LinkPresentation: var originalURL: URL?
    open var originalURL: URL?
    /// LinkPresentation: var url: URL?
    open var url: URL?
    /// LinkPresentation: var title: String?
    open var title: String?
    /// LinkPresentation: var iconProvider: NSItemProvider?
    open var iconProvider: NSItemProvider?
    /// LinkPresentation: var imageProvider: NSItemProvider?
    open var imageProvider: NSItemProvider?
    /// LinkPresentation: var videoProvider: NSItemProvider?
    open var videoProvider: NSItemProvider?
    /// LinkPresentation: var remoteVideoURL: URL?
    open var remoteVideoURL: URL?

    /// Metadata that knows nothing yet.
    ///
    /// LinkPresentation: init()
    override public init() {}
}

/// Fetches a link's metadata. A preview reaches no network, so every fetch fails at once with
/// ``LPError/Code/metadataFetchNotAllowed``: the completion handler is called before
/// `startFetchingMetadata` returns, and the async form throws. A screen shows what it shows
/// when a link cannot be fetched, which is the same every run.
///
/// LinkPresentation: class LPMetadataProvider : NSObject
open class LPMetadataProvider: NSObject {
    /// LinkPresentation: var shouldFetchSubresources: Bool
    open var shouldFetchSubresources = true
    /// LinkPresentation: var timeout: TimeInterval
    open var timeout: TimeInterval = 30

    /// LinkPresentation: init()
    override public init() {}

    /// Fails at once: calls `completionHandler(nil, LPError(.metadataFetchNotAllowed))`.
    ///
    /// LinkPresentation: func startFetchingMetadata(for URL: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void)
    open func startFetchingMetadata(for URL: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        completionHandler(nil, LPError(.metadataFetchNotAllowed))
    }

    /// Fails at once: calls `completionHandler(nil, LPError(.metadataFetchNotAllowed))`.
    ///
    /// LinkPresentation: func startFetchingMetadata(for request: URLRequest, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void)
    open func startFetchingMetadata(for request: URLRequest, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        completionHandler(nil, LPError(.metadataFetchNotAllowed))
    }

    /// Throws `LPError(.metadataFetchNotAllowed)` at once.
    ///
    /// LinkPresentation: func startFetchingMetadata(for URL: URL) async throws -> LPLinkMetadata
    open func startFetchingMetadata(for URL: URL) async throws -> LPLinkMetadata {
        throw LPError(.metadataFetchNotAllowed)
    }

    /// Nothing to cancel.
    ///
    /// LinkPresentation: func cancel()
    open func cancel() {}
}

/// Why a fetch of a link's metadata failed.
///
/// LinkPresentation: struct LPError
public struct LPError: Error, Hashable, Sendable {
    /// LinkPresentation: enum Code
    public enum Code: Int, Sendable {
        /// LinkPresentation: case unknown
        case unknown = 1
        /// LinkPresentation: case metadataFetchFailed
        case metadataFetchFailed = 2
        /// LinkPresentation: case metadataFetchCancelled
        case metadataFetchCancelled = 3
        /// LinkPresentation: case metadataFetchTimedOut
        case metadataFetchTimedOut = 4
        /// LinkPresentation: case metadataFetchNotAllowed
        case metadataFetchNotAllowed = 5
    }

    /// LinkPresentation: var code: Code
    public let code: Code

    /// LinkPresentation: init(_ code: Code, userInfo: [String : Any] = [:])
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
    }
}
#endif
