import Foundation

/// A modifier that moves, turns or scales a view's drawing by the transform its
/// `effectValue(size:)` returns — a shake, a marquee's scroll, a wobble. Text keeps every view
/// where its layout puts it, so the view draws as it was, at rest:
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 3 * sin(animatableData * .pi), y: 0))
///     }
/// }
///
/// Text("PIN").modifier(Shake(animatableData: 1)).render()
/// ```
/// ```text
/// PIN
/// ```
///
/// Its body is the content itself (SwiftUI's is `Never`, drawn by the transform).
///
/// SwiftUI: nonisolated protocol GeometryEffect : Animatable, ViewModifier where Self.Body == Never
public protocol GeometryEffect: ViewModifier {
    /// The transform of the drawing now.
    ///
    /// SwiftUI: func effectValue(size: CGSize) -> ProjectionTransform
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content as it was: text draws no transform.
    ///
    /// TextUI only: SwiftUI's body is `Never` and it draws the transform; text draws the view at rest.
    public func body(content: Content) -> Content { content }
}
