import Foundation
import ExampleApp
import Testing
import TextUI
import ViewStateKit
import ViewStateTesting

/// The live use cases against an in-memory server: what they ask for and how they read the
/// answer. No network: the transport is ``InMemoryServer``.
@MainActor
@Suite struct LiveServicesTests {
    @Test func liveServicesAskForTheirRoutesAndDecodeTheAnswers() async throws {
        let server = InMemoryServer.example
        #expect(try await LiveOrderService(http: server).fetchOrders() == Order.mocks)
        #expect(try await ItemsAPIClient.live(http: server).fetchItems(1) == .last)
        #expect(try await LiveFeedService(http: server).posts(page: 0) == .first)
        #expect(try await LiveProfileService(http: server).fetchProfile() == .taro)
        #expect(try await LiveSessionUseCase(http: server).restoreSession() == .taro)
        #expect(try await LiveLoginUseCase(http: server).login(email: "taro@example.com", password: "secret") == .taro)
        #expect(server.requests.map { "\($0.method) \($0.path)" } == [
            "GET orders", "GET items?page=1", "GET feed?page=0", "GET profile", "GET session", "POST login",
        ])
        let credentials = try JSONDecoder().decode(LoginCredentials.self, from: server.requests[5].body ?? Data())
        #expect(credentials == LoginCredentials(email: "taro@example.com", password: "secret"))
    }

    @Test func changesAreSentAsTheServerExpects() async throws {
        let server = InMemoryServer(routes: ["PUT orders/2": .json(Order.teapot), "DELETE orders/2": HTTPResponse(), "PUT settings": .json(["notifications": false])])
        #expect(try await LiveOrderService(http: server).updateOrder(.teapot) == .teapot)
        try await LiveOrderService(http: server).deleteOrder(id: 2)
        try await LiveSettingsService(http: server).saveNotifications(enabled: false)
        #expect(server.requests.map(\.method) == ["PUT", "DELETE", "PUT"])
        #expect(String(decoding: server.requests[2].body ?? Data(), as: UTF8.self) == #"{"notifications":false}"#)
    }

    @Test func serverErrorsBecomeHTTPErrorsAndAMissingSessionIsSignedOut() async throws {
        let server = InMemoryServer(routes: ["GET session": HTTPResponse(statusCode: 401)])
        #expect(try await LiveSessionUseCase(http: server).restoreSession() == nil)
        await #expect(throws: HTTPError.status(404, path: "orders")) {
            try await LiveOrderService(http: server).fetchOrders()
        }
        await #expect(throws: HTTPError.noTransport(path: "orders")) {
            try await LiveOrderService(http: UnconfiguredHTTPClient()).fetchOrders()
        }
    }

    @Test func theAppStartsThroughTheLiveServicesToHome() async {
        let server = InMemoryServer.example
        let root = ExampleAppEntry.makeRoot(http: server)
        let shown = await root.appear(width: 40, height: 16)
        #expect(shown.isSettled)
        #expect(server.requests.map(\.path) == ["session", "orders"])
        #expect(shown.text == """
                             ホーム
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

            こんにちは、山田太郎さん

            ╭──────────────────────────────────────╮
            │ カート                        空です │
            ├──────────────────────────────────────┤
            │ 最近の注文                           │
            │ コーヒー豆 200g                    › │
            ├──────────────────────────────────────┤
            │ ☺ プロフィール                     › │
            ╰──────────────────────────────────────╯

            ━━━━━━━━━━──────────────────────────────
             ⌂ ホーム  ☰ 注文  ⊻ アイテム  ⚙ 設定
            """)
    }
}

extension LiveServicesTests {
    @Test func aRejectedLoginIsALoginError() async {
        let server = InMemoryServer(routes: ["POST login": HTTPResponse(statusCode: 401)])
        await #expect(throws: LoginError.rejected) {
            try await LiveLoginUseCase(http: server).login(email: "taro@example.com", password: "wrong")
        }
    }

    @Test func anAnswerThatIsNotTheExpectedJSONIsADecodingError() async {
        let server = InMemoryServer(routes: ["GET orders": .json(["not": "orders"])])
        await #expect(throws: DecodingError.self) {
            try await LiveOrderService(http: server).fetchOrders()
        }
    }
}
