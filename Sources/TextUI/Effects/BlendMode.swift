/// How a view's colours mix with what is under it. A text screen has no colours to mix, so
/// ``View/blendMode(_:)`` draws the view as it was.
///
/// SwiftUI: @frozen enum BlendMode
public enum BlendMode: Equatable, Hashable, Sendable {
    /// SwiftUI: case normal
    case normal
    /// SwiftUI: case multiply
    case multiply
    /// SwiftUI: case screen
    case screen
    /// SwiftUI: case overlay
    case overlay
    /// SwiftUI: case darken
    case darken
    /// SwiftUI: case lighten
    case lighten
    /// SwiftUI: case colorDodge
    case colorDodge
    /// SwiftUI: case colorBurn
    case colorBurn
    /// SwiftUI: case softLight
    case softLight
    /// SwiftUI: case hardLight
    case hardLight
    /// SwiftUI: case difference
    case difference
    /// SwiftUI: case exclusion
    case exclusion
    /// SwiftUI: case hue
    case hue
    /// SwiftUI: case saturation
    case saturation
    /// SwiftUI: case color
    case color
    /// SwiftUI: case luminosity
    case luminosity
    /// SwiftUI: case sourceAtop
    case sourceAtop
    /// SwiftUI: case destinationOver
    case destinationOver
    /// SwiftUI: case destinationOut
    case destinationOut
    /// SwiftUI: case plusDarker
    case plusDarker
    /// SwiftUI: case plusLighter
    case plusLighter
}

extension View {
    /// Mixes this view's colours with what is under it; text has no colours to mix, so the view
    /// draws as it was.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").blendMode(.multiply)
    /// ```
    ///
    /// SwiftUI: func blendMode(_ blendMode: BlendMode) -> some View
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
}
