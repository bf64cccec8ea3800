/// When an animation counts as finished for the `completion` of
/// ``withAnimation(_:completionCriteria:_:completion:)``.
///
/// SwiftUI: struct AnimationCompletionCriteria
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    /// When the animated value reaches its end, though a spring may still settle.
    ///
    /// SwiftUI: AnimationCompletionCriteria.logicallyComplete
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")

    /// When nothing of the animation is left on screen.
    ///
    /// SwiftUI: AnimationCompletionCriteria.removed
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` at once, then `completion`: text has no motion, so the animation is over as soon
/// as its change is made. A sheet that slides away and then dismisses is dismissed.
///
/// ```swift
/// withAnimation(.bouncy) { isShown = false } completion: { dismiss() }
/// ```
///
/// SwiftUI: withAnimation(_:completionCriteria:_:completion:)
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}
