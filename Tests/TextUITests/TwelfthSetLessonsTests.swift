import Foundation
import Testing
import TextUI

/// What a twelfth unseen set of real apps' screens (a blog reader on Core Data, a budget
/// tracker on Core Data, a gym's training plans and a conference schedule) met that TextUI
/// lacked, each as a screen like the real one, written here.
@MainActor
@Suite struct TwelfthSetLessonsTests {
    /// An entity class as Xcode generates it declares its own `fetchRequest()` narrowed to the
    /// class; `let request = Entity.fetchRequest()` picks that one, as on a phone, not
    /// `NSManagedObject`'s, so the request's results are the entity's.
    @Test func anEntitysOwnFetchRequestIsTheOneAnUnannotatedCallPicks() throws {
        let context = NSPersistentContainer(name: "Ledger").viewContext
        let lunch = Outlay(context: context)
        lunch.title = "Lunch"
        let request = Outlay.fetchRequest()
        request.predicate = NSPredicate(format: "title == %@", "Lunch")
        let found = try context.fetch(request)
        #expect(found.map(\.title) == ["Lunch"])
        #expect(NSManagedObject.fetchRequest().entityName == "NSManagedObject")
    }

    /// A search over a talk's speakers runs `#Predicate { $0.name.localizedStandardContains(q) }`:
    /// it matches ignoring case and accents, and a query in no name matches none.
    @Test func aPredicateMatchesNamesAsASearchFieldDoes() throws {
        let speakers = [Speaker(name: "Zoë Café"), Speaker(name: "Sam Sample")]
        let query = "cafe"
        let matching = try speakers.filter(#Predicate<Speaker> { $0.name.localizedStandardContains(query) })
        #expect(matching.map(\.name) == ["Zoë Café"])
        let none = "nobody"
        #expect(try speakers.filter(#Predicate<Speaker> { $0.name.localizedStandardContains(none) }).isEmpty)
    }

    /// A talk's video wraps AVKit's player screen in a representable: it draws as a
    /// `VideoPlayer` of its player, the clip's address, and its playback settings read back.
    @Test func aPlayerScreenDrawsTheClipItPlays() {
        let url = URL(string: "https://video.example.org/talk.webm")!
        let item = AVPlayerItem(asset: AVURLAsset(url: url), automaticallyLoadedAssetKeys: [.tracks, .duration, .commonMetadata])
        let player = AVPlayer(playerItem: item)
        player.audiovisualBackgroundPlaybackPolicy = .continuesIfPossible
        #expect(player.audiovisualBackgroundPlaybackPolicy == .continuesIfPossible)
        #expect(TalkVideo(player: player).render(width: 50) == "▶ Video https://video.example.org/talk.webm")
        #expect(TalkVideo(player: nil).render(width: 50) == "▶ Video")
        #expect(CMTime(value: 90, timescale: 30).seconds == 3)
    }

    /// A "live" dot blinks: it fades out with an animation that repeats forever once the
    /// screen appears. A phone shows it half the time, so it is drawn, not left blank; a view
    /// faded out with no repeating animation still is.
    @Test func aBlinkingDotIsDrawnNotLeftBlank() async {
        #expect(await LiveDot(repeats: true).appear(width: 10).text == "● Live")
        #expect(await LiveDot(repeats: false).appear(width: 10).text == "  Live")
    }

    /// A browser's toolbar button says what it does with the older `accessibility(hint:)`:
    /// VoiceOver reads it, nothing is drawn for it.
    @Test func anOlderSpelledHintIsReadNotDrawn() {
        let button = Button("Back") {}.accessibility(hint: Text("Goes back a page."))
        #expect(button.render(width: 20) == Button("Back") {}.render(width: 20))
        #expect(button.accessibilityTranscript().contains("Hint: Goes back a page."))
    }

    /// A web view's settings name the media a page plays only after a tap.
    @Test func webMediaTypesCombineAsOptions() {
        let types: WKAudiovisualMediaTypes = [.audio, .video]
        #expect(types.contains(.audio) && types.contains(.video))
        #expect(WKAudiovisualMediaTypes.all.contains(types))
        #expect(!WKAudiovisualMediaTypes([]).contains(.audio))
    }
}

/// A budget line, as Xcode generates an entity class.
private final class Outlay: NSManagedObject {
    @ManagedProperty var title: String?

    @nonobjc class func fetchRequest() -> NSFetchRequest<Outlay> {
        NSFetchRequest<Outlay>(entityName: "Outlay")
    }
}

private struct Speaker {
    let name: String
}

private struct TalkVideo: UIViewControllerRepresentable {
    let player: AVPlayer?
    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = player
        controller.allowsPictureInPicturePlayback = true
        return controller
    }
    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
}

private struct LiveDot: View {
    let repeats: Bool
    @State private var blinking = false
    var body: some View {
        HStack(spacing: 1) {
            Circle()
                .opacity(blinking ? 0 : 1)
                .frame(width: 10, height: 10)
                .animation(repeats ? .easeInOut(duration: 1).repeatForever() : .easeInOut(duration: 1), value: blinking)
                .onAppear { blinking = true }
            Text("Live")
        }
    }
}
