#if !canImport(Darwin)
/// A string to show, looked up in the app's strings files; TextUI shows its key, as a
/// preview without the app's tables does (see ``LocalizedStringKey``). Foundation declares it
/// on Apple's platforms; this one stands in where Foundation lacks it.
///
/// Foundation: struct LocalizedStringResource
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The key, which is also the text shown.
    ///
    /// Foundation: let key: String
    public let key: String

    /// Foundation: init(stringLiteral value: String)
    public init(stringLiteral value: String) {
        self.key = value
    }

    /// The resource for `key` (Foundation's takes a `String.LocalizationValue`, which Linux's
    /// Foundation lacks; a string literal reads the same in both).
    ///
    /// Foundation: init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil)
    public init(_ key: String) {
        self.key = key
    }

    /// The text shown: the key.
    ///
    /// Foundation: var description: String { get }
    public var description: String { key }
}
#endif
