import Foundation

// WidgetKit's names for a widget's size, and what a widget's view reads of where it is drawn.
// `import WidgetKit` in a screen's text copy reads as `import TextUI`, so these resolve there.

/// A widget's size and shape. A preview draws the widget as a tile of its family's size on a
/// current iPhone, in points (8 a column, 16 a row): small 158 × 158, medium 338 × 158, large
/// 338 × 354, extra large (iPad) 715 × 338; on the Lock Screen circular 72 × 72, rectangular
/// 160 × 72, inline 234 × 26.
///
/// WidgetKit: @preconcurrency enum WidgetFamily
public enum WidgetFamily: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    /// WidgetKit: case systemSmall
    case systemSmall
    /// WidgetKit: case systemMedium
    case systemMedium
    /// WidgetKit: case systemLarge
    case systemLarge
    /// WidgetKit: case systemExtraLarge
    case systemExtraLarge
    /// WidgetKit: case accessoryCircular
    case accessoryCircular
    /// WidgetKit: case accessoryRectangular
    case accessoryRectangular
    /// WidgetKit: case accessoryInline
    case accessoryInline

    /// The case's name: `systemSmall`.
    ///
    /// WidgetKit: var description: String { get }
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    /// The widget's size on a current iPhone (an iPad for the extra large one), in points.
    var displaySize: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 158, height: 158)
        case .systemMedium: CGSize(width: 338, height: 158)
        case .systemLarge: CGSize(width: 338, height: 354)
        case .systemExtraLarge: CGSize(width: 715, height: 338)
        case .accessoryCircular: CGSize(width: 72, height: 72)
        case .accessoryRectangular: CGSize(width: 160, height: 72)
        case .accessoryInline: CGSize(width: 234, height: 26)
        }
    }
}

/// How the system colours a widget: in full colour on the Home Screen, tinted on the Lock
/// Screen. A preview draws in full colour.
///
/// WidgetKit: struct WidgetRenderingMode
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// WidgetKit: static let fullColor: WidgetRenderingMode
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// WidgetKit: static let accented: WidgetRenderingMode
    public static let accented = WidgetRenderingMode(name: "accented")
    /// WidgetKit: static let vibrant: WidgetRenderingMode
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    /// The mode's name: `fullColor`.
    ///
    /// WidgetKit: var description: String { get }
    public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The family of the widget being drawn: the preview's (`#Preview(as: .systemMedium)`),
    /// `.systemSmall` elsewhere.
    ///
    /// SwiftUI: var widgetFamily: WidgetFamily { get }
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the widget is coloured; `.fullColor` in a preview.
    ///
    /// SwiftUI: var widgetRenderingMode: WidgetRenderingMode { get }
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background shows; `true` in a preview.
    ///
    /// SwiftUI: var showsWidgetContainerBackground: Bool { get }
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as part of the widget's accent group, tinted on the Lock Screen; a
    /// preview draws in full colour, so this draws the view as it was.
    ///
    /// SwiftUI: func widgetAccentable(_ accentable: Bool = true) -> some View
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}
