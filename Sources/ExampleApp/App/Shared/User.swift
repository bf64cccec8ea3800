/// A signed-in person.
public struct User: Equatable, Hashable, Sendable, Identifiable, Codable {
    public let id: Int
    public var name: String
    public var email: String

    public init(id: Int, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}

extension User {
    /// A fixture for tests and previews.
    public static let taro = User(id: 1, name: "山田太郎", email: "taro@example.com")
}
