import Foundation
import Testing
import ViewStateKit

/// The keys every feature can read without declaring them, as swift-dependencies gives them:
/// `\.uuid`, `\.date` and `\.continuousClock`. (Their test values fail the running test when
/// used; ViewStateTestingTests pins those failures.)
@Suite struct BuiltInDependencyTests {
    @Test func theUUIDKeyIsRandomLiveAndTakesAGeneratorForTests() {
        @Dependency(\.uuid) var uuid
        #expect(uuid() != uuid())
        withDependencies { $0.uuid = .incrementing } operation: {
            #expect([uuid(), uuid()] == [UUID(counting: 0), UUID(counting: 1)])
        }
    }

    @Test func theDateKeyIsTheTimeLiveAndItsNowCanBeSet() {
        @Dependency(\.date) var date
        @Dependency(\.date.now) var now
        let before = Date()
        #expect(date() >= before)
        let fixed = Date(timeIntervalSince1970: 1_234_567_890)
        withDependencies { $0.date.now = fixed } operation: {
            #expect(date() == fixed)
            #expect(now == fixed)
        }
    }

    @Test func theContinuousClockKeyIsTheRealClockLiveAndTakesAnyClock() async throws {
        @Dependency(\.continuousClock) var clock
        #expect(clock is ContinuousClock)
        let manual = ManualClock()
        try await withDependencies { $0.continuousClock = manual } operation: {
            #expect(clock as? ManualClock === manual)
            try await clock.sleep(for: .zero)
        }
    }

    @Test func previewsGetTheLiveValues() {
        let values = DependencyValues(context: .preview)
        #expect(values.uuid() != values.uuid())
        #expect(values.continuousClock is ContinuousClock)
        #expect(abs(values.date().timeIntervalSinceNow) < 60)
    }
}
