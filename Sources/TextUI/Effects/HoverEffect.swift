/// How a view changes when an iPad's pointer hovers over it. A phone and a preview have no
/// pointer, so no effect shows: ``View/hoverEffect(_:)`` draws the view as it was.
///
/// ```swift
/// Button("Open") {}.hoverEffect(.lift).render(width: 12)
/// ```
/// ```text
/// [ Open ]
/// ```
///
/// SwiftUI: struct HoverEffect
public struct HoverEffect: Sendable {
    /// SwiftUI: static let automatic: HoverEffect
    public static let automatic = HoverEffect()
    /// SwiftUI: static let highlight: HoverEffect
    public static let highlight = HoverEffect()
    /// SwiftUI: static let lift: HoverEffect
    public static let lift = HoverEffect()
}

extension View {
    /// Applies a pointer's hover effect (iOS 13.4's `hoverEffect(_:)` too); with no pointer,
    /// the view draws as it was.
    ///
    /// SwiftUI: func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
}
