/// AppKit's translucent material behind a Mac's sidebars, bars and selections, which Mac
/// screens wrap in an ``NSViewRepresentable`` as a background. Text has no translucency: it
/// draws as empty room behind the content.
///
/// TextUI only: as AppKit's `@MainActor class NSVisualEffectView : NSView`.
@MainActor @preconcurrency
open class NSVisualEffectView: NSView {
    /// The material shown.
    ///
    /// TextUI only: as AppKit's `var material: NSVisualEffectView.Material { get set }`.
    open var material: Material = .appearanceBased
    /// Whether it blurs what is behind the window or what is behind it in the window.
    ///
    /// TextUI only: as AppKit's `var blendingMode: NSVisualEffectView.BlendingMode { get set }`.
    open var blendingMode: BlendingMode = .behindWindow
    /// Whether it looks active always, never, or as its window does.
    ///
    /// TextUI only: as AppKit's `var state: NSVisualEffectView.State { get set }`.
    open var state: State = .followsWindowActiveState
    /// Whether the material's emphasized look is used.
    ///
    /// TextUI only: as AppKit's `var isEmphasized: Bool { get set }`.
    open var isEmphasized = false

    /// The materials a Mac shows.
    ///
    /// TextUI only: as AppKit's `enum NSVisualEffectView.Material`.
    public enum Material: Int, Sendable {
        /// TextUI only: as AppKit's `case appearanceBased`.
        case appearanceBased = 0
        /// TextUI only: as AppKit's `case light`.
        case light = 1
        /// TextUI only: as AppKit's `case dark`.
        case dark = 2
        /// TextUI only: as AppKit's `case titlebar`.
        case titlebar = 3
        /// TextUI only: as AppKit's `case selection`.
        case selection = 4
        /// TextUI only: as AppKit's `case menu`.
        case menu = 5
        /// TextUI only: as AppKit's `case popover`.
        case popover = 6
        /// TextUI only: as AppKit's `case sidebar`.
        case sidebar = 7
        /// TextUI only: as AppKit's `case mediumLight`.
        case mediumLight = 8
        /// TextUI only: as AppKit's `case ultraDark`.
        case ultraDark = 9
        /// TextUI only: as AppKit's `case headerView`.
        case headerView = 10
        /// TextUI only: as AppKit's `case sheet`.
        case sheet = 11
        /// TextUI only: as AppKit's `case windowBackground`.
        case windowBackground = 12
        /// TextUI only: as AppKit's `case hudWindow`.
        case hudWindow = 13
        /// TextUI only: as AppKit's `case fullScreenUI`.
        case fullScreenUI = 15
        /// TextUI only: as AppKit's `case toolTip`.
        case toolTip = 17
        /// TextUI only: as AppKit's `case contentBackground`.
        case contentBackground = 18
        /// TextUI only: as AppKit's `case underWindowBackground`.
        case underWindowBackground = 21
        /// TextUI only: as AppKit's `case underPageBackground`.
        case underPageBackground = 22
    }

    /// What the material blurs.
    ///
    /// TextUI only: as AppKit's `enum NSVisualEffectView.BlendingMode`.
    public enum BlendingMode: Int, Sendable {
        /// TextUI only: as AppKit's `case behindWindow`.
        case behindWindow = 0
        /// TextUI only: as AppKit's `case withinWindow`.
        case withinWindow = 1
    }

    /// When the material looks active.
    ///
    /// TextUI only: as AppKit's `enum NSVisualEffectView.State`.
    public enum State: Int, Sendable {
        /// TextUI only: as AppKit's `case followsWindowActiveState`.
        case followsWindowActiveState = 0
        /// TextUI only: as AppKit's `case active`.
        case active = 1
        /// TextUI only: as AppKit's `case inactive`.
        case inactive = 2
    }
}
