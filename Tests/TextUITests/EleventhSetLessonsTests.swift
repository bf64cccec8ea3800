import Foundation
import Testing
import TextUI
import TextUIUserNotifications

/// What an eleventh unseen set of real apps' screens (a gallery browser's comments and archives,
/// a weather-station app's claiming flow, a movie browser's custom lists and a gym tracker's
/// workout) met that TextUI lacked, each as a screen like the real one, written here.
@MainActor
@Suite struct EleventhSetLessonsTests {
    /// A comment's text colours its links: the detector finds each link with a scheme or
    /// `www.`, leaves the sentence's punctuation out of it, and finds nothing in plain words.
    @Test func aDataDetectorFindsTheLinksInACommentsText() throws {
        let detector = try NSDataDetector(types: 1 << 5)  // NSTextCheckingResult.CheckingType.link
        let text = "Errata at https://example.org/notes, mirror www.example.net. Thanks (see ftp://files.example.org)."
        let length = (text as NSString).length
        let links = detector.matches(in: text, options: [], range: NSRange(location: 0, length: length))
        #expect(links.map { $0.url?.absoluteString } == [
            "https://example.org/notes", "http://www.example.net", "ftp://files.example.org",
        ])
        #expect(links.map { (text as NSString).substring(with: $0.range) } == [
            "https://example.org/notes", "www.example.net", "ftp://files.example.org",
        ])
        #expect(detector.numberOfMatches(in: "no links here", range: NSRange(location: 0, length: 13)) == 0)
        #expect(detector.firstMatch(in: text, range: NSRange(location: 0, length: 16)) == nil)  // cut at "https:"
        let dates = try NSDataDetector(types: 1 << 3)  // .date: not looked for
        #expect(dates.matches(in: text, range: NSRange(location: 0, length: length)).isEmpty)
        #expect(NSTextCheckingResult.linkCheckingResult(range: NSRange(location: 2, length: 3), url: URL(string: "a:b")!).range.location == 2)
    }

    /// The same comment drawn as the gallery browser builds it: plain runs and link runs joined
    /// into one `Text`, whose words all show.
    @Test func aCommentBuiltFromDetectedLinksDrawsEveryWord() throws {
        let text = "Notes at https://ex.org/n thanks"
        let detector = try NSDataDetector(types: 1 << 5)
        let link = try #require(detector.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length)).first)
        let nsText = text as NSString
        let joined = Text(nsText.substring(to: link.range.location))
            + Text(nsText.substring(with: link.range)).foregroundColor(.accentColor)
            + Text(nsText.substring(from: link.range.location + link.range.length))
        #expect(joined.render(width: 40) == "Notes at https://ex.org/n thanks")
    }

    /// A tap overlay finds the character under a point with TextKit: the text laid out a cell a
    /// character and a row a line, wrapped at the container's width less its padding.
    @Test func aLayoutManagerFindsTheCharacterUnderAPoint() {
        let storage = NSTextStorage(attributedString: NSAttributedString(string: "Read\nmore of it"))
        let layout = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 8, height: 0))
        container.lineFragmentPadding = 0
        layout.addTextContainer(container)
        storage.addLayoutManager(layout)
        #expect(layout.textStorage === storage && container.layoutManager === layout)
        #expect(storage.layoutManagers.count == 1 && layout.textContainers.count == 1)
        let index = { (x: CGFloat, y: CGFloat) in
            layout.characterIndex(for: CGPoint(x: x, y: y), in: container, fractionOfDistanceBetweenInsertionPoints: nil)
        }
        #expect(index(1, 0) == 1)    // "e" of "Read"
        #expect(index(9, 0) == 4)    // past "Read": its new line
        #expect(index(1, 1) == 6)    // "o" of "more"
        #expect(index(0, 2) == 13)   // "i" of "it", wrapped after eight characters
        #expect(index(5, 2) == 14)   // past "it": its last character
        #expect(index(3, 9) == 14)   // below the text: its last character
        #expect(container.lineBreakMode == .byWordWrapping && container.maximumNumberOfLines == 0)
        var fraction: CGFloat = 0.5
        _ = layout.characterIndex(for: .zero, in: container, fractionOfDistanceBetweenInsertionPoints: &fraction)
        #expect(fraction == 0)
        storage.removeLayoutManager(layout)
        #expect(layout.textStorage == nil)
        #expect(NSLayoutManager().characterIndex(for: .zero, in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 0)
    }

    /// A list form dismisses the keyboard by sending `resignFirstResponder` up the chain (the
    /// copy writes its `#selector` as a `Selector` of that text); no responder answers in a
    /// render, and the form draws as it was.
    @Test func sendingAnActionUpTheResponderChainReportsNoResponder() {
        let handled = UIApplication.shared.sendAction(Selector("UIResponder.resignFirstResponder"), to: nil, from: nil, for: nil)
        #expect(!handled)
        UIApplication.shared.sendAction("resignFirstResponder", to: nil, from: nil, for: nil)  // its answer may go unread
    }

    /// A download button dims while held, with the older long-press form that reports pressing;
    /// nothing presses a render, so it is drawn as it was and neither closure runs. The newer
    /// form and a trailing closure alone still resolve.
    @Test func aLongPressThatReportsPressingDrawsTheViewAsItWas() {
        var events: [String] = []
        let button = Text("Download")
            .onLongPressGesture(minimumDuration: 0, maximumDistance: 50, pressing: { events.append("pressing \($0)") }, perform: { events.append("done") })
        #expect(button.render(width: 10) == "Download")
        #expect(Text("Hold").onLongPressGesture { events.append("held") }.render(width: 4) == "Hold")
        #expect(Text("Hold").onLongPressGesture(minimumDuration: 1) { events.append("held") }.render(width: 4) == "Hold")
        #expect(Text("Hold").onLongPressGesture(perform: {}, onPressingChanged: { _ in }).render(width: 4) == "Hold")
        #expect(events.isEmpty)
    }

    /// The workout's rest timer schedules "Rest time over!" some seconds ahead and cancels it
    /// when the workout stops: the trigger keeps its interval, and cancelling what a preview
    /// never scheduled does nothing.
    @Test func aRestTimerSchedulesAndCancelsItsNotification() {
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false)
        #expect(trigger.timeInterval == 90 && !trigger.repeats)
        let next = trigger.nextTriggerDate().map { $0.timeIntervalSinceNow } ?? 0
        #expect(next > 80 && next <= 90)
        let content = UNMutableNotificationContent()
        content.title = "Rest time over!"
        let request = UNNotificationRequest(identifier: "rest", content: content, trigger: trigger)
        #expect(request.trigger === trigger)
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["rest"])
        UNUserNotificationCenter.current().removeDeliveredNotifications(withIdentifiers: ["rest"])
    }

    final class TapCatcherView: UIView {}

    struct TapCatcher: UIViewRepresentable {
        func makeUIView(context: Context) -> TapCatcherView { TapCatcherView() }
        func updateUIView(_ uiView: TapCatcherView, context: Context) {}
    }

    /// A comment lays a tap-catching UIKit view over its text to find the tapped link. On a
    /// phone that view is clear and the words show; here too: a platform view TextUI cannot draw
    /// stands as its `⬚` line on its own, but in a layer over (or under) a view it draws nothing,
    /// and the text under it is whole.
    @Test func aPlatformViewLaidOverTextLeavesTheTextReadable() {
        let comment = Text("Errata at https://example.org/notes, thanks.")
        #expect(comment.overlay(TapCatcher()).render(width: 50) == "Errata at https://example.org/notes, thanks.")
        #expect(comment.overlay { VStack { TapCatcher() } }.render(width: 50) == "Errata at https://example.org/notes, thanks.")
        #expect(Text("Share").background(TapCatcher()).render(width: 20) == "Share")
        #expect(TapCatcher().render(width: 30) == "⬚ TapCatcherView")
        #expect(VStack(alignment: .leading) { Text("Share"); TapCatcher() }.render(width: 30) == "Share\n⬚ TapCatcherView")
    }

    /// A gallery's rating of three and a half stars draws its half star, as a phone does; it
    /// drew an empty one, so 3.5 read as 3.
    @Test func aHalfStarIsDrawnAsAHalfStar() {
        let rating = HStack(spacing: 0) {
            ForEach(0..<3) { _ in Image(systemName: "star.fill") }
            Image(systemName: "star.leadinghalf.filled")
            Image(systemName: "star")
        }
        #expect(rating.render(width: 10) == "★★★⯪☆")
    }
}
