// `#Predicate { $0.name.localizedStandardContains(query) }`, the search a screen runs over its
// models, expands to `PredicateExpressions.build_localizedStandardContains`, which Apple's
// Foundation declares and Linux's does not. TextUI declares it there; the test is the string's
// own `localizedStandardContains(_:)`.
#if !canImport(Darwin)
import Foundation

extension PredicateExpressions {
    /// Whether the `root` string contains the `other` string, ignoring case and diacritics, as
    /// a search field matches: `"Café Talk"` contains `"cafe"`.
    ///
    /// Foundation: struct StringLocalizedStandardContains<Root, Other> where Root : PredicateExpression, Other : PredicateExpression, Root.Output : StringProtocol, Other.Output : StringProtocol
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// Foundation: typealias Output = Bool
        public typealias Output = Bool

        /// Foundation: let root: Root
        public let root: Root
        /// Foundation: let other: Other
        public let other: Other

        /// Foundation: init(root: Root, other: Other)
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Foundation: func evaluate(_ bindings: PredicateBindings) throws -> Bool
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let text = String(try root.evaluate(bindings))
            return text.localizedStandardContains(String(try other.evaluate(bindings)))
        }
    }

    /// What `#Predicate` writes for `root.localizedStandardContains(other)`.
    ///
    /// Foundation: static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> PredicateExpressions.StringLocalizedStandardContains<Root, Other> where Root : PredicateExpression, Other : PredicateExpression, Root.Output : StringProtocol, Other.Output : StringProtocol
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
#endif
