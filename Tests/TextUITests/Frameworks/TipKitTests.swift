import Foundation
import Testing
import TextUI

/// A tip over a new feature, as the fetched apps write it: shown as on the app's first launch,
/// in the screen's layout or as a popover, until the screen invalidates it; hidden when a test
/// hides all tips. Tests that change the tips' state run one at a time.
@MainActor
@Suite(.serialized) struct TipKitTests {
    struct StarTip: Tip {
        var title: Text { Text("Save a trail") }
        var message: Text? { Text("Tap the star.") }
        var actions: [Action] { [Action(title: "Learn more")] }
    }

    struct ShareTip: Tip {
        var title: Text { Text("Share it") }
    }

    @Test func aTipViewDrawsItsTitleMessageAndActionsInABox() throws {
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        #expect(TipView(StarTip()).render(width: 20) == """
            ╭──────────────────╮
            │ Save a trail     │
            │ Tap the star.    │
            │ [ Learn more ]   │
            ╰──────────────────╯
            """)
        #expect(StarTip().id == "StarTip")
        #expect(StarTip().status == .available)
    }

    @Test func anInvalidatedTipIsNotDrawnUntilTheDatastoreIsReset() throws {
        ShareTip().invalidate(reason: .tipClosed)
        #expect(TipView(ShareTip()).render() == "")
        #expect(ShareTip().status == .invalidated(.tipClosed))
        Tips.showAllTipsForTesting()
        #expect(ShareTip().shouldDisplay)
        try Tips.resetDatastore()
        #expect(TipView(ShareTip()).render().contains("Share it"))
    }

    @Test func aPopoverTipIsShownFromItsViewUntilTipsAreHidden() throws {
        let screen = Button("Favourites") {}.popoverTip(ShareTip())
        #expect(screen.render().contains("[ Favourites ]"))
        #expect(screen.render().contains("Share it"))
        Tips.hideAllTipsForTesting()
        #expect(screen.render() == "[ Favourites ]")
        #expect(TipView(StarTip()).render() == "")
        try Tips.resetDatastore()
    }
}
