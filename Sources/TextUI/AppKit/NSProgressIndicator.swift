import Foundation

/// AppKit's progress indicator, which a Mac screen wraps for the control sizes and styles
/// `ProgressView` lacks. Wrapped in an ``NSViewRepresentable``, it draws as SwiftUI's
/// `ProgressView` would: a bar and its percentage (of `minValue`…`maxValue`), or, spinning or
/// indeterminate, a spinner.
///
/// TextUI only: as AppKit's `@MainActor class NSProgressIndicator : NSView`.
@MainActor @preconcurrency
open class NSProgressIndicator: NSView {
    /// A bar or a spinner.
    ///
    /// TextUI only: as AppKit's `enum NSProgressIndicator.Style : UInt, @unchecked Sendable`.
    public enum Style: UInt, Sendable {
        /// TextUI only: as AppKit's `case bar = 0`.
        case bar = 0
        /// TextUI only: as AppKit's `case spinning = 1`.
        case spinning = 1
    }

    /// TextUI only: as AppKit's `var minValue: Double { get set }`.
    open var minValue = 0.0
    /// TextUI only: as AppKit's `var maxValue: Double { get set }`.
    open var maxValue = 100.0
    /// TextUI only: as AppKit's `var doubleValue: Double { get set }`.
    open var doubleValue = 0.0
    /// TextUI only: as AppKit's `var isIndeterminate: Bool { get set }`.
    open var isIndeterminate = true
    /// TextUI only: as AppKit's `var style: NSProgressIndicator.Style { get set }`.
    open var style: Style = .bar
    /// TextUI only: as AppKit's `var controlSize: NSControl.ControlSize { get set }`.
    open var controlSize: NSControl.ControlSize = .regular
    /// TextUI only: as AppKit's `var usesThreadedAnimation: Bool { get set }`.
    open var usesThreadedAnimation = false

    /// Starts an indeterminate indicator's animation; a drawing is still, so nothing changes.
    ///
    /// TextUI only: as AppKit's `func startAnimation(_ sender: Any?)`.
    open func startAnimation(_ sender: Any?) {}

    /// Stops the animation.
    ///
    /// TextUI only: as AppKit's `func stopAnimation(_ sender: Any?)`.
    open func stopAnimation(_ sender: Any?) {}

    /// What the indicator draws: `ProgressView`'s spinner or its bar at this value.
    var drawn: AnyView {
        if style == .spinning || isIndeterminate { return AnyView(ProgressView()) }
        let total = maxValue - minValue
        return AnyView(ProgressView(value: min(max(doubleValue - minValue, 0), max(total, 0)), total: max(total, 1)))
    }
}
