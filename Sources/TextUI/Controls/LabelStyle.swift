/// How labels draw: `.automatic` and `.titleAndIcon` the icon then the title, `.titleOnly`
/// the title, `.iconOnly` the icon (a screen reader still reads the title). Write your own with
/// `makeBody(configuration:)`.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Label("設定", systemImage: "gearshape").labelStyle(.titleOnly)
///     Label("設定", systemImage: "gearshape").labelStyle(.iconOnly)
/// }.render()
/// ```
/// ```text
/// 設定
/// ⚙
/// ```
/// SwiftUI: @MainActor @preconcurrency protocol LabelStyle
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label in this style draws as.
    /// SwiftUI: associatedtype LabelStyle.Body : View
    associatedtype Body: View

    /// The view that draws a label from `configuration`'s title and icon.
    /// SwiftUI: LabelStyle.makeBody(configuration:)
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style is given to draw a label.
    /// SwiftUI: typealias LabelStyle.Configuration = LabelStyleConfiguration
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` is given: the label's title and icon.
///
/// SwiftUI: struct LabelStyleConfiguration
public struct LabelStyleConfiguration {
    /// The label's title, as a view to place in the style's body.
    /// SwiftUI: LabelStyleConfiguration.Title
    public struct Title: View, MultiView {
        let makeContent: (RenderContext) -> [any LayoutNode]

        /// SwiftUI: LabelStyleConfiguration.Title.body
        public var body: Never { fatalError("LabelStyleConfiguration.Title has no body") }

        func makeNodes(_ context: RenderContext) -> [any LayoutNode] { makeContent(context) }
    }

    /// The label's icon, as a view to place in the style's body.
    /// SwiftUI: LabelStyleConfiguration.Icon
    public struct Icon: View, MultiView {
        let makeContent: (RenderContext) -> [any LayoutNode]

        /// SwiftUI: LabelStyleConfiguration.Icon.body
        public var body: Never { fatalError("LabelStyleConfiguration.Icon has no body") }

        func makeNodes(_ context: RenderContext) -> [any LayoutNode] { makeContent(context) }
    }

    /// The label's title.
    /// SwiftUI: LabelStyleConfiguration.title
    public let title: Title
    /// The label's icon.
    /// SwiftUI: LabelStyleConfiguration.icon
    public let icon: Icon
}

/// SwiftUI: struct DefaultLabelStyle
public struct DefaultLabelStyle: LabelStyle, Sendable {
    /// SwiftUI: DefaultLabelStyle.init()
    public init() {}
    /// SwiftUI: DefaultLabelStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(configuration: configuration, style: .automatic) }
}

/// SwiftUI: struct TitleOnlyLabelStyle
public struct TitleOnlyLabelStyle: LabelStyle, Sendable {
    /// SwiftUI: TitleOnlyLabelStyle.init()
    public init() {}
    /// SwiftUI: TitleOnlyLabelStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(configuration: configuration, style: .titleOnly) }
}

/// SwiftUI: struct IconOnlyLabelStyle
public struct IconOnlyLabelStyle: LabelStyle, Sendable {
    /// SwiftUI: IconOnlyLabelStyle.init()
    public init() {}
    /// SwiftUI: IconOnlyLabelStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(configuration: configuration, style: .iconOnly) }
}

/// SwiftUI: struct TitleAndIconLabelStyle
public struct TitleAndIconLabelStyle: LabelStyle, Sendable {
    /// SwiftUI: TitleAndIconLabelStyle.init()
    public init() {}
    /// SwiftUI: TitleAndIconLabelStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(configuration: configuration, style: .titleAndIcon) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// SwiftUI: LabelStyle.automatic
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// SwiftUI: LabelStyle.titleOnly
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// SwiftUI: LabelStyle.iconOnly
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// SwiftUI: LabelStyle.titleAndIcon
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets how the labels in this view draw (see ``LabelStyle``).
    ///
    /// SwiftUI: View.labelStyle(_:)
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.labelStyle = ResolvedLabelStyle(style) }
    }
}

/// How the labels under a `labelStyle` draw.
enum ResolvedLabelStyle {
    case automatic, titleOnly, iconOnly, titleAndIcon
    /// The icon centered above the title, as in a `ContentUnavailableView`.
    case iconAbove
    case custom(@MainActor (LabelStyleConfiguration) -> AnyView)

    @MainActor init<S: LabelStyle>(_ style: S) {
        switch S.self {
        case is DefaultLabelStyle.Type: self = .automatic
        case is TitleOnlyLabelStyle.Type: self = .titleOnly
        case is IconOnlyLabelStyle.Type: self = .iconOnly
        case is TitleAndIconLabelStyle.Type: self = .titleAndIcon
        default: self = .custom { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

/// A built-in style's body: the label drawn as that style draws it.
struct BuiltInLabelBody: View, PrimitiveView {
    let configuration: LabelStyleConfiguration
    let style: ResolvedLabelStyle

    var body: Never { fatalError("BuiltInLabelBody has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        LabelDrawing.node(configuration, style: style, context: context)
    }
}
