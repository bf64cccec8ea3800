/// How an outline is traced; text draws every outline with one line.
///
/// SwiftUI: StrokeStyle
public struct StrokeStyle: Hashable, Sendable {
    /// SwiftUI: StrokeStyle.lineWidth
    public var lineWidth: CGFloat
    /// SwiftUI: StrokeStyle.lineCap
    public var lineCap: CGLineCap
    /// SwiftUI: StrokeStyle.lineJoin
    public var lineJoin: CGLineJoin
    /// SwiftUI: StrokeStyle.miterLimit
    public var miterLimit: CGFloat
    /// SwiftUI: StrokeStyle.dash
    public var dash: [CGFloat]
    /// SwiftUI: StrokeStyle.dashPhase
    public var dashPhase: CGFloat

    /// SwiftUI: StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        (self.lineWidth, self.lineCap, self.lineJoin) = (lineWidth, lineCap, lineJoin)
        (self.miterLimit, self.dash, self.dashPhase) = (miterLimit, dash, dashPhase)
    }
}

/// How a shape's inside is found; text fills nothing.
///
/// SwiftUI: FillStyle
public struct FillStyle: Hashable, Sendable {
    /// SwiftUI: FillStyle.isEOFilled
    public var isEOFilled: Bool
    /// SwiftUI: FillStyle.isAntialiased
    public var isAntialiased: Bool

    /// SwiftUI: FillStyle.init(eoFill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// The end of a traced line.
///
/// TextUI only: Core Graphics's `CGLineCap`, which SwiftUI's `StrokeStyle` names and Linux
/// lacks.
public enum CGLineCap: Int32, Sendable {
    /// TextUI only: as Core Graphics's `CGLineCap.butt`.
    case butt
    /// TextUI only: as Core Graphics's `CGLineCap.round`.
    case round
    /// TextUI only: as Core Graphics's `CGLineCap.square`.
    case square
}

/// Where two traced lines meet.
///
/// TextUI only: Core Graphics's `CGLineJoin`, which SwiftUI's `StrokeStyle` names and Linux
/// lacks.
public enum CGLineJoin: Int32, Sendable {
    /// TextUI only: as Core Graphics's `CGLineJoin.miter`.
    case miter
    /// TextUI only: as Core Graphics's `CGLineJoin.round`.
    case round
    /// TextUI only: as Core Graphics's `CGLineJoin.bevel`.
    case bevel
}
