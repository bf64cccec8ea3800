// Colour and depth effects a text cell cannot show: each is accepted and draws the view as it
// was, as the other visual effects do (View+VisualEffects.swift).

extension View {
    /// Multiplies this view's colours by `color`; drawn as it was.
    ///
    /// SwiftUI: nonisolated func colorMultiply(_ color: Color) -> some View
    public func colorMultiply(_ color: Color) -> some View { self }

    /// Turns this view's hues by `angle`; drawn as it was.
    ///
    /// SwiftUI: nonisolated func hueRotation(_ angle: Angle) -> some View
    public func hueRotation(_ angle: Angle) -> some View { self }

    /// Turns this view in three dimensions (a card flip); a cell is flat, so it is drawn as it
    /// was, facing the reader.
    ///
    /// SwiftUI: nonisolated func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View { self }
}

extension View {
    /// Whether a link in a split view shows its destination in the detail column; a phone's
    /// stack pushes it either way, so nothing changes.
    ///
    /// SwiftUI: nonisolated func isDetailLink(_ isDetailLink: Bool) -> some View
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }

    /// The order a menu opened from this view lists its items in; text lists them as written.
    ///
    /// SwiftUI: nonisolated func menuOrder(_ order: MenuOrder) -> some View
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Ties the search field's focus to `binding`; nothing is focused in a drawing.
    ///
    /// SwiftUI: nonisolated func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }

    /// Ties the search field's focus to `binding` having `value`; nothing is focused in a drawing.
    ///
    /// SwiftUI: nonisolated func searchFocused<V>(_ binding: FocusState<V>.Binding, equals value: V) -> some View where V : Hashable
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }

    /// The orientation a preview is shown in; a text preview is drawn at the width it is given.
    ///
    /// SwiftUI: nonisolated func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

/// The order a menu lists its items in.
///
/// SwiftUI: struct MenuOrder
public struct MenuOrder: Hashable, Sendable {
    let name: String

    /// SwiftUI: static let automatic: MenuOrder
    public static let automatic = MenuOrder(name: "automatic")
    /// SwiftUI: static let fixed: MenuOrder
    public static let fixed = MenuOrder(name: "fixed")
    /// SwiftUI: static let priority: MenuOrder
    public static let priority = MenuOrder(name: "priority")
}

/// Which way up a device is held, for `previewInterfaceOrientation(_:)`.
///
/// SwiftUI: struct InterfaceOrientation
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// SwiftUI: var id: String { get }
    public let id: String

    /// SwiftUI: static let portrait: InterfaceOrientation
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// SwiftUI: static let portraitUpsideDown: InterfaceOrientation
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// SwiftUI: static let landscapeLeft: InterfaceOrientation
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// SwiftUI: static let landscapeRight: InterfaceOrientation
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// SwiftUI: static var allCases: [InterfaceOrientation] { get }
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}
