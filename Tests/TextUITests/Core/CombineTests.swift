import Foundation
import Testing
import TextUI

private final class Profile: ObservableObject {
    @Published var name = "Aiko"
    @Published var greeting = ""
}

private struct Unreachable: Error, Equatable {}

/// What a screen's model does with the Combine that `import SwiftUI` brings: on Linux TextUI's
/// own, on Apple platforms Combine itself; the same tests hold for both.
@MainActor @Suite struct CombineTests {
    @Test func aPublishedPropertysPublisherSendsItsValueThenEachNewOneBeforeTheChange() {
        let profile = Profile()
        var seen: [String] = []
        var storedWhenSent: [String] = []
        let cancellable = profile.$name.sink { value in
            seen.append(value)
            storedWhenSent.append(profile.name)
        }
        profile.name = "Ren"
        cancellable.cancel()
        profile.name = "Mei"
        #expect(seen == ["Aiko", "Ren"])
        #expect(storedWhenSent == ["Aiko", "Aiko"], "sent in willSet, as Combine does")
    }

    @Test func assignWritesEachValueToAPublishedPropertyOrAnObject() {
        let profile = Profile()
        profile.$name.map { "Hello, \($0)" }.assign(to: &profile.$greeting)
        #expect(profile.greeting == "Hello, Aiko")
        profile.name = "Ren"
        #expect(profile.greeting == "Hello, Ren")

        let other = Profile()
        let cancellable = Just("Sora").assign(to: \.name, on: other)
        #expect(other.name == "Sora")
        cancellable.cancel()
    }

    @Test func subjectsDeliverToTheSubscribersTheyHave() {
        let passthrough = PassthroughSubject<Int, Never>()
        passthrough.send(1)
        var seen: [Int] = []
        var cancellables = Set<AnyCancellable>()
        passthrough.sink { seen.append($0) }.store(in: &cancellables)
        passthrough.send(2)
        let current = CurrentValueSubject<Int, Never>(10)
        current.sink { seen.append($0) }.store(in: &cancellables)
        current.value = 11
        cancellables.removeAll()
        passthrough.send(3)
        current.send(12)
        #expect(seen == [2, 10, 11])
    }

    @Test func aFinishedSubjectSendsNothingMoreAndTellsLatecomers() {
        let subject = PassthroughSubject<String, Unreachable>()
        var events: [String] = []
        let first = subject.sink(receiveCompletion: { events.append("first: \($0 == .finished ? "finished" : "failed")") },
                                 receiveValue: { events.append($0) })
        subject.send("a")
        subject.send(completion: .failure(Unreachable()))
        subject.send("b")
        let late = subject.sink(receiveCompletion: { _ in events.append("late: ended") }, receiveValue: { events.append($0) })
        #expect(events == ["a", "first: failed", "late: ended"])
        first.cancel()
        late.cancel()
    }

    @Test func anAnyPublisherFromAUseCaseCarriesValuesAndFailures() {
        func load(fails: Bool) -> AnyPublisher<[String], Error> {
            fails ? Fail(error: Unreachable()).eraseToAnyPublisher()
                : Just(["Kyoto", "Nara"]).setFailureType(to: Error.self).eraseToAnyPublisher()
        }
        var results: [String] = []
        for fails in [false, true] {
            let cancellable = load(fails: fails)
                .compactMap(\.first)
                .receive(on: DispatchQueue.main)
                .sink(receiveCompletion: { completion in
                    if case .failure = completion { results.append("failed") }
                }, receiveValue: { results.append($0) })
            cancellable.cancel()
        }
        #expect(results == ["Kyoto", "failed"])
    }

    @Test func aCancellableCancelsWhenItGoesAway() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { seen.append($0) }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        #expect(seen == [1])
        #expect(cancellable == nil)
    }

    @Test func aTimerNeverFiresWhileNothingWaits() {
        var ticks = 0
        let cancellable = Timer.publish(every: 0.001, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        cancellable.cancel()
        #expect(ticks == 0)
    }
}

/// `onReceive` in a render and in `appear`: the value a publisher holds is delivered when the
/// view appears, and the next pass shows it.
@MainActor @Suite struct OnReceiveTests {
    struct Greeting: View {
        @State private var name = "…"
        let names: CurrentValueSubject<String, Never>
        var body: some View {
            Text("Hello, \(name)").onReceive(names) { name = $0 }
        }
    }

    struct Counter: View {
        @State private var count = 0
        let source: AnyPublisher<Int, Never>
        var body: some View {
            Text("Count \(count)").onReceive(source) { count += $0 }
        }
    }

    @Test func aRenderRunsNothingAndAppearingShowsTheCurrentValue() async {
        let view = Greeting(names: CurrentValueSubject("Aiko"))
        #expect(view.render() == "Hello, …")
        let shown = await view.appear()
        #expect(shown.text == "Hello, Aiko")
        #expect(shown.log.count == 1 && shown.log[0].hasPrefix("onReceive at CombineTests.swift:"))
    }

    @Test func aPublisherWithNothingToSayChangesNothing() async {
        #expect(await Counter(source: Just(2).eraseToAnyPublisher()).appear().text == "Count 2")
        #expect(await Counter(source: PassthroughSubject<Int, Never>().eraseToAnyPublisher()).appear().text == "Count 0")
        #expect(await Counter(source: Empty().eraseToAnyPublisher()).appear().text == "Count 0")
    }
}
