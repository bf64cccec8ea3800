/// An optional view draws its view when there is one and nothing otherwise, as SwiftUI's does
/// (`ContentUnavailableView`'s description is a `Text?`).
///
/// ```swift
/// VStack { Text("上"); Optional<Text>.none; Text("下") }.render()
/// ```
/// ```text
/// 上
/// 下
/// ```
/// SwiftUI: extension Optional : View where Wrapped : View
extension Optional: View, MultiView where Wrapped: View {
    /// SwiftUI: Optional.body
    public var body: Never { fatalError("Optional has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        self?.makeNodes(context) ?? []
    }
}
