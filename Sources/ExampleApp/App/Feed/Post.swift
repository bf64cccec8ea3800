/// One post of the feed.
public struct Post: Identifiable, Hashable, Sendable, Codable {
    public let id: Int
    public var author: String
    public var text: String

    public init(id: Int, author: String, text: String) {
        self.id = id
        self.author = author
        self.text = text
    }
}

/// One page of posts as the server answers it.
public struct PostPage: Hashable, Sendable, Codable {
    public var posts: [Post]
    public var hasMore: Bool

    public init(posts: [Post], hasMore: Bool) {
        self.posts = posts
        self.hasMore = hasMore
    }
}

extension Post {
    /// Fixtures for tests and previews.
    public static let morning = Post(id: 1, author: "花子", text: "新しい豆を買いました")
    public static let lunch = Post(id: 2, author: "次郎", text: "急須でお茶を淹れた")
    public static let evening = Post(id: 3, author: "太郎", text: "マグカップが届いた")
}

extension PostPage {
    /// The first page of the fixtures, with more to come, and the second and last one.
    public static let first = PostPage(posts: [.morning, .lunch], hasMore: true)
    public static let last = PostPage(posts: [.evening], hasMore: false)
}
