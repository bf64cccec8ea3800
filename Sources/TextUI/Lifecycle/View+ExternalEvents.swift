// What reaches an app from outside (a Handoff or Spotlight activity continued; a URL opened is
// `onOpenURL`, beside OpenURLAction): a preview receives none, so the handlers never run and the
// view draws as it was.

import Foundation

extension View {
    /// Runs `action` when the app continues a user activity of `activityType` (Handoff,
    /// Spotlight, a universal link). A preview continues none: the action never runs and the
    /// view draws as it was.
    ///
    /// SwiftUI: func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View {
        self
    }

    /// Advertises a user activity of `activityType` (Handoff, Spotlight) while `isActive`,
    /// letting `update` fill it in. A preview advertises none: `update` never runs and the view
    /// draws as it was.
    ///
    /// SwiftUI: nonisolated func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> ()) -> some View
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> ()) -> some View {
        self
    }

    /// Advertises a user activity of `activityType` for `element` when it is not `nil`. A
    /// preview advertises none: `update` never runs and the view draws as it was.
    ///
    /// SwiftUI: nonisolated func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()) -> some View
    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()) -> some View {
        self
    }
}
