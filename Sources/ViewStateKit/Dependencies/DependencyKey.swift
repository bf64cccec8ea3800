/// A dependency's identity and its default values: the live one the app uses, the one
/// previews use, and the one tests use.
///
/// Usually the dependency's own type is its key, as in the seed's `self[APIClient.self]`:
///
/// ```swift
/// extension ItemsAPIClient: DependencyKey {
///     public static let liveValue = ItemsAPIClient.live(http: URLSessionHTTPClient())
///     public static let previewValue = ItemsAPIClient.mock
///     public static let testValue = ItemsAPIClient(fetchItems: unimplemented("ItemsAPIClient.fetchItems"))
/// }
///
/// extension DependencyValues {
///     public var itemsAPI: ItemsAPIClient {
///         get { self[ItemsAPIClient.self] }
///         set { self[ItemsAPIClient.self] = newValue }
///     }
/// }
/// ```
///
/// Give tests values that fail when called (``unimplemented(_:fileID:filePath:line:column:)-swift.func``):
/// a test then has to say which dependencies it uses, and one it forgot fails by name instead
/// of reaching a server.
public protocol DependencyKey: SendableMetatype {
    /// The type of the dependency, such as a client of closures or `any OrderService`.
    associatedtype Value: Sendable

    /// What the app uses.
    static var liveValue: Value { get }
    /// What previews use; the live value unless the key says otherwise.
    static var previewValue: Value { get }
    /// What tests use. Make it fail when called, so a test overrides what it needs.
    static var testValue: Value { get }
}

extension DependencyKey {
    /// Previews use the live value unless the key gives one of their own.
    public static var previewValue: Value { liveValue }
}
