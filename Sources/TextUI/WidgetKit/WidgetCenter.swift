/// Asks the system to reload widgets' timelines after the app changes their data. A preview
/// draws no Home Screen, so each request does nothing.
///
/// WidgetKit: class WidgetCenter
public final class WidgetCenter: Sendable {
    /// WidgetKit: static let shared: WidgetCenter
    public static let shared = WidgetCenter()

    private init() {}

    /// WidgetKit: func reloadAllTimelines()
    public func reloadAllTimelines() {}

    /// WidgetKit: func reloadTimelines(ofKind kind: String)
    public func reloadTimelines(ofKind kind: String) {}

    /// WidgetKit: func invalidateConfigurationRecommendations()
    public func invalidateConfigurationRecommendations() {}
}
