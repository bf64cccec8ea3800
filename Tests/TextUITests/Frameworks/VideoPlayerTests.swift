import Foundation
import Testing
import TextUI

/// AVKit's `VideoPlayer` as the fetched apps use it (a post's clip with a mute button over it, a
/// camera's stream made on appear): the line naming what it plays, the overlay under it.
@MainActor
@Suite struct VideoPlayerTests {
    struct ClipView: View {
        let url: URL
        @State private var player: AVPlayer?
        @State private var isMuted = true
        var body: some View {
            VStack(alignment: .leading) {
                VideoPlayer(player: player) {
                    Button(isMuted ? "Unmute" : "Mute") { isMuted.toggle() }
                }
                .frame(height: 200)
                .onAppear {
                    let player = AVPlayer(url: url)
                    player.isMuted = isMuted
                    player.play()
                    self.player = player
                }
                .onDisappear { player?.pause() }
            }
        }
    }

    @Test func aPlayerNamesTheVideoOnceItIsMadeAndDrawsItsOverlayUnderIt() async {
        let clip = ClipView(url: URL(string: "https://cdn.example.com/clip.m3u8")!)
        #expect(clip.render(width: 40).contains("▶ Video\n[ Unmute ]"))
        #expect(await clip.appear(width: 50).text.contains("▶ Video https://cdn.example.com/clip.m3u8\n[ Unmute ]"))
    }

    @Test func aPlayerWithNoItemIsTheBareLine() {
        #expect(VideoPlayer(player: nil).render() == "▶ Video")
        #expect(VideoPlayer(player: AVPlayer()).render() == "▶ Video")
    }
}
