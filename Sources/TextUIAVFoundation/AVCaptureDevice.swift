#if !canImport(AVFoundation)
import Foundation

/// A camera or microphone, of which screens ask one thing: may the app use it?
/// `AVCaptureDevice.authorizationStatus(for: .video)`, `await AVCaptureDevice.requestAccess(for: .audio)`.
///
/// A preview captures nothing and asks no one: the answer is always `.authorized` and every
/// request is granted at once, so a screen draws the state it has once the person said yes (a
/// scanner's frame, a record button), not a permission prompt.
///
/// AVFoundation: class AVCaptureDevice : NSObject
open class AVCaptureDevice: NSObject {
    /// `.authorized`, for every media type.
    ///
    /// AVFoundation: class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .authorized }

    /// Calls `handler` with `true` before it returns.
    ///
    /// AVFoundation: class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void)
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        handler(true)
    }

    /// `true`, at once.
    ///
    /// AVFoundation: class func requestAccess(for mediaType: AVMediaType) async -> Bool
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { true }
}

/// Whether the person lets the app capture media.
///
/// AVFoundation: enum AVAuthorizationStatus
public enum AVAuthorizationStatus: Int, Sendable {
    /// AVFoundation: case notDetermined
    case notDetermined = 0
    /// AVFoundation: case restricted
    case restricted = 1
    /// AVFoundation: case denied
    case denied = 2
    /// AVFoundation: case authorized
    case authorized = 3
}

/// A kind of media: video, sound.
///
/// AVFoundation: struct AVMediaType
public struct AVMediaType: Hashable, RawRepresentable, Sendable {
    /// AVFoundation: var rawValue: String
    public let rawValue: String
    /// AVFoundation: init(rawValue: String)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// AVFoundation: init(_ rawValue: String)
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// AVFoundation: static let audio: AVMediaType
    public static let audio = AVMediaType("soun")
    /// AVFoundation: static let video: AVMediaType
    public static let video = AVMediaType("vide")
    /// AVFoundation: static let text: AVMediaType
    public static let text = AVMediaType("text")
}
#endif
