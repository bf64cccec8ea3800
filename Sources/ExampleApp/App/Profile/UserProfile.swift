/// What the Profile screen shows about the signed-in person.
public struct UserProfile: Equatable, Hashable, Sendable, Codable {
    public var user: User
    /// Points collected from orders.
    public var points: Int
    /// When the person joined, as the server words it.
    public var memberSince: String

    public init(user: User, points: Int, memberSince: String) {
        self.user = user
        self.points = points
        self.memberSince = memberSince
    }
}

extension UserProfile {
    /// A fixture for tests and previews.
    public static let taro = UserProfile(user: .taro, points: 1_250, memberSince: "2021年4月")
}
