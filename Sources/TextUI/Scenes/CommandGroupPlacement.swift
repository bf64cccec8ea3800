/// Where in the standard menus a ``CommandGroup`` goes: `.newItem` is File ▸ New, `.help` the
/// Help menu's items, and so on.
///
/// ```swift
/// CommandGroup(replacing: .help) { Link("Support", destination: supportURL) }
/// ```
///
/// SwiftUI: struct CommandGroupPlacement
public struct CommandGroupPlacement: Sendable {
    /// Which standard group, by SwiftUI's name for it.
    let name: String

    /// About the app.
    ///
    /// SwiftUI: static let appInfo: CommandGroupPlacement
    public static let appInfo = CommandGroupPlacement(name: "appInfo")

    /// Settings….
    ///
    /// SwiftUI: static let appSettings: CommandGroupPlacement
    public static let appSettings = CommandGroupPlacement(name: "appSettings")

    /// Services.
    ///
    /// SwiftUI: static let systemServices: CommandGroupPlacement
    public static let systemServices = CommandGroupPlacement(name: "systemServices")

    /// Hide, Hide Others, Show All.
    ///
    /// SwiftUI: static let appVisibility: CommandGroupPlacement
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")

    /// Quit.
    ///
    /// SwiftUI: static let appTermination: CommandGroupPlacement
    public static let appTermination = CommandGroupPlacement(name: "appTermination")

    /// New.
    ///
    /// SwiftUI: static let newItem: CommandGroupPlacement
    public static let newItem = CommandGroupPlacement(name: "newItem")

    /// Save, Save As, Revert, Close.
    ///
    /// SwiftUI: static let saveItem: CommandGroupPlacement
    public static let saveItem = CommandGroupPlacement(name: "saveItem")

    /// Import and Export.
    ///
    /// SwiftUI: static let importExport: CommandGroupPlacement
    public static let importExport = CommandGroupPlacement(name: "importExport")

    /// Page Setup and Print.
    ///
    /// SwiftUI: static let printItem: CommandGroupPlacement
    public static let printItem = CommandGroupPlacement(name: "printItem")

    /// Undo and Redo.
    ///
    /// SwiftUI: static let undoRedo: CommandGroupPlacement
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")

    /// Cut, Copy, Paste, Delete, Select All.
    ///
    /// SwiftUI: static let pasteboard: CommandGroupPlacement
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")

    /// Find and spelling.
    ///
    /// SwiftUI: static let textEditing: CommandGroupPlacement
    public static let textEditing = CommandGroupPlacement(name: "textEditing")

    /// Font and text.
    ///
    /// SwiftUI: static let textFormatting: CommandGroupPlacement
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")

    /// Show and customize the toolbar.
    ///
    /// SwiftUI: static let toolbar: CommandGroupPlacement
    public static let toolbar = CommandGroupPlacement(name: "toolbar")

    /// Show the sidebar, enter full screen.
    ///
    /// SwiftUI: static let sidebar: CommandGroupPlacement
    public static let sidebar = CommandGroupPlacement(name: "sidebar")

    /// Minimize and Zoom.
    ///
    /// SwiftUI: static let windowSize: CommandGroupPlacement
    public static let windowSize = CommandGroupPlacement(name: "windowSize")

    /// The list of open windows.
    ///
    /// SwiftUI: static let windowList: CommandGroupPlacement
    public static let windowList = CommandGroupPlacement(name: "windowList")

    /// The list of single windows.
    ///
    /// SwiftUI: static let singleWindowList: CommandGroupPlacement
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")

    /// Bring All to Front.
    ///
    /// SwiftUI: static let windowArrangement: CommandGroupPlacement
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")

    /// The Help menu's items.
    ///
    /// SwiftUI: static let help: CommandGroupPlacement
    public static let help = CommandGroupPlacement(name: "help")
}
