import Foundation
import Testing
import TextUI

struct Quote: Equatable, Identifiable {
    let symbol: String
    let price: Double
    var id: String { symbol }
}

protocol QuoteService {
    func quotes(for symbols: [String]) -> AnyPublisher<[Quote], Error>
}

/// The live service: what the app ships, reaching URLSession through the screen's own import.
struct LiveQuoteService: QuoteService {
    var session: URLSession = .shared

    func quotes(for symbols: [String]) -> AnyPublisher<[Quote], Error> {
        let request = URLRequest(url: URL(string: "https://quotes.example.com/v1?symbols=\(symbols.joined(separator: ","))")!)
        _ = request
        return Empty().eraseToAnyPublisher()
    }
}

struct PreviewQuoteService: QuoteService {
    var quotes: [Quote]

    func quotes(for symbols: [String]) -> AnyPublisher<[Quote], Error> {
        Just(quotes).setFailureType(to: Error.self).eraseToAnyPublisher()
    }
}

final class TickerModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var quotes: [Quote] = []
    @Published var status = "Waiting"
    let lastRefresh = CurrentValueSubject<String, Never>("09:41")
    private let service: QuoteService
    private var cancellables = Set<AnyCancellable>()

    init(service: QuoteService) {
        self.service = service
        $query
            .map { $0.uppercased() }
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] symbol in self?.status = "Searching \(symbol)" }
            .store(in: &cancellables)
    }

    func refresh() {
        service.quotes(for: ["AAPL", "SWFT"])
            .receive(on: RunLoop.main)
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure = completion { self?.status = "Offline" }
            }, receiveValue: { [weak self] quotes in
                self?.quotes = quotes
                self?.status = "\(quotes.count) quotes"
            })
            .store(in: &cancellables)
    }
}

struct StockTickerScreen: View {
    @StateObject var model: TickerModel
    @State private var secondsSinceRefresh = 0
    @State private var refreshedAt = "--:--"
    @State private var isActive = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(model.quotes) { quote in
                        LabeledContent(quote.symbol, value: quote.price, format: .number.precision(.fractionLength(2)))
                    }
                } header: {
                    Text(model.status)
                } footer: {
                    Text("Updated \(refreshedAt), \(secondsSinceRefresh) s ago")
                }
            }
            .searchable(text: $model.query)
            .navigationTitle("Ticker")
            .onAppear { model.refresh() }
            .onReceive(timer) { _ in secondsSinceRefresh += 1 }
            .onReceive(model.lastRefresh) { refreshedAt = $0 }
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in
                isActive = true
                model.refresh()
            }
        }
    }
}

// A screen on an ObservableObject whose init chains $query.map.removeDuplicates.filter.receive(on:).sink
// and .store(in:), a use case returning AnyPublisher (Just + setFailureType + eraseToAnyPublisher
// in the preview, URLSession in the live one), and three onReceive: a Timer.publish(…).autoconnect(),
// a CurrentValueSubject and NotificationCenter.publisher(for:).

@MainActor @Suite(.drawsEveryReadableText) struct StockTickerScreenTests {
    let quotes = [Quote(symbol: "AAPL", price: 227.5), Quote(symbol: "SWFT", price: 6.01)]

    @Test func aRenderDrawsTheStateBeforeAnythingIsReceived() {
        let screen = StockTickerScreen(model: TickerModel(service: PreviewQuoteService(quotes: quotes)))
        #expect(screen.render(width: 40) == """
                             Ticker
            ╭──────────────────────────────────────╮
            │ ⌕ Search                             │
            ╰──────────────────────────────────────╯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Waiting
              Updated --:--, 0 s ago
            """)
    }

    @Test func appearingDeliversWhatThePublishersHoldAndNoTimerTick() async {
        let screen = StockTickerScreen(model: TickerModel(service: PreviewQuoteService(quotes: quotes)))
        let shown = await screen.appear(width: 40)
        #expect(shown.text == """
                             Ticker
            ╭──────────────────────────────────────╮
            │ ⌕ Search                             │
            ╰──────────────────────────────────────╯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              2 quotes
            ╭──────────────────────────────────────╮
            │ AAPL                          227.50 │
            ├──────────────────────────────────────┤
            │ SWFT                            6.01 │
            ╰──────────────────────────────────────╯
              Updated 09:41, 0 s ago
            """)
        #expect(shown.log.filter { $0.hasPrefix("onReceive") }.count == 3)
    }

    @Test func theModelsPipelineRunsAsCombineRunsIt() {
        let model = TickerModel(service: PreviewQuoteService(quotes: quotes))
        model.query = "aapl"
        #expect(model.status == "Searching AAPL")
        model.status = "Idle"
        model.query = "AAPL"
        #expect(model.status == "Idle", "removeDuplicates drops a value equal to the last one")
        model.query = ""
        #expect(model.status == "Idle", "filter drops an empty query")
    }

    @Test func aNotificationPostedAfterSubscribingIsDelivered() {
        var received: [String] = []
        let cancellable = NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .map(\.name.rawValue)
            .sink { received.append($0) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        cancellable.cancel()
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        #expect(received == ["UIApplicationDidBecomeActiveNotification"])
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 7, 16, 24, 40] {
            let screen = StockTickerScreen(model: TickerModel(service: PreviewQuoteService(quotes: quotes)))
            RenderChecks.checkOutputRules(screen.render(width: width), width: width, "ticker at \(width)")
        }
    }
}
