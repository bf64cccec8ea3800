/// The cart, shared by the whole app (the seed's `cart = CartState()`): the Items tab adds
/// to it, Home shows it, and the tab bar counts it.
public struct CartState: Equatable, Sendable {
    /// What is in the cart, in the order it was added; one line per item.
    public var lines: [CartLine] = []

    public init(lines: [CartLine] = []) {
        self.lines = lines
    }

    /// How many pieces are in the cart.
    public var count: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// Adds `quantity` of `item`: to its line, or as a new line.
    public mutating func add(_ item: Item, quantity: Int = 1) {
        if let index = lines.firstIndex(where: { $0.item.id == item.id }) {
            lines[index].quantity += quantity
        } else {
            lines.append(CartLine(item: item, quantity: quantity))
        }
    }
}

/// One item in the cart and how many of it.
public struct CartLine: Equatable, Sendable {
    public var item: Item
    public var quantity: Int

    public init(item: Item, quantity: Int) {
        self.item = item
        self.quantity = quantity
    }
}
