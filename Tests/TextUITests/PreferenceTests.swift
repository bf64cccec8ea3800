@testable import TextUI
import Testing

/// Preferences: values a view's content sets reach the ancestor that reads them, folded in
/// the order the views are written — in a stack, through a GeometryReader, changed by
/// `transformPreference`, drawn by `overlayPreferenceValue` and acted on by `onPreferenceChange`.
@MainActor
@Suite struct PreferenceTests {
    struct UnreadCount: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct TitleWidth: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
    }

    struct Names: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct Header: View {
        @State private var widest = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("Widest: \(widest)")
                Text("Mail").preference(key: TitleWidth.self, value: 4)
                Text("Calendar").preference(key: TitleWidth.self, value: 8)
            }
            .onPreferenceChange(TitleWidth.self) { widest = $0 }
        }
    }

    struct SizeKey: PreferenceKey {
        static let defaultValue: CGSize = .zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
    }

    /// The way screens measure a view: a GeometryReader behind it sets its size, an ancestor
    /// keeps it in a @State.
    struct MeasuredTitle: View {
        @State private var size: CGSize = .zero
        var body: some View {
            VStack(alignment: .leading) {
                Text("Title")
                    .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                Text("\(Int(size.width))×\(Int(size.height)) pt")
            }
            .onPreferenceChange(SizeKey.self) { size = $0 }
        }
    }

    @Test func aGeometryReaderBehindAViewHandsItsSizeToTheStateThatShowsIt() async {
        let shown = await MeasuredTitle().appear(width: 20)
        #expect(shown.text == "Title\n40×16 pt", "5 columns and 1 row are 40 × 16 points")
    }

    @Test func theFormWithoutAnAlignmentCentresTheLayer() {
        let text = Text("Inbox").preference(key: UnreadCount.self, value: 7)
            .frame(maxWidth: .infinity)
            .overlayPreferenceValue(UnreadCount.self) { count in Text("\(count)") }
            .render(width: 9)
        #expect(text == "  In7ox")
    }

    @Test func anAncestorReadsTheValuesItsContentSetsFoldedInWrittenOrder() {
        let text = VStack(alignment: .leading) {
            Text("a").frame(maxWidth: .infinity, alignment: .leading).preference(key: Names.self, value: ["first"])
            HStack {
                Text("b").preference(key: Names.self, value: ["second"])
                Text("c").preference(key: Names.self, value: ["third"])
            }
        }
        .overlayPreferenceValue(Names.self, alignment: .topTrailing) { names in Text(names.joined(separator: ",")) }
        .render(width: 20)
        #expect(text.split(separator: "\n").first == "a first,second,third")
    }

    @Test func withNoValueSetTheReaderSeesTheDefault() {
        let text = Text("Inbox")
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlayPreferenceValue(UnreadCount.self, alignment: .trailing) { Text("\($0)") }
            .render(width: 10)
        #expect(text == "Inbox    0")
    }

    @Test func onlyTheReadersOwnContentCounts() {
        let text = VStack(alignment: .leading) {
            Text("outside").preference(key: UnreadCount.self, value: 100)
            Text("inside").preference(key: UnreadCount.self, value: 2)
                .frame(maxWidth: .infinity, alignment: .leading)
                .overlayPreferenceValue(UnreadCount.self, alignment: .trailing) { Text("\($0)") }
        }
        .render(width: 12)
        #expect(text.split(separator: "\n").last == "inside     2")
    }

    @Test func valuesSetInsideAGeometryReaderCountFromItsLastDrawing() {
        let text = GeometryReader { proxy in
            Text("wide").preference(key: UnreadCount.self, value: Int(proxy.size.width))
        }
        .frame(height: 1)
        .backgroundPreferenceValue(UnreadCount.self, alignment: .trailing) { Text("\($0)pt") }
        .render(width: 12)
        #expect(text == "wide    96pt", "12 columns are 96 points; summed, so a value per build would show")
    }

    @Test func transformPreferenceChangesWhatItsContentHandsUp() {
        let text = VStack(alignment: .leading) {
            VStack {
                Text("a").frame(maxWidth: .infinity, alignment: .leading).preference(key: UnreadCount.self, value: 70)
                Text("b").preference(key: UnreadCount.self, value: 60)
            }
            .transformPreference(UnreadCount.self) { count in count = min(count, 99) }
            Text("c").preference(key: UnreadCount.self, value: 1)
        }
        .overlayPreferenceValue(UnreadCount.self, alignment: .topTrailing) { Text("\($0)") }
        .render(width: 8)
        #expect(text.split(separator: "\n").first == "a    100", "99 from the capped section, 1 from the row after it")
    }

    @Test func onPreferenceChangeRunsWhenThePreviewAppearsAndTheStateItSetsIsDrawn() async {
        let shown = await Header().appear(width: 20)
        #expect(shown.text == "Widest: 8\nMail\nCalendar")
        #expect(shown.log.contains { $0.hasPrefix("onChange(of: 8)") })
        #expect(Header().render(width: 20) == "Widest: 0\nMail\nCalendar", "a plain render runs nothing")
    }

    @Test func onPreferenceChangeStaysQuietWhileTheValueIsTheDefault() async {
        final class Calls { var count = 0 }
        let calls = Calls()
        _ = await Text("no values").onPreferenceChange(UnreadCount.self) { _ in calls.count += 1 }.appear(width: 12)
        #expect(calls.count == 0)
    }

    @Test func aPreviewsLayerIsReadAsWellAsDrawn() {
        let view = Text("Inbox")
            .preference(key: UnreadCount.self, value: 4)
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlayPreferenceValue(UnreadCount.self, alignment: .trailing) { Text("\($0) new") }
        #expect(view.render(width: 12) == "Inbox  4 new")
        #expect(view.accessibilityTranscript().contains("4 new"))
    }
}

@MainActor
@Suite struct PreferenceLayerOverAListTests {
    @Test func aPreferenceLayerOverAnEmptyListShowsWholeAsAnOverlayDoes() {
        let list = List { Section("Inbox") { EmptyView() } }
        let plain = list.overlay { Text("Nothing here\nyet") }.render(width: 20)
        let fromPreference = list
            .overlayPreferenceValue(PreferenceTests.UnreadCount.self) { _ in Text("Nothing here\nyet") }
            .render(width: 20)
        #expect(fromPreference == plain)
        #expect(fromPreference.contains("yet"))
    }
}
