/// A chart, drawn as a person reading it would describe it: each bar a labelled row of █ scaled
/// to the largest bar and the room the chart has, each line (or area, or set of points) a
/// labelled sparkline with its lowest and highest value, each rule a row naming it.
///
/// ```swift
/// Chart {
///     BarMark(x: .value("Day", "Mon"), y: .value("Cups", 4))
///     BarMark(x: .value("Day", "Tue"), y: .value("Cups", 8))
///     RuleMark(y: .value("Goal", 6))
/// }.render(width: 20)
/// ```
/// ```text
/// Mon ███████        4
/// Tue ██████████████ 8
/// ┄ Goal 6
/// ```
/// A bar's label is its category (the value that is not a number; with two numbers, `x`),
/// followed by its series when `foregroundStyle(by:)` names one; a bar spanning `yStart` to
/// `yEnd` starts where its span starts. Lines draw one row per series:
/// ```swift
/// Chart(sales) { day in
///     LineMark(x: .value("Day", day.number), y: .value("Sales", day.sales))
/// }.render(width: 20)
/// ```
/// ```text
/// Sales ▁▅█▂ 3–12
/// ```
/// Points are taken in order of `x`; when there are more than the row has room for, evenly
/// spaced ones are shown. Axes, legends, scales, colours and annotations are accepted and draw
/// nothing: the rows already name every value. A chart with no marks draws nothing.
///
/// Charts: struct Chart<Content> where Content : ChartContent
public struct Chart<Content: ChartContent>: View, PrimitiveView {
    let content: Content

    /// A chart of the marks in `content`.
    ///
    /// Charts: init(@ChartContentBuilder content: () -> Content)
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// Charts: Chart.body
    public var body: Never { fatalError("Chart has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        var marks = _ChartMarks()
        EnvironmentValues.with(context.environment) {
            Content._collectMarks(of: content, into: &marks)
        }
        return ChartNode(rows: ChartRows(marks.records.filter { !$0.isHidden }, context: context))
    }
}

extension Chart {
    /// A chart of one piece of content per element of `data`.
    ///
    /// Charts: init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, Data.Element.ID, C>, Data : RandomAccessCollection, C : ChartContent, Data.Element : Identifiable
    public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent, Data.Element: Identifiable {
        self.content = ForEach(data: data, id: \.id, content: content)
    }

    /// A chart of one piece of content per element of `data`, identified by `id`.
    ///
    /// Charts: init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, ID, C>, Data : RandomAccessCollection, ID : Hashable, C : ChartContent
    public init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent {
        self.content = ForEach(data: data, id: id, content: content)
    }
}
