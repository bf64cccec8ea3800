/// The outline of a shape you write yourself. Text draws no paths: a `Path`, and a shape built
/// from one, draws blank cells; its calls are accepted so the shape compiles.
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 0))
///     path.addLine(to: CGPoint(x: 10, y: 10))
/// }
/// .stroke(.red)
/// .frame(width: 16, height: 16)
/// ```
/// ```text
///
/// ```
///
/// SwiftUI: Path
public struct Path: Shape, Equatable {
    /// SwiftUI: Path.init()
    public init() {}

    /// SwiftUI: Path.init(_:)
    public init(_ rect: CGRect) {}

    /// SwiftUI: Path.init(roundedRect:cornerRadius:style:)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}

    /// SwiftUI: Path.init(ellipseIn:)
    public init(ellipseIn rect: CGRect) {}

    /// SwiftUI: Path.init(_:)
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// SwiftUI: Path.path(in:)
    public func path(in rect: CGRect) -> Path { self }

    /// SwiftUI: Path.move(to:)
    public mutating func move(to end: CGPoint) {}
    /// SwiftUI: Path.addLine(to:)
    public mutating func addLine(to end: CGPoint) {}
    /// SwiftUI: Path.addLines(_:)
    public mutating func addLines(_ lines: [CGPoint]) {}
    /// SwiftUI: Path.addQuadCurve(to:control:)
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    /// SwiftUI: Path.addCurve(to:control1:control2:)
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    /// SwiftUI: Path.addRect(_:transform:) (no transform: Core Graphics's is missing on Linux)
    public mutating func addRect(_ rect: CGRect) {}
    /// SwiftUI: Path.addRoundedRect(in:cornerSize:style:transform:) (no transform)
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
    ) {}
    /// SwiftUI: Path.addEllipse(in:transform:) (no transform)
    public mutating func addEllipse(in rect: CGRect) {}
    /// SwiftUI: Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:) (no transform)
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {}
    /// SwiftUI: Path.closeSubpath()
    public mutating func closeSubpath() {}
}
