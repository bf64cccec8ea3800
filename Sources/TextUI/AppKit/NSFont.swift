import Foundation

/// AppKit's font, which a Mac screen puts in an attributed string or on an AppKit view. Text
/// here has one font: a font keeps its size and traits for the code that reads them back.
///
/// TextUI only: as AppKit's `class NSFont : NSObject`.
open class NSFont: NSObject, @unchecked Sendable {
    /// A font's weight.
    ///
    /// TextUI only: as AppKit's `struct NSFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// TextUI only: as AppKit's `init(rawValue: CGFloat)`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// TextUI only: as AppKit's `var rawValue: CGFloat`.
        public let rawValue: CGFloat
        /// TextUI only: as AppKit's `static let ultraLight: NSFont.Weight`.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// TextUI only: as AppKit's `static let thin: NSFont.Weight`.
        public static let thin = Weight(rawValue: -0.6)
        /// TextUI only: as AppKit's `static let light: NSFont.Weight`.
        public static let light = Weight(rawValue: -0.4)
        /// TextUI only: as AppKit's `static let regular: NSFont.Weight`.
        public static let regular = Weight(rawValue: 0)
        /// TextUI only: as AppKit's `static let medium: NSFont.Weight`.
        public static let medium = Weight(rawValue: 0.23)
        /// TextUI only: as AppKit's `static let semibold: NSFont.Weight`.
        public static let semibold = Weight(rawValue: 0.3)
        /// TextUI only: as AppKit's `static let bold: NSFont.Weight`.
        public static let bold = Weight(rawValue: 0.4)
        /// TextUI only: as AppKit's `static let heavy: NSFont.Weight`.
        public static let heavy = Weight(rawValue: 0.56)
        /// TextUI only: as AppKit's `static let black: NSFont.Weight`.
        public static let black = Weight(rawValue: 0.62)
    }

    /// TextUI only: as AppKit's `var pointSize: CGFloat { get }`.
    public let pointSize: CGFloat
    /// TextUI only: as AppKit's `var fontDescriptor: NSFontDescriptor { get }`.
    public let fontDescriptor: NSFontDescriptor

    init(size: CGFloat, descriptor: NSFontDescriptor) {
        pointSize = size
        fontDescriptor = descriptor
        super.init()
    }

    /// The font `fontDescriptor` describes, at `fontSize` points.
    ///
    /// TextUI only: as AppKit's `init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat)`.
    public convenience init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
        self.init(size: fontSize, descriptor: fontDescriptor)
    }

    /// TextUI only: as AppKit's `class func systemFont(ofSize fontSize: CGFloat) -> NSFont`.
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont {
        NSFont(size: fontSize, descriptor: NSFontDescriptor(symbolicTraits: []))
    }

    /// TextUI only: as AppKit's `class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        NSFont(size: fontSize, descriptor: NSFontDescriptor(symbolicTraits: weight.rawValue >= Weight.semibold.rawValue ? .bold : []))
    }

    /// TextUI only: as AppKit's `class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont {
        NSFont(size: fontSize, descriptor: NSFontDescriptor(symbolicTraits: .bold))
    }

    /// The size of the Mac's standard system font, 13 points.
    ///
    /// TextUI only: as AppKit's `class var systemFontSize: CGFloat { get }`.
    open class var systemFontSize: CGFloat { 13 }
}

/// What a font is (here, its bold and italic traits).
///
/// TextUI only: as AppKit's `class NSFontDescriptor : NSObject`.
open class NSFontDescriptor: NSObject, @unchecked Sendable {
    /// A font's traits.
    ///
    /// TextUI only: as AppKit's `struct NSFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// TextUI only: as AppKit's `init(rawValue: UInt32)`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// TextUI only: as AppKit's `var rawValue: UInt32`.
        public let rawValue: UInt32
        /// TextUI only: as AppKit's `static var italic: NSFontDescriptor.SymbolicTraits { get }`.
        public static let italic = SymbolicTraits(rawValue: 1 << 0)
        /// TextUI only: as AppKit's `static var bold: NSFontDescriptor.SymbolicTraits { get }`.
        public static let bold = SymbolicTraits(rawValue: 1 << 1)
        /// TextUI only: as AppKit's `static var monoSpace: NSFontDescriptor.SymbolicTraits { get }`.
        public static let monoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    /// TextUI only: as AppKit's `var symbolicTraits: NSFontDescriptor.SymbolicTraits { get }`.
    public let symbolicTraits: SymbolicTraits

    init(symbolicTraits: SymbolicTraits) {
        self.symbolicTraits = symbolicTraits
        super.init()
    }

    /// This descriptor with `symbolicTraits` instead of its own.
    ///
    /// TextUI only: as AppKit's `func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor`.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> NSFontDescriptor {
        NSFontDescriptor(symbolicTraits: symbolicTraits)
    }
}
