import ViewStateKit
import ViewStateStore

/// The seed's `AppReducer` for pinNest: FeatureA scoped in, FeatureB presented through an
/// optional destination with `ifLet` — a tapped item opens it, its close and add-to-cart
/// buttons dismiss it (and dismissing cancels whatever it still runs).
///
/// ```swift
/// let store = Store(initialState: PinNestReducer.State()) { PinNestReducer() }
/// store.send(.featureA(.itemTapped(.pen)))
/// store.destination     // FeatureBReducer.State(item: .pen)
/// ```
/// The seed's `@Presents var destination: Destination.State?` with a one-case `Destination`
/// enum is, here, the optional child state itself.
public struct PinNestReducer: Reducer {
    public struct State: Equatable, Sendable {
        public var featureA = FeatureAReducer.State()
        public var destination: FeatureBReducer.State?
        /// How many of each item were added to the cart, by item id.
        public var cart: [Item.ID: Int] = [:]

        public init(featureA: FeatureAReducer.State = FeatureAReducer.State(), destination: FeatureBReducer.State? = nil) {
            self.featureA = featureA
            self.destination = destination
        }
    }

    public enum Action: Equatable, Sendable {
        case featureA(FeatureAReducer.Action)
        case destination(FeatureBReducer.Action)
    }

    public init() {}

    public var body: some Reducer<State, Action> {
        Scope(state: \.featureA, action: ActionPath(embed: Action.featureA) { if case .featureA(let a) = $0 { a } else { nil } }) {
            FeatureAReducer()
        }
        Reduce { state, action in
            switch action {
            case .featureA(.itemTapped(let item)):
                state.destination = FeatureBReducer.State(item: item)
            case .destination(.addToCartTapped):
                if let presented = state.destination {
                    state.cart[presented.item.id, default: 0] += presented.quantity
                }
                state.destination = nil
            case .destination(.closeTapped):
                state.destination = nil
            case .featureA, .destination:
                break
            }
            return .none
        }
        .ifLet(\.destination, action: ActionPath(embed: Action.destination) { if case .destination(let a) = $0 { a } else { nil } }) {
            FeatureBReducer()
        }
    }
}
