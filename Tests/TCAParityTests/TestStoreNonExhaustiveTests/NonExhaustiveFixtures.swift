import ViewStateKit
import ViewStateStore

/// The features TCA's TestStoreNonExhaustiveTests drive, in ViewStateKit's terms.
enum NonExhaustiveFixtures {
    /// Each action adds one; `true` feeds back `false`.
    static func addingOne() -> Reduce<Int, Bool> {
        Reduce { state, action in
            state += 1
            return action ? .send(false) : .none
        }
    }

    /// Each action starts an effect that sleeps a second on `clock`.
    static func sleeping(on clock: ManualClock) -> Reduce<Int, Bool> {
        Reduce { _, _ in .run { _ in try await clock.sleep(for: .seconds(1)) } }
    }

    /// `true` feeds back `false`; nothing changes.
    static func echoing() -> Reduce<Int, Bool> {
        Reduce { _, action in action ? .send(false) : .none }
    }
}

/// A count and whether it is even.
struct ParityCounter: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
        var isEven = true
    }

    enum Action: Equatable, Sendable { case increment, decrement }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += action == .increment ? 1 : -1
        state.isEven.toggle()
        return .none
    }
}

/// On appear, resets and feeds back two responses, each counted.
struct TwoResponses: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
        var int = 0
        var string = ""
    }

    enum Action: Equatable, Sendable {
        case onAppear
        case response1(Int)
        case response2(String)
    }

    static let response1 = ActionPath<Action, Int>(Action.response1)
    static let response2 = ActionPath<Action, String>(Action.response2)
    static let onAppear = ActionPath<Action, Void>(embed: { .onAppear }, extract: { $0 == .onAppear ? () : nil })

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            state = State()
            return .merge(.send(.response1(42)), .send(.response2("Hello")))
        case .response1(let int):
            state.count += 1
            state.int = int
            return .none
        case .response2(let string):
            state.count += 1
            state.string = string
            return .none
        }
    }
}

/// The example of Krzysztof Zabłocki's post on exhaustive testing, which TCA's tests borrow: an
/// identity, and an age and mood that change a second after asking.
struct IdentityFeature: Reducer {
    struct State: Equatable, Sendable {
        var name = "Krzysztof"
        var surname = "Zabłocki"
        var age = 33
        var mood = 0
    }

    enum Action: Equatable, Sendable {
        case changeIdentity(name: String, surname: String)
        case changeAge(Int)
        case changeMood(Int)
        case advanceAgeAndMoodAfterDelay
    }

    let clock: ManualClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .changeIdentity(let name, let surname):
            state.name = name
            state.surname = surname
            return .none
        case .advanceAgeAndMoodAfterDelay:
            return .run { [clock, age = state.age, mood = state.mood] send in
                try await clock.sleep(for: .seconds(1))
                async let changeAge: Void = send(.changeAge(age + 1))
                async let changeMood: Void = send(.changeMood(mood + 1))
                _ = await (changeAge, changeMood)
            }
        case .changeAge(let age):
            state.age = age
            return .none
        case .changeMood(let mood):
            state.mood = mood
            return .none
        }
    }
}
