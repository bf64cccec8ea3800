#if !canImport(UIKit)
import Foundation

/// UIKit's base class for what answers events — the app, its views and view controllers — and
/// the class an app delegate often inherits from (`class AppDelegate: UIResponder,
/// UIApplicationDelegate`). Nothing sends events here: it only gives those classes their place.
///
/// UIKit: @MainActor class UIResponder : NSObject
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// A responder.
    ///
    /// UIKit: init()
    override public init() {
        super.init()
    }
}
#endif
