import Foundation

/// AppKit's app object, which a Mac app delegate's methods receive (`func
/// applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool`). No app
/// runs here: it gives those methods their type.
///
/// TextUI only: as AppKit's `@MainActor class NSApplication : NSResponder`.
@MainActor @preconcurrency
open class NSApplication: NSObject {
    /// The app.
    ///
    /// TextUI only: as AppKit's `class var shared: NSApplication { get }`.
    public static let shared = NSApplication()

    override init() {
        super.init()
    }
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
