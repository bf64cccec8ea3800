import Foundation
import Testing
@testable import TextUI

/// A `GeometryReader` drawn with no height (a preview at its natural height) reads what a
/// phone would propose to it, wherever it sits: a phone's 759 points of content, less what
/// the views around it take (a navigation bar, a tab bar, padding, the fixed rows beside it
/// in a stack). Real screens size a banner, a page or a player this way below a navigation
/// stack, inside padding and under a header; a phone shows the banner, so a preview does too.
/// A scroll view or a list proposes no height, so a reader there keeps reading 0.
@MainActor
struct PhoneProposedHeightTests {
    /// The heights the readers of a drawing read, in the order they were built.
    final class Readings {
        var heights: [Double] = []
    }

    /// A reader drawing a banner 30 % of the height it reads, with "Mina Park" under it.
    func banner(_ readings: Readings) -> some View {
        GeometryReader { geo in
            readings.heights.append(geo.size.height)
            return VStack(spacing: 0) {
                Color.blue.frame(height: geo.size.height * 0.3)
                Text("Mina Park")
            }
        }
    }

    /// The rows a banner drawn for a reader that read `height` points takes.
    func bannerRows(readingHeight height: Double) -> Int {
        height * 0.3 < 1 ? 0 : Color.blue.frame(height: height * 0.3).render(width: 40).components(separatedBy: "\n").count
    }

    /// The rows of `text` above the one that reads "Mina Park".
    func rows(above text: String) -> Int? {
        text.components(separatedBy: "\n").firstIndex { $0.contains("Mina Park") }
    }

    @Test func aBannerInsideANavigationStackDrawsItsRowsLessTheBar() throws {
        let readings = Readings()
        let text = NavigationStack { banner(readings).navigationTitle("Profile") }.render(width: 40)
        // 759 less the 44-point bar and the 52-point large title a phone shows at the root.
        #expect(readings.heights.last == 663)
        let drawn = try #require(rows(above: text))
        let inline = Readings()
        let inlineText = NavigationStack {
            banner(inline).navigationTitle("Profile").navigationBarTitleDisplayMode(.inline)
        }.render(width: 40)
        #expect(inline.heights.last == 715)
        // The bar's rows, then the banner's 12 rows (0.3 × 663 points).
        #expect(bannerRows(readingHeight: 663) == 12)
        #expect(drawn == 12 + (text.components(separatedBy: "\n").firstIndex { $0.contains("━") } ?? 0) + 1)
        #expect(try #require(rows(above: inlineText)) > 12)
    }

    @Test func aBannerInsidePaddingReadsTheHeightLessThePadding() {
        let readings = Readings()
        let text = banner(readings).padding().render(width: 40)
        // The default padding is a row, 16 points, above and below.
        #expect(readings.heights.last == 727)
        #expect(rows(above: text) == 1 + bannerRows(readingHeight: 727))
        #expect(bannerRows(readingHeight: 727) == 13)
    }

    @Test func aReaderBelowAHeaderReadsWhatTheHeaderLeaves() {
        let readings = Readings()
        let text = VStack(spacing: 0) {
            Text("Today")
            Text("Steps")
            banner(readings)
        }.render(width: 40)
        #expect(readings.heights.last == 727)
        #expect(rows(above: text) == 2 + bannerRows(readingHeight: 727))
    }

    @Test func readersAndSpacersBesideEachOtherShareWhatIsLeftEvenly() {
        let readings = Readings()
        _ = VStack(spacing: 0) {
            Text("Header")
            banner(readings)
            Spacer()
            banner(readings)
        }.render(width: 40)
        // 759 less the header's 16 points, in three: two readers and a spacer.
        let share: Double = 743.0 / 3
        #expect(readings.heights == [share, share])
    }

    @Test func modifiersThatDrawNothingOfTheirOwnHandOnTheWholeRoom() {
        let readings = Readings()
        _ = NavigationStack {
            AnyView(banner(readings))
                .onAppear {}
                .task {}
                .environment(\.colorScheme, .dark)
                .id(1)
                .accessibilityLabel("Profile")
                .background(Color.gray)
                .frame(maxWidth: .infinity)
                .toolbar(.hidden, for: .navigationBar)
        }.render(width: 40)
        // A hidden bar takes nothing: the reader reads the whole screen's content.
        #expect(readings.heights.last == 759)
    }

    @Test func aReaderInATabViewReadsTheHeightLessTheTabBar() {
        let readings = Readings()
        _ = TabView {
            banner(readings).tabItem { Text("Home") }
        }.render(width: 40)
        #expect(readings.heights.last == 710)
    }

    @Test func aReaderInAScrollViewOrAListReadsZero() {
        let readings = Readings()
        let text = NavigationStack {
            ScrollView { banner(readings) }.navigationTitle("Feed")
        }.render(width: 40)
        _ = List { banner(readings) }.render(width: 40)
        _ = VStack { Text("Header"); ScrollView { VStack { banner(readings) } } }.padding().render(width: 40)
        #expect(readings.heights.count >= 3)
        #expect(readings.heights.allSatisfy { $0 == 0 })
        #expect(text.contains("Mina Park"))
    }

    @Test func aDrawingGivenAHeightGivesTheReaderThoseRows() {
        // A fixed-height drawing proposes its own rows, as it did before readers read a phone's.
        let readings = Readings()
        _ = VStack(spacing: 0) {
            Text("Header")
            banner(readings)
        }.padding().render(width: 40, height: 20)
        // 20 rows less the padding's two and the header's one are 17 rows, 272 points.
        #expect(readings.heights.last == 272)
        let alone = Readings()
        _ = banner(alone).render(width: 40, height: 10)
        #expect(alone.heights.last == 160)
    }

    @Test func aReaderInsideAReaderReadsTheOuterReadersHeight() {
        let readings = Readings()
        let text = GeometryReader { _ in
            VStack(spacing: 0) {
                Text("Title")
                GeometryReader { inner in
                    GeometryReader { innermost in
                        readings.heights.append(innermost.size.height)
                        return Text("\(Int(inner.size.height))")
                    }
                }
            }
        }.render(width: 40)
        #expect(readings.heights.last == 743)
        #expect(text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == ["Title", "743"])
    }

    @Test func deepChainsAreDrawnTheSameEachTimeWithoutReadingBelowZero() {
        func chain(_ readings: Readings) -> String {
            var view: AnyView = AnyView(banner(readings))
            for level in 0..<300 {
                let inner = view
                switch level % 3 {
                case 0: view = AnyView(inner.padding())
                case 1: view = AnyView(ZStack { inner })
                default: view = AnyView(VStack { Text("\(level)"); inner })
                }
            }
            return view.render(width: 40)
        }
        let first = Readings(), second = Readings()
        #expect(chain(first) == chain(second))
        #expect(first.heights.last == 0 && second.heights.last == 0)
    }
}
