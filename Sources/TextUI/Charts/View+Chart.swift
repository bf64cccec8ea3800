import Foundation

// The view modifiers screens put on a `Chart`. Text draws no axes, legends, scales or plot
// styling (each bar and line row names its own values), so each is accepted and draws nothing;
// closures they take (an overlay's, a plot style's) are not called.

extension View {
    /// Shows or hides the x axis; text draws no axes.
    ///
    /// Charts: func chartXAxis(_ visibility: Visibility) -> some View
    public func chartXAxis(_ visibility: Visibility) -> some View { self }

    /// Shows or hides the y axis; text draws no axes.
    ///
    /// Charts: func chartYAxis(_ visibility: Visibility) -> some View
    public func chartYAxis(_ visibility: Visibility) -> some View { self }

    /// The x axis's marks; text draws no axes.
    ///
    /// Charts: func chartXAxis<Content>(@AxisContentBuilder content: () -> Content) -> some View where Content : AxisContent
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }

    /// The y axis's marks; text draws no axes.
    ///
    /// Charts: func chartYAxis<Content>(@AxisContentBuilder content: () -> Content) -> some View where Content : AxisContent
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }

    /// Shows or hides the legend; text names each series on its row instead.
    ///
    /// Charts: func chartLegend(_ visibility: Visibility) -> some View
    public func chartLegend(_ visibility: Visibility) -> some View { self }

    /// Where the legend goes; text names each series on its row instead.
    ///
    /// Charts: func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }

    /// The x values the plot spans; text scales bars to the largest value.
    ///
    /// Charts: func chartXScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View where Domain : ScaleDomain
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }

    /// The y values the plot spans; text scales bars to the largest value.
    ///
    /// Charts: func chartYScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View where Domain : ScaleDomain
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }

    /// Where the x values fall in the plot; not drawn in text.
    ///
    /// Charts: func chartXScale<Range>(range: Range, type: ScaleType? = nil) -> some View where Range : ScaleRange, Range.VisualValue == CGFloat
    public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }

    /// Where the y values fall in the plot; not drawn in text.
    ///
    /// Charts: func chartYScale<Range>(range: Range, type: ScaleType? = nil) -> some View where Range : ScaleRange, Range.VisualValue == CGFloat
    public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }

    /// The x values the plot spans and where they fall; not drawn in text.
    ///
    /// Charts: func chartXScale<Domain, Range>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View where Domain : ScaleDomain, Range : ScaleRange, Range.VisualValue == CGFloat
    public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View { self }

    /// The y values the plot spans and where they fall; not drawn in text.
    ///
    /// Charts: func chartYScale<Domain, Range>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View where Domain : ScaleDomain, Range : ScaleRange, Range.VisualValue == CGFloat
    public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View { self }

    /// The colour each series gets; text draws no colour.
    ///
    /// Charts: func chartForegroundStyleScale<DataValue, S>(_ mapping: KeyValuePairs<DataValue, S>) -> some View where DataValue : Plottable, S : ShapeStyle
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View { self }

    /// The plot area's styling; not drawn in text, and `content` is not called.
    ///
    /// Charts: func chartPlotStyle<Content>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View where Content : View
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View { self }

    /// A view over the plot that reads positions from `content`'s proxy (a selection's callout);
    /// a preview selects nothing, so `content` is not called.
    ///
    /// Charts: func chartOverlay<V>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View where V : View
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }

    /// A view behind the plot that reads positions from `content`'s proxy; not drawn, and
    /// `content` is not called.
    ///
    /// Charts: func chartBackground<V>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View where V : View
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }

    /// The x value a person selects by touching the plot; a preview selects nothing.
    ///
    /// Charts: func chartXSelection<P>(value: Binding<P?>) -> some View where P : Plottable
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// The y value a person selects by touching the plot; a preview selects nothing.
    ///
    /// Charts: func chartYSelection<P>(value: Binding<P?>) -> some View where P : Plottable
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}

/// The values a chart's scale spans: a `ClosedRange` of numbers or dates, an array of
/// categories, or ``AutomaticScaleDomain``.
///
/// Charts: protocol ScaleDomain
public protocol ScaleDomain {}

/// Charts: extension ClosedRange : ScaleDomain where Bound : Plottable
extension ClosedRange: ScaleDomain where Bound: Plottable {}

/// Charts: extension Range : ScaleDomain where Bound : Plottable
extension Range: ScaleDomain where Bound: Plottable {}

/// Charts: extension Array : ScaleDomain where Element : Plottable
extension Array: ScaleDomain where Element: Plottable {}

/// The values the chart's data spans, with zero or not.
///
/// Charts: struct AutomaticScaleDomain
public struct AutomaticScaleDomain: ScaleDomain, Sendable {}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// Charts: static var automatic: AutomaticScaleDomain { get }
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }

    /// Charts: static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { AutomaticScaleDomain() }
}

/// Where a scale's values fall on the screen.
///
/// Charts: protocol ScaleRange
public protocol ScaleRange {
    /// Charts: associatedtype VisualValue
    associatedtype VisualValue
}

/// The plot's own extent, with padding at its ends.
///
/// Charts: struct PlotDimensionScaleRange
public struct PlotDimensionScaleRange: ScaleRange, Sendable {
    /// Charts: typealias PlotDimensionScaleRange.VisualValue = CGFloat
    public typealias VisualValue = CGFloat
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    /// Charts: static var plotDimension: PlotDimensionScaleRange { get }
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange() }

    /// Charts: static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }

    /// Charts: static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
}

/// How a scale maps values: linearly, logarithmically, by category, by date.
///
/// Charts: struct ScaleType
public struct ScaleType: Sendable {
    /// Charts: static var linear: ScaleType { get }
    public static var linear: ScaleType { ScaleType() }
    /// Charts: static var log: ScaleType { get }
    public static var log: ScaleType { ScaleType() }
    /// Charts: static var squareRoot: ScaleType { get }
    public static var squareRoot: ScaleType { ScaleType() }
    /// Charts: static var category: ScaleType { get }
    public static var category: ScaleType { ScaleType() }
    /// Charts: static var date: ScaleType { get }
    public static var date: ScaleType { ScaleType() }
}

/// The plot area a ``View/chartPlotStyle(content:)`` closure styles.
///
/// Charts: struct ChartPlotContent
public struct ChartPlotContent: View {
    /// Charts: ChartPlotContent.body
    public var body: EmptyView { EmptyView() }
}

/// Where the chart's values fall in its plot, for an overlay's closure. A preview calls no
/// overlay, so none is ever made.
///
/// Charts: struct ChartProxy
public struct ChartProxy {
    /// The plot's frame; text has no frames.
    ///
    /// Charts: var plotFrame: Anchor<CGRect>? { get }
    public var plotFrame: Anchor<CGRect>? { nil }

    /// The plot's size; text has no points.
    ///
    /// Charts: var plotSize: CGSize { get }
    public var plotSize: CGSize { .zero }

    /// Where `value` falls along x; text has no points.
    ///
    /// Charts: func position<P>(forX value: P) -> CGFloat? where P : Plottable
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }

    /// Where `value` falls along y; text has no points.
    ///
    /// Charts: func position<P>(forY value: P) -> CGFloat? where P : Plottable
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }

    /// The x value at `position`; text has no points.
    ///
    /// Charts: func value<P>(atX position: CGFloat, as type: P.Type = P.self) -> P? where P : Plottable
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }

    /// The y value at `position`; text has no points.
    ///
    /// Charts: func value<P>(atY position: CGFloat, as type: P.Type = P.self) -> P? where P : Plottable
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
}
