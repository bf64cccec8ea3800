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
}
