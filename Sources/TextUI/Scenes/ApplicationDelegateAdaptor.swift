import Foundation

/// Names the app delegate SwiftUI makes at launch and calls with UIKit's app events:
/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`.
///
/// A preview launches no app, so TextUI makes no delegate and calls none of its methods — the
/// app's file compiles, and nothing in it runs. Reading the delegate (`appDelegate.store`)
/// stops with a message: there is none to read. A view that needs what the delegate holds
/// takes it as a parameter, which its preview can pass.
///
/// UIKit's delegate classes have no `required init()`, so on Linux no generic code can make
/// one; SwiftUI makes it through the Objective-C runtime.
///
/// SwiftUI: @MainActor @preconcurrency @propertyWrapper struct UIApplicationDelegateAdaptor<DelegateType> where DelegateType : NSObject, DelegateType : UIApplicationDelegate
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// Names `delegateType` as the app's delegate.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(_ delegateType: DelegateType.Type = DelegateType.self)
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// The delegate a launched app has; a preview has none, and reading it stops.
    ///
    /// SwiftUI: @MainActor @preconcurrency var wrappedValue: DelegateType { get }
    public var wrappedValue: DelegateType { noAppDelegate(DelegateType.self, wrapper: "UIApplicationDelegateAdaptor") }
}

/// Names the Mac app delegate SwiftUI makes at launch:
/// `@NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`. As with
/// ``UIApplicationDelegateAdaptor``, TextUI makes none and calls none of its methods; reading
/// it stops with a message.
///
/// SwiftUI: @MainActor @preconcurrency @propertyWrapper struct NSApplicationDelegateAdaptor<DelegateType> where DelegateType : NSObject, DelegateType : NSApplicationDelegate
@MainActor @preconcurrency @propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate>: DynamicProperty {
    /// Names `delegateType` as the app's delegate.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(_ delegateType: DelegateType.Type = DelegateType.self)
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// The delegate a launched app has; a preview has none, and reading it stops.
    ///
    /// SwiftUI: @MainActor @preconcurrency var wrappedValue: DelegateType { get }
    public var wrappedValue: DelegateType { noAppDelegate(DelegateType.self, wrapper: "NSApplicationDelegateAdaptor") }
}

/// The one line a read of an app delegate stops with: what was read, why there is none, what
/// to do.
func noAppDelegateMessage(_ type: Any.Type, wrapper: String) -> String {
    "TextUI: no app delegate: @\(wrapper) \(type) was read, but only a launched app has one and a"
        + " preview launches none. Give the view what it needs from the delegate as a parameter"
        + " and preview the view, not the app."
}

private func noAppDelegate(_ type: Any.Type, wrapper: String) -> Never {
    fatalError(noAppDelegateMessage(type, wrapper: wrapper))
}
