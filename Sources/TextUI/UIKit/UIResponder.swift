#if !canImport(UIKit)
import Foundation

/// UIKit's base class for what answers events — the app, its views and view controllers — and
/// the class an app delegate often inherits from (`class AppDelegate: UIResponder,
/// UIApplicationDelegate`). Nothing sends events here: the touch and key methods are there to be
/// overridden and are never called by a preview.
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

    /// The key commands the responder answers on a hardware keyboard; none unless a subclass
    /// lists some, and a preview presses no keys.
    ///
    /// UIKit: var keyCommands: [UIKeyCommand]? { get }
    open var keyCommands: [UIKeyCommand]? { nil }

    /// UIKit: func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// UIKit: func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// UIKit: func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// UIKit: func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
#endif
