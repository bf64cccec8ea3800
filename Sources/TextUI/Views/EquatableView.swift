/// A view SwiftUI redraws only when it is not equal to its last value. TextUI draws every view
/// each render, so it draws its content.
///
/// ```swift
/// RowView(item: item).equatable()
/// ```
///
/// SwiftUI: @frozen struct EquatableView<Content> where Content : Equatable, Content : View
public struct EquatableView<Content: Equatable & View>: View {
    /// SwiftUI: EquatableView.content
    public var content: Content

    /// SwiftUI: EquatableView.init(content:)
    public init(content: Content) {
        self.content = content
    }

    /// SwiftUI: EquatableView.body
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// This view, redrawn (in SwiftUI) only when it changes; here it draws as it was.
    ///
    /// SwiftUI: func equatable() -> EquatableView<Self>
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
