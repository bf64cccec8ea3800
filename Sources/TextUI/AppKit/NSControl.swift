import Foundation

/// AppKit's control: a view with a size, an action and a target, which a Mac screen configures
/// in an ``NSViewRepresentable``'s `makeNSView`. TextUI sends no actions (nothing is clicked in
/// a preview); a wrapped button draws as its symbol or title (``NSButton``).
///
/// TextUI only: as AppKit's `@MainActor class NSControl : NSView`.
@MainActor @preconcurrency
open class NSControl: NSView {
    /// How large a control draws.
    ///
    /// TextUI only: as AppKit's `enum NSControl.ControlSize : UInt, @unchecked Sendable`.
    public enum ControlSize: UInt, Sendable {
        /// TextUI only: as AppKit's `case regular = 0`.
        case regular = 0
        /// TextUI only: as AppKit's `case small = 1`.
        case small = 1
        /// TextUI only: as AppKit's `case mini = 2`.
        case mini = 2
        /// TextUI only: as AppKit's `case large = 3`.
        case large = 3
        /// TextUI only: as AppKit's `case extraLarge = 4`.
        case extraLarge = 4
    }

    /// Where a control's image stands beside its title.
    ///
    /// TextUI only: as AppKit's `enum NSControl.ImagePosition : UInt, @unchecked Sendable`.
    public enum ImagePosition: UInt, Sendable {
        /// TextUI only: as AppKit's `case noImage = 0`.
        case noImage = 0
        /// TextUI only: as AppKit's `case imageOnly = 1`.
        case imageOnly = 1
        /// TextUI only: as AppKit's `case imageLeft = 2`.
        case imageLeft = 2
        /// TextUI only: as AppKit's `case imageRight = 3`.
        case imageRight = 3
        /// TextUI only: as AppKit's `case imageBelow = 4`.
        case imageBelow = 4
        /// TextUI only: as AppKit's `case imageAbove = 5`.
        case imageAbove = 5
        /// TextUI only: as AppKit's `case imageOverlaps = 6`.
        case imageOverlaps = 6
        /// TextUI only: as AppKit's `case imageLeading = 7`.
        case imageLeading = 7
        /// TextUI only: as AppKit's `case imageTrailing = 8`.
        case imageTrailing = 8
    }

    /// TextUI only: as AppKit's `var controlSize: NSControl.ControlSize { get set }`.
    open var controlSize: ControlSize = .regular
    /// TextUI only: as AppKit's `var isEnabled: Bool { get set }`.
    open var isEnabled = true
    /// The object sent the action; kept, never called in a preview.
    ///
    /// TextUI only: as AppKit's `weak var target: AnyObject? { get set }`.
    open weak var target: AnyObject?
    /// The method sent to the target when the control is used.
    ///
    /// TextUI only: as AppKit's `var action: Selector? { get set }`.
    open var action: Selector?
    /// TextUI only: as AppKit's `var font: NSFont? { get set }`.
    open var font: NSFont?
}

/// AppKit's push button, which a Mac screen wraps to open a menu or run an action from a
/// symbol. Wrapped in an ``NSViewRepresentable``, it draws as its image's symbol, or else its
/// title: a chevron button draws `⌄`, as the Mac shows a chevron.
///
/// TextUI only: as AppKit's `@MainActor class NSButton : NSControl`.
@MainActor @preconcurrency
open class NSButton: NSControl {
    /// The shape drawn around a button.
    ///
    /// TextUI only: as AppKit's `enum NSButton.BezelStyle : UInt, @unchecked Sendable`.
    public enum BezelStyle: UInt, Sendable {
        /// TextUI only: as AppKit's `case automatic = 0`.
        case automatic = 0
        /// TextUI only: as AppKit's `case rounded = 1` (`push` on macOS 14).
        case rounded = 1
        /// TextUI only: as AppKit's `case regularSquare = 2`.
        case regularSquare = 2
        /// TextUI only: as AppKit's `case disclosure = 5`.
        case disclosure = 5
        /// TextUI only: as AppKit's `case shadowlessSquare = 6`.
        case shadowlessSquare = 6
        /// TextUI only: as AppKit's `case circular = 7`.
        case circular = 7
        /// TextUI only: as AppKit's `case texturedSquare = 8`.
        case texturedSquare = 8
        /// TextUI only: as AppKit's `case helpButton = 9`.
        case helpButton = 9
        /// TextUI only: as AppKit's `case smallSquare = 10`.
        case smallSquare = 10
        /// TextUI only: as AppKit's `case texturedRounded = 11`.
        case texturedRounded = 11
        /// TextUI only: as AppKit's `case roundRect = 12`.
        case roundRect = 12
        /// TextUI only: as AppKit's `case recessed = 13`.
        case recessed = 13
        /// TextUI only: as AppKit's `case roundedDisclosure = 14`.
        case roundedDisclosure = 14
        /// TextUI only: as AppKit's `case inline = 15`.
        case inline = 15
    }

    /// TextUI only: as AppKit's `var title: String { get set }`.
    open var title = "Button"
    /// TextUI only: as AppKit's `var image: NSImage? { get set }`.
    open var image: NSImage?
    /// TextUI only: as AppKit's `var isBordered: Bool { get set }`.
    open var isBordered = true
    /// TextUI only: as AppKit's `var bezelStyle: NSButton.BezelStyle { get set }`.
    open var bezelStyle: BezelStyle = .rounded
    /// TextUI only: as AppKit's `@NSCopying var contentTintColor: NSColor? { get set }`.
    open var contentTintColor: NSColor?
    /// TextUI only: as AppKit's `var imagePosition: NSControl.ImagePosition { get set }`.
    open var imagePosition: ImagePosition = .noImage

    /// What the button draws: its image's symbol, or its title when it has none to show.
    var drawn: AnyView {
        if imagePosition != .noImage, let image, let symbol = image.symbolName {
            return AnyView(Image(systemName: symbol))
        }
        return AnyView(Text(verbatim: title))
    }
}
