extension View {
    /// How a presentation adapts to a compact size class (a popover shown as a sheet, or kept a
    /// popover). Accepted: TextUI draws a presentation one way at every size.
    ///
    /// SwiftUI: func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        self
    }

    /// How a presentation adapts to horizontally and vertically compact size classes. Accepted
    /// as ``presentationCompactAdaptation(_:)`` is.
    ///
    /// SwiftUI: func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation) -> some View
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        self
    }

    /// Whether people can use the view behind a sheet. Accepted: a drawing is not used.
    ///
    /// SwiftUI: func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        self
    }

    /// Whether a swipe on a sheet scrolls its content or resizes it. Accepted: a drawing is
    /// not swiped.
    ///
    /// SwiftUI: func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        self
    }
}

/// How a presentation adapts to a compact size class.
///
/// SwiftUI: struct PresentationAdaptation
public struct PresentationAdaptation: Sendable {
    let name: String

    /// SwiftUI: static var automatic: PresentationAdaptation { get }
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    /// SwiftUI: static var none: PresentationAdaptation { get }
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    /// SwiftUI: static var popover: PresentationAdaptation { get }
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    /// SwiftUI: static var sheet: PresentationAdaptation { get }
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    /// SwiftUI: static var fullScreenCover: PresentationAdaptation { get }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

/// Whether people can use the view behind a presentation.
///
/// SwiftUI: struct PresentationBackgroundInteraction
public struct PresentationBackgroundInteraction: Sendable {
    let name: String

    /// SwiftUI: static var automatic: PresentationBackgroundInteraction { get }
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "automatic") }
    /// SwiftUI: static var enabled: PresentationBackgroundInteraction { get }
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "enabled") }
    /// SwiftUI: static var disabled: PresentationBackgroundInteraction { get }
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "disabled") }

    /// SwiftUI: static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled")
    }
}

/// Whether a swipe on a presentation scrolls its content or resizes it.
///
/// SwiftUI: struct PresentationContentInteraction
public struct PresentationContentInteraction: Sendable {
    let name: String

    /// SwiftUI: static var automatic: PresentationContentInteraction { get }
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    /// SwiftUI: static var resizes: PresentationContentInteraction { get }
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    /// SwiftUI: static var scrolls: PresentationContentInteraction { get }
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}
