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
