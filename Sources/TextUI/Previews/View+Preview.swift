import Foundation

// The modifiers a PreviewProvider's views carry. They configure Xcode's preview canvas and
// draw nothing in text; the view is drawn as it is.

extension View {
    /// Names this preview in Xcode's canvas; draws nothing in text.
    ///
    /// SwiftUI: View.previewDisplayName(_:)
    public func previewDisplayName(_ value: String?) -> some View {
        self
    }

    /// Sizes this preview as Xcode's canvas does: `.fixed(width:height:)` draws it in a box of
    /// that size, as `frame(width:height:)` would (a 300 × 70 row is cut where the canvas cuts
    /// it); `.device` and `.sizeThatFits` leave it to the width it is rendered at.
    ///
    /// SwiftUI: View.previewLayout(_:)
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewLayoutView(content: self, layout: value)
    }

    /// The device Xcode previews this on; draws nothing in text.
    ///
    /// SwiftUI: View.previewDevice(_:)
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        self
    }

    /// The light or dark appearance this view's presentation asks for; in text, the
    /// ``EnvironmentValues/colorScheme`` the views inside read (`nil` leaves it as it is).
    ///
    /// SwiftUI: View.preferredColorScheme(_:)
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
    }

    /// Sets the light or dark appearance of this view and the views inside it (the iOS 13
    /// modifier `preferredColorScheme(_:)` replaced): the ``EnvironmentValues/colorScheme``
    /// they read.
    ///
    /// SwiftUI: func colorScheme(_ colorScheme: ColorScheme) -> some View
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

/// The view `previewLayout(_:)` sizes: framed for `.fixed`, as it is otherwise.
struct PreviewLayoutView<Content: View>: View {
    let content: Content
    let layout: PreviewLayout

    var body: some View {
        if case .fixed(let width, let height) = layout {
            content.frame(width: width, height: height)
        } else {
            content
        }
    }
}

/// How Xcode sizes a preview: `.fixed` draws it in a box of that size; `.device` and
/// `.sizeThatFits` leave it to the width it is rendered at.
///
/// SwiftUI: enum PreviewLayout
public enum PreviewLayout: Sendable {
    /// SwiftUI: PreviewLayout.device
    case device
    /// SwiftUI: PreviewLayout.sizeThatFits
    case sizeThatFits
    /// SwiftUI: PreviewLayout.fixed(width:height:)
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device Xcode previews on, by name: `.previewDevice("iPhone 15 Pro")`.
///
/// SwiftUI: struct PreviewDevice
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    ///
    /// SwiftUI: PreviewDevice.rawValue
    public let rawValue: String

    /// The device named `rawValue`.
    ///
    /// SwiftUI: PreviewDevice.init(rawValue:)
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device named by a string literal.
    ///
    /// SwiftUI: PreviewDevice.init(stringLiteral:)
    public init(stringLiteral: String) {
        self.rawValue = stringLiteral
    }
}
