import Foundation
import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

private struct NumbersClient: Sendable {
    var fetch: @Sendable (Int) async throws -> [Int]
}

extension NumbersClient: DependencyKey {
    static let liveValue = NumbersClient { Array(0..<$0) }
    static let testValue = NumbersClient(fetch: unimplemented("NumbersClient.fetch"))
}

extension DependencyValues {
    fileprivate var numbers: NumbersClient {
        get { self[NumbersClient.self] }
        set { self[NumbersClient.self] = newValue }
    }
}

private struct NumbersFeature: Reducer {
    enum Action: Equatable, Sendable { case load, loaded([Int]), failed }

    @Dependency(\.numbers) var numbers

    func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
        switch action {
        case .load:
            return .run { [numbers] send in
                do { await send(.loaded(try await numbers.fetch(3))) } catch { await send(.failed) }
            }
        case .loaded(let values):
            state = values
            return .none
        case .failed:
            return .none
        }
    }
}

@MainActor
@Suite struct TestDependenciesTests {
    nonisolated static let message = """
        Unimplemented dependency NumbersClient.fetch was called. Tests get unimplemented dependencies; \
        override it: withDependencies { $0.… = … } (or TestStore's withDependencies:).
        """

    @Test func testDependenciesGiveTheOverridesAndTheTestValuesElsewhere() async {
        await withTestDependencies { $0.numbers = NumbersClient { _ in [7] } } operation: {
            #expect(DependencyValues.current.context == .test)
            let fetched = try? await DependencyValues.current.numbers.fetch(1)
            #expect(fetched == [7])
        }
    }

    @Test func anUnexpectedCallFailsTheTestByName() async {
        await withKnownIssue {
            await withTestDependencies {
                let result = try? await DependencyValues.current.numbers.fetch(1)
                #expect(result == nil, "the call also throws, so the caller stops")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Self.message]
                && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test func theSeedsTestStoreWithDependenciesUsesTheOverride() async {
        let store = TestStore(initialState: [Int]()) {
            NumbersFeature()
        } withDependencies: {
            $0.numbers.fetch = { _ in [1, 2] }
        }
        await store.send(.load)
        await store.receive(.loaded([1, 2])) { $0 = [1, 2] }
    }

    @Test func aTestStoreEffectCallingAnUnimplementedDependencyFailsByName() async {
        // An effect that swallows the error still fails the test: the call is reported.
        await withKnownIssue {
            let store = TestStore(initialState: [Int]()) { NumbersFeature() } withDependencies: { _ in }
            await store.send(.load)
            await store.receive(.failed)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Self.message]
        }
    }

    /// `\.uuid`, `\.date` and `\.continuousClock` are unimplemented in tests, as in
    /// swift-dependencies: using one the test did not override fails it by name.
    @Test func theBuiltInKeysFailATestThatUsesThemWithoutAnOverride() async {
        let messages = LockedValue<[String]>([])
        await withKnownIssue {
            await withTestDependencies {
                @Dependency(\.uuid) var uuid
                @Dependency(\.date) var date
                @Dependency(\.continuousClock) var clock
                _ = uuid()
                _ = date()
                await #expect(throws: UnimplementedDependencyError(name: "@Dependency(\\.continuousClock)")) {
                    try await clock.sleep(for: .seconds(1))
                }
            }
        } matching: { issue in
            messages.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        #expect(messages.current == ["uuid", "date", "continuousClock"].map { key in
            "Unimplemented dependency @Dependency(\\.\(key)) was called. Tests get unimplemented dependencies; "
                + "override it: withDependencies { $0.… = … } (or TestStore's withDependencies:)."
        })
    }

    @Test func theBuiltInKeysGiveWhatTheTestSets() async throws {
        let clock = ManualClock()
        try await withTestDependencies {
            $0.uuid = .incrementing
            $0.date = .constant(Date(timeIntervalSince1970: 0))
            $0.continuousClock = clock
        } operation: {
            @Dependency(\.uuid) var uuid
            @Dependency(\.date.now) var now
            @Dependency(\.continuousClock) var continuousClock
            #expect(uuid() == UUID(counting: 0))
            #expect(now == Date(timeIntervalSince1970: 0))
            try await continuousClock.sleep(for: .zero)
        }
    }
}
