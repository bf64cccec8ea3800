import Testing
import ViewStateKit
import ViewStateStore

/// TCA's `ReducerBuilderTests` `Root`: `Scope`, `ifLet`, `ifLet` on a case, `ifCaseLet` and
/// `forEach`, each given a builder body of two reducers, their generic types inferred. Each
/// child logs twice per action, so a body that lost a reducer shows.
struct BuilderRoot: Reducer {
    struct Row: Equatable, Sendable, Identifiable {
        var id: Int
        var log: [String] = []
    }

    enum Pick: Equatable, Sendable {
        case first([String])
        case second([String])
    }

    enum PickAction: Equatable, Sendable {
        case first(Tap)
        case second(Tap)
    }

    struct State: Equatable, Sendable {
        var feature: [String] = []
        var optional: [String]? = []
        var pick: Pick? = .first([])
        var rows: IdentifiedArray<Row> = [Row(id: 7)]
    }

    enum Action: Equatable, Sendable {
        case feature(Tap)
        case optional(Tap)
        case pick(PickAction)
        case row(id: Int, action: Tap)
    }

    var body: some Reducer<State, Action> {
        CombineReducers {
            Scope(state: \.feature, action: Action.feature) {
                Logging(name: "scope")
                Logging(name: "scope again")
            }
        }
        .ifLet(\.optional, action: Action.optional) {
            Logging(name: "ifLet")
            Logging(name: "ifLet again")
        }
        .ifLet(\.pick, action: Action.pick) {
            EmptyReducer()
                .ifCaseLet(EnumCase(Pick.first), action: ActionPath(PickAction.first)) {
                    Logging(name: "ifCaseLet")
                    Logging(name: "ifCaseLet again")
                }
            Reduce { _, _ in .none }
        }
        .forEach(\.rows, action: Action.row) {
            Scope(state: \.log, action: { $0 }) {
                Logging(name: "row")
                Logging(name: "row again")
            }
        }
    }
}

@MainActor
@Suite struct BuilderInferenceParity {
    @Test func everyScopingReducerRunsBothReducersOfItsBody() {
        let store = Store(initialState: BuilderRoot.State()) { BuilderRoot() }
        store.send(.feature(.tap))
        store.send(.optional(.tap))
        store.send(.pick(.first(.tap)))
        store.send(.row(id: 7, action: .tap))
        #expect(store.state == BuilderRoot.State(
            feature: ["scope", "scope again"],
            optional: ["ifLet", "ifLet again"],
            pick: .first(["ifCaseLet", "ifCaseLet again"]),
            rows: [BuilderRoot.Row(id: 7, log: ["row", "row again"])]
        ))
    }
}
