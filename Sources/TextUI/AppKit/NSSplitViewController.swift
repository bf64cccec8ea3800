/// A Mac split view's controller (a sidebar beside content): what a window's sidebar toggle
/// calls. A preview makes none; its sidebar items are named so a screen that looks for one
/// compiles and finds nothing.
///
/// TextUI only: as AppKit's `@MainActor class NSSplitViewController : NSViewController`.
@MainActor @preconcurrency
open class NSSplitViewController: NSResponder, NSSplitViewDelegate {
    /// TextUI only: as AppKit's `var splitViewItems: [NSSplitViewItem] { get set }`.
    open var splitViewItems: [NSSplitViewItem] = []

    /// Shows or hides the sidebar.
    ///
    /// TextUI only: as AppKit's `@IBAction func toggleSidebar(_ sender: Any?)`.
    open func toggleSidebar(_ sender: Any?) {
        splitViewItems.first?.isCollapsed.toggle()
    }
}

/// One pane of a split view: collapsed or shown.
///
/// TextUI only: as AppKit's `@MainActor class NSSplitViewItem : NSObject`.
@MainActor @preconcurrency
open class NSSplitViewItem: NSObject {
    /// TextUI only: as AppKit's `var isCollapsed: Bool { get set }`.
    open var isCollapsed = false
}

/// A view of panes side by side, whose delegate is usually its controller.
///
/// TextUI only: as AppKit's `@MainActor class NSSplitView : NSView`.
@MainActor @preconcurrency
open class NSSplitView: NSView {
    /// TextUI only: as AppKit's `weak var delegate: (any NSSplitViewDelegate)? { get set }`.
    open weak var delegate: (any NSSplitViewDelegate)?
}

/// What a split view asks of its delegate.
///
/// TextUI only: as AppKit's `@MainActor protocol NSSplitViewDelegate : NSObjectProtocol`.
@MainActor @preconcurrency
public protocol NSSplitViewDelegate: AnyObject {}
