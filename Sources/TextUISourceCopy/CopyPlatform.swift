/// The platform a text copy is read as: what `#if os(…)`, `canImport(…)` and
/// `targetEnvironment(…)` mean in it. An iPhone in Xcode's preview canvas by default:
/// `os(iOS)` and `targetEnvironment(simulator)` are true, every other `os(…)` false (Linux
/// too: the copy draws the phone's branch), `canImport(UIKit)` true, `canImport(AppKit)` false.
///
/// `DEBUG` and `TEXTUI` read as true, as in a preview build; the other conditions
/// (`swift(>=…)`, `compiler(…)`, `arch(…)`, your own flags) are left to the compiler.
///
/// A module in `keptImports` is imported as written and its `canImport` left to the compiler:
/// a package that stubs a framework in a module of that name (names TextUI's module for it
/// lacks) keeps it.
package struct CopyPlatform: Equatable, Sendable {
    /// An operating system an `os(…)` condition can name.
    package enum OS: String, CaseIterable, Sendable {
        case iOS, macOS, tvOS, watchOS, visionOS
    }

    package var os: OS
    package var simulator: Bool
    package var keptImports: Set<String>

    package init(os: OS = .iOS, simulator: Bool = true, keptImports: Set<String> = []) {
        self.os = os
        self.simulator = simulator
        self.keptImports = keptImports
    }

    /// The value of `os(name)`.
    func isOS(_ name: String) -> Bool {
        switch name {
        case "OSX": os == .macOS
        case "xrOS": os == .visionOS
        default: name == os.rawValue
        }
    }

    /// The value of `canImport(module)`, or `nil` to leave it to the compiler.
    func canImport(_ module: String) -> Bool? {
        if keptImports.contains(module) { return nil }
        return switch module {
        case "SwiftUI", "Combine", "DeveloperToolsSupport", "UniformTypeIdentifiers", "PhotosUI", "AppIntents", "Charts", "AVKit", "os", "OSLog",
             "AVFoundation", "AVFAudio", "UserNotifications", "LocalAuthentication", "ActivityKit", "SwiftData", "CoreData", "StoreKit", "PDFKit",
             "LinkPresentation", "AuthenticationServices", "TipKit", "MediaPlayer",
             "CoreSpotlight": true
        case "WidgetKit": os != .tvOS
        case "UIKit": os == .iOS || os == .tvOS || os == .visionOS
        case "SafariServices", "WebKit", "MessageUI": os == .iOS || os == .visionOS
        case "AppKit", "Cocoa": os == .macOS
        case "WatchKit": os == .watchOS
        default: nil
        }
    }

    /// The value of `targetEnvironment(name)`, or `nil` to leave it to the compiler.
    func targetEnvironment(_ name: String) -> Bool? {
        switch name {
        case "simulator": simulator
        case "macCatalyst", "macabi": false
        default: nil
        }
    }

    /// The module the copy imports for `import StoreKit`.
    static let storeKitModule = "TextUIStoreKit"

    /// The module a copy imports in place of `module`, or `nil` to keep it.
    func replacement(forImportOf module: String) -> String? {
        // A submodule goes where its module goes: `import UIKit.UIGestureRecognizerSubclass`.
        let top = module.split(separator: ".").first.map(String.init) ?? module
        if keptImports.contains(top) { return nil }
        return switch top {
        case "SwiftUI", "UIKit", "AppKit", "Combine", "DeveloperToolsSupport": "TextUI"
        // The unified log (`Logger`, `os_log`), which screens and their models write to: the
        // TextUI product's log module has it (writing nowhere where the platform has no `os`),
        // seen only by the files that import it, as on iOS.
        case "os", "OSLog": "TextUIOSLog"
        // Frameworks screens import beside SwiftUI that Linux has no module for, each a module of
        // the TextUI product that needs nothing but Foundation, seen only by the files that
        // import it: the audio session, speech voices and capture permission (the player stays
        // TextUI's, which draws it in a `VideoPlayer`), notifications, Face ID. A preview's
        // answers are fixed: authorized, granted at once, nothing played or delivered.
        case "AVFoundation", "AVFAudio": "TextUIAVFoundation"
        case "UserNotifications": "TextUIUserNotifications"
        case "LocalAuthentication": "TextUILocalAuthentication"
        // Live Activities (`Activity`, `ActivityContent`), kept in memory: a screen that starts
        // one as a workout begins runs as on a phone, and nothing is drawn for it.
        case "ActivityKit": "TextUIActivityKit"
        // SwiftData's models, kept in memory: a `@Query` lists what the preview inserted. The
        // copy also makes each `@Model` class a `PersistentModel` (``ModelSite``).
        case "SwiftData": ModelSite.module
        // Core Data's contexts, fetch requests and managed objects, kept in memory, are
        // TextUI's own: SwiftUI's `@FetchRequest` and `\.managedObjectContext` name them in files
        // that import SwiftUI alone. A package that stubs Core Data in a module of that name
        // keeps it through `keptImports`.
        case "CoreData": "TextUI"
        // PDFKit's document, pages, search and view, which a screen wraps in a representable:
        // TextUI's own, the view drawn as its pages' text.
        case "PDFKit": "TextUI"
        // MessageUI's mail and message sheets, UIKit navigation controllers: TextUI's own, beside
        // its UIKit. A preview sends nothing: `canSendMail()` and `canSendText()` are false.
        case "MessageUI": "TextUI"
        // LinkPresentation's link view (a UIKit view, so TextUI's), its metadata and provider,
        // which fetches nothing: a link draws the title the screen gave it and its host.
        case "LinkPresentation": "TextUI"
        // Sign in with Apple's button (a SwiftUI view), its requests and controllers, and web
        // sign-in, presented over a `UIWindow`: TextUI's own. No one is signed in and no sign-in
        // completes.
        case "AuthenticationServices": "TextUI"
        // TipKit's tips (their words are SwiftUI `Text`) and tip views: TextUI's own. Every tip
        // is shown, as on a phone's first launch, until it is invalidated.
        case "TipKit": "TextUI"
        // MediaPlayer's volume view (a UIKit view), now-playing info and remote commands: TextUI's
        // own. Nothing plays and no remote command arrives.
        case "MediaPlayer": "TextUI"
        // CoreSpotlight's items (their attributes name a `UTType`) and index: TextUI's own. Every
        // request succeeds at once and nothing is kept.
        case "CoreSpotlight": "TextUI"
        // StoreKit's products, transactions and store views, answering as a store that never
        // answers: no product loads, no transaction, a purchase stays pending; the store views draw
        // loading. A name it qualifies is the module's (`StoreKit.Transaction`, which a file
        // importing SwiftUI too writes so as not to mean SwiftUI's).
        case "StoreKit": Self.storeKitModule
        // Frameworks screens import beside SwiftUI for the names TextUI mirrors: `UTType`,
        // `PhotosPicker`, `SFSafariViewController`, a widget and the intent that configures it,
        // `Chart` and its marks, `WKWebView`, `VideoPlayer` with its `AVPlayer`, `Transferable`
        // and its representations.
        case "UniformTypeIdentifiers", "PhotosUI", "SafariServices", "WidgetKit", "AppIntents", "Charts", "WebKit", "AVKit",
             "CoreTransferable": "TextUI"
        #if !canImport(Darwin)
        // Where there is no Darwin module, Foundation brings the C library in its place.
        case "Darwin": "Foundation"
        // Nor is there CoreGraphics: Foundation declares CGFloat, CGPoint, CGSize and CGRect.
        case "CoreGraphics": "Foundation"
        #endif
        default: nil
        }
    }
}
