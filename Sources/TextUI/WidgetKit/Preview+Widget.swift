// `#Preview(as: .systemSmall) { StepsWidget() } timeline: { … }` in a team's widget file: the
// text copy writes it as `TextUI.Preview(as: .systemSmall) { … } timeline: { … }`, one of these.

extension Preview {
    /// A preview of a widget through the entries `timeline` lists: each entry drawn as the
    /// widget's tile of `family`, in order, one under another (the canvas steps through them).
    ///
    /// ```swift
    /// #Preview(as: .systemSmall) {
    ///     StepsWidget()
    /// } timeline: {
    ///     StepsEntry(date: .now, steps: 8204)
    /// }
    /// ```
    ///
    /// WidgetKit: @MainActor init(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> some Widget, @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry])
    public init<W: Widget>(
        _ name: String? = nil,
        as family: WidgetFamily,
        widget: @escaping @MainActor @Sendable () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor @Sendable () async -> [any TimelineEntry]
    ) {
        self.init(name: name, family: family, widget: widget, entries: timeline)
    }

    /// A preview of a widget through the timeline its provider gives, asked once.
    ///
    /// WidgetKit: @MainActor init(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> some Widget, timelineProvider: @escaping () -> some TimelineProvider)
    public init<W: Widget, Provider: TimelineProvider>(
        _ name: String? = nil,
        as family: WidgetFamily,
        widget: @escaping @MainActor @Sendable () -> W,
        timelineProvider: @escaping @MainActor @Sendable () -> Provider
    ) {
        self.init(name: name, family: family, widget: widget) {
            await timelineProvider().previewEntries(for: family)
        }
    }

    /// A preview of a widget configured with `intent`, through the timeline its provider gives.
    ///
    /// WidgetKit: @MainActor init<Provider>(_ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> some Widget, timelineProvider: @escaping () -> Provider) where Provider : AppIntentTimelineProvider
    public init<W: Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil,
        as family: WidgetFamily,
        using intent: Provider.Intent,
        widget: @escaping @MainActor @Sendable () -> W,
        timelineProvider: @escaping @MainActor @Sendable () -> Provider
    ) {
        let held = UncheckedSendable(intent)
        self.init(name: name, family: family, widget: widget) {
            let timeline = await timelineProvider().timeline(for: held.value, in: TimelineProviderContext(family: family))
            return timeline.entries.map { $0 as any TimelineEntry }
        }
    }

    private init<W: Widget>(
        name: String?,
        family: WidgetFamily,
        widget: @escaping @MainActor @Sendable () -> W,
        entries: @escaping @MainActor @Sendable () async -> [any TimelineEntry]
    ) {
        self.name = name
        self.entries = [Entry(name: name, makeView: {
            let configuration = widget().body
            let views = await entries().compactMap { W.Body._makeEntryView(of: configuration, for: $0) }
            return AnyView(WidgetTimelineView(family: family, entryViews: views))
        })]
    }
}

/// Builds a widget preview's timeline from the entries listed, in order (`for` loops too).
///
/// WidgetKit: @resultBuilder struct PreviewTimelineBuilder
@resultBuilder
public struct PreviewTimelineBuilder {
    /// WidgetKit: static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry]
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }

    /// WidgetKit: static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry]
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }

    /// WidgetKit: static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry]
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }

    /// WidgetKit: static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry]
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
}
