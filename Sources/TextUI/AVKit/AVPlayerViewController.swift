// AVKit's player screen, which a screen wraps in a `UIViewControllerRepresentable` to play a
// video with the system's controls. Linux has no AVKit; TextUI draws the controller as it draws
// a `VideoPlayer`: one line naming what its player plays.
#if !canImport(UIKit)
import Foundation

/// A screen that plays its player's item with the system's controls, drawn as a
/// ``VideoPlayer`` of its player: `▶ Video` and the item's address.
///
/// ```swift
/// struct TalkClip: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> AVPlayerViewController {
///         let controller = AVPlayerViewController()
///         controller.player = AVPlayer(url: URL(string: "https://example.com/talk.mp4")!)
///         return controller
///     }
///     func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
/// }
/// TalkClip().render()
/// ```
///
/// ```text
/// ▶ Video https://example.com/talk.mp4
/// ```
///
/// The picture-in-picture and full-screen settings read back; nothing plays in a preview.
///
/// AVKit: @MainActor class AVPlayerViewController : UIViewController
@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController, HostsRootView {
    /// AVKit: var player: AVPlayer? { get set }
    open var player: AVPlayer?
    /// AVKit: var showsPlaybackControls: Bool { get set }
    open var showsPlaybackControls = true
    /// AVKit: var allowsPictureInPicturePlayback: Bool { get set }
    open var allowsPictureInPicturePlayback = true
    /// AVKit: var canStartPictureInPictureAutomaticallyFromInline: Bool { get set }
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// AVKit: var entersFullScreenWhenPlaybackBegins: Bool { get set }
    open var entersFullScreenWhenPlaybackBegins = false
    /// AVKit: var exitsFullScreenWhenPlaybackEnds: Bool { get set }
    open var exitsFullScreenWhenPlaybackEnds = false

    func rootNodes(_ context: RenderContext) -> [any LayoutNode] {
        VideoPlayer(player: player).makeNodes(context)
    }
}
#endif
