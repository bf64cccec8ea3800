import ExampleApp
import Foundation
import Testing
import TextUI
import ViewStateKit

/// The example views' doc comments show what they render; these calls are those examples.
@MainActor
@Suite struct ExampleDocTests {
    static func printed(_ view: some View, width: Int, height: Int? = nil) -> String {
        view.render(width: width, height: height)
    }

    @Test func mainContent() {
        #expect(Self.printed(MainContentView(state: .signedOut), width: 32) == docText("Main/MainContentView.swift"))
    }

    @Test func errorView() {
        #expect(Self.printed(ErrorView(message: "フィードを読み込めませんでした") {}, width: 32) == docText("Shared/ErrorView.swift"))
    }

    @Test func feed() {
        #expect(Self.printed(FeedView(state: FeedState(feed: .loaded(Paginated(items: [.morning], hasMore: true)))), width: 32)
            == docText("Feed/FeedView.swift"))
    }

    @Test func featureA() {
        #expect(Self.printed(FeatureAView(state: FeatureAReducer.State(items: [.notebook, .pen])), width: 24) == docText("PinNest/FeatureAView.swift"))
    }

    @Test func featureB() {
        #expect(Self.printed(FeatureBView(state: FeatureBReducer.State(item: .pen, quantity: 2)), width: 32) == docText("PinNest/FeatureBView.swift"))
    }

    @Test func profile() {
        #expect(Self.printed(ProfileView(currentUser: .taro, profile: .loaded(.taro)), width: 32) == docText("Profile/ProfileView.swift"))
    }

    @Test func settings() {
        #expect(Self.printed(SettingsView(settings: SettingsState(), currentUser: .taro), width: 32) == docText("Settings/SettingsView.swift"))
    }

    @Test func home() {
        #expect(Self.printed(HomeView(currentUser: .taro, cart: CartState(), latestOrder: .coffee), width: 32) == docText("Home/HomeView.swift"))
    }

    @Test func orderSearch() {
        #expect(Self.printed(OrderSearchView(orders: Order.mocks, searchText: "急", isSearchFocused: true), width: 32)
            == docText("Orders/OrderSearchView.swift"))
    }

    @Test func orderDetail() {
        #expect(Self.printed(OrderDetailView(order: .coffee), width: 40) == docText("Orders/OrderDetailView.swift"))
    }

    @Test func orderDetailContainer() {
        #expect(Self.printed(OrderDetailContainer(orderId: 99, state: OrderState(orderList: .loaded(Order.mocks))), width: 32)
            == docText("Orders/OrderDetailContainer.swift"))
    }

    @Test func app() {
        #expect(Self.printed(AppView(state: AppState(currentUser: .taro)), width: 40, height: 12) == docText("Root/AppView.swift"))
    }
}

/// The first ```text block of the doc comment in `Sources/ExampleApp/App/<path>`.
func docText(_ path: String, filePath: String = #filePath) -> String {
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let source = (try? String(contentsOf: root.appendingPathComponent("Sources/ExampleApp/App/\(path)"), encoding: .utf8)) ?? ""
    var lines: [String] = []
    var inside = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        let text = line.trimmingCharacters(in: .whitespaces)
        if inside {
            if text == "/// ```" { break }
            lines.append(String(text.dropFirst(3).drop { $0 == " " && false }).replacingFirstSpace())
        } else if text == "/// ```text" {
            inside = true
        }
    }
    return lines.joined(separator: "\n")
}

private extension String {
    /// `/// text` keeps what follows the one space after the slashes.
    func replacingFirstSpace() -> String { hasPrefix(" ") ? String(dropFirst()) : self }
}
