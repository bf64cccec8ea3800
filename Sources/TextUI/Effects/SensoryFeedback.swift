// Haptic and audio feedback: a person feels or hears it, and sees nothing, so each modifier is
// accepted and draws the view as it was.

/// A kind of haptic or audio feedback, played by ``View/sensoryFeedback(_:trigger:)``.
///
/// SwiftUI: struct SensoryFeedback
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// SwiftUI: SensoryFeedback.success
    public static let success = SensoryFeedback(name: "success")
    /// SwiftUI: SensoryFeedback.warning
    public static let warning = SensoryFeedback(name: "warning")
    /// SwiftUI: SensoryFeedback.error
    public static let error = SensoryFeedback(name: "error")
    /// SwiftUI: SensoryFeedback.selection
    public static let selection = SensoryFeedback(name: "selection")
    /// SwiftUI: SensoryFeedback.increase
    public static let increase = SensoryFeedback(name: "increase")
    /// SwiftUI: SensoryFeedback.decrease
    public static let decrease = SensoryFeedback(name: "decrease")
    /// SwiftUI: SensoryFeedback.start
    public static let start = SensoryFeedback(name: "start")
    /// SwiftUI: SensoryFeedback.stop
    public static let stop = SensoryFeedback(name: "stop")
    /// SwiftUI: SensoryFeedback.alignment
    public static let alignment = SensoryFeedback(name: "alignment")
    /// SwiftUI: SensoryFeedback.levelChange
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// SwiftUI: SensoryFeedback.pathComplete
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// SwiftUI: SensoryFeedback.impact
    public static let impact = SensoryFeedback(name: "impact")

    /// SwiftUI: SensoryFeedback.impact(weight:intensity:)
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .impact }

    /// SwiftUI: SensoryFeedback.impact(flexibility:intensity:)
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback { .impact }

    /// How heavy the objects an impact stands for are.
    ///
    /// SwiftUI: SensoryFeedback.Weight
    public struct Weight: Equatable, Sendable {
        let name: String
        /// SwiftUI: SensoryFeedback.Weight.light
        public static let light = Weight(name: "light")
        /// SwiftUI: SensoryFeedback.Weight.medium
        public static let medium = Weight(name: "medium")
        /// SwiftUI: SensoryFeedback.Weight.heavy
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the objects an impact stands for are.
    ///
    /// SwiftUI: SensoryFeedback.Flexibility
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// SwiftUI: SensoryFeedback.Flexibility.rigid
        public static let rigid = Flexibility(name: "rigid")
        /// SwiftUI: SensoryFeedback.Flexibility.solid
        public static let solid = Flexibility(name: "solid")
        /// SwiftUI: SensoryFeedback.Flexibility.soft
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes; felt, not seen, so the view draws as it was.
    ///
    /// ```swift
    /// Toggle("Power", isOn: .constant(true)).sensoryFeedback(.selection, trigger: true).render(width: 26)
    /// ```
    /// ```text
    /// Power                 ( ●)
    /// ```
    ///
    /// SwiftUI: View.sensoryFeedback(_:trigger:)
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// SwiftUI: View.sensoryFeedback(_:trigger:condition:)
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View { self }

    /// SwiftUI: View.sensoryFeedback(trigger:_:)
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View { self }

    /// SwiftUI: View.sensoryFeedback(trigger:_:)
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }
}
