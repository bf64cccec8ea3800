/// A configuration of iOS 26's Liquid Glass material, for ``View/glassEffect(_:in:)``. Text has
/// no material: a view under glass draws as it was, whatever the variant, tint or interaction.
///
/// ```swift
/// Image(systemName: "xmark").padding(8).glassEffect(.regular.interactive(), in: .circle)   // ✕
/// ```
///
/// SwiftUI: struct Glass
public struct Glass: Equatable, Sendable {
    private let variant: String
    private var tinted = false
    private var isInteractive = false

    /// The standard glass of bars and buttons.
    ///
    /// SwiftUI: static var regular: Glass { get }
    public static var regular: Glass { Glass(variant: "regular") }
    /// A more see-through glass, for controls over photos and video.
    ///
    /// SwiftUI: static var clear: Glass { get }
    public static var clear: Glass { Glass(variant: "clear") }
    /// No glass at all (to switch the effect off).
    ///
    /// SwiftUI: static var identity: Glass { get }
    public static var identity: Glass { Glass(variant: "identity") }

    /// This glass tinted with `color`.
    ///
    /// SwiftUI: func tint(_ color: Color?) -> Glass
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tinted = color != nil
        return glass
    }

    /// This glass reacting to touches.
    ///
    /// SwiftUI: func interactive(_ isEnabled: Bool = true) -> Glass
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }
}

/// The shape glass takes when none is given: a capsule, drawn as one.
///
/// SwiftUI: struct DefaultGlassEffectShape
public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    ///
    /// SwiftUI: DefaultGlassEffectShape.init()
    public init() {}

    /// SwiftUI: DefaultGlassEffectShape.path(in:)
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension View {
    /// Puts Liquid Glass in `shape` behind this view; text has no material, so it draws the view
    /// as it was.
    ///
    /// SwiftUI: View.glassEffect(_:in:)
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        self
    }
}
