/// A preview a text copy found: a `#Preview`, or a type that adopts `PreviewProvider`.
package struct PreviewSite: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// `#Preview`, now `private let <variable> = TextUI.Preview…`.
        case macro(variable: String)
        /// A `PreviewProvider` named `type`.
        case provider(type: String)
    }

    package let kind: Kind
    /// The 1-based line in the original file.
    package let line: Int
    let conditions: ConditionalStack

    /// The Swift expression for this preview, a `TextUI.Preview`.
    var expression: String {
        switch kind {
        case .macro(let variable): variable
        case .provider(let type): "TextUI.Preview(provider: \(type).self)"
        }
    }
}
