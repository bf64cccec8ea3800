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

/// A geometry value of a view — its bounds, its centre — handed up the tree by
/// `anchorPreference(key:value:transform:)` and read by a `GeometryReader` elsewhere
/// (`proxy[anchor]`), or named by a popover. Text places no view at a point of the screen, so an
/// anchor reads as a view's frame does (`GeometryProxy.frame(in:)`): at the origin; a rectangle
/// or point given outright (`.rect(r)`, `.point(p)`) reads as given.
///
/// SwiftUI: @frozen struct Anchor<Value>
public struct Anchor<Value> {
    let value: Value

    /// Where an anchor's value comes from.
    ///
    /// SwiftUI: struct Anchor.Source
    public struct Source {
        let value: Value
    }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The whole view.
    ///
    /// SwiftUI: static var bounds: Anchor<CGRect>.Source { get }
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(value: .zero) }

    /// A rectangle in the view.
    ///
    /// SwiftUI: static func rect(_ r: CGRect) -> Anchor<CGRect>.Source
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(value: r) }
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
