import Foundation

/// AppKit's view, which a Mac screen reaches through `import SwiftUI` to wrap one in an
/// ``NSViewRepresentable``. It has no pixels here: a wrapped view draws as empty room.
///
/// TextUI only: as AppKit's `@MainActor class NSView : NSResponder`.
@MainActor @preconcurrency
open class NSView: NSResponder {
    /// The view's frame in its superview, in points.
    ///
    /// TextUI only: as AppKit's `var frame: NSRect { get set }`.
    open var frame: CGRect

    /// The view's own rectangle: its frame's size at the origin.
    ///
    /// TextUI only: as AppKit's `var bounds: NSRect { get set }`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Whether the view's autoresizing mask becomes constraints; no constraints are solved here.
    ///
    /// TextUI only: as AppKit's `var translatesAutoresizingMaskIntoConstraints: Bool { get set }`.
    open var translatesAutoresizingMaskIntoConstraints = true

    /// TextUI only: as AppKit's `var widthAnchor: NSLayoutDimension { get }`.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self) }

    /// TextUI only: as AppKit's `var heightAnchor: NSLayoutDimension { get }`.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self) }

    /// Whether the view is hidden.
    ///
    /// TextUI only: as AppKit's `var isHidden: Bool { get set }`.
    open var isHidden = false

    /// The view this one is in; a wrapped view is in none, as TextUI lays out no AppKit views.
    ///
    /// TextUI only: as AppKit's `unowned(unsafe) var superview: NSView? { get }`.
    open var superview: NSView? { nil }

    /// The window the view is in: none in a preview.
    ///
    /// TextUI only: as AppKit's `var window: NSWindow? { get }`.
    open var window: NSWindow? { nil }

    /// Called when the view moves into a window; a preview's views are in none, so it is not.
    ///
    /// TextUI only: as AppKit's `func viewDidMoveToWindow()`.
    open func viewDidMoveToWindow() {}

    /// A view with an empty frame.
    ///
    /// TextUI only: as AppKit's `init()`.
    override public init() {
        frame = .zero
        super.init()
    }

    /// A view with `frameRect` as its frame.
    ///
    /// TextUI only: as AppKit's `init(frame frameRect: NSRect)`.
    public init(frame frameRect: CGRect) {
        frame = frameRect
        super.init()
    }
}
