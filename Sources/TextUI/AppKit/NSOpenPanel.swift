import Foundation

/// AppKit's save panel, which a Mac settings pane runs modally to choose where files go. A
/// preview shows no panel: `runModal()` answers `.cancel` at once, so nothing is chosen and the
/// panel's ``url`` stays `nil`.
///
/// TextUI only: as AppKit's `@MainActor class NSSavePanel : NSPanel`.
@MainActor @preconcurrency
open class NSSavePanel: NSWindow {
    /// TextUI only: as AppKit's `var url: URL? { get }`.
    open var url: URL? { nil }
    /// TextUI only: as AppKit's `var directoryURL: URL? { get set }`.
    open var directoryURL: URL?
    /// TextUI only: as AppKit's `var allowedContentTypes: [UTType] { get set }`.
    open var allowedContentTypes: [UTType] = []
    /// TextUI only: as AppKit's `var canCreateDirectories: Bool { get set }`.
    open var canCreateDirectories = true
    /// TextUI only: as AppKit's `var message: String! { get set }`.
    open var message: String! = ""
    /// TextUI only: as AppKit's `var prompt: String! { get set }`.
    open var prompt: String! = ""
    /// TextUI only: as AppKit's `var nameFieldStringValue: String { get set }`.
    open var nameFieldStringValue = ""

    /// TextUI only: as AppKit's `init()`.
    override public init() {
        super.init()
    }

    /// Runs the panel until a person closes it: a preview has no one to choose, so `.cancel`.
    ///
    /// TextUI only: as AppKit's `func runModal() -> NSApplication.ModalResponse`.
    open func runModal() -> NSApplication.ModalResponse { .cancel }
}

/// AppKit's open panel: files or folders to open, chosen in a modal panel; nothing is chosen in
/// a preview.
///
/// TextUI only: as AppKit's `@MainActor class NSOpenPanel : NSSavePanel`.
@MainActor @preconcurrency
open class NSOpenPanel: NSSavePanel {
    /// TextUI only: as AppKit's `var urls: [URL] { get }`.
    open var urls: [URL] { [] }
    /// TextUI only: as AppKit's `var allowsMultipleSelection: Bool { get set }`.
    open var allowsMultipleSelection = false
    /// TextUI only: as AppKit's `var canChooseDirectories: Bool { get set }`.
    open var canChooseDirectories = false
    /// TextUI only: as AppKit's `var canChooseFiles: Bool { get set }`.
    open var canChooseFiles = true
}

extension NSApplication {
    /// How a modal panel or alert was closed.
    ///
    /// TextUI only: as AppKit's `struct NSApplication.ModalResponse`.
    public struct ModalResponse: RawRepresentable, Hashable, Sendable {
        /// TextUI only: as AppKit's `var rawValue: Int`.
        public let rawValue: Int
        /// TextUI only: as AppKit's `init(rawValue: Int)`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// TextUI only: as AppKit's `static let OK: NSApplication.ModalResponse`.
        public static let OK = ModalResponse(rawValue: 1)
        /// TextUI only: as AppKit's `static let cancel: NSApplication.ModalResponse`.
        public static let cancel = ModalResponse(rawValue: 0)
    }
}
