import ViewStateKit
import ViewStateStore

/// The seed's FeatureB: one item, presented over FeatureA by ``PinNestReducer`` through an
/// optional destination. The person picks a quantity and adds the item to the cart, or
/// closes it; the parent sees both actions and dismisses.
///
/// ```swift
/// var state = FeatureBReducer.State(item: .pen)
/// _ = FeatureBReducer().reduce(into: &state, action: .incrementTapped)
/// state.quantity    // 2
/// ```
public struct FeatureBReducer: Reducer {
    public struct State: Equatable, Sendable {
        public var item: Item
        public var quantity: Int

        public init(item: Item, quantity: Int = 1) {
            self.item = item
            self.quantity = quantity
        }
    }

    public enum Action: Equatable, Sendable {
        case incrementTapped
        case decrementTapped
        case addToCartTapped
        case closeTapped
    }

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementTapped:
            state.quantity += 1
        case .decrementTapped:
            state.quantity = max(1, state.quantity - 1)
        case .addToCartTapped, .closeTapped:
            break
        }
        return .none
    }
}
