/// The widgets an extension offers, its entry point (`@main`, which the text copy drops). A
/// preview draws each widget through its own `#Preview`, not through the bundle.
///
/// ```swift
/// struct AppWidgets: WidgetBundle {
///     var body: some Widget {
///         StepsWidget()
///         MoodWidget()
///     }
/// }
/// ```
///
/// WidgetKit: @MainActor @preconcurrency protocol WidgetBundle
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// WidgetKit: associatedtype Body : Widget
    associatedtype Body: Widget

    /// WidgetKit: init()
    init()

    /// WidgetKit: @WidgetBundleBuilder var body: Self.Body { get }
    @WidgetBundleBuilder var body: Body { get }
}

/// Lists a bundle's widgets, `if #available` ones too.
///
/// WidgetKit: @resultBuilder struct WidgetBundleBuilder
@resultBuilder
public struct WidgetBundleBuilder {
    /// WidgetKit: static func buildBlock<each Content>(_ content: repeat each Content) -> some Widget where repeat each Content : Widget
    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> some Widget {
        BundledWidgets()
    }

    /// WidgetKit: static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget
    public static func buildOptional<W: Widget>(_ widget: W?) -> some Widget { BundledWidgets() }

    /// WidgetKit: static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker
    public static func buildLimitedAvailability(_ widget: some Widget) -> some Widget { BundledWidgets() }

    /// WidgetKit: static func buildEither<First: Widget, Second: Widget>(first: First) -> some Widget
    public static func buildEither<First: Widget>(first: First) -> BundledWidgets { BundledWidgets() }

    /// WidgetKit: static func buildEither<First: Widget, Second: Widget>(second: Second) -> some Widget
    public static func buildEither<Second: Widget>(second: Second) -> BundledWidgets { BundledWidgets() }
}

/// The widgets of a bundle, as one: a preview draws each through its own `#Preview`.
///
/// TextUI only: WidgetKit's builder returns an opaque widget; this is TextUI's.
public struct BundledWidgets: Widget {
    /// TextUI only: a bundle's widgets are made by the system, each on its own.
    nonisolated public init() {}

    /// TextUI only: the bundle itself draws nothing.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A configuration with no widget.
///
/// WidgetKit: struct EmptyWidgetConfiguration
public struct EmptyWidgetConfiguration: PrimitiveWidgetConfiguration {
    /// WidgetKit: init()
    nonisolated public init() {}

    func entryView(for entry: any TimelineEntry) -> AnyView? { nil }
}
