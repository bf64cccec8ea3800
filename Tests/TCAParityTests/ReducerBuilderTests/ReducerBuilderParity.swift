import Testing
import ViewStateKit
import ViewStateStore

/// A reducer that writes its name into a log: which reducers a builder kept, and in what order.
struct Logging: Reducer {
    let name: String

    func reduce(into state: inout [String], action: Tap) -> Effect<Tap> {
        state.append(name)
        return .none
    }
}

/// Every control-flow form a `body` or `CombineReducers` may use, each built and run: TCA's
/// `ReducerBuilderTests` checks they compile; here each also runs, and the log says which
/// reducers the form kept.
@MainActor
@Suite struct ReducerBuilderParity {
    /// Runs `reducer` once from an empty log.
    func log(_ reducer: some Reducer<[String], Tap>) -> [String] {
        var state: [String] = []
        _ = reducer.reduce(into: &state, action: .tap)
        return state
    }

    @Test(arguments: [true, false])
    func anIfWithoutElseKeepsItsReducerOnlyWhenTrue(flag: Bool) {
        let reducer = CombineReducers {
            Logging(name: "always")
            if flag {
                Logging(name: "when true")
            }
        }
        #expect(log(reducer) == (flag ? ["always", "when true"] : ["always"]))
    }

    @Test(arguments: [1, 2, 3])
    func anIfElseChainKeepsOneBranch(choice: Int) {
        let reducer = CombineReducers {
            if choice == 1 {
                Logging(name: "one")
            } else if choice == 2 {
                Logging(name: "two")
                Logging(name: "two again")
            } else {
                EmptyReducer()
            }
        }
        #expect(log(reducer) == [["one"], ["two", "two again"], []][choice - 1])
    }

    enum Mode: CaseIterable, Sendable { case quiet, loud, silent }

    @Test(arguments: Mode.allCases)
    func aSwitchKeepsItsCase(mode: Mode) {
        let reducer = CombineReducers {
            switch mode {
            case .quiet: Logging(name: "quiet")
            case .loud: Logging(name: "LOUD")
            case .silent: EmptyReducer()
            }
        }
        #expect(log(reducer) == ["quiet": ["quiet"], "loud": ["LOUD"], "silent": []]["\(mode)"])
    }

    @Test func aForLoopKeepsEachReducerInOrder() {
        let reducer = CombineReducers {
            Logging(name: "first")
            for index in 1...3 {
                Logging(name: "loop \(index)")
            }
        }
        #expect(log(reducer) == ["first", "loop 1", "loop 2", "loop 3"])
    }

    @Test func anEmptyForLoopKeepsNothing() {
        let reducer = CombineReducers {
            for index in 0..<0 {
                Logging(name: "loop \(index)")
            }
        }
        #expect(log(reducer) == [])
    }

    /// TCA's `testExistentialReducers`: an `any Reducer` sits in a builder beside concrete ones.
    @Test func anExistentialReducerRunsBesideConcreteOnes() {
        let erased: any Reducer<[String], Tap> = Logging(name: "erased")
        let reducer = CombineReducers {
            Logging(name: "concrete")
            erased
            Logging(name: "cast") as any Reducer<[String], Tap>
        }
        #expect(log(reducer) == ["concrete", "erased", "cast"])
    }

    /// TCA's `testLimitedAvailability`. Every availability check holds on Linux, and macOS 14 /
    /// iOS 17 are this package's floor, so the `#available` branch runs wherever this test does;
    /// the point is that the builder accepts the form, with an `else if` and without an `else`.
    @Test func anIfAvailableKeepsItsReducer() {
        let reducer = CombineReducers {
            Logging(name: "before")
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
                Logging(name: "available")
            } else if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
                Logging(name: "older")
            }
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
                Logging(name: "available, no else")
            }
        }
        #expect(log(reducer) == ["before", "available", "available, no else"])
    }

    /// TCA's `Root.testFlowControl`: every form at once in a `@ReducerBuilder` property, the
    /// effects of the kept reducers merged.
    @ReducerBuilder<[String], Tap>
    func everyForm(flag: Bool) -> some Reducer<[String], Tap> {
        if flag {
            Logging(name: "if")
        }
        if flag {
            Logging(name: "then")
        } else {
            Logging(name: "else")
        }
        for index in 1...2 {
            Logging(name: "for \(index)")
        }
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            Logging(name: "available")
        }
        Logging(name: "erased") as any Reducer<[String], Tap>
    }

    @Test func everyFormTogetherInABuilderProperty() {
        #expect(log(everyForm(flag: true)) == ["if", "then", "for 1", "for 2", "available", "erased"])
        #expect(log(everyForm(flag: false)) == ["else", "for 1", "for 2", "available", "erased"])
    }

    @Test func theKeptReducersEffectsAreMerged() {
        let reducer = CombineReducers {
            for index in 1...2 {
                Reduce<[String], String> { state, action in
                    state.append("\(action) \(index)")
                    return action == "sent" ? .send("fed back") : .none
                }
            }
        }
        let store = Store(initialState: [String](), reducer: reducer)
        store.send("sent")
        #expect(store.state == ["sent 1", "sent 2", "fed back 1", "fed back 2", "fed back 1", "fed back 2"])
    }
}
