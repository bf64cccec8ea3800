import Foundation
import Testing
import TextUI

/// A preview drawn again after its appear actions ran keeps what they wrote into its
/// children's `@State` and `@StateObject`, as SwiftUI keeps a view's state while it is on
/// screen: the child made anew by its parent's `body` takes the value its earlier self held.
@MainActor
@Suite struct StateCarrierTests {
    struct Feed: View {
        @State private var loaded = false
        var body: some View { Text(loaded ? "Loaded" : "Loading…").onAppear { loaded = true } }
    }

    struct News: View {
        var body: some View { VStack(alignment: .leading) { Text("News"); Feed() } }
    }

    @Test func aChildsStateSetOnAppearIsDrawnOnceItHasAppeared() async {
        #expect(News().render() == "News\nLoading…")
        let appearance = await News().appear()
        #expect(appearance.text == "News\nLoaded")
        #expect(appearance.isSettled)
    }

    struct Headlines: View {
        @State private var titles: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                if titles.isEmpty { Text("Fetching…") }
                ForEach(titles, id: \.self) { Text($0) }
            }
            .task { titles = await Self.fetch() }
        }
        static func fetch() async -> [String] { ["Rain in Tokyo", "Markets calm"] }
    }

    @Test func whatAChildsTaskLoadedIsDrawn() async {
        let appearance = await VStack(alignment: .leading) { Text("Today"); Headlines() }.appear()
        #expect(appearance.text == "Today\nRain in Tokyo\nMarkets calm")
    }

    struct Row: View {
        let number: Int
        @State private var isOpen = false
        var body: some View {
            Text("\(number) \(isOpen ? "open" : "closed")").onAppear { isOpen = number.isMultiple(of: 2) }
        }
    }

    @Test func eachRowOfAListKeepsItsOwnState() async {
        let appearance = await VStack(alignment: .leading) { ForEach(1...4, id: \.self) { Row(number: $0) } }.appear()
        #expect(appearance.text == "1 closed\n2 open\n3 closed\n4 open")
    }

    final class Basket: ObservableObject {
        @MainActor static var made = 0
        @Published var items: [String] = []
        @MainActor init() { Self.made += 1 }
    }

    struct BasketView: View {
        @StateObject private var basket = Basket()
        var body: some View {
            Text(basket.items.isEmpty ? "Empty" : basket.items.joined(separator: ", "))
                .onAppear { basket.items = ["Tea"] }
        }
    }

    @Test func aChildsStateObjectIsMadeOnceAndKeepsWhatItWasGiven() async {
        Basket.made = 0
        let appearance = await VStack { BasketView() }.appear()
        #expect(appearance.text == "Tea")
        #expect(Basket.made == 1)
    }

    @Test func aSingleDrawingStartsEveryStateAtItsInitialValue() {
        #expect(VStack(alignment: .leading) { ForEach(1...2, id: \.self) { Row(number: $0) } }.render() == "1 closed\n2 closed")
    }
}
