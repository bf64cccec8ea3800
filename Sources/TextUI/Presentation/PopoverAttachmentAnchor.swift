/// Where a popover's arrow points on an iPad. A phone shows a popover as a sheet, as TextUI
/// draws it, so the anchor is accepted and changes nothing.
///
/// SwiftUI: enum PopoverAttachmentAnchor
public enum PopoverAttachmentAnchor {
    /// SwiftUI: PopoverAttachmentAnchor.rect(_:)
    case rect(Anchor<CGRect>.Source)
    /// SwiftUI: PopoverAttachmentAnchor.point(_:)
    case point(UnitPoint)
}

/// A geometry value of a view, read elsewhere in the tree. TextUI has only what a popover's
/// anchor names: the view's bounds, or a rectangle in them.
///
/// SwiftUI: @frozen struct Anchor<Value>
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    ///
    /// SwiftUI: struct Anchor.Source
    public struct Source {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The whole view.
    ///
    /// SwiftUI: static var bounds: Anchor<CGRect>.Source { get }
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }

    /// A rectangle in the view.
    ///
    /// SwiftUI: static func rect(_ r: CGRect) -> Anchor<CGRect>.Source
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "rect") }
}

extension View {
    /// Shows `content` as a popover while `isPresented` is true — a sheet on a phone, as
    /// TextUI draws it — with its arrow at `attachmentAnchor` on an iPad.
    ///
    /// SwiftUI: func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, content: @escaping () -> Content) -> some View where Content : View
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        popover(isPresented: isPresented, arrowEdge: arrowEdge, content: content)
    }

    /// Shows the view made from `item` as a popover while it holds a value, anchored at
    /// `attachmentAnchor` on an iPad.
    ///
    /// SwiftUI: func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        popover(item: item, arrowEdge: arrowEdge, content: content)
    }

    /// How the bars behave while a search is presented. Accepted: a drawing keeps the bars as
    /// they are.
    ///
    /// SwiftUI: func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        self
    }
}

/// How the bars behave while a search is presented.
///
/// SwiftUI: struct SearchPresentationToolbarBehavior
public struct SearchPresentationToolbarBehavior: Sendable {
    let name: String

    /// SwiftUI: static var automatic: SearchPresentationToolbarBehavior { get }
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "automatic") }
    /// SwiftUI: static var avoidHidingContent: SearchPresentationToolbarBehavior { get }
    public static var avoidHidingContent: SearchPresentationToolbarBehavior {
        SearchPresentationToolbarBehavior(name: "avoidHidingContent")
    }
}
