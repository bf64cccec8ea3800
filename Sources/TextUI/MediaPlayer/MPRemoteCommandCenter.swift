#if !canImport(UIKit)
import Foundation

/// The commands the lock screen, headphones and Control Center send a player. A preview receives
/// none: handlers are accepted and never called.
///
/// MediaPlayer: class MPRemoteCommandCenter : NSObject
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let instance = MPRemoteCommandCenter()

    /// The one command center.
    ///
    /// MediaPlayer: class func shared() -> MPRemoteCommandCenter
    open class func shared() -> MPRemoteCommandCenter { instance }

    /// MediaPlayer: var playCommand: MPRemoteCommand { get }
    public let playCommand = MPRemoteCommand()
    /// MediaPlayer: var pauseCommand: MPRemoteCommand { get }
    public let pauseCommand = MPRemoteCommand()
    /// MediaPlayer: var stopCommand: MPRemoteCommand { get }
    public let stopCommand = MPRemoteCommand()
    /// MediaPlayer: var togglePlayPauseCommand: MPRemoteCommand { get }
    public let togglePlayPauseCommand = MPRemoteCommand()
    /// MediaPlayer: var nextTrackCommand: MPRemoteCommand { get }
    public let nextTrackCommand = MPRemoteCommand()
    /// MediaPlayer: var previousTrackCommand: MPRemoteCommand { get }
    public let previousTrackCommand = MPRemoteCommand()
    /// MediaPlayer: var skipForwardCommand: MPSkipIntervalCommand { get }
    public let skipForwardCommand = MPSkipIntervalCommand()
    /// MediaPlayer: var skipBackwardCommand: MPSkipIntervalCommand { get }
    public let skipBackwardCommand = MPSkipIntervalCommand()
    /// MediaPlayer: var changePlaybackPositionCommand: MPChangePlaybackPositionCommand { get }
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
}

/// One remote command: whether it is enabled, and its handlers, which a preview never calls.
///
/// MediaPlayer: class MPRemoteCommand : NSObject
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var enabled = true

    /// MediaPlayer: var isEnabled: Bool
    open var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// Accepts `handler`, which is never called; the token ``removeTarget(_:)`` takes.
    ///
    /// MediaPlayer: func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any { NSObject() }

    /// Nothing: no handler is ever called.
    ///
    /// MediaPlayer: func removeTarget(_ target: Any?)
    open func removeTarget(_ target: Any?) {}
}

/// A skip command with the intervals it offers.
///
/// MediaPlayer: class MPSkipIntervalCommand : MPRemoteCommand
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    /// MediaPlayer: var preferredIntervals: [NSNumber]
    open var preferredIntervals: [NSNumber] = []
}

/// The command that moves playback to a position (the lock screen's scrubber).
///
/// MediaPlayer: class MPChangePlaybackPositionCommand : MPRemoteCommand
open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}

/// A command as it arrives; none arrives in a preview.
///
/// MediaPlayer: class MPRemoteCommandEvent : NSObject
open class MPRemoteCommandEvent: NSObject {
    /// MediaPlayer: var command: MPRemoteCommand { get }
    public let command: MPRemoteCommand
    /// MediaPlayer: var timestamp: TimeInterval { get }
    public let timestamp: TimeInterval

    init(command: MPRemoteCommand, timestamp: TimeInterval) {
        self.command = command
        self.timestamp = timestamp
    }
}

/// A move of playback to a position.
///
/// MediaPlayer: class MPChangePlaybackPositionCommandEvent : MPRemoteCommandEvent
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent {
    /// MediaPlayer: var positionTime: TimeInterval { get }
    public let positionTime: TimeInterval = 0
}

/// What a command's handler answers.
///
/// MediaPlayer: enum MPRemoteCommandHandlerStatus
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    /// MediaPlayer: case success
    case success = 0
    /// MediaPlayer: case noSuchContent
    case noSuchContent = 100
    /// MediaPlayer: case noActionableNowPlayingItem
    case noActionableNowPlayingItem = 110
    /// MediaPlayer: case deviceNotFound
    case deviceNotFound = 120
    /// MediaPlayer: case commandFailed
    case commandFailed = 200
}
#endif
