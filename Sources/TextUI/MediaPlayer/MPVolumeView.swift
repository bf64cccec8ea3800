#if !canImport(UIKit)
import Foundation

// MediaPlayer's volume view, now-playing info and remote commands, which a player screen imports
// beside SwiftUI. The volume view is a UIKit view and the artwork a `UIImage`, so MediaPlayer
// lives in TextUI. A preview plays nothing: the now-playing info is kept as the screen set it,
// and no remote command (play, pause, skip from the lock screen) ever arrives.

/// The system's volume slider and route button, wrapped by a representable; drawn as the line
/// naming it, `⬚ MPVolumeView`.
///
/// MediaPlayer: class MPVolumeView : UIView
@MainActor @preconcurrency
open class MPVolumeView: UIView {
    /// MediaPlayer: var showsVolumeSlider: Bool
    open var showsVolumeSlider = true
    /// MediaPlayer: var showsRouteButton: Bool
    open var showsRouteButton = true
}

/// A track's artwork, drawn on the lock screen; a preview has none to draw.
///
/// MediaPlayer: class MPMediaItemArtwork : NSObject
open class MPMediaItemArtwork: NSObject {
    /// MediaPlayer: var bounds: CGRect { get }
    public let bounds: CGRect

    /// MediaPlayer: init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage)
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        self.bounds = CGRect(origin: .zero, size: boundsSize)
    }
}

/// MediaPlayer: let MPMediaItemPropertyTitle: String
public let MPMediaItemPropertyTitle = "title"
/// MediaPlayer: let MPMediaItemPropertyArtist: String
public let MPMediaItemPropertyArtist = "artist"
/// MediaPlayer: let MPMediaItemPropertyAlbumTitle: String
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// MediaPlayer: let MPMediaItemPropertyPlaybackDuration: String
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// MediaPlayer: let MPMediaItemPropertyArtwork: String
public let MPMediaItemPropertyArtwork = "artwork"
/// MediaPlayer: let MPNowPlayingInfoPropertyElapsedPlaybackTime: String
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// MediaPlayer: let MPNowPlayingInfoPropertyPlaybackRate: String
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"

/// What the lock screen shows as playing: kept in memory as the screen set it, shown nowhere.
///
/// MediaPlayer: class MPNowPlayingInfoCenter : NSObject
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let shared = MPNowPlayingInfoCenter()
    private let lock = NSLock()
    private var info: [String: Any]?

    /// The one center.
    ///
    /// MediaPlayer: class func `default`() -> MPNowPlayingInfoCenter
    open class func `default`() -> MPNowPlayingInfoCenter { shared }

    /// MediaPlayer: var nowPlayingInfo: [String : Any]?
    open var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }
}
#endif
