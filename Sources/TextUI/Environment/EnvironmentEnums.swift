/// Light or dark appearance. Text draws both alike; a view may read it and choose its words.
///
/// SwiftUI: enum ColorScheme
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// SwiftUI: ColorScheme.light
    case light
    /// SwiftUI: ColorScheme.dark
    case dark
}

/// How much room a dimension has. A text screen is as narrow as a phone held upright, so
/// TextUI's defaults are a `.compact` width and a `.regular` height.
///
/// SwiftUI: enum UserInterfaceSizeClass
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// SwiftUI: UserInterfaceSizeClass.compact
    case compact
    /// SwiftUI: UserInterfaceSizeClass.regular
    case regular
}

/// Whether a list is being edited (rows show delete and move controls).
///
/// SwiftUI: enum EditMode
public enum EditMode: Hashable, Sendable {
    /// SwiftUI: EditMode.inactive
    case inactive
    /// SwiftUI: EditMode.transient
    case transient
    /// SwiftUI: EditMode.active
    case active

    /// Whether editing is on: `.active` or `.transient`.
    ///
    /// SwiftUI: EditMode.isEditing
    public var isEditing: Bool { self != .inactive }
}

/// Whether the app is in front. A rendered screen is always `.active`.
///
/// SwiftUI: enum ScenePhase
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// SwiftUI: ScenePhase.background
    case background
    /// SwiftUI: ScenePhase.inactive
    case inactive
    /// SwiftUI: ScenePhase.active
    case active
}

/// The direction text runs in. TextUI lays out left to right.
///
/// SwiftUI: enum LayoutDirection
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// SwiftUI: LayoutDirection.leftToRight
    case leftToRight
    /// SwiftUI: LayoutDirection.rightToLeft
    case rightToLeft
}
