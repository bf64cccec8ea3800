// AVFoundation's video layer, which a UIKit view behind a representable shows a player in
// (added as a sublayer, or made the view's own layer through `layerClass`). On Apple platforms
// it is AVFoundation's; on Linux TextUI declares it beside its player.
#if !canImport(Darwin)
import Foundation

/// A layer that shows a player's video: a plain UIView that holds one (as its layer or a
/// sublayer) draws as a ``VideoPlayer`` of that player, the line naming what it would play.
///
/// ```swift
/// let view = UIView()
/// view.layer.addSublayer(AVPlayerLayer(player: AVPlayer(url: clip)))   // ▶ Video https://…
/// ```
///
/// AVFoundation: class AVPlayerLayer : CALayer
open class AVPlayerLayer: CALayer {
    /// The player whose video the layer shows.
    ///
    /// AVFoundation: var player: AVPlayer? { get set }
    open var player: AVPlayer?
    /// AVFoundation: var videoGravity: AVLayerVideoGravity { get set }
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// Whether a frame is ready: none is, as a preview plays nothing.
    ///
    /// AVFoundation: var isReadyForDisplay: Bool { get }
    open var isReadyForDisplay: Bool { false }

    /// A layer with no player.
    ///
    /// AVFoundation: init()
    public required init() {
        super.init()
    }

    /// AVFoundation: init(player: AVPlayer?)
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}

/// How a video fills its layer.
///
/// AVFoundation: struct AVLayerVideoGravity
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    /// AVFoundation: var rawValue: String
    public let rawValue: String
    /// AVFoundation: init(rawValue: String)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// AVFoundation: static let resize: AVLayerVideoGravity
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    /// AVFoundation: static let resizeAspect: AVLayerVideoGravity
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// AVFoundation: static let resizeAspectFill: AVLayerVideoGravity
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}
#endif
