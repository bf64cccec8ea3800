import Foundation
import Testing
import TextUI

/// A player screen, as the fetched apps write it: a volume slider wrapped in a representable,
/// the lock screen's now-playing info, and remote commands. A preview plays nothing: the slider
/// is the line naming it, the info is kept as set, and no command arrives.
@MainActor
@Suite struct MediaPlayerTests {
    struct VolumeSlider: UIViewRepresentable {
        func makeUIView(context: Context) -> MPVolumeView {
            let view = MPVolumeView()
            view.showsRouteButton = false
            return view
        }
        func updateUIView(_ view: MPVolumeView, context: Context) {}
    }

    @Test func theVolumeSliderIsTheLineNamingIt() {
        #expect(VStack(alignment: .leading) { Text("Now playing"); VolumeSlider() }.render() == "Now playing\n⬚ MPVolumeView")
    }

    @Test func nowPlayingInfoIsKeptAsTheScreenSetIt() {
        let center = MPNowPlayingInfoCenter.default()
        center.nowPlayingInfo = [MPMediaItemPropertyTitle: "Morning run", MPMediaItemPropertyPlaybackDuration: 1800.0]
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Morning run")
        center.nowPlayingInfo = nil
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo == nil)
    }

    @Test func remoteCommandsAcceptHandlersAndNeverCallThem() {
        let commands = MPRemoteCommandCenter.shared()
        let calls = Answers()
        let token = commands.playCommand.addTarget { _ in
            calls.record(true)
            return .success
        }
        commands.skipForwardCommand.preferredIntervals = [15]
        commands.pauseCommand.isEnabled = false
        #expect(calls.all.isEmpty)
        #expect(!MPRemoteCommandCenter.shared().pauseCommand.isEnabled)
        #expect(MPRemoteCommandCenter.shared().skipForwardCommand.preferredIntervals == [15])
        commands.playCommand.removeTarget(token)
        commands.pauseCommand.isEnabled = true
        #expect(MPRemoteCommandHandlerStatus(rawValue: 200) == .commandFailed)
    }
}
