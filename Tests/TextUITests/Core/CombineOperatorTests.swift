import Foundation
import Testing
import TextUI

private struct Offline: Error, Equatable {}

/// The Combine operators view models in SwiftUI files chain (13 of the fetched apps debounce a
/// search field): joining, failing, deferred and promised publishers behave as Combine's do.
@MainActor @Suite struct CombineOperatorTests {
    @Test func mergeSendsBothPublishersValuesAndEndsWhenBothHaveEnded() {
        let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<Int, Never>()
        var seen: [Int] = [], ended = false
        let cancellable = left.merge(with: right).sink(receiveCompletion: { _ in ended = true }, receiveValue: { seen.append($0) })
        left.send(1); right.send(2); left.send(3)
        left.send(completion: .finished)
        #expect(!ended)
        right.send(completion: .finished)
        #expect(seen == [1, 2, 3] && ended)
        cancellable.cancel()
    }

    @Test func combineLatestPairsTheLatestValuesOnceBothHaveSent() {
        let query = CurrentValueSubject<String, Never>("tea"), onlyFavourites = PassthroughSubject<Bool, Never>()
        var seen: [String] = []
        let cancellable = query.combineLatest(onlyFavourites) { "\($0) \($1)" }.sink { seen.append($0) }
        #expect(seen.isEmpty)
        onlyFavourites.send(true)
        query.send("matcha")
        #expect(seen == ["tea true", "matcha true"])
        cancellable.cancel()
    }

    @Test func aFailureIsReplacedCaughtOrThrownAsCombineDoes() {
        var replaced: [String] = []
        _ = Fail<String, Offline>(error: Offline()).replaceError(with: "cached").sink { replaced.append($0) }
        #expect(replaced == ["cached"])

        var caught: [String] = []
        _ = Fail<String, Offline>(error: Offline()).catch { _ in Just("fallback") }.sink { caught.append($0) }
        #expect(caught == ["fallback"])

        var values: [Int] = [], failure: (any Error)?
        let subject = PassthroughSubject<String, Never>()
        let cancellable = subject.tryMap { text -> Int in
            guard let number = Int(text) else { throw Offline() }
            return number
        }.sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { values.append($0) })
        subject.send("4"); subject.send("x"); subject.send("5")
        #expect(values == [4])
        #expect(failure is Offline)
        cancellable.cancel()
    }

    @Test func aDeferredPublisherIsMadeForEachSubscriberAndAFutureKeepsItsResult() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in made += 1; return Just(made) }
        #expect(made == 0)
        var seen: [Int] = []
        _ = deferred.sink { seen.append($0) }
        _ = deferred.sink { seen.append($0) }
        #expect(seen == [1, 2])

        var promise: Future<String, Offline>.Promise?
        let future = Future<String, Offline> { promise = $0 }
        var early: [String] = [], late: [String] = []
        let first = future.sink(receiveCompletion: { _ in }, receiveValue: { early.append($0) })
        promise?(.success("Kyoto"))
        promise?(.success("ignored: a promise keeps its first result"))
        let second = future.sink(receiveCompletion: { _ in }, receiveValue: { late.append($0) })
        #expect(early == ["Kyoto"] && late == ["Kyoto"])
        first.cancel(); second.cancel()
    }

    @Test func handleEventsSeesEachValueAndTheEndAndShareHandsThemOn() {
        var log: [String] = []
        let shared = Just("ping").handleEvents(
            receiveOutput: { log.append("out \($0)") }, receiveCompletion: { _ in log.append("end") }
        ).share()
        var seen: [String] = []
        _ = shared.sink { seen.append($0) }
        #expect(seen == ["ping"])
        #expect(log == ["out ping", "end"])
        #expect(shared == shared)
    }

    #if !canImport(Combine)
    @Test func debounceThrottleAndDelayDeliverAtOnceSoARenderShowsTheSettledValue() {
        let query = PassthroughSubject<String, Never>()
        var debounced: [String] = [], throttled: [String] = [], delayed: [String] = []
        let cancellables = [
            query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { debounced.append($0) },
            query.throttle(for: 0.5, scheduler: DispatchQueue.main, latest: true).sink { throttled.append($0) },
            query.delay(for: .seconds(1), scheduler: DispatchQueue.main).sink { delayed.append($0) },
        ]
        query.send("ky")
        query.send("kyoto")
        #expect(debounced.last == "kyoto" && throttled.last == "kyoto" && delayed.last == "kyoto")
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(300) == 0.3 && DispatchQueue.SchedulerTimeType.Stride.microseconds(5) == 0.000005)
        cancellables.forEach { $0.cancel() }
    }

    /// A chart's coordinator hides its touch indicator a second later with Dispatch's own
    /// `.seconds`: the schedulers' spans are a type of their own, so the deadline reads
    /// Dispatch's interval alone (a `Double` with `.seconds` made it ambiguous).
    @Test func aDispatchDeadlineInSecondsReadsDispatchsIntervalBesideCombinesSpans() {
        let start = DispatchTime.now()
        let deadline: DispatchTime = .now() + .seconds(1)
        let soon: DispatchTime = .now() + .milliseconds(300)
        #expect(deadline.uptimeNanoseconds >= start.uptimeNanoseconds + 1_000_000_000)
        #expect(soon < deadline)
        let span: RunLoop.SchedulerTimeType.Stride = .seconds(2)
        #expect(span == 2 && span + .milliseconds(500) == 2.5 && SchedulerTime(Date(timeIntervalSince1970: 0)).advanced(by: span).date == Date(timeIntervalSince1970: 2))
    }
    #endif
}
