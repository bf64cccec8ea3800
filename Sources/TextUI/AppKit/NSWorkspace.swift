import Foundation

/// The Mac's workspace, which opens URLs in other apps: a preview opens nothing.
///
/// TextUI only: as AppKit's `class NSWorkspace : NSObject`.
open class NSWorkspace: NSObject, @unchecked Sendable {
    /// TextUI only: as AppKit's `class var shared: NSWorkspace { get }`.
    public static let shared = NSWorkspace()

    /// TextUI only: as AppKit's `func open(_ url: URL) -> Bool`.
    @discardableResult
    open func open(_ url: URL) -> Bool { false }
}

/// A script in AppleScript, which a Mac app runs to ask the Finder to restart: a preview runs
/// none.
///
/// TextUI only: as AppKit's `class NSAppleScript : NSObject` (Foundation's, on a Mac).
open class NSAppleScript: NSObject, @unchecked Sendable {
    /// TextUI only: as Foundation's `init?(source: String)`.
    public init?(source: String) {
        super.init()
    }

    /// Runs nothing and answers an empty result.
    ///
    /// TextUI only: as Foundation's `func executeAndReturnError(_ errorInfo: AutoreleasingUnsafeMutablePointer<NSDictionary?>?) -> NSAppleEventDescriptor`.
    @discardableResult
    open func executeAndReturnError(_ errorInfo: UnsafeMutablePointer<NSDictionary?>?) -> NSAppleEventDescriptor {
        NSAppleEventDescriptor()
    }
}

/// What a script answers.
///
/// TextUI only: as Foundation's `class NSAppleEventDescriptor : NSObject`.
open class NSAppleEventDescriptor: NSObject, @unchecked Sendable {}

/// The Mac's pasteboard: what is copied, by type.
///
/// TextUI only: as AppKit's `class NSPasteboard : NSObject`.
open class NSPasteboard: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var strings: [PasteboardType: String] = [:]

    /// TextUI only: as AppKit's `class var general: NSPasteboard { get }`.
    public static let general = NSPasteboard()

    /// Clears the pasteboard for the types about to be written.
    ///
    /// TextUI only: as AppKit's `func declareTypes(_ newTypes: [NSPasteboard.PasteboardType], owner newOwner: Any?) -> Int`.
    @discardableResult
    open func declareTypes(_ newTypes: [PasteboardType], owner newOwner: Any?) -> Int {
        lock.withLock { strings = [:] }
        return 1
    }

    /// TextUI only: as AppKit's `func clearContents() -> Int`.
    @discardableResult
    open func clearContents() -> Int { declareTypes([], owner: nil) }

    /// TextUI only: as AppKit's `func setString(_ string: String, forType dataType: NSPasteboard.PasteboardType) -> Bool`.
    @discardableResult
    open func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
        lock.withLock { strings[dataType] = string }
        return true
    }

    /// TextUI only: as AppKit's `func string(forType dataType: NSPasteboard.PasteboardType) -> String?`.
    open func string(forType dataType: PasteboardType) -> String? {
        lock.withLock { strings[dataType] }
    }

    /// A kind of pasteboard content.
    ///
    /// TextUI only: as AppKit's `struct NSPasteboard.PasteboardType`.
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        /// TextUI only: as AppKit's `var rawValue: String`.
        public let rawValue: String
        /// TextUI only: as AppKit's `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// TextUI only: as AppKit's `static let string: NSPasteboard.PasteboardType`.
        public static let string = PasteboardType(rawValue: "public.utf8-plain-text")
        /// TextUI only: as AppKit's `static let URL: NSPasteboard.PasteboardType`.
        public static let URL = PasteboardType(rawValue: "public.url")
    }
}
