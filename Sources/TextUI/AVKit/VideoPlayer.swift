// AVKit's video player, which screens import beside SwiftUI (a clip in a post, a camera's live
// stream). A preview plays nothing: the player is one line naming what it would play, with the
// overlay the app puts over the video under it.
#if canImport(Darwin)
import AVFoundation
#endif
import Foundation

/// A video and its playback controls, drawn as the line naming what it plays.
///
/// ```swift
/// VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)).render()
/// ```
/// ```text
/// ▶ Video https://example.com/clip.mp4
/// ```
/// A player with no item (or none at all) is `▶ Video`; an overlay is drawn under the line.
///
/// AVKit: struct VideoPlayer<VideoOverlay> where VideoOverlay : View
public struct VideoPlayer<VideoOverlay: View>: View {
    let url: URL?
    let videoOverlay: VideoOverlay

    /// A player for `player`'s video, with `videoOverlay` over it.
    ///
    /// AVKit: init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay)
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        url = (player?.currentItem?.asset as? AVURLAsset)?.url
        self.videoOverlay = videoOverlay()
    }

    /// AVKit: VideoPlayer.body
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: url.map { "▶ Video \($0.absoluteString)" } ?? "▶ Video")
            videoOverlay
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player for `player`'s video.
    ///
    /// AVKit: init(player: AVPlayer?) where VideoOverlay == EmptyView
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}
