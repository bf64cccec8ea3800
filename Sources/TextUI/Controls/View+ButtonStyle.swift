extension View {
    /// Sets how the buttons in this view draw: `.automatic` brackets (a plain row in a `List`
    /// or `Form`), `.plain`, `.borderless` and `.link` the label alone, `.bordered` brackets
    /// everywhere, `.borderedProminent` double brackets everywhere.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Button("保存") {}.buttonStyle(.plain)
    ///     Button("購入する") {}.buttonStyle(.borderedProminent)
    ///     List { Button("もっと見る") {} }.buttonStyle(.bordered)
    /// }.render(width: 20)
    /// ```
    /// ```text
    /// 保存
    /// [[ 購入する ]]
    /// ╭──────────────────╮
    /// │ [ もっと見る ]   │
    /// ╰──────────────────╯
    /// ```
    /// SwiftUI: View.buttonStyle(_:) (PrimitiveButtonStyle)
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.buttonStyle = ResolvedButtonStyle(style) }
    }

    /// Draws the buttons in this view with a ``ButtonStyle`` of your own.
    ///
    /// SwiftUI: View.buttonStyle(_:) (ButtonStyle)
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.buttonStyle = .custom { AnyView(style.makeBody(configuration: $0)) } }
    }
}

extension ResolvedButtonStyle {
    /// A built-in style by its type; any other primitive style by its body.
    @MainActor init<S: PrimitiveButtonStyle>(_ style: S) {
        switch S.self {
        case is DefaultButtonStyle.Type: self = .automatic
        case is PlainButtonStyle.Type, is BorderlessButtonStyle.Type, is LinkButtonStyle.Type: self = .plain
        case is BorderedButtonStyle.Type: self = .bordered
        case is BorderedProminentButtonStyle.Type: self = .borderedProminent
        default: self = .primitive { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}
