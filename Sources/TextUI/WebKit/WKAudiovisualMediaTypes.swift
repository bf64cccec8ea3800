#if !canImport(UIKit)
import Foundation

/// The kinds of media a web page may play only after a tap: what a web view's settings name
/// (`mediaTypesRequiringUserActionForPlayback: .all`). A preview plays nothing.
///
/// WebKit: struct WKAudiovisualMediaTypes
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// WebKit: let rawValue: UInt
    public let rawValue: UInt

    /// WebKit: init(rawValue: UInt)
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// WebKit: static var audio: WKAudiovisualMediaTypes { get }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// WebKit: static var video: WKAudiovisualMediaTypes { get }
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// WebKit: static var all: WKAudiovisualMediaTypes { get }
    public static let all = WKAudiovisualMediaTypes(rawValue: .max)
}
#endif
