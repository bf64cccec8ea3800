/// How group boxes draw: the built-in box, or a style of your own that lays out the box's
/// label and content with `makeBody(configuration:)`, as a settings pane does for each section.
///
/// ```swift
/// struct SectionStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label; configuration.content }
///     }
/// }
/// GroupBox("Cache") { Text("~/Library/Caches") }.groupBoxStyle(SectionStyle()).render()
/// ```
/// ```text
/// Cache
/// ~/Library/Caches
/// ```
///
/// SwiftUI: @MainActor @preconcurrency protocol GroupBoxStyle
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view a group box in this style draws as.
    /// SwiftUI: associatedtype GroupBoxStyle.Body : View
    associatedtype Body: View

    /// The view that draws a group box from `configuration`'s label and content.
    /// SwiftUI: GroupBoxStyle.makeBody(configuration:)
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style is given to draw a group box.
    /// SwiftUI: typealias GroupBoxStyle.Configuration = GroupBoxStyleConfiguration
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` is given: the box's label and content.
///
/// SwiftUI: struct GroupBoxStyleConfiguration
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view to place in the style's body.
    /// SwiftUI: GroupBoxStyleConfiguration.Label
    public struct Label: View, MultiView {
        let makeContent: (RenderContext) -> [any LayoutNode]

        /// SwiftUI: GroupBoxStyleConfiguration.Label.body
        public var body: Never { fatalError("GroupBoxStyleConfiguration.Label has no body") }

        func makeNodes(_ context: RenderContext) -> [any LayoutNode] { makeContent(context) }
    }

    /// The box's content, as a view to place in the style's body.
    /// SwiftUI: GroupBoxStyleConfiguration.Content
    public struct Content: View, MultiView {
        let makeContent: (RenderContext) -> [any LayoutNode]

        /// SwiftUI: GroupBoxStyleConfiguration.Content.body
        public var body: Never { fatalError("GroupBoxStyleConfiguration.Content has no body") }

        func makeNodes(_ context: RenderContext) -> [any LayoutNode] { makeContent(context) }
    }

    /// The box's label.
    /// SwiftUI: GroupBoxStyleConfiguration.label
    public let label: Label
    /// The box's content.
    /// SwiftUI: GroupBoxStyleConfiguration.content
    public let content: Content
}

/// The built-in box.
///
/// SwiftUI: struct DefaultGroupBoxStyle
public struct DefaultGroupBoxStyle: GroupBoxStyle, Sendable {
    /// SwiftUI: DefaultGroupBoxStyle.init()
    public init() {}
    /// SwiftUI: DefaultGroupBoxStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// SwiftUI: GroupBoxStyle.automatic
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The built-in box of a style's `configuration`, for a style that draws the box and adds
    /// to it.
    ///
    /// SwiftUI: init(_ configuration: GroupBoxStyleConfiguration)
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension View {
    /// Sets how the group boxes in this view draw (see ``GroupBoxStyle``).
    ///
    /// SwiftUI: func groupBoxStyle<S>(_ style: S) -> some View where S : GroupBoxStyle
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.groupBoxStyle = ResolvedGroupBoxStyle(style) }
    }
}

/// A custom group box style's body, as the settings carry it (`nil` there for the built-in box).
struct ResolvedGroupBoxStyle {
    let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView

    @MainActor init?<S: GroupBoxStyle>(_ style: S) {
        if S.self is DefaultGroupBoxStyle.Type { return nil }
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}
