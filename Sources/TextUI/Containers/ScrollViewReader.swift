/// Gives its content a proxy to scroll with. Text draws every row, so there is nothing to
/// scroll to: the content is drawn as it is and `scrollTo` does nothing.
///
/// ```swift
/// ScrollViewReader { proxy in
///     Button("Latest") { proxy.scrollTo(42) }
/// }
/// ```
/// ```text
/// [ Latest ]
/// ```
///
/// SwiftUI: ScrollViewReader
public struct ScrollViewReader<Content: View>: View {
    /// SwiftUI: ScrollViewReader.content
    public var content: (ScrollViewProxy) -> Content

    /// SwiftUI: ScrollViewReader.init(content:)
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// SwiftUI: ScrollViewReader.body
    public var body: some View {
        content(ScrollViewProxy())
    }
}

/// Scrolls the nearest scroll view; in text, every row is already drawn.
///
/// SwiftUI: ScrollViewProxy
public struct ScrollViewProxy: Sendable {
    /// SwiftUI: ScrollViewProxy.scrollTo(_:anchor:)
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Whether scroll indicators show; text never draws them.
///
/// SwiftUI: ScrollIndicatorVisibility
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String

    /// SwiftUI: ScrollIndicatorVisibility.automatic
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// SwiftUI: ScrollIndicatorVisibility.visible
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// SwiftUI: ScrollIndicatorVisibility.hidden
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// SwiftUI: ScrollIndicatorVisibility.never
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
    /// SwiftUI: View.scrollIndicators(_:axes:)
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// SwiftUI: View.scrollDisabled(_:)
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
}
