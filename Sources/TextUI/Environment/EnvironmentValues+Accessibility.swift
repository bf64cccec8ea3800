import Foundation

// The display and accessibility settings screens read to choose what they draw. A text render
// has one fixed answer for each, the device's defaults, so it is the same everywhere.

private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }

extension EnvironmentValues {
    /// Whether a person asked for less motion: `false`.
    ///
    /// SwiftUI: EnvironmentValues.accessibilityReduceMotion
    public var accessibilityReduceMotion: Bool { false }

    /// Whether a person asked for less transparency: `false`.
    ///
    /// SwiftUI: EnvironmentValues.accessibilityReduceTransparency
    public var accessibilityReduceTransparency: Bool { false }

    /// Whether a person asked not to rely on colour alone: `false` (text never does).
    ///
    /// SwiftUI: EnvironmentValues.accessibilityDifferentiateWithoutColor
    public var accessibilityDifferentiateWithoutColor: Bool { false }

    /// Whether colours are inverted: `false`.
    ///
    /// SwiftUI: EnvironmentValues.accessibilityInvertColors
    public var accessibilityInvertColors: Bool { false }

    /// Whether VoiceOver is running: `false` (the transcript is read apart from the render).
    ///
    /// SwiftUI: EnvironmentValues.accessibilityVoiceOverEnabled
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether button shapes are asked for: `false`.
    ///
    /// SwiftUI: EnvironmentValues.accessibilityShowButtonShapes
    public var accessibilityShowButtonShapes: Bool { false }

    /// The contrast a person chose: `.standard`.
    ///
    /// SwiftUI: EnvironmentValues.colorSchemeContrast
    public var colorSchemeContrast: ColorSchemeContrast { .standard }

    /// Pixels per point: `1` for a terminal cell.
    ///
    /// SwiftUI: EnvironmentValues.displayScale
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// Whether bold text was asked for; `nil` (unknown) by default.
    ///
    /// SwiftUI: EnvironmentValues.legibilityWeight
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }


}

/// The contrast a person chose in Settings.
///
/// SwiftUI: enum ColorSchemeContrast
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// SwiftUI: ColorSchemeContrast.standard
    case standard
    /// SwiftUI: ColorSchemeContrast.increased
    case increased
}

/// Whether text is drawn in its regular weight or bolder, as a person chose.
///
/// SwiftUI: enum LegibilityWeight
public enum LegibilityWeight: Hashable, Sendable {
    /// SwiftUI: LegibilityWeight.regular
    case regular
    /// SwiftUI: LegibilityWeight.bold
    case bold
}
