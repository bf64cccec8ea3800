/// Whether a scroll view bounces at its ends when its content fits. A text screen does not
/// scroll, so ``View/scrollBounceBehavior(_:axes:)`` draws the view as it was.
///
/// SwiftUI: struct ScrollBounceBehavior
public struct ScrollBounceBehavior: Equatable, Sendable {
    private let name: String

    /// SwiftUI: static var automatic: ScrollBounceBehavior { get }
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    /// SwiftUI: static var always: ScrollBounceBehavior { get }
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    /// SwiftUI: static var basedOnSize: ScrollBounceBehavior { get }
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

extension View {
    /// How the scroll views in this view bounce; a text screen does not scroll, so the view
    /// draws as it was.
    ///
    /// ```swift
    /// ScrollView { rows }.scrollBounceBehavior(.basedOnSize)
    /// ```
    ///
    /// SwiftUI: func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Flashes the scroll indicators when the view appears; text draws no indicators, so the
    /// view draws as it was.
    ///
    /// SwiftUI: func scrollIndicatorsFlash(onAppear: Bool) -> some View
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Flashes the scroll indicators when `value` changes; text draws no indicators, so the view
    /// draws as it was.
    ///
    /// SwiftUI: func scrollIndicatorsFlash(trigger value: some Equatable) -> some View
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
}
