import Foundation

/// AppKit's view, which a Mac screen reaches through `import SwiftUI` to wrap one in an
/// ``NSViewRepresentable``. It has no pixels here: a wrapped view draws as empty room.
///
/// TextUI only: as AppKit's `@MainActor class NSView : NSResponder`.
@MainActor @preconcurrency
open class NSView: NSObject {
    /// The view's frame in its superview, in points.
    ///
    /// TextUI only: as AppKit's `var frame: NSRect { get set }`.
    open var frame: CGRect

    /// Whether the view is hidden.
    ///
    /// TextUI only: as AppKit's `var isHidden: Bool { get set }`.
    open var isHidden = false

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
