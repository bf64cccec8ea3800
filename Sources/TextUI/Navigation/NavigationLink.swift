/// A row that opens another screen: its label, then "›". In a `List` or `Form` the row spans the
/// width with "›" at its end, as a phone draws it; elsewhere "›" follows the label. A screen
/// reader reads it as a button named by its label.
///
/// ```swift
/// List {
///     NavigationLink("Notifications", value: 1)
///     NavigationLink { Text("…") } label: { Label("Account", systemImage: "person") }
/// }.render(width: 24)
/// ```
/// ```text
/// ╭──────────────────────╮
/// │ Notifications      › │
/// ├──────────────────────┤
/// │ ☺ Account          › │
/// ╰──────────────────────╯
/// ```
/// The destination is drawn when the link's value is on the path of the ``NavigationStack``
/// around it (see ``View/navigationDestination(for:destination:)``); a link with a destination
/// view opens it only when tapped, which a drawing never does.
///
/// SwiftUI: struct NavigationLink<Label, Destination> where Label : View, Destination : View
public struct NavigationLink<Label: View, Destination: View>: View, MultiView {
    let label: Label
    /// Set by the `isActive:` forms while their binding is true: the screen the stack pushes.
    var pushedDestination: Destination?

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("NavigationLink has no body") }

    /// A link that opens `destination`, labelled by `label`.
    ///
    /// SwiftUI: NavigationLink.init(destination:label:)
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link that opens `destination`, labelled by `label` (the form before the trailing
    /// closures).
    ///
    /// SwiftUI: NavigationLink.init(destination:label:) with destination: Destination
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        if let pushed = pushedDestination, let destinations = context.navigation.destinations {
            destinations.presented.append { pushed.makeNode($0) }
        }
        // Outside a list, a link given a button style is drawn by it, as a button (a phone
        // draws a styled link so, with no chevron); the automatic style keeps the `›`.
        if !context.isInList, !context.drawsPlainButtons, context.controls.buttonStyle.isChosen {
            let label = self.label
            return [Button(action: {}) { label }.makeNode(context)]
        }
        // A link with nothing for a label (the hidden `isActive:` link an older screen keeps to
        // push from code) shows nothing, as on a phone: no chevron on its own.
        let labelNodes = label.makeNodes(context.with(\.stackAxis, .horizontal))
        guard !labelNodes.isEmpty else { return [] }
        let label = labelNodes.count == 1 ? labelNodes[0] : VStackNode(children: labelNodes, spacing: 0, alignment: .leading)
        // A disabled link's label is in parentheses, as a disabled button's is.
        let labelNode = DimmedNode.wrapping(label, in: context)
        // In a bar a link is a button like the others there: its label alone, no chevron.
        let chevron = context.drawsPlainButtons && !context.isInList
            ? nil : TextNode(context.style.disclosureChevron, context: context.with(\.lineLimit, 1))
        return [NavigationLinkNode(label: labelNode, badge: nil, chevron: chevron, fillsRow: context.isInList)]
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes the screen for `value` (a `nil` value opens nothing), labelled by `label`.
    ///
    /// SwiftUI: NavigationLink.init(value:label:)
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that pushes the screen for `value`.
    ///
    /// SwiftUI: NavigationLink.init(_:value:) where S : StringProtocol, P : Hashable
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(String(title))
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that opens `destination`.
    ///
    /// SwiftUI: NavigationLink.init(_:destination:) where S : StringProtocol, destination: () -> Destination
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(String(title))
    }

    /// A link titled `title` that opens `destination` (the form before the trailing closure).
    ///
    /// SwiftUI: NavigationLink.init(_:destination:) where S : StringProtocol, destination: Destination
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(String(title))
    }
}

/// A navigation link's row; read as a button named by the label (the chevron is not read).
/// In a list the row spans the width: label, then a badge if any, then the chevron at the end.
/// In a toolbar it has no chevron.
final class NavigationLinkNode: LayoutNode {
    let label: any LayoutNode
    let badge: (any LayoutNode)?
    /// The badge's words, read as the link's value.
    var badgeText: String?
    let chevron: (any LayoutNode)?
    let fillsRow: Bool
    private let row: HStackNode

    init(label: any LayoutNode, badge: (any LayoutNode)?, chevron: (any LayoutNode)?, fillsRow: Bool) {
        self.label = label
        self.badge = badge
        self.chevron = chevron
        self.fillsRow = fillsRow
        var children: [any LayoutNode] = [label]
        if fillsRow { children.append(SpacerNode(minLength: 0, axis: .horizontal)) }
        if let badge { children.append(badge) }
        if let chevron { children.append(chevron) }
        row = HStackNode(children: children, spacing: 1, alignment: .center)
    }

    /// This link with `badge` drawn before its chevron, as a phone draws a badged row.
    func badged(_ badge: any LayoutNode, text: String) -> NavigationLinkNode {
        let link = NavigationLinkNode(label: label, badge: badge, chevron: chevron, fillsRow: fillsRow)
        link.badgeText = text
        return link
    }

    var fillsWidth: Bool { row.fillsWidth }
    func measure(proposedWidth: Int) -> Int { row.measure(proposedWidth: proposedWidth) }

    func draw(width: Int) -> [Line] {
        guard fillsRow else { return row.draw(width: width) }
        // The label takes the row less the chevron (and badge), so a label that spreads spreads.
        let end = HStackNode(children: [badge, chevron].compactMap { $0 }, spacing: 1, alignment: .center)
        return TrailingMarkNode(row: label, mark: end, centered: true).draw(width: width)
    }
}
