/// A title with its value: the title at the leading edge, the value at the trailing edge of
/// the same row. When the two do not fit side by side, the value goes under the title, still
/// at the trailing edge.
///
/// ```swift
/// VStack {
///     LabeledContent("合計", value: "¥1,200")
///     LabeledContent("お届け先") { Text("東京都千代田区") }
/// }.render(width: 20)
/// ```
/// ```text
/// 合計          ¥1,200
/// お届け先
///       東京都千代田区
/// ```
/// SwiftUI: struct LabeledContent<Label, Content> where Label : View, Content : View
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A label of any view with any view as its value.
    /// SwiftUI: LabeledContent.init(content:label:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// SwiftUI: LabeledContent.body
    public var body: Never { fatalError("LabeledContent has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        // Several value views stand in a row (a field and its unit: `0 U`), as SwiftUI lays
        // them out side by side after the title.
        let values = content.makeNodes(Self.valueContext(context))
        return LabeledContentNode(
            title: label.makeNode(context),
            value: values.count == 1 ? values[0] : HStackNode(children: values, spacing: 1, alignment: .center)
        )
    }
}

extension LabeledContent where Label == Text {
    /// `title` with any view as its value.
    /// SwiftUI: LabeledContent.init(_:content:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }

    /// `title` with any view as its value.
    /// SwiftUI: LabeledContent.init(_:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `title` with `value` as text.
    /// SwiftUI: LabeledContent.init(_:value:) (StringProtocol)
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
    }

    /// The key `titleKey` with `value` as text.
    /// SwiftUI: LabeledContent.init(_:value:) (LocalizedStringKey)
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(String(value)) }, label: { Text(titleKey) })
    }

    /// `title` with `value` written by `format` (in the fixed locale `Text(_:format:)` uses).
    /// SwiftUI: LabeledContent.init(_:value:format:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(String(title)) })
    }

    /// `title` with `value` written by `format` (in the fixed locale `Text(_:format:)` uses).
    /// SwiftUI: LabeledContent.init(_:value:format:) (LocalizedStringKey)
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}

extension LabeledContent {
    /// The value's context: laid out along the row, at the trailing edge; a text field there
    /// is the value alone (its title is the placeholder, as SwiftUI shows it).
    static func valueContext(_ context: RenderContext) -> RenderContext {
        var value = context.with(\.stackAxis, .horizontal).with(\.textAlignment, .trailing)
        value.controls.isLabeledValue = true
        return value
    }
}

/// Title and value on one row when both fit with a space between; otherwise the title's rows,
/// then the value's rows at the trailing edge.
final class LabeledContentNode: LayoutNode {
    let title: any LayoutNode
    let value: any LayoutNode

    init(title: any LayoutNode, value: any LayoutNode) {
        self.title = title
        self.value = value
    }

    var fillsWidth: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        guard width > 0 else { return [] }
        let titleWidth = title.measure(proposedWidth: width)
        let valueWidth = value.measure(proposedWidth: width)
        guard titleWidth + 1 + valueWidth <= width else {
            return title.draw(width: width) + value.draw(width: width).map { $0.aligned(.trailing, in: width) }
        }
        let titleRows = title.draw(width: titleWidth)
        let valueRows = value.draw(width: valueWidth)
        return (0..<max(titleRows.count, valueRows.count)).map { index in
            let left = index < titleRows.count ? titleRows[index] : .empty
            let right = index < valueRows.count ? valueRows[index] : .empty
            return left.padded(to: width - right.width) + right
        }
    }
}
