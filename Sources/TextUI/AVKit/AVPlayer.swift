// AVFoundation's player, which a screen makes for a `VideoPlayer`. On Apple platforms TextUI
// re-exports AVFoundation (as AVKit does) and the player is Apple's; on Linux TextUI declares
// the part screens use: a player of one item from a URL, whose controls change nothing seen.
#if canImport(Darwin)
@_exported import AVFoundation
#else
import Foundation

/// Plays one item at a time; a preview plays nothing.
///
/// AVFoundation: class AVPlayer : NSObject
open class AVPlayer: NSObject, @unchecked Sendable {
    /// The item playing (or ready to).
    ///
    /// AVFoundation: var currentItem: AVPlayerItem? { get }
    open private(set) var currentItem: AVPlayerItem?
    /// AVFoundation: var rate: Float { get set }
    open var rate: Float = 0
    /// AVFoundation: var volume: Float { get set }
    open var volume: Float = 1
    /// AVFoundation: var isMuted: Bool { get set }
    open var isMuted = false
    /// AVFoundation: var preventsDisplaySleepDuringVideoPlayback: Bool { get set }
    open var preventsDisplaySleepDuringVideoPlayback = true
    /// AVFoundation: var allowsExternalPlayback: Bool { get set }
    open var allowsExternalPlayback = true
    /// What the player does when its item ends: `.pause` (a queue player's: `.advance`).
    /// Nothing ends in a preview, so it only reads back.
    ///
    /// AVFoundation: var actionAtItemEnd: AVPlayer.ActionAtItemEnd { get set }
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Whether a video keeps playing when the app goes to the background (`.automatic`: the
    /// system decides). Nothing plays in a preview, so it only reads back.
    ///
    /// AVFoundation: var audiovisualBackgroundPlaybackPolicy: AVPlayerAudiovisualBackgroundPlaybackPolicy { get set }
    open var audiovisualBackgroundPlaybackPolicy: AVPlayerAudiovisualBackgroundPlaybackPolicy = .automatic

    /// A player with no item.
    ///
    /// AVFoundation: init()
    override public init() {}

    /// A player of the item at `URL`.
    ///
    /// AVFoundation: convenience init(url URL: URL)
    public convenience init(url URL: URL) {
        self.init(playerItem: AVPlayerItem(url: URL))
    }

    /// A player of `item`.
    ///
    /// AVFoundation: init(playerItem item: AVPlayerItem?)
    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
    }

    /// Nothing plays in a preview.
    ///
    /// AVFoundation: func play()
    open func play() {}

    /// AVFoundation: func pause()
    open func pause() {}

    /// Plays `item` next.
    ///
    /// AVFoundation: func replaceCurrentItem(with item: AVPlayerItem?)
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

extension AVPlayer {
    /// What a player does when its item ends.
    ///
    /// AVFoundation: enum AVPlayer.ActionAtItemEnd
    public enum ActionAtItemEnd: Int, Sendable {
        /// Plays the queue's next item (a queue player's only).
        ///
        /// AVFoundation: case advance
        case advance = 0
        /// AVFoundation: case pause
        case pause = 1
        /// AVFoundation: case none
        case none = 2
    }
}

/// One thing a player plays.
///
/// AVFoundation: class AVPlayerItem : NSObject
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// AVFoundation: var asset: AVAsset { get }
    public let asset: AVAsset

    /// The item at `URL`.
    ///
    /// AVFoundation: convenience init(url URL: URL)
    public convenience init(url URL: URL) {
        self.init(asset: AVURLAsset(url: URL))
    }

    /// AVFoundation: convenience init(asset: AVAsset)
    public init(asset: AVAsset) {
        self.asset = asset
    }

    /// Posted when an item plays to its end; a preview plays nothing, so it is never posted.
    ///
    /// AVFoundation: static let didPlayToEndTimeNotification: NSNotification.Name
    public static let didPlayToEndTimeNotification = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}

extension NSNotification.Name {
    /// The older spelling of `AVPlayerItem.didPlayToEndTimeNotification`.
    ///
    /// AVFoundation: static let AVPlayerItemDidPlayToEndTime: NSNotification.Name
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
}

/// Timed media: a video or a sound.
///
/// AVFoundation: class AVAsset : NSObject
open class AVAsset: NSObject, @unchecked Sendable {}

/// Timed media at a URL.
///
/// AVFoundation: class AVURLAsset : AVAsset
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// AVFoundation: var url: URL { get }
    public let url: URL

    /// AVFoundation: init(url URL: URL, options: [String : Any]? = nil)
    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
    }
}
#endif
