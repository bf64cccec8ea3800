/// A customization of a preview: its layout, its orientation, or a ``PreviewModifier``.
///
/// In text, a fixed layout draws the preview in a frame of that size (8 points a column,
/// 16 a row); a modifier wraps it; the others draw it as it is, at the width rendered.
///
/// ```swift
/// #Preview("Badge", traits: .fixedLayout(width: 96, height: 32)) { Badge(count: 3) }
/// ```
///
/// SwiftUI: @MainActor struct PreviewTrait<T>
public struct PreviewTrait<T>: Sendable {
    let apply: @MainActor @Sendable (AnyView) async -> AnyView

    init(_ apply: @escaping @MainActor @Sendable (AnyView) async -> AnyView) {
        self.apply = apply
    }

    /// A trait that leaves the view as it is.
    static var unchanged: Self { Self { $0 } }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's size: the width rendered.
    ///
    /// SwiftUI: @MainActor static var defaultLayout: PreviewTrait<Preview.ViewTraits> { get }
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .unchanged }

    /// The view's own size, offered the device's: the width rendered.
    ///
    /// SwiftUI: @MainActor static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { get }
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .unchanged }

    /// A container of the given size: the view drawn in a frame of it.
    ///
    /// SwiftUI: @MainActor static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T>
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait { view in AnyView(view.frame(width: width, height: height)) }
    }

    /// Portrait: as drawn.
    ///
    /// SwiftUI: @MainActor static var portrait: PreviewTrait<Preview.ViewTraits> { get }
    public static var portrait: PreviewTrait<Preview.ViewTraits> { .unchanged }

    /// Upside-down portrait: as drawn.
    ///
    /// SwiftUI: @MainActor static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { get }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { .unchanged }

    /// Landscape: as drawn, at the width rendered.
    ///
    /// SwiftUI: @MainActor static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { get }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .unchanged }

    /// Landscape: as drawn, at the width rendered.
    ///
    /// SwiftUI: @MainActor static var landscapeRight: PreviewTrait<Preview.ViewTraits> { get }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .unchanged }

    /// The preview wrapped by `modifier`, with the context it makes once.
    ///
    /// SwiftUI: @MainActor static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T>
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        let held = UncheckedSendable(modifier)
        return PreviewTrait { view in await held.value.wrapping(view) }
    }
}
