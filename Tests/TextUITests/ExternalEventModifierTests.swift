import Foundation
import Testing
import TextUI

/// What the fetched apps attach to screens for events a preview never has — a Handoff or
/// Spotlight activity, a hardware key, a scroll, an animation's transaction — and the
/// container backgrounds text has no paint for: each draws the screen exactly as without it,
/// and no action runs, even when the preview appears.
@MainActor
@Suite struct ExternalEventModifierTests {
    /// A photo viewer in the shape the apps write it.
    struct PhotoViewer: View {
        let index: Int
        @State private var offset: CGFloat = 0
        @State private var phase = ScrollPhase.idle
        @State private var opened: [String] = []

        var body: some View {
            VStack(alignment: .leading) {
                ScrollView { Text("Photo \(index) of 3") }
                    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, new in offset = new }
                    .onScrollPhaseChange { _, new in phase = new }
                    .onScrollPhaseChange { _, new, context in phase = new; offset = context.geometry.visibleRect.minY }
                Text("\(Int(offset)) · \(phase.isScrolling ? "moving" : "still") · \(opened.count)")
                    .transaction { $0.animation = nil }
                    .transaction(value: index) { $0.disablesAnimations = true }
            }
            .onKeyPress(.rightArrow) { opened.append("→"); return .handled }
            .onKeyPress(.leftArrow, phases: .down) { _ in .ignored }
            .onKeyPress(keys: [.escape, "q"]) { press in opened.append(press.characters); return .handled }
            .onKeyPress { _ in .ignored }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { opened.append($0.webpageURL?.absoluteString ?? "") }
            .containerBackground(.blue.gradient, for: .navigation)
            .containerBackground(for: .widget) { Color.black }
        }
    }

    @Test func modifiersForEventsAPreviewNeverHasDrawTheScreenAsItWas() async {
        let expected = """
              Photo 2 of 3
            0 · still · 0
            """
        #expect(PhotoViewer(index: 2).render(width: 16) == expected, "a scroll view is as wide as the screen, its text centred")
        #expect(await PhotoViewer(index: 2).appear(width: 16).text == expected, "appearing runs none of the actions")
    }

    @Test func aScrollGeometrysRectsComeFromItsOffsetInsetsAndSizes() {
        let geometry = ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 390, height: 2000),
            contentInsets: EdgeInsets(top: 10, leading: 0, bottom: 30, trailing: 0), containerSize: CGSize(width: 390, height: 800))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 120, width: 390, height: 800))
        #expect(geometry.bounds == CGRect(x: 0, y: 130, width: 390, height: 760))
        #expect(ScrollPhase.decelerating.isScrolling && !ScrollPhase.idle.isScrolling)
        #expect(KeyPress.Phases([.down, .repeat]).contains(.repeat) && !KeyPress.Phases.down.contains(.up))
    }

    @Test func aUserActivityKeepsWhatTheAppSetOnIt() {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://example.com/item/4")
        activity.userInfo = ["id": 4]
        activity.title = "Item 4"
        #expect(activity.activityType == "NSUserActivityTypeBrowsingWeb")
        #expect(activity.webpageURL?.lastPathComponent == "4" && activity.userInfo?["id"] as? Int == 4)
    }
}
