/// How a picker draws. `.automatic` and `.menu`: the label, then the chosen option and `⌄`;
/// `.navigationLink`: the same with `›`; `.segmented` and `.palette`: every option, the chosen
/// one in brackets; `.inline`: a row per option, `✓` after the chosen one; `.radioGroup`:
/// `(●)` / `( )` before each option; `.wheel`: the options around the chosen one, which is in
/// brackets.
///
/// ```swift
/// Picker("サイズ", selection: .constant("M")) {
///     Text("S").tag("S"); Text("M").tag("M"); Text("L").tag("L")
/// }.pickerStyle(.inline).render(width: 16)
/// ```
/// ```text
/// サイズ
/// S
/// M              ✓
/// L
/// ```
/// SwiftUI: protocol PickerStyle
public protocol PickerStyle {}

/// SwiftUI: struct DefaultPickerStyle
public struct DefaultPickerStyle: PickerStyle, Sendable {
    /// SwiftUI: DefaultPickerStyle.init()
    public init() {}
}

/// SwiftUI: struct MenuPickerStyle
public struct MenuPickerStyle: PickerStyle, Sendable {
    /// SwiftUI: MenuPickerStyle.init()
    public init() {}
}

/// SwiftUI: struct SegmentedPickerStyle
public struct SegmentedPickerStyle: PickerStyle, Sendable {
    /// SwiftUI: SegmentedPickerStyle.init()
    public init() {}
}

/// SwiftUI: struct InlinePickerStyle
public struct InlinePickerStyle: PickerStyle, Sendable {
    /// SwiftUI: InlinePickerStyle.init()
    public init() {}
}

/// SwiftUI: struct WheelPickerStyle
public struct WheelPickerStyle: PickerStyle, Sendable {
    /// SwiftUI: WheelPickerStyle.init()
    public init() {}
}

/// SwiftUI: struct NavigationLinkPickerStyle
public struct NavigationLinkPickerStyle: PickerStyle, Sendable {
    /// SwiftUI: NavigationLinkPickerStyle.init()
    public init() {}
}

/// SwiftUI: struct PalettePickerStyle
public struct PalettePickerStyle: PickerStyle, Sendable {
    /// SwiftUI: PalettePickerStyle.init()
    public init() {}
}

/// SwiftUI: struct RadioGroupPickerStyle
public struct RadioGroupPickerStyle: PickerStyle, Sendable {
    /// SwiftUI: RadioGroupPickerStyle.init()
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// SwiftUI: PickerStyle.automatic
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// SwiftUI: PickerStyle.menu
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// SwiftUI: PickerStyle.segmented
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// SwiftUI: PickerStyle.inline
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// SwiftUI: PickerStyle.wheel
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// SwiftUI: PickerStyle.navigationLink
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// SwiftUI: PickerStyle.palette
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// SwiftUI: PickerStyle.radioGroup
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension View {
    /// Sets how the pickers in this view draw (see ``PickerStyle``).
    ///
    /// SwiftUI: View.pickerStyle(_:)
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.pickerStyle = PickerKind(style) }
    }
}

/// The built-in picker looks.
enum PickerKind {
    case automatic, menu, segmented, inline, wheel, navigationLink, radioGroup

    init<S: PickerStyle>(_ style: S) {
        switch S.self {
        case is MenuPickerStyle.Type: self = .menu
        case is SegmentedPickerStyle.Type, is PalettePickerStyle.Type: self = .segmented
        case is InlinePickerStyle.Type: self = .inline
        case is WheelPickerStyle.Type: self = .wheel
        case is NavigationLinkPickerStyle.Type: self = .navigationLink
        case is RadioGroupPickerStyle.Type: self = .radioGroup
        default: self = .automatic
        }
    }
}
