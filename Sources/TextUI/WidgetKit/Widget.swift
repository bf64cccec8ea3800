/// A widget: its kind, the provider of its entries and the view that draws each entry, as a
/// configuration.
///
/// ```swift
/// struct StepsWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
///             StepsView(entry: entry)
///         }
///         .configurationDisplayName("Steps")
///         .supportedFamilies([.systemSmall])
///     }
/// }
/// ```
///
/// WidgetKit: @MainActor @preconcurrency protocol Widget
@MainActor @preconcurrency
public protocol Widget {
    /// WidgetKit: associatedtype Body : WidgetConfiguration
    associatedtype Body: WidgetConfiguration

    /// WidgetKit: init()
    init()

    /// WidgetKit: var body: Self.Body { get }
    var body: Body { get }
}

/// What a widget is made of: ``StaticConfiguration`` or ``AppIntentConfiguration``, with the
/// modifiers that describe it in the widget gallery.
///
/// SwiftUI: @MainActor @preconcurrency protocol WidgetConfiguration
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// SwiftUI: associatedtype Body : WidgetConfiguration
    associatedtype Body: WidgetConfiguration

    /// SwiftUI: var body: Self.Body { get }
    var body: Body { get }

    /// TextUI only: the view this configuration draws `entry` with, or `nil` when the entry is
    /// not of the type its provider gives. Every configuration you write uses the default,
    /// which asks ``body``; TextUI's own configurations supply their own.
    static func _makeEntryView(of configuration: Self, for entry: any TimelineEntry) -> AnyView?
}

extension WidgetConfiguration {
    /// TextUI only: asks ``body``, what every configuration not built into TextUI does.
    public static func _makeEntryView(of configuration: Self, for entry: any TimelineEntry) -> AnyView? {
        Body._makeEntryView(of: configuration.body, for: entry)
    }

    /// The widget's name in the gallery; a preview does not show the gallery.
    ///
    /// SwiftUI: func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { self }

    /// SwiftUI: func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { self }

    /// SwiftUI: func configurationDisplayName<S>(_ displayName: S) -> some WidgetConfiguration where S : StringProtocol
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { self }

    /// The widget's description in the gallery; a preview does not show the gallery.
    ///
    /// SwiftUI: func description(_ description: Text) -> some WidgetConfiguration
    public func description(_ description: Text) -> some WidgetConfiguration { self }

    /// SwiftUI: func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { self }

    /// SwiftUI: func description<S>(_ description: S) -> some WidgetConfiguration where S : StringProtocol
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { self }

    /// The families the widget offers; a preview draws the family it names.
    ///
    /// SwiftUI: func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }

    /// Lets the content reach the widget's edges; a preview keeps its one column of margin.
    ///
    /// SwiftUI: func contentMarginsDisabled() -> some WidgetConfiguration
    public func contentMarginsDisabled() -> some WidgetConfiguration { self }

    /// Whether the system may remove the container background; a preview paints none.
    ///
    /// SwiftUI: func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { self }
}

extension Never: WidgetConfiguration {}

/// A configuration TextUI makes itself: it draws an entry with the view its `content` builds.
protocol PrimitiveWidgetConfiguration: WidgetConfiguration where Body == Never {
    func entryView(for entry: any TimelineEntry) -> AnyView?
}

extension PrimitiveWidgetConfiguration {
    /// TextUI only: the view `content` builds for `entry`.
    public static func _makeEntryView(of configuration: Self, for entry: any TimelineEntry) -> AnyView? {
        configuration.entryView(for: entry)
    }

    /// TextUI only: a configuration TextUI makes itself has no body.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// A widget with no options the user sets: its entries come from a ``TimelineProvider``.
///
/// WidgetKit: @MainActor @preconcurrency struct StaticConfiguration<Content> where Content : View
public struct StaticConfiguration<Content: View>: PrimitiveWidgetConfiguration {
    private let content: (any TimelineEntry) -> Content?

    /// WidgetKit: @MainActor @preconcurrency init<Provider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Provider : TimelineProvider
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        self.content = { entry in (entry as? Provider.Entry).map(content) }
    }

    func entryView(for entry: any TimelineEntry) -> AnyView? { content(entry).map { AnyView($0) } }
}

/// A widget the user configures with an app intent: its entries come from an
/// ``AppIntentTimelineProvider``.
///
/// WidgetKit: @MainActor @preconcurrency struct AppIntentConfiguration<Intent, Content> where Intent : WidgetConfigurationIntent, Content : View
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: PrimitiveWidgetConfiguration {
    private let content: (any TimelineEntry) -> Content?

    /// WidgetKit: @MainActor @preconcurrency init<Provider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Intent == Provider.Intent, Provider : AppIntentTimelineProvider
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {
        self.content = { entry in (entry as? Provider.Entry).map(content) }
    }

    func entryView(for entry: any TimelineEntry) -> AnyView? { content(entry).map { AnyView($0) } }
}
