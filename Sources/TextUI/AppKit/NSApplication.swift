import Foundation

/// AppKit's object that receives events and forwards the ones it cannot handle: a view, a
/// window and the app are responders.
///
/// TextUI only: as AppKit's `@MainActor class NSResponder : NSObject`.
@MainActor @preconcurrency
open class NSResponder: NSObject {
    /// Asks this responder, then the ones after it, to perform `action`; a preview's chain is
    /// empty, so nothing performs it.
    ///
    /// TextUI only: as AppKit's `func tryToPerform(_ action: Selector, with object: Any?) -> Bool`.
    @discardableResult
    open func tryToPerform(_ action: Selector, with object: Any?) -> Bool { false }
}

/// A Mac window. A preview draws one screen, not windows: the app has none.
///
/// TextUI only: as AppKit's `@MainActor class NSWindow : NSResponder`.
@MainActor @preconcurrency
open class NSWindow: NSResponder {
    /// TextUI only: as AppKit's `var firstResponder: NSResponder? { get }`.
    open var firstResponder: NSResponder? { nil }

    /// TextUI only: as AppKit's `func makeFirstResponder(_ responder: NSResponder?) -> Bool`.
    @discardableResult
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool { true }

    /// TextUI only: as AppKit's `class var allowsAutomaticWindowTabbing: Bool { get set }`.
    public static var allowsAutomaticWindowTabbing = true
}

/// AppKit's app object: what a screen's actions reach through ``NSApp`` and what a Mac app
/// delegate's methods receive (`func applicationShouldTerminateAfterLastWindowClosed(_ sender:
/// NSApplication) -> Bool`). No app runs here: in a preview it has no windows.
///
/// TextUI only: as AppKit's `@MainActor class NSApplication : NSResponder`.
@MainActor @preconcurrency
open class NSApplication: NSResponder {
    /// The app.
    ///
    /// TextUI only: as AppKit's `class var shared: NSApplication { get }`.
    public static let shared = NSApplication()

    override init() {
        super.init()
    }

    /// TextUI only: as AppKit's `var keyWindow: NSWindow? { get }`.
    open var keyWindow: NSWindow? { nil }

    /// TextUI only: as AppKit's `var windows: [NSWindow] { get }`.
    open var windows: [NSWindow] { [] }
}

/// The app, as AppKit names it globally.
///
/// TextUI only: as AppKit's `@MainActor var NSApp: NSApplication!`.
@MainActor public var NSApp: NSApplication! { NSApplication.shared }

/// A Mac display: a preview's is a 1512 × 982-point laptop screen, with no notch reported.
///
/// TextUI only: as AppKit's `@MainActor class NSScreen : NSObject`.
@MainActor @preconcurrency
open class NSScreen: NSObject {
    /// TextUI only: as AppKit's `class var main: NSScreen? { get }`.
    open class var main: NSScreen? { NSScreen() }

    /// TextUI only: as AppKit's `class var screens: [NSScreen] { get }`.
    open class var screens: [NSScreen] { [NSScreen()] }

    /// TextUI only: as AppKit's `var frame: NSRect { get }`.
    open var frame: CGRect { CGRect(x: 0, y: 0, width: 1512, height: 982) }

    /// TextUI only: as AppKit's `var visibleFrame: NSRect { get }`.
    open var visibleFrame: CGRect { CGRect(x: 0, y: 0, width: 1512, height: 944) }
}

/// What a Mac app hears about its own life from AppKit (launch, last window closed, files to
/// open). A SwiftUI app names its delegate with ``NSApplicationDelegateAdaptor``; a preview
/// launches no app, so TextUI calls none of its methods.
///
/// ```swift
/// final class AppDelegate: NSObject, NSApplicationDelegate {
///     func applicationDidFinishLaunching(_ notification: Notification) { Updater.start() }
/// }
/// ```
///
/// TextUI only: as AppKit's `@MainActor protocol NSApplicationDelegate : NSObjectProtocol`.
@MainActor @preconcurrency
public protocol NSApplicationDelegate: NSObjectProtocol {}
