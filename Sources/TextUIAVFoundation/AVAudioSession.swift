#if !canImport(AVFoundation)
import Foundation

/// The app's audio session, which a player or a recorder sets up before it starts:
/// `try AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)`.
///
/// A preview plays and records nothing, so every call succeeds, throws nothing and changes
/// nothing: the session always reads as a fresh one, `.soloAmbient` in the `.default` mode, so
/// that what a screen draws never depends on what ran before it.
///
/// AVFoundation: class AVAudioSession : NSObject
open class AVAudioSession: NSObject {
    nonisolated(unsafe) private static let shared = AVAudioSession()

    /// The app's session.
    ///
    /// AVFoundation: class func sharedInstance() -> AVAudioSession
    open class func sharedInstance() -> AVAudioSession { shared }

    /// Always `.soloAmbient`, a fresh session's category.
    ///
    /// AVFoundation: var category: AVAudioSession.Category { get }
    open var category: Category { .soloAmbient }

    /// Always `.default`, a fresh session's mode.
    ///
    /// AVFoundation: var mode: AVAudioSession.Mode { get }
    open var mode: Mode { .default }

    /// Accepted; the session stays as it was.
    ///
    /// AVFoundation: func setCategory(_ category: AVAudioSession.Category) throws
    open func setCategory(_ category: Category) throws {}

    /// Accepted; the session stays as it was.
    ///
    /// AVFoundation: func setCategory(_ category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions = []) throws
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {}

    /// Accepted; the session stays as it was.
    ///
    /// AVFoundation: func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, options: AVAudioSession.CategoryOptions = []) throws
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {}

    /// Accepted; the session stays as it was.
    ///
    /// AVFoundation: func setMode(_ mode: AVAudioSession.Mode) throws
    open func setMode(_ mode: Mode) throws {}

    /// Accepted; nothing is activated and no other app's audio is interrupted.
    ///
    /// AVFoundation: func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions = []) throws
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
}

extension AVAudioSession {
    /// How the app uses audio.
    ///
    /// AVFoundation: struct AVAudioSession.Category
    public struct Category: Hashable, RawRepresentable, Sendable {
        /// AVFoundation: var rawValue: String
        public let rawValue: String
        /// AVFoundation: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }

        /// AVFoundation: static let ambient: AVAudioSession.Category
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// AVFoundation: static let multiRoute: AVAudioSession.Category
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
        /// AVFoundation: static let playAndRecord: AVAudioSession.Category
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// AVFoundation: static let playback: AVAudioSession.Category
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// AVFoundation: static let record: AVAudioSession.Category
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// AVFoundation: static let soloAmbient: AVAudioSession.Category
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    }

    /// What the audio is for, which tunes the category.
    ///
    /// AVFoundation: struct AVAudioSession.Mode
    public struct Mode: Hashable, RawRepresentable, Sendable {
        /// AVFoundation: var rawValue: String
        public let rawValue: String
        /// AVFoundation: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }

        /// AVFoundation: static let `default`: AVAudioSession.Mode
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// AVFoundation: static let gameChat: AVAudioSession.Mode
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        /// AVFoundation: static let measurement: AVAudioSession.Mode
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// AVFoundation: static let moviePlayback: AVAudioSession.Mode
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// AVFoundation: static let spokenAudio: AVAudioSession.Mode
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// AVFoundation: static let videoChat: AVAudioSession.Mode
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        /// AVFoundation: static let videoRecording: AVAudioSession.Mode
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// AVFoundation: static let voiceChat: AVAudioSession.Mode
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// AVFoundation: static let voicePrompt: AVAudioSession.Mode
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// How the app's audio mixes with other apps' and where it goes.
    ///
    /// AVFoundation: struct AVAudioSession.CategoryOptions
    public struct CategoryOptions: OptionSet, Sendable {
        /// AVFoundation: let rawValue: UInt
        public let rawValue: UInt
        /// AVFoundation: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// AVFoundation: static var mixWithOthers: AVAudioSession.CategoryOptions { get }
        public static var mixWithOthers: CategoryOptions { CategoryOptions(rawValue: 0x1) }
        /// AVFoundation: static var duckOthers: AVAudioSession.CategoryOptions { get }
        public static var duckOthers: CategoryOptions { CategoryOptions(rawValue: 0x2) }
        /// AVFoundation: static var allowBluetooth: AVAudioSession.CategoryOptions { get }
        public static var allowBluetooth: CategoryOptions { CategoryOptions(rawValue: 0x4) }
        /// AVFoundation: static var defaultToSpeaker: AVAudioSession.CategoryOptions { get }
        public static var defaultToSpeaker: CategoryOptions { CategoryOptions(rawValue: 0x8) }
        /// AVFoundation: static var interruptSpokenAudioAndMixWithOthers: AVAudioSession.CategoryOptions { get }
        public static var interruptSpokenAudioAndMixWithOthers: CategoryOptions { CategoryOptions(rawValue: 0x11) }
        /// AVFoundation: static var allowBluetoothA2DP: AVAudioSession.CategoryOptions { get }
        public static var allowBluetoothA2DP: CategoryOptions { CategoryOptions(rawValue: 0x20) }
        /// AVFoundation: static var allowAirPlay: AVAudioSession.CategoryOptions { get }
        public static var allowAirPlay: CategoryOptions { CategoryOptions(rawValue: 0x40) }
    }

    /// What activating or deactivating the session tells other apps.
    ///
    /// AVFoundation: struct AVAudioSession.SetActiveOptions
    public struct SetActiveOptions: OptionSet, Sendable {
        /// AVFoundation: let rawValue: UInt
        public let rawValue: UInt
        /// AVFoundation: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// AVFoundation: static var notifyOthersOnDeactivation: AVAudioSession.SetActiveOptions { get }
        public static var notifyOthersOnDeactivation: SetActiveOptions { SetActiveOptions(rawValue: 0x1) }
    }
}
#endif
