/// A typeface and size. Text is drawn in the terminal's one font, so a font changes nothing
/// drawn: a title reads as the words it holds.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Kyoto").font(.largeTitle)
///     Text("16°").font(.system(size: 64, weight: .thin))
///     Text("Humidity").font(.caption)
/// }
/// ```
/// ```text
/// Kyoto
/// 16°
/// Humidity
/// ```
///
/// SwiftUI: Font
public struct Font: Hashable, Sendable {
    let name: String

    /// SwiftUI: Font.largeTitle
    public static let largeTitle = Font(name: "largeTitle")
    /// SwiftUI: Font.title
    public static let title = Font(name: "title")
    /// SwiftUI: Font.title2
    public static let title2 = Font(name: "title2")
    /// SwiftUI: Font.title3
    public static let title3 = Font(name: "title3")
    /// SwiftUI: Font.headline
    public static let headline = Font(name: "headline")
    /// SwiftUI: Font.subheadline
    public static let subheadline = Font(name: "subheadline")
    /// SwiftUI: Font.body
    public static let body = Font(name: "body")
    /// SwiftUI: Font.callout
    public static let callout = Font(name: "callout")
    /// SwiftUI: Font.footnote
    public static let footnote = Font(name: "footnote")
    /// SwiftUI: Font.caption
    public static let caption = Font(name: "caption")
    /// SwiftUI: Font.caption2
    public static let caption2 = Font(name: "caption2")

    /// The system font at a size in points.
    ///
    /// SwiftUI: Font.system(size:weight:design:)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(name: "system \(size)")
    }

    /// The system font for a text style.
    ///
    /// SwiftUI: Font.system(_:design:weight:)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(name: "system \(style)")
    }

    /// A font by name at a size that follows the reader's text size.
    ///
    /// SwiftUI: Font.custom(_:size:)
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: name)
    }

    /// A font by name, sized relative to a text style.
    ///
    /// SwiftUI: Font.custom(_:size:relativeTo:)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(name: name)
    }

    /// A font by name at a size that does not follow the reader's text size.
    ///
    /// SwiftUI: Font.custom(_:fixedSize:)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(name: name)
    }

    /// SwiftUI: Font.bold()
    public func bold() -> Font { self }
    /// SwiftUI: Font.italic()
    public func italic() -> Font { self }
    /// SwiftUI: Font.weight(_:)
    public func weight(_ weight: Font.Weight) -> Font { self }
    /// SwiftUI: Font.monospaced()
    public func monospaced() -> Font { self }
    /// SwiftUI: Font.monospacedDigit()
    public func monospacedDigit() -> Font { self }
    /// SwiftUI: Font.smallCaps()
    public func smallCaps() -> Font { self }

    /// The sizes of text the reader's settings scale together.
    ///
    /// SwiftUI: Font.TextStyle
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        /// SwiftUI: Font.TextStyle.largeTitle
        case largeTitle
        /// SwiftUI: Font.TextStyle.title
        case title
        /// SwiftUI: Font.TextStyle.title2
        case title2
        /// SwiftUI: Font.TextStyle.title3
        case title3
        /// SwiftUI: Font.TextStyle.headline
        case headline
        /// SwiftUI: Font.TextStyle.subheadline
        case subheadline
        /// SwiftUI: Font.TextStyle.body
        case body
        /// SwiftUI: Font.TextStyle.callout
        case callout
        /// SwiftUI: Font.TextStyle.footnote
        case footnote
        /// SwiftUI: Font.TextStyle.caption
        case caption
        /// SwiftUI: Font.TextStyle.caption2
        case caption2
    }
}
