import Foundation
import Testing
import TextUI
import TextUIAVFoundation

/// A file that imports both SwiftUI and AVFoundation (in the copy: TextUI and the AVFoundation
/// module) sees one `AVPlayer`, TextUI's, which its `VideoPlayer` draws; the module has the rest a
/// screen uses of AVFoundation, and each of its answers is fixed: nothing plays, records or asks.
@MainActor
@Suite struct AVFoundationTests {
    /// A paywall's looping background clip: a queue player, a looper, the player muted and told
    /// to pause at the end, the audio session set up for playback: all names a file needs both
    /// modules for, and `AVPlayer` unqualified.
    struct LoopingClip: View {
        let player: AVPlayer
        let looper: AVPlayerLooper?

        init(url: URL, loops: Bool) {
            let item = AVPlayerItem(url: url)
            if loops {
                let queue = AVQueuePlayer()
                looper = AVPlayerLooper(player: queue, templateItem: item)
                player = queue
            } else {
                player = AVPlayer(playerItem: item)
                player.actionAtItemEnd = .none
                looper = nil
            }
            player.isMuted = true
            try? AVAudioSession.sharedInstance().setCategory(.ambient, mode: .moviePlayback, options: .mixWithOthers)
            try? AVAudioSession.sharedInstance().setActive(true)
        }

        var body: some View { VideoPlayer(player: player) }
    }

    @Test func aFileImportingBothModulesDrawsItsClipWithTextUIsPlayer() {
        let url = URL(string: "https://cdn.example.com/loop.mp4")!
        #expect(LoopingClip(url: url, loops: true).render() == "▶ Video https://cdn.example.com/loop.mp4")
        #expect(LoopingClip(url: url, loops: false).render() == "▶ Video https://cdn.example.com/loop.mp4")
        // One player type: the queue player a looper drives is TextUI's AVPlayer.
        #expect(LoopingClip(url: url, loops: true).player is AVQueuePlayer)
    }

    @Test func aQueuePlayerPlaysItsItemsInTurnAndALooperNeverLoopsInAPreview() {
        let first = AVPlayerItem(url: URL(string: "https://example.com/1.mp4")!)
        let second = AVPlayerItem(url: URL(string: "https://example.com/2.mp4")!)
        let queue = AVQueuePlayer(items: [first, second])
        #expect(queue.currentItem === first && queue.actionAtItemEnd == .advance)
        queue.advanceToNextItem()
        #expect(queue.currentItem === second && queue.items().count == 1)
        #expect(AVPlayer().actionAtItemEnd == .pause)
        let looper = AVPlayerLooper(player: queue, templateItem: first)
        #expect(queue.currentItem === first && looper.loopCount == 0)
        #expect(NSNotification.Name.AVPlayerItemDidPlayToEndTime == AVPlayerItem.didPlayToEndTimeNotification)
    }

    @Test func theAudioSessionAcceptsEverySetupAndStaysFresh() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers, .allowAirPlay])
        try session.setCategory(.record)
        try session.setActive(false, options: .notifyOthersOnDeactivation)
        #expect(session.category == .soloAmbient && session.mode == .default)
        #expect(AVAudioSession().category == .soloAmbient)
    }

    @Test func cameraAndMicrophoneAreAuthorizedAndEveryRequestIsGrantedAtOnce() async {
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
        #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .authorized)
        let granted = Answers()
        AVCaptureDevice.requestAccess(for: .video) { granted.record($0) }
        #expect(granted.all == [true], "the completion handler ran before requestAccess returned")
        #expect(await AVCaptureDevice.requestAccess(for: .audio))
    }

    /// A voice setting: the saved identifier resolves, the picker lists one row, and a voice
    /// the preview does not have is `nil`, as a missing voice is on a phone.
    struct VoicePicker: View {
        let voices = AVSpeechSynthesisVoice.speechVoices()
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(voices, id: \.identifier) { voice in
                    Text("\(voice.name) (\(voice.language))")
                }
            }
        }
    }

    @Test func aPreviewHasOneVoiceTheSameOnEveryMachine() {
        #expect(VoicePicker().render() == "Samantha (en-US)")
        let saved = "com.apple.voice.compact.en-US.Samantha"
        #expect(AVSpeechSynthesisVoice(identifier: saved)?.quality == .default)
        #expect(AVSpeechSynthesisVoice(identifier: "com.apple.voice.premium.fr-FR.Amelie") == nil)
        #expect(AVSpeechSynthesisVoice(language: nil)?.identifier == saved)
        #expect(AVSpeechSynthesisVoice(language: "de-DE") == nil)
        #expect(AVSpeechSynthesisVoice.currentLanguageCode() == "en-US")
    }
}
