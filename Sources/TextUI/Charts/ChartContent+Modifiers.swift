import Foundation

// The modifiers screens put on marks. The ones that change what a reader learns from the chart
// draw: `foregroundStyle(by:)` and `symbol(by:)` split marks into named series, and
// `opacity(0)` hides them. The rest (colours, curves, corners, line widths, annotations,
// masks) are accepted and draw nothing in text.

/// Marks changed by a modifier that text draws.
struct ChangedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let change: (inout ChartMarkRecord) -> Void

    var body: Never { fatalError("ChangedChartContent has no body") }

    static func _collectMarks(of content: Self, into marks: inout _ChartMarks) {
        marks.collect(content.content, changing: content.change)
    }
}

extension ChartContent {
    /// Splits the marks into series named by `value`: each series is its own row.
    ///
    /// Charts: func foregroundStyle<D>(by value: PlottableValue<D>) -> some ChartContent where D : Plottable
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ChangedChartContent(content: self) { record in record.series = record.series ?? value.value }
    }

    /// Splits the marks into series named by `value`, as ``foregroundStyle(by:)`` does.
    ///
    /// Charts: func symbol<D>(by value: PlottableValue<D>) -> some ChartContent where D : Plottable
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ChangedChartContent(content: self) { record in record.series = record.series ?? value.value }
    }

    /// Splits the marks into series named by `value`, as ``foregroundStyle(by:)`` does.
    ///
    /// Charts: func position<P>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent where P : Plottable
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        ChangedChartContent(content: self) { record in record.series = record.series ?? value.value }
    }

    /// The marks at `opacity`; at 0 they are not drawn.
    ///
    /// Charts: func opacity(_ value: Double) -> some ChartContent
    public func opacity(_ value: Double) -> some ChartContent {
        ChangedChartContent(content: self) { record in record.isHidden = record.isHidden || value <= 0 }
    }

    /// The marks in `style`; text draws no colour.
    ///
    /// Charts: func foregroundStyle<S>(_ style: S) -> some ChartContent where S : ShapeStyle
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }

    /// The curve between a line's points; a sparkline has none.
    ///
    /// Charts: func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { self }

    /// A line's stroke; text draws no strokes.
    ///
    /// Charts: func lineStyle(_ style: StrokeStyle) -> some ChartContent
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { self }

    /// A bar's rounded corners; text draws none.
    ///
    /// Charts: func cornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent
    public func cornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent { self }

    /// The symbol a point draws as; text draws a sparkline.
    ///
    /// Charts: func symbol<S>(_ symbol: S) -> some ChartContent where S : ChartSymbolShape
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { self }

    /// The size of a point's symbol; text draws none.
    ///
    /// Charts: func symbolSize(_ area: CGFloat) -> some ChartContent
    public func symbolSize(_ area: CGFloat) -> some ChartContent { self }

    /// A view beside the mark (usually its value, which the row already shows); not drawn.
    ///
    /// Charts: func annotation<C>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent where C : View
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> some ChartContent { self }

    /// The marks shown only where `content` is; text draws them whole.
    ///
    /// Charts: func mask<C>(@ChartContentBuilder content: () -> C) -> some ChartContent where C : ChartContent
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent { self }

    /// The name a screen reader says for the marks.
    ///
    /// Charts: func accessibilityLabel(_ label: Text) -> some ChartContent
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }

    /// The value a screen reader says for the marks.
    ///
    /// Charts: func accessibilityValue(_ value: Text) -> some ChartContent
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
}

/// How a line passes through its points.
///
/// Charts: struct InterpolationMethod
public struct InterpolationMethod: Equatable, Sendable {
    let name: String

    /// Straight segments.
    ///
    /// Charts: static let linear: InterpolationMethod
    public static let linear = InterpolationMethod(name: "linear")
    /// A smooth curve through every point.
    ///
    /// Charts: static let catmullRom: InterpolationMethod
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    /// A cardinal spline.
    ///
    /// Charts: static let cardinal: InterpolationMethod
    public static let cardinal = InterpolationMethod(name: "cardinal")
    /// A curve that keeps the data's rises and falls.
    ///
    /// Charts: static let monotone: InterpolationMethod
    public static let monotone = InterpolationMethod(name: "monotone")
    /// Steps, each starting at its point.
    ///
    /// Charts: static let stepStart: InterpolationMethod
    public static let stepStart = InterpolationMethod(name: "stepStart")
    /// Steps, each centred on its point.
    ///
    /// Charts: static let stepCenter: InterpolationMethod
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    /// Steps, each ending at its point.
    ///
    /// Charts: static let stepEnd: InterpolationMethod
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
}

/// Where an annotation or a legend goes.
///
/// Charts: struct AnnotationPosition
public struct AnnotationPosition: Equatable, Sendable {
    let name: String

    /// Charts: static var automatic: AnnotationPosition { get }
    public static var automatic: AnnotationPosition { AnnotationPosition(name: "automatic") }
    /// Charts: static var top: AnnotationPosition { get }
    public static var top: AnnotationPosition { AnnotationPosition(name: "top") }
    /// Charts: static var bottom: AnnotationPosition { get }
    public static var bottom: AnnotationPosition { AnnotationPosition(name: "bottom") }
    /// Charts: static var leading: AnnotationPosition { get }
    public static var leading: AnnotationPosition { AnnotationPosition(name: "leading") }
    /// Charts: static var trailing: AnnotationPosition { get }
    public static var trailing: AnnotationPosition { AnnotationPosition(name: "trailing") }
    /// Charts: static var overlay: AnnotationPosition { get }
    public static var overlay: AnnotationPosition { AnnotationPosition(name: "overlay") }
}

/// The shape a point's symbol has.
///
/// Charts: protocol ChartSymbolShape : Shape
public protocol ChartSymbolShape: Shape {}

/// The symbol shapes Swift Charts provides.
///
/// Charts: struct BasicChartSymbolShape
public struct BasicChartSymbolShape: ChartSymbolShape {
    /// Nothing: text draws no symbols.
    ///
    /// Charts: func path(in rect: CGRect) -> Path
    public func path(in rect: CGRect) -> Path { Path() }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// Charts: static var circle: BasicChartSymbolShape { get }
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape() }
    /// Charts: static var square: BasicChartSymbolShape { get }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape() }
    /// Charts: static var triangle: BasicChartSymbolShape { get }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape() }
    /// Charts: static var diamond: BasicChartSymbolShape { get }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape() }
}
