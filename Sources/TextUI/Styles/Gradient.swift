/// Colours to blend, for the gradient styles. Text draws no gradients: a gradient view draws
/// blank cells, like ``Color``.
///
/// ```swift
/// ZStack {
///     LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
///     Text("Welcome")
/// }.render(width: 11)
/// ```
/// ```text
///   Welcome
/// ```
///
/// SwiftUI: Gradient
public struct Gradient: Hashable, Sendable {
    /// SwiftUI: Gradient.stops
    public var stops: [Gradient.Stop]

    /// SwiftUI: Gradient.init(stops:)
    public init(stops: [Gradient.Stop]) {
        self.stops = stops
    }

    /// Colours spread evenly from start to end.
    ///
    /// SwiftUI: Gradient.init(colors:)
    public init(colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        self.stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }
    }

    /// A colour at a place along a gradient (0 to 1).
    ///
    /// SwiftUI: Gradient.Stop
    public struct Stop: Hashable, Sendable {
        /// SwiftUI: Gradient.Stop.color
        public var color: Color
        /// SwiftUI: Gradient.Stop.location
        public var location: CGFloat

        /// SwiftUI: Gradient.Stop.init(color:location:)
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
}

/// A gradient made from one colour (`Color.blue.gradient`).
///
/// SwiftUI: AnyGradient
public struct AnyGradient: Hashable, ShapeStyle {
    let color: Color
}

extension Color {
    /// A gentle gradient of this colour.
    ///
    /// SwiftUI: Color.gradient
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A gradient along a line; as a view, blank cells (see ``Gradient``).
///
/// SwiftUI: LinearGradient
public struct LinearGradient: ShapeStyle {
    /// SwiftUI: LinearGradient.init(gradient:startPoint:endPoint:)
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}

    /// SwiftUI: LinearGradient.init(colors:startPoint:endPoint:)
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}

    /// SwiftUI: LinearGradient.init(stops:startPoint:endPoint:)
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}

}

// The view conformance sits in an extension so the style stays a nonisolated value, made in
// a `ShapeStyle` static function anywhere.
extension LinearGradient: View, PrimitiveView {
    /// SwiftUI: LinearGradient.body
    public var body: Never { fatalError("LinearGradient has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode { PaintNode() }
}

/// A gradient out from a centre; as a view, blank cells (see ``Gradient``).
///
/// SwiftUI: RadialGradient
public struct RadialGradient: ShapeStyle {
    /// SwiftUI: RadialGradient.init(gradient:center:startRadius:endRadius:)
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}

    /// SwiftUI: RadialGradient.init(colors:center:startRadius:endRadius:)
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}

}

// The view conformance sits in an extension so the style stays a nonisolated value, made in
// a `ShapeStyle` static function anywhere.
extension RadialGradient: View, PrimitiveView {
    /// SwiftUI: RadialGradient.body
    public var body: Never { fatalError("RadialGradient has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode { PaintNode() }
}

/// A gradient around a centre (a conic gradient, a progress ring's sweep); as a view, blank
/// cells (see ``Gradient``).
///
/// SwiftUI: AngularGradient
public struct AngularGradient: ShapeStyle {
    /// SwiftUI: AngularGradient.init(gradient:center:startAngle:endAngle:)
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}

    /// SwiftUI: AngularGradient.init(colors:center:startAngle:endAngle:)
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}

    /// SwiftUI: AngularGradient.init(stops:center:startAngle:endAngle:)
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}

    /// A full turn, from `angle`.
    ///
    /// SwiftUI: AngularGradient.init(gradient:center:angle:)
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}

    /// SwiftUI: AngularGradient.init(colors:center:angle:)
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}

    /// SwiftUI: AngularGradient.init(stops:center:angle:)
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {}
}

// The view conformance sits in an extension so the style stays a nonisolated value, made in
// a `ShapeStyle` static function anywhere.
extension AngularGradient: View, PrimitiveView {
    /// SwiftUI: AngularGradient.body
    public var body: Never { fatalError("AngularGradient has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode { PaintNode() }
}

extension ShapeStyle where Self == LinearGradient {
    /// SwiftUI: ShapeStyle.linearGradient(_:startPoint:endPoint:)
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// SwiftUI: ShapeStyle.linearGradient(colors:startPoint:endPoint:)
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
