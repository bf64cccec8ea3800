#if !canImport(UIKit)
/// UIKit's font, which a screen reaches through `import SwiftUI` on iOS:
/// `.font(Font(UIFont.preferredFont(forTextStyle: .headline)))`. Text has one size, so like
/// every font it changes nothing drawn.
///
/// UIKit: class UIFont : NSObject
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's size in points.
    ///
    /// UIKit: var pointSize: CGFloat { get }
    public let pointSize: CGFloat

    /// The height of a line of this font: about 1.2 times its size, as San Francisco's is.
    ///
    /// UIKit: var lineHeight: CGFloat { get }
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

    init(pointSize: CGFloat) {
        self.pointSize = pointSize
        super.init()
    }

    /// The font named `fontName` at `fontSize`.
    ///
    /// UIKit: init?(name fontName: String, size fontSize: CGFloat)
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize)
    }

    /// The system font for `style`.
    ///
    /// UIKit: class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: 17)
    }

    /// The system font at `fontSize`.
    ///
    /// UIKit: class func systemFont(ofSize fontSize: CGFloat) -> UIFont
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// The system font at `fontSize` and `weight`.
    ///
    /// UIKit: class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// The bold system font at `fontSize`.
    ///
    /// UIKit: class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// A text style: `.body`, `.headline` …
    ///
    /// UIKit: struct UIFont.TextStyle
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit: var rawValue: String
        public let rawValue: String
        /// UIKit: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }

        /// UIKit: static let largeTitle: UIFont.TextStyle
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// UIKit: static let title1: UIFont.TextStyle
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// UIKit: static let title2: UIFont.TextStyle
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// UIKit: static let title3: UIFont.TextStyle
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// UIKit: static let headline: UIFont.TextStyle
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// UIKit: static let subheadline: UIFont.TextStyle
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// UIKit: static let body: UIFont.TextStyle
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// UIKit: static let callout: UIFont.TextStyle
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// UIKit: static let footnote: UIFont.TextStyle
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// UIKit: static let caption1: UIFont.TextStyle
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// UIKit: static let caption2: UIFont.TextStyle
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// A font weight: `.regular`, `.bold` …
    ///
    /// UIKit: struct UIFont.Weight
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit: var rawValue: CGFloat
        public let rawValue: CGFloat
        /// UIKit: init(rawValue: CGFloat)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit: static let regular: UIFont.Weight
        public static let regular = Weight(rawValue: 0)
        /// UIKit: static let medium: UIFont.Weight
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit: static let semibold: UIFont.Weight
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit: static let bold: UIFont.Weight
        public static let bold = Weight(rawValue: 0.4)
    }
}

extension Font {
    /// A font from a UIKit font (SwiftUI takes it as the Core Text font it is). Text has one
    /// size: it changes nothing drawn.
    ///
    /// SwiftUI: init(_ font: CTFont) (a UIFont is one)
    public init(_ font: UIFont) {
        self = .body
    }
}
#endif
