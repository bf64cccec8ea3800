/// How lists draw. `.automatic`, `.insetGrouped`, `.grouped`, `.inset` and `.sidebar`: each
/// section a rounded group (text has no margins to tell them apart); `.plain`: rows without
/// boxes, a rule between rows, sections an empty row apart.
///
/// ```swift
/// List {
///     Text("りんご")
///     Text("みかん")
/// }.listStyle(.plain).render(width: 12)
/// ```
/// ```text
/// りんご
/// ────────────
/// みかん
/// ```
/// SwiftUI: protocol ListStyle
public protocol ListStyle {}

/// SwiftUI: struct DefaultListStyle
public struct DefaultListStyle: ListStyle, Sendable {
    /// SwiftUI: DefaultListStyle.init()
    public init() {}
}

/// SwiftUI: struct PlainListStyle
public struct PlainListStyle: ListStyle, Sendable {
    /// SwiftUI: PlainListStyle.init()
    public init() {}
}

/// SwiftUI: struct GroupedListStyle
public struct GroupedListStyle: ListStyle, Sendable {
    /// SwiftUI: GroupedListStyle.init()
    public init() {}
}

/// SwiftUI: struct InsetGroupedListStyle
public struct InsetGroupedListStyle: ListStyle, Sendable {
    /// SwiftUI: InsetGroupedListStyle.init()
    public init() {}
}

/// SwiftUI: struct InsetListStyle
public struct InsetListStyle: ListStyle, Sendable {
    /// SwiftUI: InsetListStyle.init()
    public init() {}
}

/// SwiftUI: struct SidebarListStyle
public struct SidebarListStyle: ListStyle, Sendable {
    /// SwiftUI: SidebarListStyle.init()
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// SwiftUI: ListStyle.automatic
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// SwiftUI: ListStyle.plain
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// SwiftUI: ListStyle.grouped
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// SwiftUI: ListStyle.insetGrouped
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// SwiftUI: ListStyle.inset
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// SwiftUI: ListStyle.sidebar
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets how the lists in this view draw (see ``ListStyle``).
    ///
    /// SwiftUI: View.listStyle(_:)
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.listStyle = ListKind(style) }
    }
}

/// The built-in list looks: grouped in boxes, or plain.
enum ListKind {
    case grouped, plain

    init<S: ListStyle>(_ style: S) {
        self = S.self == PlainListStyle.self ? .plain : .grouped
    }

    /// The node a list of `sections` draws as in this look.
    func node(_ sections: [SectionNode]) -> any LayoutNode {
        switch self {
        case .grouped: ListNode(sections: sections)
        case .plain: PlainSectionsNode(sections: sections, separatesRows: true)
        }
    }
}
