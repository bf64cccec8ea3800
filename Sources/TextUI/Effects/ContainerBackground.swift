/// Where a container background goes: behind a navigation stack's screen, a tab view, a
/// widget. Text paints no backgrounds, so each draws the view as it was.
///
/// SwiftUI: struct ContainerBackgroundPlacement
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    /// The placement of that name: the frameworks beside SwiftUI (StoreKit's subscription store)
    /// add their own.
    package init(name: String) { self.name = name }

    /// Behind the screen inside a `NavigationStack` or `NavigationSplitView`.
    ///
    /// SwiftUI: static let navigation: ContainerBackgroundPlacement
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// Behind the columns of a `NavigationSplitView`.
    ///
    /// SwiftUI: static let navigationSplitView: ContainerBackgroundPlacement
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// Behind a `TabView`'s pages (watchOS).
    ///
    /// SwiftUI: static let tabView: ContainerBackgroundPlacement
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// Behind a widget (declared by WidgetKit).
    ///
    /// SwiftUI: static let widget: ContainerBackgroundPlacement
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// Sets the background of the container this view is in to `style`. Text paints no
    /// colours or gradients behind a container, so the view draws as it was.
    ///
    /// ```swift
    /// Text("Blue").containerBackground(.blue.gradient, for: .navigation).render()   // "Blue"
    /// ```
    ///
    /// SwiftUI: func containerBackground<S>(_ style: S, for container: ContainerBackgroundPlacement) -> some View where S : ShapeStyle
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        self
    }

    /// Sets the background of the container this view is in to `content`, a view of paint
    /// (a gradient, an image) behind the whole container; drawn as the view was, like
    /// ``containerBackground(_:for:)``.
    ///
    /// SwiftUI: func containerBackground<V>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        self
    }
}
