import Foundation

/// Where a widget is drawn, as its provider is told.
///
/// WidgetKit: struct TimelineProviderContext
public struct TimelineProviderContext: Sendable {
    /// WidgetKit: let family: WidgetFamily
    public let family: WidgetFamily
    /// Whether the widget is shown in the gallery; a preview is one.
    ///
    /// WidgetKit: let isPreview: Bool
    public let isPreview: Bool
    /// The widget's size in points (see ``WidgetFamily``).
    ///
    /// WidgetKit: let displaySize: CGSize
    public let displaySize: CGSize

    init(family: WidgetFamily) {
        self.family = family
        self.isPreview = true
        self.displaySize = family.displaySize
    }
}

/// Gives a widget with no options its entries: a placeholder, a snapshot and a timeline. A
/// preview that names a provider (`#Preview(as:widget:timelineProvider:)`) draws the entries of
/// its timeline.
///
/// WidgetKit: @preconcurrency protocol TimelineProvider : Sendable
@preconcurrency
public protocol TimelineProvider: Sendable {
    /// WidgetKit: associatedtype Entry : TimelineEntry
    associatedtype Entry: TimelineEntry
    /// WidgetKit: typealias Context = TimelineProviderContext
    typealias Context = TimelineProviderContext

    /// WidgetKit: func placeholder(in context: Self.Context) -> Self.Entry
    func placeholder(in context: Self.Context) -> Self.Entry

    /// WidgetKit: @preconcurrency func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    @preconcurrency func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)

    /// WidgetKit: @preconcurrency func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
    @preconcurrency func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

/// Gives a widget the user configures with an app intent its entries.
///
/// WidgetKit: protocol AppIntentTimelineProvider
public protocol AppIntentTimelineProvider {
    /// WidgetKit: associatedtype Entry : TimelineEntry
    associatedtype Entry: TimelineEntry
    /// WidgetKit: associatedtype Intent : WidgetConfigurationIntent
    associatedtype Intent: WidgetConfigurationIntent
    /// WidgetKit: typealias Context = TimelineProviderContext
    typealias Context = TimelineProviderContext

    /// WidgetKit: func placeholder(in context: Self.Context) -> Self.Entry
    func placeholder(in context: Self.Context) -> Self.Entry

    /// WidgetKit: func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry

    /// WidgetKit: func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
}

extension TimelineProvider {
    /// The entries of this provider's timeline for `family`, as a preview asks for them once.
    func previewEntries(for family: WidgetFamily) async -> [any TimelineEntry] {
        await withCheckedContinuation { continuation in
            getTimeline(in: TimelineProviderContext(family: family)) { timeline in
                continuation.resume(returning: timeline.entries.map { UncheckedSendable($0) })
            }
        }.map(\.value)
    }
}
