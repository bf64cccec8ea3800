/// How the buttons in a view draw: pass one to ``View/buttonStyle(_:)``.
///
/// `.automatic` draws a button in brackets, except in a `List` row, where it is a plain row
/// as in SwiftUI. `.plain` and `.borderless` draw the label alone; `.bordered` always draws
/// the brackets. Navigation bars, tab bars and alerts draw their buttons plain whatever the
/// style, as SwiftUI draws them itself.
public struct ButtonStyle: Sendable, Equatable {
    private enum Kind: Sendable, Equatable { case automatic, plain, bordered }
    private let kind: Kind

    /// Brackets, or plain in a `List` row.
    public static let automatic = ButtonStyle(kind: .automatic)
    /// The label alone.
    public static let plain = ButtonStyle(kind: .plain)
    /// The label alone (SwiftUI's borderless style, whose tint text cannot show).
    public static let borderless = ButtonStyle(kind: .plain)
    /// The label in brackets, in a `List` row too.
    public static let bordered = ButtonStyle(kind: .bordered)

    /// Whether a button in this style draws without brackets.
    func drawsPlain(inList: Bool) -> Bool {
        switch kind {
        case .automatic: inList
        case .plain: true
        case .bordered: false
        }
    }
}

extension View {
    /// Sets how the buttons in this view draw.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Button("保存") {}.buttonStyle(.plain)
    ///     List { Button("もっと見る") {} }.buttonStyle(.bordered)
    /// }.render(width: 20)
    /// ```
    /// ```text
    /// 保存
    /// ╭──────────────────╮
    /// │ [ もっと見る ]   │
    /// ╰──────────────────╯
    /// ```
    public func buttonStyle(_ style: ButtonStyle) -> EnvironmentModifiedView<Self> {
        EnvironmentModifiedView(self) { $0.buttonStyle = style }
    }
}
