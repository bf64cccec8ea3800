/// One order in the order history.
public struct Order: Identifiable, Hashable, Sendable, Codable {
    public let id: Int
    public var title: String
    /// The total in yen.
    public var total: Int

    public init(id: Int, title: String, total: Int) {
        self.id = id
        self.title = title
        self.total = total
    }
}

extension Order {
    /// Fixtures for tests and previews.
    public static let coffee = Order(id: 1, title: "コーヒー豆 200g", total: 1_200)
    public static let teapot = Order(id: 2, title: "急須", total: 3_800)
    public static let mugs = Order(id: 3, title: "マグカップ 2個", total: 2_400)
    public static let mocks: [Order] = [.coffee, .teapot, .mugs]
}
