import Testing
import TestSupport
@testable import TextUI

/// `preview check` draws each state and reads its accessibility elements from one layout
/// (`renderAndDescribe`); both must be exactly what the two separate calls give.
@MainActor
@Suite struct RenderAndDescribeTests {
    @Test func oneLayoutGivesTheDrawingAndTheElementsOfTwo() async {
        var trees = RandomViews(seed: 0xD5_2026)
        var widths = SplitMix64(seed: 0xD5_2027)
        for tree in 0..<40 {
            await Task.yield()
            let view = trees.view(depth: 3)
            let width = widths.int(1...80)
            let both = view.renderAndDescribe(width: width)
            #expect(both.text == view.render(width: width), "tree \(tree) at \(width)")
            #expect(both.accessibility == view.accessibilityElements(), "tree \(tree)")
        }
    }

    @Test func aScreenWithAHeightIsDrawnToThatHeight() {
        let screen = NavigationStack {
            List {
                Section("Account") { Toggle("Notifications", isOn: .constant(true)) }
            }
            .navigationTitle("Settings")
        }
        let both = screen.renderAndDescribe(width: 30, height: 12)
        #expect(both.text == screen.render(width: 30, height: 12))
        #expect(both.text.split(separator: "\n", omittingEmptySubsequences: false).count == 12)
        #expect(both.accessibility == screen.accessibilityElements())
    }
}
