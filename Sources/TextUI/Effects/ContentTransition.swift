/// How a view's content changes from one value to the next (a number rolling, a symbol
/// bouncing); text draws each value as it is, with no motion.
///
/// SwiftUI: struct ContentTransition
public struct ContentTransition: Equatable, Sendable {
    let name: String

    /// SwiftUI: ContentTransition.identity
    public static let identity = ContentTransition(name: "identity")
    /// SwiftUI: ContentTransition.opacity
    public static let opacity = ContentTransition(name: "opacity")
    /// SwiftUI: ContentTransition.interpolate
    public static let interpolate = ContentTransition(name: "interpolate")
    /// SwiftUI: ContentTransition.symbolEffect
    public static let symbolEffect = ContentTransition(name: "symbolEffect")

    /// SwiftUI: ContentTransition.numericText(countsDown:)
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }

    /// SwiftUI: ContentTransition.numericText(value:)
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

extension View {
    /// How this view's text changes between values; drawn as the current value.
    ///
    /// ```swift
    /// Text(1234.56, format: .currency(code: "EUR")).contentTransition(.numericText())
    /// ```
    /// ```text
    /// €1,234.56
    /// ```
    ///
    /// SwiftUI: View.contentTransition(_:)
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
