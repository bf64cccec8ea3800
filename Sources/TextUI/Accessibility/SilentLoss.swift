/// A text a person can read on a screen (an element a screen reader stops on) that the
/// drawing does not show, though nothing the screen asked for hides it: drawn over by another
/// layer, squeezed out of a row, dropped from a bar.
///
/// TextUI only: what `preview check` reports when a drawing loses text without a sign.
package struct LostText: Sendable, Equatable, CustomStringConvertible {
    /// The text that does not show.
    package let text: String
    /// The view that should show it and the views around it, innermost first:
    /// `"Button in HStack in ZStack"`.
    package let view: String

    package init(text: String, view: String) {
        self.text = text
        self.view = view
    }

    /// `“Cancel” (Button in HStack in ZStack)`.
    package var description: String { "“\(text)” (\(view))" }
}

/// Finds the readable texts of a laid-out screen that its drawing lost (see ``LostText``).
///
/// A text counts as shown when each of its words is in the drawing (see ``DrawingSearch``); a
/// text cut short ends in the ellipsis, which shows it was cut. What the screen asked to hide
/// is not looked for (see ``ReadableTexts``), so a `.hidden()` view, a `lineLimit`, a frame
/// that cuts its content, a scroll view's rows out of sight or a screen under an alert never
/// count as lost.
enum SilentLoss {
    static func lostTexts(of root: any LayoutNode, drawing: String, style: RenderStyle) -> [LostText] {
        let entries = ReadableTexts.of(root)
        guard !entries.isEmpty else { return [] }
        var drawing = drawing
        let ellipsis = Array(style.ellipsis.utf8)
        let missing = drawing.withUTF8 { bytes in
            let search = DrawingSearch(drawing: bytes, ellipsis: ellipsis)
            return entries.filter { !search.shows($0.text) }
        }
        return missing.map { LostText(text: $0.text, view: describe($0.owner, in: root)) }
    }

    /// The owner's kind and the kinds of the views around it, innermost first, at most four; a
    /// control's label is named as the control (`Button`, not `Text in Button`).
    private static func describe(_ owner: any LayoutNode, in root: any LayoutNode) -> String {
        let path = ReadableTexts.path(to: owner, in: root)
        var names: [String] = []
        for (index, node) in path.enumerated().reversed() {
            let child = index + 1 < path.count ? path[index + 1] : nil
            guard let name = name(of: node, above: child) else { continue }
            if names == ["Text"], ["Button", "NavigationLink", "LabeledContent", "toolbar"].contains(name) { names = [] }
            if names.last != name { names.append(name) }
            if names.count == 4 { break }
        }
        return names.isEmpty ? "Text" : names.joined(separator: " in ")
    }

    private static func name(of node: any LayoutNode, above child: (any LayoutNode)?) -> String? {
        switch node {
        case is TextNode: "Text"
        case is ButtonNode: "Button"
        case is NavigationLinkNode: "NavigationLink"
        case is LabeledContentNode: "LabeledContent"
        case is HStackNode: "HStack"
        case is VStackNode: "VStack"
        case is ZStackNode: "ZStack"
        case is OverlayNode: "overlay"
        case is BackgroundNode: "background"
        case is FrameNode: "frame"
        case is InsetNode: "padding"
        case is GridNode: "Grid"
        case is ScrollNode: "ScrollView"
        case is SectionNode: "Section"
        case is any SectionsNode: "List"
        case is FirstFittingNode: "ViewThatFits"
        case let screen as ScreenNode: child == nil ? "navigationTitle" : child! === screen.content ? "NavigationStack" : "toolbar"
        default: nil
        }
    }
}

/// Collects the texts every ``View/render(width:height:style:)`` in a task loses, at widths
/// from `minimumWidth` up: how a test holds the no-silent-loss rule over every screen it draws.
///
/// TextUI only: a hook for tests; a render without one pays a task-local read.
package final class LostTextRecorder: @unchecked Sendable {
    @TaskLocal package static var current: LostTextRecorder?

    /// The narrowest drawing checked: narrower, a screen has no room for all it says.
    package let minimumWidth: Int
    private let lock = NSLock()
    private var found: [(width: Int, lost: LostText, drawing: String)] = []

    package init(minimumWidth: Int) {
        self.minimumWidth = minimumWidth
    }

    /// Each text lost so far, with the width and the drawing that lost it, in order.
    package var lost: [(width: Int, lost: LostText, drawing: String)] {
        lock.withLock { found }
    }

    func record(_ lost: [LostText], width: Int, drawing: String) {
        guard !lost.isEmpty else { return }
        lock.withLock { found += lost.map { (width, $0, drawing) } }
    }
}
