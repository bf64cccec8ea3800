import Foundation

/// AppKit's colour, which a Mac screen makes from a SwiftUI `Color` to hand to an AppKit view
/// or an attributed string (`NSColor(theme.primaryText)`). Like every colour it draws nothing
/// in text; it keeps the `Color` it stands for, so `Color(nsColor:)` gives it back.
///
/// TextUI only: as AppKit's `class NSColor : NSObject`.
open class NSColor: NSObject, @unchecked Sendable {
    let color: Color

    init(color: Color) {
        self.color = color
        super.init()
    }

    /// The AppKit colour for a SwiftUI colour.
    ///
    /// SwiftUI: convenience init(_ color: Color)
    public convenience init(_ color: Color) {
        self.init(color: color)
    }

    /// TextUI only: as AppKit's `class var labelColor: NSColor { get }`.
    open class var labelColor: NSColor { NSColor(color: .primary) }
    /// TextUI only: as AppKit's `class var secondaryLabelColor: NSColor { get }`.
    open class var secondaryLabelColor: NSColor { NSColor(color: .secondary) }
    /// TextUI only: as AppKit's `class var controlAccentColor: NSColor { get }`.
    open class var controlAccentColor: NSColor { NSColor(color: .accentColor) }
    /// TextUI only: as AppKit's `class var windowBackgroundColor: NSColor { get }`.
    open class var windowBackgroundColor: NSColor { NSColor(color: .clear) }
    /// TextUI only: as AppKit's `class var clear: NSColor { get }`.
    open class var clear: NSColor { NSColor(color: .clear) }
    /// TextUI only: as AppKit's `class var systemRed: NSColor { get }`.
    open class var systemRed: NSColor { NSColor(color: .red) }
    /// TextUI only: as AppKit's `class var systemBlue: NSColor { get }`.
    open class var systemBlue: NSColor { NSColor(color: .blue) }
}

extension Color {
    /// A colour from an AppKit colour.
    ///
    /// SwiftUI: init(nsColor: NSColor)
    public init(nsColor: NSColor) {
        self = nsColor.color
    }
}
