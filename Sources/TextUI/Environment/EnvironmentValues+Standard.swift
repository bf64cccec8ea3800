import Foundation

// The standard values screens read. Each has a key of its own; the defaults describe a
// phone held upright in light mode, in a fixed locale, so a render is the same everywhere.

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US_POSIX") }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(secondsFromGMT: 0) ?? .gmt }
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleKey.defaultValue
        calendar.timeZone = TimeZoneKey.defaultValue
        return calendar
    }
}
private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
    /// Whether controls here respond: `false` under ``View/disabled(_:)``. Default `true`.
    ///
    /// SwiftUI: EnvironmentValues.isEnabled
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Closes the presentation the view is in (see ``DismissAction``).
    ///
    /// SwiftUI: EnvironmentValues.dismiss
    public var dismiss: DismissAction {
        self[DismissKey.self]
    }

    /// Whether the view is in a presentation (a sheet, a pushed screen). Default `false`.
    ///
    /// SwiftUI: EnvironmentValues.isPresented
    public var isPresented: Bool {
        self[IsPresentedKey.self]
    }

    /// Whether the list here is being edited; `nil` (the default) where nothing offers editing.
    ///
    /// SwiftUI: EnvironmentValues.editMode
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Opens a URL (see ``OpenURLAction``); by default nothing opens it.
    ///
    /// SwiftUI: EnvironmentValues.openURL
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Light or dark. Default `.light`.
    ///
    /// SwiftUI: EnvironmentValues.colorScheme
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The width's size class. Default `.compact`: a text screen is as narrow as a phone.
    ///
    /// SwiftUI: EnvironmentValues.horizontalSizeClass
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The height's size class. Default `.regular`, a phone held upright.
    ///
    /// SwiftUI: EnvironmentValues.verticalSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The locale views format in. Default `en_US_POSIX`, whatever the machine's settings.
    ///
    /// SwiftUI: EnvironmentValues.locale
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in. Default UTC (Foundation names it "GMT").
    ///
    /// SwiftUI: EnvironmentValues.timeZone
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are reckoned in. Default Gregorian, in `en_US_POSIX` and UTC.
    ///
    /// SwiftUI: EnvironmentValues.calendar
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// Whether a search field around the view is being searched in. Default `false`.
    ///
    /// SwiftUI: EnvironmentValues.isSearching
    public var isSearching: Bool {
        self[IsSearchingKey.self]
    }

    /// The refresh action of the refreshable view around this one, or `nil`.
    ///
    /// SwiftUI: EnvironmentValues.refresh
    public var refresh: RefreshAction? {
        self[RefreshKey.self]
    }

    /// Whether the app is in front. Always `.active` in a render.
    ///
    /// SwiftUI: EnvironmentValues.scenePhase
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The least height of a list row, in points. Accepted: a row in text is as tall as its
    /// content.
    ///
    /// SwiftUI: var defaultMinListRowHeight: CGFloat { get set }
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list section's header, in points. Accepted, as
    /// ``defaultMinListRowHeight`` is.
    ///
    /// SwiftUI: var defaultMinListHeaderHeight: CGFloat? { get set }
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The direction text runs in. Default `.leftToRight`.
    ///
    /// SwiftUI: EnvironmentValues.layoutDirection
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// For presenters: what `dismiss` does in the views they present.
    mutating func setDismiss(_ action: @escaping @MainActor @Sendable () -> Void) {
        self[DismissKey.self] = DismissAction(action)
    }

    /// For presenters: whether the views inside are presented.
    mutating func setIsPresented(_ isPresented: Bool) {
        self[IsPresentedKey.self] = isPresented
    }

    /// For `searchable`: whether its field is being searched in.
    mutating func setIsSearching(_ isSearching: Bool) {
        self[IsSearchingKey.self] = isSearching
    }

    /// For `refreshable`: the action `refresh` runs.
    mutating func setRefresh(_ action: RefreshAction?) {
        self[RefreshKey.self] = action
    }
}
