import Foundation

/// AppKit's menu, which a Mac screen pops up from a wrapped button. A preview pops up nothing:
/// the menu keeps its items, and `popUp` reports that none was chosen.
///
/// TextUI only: as AppKit's `@MainActor class NSMenu : NSObject`.
@MainActor @preconcurrency
open class NSMenu: NSObject {
    /// TextUI only: as AppKit's `var title: String { get set }`.
    open var title: String
    /// TextUI only: as AppKit's `var items: [NSMenuItem] { get set }`.
    open var items: [NSMenuItem] = []

    /// A menu titled `title`.
    ///
    /// TextUI only: as AppKit's `init(title: String)`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An untitled menu.
    ///
    /// TextUI only: as AppKit's `convenience init()`.
    override public convenience init() {
        self.init(title: "")
    }

    /// TextUI only: as AppKit's `func addItem(_ newItem: NSMenuItem)`.
    open func addItem(_ newItem: NSMenuItem) {
        items.append(newItem)
    }

    /// Pops the menu up over `view`: in a preview no one chooses, so `false`.
    ///
    /// TextUI only: as AppKit's `func popUp(positioning item: NSMenuItem?, at location: NSPoint, in view: NSView?) -> Bool`.
    @discardableResult
    open func popUp(positioning item: NSMenuItem?, at location: CGPoint, in view: NSView?) -> Bool {
        false
    }
}

/// One command in an ``NSMenu``.
///
/// TextUI only: as AppKit's `@MainActor class NSMenuItem : NSObject`.
@MainActor @preconcurrency
open class NSMenuItem: NSObject {
    /// TextUI only: as AppKit's `var title: String { get set }`.
    open var title: String
    /// TextUI only: as AppKit's `@NSCopying var attributedTitle: NSAttributedString? { get set }`.
    open var attributedTitle: NSAttributedString?
    /// TextUI only: as AppKit's `var action: Selector? { get set }`.
    open var action: Selector?
    /// TextUI only: as AppKit's `var keyEquivalent: String { get set }`.
    open var keyEquivalent: String
    /// TextUI only: as AppKit's `weak var target: AnyObject? { get set }`.
    open weak var target: AnyObject?
    /// TextUI only: as AppKit's `var representedObject: Any? { get set }`.
    open var representedObject: Any?
    /// TextUI only: as AppKit's `var isEnabled: Bool { get set }`.
    open var isEnabled = true
    /// TextUI only: as AppKit's `var image: NSImage? { get set }`.
    open var image: NSImage?

    /// An item titled `string` that sends `selector`.
    ///
    /// TextUI only: as AppKit's `init(title string: String, action selector: Selector?, keyEquivalent charCode: String)`.
    public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {
        title = string
        action = selector
        keyEquivalent = charCode
        super.init()
    }

    /// A separator line between groups of items.
    ///
    /// TextUI only: as AppKit's `class func separator() -> NSMenuItem`.
    open class func separator() -> NSMenuItem {
        NSMenuItem(title: "", action: nil, keyEquivalent: "")
    }
}
