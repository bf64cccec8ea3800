/// How text fields draw: `.automatic` a box, or a row in a `List` or `Form`; `.roundedBorder`
/// a box everywhere; `.plain` the text alone.
///
/// ```swift
/// VStack(alignment: .leading) {
///     TextField("検索", text: .constant("抹茶")).textFieldStyle(.plain)
///     Form { TextField("検索", text: .constant("抹茶")).textFieldStyle(.roundedBorder) }
/// }.render(width: 16)
/// ```
/// ```text
/// 抹茶
/// ╭──────────────╮
/// │ ╭──────────╮ │
/// │ │ 抹茶     │ │
/// │ ╰──────────╯ │
/// ╰──────────────╯
/// ```
/// SwiftUI: protocol TextFieldStyle
public protocol TextFieldStyle {}

/// SwiftUI: struct DefaultTextFieldStyle
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
    /// SwiftUI: DefaultTextFieldStyle.init()
    public init() {}
}

/// SwiftUI: struct RoundedBorderTextFieldStyle
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
    /// SwiftUI: RoundedBorderTextFieldStyle.init()
    public init() {}
}

/// SwiftUI: struct PlainTextFieldStyle
public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
    /// SwiftUI: PlainTextFieldStyle.init()
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// SwiftUI: TextFieldStyle.automatic
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// SwiftUI: TextFieldStyle.roundedBorder
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// SwiftUI: TextFieldStyle.plain
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
    /// Sets how the text fields in this view draw (see ``TextFieldStyle``).
    ///
    /// SwiftUI: View.textFieldStyle(_:)
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.textFieldStyle = TextFieldKind(style) }
    }
}

/// The built-in text field looks.
enum TextFieldKind {
    case automatic, roundedBorder, plain

    init<S: TextFieldStyle>(_ style: S) {
        switch S.self {
        case is RoundedBorderTextFieldStyle.Type: self = .roundedBorder
        case is PlainTextFieldStyle.Type: self = .plain
        default: self = .automatic
        }
    }
}
