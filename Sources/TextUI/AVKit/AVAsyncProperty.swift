// AVFoundation's typed keys of an asset's properties, which a screen passes to a player item
// to load before it plays (`automaticallyLoadedAssetKeys: [.tracks, .duration]`). On Apple
// platforms they are Apple's; on Linux TextUI declares the keys and loads nothing.
#if !canImport(Darwin)
import Foundation

/// A property of `Root` that loads asynchronously, its value's type left out: what a list of
/// keys to load holds.
///
/// AVFoundation: class AVPartialAsyncProperty<Root>
open class AVPartialAsyncProperty<Root>: @unchecked Sendable {
    /// The property's name, as its Objective-C key (`"tracks"`).
    let key: String

    init(key: String) {
        self.key = key
    }
}

/// A property of `Root` whose value, once loaded, is a `Value`.
///
/// AVFoundation: class AVAsyncProperty<Root, Value> : AVPartialAsyncProperty<Root>
open class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root>, @unchecked Sendable {}

extension AVPartialAsyncProperty where Root == AVAsset {
    /// AVFoundation: static var tracks: AVAsyncProperty<AVAsset, [AVAssetTrack]> { get }
    public static var tracks: AVAsyncProperty<AVAsset, [AVAssetTrack]> { .init(key: "tracks") }
    /// AVFoundation: static var duration: AVAsyncProperty<AVAsset, CMTime> { get }
    public static var duration: AVAsyncProperty<AVAsset, CMTime> { .init(key: "duration") }
    /// AVFoundation: static var commonMetadata: AVAsyncProperty<AVAsset, [AVMetadataItem]> { get }
    public static var commonMetadata: AVAsyncProperty<AVAsset, [AVMetadataItem]> { .init(key: "commonMetadata") }
    /// AVFoundation: static var isPlayable: AVAsyncProperty<AVAsset, Bool> { get }
    public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { .init(key: "playable") }
}

/// One track of an asset (its video, its sound).
///
/// AVFoundation: class AVAssetTrack : NSObject
open class AVAssetTrack: NSObject, @unchecked Sendable {}

/// One item of an asset's metadata (its title, its artwork).
///
/// AVFoundation: class AVMetadataItem : NSObject
open class AVMetadataItem: NSObject, @unchecked Sendable {}

/// A time as a count of units of `1/timescale` seconds.
///
/// CoreMedia: struct CMTime
public struct CMTime: Hashable, Sendable {
    /// CoreMedia: var value: CMTimeValue
    public var value: CMTimeValue
    /// CoreMedia: var timescale: CMTimeScale
    public var timescale: CMTimeScale

    /// CoreMedia: init(value: CMTimeValue, timescale: CMTimeScale)
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.value = value
        self.timescale = timescale
    }

    /// The time in seconds (`0` for a time with no timescale).
    ///
    /// CoreMedia: var seconds: Double { get }
    public var seconds: Double { timescale == 0 ? 0 : Double(value) / Double(timescale) }

    /// CoreMedia: static var zero: CMTime { get }
    public static var zero: CMTime { CMTime(value: 0, timescale: 1) }
}

/// CoreMedia: typealias CMTimeValue = Int64
public typealias CMTimeValue = Int64
/// CoreMedia: typealias CMTimeScale = Int32
public typealias CMTimeScale = Int32

extension AVPlayerItem {
    /// The item for `asset`, which on a device loads the `automaticallyLoadedAssetKeys` before
    /// it is ready to play; a preview loads nothing.
    ///
    /// AVFoundation: convenience init(asset: AVAsset, automaticallyLoadedAssetKeys: [AVPartialAsyncProperty<AVAsset>] = [])
    public convenience init(asset: AVAsset, automaticallyLoadedAssetKeys: [AVPartialAsyncProperty<AVAsset>] = []) {
        self.init(asset: asset)
    }
}

/// What a player does with a video when the app goes to the background.
///
/// AVFoundation: enum AVPlayerAudiovisualBackgroundPlaybackPolicy
public enum AVPlayerAudiovisualBackgroundPlaybackPolicy: Int, Sendable {
    /// AVFoundation: case automatic
    case automatic = 1
    /// AVFoundation: case pauses
    case pauses = 2
    /// AVFoundation: case continuesIfPossible
    case continuesIfPossible = 3
}
#endif
