extension Font {
    /// How heavy a font's strokes are; accepted, drawn alike.
    ///
    /// SwiftUI: Font.Weight
    public struct Weight: Hashable, Sendable {
        let value: Int

        /// SwiftUI: Font.Weight.ultraLight
        public static let ultraLight = Weight(value: 100)
        /// SwiftUI: Font.Weight.thin
        public static let thin = Weight(value: 200)
        /// SwiftUI: Font.Weight.light
        public static let light = Weight(value: 300)
        /// SwiftUI: Font.Weight.regular
        public static let regular = Weight(value: 400)
        /// SwiftUI: Font.Weight.medium
        public static let medium = Weight(value: 500)
        /// SwiftUI: Font.Weight.semibold
        public static let semibold = Weight(value: 600)
        /// SwiftUI: Font.Weight.bold
        public static let bold = Weight(value: 700)
        /// SwiftUI: Font.Weight.heavy
        public static let heavy = Weight(value: 800)
        /// SwiftUI: Font.Weight.black
        public static let black = Weight(value: 900)
    }

    /// A family of typefaces; accepted, drawn alike.
    ///
    /// SwiftUI: Font.Design
    public enum Design: Hashable, Sendable {
        /// SwiftUI: Font.Design.default
        case `default`
        /// SwiftUI: Font.Design.serif
        case serif
        /// SwiftUI: Font.Design.rounded
        case rounded
        /// SwiftUI: Font.Design.monospaced
        case monospaced
    }
}
