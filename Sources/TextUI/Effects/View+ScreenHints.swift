// Hints for pointers, focus rings, widgets, scenes and animation that a text screen has no
// use for, mirrored so a screen that uses them compiles unchanged: each draws the view as it was.

import Foundation

extension View {
    /// Lets this view's children animate as one group. A text screen draws no animation, so the
    /// view draws as it was.
    ///
    /// SwiftUI: func geometryGroup() -> some View
    public func geometryGroup() -> some View { self }

    /// Turns off the focus ring (macOS, tvOS, iPadOS with a keyboard). A text screen draws no
    /// focus ring, so the view draws as it was.
    ///
    /// SwiftUI: func focusEffectDisabled(_ disabled: Bool = true) -> some View
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Runs `action` when a pointer enters or leaves this view. A phone has no pointer and a
    /// preview none either, so it never runs; the view draws as it was.
    ///
    /// ```swift
    /// Text("Delete").onHover { isHovered = $0 }
    /// ```
    ///
    /// SwiftUI: func onHover(perform action: @escaping (Bool) -> Void) -> some View
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// The URL a widget opens its app with when tapped. A preview opens nothing, so the view
    /// draws as it was.
    ///
    /// SwiftUI: func widgetURL(_ url: URL?) -> some View
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Which scene handles an incoming URL or activity. A preview receives none, so the view
    /// draws as it was.
    ///
    /// SwiftUI: func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
