/// How ``View/accessibilityElement(children:)`` makes one element of a view's content.
///
/// ```swift
/// HStack { Image(systemName: "star.fill"); Text("4.8") }
///     .accessibilityElement(children: .combine)
/// ```
/// ```text
/// Image, Text: Favorite, 4.8
/// ```
///
/// SwiftUI: struct AccessibilityChildBehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case ignore, contain, combine
    }

    let kind: Kind

    /// One element that reads nothing of the content: give it an `accessibilityLabel`.
    ///
    /// SwiftUI: AccessibilityChildBehavior.ignore
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)

    /// The content's elements, each as it is.
    ///
    /// SwiftUI: AccessibilityChildBehavior.contain
    public static let contain = AccessibilityChildBehavior(kind: .contain)

    /// One element whose label is the content's labels joined by commas.
    ///
    /// SwiftUI: AccessibilityChildBehavior.combine
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

extension View {
    /// Makes this view one element a screen reader stops on (see
    /// ``AccessibilityChildBehavior``); the drawing does not change.
    ///
    /// ```swift
    /// ZStack { Circle(); Text("AT") }
    ///     .accessibilityElement(children: .ignore)
    ///     .accessibilityLabel("Avatar, AT")
    /// ```
    /// ```text
    /// Text: Avatar, AT
    /// ```
    ///
    /// SwiftUI: View.accessibilityElement(children:)
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        ModifiedView(self) { content, context in
            let node = content.makeNode(context)
            switch children.kind {
            case .contain:
                return AccessibilityNode(node)
            case .ignore:
                return AccessibilityNode(node, shape: .element(AccessibilityElement(label: nil, traits: .isStaticText)))
            case .combine:
                let combined = AccessibilityTree.combined(AccessibilityTree.elements(of: node), traits: [])
                return AccessibilityNode(node, shape: .element(combined))
            }
        }
    }
}
