/// A title with an icon before it; the title wraps beside the icon. ``View/labelStyle(_:)``
/// shows the title or the icon alone.
///
/// ```swift
/// Label("設定", systemImage: "gearshape")
/// ```
/// ```text
/// ⚙ 設定
/// ```
/// SwiftUI: struct Label<Title, Icon> where Title : View, Icon : View
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label of any title and icon views.
    /// SwiftUI: Label.init(title:icon:)
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// SwiftUI: Label.body
    public var body: Never { fatalError("Label has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title { [title] in title.makeNodes($0) },
            icon: LabelStyleConfiguration.Icon { [icon] in icon.makeNodes($0) }
        )
        let drawn: any LayoutNode
        switch context.controls.labelStyle {
        case .custom(let makeBody):
            var inner = context
            inner.controls.labelStyle = .automatic
            drawn = EnvironmentValues.with(context.environment) { makeBody(configuration) }.makeNode(inner)
        case let style:
            drawn = LabelDrawing.node(configuration, style: style, context: context)
        }
        // Above its title, as in a `ContentUnavailableView`, the icon is read on its own.
        if case .iconAbove = context.controls.labelStyle { return drawn }
        // A screen reader reads a label's title, not its icon, as SwiftUI does.
        let said = ControlText.spoken(configuration.title.makeNode(context))
        return AccessibilityNode(drawn, shape: .element(AccessibilityElement(label: said, traits: .isStaticText)))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of `title` after the symbol `systemImage`.
    /// SwiftUI: Label.init(_:systemImage:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(String(title)) }, icon: { Image(systemName: systemImage) })
    }

    /// A label of the key `titleKey` after the symbol `systemImage`.
    /// SwiftUI: Label.init(_:systemImage:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a ``LabelStyle`` is drawing, for its body to wrap.
    /// SwiftUI: Label.init(_:) (LabelStyleConfiguration)
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// The built-in labels' drawings.
@MainActor
enum LabelDrawing {
    static func node(_ configuration: LabelStyleConfiguration, style: ResolvedLabelStyle, context: RenderContext) -> any LayoutNode {
        switch style {
        case .titleOnly: return configuration.title.makeNode(context)
        case .iconOnly: return configuration.icon.makeNode(context)
        case .iconAbove:
            let icon = configuration.icon.makeNodes(context)
            return VStackNode(children: icon + configuration.title.makeNodes(context), alignment: .center)
        case .automatic, .titleAndIcon, .custom:
            return HStackNode(
                children: [configuration.icon.makeNode(context), configuration.title.makeNode(context)], spacing: 1, alignment: .top
            )
        }
    }
}
