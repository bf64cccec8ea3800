/// Whether a view's changes run in an animation that repeats forever and turns back
/// (`.animation(.easeInOut.repeatForever(), value: blinking)`): the view goes back and forth
/// between the values before and after the change, so a phone shows it at both. Text draws one
/// still frame, and a view faded to nothing that way is drawn, not left out: a blinking "live"
/// dot is visible half the time, a blank is never what a phone shows.
private struct AnimationRepeatsForeverKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the changes of the views inside run in a forever-repeating, reversing animation.
    var animationRepeatsForever: Bool {
        get { self[AnimationRepeatsForeverKey.self] }
        set { self[AnimationRepeatsForeverKey.self] = newValue }
    }
}
