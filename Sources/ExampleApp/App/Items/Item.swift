/// One item of the FeatureA list.
public struct Item: Identifiable, Hashable, Sendable, Codable {
    public let id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// One page of items as the API answers it.
public struct ItemPage: Hashable, Sendable, Codable {
    public var items: [Item]
    public var hasMore: Bool

    public init(items: [Item], hasMore: Bool) {
        self.items = items
        self.hasMore = hasMore
    }
}

extension Item {
    /// Fixtures for tests and previews.
    public static let notebook = Item(id: 1, title: "ノート")
    public static let pen = Item(id: 2, title: "ボールペン")
    public static let eraser = Item(id: 3, title: "消しゴム")
    public static let ruler = Item(id: 4, title: "定規")
}

extension ItemPage {
    /// The first page of the fixtures, with more to come, and the second and last one.
    public static let first = ItemPage(items: [.notebook, .pen], hasMore: true)
    public static let last = ItemPage(items: [.eraser, .ruler], hasMore: false)
}
