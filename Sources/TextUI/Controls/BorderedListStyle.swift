/// A Mac list in a bordered box, its rows' backgrounds alternating or not: drawn as a grouped
/// list is, in one box (text has no row backgrounds to alternate).
///
/// ```swift
/// List { Text("Bundle ID"); Text("Version") }.listStyle(.bordered(alternatesRowBackgrounds: true))
/// ```
///
/// SwiftUI: struct BorderedListStyle
public struct BorderedListStyle: ListStyle, Sendable {
    /// SwiftUI: init()
    public init() {}

    /// SwiftUI: init(alternatesRowBackgrounds: Bool)
    public init(alternatesRowBackgrounds: Bool) {}
}

extension ListStyle where Self == BorderedListStyle {
    /// SwiftUI: static var bordered: BorderedListStyle { get }
    public static var bordered: BorderedListStyle { BorderedListStyle() }

    /// SwiftUI: static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle {
        BorderedListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

/// Whether lists and tables alternate their rows' backgrounds (a Mac's). Text has no row
/// backgrounds, so every behaviour draws the rows as they are.
///
/// SwiftUI: struct AlternatingRowBackgroundBehavior
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    private let name: String

    /// The component's own choice (a Mac table alternates, a list does not).
    ///
    /// SwiftUI: static let automatic: AlternatingRowBackgroundBehavior
    public static let automatic = AlternatingRowBackgroundBehavior(name: "automatic")

    /// SwiftUI: static let enabled: AlternatingRowBackgroundBehavior
    public static let enabled = AlternatingRowBackgroundBehavior(name: "enabled")

    /// SwiftUI: static let disabled: AlternatingRowBackgroundBehavior
    public static let disabled = AlternatingRowBackgroundBehavior(name: "disabled")
}

extension View {
    /// Turns the alternating row backgrounds of the lists and tables inside on or off; their
    /// rows draw as they are (text has no row backgrounds).
    ///
    /// SwiftUI: nonisolated func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        self
    }
}
