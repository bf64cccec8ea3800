// Symbol animations (iOS 17): a bell that bounces, a signal that pulses. They move a symbol's
// layers and change nothing it says, so each is accepted and the symbol draws as it was.

/// An animation of a symbol image.
///
/// SwiftUI: protocol SymbolEffect : Hashable, Sendable (from the Symbols framework)
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect played once when a value changes.
///
/// SwiftUI: protocol DiscreteSymbolEffect : SymbolEffect
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that plays while it is active.
///
/// SwiftUI: protocol IndefiniteSymbolEffect : SymbolEffect
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// The symbol bounces.
///
/// SwiftUI: struct BounceSymbolEffect
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// SwiftUI: BounceSymbolEffect.up
    public var up: BounceSymbolEffect { self }
    /// SwiftUI: BounceSymbolEffect.down
    public var down: BounceSymbolEffect { self }
    /// SwiftUI: BounceSymbolEffect.byLayer
    public var byLayer: BounceSymbolEffect { self }
    /// SwiftUI: BounceSymbolEffect.wholeSymbol
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// The symbol's opacity pulses.
///
/// SwiftUI: struct PulseSymbolEffect
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// SwiftUI: PulseSymbolEffect.byLayer
    public var byLayer: PulseSymbolEffect { self }
    /// SwiftUI: PulseSymbolEffect.wholeSymbol
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// The symbol's layers light up in turn.
///
/// SwiftUI: struct VariableColorSymbolEffect
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// SwiftUI: VariableColorSymbolEffect.iterative
    public var iterative: VariableColorSymbolEffect { self }
    /// SwiftUI: VariableColorSymbolEffect.cumulative
    public var cumulative: VariableColorSymbolEffect { self }
    /// SwiftUI: VariableColorSymbolEffect.reversing
    public var reversing: VariableColorSymbolEffect { self }
    /// SwiftUI: VariableColorSymbolEffect.nonReversing
    public var nonReversing: VariableColorSymbolEffect { self }
    /// SwiftUI: VariableColorSymbolEffect.hideInactiveLayers
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// SwiftUI: VariableColorSymbolEffect.dimInactiveLayers
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// The symbol grows or shrinks while active.
///
/// SwiftUI: struct ScaleSymbolEffect
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    /// SwiftUI: ScaleSymbolEffect.up
    public var up: ScaleSymbolEffect { self }
    /// SwiftUI: ScaleSymbolEffect.down
    public var down: ScaleSymbolEffect { self }
    /// SwiftUI: ScaleSymbolEffect.byLayer
    public var byLayer: ScaleSymbolEffect { self }
    /// SwiftUI: ScaleSymbolEffect.wholeSymbol
    public var wholeSymbol: ScaleSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// SwiftUI: SymbolEffect.bounce
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// SwiftUI: SymbolEffect.pulse
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// SwiftUI: SymbolEffect.variableColor
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// SwiftUI: SymbolEffect.scale
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// How often and how fast a symbol effect plays.
///
/// SwiftUI: struct SymbolEffectOptions
public struct SymbolEffectOptions: Hashable, Sendable {
    /// SwiftUI: SymbolEffectOptions.default
    public static let `default` = SymbolEffectOptions()
    /// SwiftUI: SymbolEffectOptions.repeating
    public static let repeating = SymbolEffectOptions()
    /// SwiftUI: SymbolEffectOptions.nonRepeating
    public static let nonRepeating = SymbolEffectOptions()

    /// SwiftUI: SymbolEffectOptions.repeat(_:)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .default }
    /// SwiftUI: SymbolEffectOptions.speed(_:)
    public static func speed(_ speed: Double) -> SymbolEffectOptions { .default }
    /// SwiftUI: SymbolEffectOptions.repeat(_:)
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// SwiftUI: SymbolEffectOptions.speed(_:)
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Plays `effect` on the symbols inside each time `value` changes; drawn as they were.
    ///
    /// ```swift
    /// Label("3 new", systemImage: "bell").symbolEffect(.bounce, value: 3)
    /// ```
    /// ```text
    /// ♪ 3 new
    /// ```
    ///
    /// SwiftUI: View.symbolEffect(_:options:value:)
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }

    /// Plays `effect` on the symbols inside while `isActive`; drawn as they were.
    ///
    /// SwiftUI: View.symbolEffect(_:options:isActive:)
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View { self }

    /// Turns off the symbol effects inside.
    ///
    /// SwiftUI: View.symbolEffectsRemoved(_:)
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
