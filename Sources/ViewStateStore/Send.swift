import ViewStateKit
/// How an effect sends actions back to its store.
///
/// A `.run` effect receives one; call it with `await` from the effect's task:
///
/// ```swift
/// return .run { send in
///     let orders = try await orderService.fetchOrders()
///     await send(.ordersLoaded(orders))
/// }
/// ```
///
/// Once the effect is cancelled (cancelled by id, or its store released), sending does nothing:
/// work the app no longer wants cannot change the state.
@MainActor
public struct Send<Action: Sendable>: Sendable {
    let send: @MainActor @Sendable (Action) -> Void

    /// Wraps `send`. Stores and test stores make these; build one yourself only to call an
    /// effect's operation by hand.
    public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
        self.send = send
    }

    /// Sends `action` to the store, unless the effect's task has been cancelled.
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        send(action)
    }

    /// A `Send` for a child's actions that embeds them in this one's.
    func map<ChildAction>(_ embed: @escaping @Sendable (ChildAction) -> Action) -> Send<ChildAction> {
        Send<ChildAction> { [send] child in send(embed(child)) }
    }
}
