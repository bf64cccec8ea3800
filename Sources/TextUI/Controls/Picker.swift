/// A choice of one option among several: each option is a view in `content` with a ``View/tag(_:)``,
/// and the option whose tag equals `selection` is the chosen one. How it draws depends on
/// ``View/pickerStyle(_:)``; by default (`.menu`) it is its label with the chosen option and `⌄`.
///
/// ```swift
/// Picker("プラン", selection: .constant("free")) {
///     Text("無料").tag("free")
///     Text("プロ").tag("pro")
/// }.render(width: 24)
/// ```
/// ```text
/// プラン            無料 ⌄
/// ```
/// A `.segmented` picker shows every option, the chosen one in brackets:
/// ```swift
/// Picker("表示", selection: .constant(1)) {
///     Text("日").tag(0)
///     Text("週").tag(1)
///     Text("月").tag(2)
/// }.pickerStyle(.segmented).render(width: 24)
/// ```
/// ```text
/// 表示        日 │[週]│ 月
/// ```
/// SwiftUI: struct Picker<Label, SelectionValue, Content> where Label : View, SelectionValue : Hashable, Content : View
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, MultiView {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    let currentValueLabel: AnyView?

    /// A picker whose label is any view.
    /// SwiftUI: Picker.init(selection:content:label:)
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.content = content()
        self.currentValueLabel = nil
    }

    /// A picker whose label and shown value are views of their own.
    /// SwiftUI: Picker.init(selection:content:label:currentValueLabel:)
    public init<CurrentValue: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValue
    ) {
        self.label = label()
        self.selection = selection
        self.content = content()
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// The older spelling, with the label before the options.
    /// SwiftUI: Picker.init(selection:label:content:)
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    /// SwiftUI: Picker.body
    public var body: Never { fatalError("Picker has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        // As rows of a list, a `ForEach`'s options are tagged with their ids, as SwiftUI tags them.
        let optionContext = context.with(\.stackAxis, .vertical).with(\.lineLimit, 1).with(\.isInList, true)
        let chosen = PickerOption.keys(for: selection.wrappedValue)
        // Options grouped in sections are options all the same; an inline picker shows the groups.
        var options: [PickerOption] = []
        var sections: [PickerSection] = []
        for node in content.makeNodes(optionContext).flatMap(PickerOption.rows(modifiedTogetherIn:)) {
            guard let section = node as? SectionNode else {
                options.append(PickerOption(node: node, selection: chosen))
                continue
            }
            let start = options.count
            options += section.rows.map { PickerOption(node: $0, selection: chosen) }
            sections.append(PickerSection(header: section.header, options: start..<options.count))
        }
        let labelNode = label.makeNode(context)
        let shown = currentValueLabel.map { ControlText.plain($0.makeNode(optionContext)) }
        return PickerDrawing(label: labelNode, options: options, sections: sections, shownValue: shown, context: context).nodes()
    }
}

extension Picker where Label == Text {
    /// A picker labelled with `title`.
    /// SwiftUI: Picker.init(_:selection:content:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(String(title)) }
    }

    /// A picker labelled with `title`.
    /// SwiftUI: Picker.init(_:selection:content:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker labelled with `title` whose shown value is a view of its own.
    /// SwiftUI: Picker.init(_:selection:content:currentValueLabel:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, CurrentValue: View>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValue
    ) {
        self.init(selection: selection, content: content, label: { Text(String(title)) }, currentValueLabel: currentValueLabel)
    }

    /// A picker labelled with `title` whose shown value is a view of its own.
    /// SwiftUI: Picker.init(_:selection:content:currentValueLabel:) (LocalizedStringKey)
    public init<CurrentValue: View>(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValue
    ) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == TextUI.Label<Text, Image> {
    /// A picker labelled with `title` after a symbol.
    /// SwiftUI: Picker.init(_:systemImage:selection:content:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TextUI.Label(String(title), systemImage: systemImage) }
    }

    /// A picker labelled with `title` after a symbol.
    /// SwiftUI: Picker.init(_:systemImage:selection:content:) (LocalizedStringKey)
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TextUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// A `Section` of a picker's options: its header and which of the options it holds.
struct PickerSection {
    let header: (any LayoutNode)?
    let options: Range<Int>
}

/// One option of a picker: its drawing, its words, and whether it is the chosen one.
struct PickerOption {
    let node: any LayoutNode
    let text: String
    /// What a screen reader says for the option: a `Label`'s title without its icon.
    let spoken: String
    let isSelected: Bool

    init(node: any LayoutNode, selection: [AnyHashable]) {
        let tagged = node as? TagNode
        self.node = tagged?.child ?? node
        self.text = ControlText.plain(self.node)
        self.spoken = ControlText.spoken(self.node) ?? text
        self.isSelected = tagged.map { selection.contains($0.tag) } ?? false
    }

    /// The options in `node`: itself, or, when it is a modifier on a `ForEach` of tagged rows
    /// (`ForEach(minutes) { Text("\($0) min").tag($0) }.frame(maxWidth: .infinity)`), each row,
    /// as SwiftUI applies a modifier on a `ForEach` to each of its views.
    static func rows(modifiedTogetherIn node: any LayoutNode) -> [any LayoutNode] {
        var current = node
        while !(current is TagNode), !(current is VStackNode) {
            let children = (current as? FrameNode).map { [$0.child] } ?? current.readingOrderChildren
            guard children.count == 1 else { return [node] }
            current = children[0]
        }
        guard current !== node as AnyObject, let stack = current as? VStackNode, stack.children.count > 1,
              stack.children.allSatisfy({ $0 is TagNode })
        else { return [node] }
        return stack.children
    }

    /// The tags that mean `selection`: itself, and for an optional selection that holds a
    /// value, the value (a `String?` selection matches `.tag("M")`).
    static func keys<Value: Hashable>(for selection: Value) -> [AnyHashable] {
        guard let optional = selection as? any OptionalSelection, let wrapped = optional.wrappedSelection else {
            return [AnyHashable(selection)]
        }
        return [AnyHashable(selection), wrapped]
    }
}

/// An optional picker selection, whose value a plain tag can match.
private protocol OptionalSelection {
    var wrappedSelection: AnyHashable? { get }
}

extension Optional: OptionalSelection where Wrapped: Hashable {
    var wrappedSelection: AnyHashable? { self.map { AnyHashable($0) } }
}
