#if !canImport(UIKit)
/// UIKit's accessibility settings, which a screen reaches through `import SwiftUI` on iOS to
/// skip an animation when Reduce Motion is on. TextUI draws with every setting off, as
/// `EnvironmentValues.accessibilityReduceMotion` reads.
///
/// ```swift
/// withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .default) { isOpen = true }
/// ```
///
/// UIKit: UIAccessibility
public enum UIAccessibility {
    /// UIKit: @MainActor static var isReduceMotionEnabled: Bool { get } (false)
    @MainActor @preconcurrency public static var isReduceMotionEnabled: Bool { false }
    /// UIKit: @MainActor static var isVoiceOverRunning: Bool { get } (false)
    @MainActor @preconcurrency public static var isVoiceOverRunning: Bool { false }
}
#endif
