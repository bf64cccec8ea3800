@testable import TextUI
import Foundation
import Testing

/// Modifiers the fetched apps use that a text screen has no mark for (blend modes, hover,
/// focus rings, scroll bounce, transitions, widgets) draw the view exactly as without them, so
/// a screen that uses them compiles and draws unchanged; `onGeometryChange` runs as a preview
/// appears, with the size the view is drawn at.
@MainActor
@Suite struct RealAppModifierTests {
    /// A card as the apps write it, every such modifier on it.
    struct Card: View, Equatable {
        let title: String
        @Namespace private var namespace
        var body: some View {
            VStack(alignment: .leading) {
                Text(title).blendMode(.multiply).geometryGroup()
                Image(systemName: "star.fill").resizable().interpolation(.none).antialiased(false)
                ScrollView { Text("Body") }
                    .scrollBounceBehavior(.basedOnSize)
                    .scrollIndicatorsFlash(onAppear: true)
                    .scrollIndicatorsFlash(trigger: title)
            }
            .focusEffectDisabled()
            .onHover { _ in }
            .widgetURL(URL(string: "app://card"))
            .handlesExternalEvents(preferring: ["card"], allowing: ["*"])
            .matchedTransitionSource(id: title, in: namespace)
            .navigationTransition(.zoom(sourceID: title, in: namespace))
            .navigationTransition(.automatic)
        }

        nonisolated static func == (lhs: Card, rhs: Card) -> Bool { lhs.title == rhs.title }
    }

    struct PlainCard: View {
        let title: String
        var body: some View {
            VStack(alignment: .leading) {
                Text(title)
                Image(systemName: "star.fill").resizable()
                ScrollView { Text("Body") }
            }
        }
    }

    @Test func modifiersWithNoMarkInTextDrawTheViewAsWithoutThem() {
        #expect(Card(title: "Tokyo").render(width: 20) == PlainCard(title: "Tokyo").render(width: 20))
        #expect(Card(title: "Tokyo").equatable().render(width: 20) == PlainCard(title: "Tokyo").render(width: 20))
        #expect(Card(title: "Tokyo").render(width: 20).contains("Tokyo"))
    }

    @Test func onHoverNeverRunsInAPreview() async {
        final class Hovers { var count = 0 }
        let hovers = Hovers()
        _ = await Text("Delete").onHover { _ in hovers.count += 1 }.appear(width: 10)
        #expect(hovers.count == 0)
    }

    struct TitleHeight: View {
        @State private var height: CGFloat = 0
        @State private var changes: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text("A long title that wraps")
                    .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
                Text("\(Int(height)) pt tall")
            }
        }
    }

    @Test func onGeometryChangeHandsTheDrawnSizeToThePreviewsState() async {
        let shown = await TitleHeight().appear(width: 12)
        #expect(shown.text == "A long title\nthat wraps\n32 pt tall", "two rows are 32 points")
        #expect(TitleHeight().render(width: 12).hasSuffix("0 pt tall"), "a plain render runs nothing")
    }

    @Test func onGeometryChangeGivesTheOldAndNewValue() async {
        final class Seen { var pairs: [String] = [] }
        let seen = Seen()
        _ = await Text("wide text").onGeometryChange(for: Int.self) { Int($0.size.width) } action: { old, new in
            seen.pairs.append("\(old)→\(new)")
        }.appear(width: 20)
        #expect(seen.pairs == ["72→72"], "first drawn: 9 columns, 72 points, old and new alike")
    }
}
